/** Persian texts of links (a free address or a typed target), shared by sliders, menus and banners. */
export const linkTypeLabels = {
  product: 'محصول',
  category: 'دسته‌بندی محصولات',
  post: 'نوشته',
  page: 'صفحه',
  flash: 'فروش ویژه',
  advertise: 'جایگاه بنر',
  about_us: 'درباره‌ی ما',
  contact_us: 'تماس با ما',
} as const;

/** The index page of a type («فهرست محصولات»). */
export const linkIndexLabels = {
  product: 'فهرست محصولات',
  post: 'فهرست نوشته‌ها',
  advertise: 'فهرست جایگاه‌های بنر',
  about_us: 'صفحه‌ی درباره‌ی ما',
  contact_us: 'صفحه‌ی تماس با ما',
} as const;

export const linkText = {
  /** The kind chooser's option of a free address. */
  url: 'نشانی دلخواه',
  kind: 'نوع لینک',
  target: 'مقصد',
  search: 'جستجو',
  urlPlaceholder: 'https://…',
  searchTarget: (type: string) => `جستجوی ${type}`,
  noTarget: 'موردی یافت نشد',
  /** Validator messages (422 on the link field). */
  required: 'وارد کردن لینک الزامی است',
  both: 'یا نشانی را وارد کنید یا مقصد را انتخاب کنید، نه هر دو',
  badUrl: 'نشانی لینک باید با https:// یا / آغاز شود',
  noIndex: (type: string) => `${type} صفحه‌ی فهرست ندارد؛ یک مورد را انتخاب کنید`,
  noShow: (type: string) => `${type} مورد جداگانه ندارد`,
  missing: (type: string) => `${type} انتخاب‌شده یافت نشد یا حذف شده است`,
  /** A linked target refused deletion: who links to it, by name. */
  linked: (one: string, count: string, names: string) => `این ${one} در ${count} مورد پیوند داده شده و حذف نمی‌شود: ${names}`,
  /** One row named in that refusal, and the list's joints. */
  linkedRow: (entity: string, name: string) => `${entity} «${name}»`,
  listSeparator: '، ',
  more: '، …',
  /** A link whose target is gone (shown as broken). */
  broken: 'لینک شکسته',
  none: 'بدون لینک',
} as const;
