/** Persian strings of the coupon screens (list and form). */

export const couponText = {
  title: 'کدهای تخفیف',
  create: 'افزودن کد تخفیف',
  edit: 'ویرایش کد تخفیف',
  searchPlaceholder: 'جستجوی کد یا عنوان',
  state: 'وضعیت زمانی',
  percentSuffix: '٪',
  unlimited: 'نامحدود',
  usedOf: '{used} از {limit}',
  codeHelp: 'بزرگی و کوچکی حروف مهم نیست؛ فاصله‌ها حذف می‌شوند.',
  minOrderHelp: 'برای تخفیف با مبلغ ثابت الزامی است.',
  maxDiscountHelp: 'فقط برای تخفیف درصدی؛ خالی یعنی بدون سقف.',
  usageLimitHelp: 'خالی یعنی نامحدود.',
  perCustomerHelp: 'خالی یعنی نامحدود.',
  sectionGeneral: 'مشخصات کد',
  sectionLimits: 'زمان و محدودیت‌ها',
} as const;
