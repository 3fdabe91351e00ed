import { toPersianDigits } from '../../text';

/** Persian field labels, enum labels and messages of sales campaigns (API contracts, forms, OpenAPI, audit log). */
export const flashLabels = {
  id: 'شناسه‌ی کمپین',
  ids: 'شناسه‌های کمپین‌ها',
  title: 'عنوان',
  starts_at: 'زمان شروع',
  ends_at: 'زمان پایان',
  status: 'وضعیت',
  timer: 'نمایش شمارش معکوس',
  color: 'رنگ',
  image_id: 'تصویر',
  mobile_image_id: 'تصویر موبایل',
  discount_type: 'نوع تخفیف پیش‌فرض',
  discount: 'مقدار تخفیف پیش‌فرض',
  position: 'ترتیب',
  products: 'محصولات',
  product_id: 'محصول',
  product_discount_type: 'نوع تخفیف محصول',
  product_discount: 'مقدار تخفیف محصول',
  salable_max: 'سقف تعداد فروش',
  sales_count: 'تعداد فروخته‌شده',
} as const;

export const flashDiscountTypeLabels = { percentage: 'درصدی', fixed: 'مبلغ ثابت' } as const;
export const flashStateLabels = { running: 'در جریان', scheduled: 'شروع نشده', ended: 'پایان‌یافته' } as const;

export const flashEntityLabels: Record<string, string> = { flash: 'کمپین فروش ویژه' };
export const flashAuditLabels = { flash: flashLabels } as const;

/** Rule messages (422) and refusals (409) of campaigns; `{x}` are placeholders. */
export const flashMessages = {
  percentage_range: 'تخفیف درصدی باید بین ۱ تا ۱۰۰ باشد',
  ends_before_start: 'زمان پایان باید بعد از زمان شروع باشد',
  ends_in_past: 'زمان پایان کمپین گذشته است',
  discount_pair: 'نوع و مقدار تخفیف محصول را با هم وارد کنید، یا هر دو را خالی بگذارید تا تخفیف پیش‌فرض کمپین اعمال شود',
  product_duplicate: 'این محصول دو بار در فهرست آمده است',
  product_unknown: 'محصول یافت نشد',
  product_archived: 'محصول «{product}» بایگانی شده و در کمپین قرار نمی‌گیرد',
  product_unavailable: 'محصول «{product}» باید در وضعیت «موجود» یا «فروش حضوری» باشد',
  fixed_over_price: 'تخفیف ثابت «{product}» ({discount}) از ارزان‌ترین قیمت آن ({price}) بیشتر است',
  overlap: 'محصول «{product}» در همین بازه در کمپین فعال «{flash}» هم هست؛ هر محصول در یک زمان فقط در یک کمپین فعال می‌تواند باشد',
  salable_below_sold: 'سقف فروش «{product}» نمی‌تواند از تعداد فروخته‌شده ({count}) کمتر باشد',
  product_has_sales: 'از «{product}» در این کمپین {count} عدد فروخته شده و نمی‌توان آن را از کمپین برداشت',
  in_use: 'از محصولات این کمپین {count} عدد فروخته شده و حذف نمی‌شود؛ می‌توانید آن را غیرفعال کنید',
  image_required: 'تصویر کمپین الزامی است',
  media_unknown: 'تصویر یافت نشد؛ دوباره بارگذاری کنید',
  order_duplicate: 'یک کمپین دو بار در ترتیب آمده است',
  order_unknown: 'بعضی از کمپین‌ها یافت نشدند',
} as const;

export type FlashMessageKey = keyof typeof flashMessages;
/** The message with its placeholders filled (numbers in Persian digits). */
export const flashMessage = (key: FlashMessageKey, params: Record<string, string | number> = {}) =>
  flashMessages[key].replace(/\{(\w+)\}/g, (m, k: string) => {
    const v = params[k];
    return v === undefined ? m : typeof v === 'number' ? toPersianDigits(v) : v;
  });
