import { toPersianDigits } from '../../text';

/** Persian field labels, enum labels and messages of coupons (API contracts, forms, OpenAPI, audit log). */
export const couponLabels = {
  code: 'کد تخفیف',
  title: 'عنوان',
  type: 'نوع تخفیف',
  amount: 'مقدار تخفیف',
  min_order_amount: 'حداقل مبلغ خرید',
  max_discount: 'سقف تخفیف',
  starts_at: 'زمان شروع',
  ends_at: 'زمان پایان',
  usage_limit: 'سقف کل استفاده',
  per_customer_limit: 'سقف استفاده‌ی هر مشتری',
  status: 'وضعیت',
  used_count: 'تعداد استفاده',
} as const;

export const couponTypeLabels = { percentage: 'درصدی', fixed: 'مبلغ ثابت' } as const;
export const couponStateLabels = { active: 'در جریان', scheduled: 'شروع نشده', expired: 'پایان‌یافته' } as const;

export const couponEntityLabels: Record<string, string> = { coupon: 'کد تخفیف' };
export const couponAuditLabels = { coupon: couponLabels } as const;

/** Rule messages (422) and refusals (409) of coupons; `{x}` are placeholders. */
export const couponMessages = {
  code_format: 'کد تخفیف فقط می‌تواند حروف لاتین، رقم، خط تیره و زیرخط داشته باشد (۳ تا ۵۰ نویسه)',
  percentage_range: 'تخفیف درصدی باید بین ۱ تا ۱۰۰ باشد',
  min_order_required: 'برای تخفیف با مبلغ ثابت، حداقل مبلغ خرید الزامی است',
  ends_before_start: 'زمان پایان باید بعد از زمان شروع باشد',
  in_use: 'این کد تخفیف {count} بار استفاده شده و حذف نمی‌شود؛ می‌توانید آن را غیرفعال کنید',
} as const;

export type CouponMessageKey = keyof typeof couponMessages;
/** The message with its placeholders filled (numbers in Persian digits). */
export const couponMessage = (key: CouponMessageKey, params: Record<string, string | number> = {}) =>
  couponMessages[key].replace(/\{(\w+)\}/g, (m, k: string) => {
    const v = params[k];
    return v === undefined ? m : typeof v === 'number' ? toPersianDigits(v) : v;
  });
