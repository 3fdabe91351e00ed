import { merchLabels as L } from './merchandising';

/** Screen texts of gifts, product sets, recommendation groups and product comments. */
export const productPickerText = {
  search: 'جستجو و افزودن محصول…',
  empty: 'محصولی انتخاب نشده است',
  remove: 'برداشتن',
  drag: 'جابه‌جا کردن',
};

export const giftsText = {
  title: 'هدیه‌ها',
  create: 'افزودن هدیه',
  edit: 'ویرایش هدیه',
  name: L.gift.name,
  image: L.gift.image_id,
  period: 'بازه‌ی فعال بودن',
  products: L.gift.product_ids,
  active: 'فعال در این لحظه',
  activeNow: 'در حال اجرا',
  notActive: 'غیرفعال یا خارج از بازه',
  searchPlaceholder: 'جستجوی نام هدیه',
  productsCount: 'محصولات',
};

export const setsText = {
  title: 'ست‌های محصول',
  create: 'افزودن ست',
  edit: 'ویرایش ست',
  name: L.set.name,
  description: L.set.description,
  products: L.set.product_ids,
  productsCount: 'تعداد محصولات',
  searchPlaceholder: 'جستجوی نام ست',
};

export const recommendationsText = {
  title: 'محصولات پیشنهادی',
  create: 'افزودن گروه',
  key: L.recommendation.key,
  keyHelp: 'شناسه‌ی لاتین گروه برای فروشگاه، مثل summer-sale',
  label: L.recommendation.label,
  showInHome: L.recommendation.show_in_home,
  showInFilter: L.recommendation.show_in_filter,
  kind: 'نوع گروه',
  builtin: 'خودکار',
  custom: 'دست‌چین',
  products: 'محصولات',
  manage: 'چیدن محصولات',
  itemsTitle: (label: string) => `محصولات گروه «${label}»`,
  builtinHint: 'فهرست این گروه خودکار از روی فروش، بازدید، قیمت و تخفیف ساخته می‌شود.',
  saveOrder: 'ذخیره‌ی ترتیب',
  orderSaved: 'ترتیب ذخیره شد',
  added: 'محصول افزوده شد',
  removed: 'محصول برداشته شد',
};

export const commentsText = {
  title: 'دیدگاه‌های محصول',
  product: 'محصول',
  author: 'نویسنده',
  body: 'دیدگاه',
  rating: 'امتیاز',
  approve: 'تأیید',
  reject: 'رد',
  reply: 'پاسخ فروشگاه',
  replyTitle: 'پاسخ به دیدگاه',
  replyPlaceholder: 'پاسخ فروشگاه را بنویسید؛ با ارسال پاسخ، دیدگاه هم تأیید می‌شود.',
  send: 'ارسال پاسخ',
  replied: 'پاسخ ثبت شد',
  shopReply: 'پاسخ فروشگاه:',
  searchPlaceholder: 'جستجو در متن دیدگاه‌ها',
  all: 'همه',
  dateRange: 'بازه‌ی تاریخ',
  updated: 'وضعیت دیدگاه‌ها به‌روز شد',
};
