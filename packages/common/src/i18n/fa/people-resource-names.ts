/**
 * The Persian names of the people area's resources built on the kit (customer roles, sellers) and the
 * texts their definitions carry: apart from `resource-names.ts`, so the customer screens that read
 * these labels do not carry the catalogue's resource names.
 */

export const customerRoleNames = {
  one: 'نقش مشتری',
  many: 'نقش‌های مشتری',
  search: 'جستجوی نام نقش',
  seeUnpublishedHelp: 'اعضای این نقش محصولاتی را که زمان انتشارشان نرسیده است می‌بینند.',
  discountPercentHelp:
    'درصدی که از قیمت همه‌ی کالاها برای اعضای این نقش کم می‌شود (۰ یعنی بدون تخفیف). اگر کالا تخفیف یا جشنواره‌ی بیشتری داشته باشد، قیمت کمتر اعمال می‌شود و دو تخفیف با هم جمع نمی‌شوند.',
  labels: { name: 'نام نقش', description: 'توضیحات', see_unpublished: 'دسترسی زودهنگام به محصولات منتشرنشده', discount_percent: 'درصد تخفیف نقش' },
} as const;

export const sellerNames = {
  one: 'فروشنده',
  many: 'فروشندگان',
  search: 'نام، کد ملی یا موبایل',
  labels: { full_name: 'نام و نام خانوادگی', national_code: 'کد ملی', mobile: 'موبایل', description: 'توضیحات', status: 'وضعیت' },
} as const;
