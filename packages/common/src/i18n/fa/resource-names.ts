/**
 * The Persian names of the resources built on the kit (one, many, search box) and the texts their
 * definitions carry. Small on purpose: the definitions are part of the app's first download, so they
 * read their texts from here rather than from whole screen catalogues. One export per resource; the
 * people area's are in `people-resource-names.ts`, so its screens do not carry the catalogue's.
 */

export const unitNames = {
  one: 'واحد',
  many: 'واحدها',
  search: 'جستجوی نام یا نماد واحد',
  precisionHelp: 'کوچک‌ترین مقداری که برای این واحد پذیرفته می‌شود',
  precisions: { '1': 'عدد صحیح (۱)', '0.1': 'یک رقم اعشار (۰٫۱)', '0.01': 'دو رقم اعشار (۰٫۰۱)' } as Record<string, string>,
} as const;

export const colorNames = { one: 'رنگ', many: 'رنگ‌ها', search: 'جستجوی نام یا کد رنگ' } as const;

export const provinceNames = { one: 'استان', many: 'استان‌ها', search: 'جستجوی نام استان' } as const;

export const brandNames = { one: 'برند', many: 'برندها', search: 'جستجوی نام برند', slugHelp: 'در نشانی صفحهٔ برند می‌آید؛ اگر خالی بماند از نام ساخته می‌شود' } as const;

export const sizeChartTypeNames = {
  one: 'نوع جدول سایز',
  many: 'انواع جدول سایز',
  search: 'جستجوی نام نوع',
  valuesHelp: 'نام ستون‌های جدول‌های این نوع، به ترتیب؛ با ذخیره، فهرست ستون‌ها جایگزین می‌شود',
  chartsCount: 'جدول‌ها',
  labels: { name: 'نام نوع جدول سایز', values: 'ستون‌ها', value: 'نام ستون' },
} as const;
