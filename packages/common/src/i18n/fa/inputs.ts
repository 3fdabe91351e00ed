/**
 * Persian strings of the CRUD kit's reusable inputs (apps/web/src/components/inputs): price,
 * Jalali date, colour, nested sortable list, image upload and image viewer. Numbers passed in
 * are already Persian digits.
 */

export const priceText = {
  /** The unit label when the settings give none. */
  defaultUnit: 'تومان',
} as const;

export const jalaliText = {
  /** Weekday row, Sunday first (the picker shows it Saturday first: ش ی د س چ پ ج). */
  weekdayNarrowSundayFirst: ['ی', 'د', 'س', 'چ', 'پ', 'ج', 'ش'],
  /** Separator between the date and the time in formatted date-times. */
  dateTimeSeparator: ' ',
  ok: 'تأیید',
} as const;

export const colorText = {
  label: 'رنگ',
  presets: 'رنگ‌های پیشنهادی',
  hexInput: 'کد رنگ',
  values: 'مقادیر رنگ',
} as const;

export const nestedText = {
  empty: 'موردی وجود ندارد',
  list: 'فهرست تودرتو',
  roleDescription: 'قابل جابه‌جایی',
  handle: (title: string, level: string) => `جابه‌جایی «${title}»، سطح ${level}`,
  instructions:
    'برای جابه‌جایی، دستگیره را بکشید. با صفحه‌کلید: روی دستگیره، کلیدهای بالا و پایین مورد را میان هم‌سطح‌ها جابه‌جا می‌کنند و کلیدهای چپ و راست آن را یک سطح به داخل یا بیرون می‌برند.',
  tooDeep: (max: string) => `بیش از ${max} سطح تودرتو مجاز نیست`,
  moved: (title: string, position: string, level: string) => `«${title}» به جایگاه ${position} در سطح ${level} رفت`,
  cannotMove: 'این جابه‌جایی ممکن نیست',
  dragStart: (title: string) => `«${title}» برداشته شد`,
  dragOver: (title: string, over: string) => `«${title}» روی «${over}» است`,
  dragEnd: (title: string) => `«${title}» رها شد`,
  dragCancel: (title: string) => `جابه‌جایی «${title}» لغو شد`,
  dragInstructions: 'برای برداشتن، کلید فاصله یا اینتر را بزنید. با کلیدهای جهت جابه‌جا کنید و با فاصله یا اینتر رها کنید؛ با اسکیپ لغو می‌شود.',
} as const;

export const uploadText = {
  label: 'تصویر',
  choose: 'انتخاب تصویر',
  chooseMany: 'افزودن تصویر',
  hint: (types: string, size: string) => `قالب‌های مجاز: ${types}؛ حداکثر ${size} کیلوبایت`,
  /** Short names of the accepted picture formats, for the hint. */
  typeNames: { 'image/jpeg': 'JPG', 'image/png': 'PNG', 'image/webp': 'WebP', 'image/gif': 'GIF' } as Record<string, string>,
  listSeparator: '، ',
  dimensionsHint: (w: string, h: string) => `ابعاد لازم: ${w} × ${h} پیکسل`,
  uploading: 'در حال بارگذاری…',
  remove: 'حذف تصویر',
  main: 'تصویر اصلی',
  makeMain: 'انتخاب به‌عنوان تصویر اصلی',
  moveEarlier: 'جابه‌جایی به قبل',
  moveLater: 'جابه‌جایی به بعد',
  image: (n: string) => `تصویر ${n}`,
  failed: 'بارگذاری تصویر انجام نشد. دوباره تلاش کنید.',
  maxCount: (n: string) => `حداکثر ${n} تصویر می‌توانید بارگذاری کنید`,
} as const;

export const viewerText = {
  play: 'پخش خودکار',
  pause: 'توقف پخش خودکار',
  image: (n: string) => `تصویر ${n}`,
  counter: (current: string, total: string) => `${current} از ${total}`,
  prev: 'تصویر قبلی',
  next: 'تصویر بعدی',
  close: 'بستن',
  zoomIn: 'بزرگ‌نمایی',
  zoomOut: 'کوچک‌نمایی',
  rotateLeft: 'چرخش پادساعت‌گرد',
  rotateRight: 'چرخش ساعت‌گرد',
  flipX: 'قرینهٔ افقی',
  flipY: 'قرینهٔ عمودی',
  reset: 'بازگشت به اندازهٔ اصلی',
  toolbar: 'ابزارهای نمایش تصویر',
} as const;
