/**
 * The texts every resource built on the kit shares, made from its Persian name (`one`, `many`):
 * one set here instead of a copy per resource.
 */
export const resourceKitText = {
  create: (one: string) => `افزودن ${one}`,
  edit: (one: string) => `ویرایش ${one}`,
  search: (many: string) => `جستجوی ${many}`,
  sort: 'مرتب‌سازی',
  /** A list's picture cell when the row has none («بدون لوگو»). */
  noImage: (label: string) => `بدون ${label}`,
  sortTitle: (many: string) => `ترتیب ${many}`,
  sortHelp: 'ردیف‌ها را با دستگیره بالا و پایین بکشید (یا با کلیدهای جهت‌نما جابه‌جا کنید)، سپس ذخیره کنید.',
  saveOrder: 'ذخیره‌ی ترتیب',
  sortSaved: (many: string) => `ترتیب ${many} ذخیره شد`,
  /** Server: a repeated id in a reorder. */
  sortDuplicate: 'یک ردیف دو بار در ترتیب آمده است',
  /** Server: a reorder must list every row, and only rows that exist. */
  sortIncomplete: (many: string) => `ترتیب باید همه‌ی ${many} را دربر بگیرد؛ صفحه را دوباره بارگذاری کنید`,
  /** Server: a reference to a row that does not exist. */
  missingReference: (field: string) => `${field} انتخاب‌شده یافت نشد`,
  /** A bulk action that sets a field of the selected rows («تغییر وضعیت»). */
  bulkSet: (label: string) => `تغییر ${label}`,
  /** A tag longer than its field allows. */
  tagTooLong: (label: string, max: number) => `هر یک از ${label} نباید بیشتر از ${String(max).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!)} کاراکتر باشد`,
} as const;
