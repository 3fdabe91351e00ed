/**
 * Persian strings of the shared rich-text editor (apps/web/src/components/editor): toolbar buttons
 * (each is also the button's accessible name), the link and image prompts, and the count line.
 * Numbers passed in are already Persian digits.
 */
export const editorText = {
  toolbar: 'ابزار ویرایش متن',
  area: 'متن',
  undo: 'واگرد',
  redo: 'انجام دوباره',
  bold: 'پررنگ',
  italic: 'کج',
  underline: 'زیرخط',
  strike: 'خط‌خورده',
  paragraph: 'متن عادی',
  heading: (level: number) => `عنوان ${['', 'یک', 'دو', 'سه', 'چهار'][level] ?? level}`,
  headingShort: (level: number) => `ع${['', '۱', '۲', '۳', '۴'][level] ?? level}`,
  bulletList: 'فهرست نقطه‌ای',
  orderedList: 'فهرست شماره‌دار',
  blockquote: 'نقل قول',
  link: 'پیوند',
  unlink: 'حذف پیوند',
  linkPrompt: 'نشانی پیوند را وارد کنید (https://… یا /…)',
  linkInvalid: 'نشانی پیوند باید با https:// یا http:// یا / آغاز شود',
  image: 'افزودن تصویر',
  imageUploading: 'در حال بارگذاری تصویر…',
  table: 'افزودن جدول',
  tableAddRow: 'افزودن سطر',
  tableAddColumn: 'افزودن ستون',
  tableDeleteRow: 'حذف سطر',
  tableDeleteColumn: 'حذف ستون',
  tableDelete: 'حذف جدول',
  ltr: 'چپ‌به‌راست (برای متن انگلیسی)',
  rtl: 'راست‌به‌چپ',
  clear: 'پاک کردن قالب',
  /** The count line under the editor. */
  stats: (chars: string, words: string, minutes: string) => `${chars} نویسه، ${words} واژه، ${minutes} دقیقه خواندن`,
} as const;
