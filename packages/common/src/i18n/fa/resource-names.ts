/**
 * The Persian names of the resources built on the kit (one, many, search box) and the texts their
 * definitions carry. Small on purpose: the definitions are part of the app's first download, so they
 * read their texts from here rather than from whole screen catalogues.
 */
export const resourceNames = {
  unit: {
    one: 'واحد',
    many: 'واحدها',
    search: 'جستجوی نام یا نماد واحد',
    precisionHelp: 'کوچک‌ترین مقداری که برای این واحد پذیرفته می‌شود',
    precisions: { '1': 'عدد صحیح (۱)', '0.1': 'یک رقم اعشار (۰٫۱)', '0.01': 'دو رقم اعشار (۰٫۰۱)' } as Record<string, string>,
  },
  color: { one: 'رنگ', many: 'رنگ‌ها', search: 'جستجوی نام یا کد رنگ' },
  province: { one: 'استان', many: 'استان‌ها', search: 'جستجوی نام استان' },
  brand: { one: 'برند', many: 'برندها', search: 'جستجوی نام برند', slugHelp: 'در نشانی صفحهٔ برند می‌آید؛ اگر خالی بماند از نام ساخته می‌شود' },
  size_chart_type: {
    one: 'نوع جدول سایز',
    many: 'انواع جدول سایز',
    search: 'جستجوی نام نوع',
    valuesHelp: 'نام ستون‌های جدول‌های این نوع، به ترتیب؛ با ذخیره، فهرست ستون‌ها جایگزین می‌شود',
    chartsCount: 'جدول‌ها',
    labels: { name: 'نام نوع جدول سایز', values: 'ستون‌ها', value: 'نام ستون' },
  },
  seller: {
    one: 'فروشنده',
    many: 'فروشندگان',
    search: 'نام، کد ملی یا موبایل',
    labels: { full_name: 'نام و نام خانوادگی', national_code: 'کد ملی', mobile: 'موبایل', description: 'توضیحات', status: 'وضعیت' },
  },
  customer_role: {
    one: 'نقش مشتری',
    many: 'نقش‌های مشتری',
    search: 'جستجوی نام نقش',
    seeUnpublishedHelp: 'اعضای این نقش محصولاتی را که زمان انتشارشان نرسیده است می‌بینند.',
    labels: { name: 'نام نقش', description: 'توضیحات', see_unpublished: 'دسترسی زودهنگام به محصولات منتشرنشده' },
  },
} as const;
