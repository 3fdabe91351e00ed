/** Persian names and field labels of the content resources (their definitions, the audit log). */
export const contentLabels = {
  faq: { one: 'پرسش متداول', many: 'پرسش‌های متداول', fields: { group: 'گروه', question: 'پرسش', answer: 'پاسخ', status: 'وضعیت', position: 'ترتیب' } },
  post_category: { one: 'دسته‌بندی نوشته', many: 'دسته‌بندی‌های نوشته', fields: { name: 'نام', slug: 'نامک', status: 'وضعیت', position: 'ترتیب' } },
  page: { one: 'صفحه', many: 'صفحه‌ها', fields: { title: 'عنوان', slug: 'نامک', body: 'متن', status: 'وضعیت', meta_description: 'توضیح متا' } },
  post: {
    one: 'نوشته',
    many: 'نوشته‌ها',
    fields: {
      post_category_id: 'دسته‌بندی',
      title: 'عنوان',
      slug: 'نامک',
      summary: 'خلاصه',
      body: 'متن',
      image_id: 'تصویر شاخص',
      tags: 'برچسب‌ها',
      product_ids: 'محصولات مرتبط',
      special: 'ویژه',
      author_id: 'نویسنده',
      meta_description: 'توضیح متا',
      status: 'وضعیت',
      published_at: 'زمان انتشار',
    },
  },
  instagram_post: {
    one: 'پست اینستاگرام',
    many: 'فید اینستاگرام',
    fields: { image_id: 'تصویر', link: 'لینک', caption: 'متن', likes: 'پسندها', comments: 'دیدگاه‌ها', source: 'منبع', external_id: 'شناسه در اینستاگرام', posted_at: 'زمان انتشار', status: 'وضعیت', position: 'ترتیب' },
  },
  slider: {
    one: 'اسلاید',
    many: 'اسلایدها',
    fields: { group: 'گروه', title: 'عنوان', description: 'توضیح', image_id: 'تصویر', link: 'لینک', status: 'وضعیت', starts_at: 'آغاز نمایش', ends_at: 'پایان نمایش', position: 'ترتیب' },
  },
  menu_group: { one: 'منو', many: 'منوها', fields: { title: 'عنوان', key: 'کلید' } },
  menu_item: {
    one: 'آیتم منو',
    many: 'آیتم‌های منو',
    fields: { group_id: 'منو', parent_id: 'آیتم بالادستی', title: 'عنوان', link: 'لینک', new_tab: 'باز شدن در زبانه‌ی تازه', status: 'وضعیت', position: 'ترتیب', depth: 'سطح', tree: 'ترتیب آیتم‌ها' },
  },
  banner_position: {
    one: 'جایگاه بنر',
    many: 'جایگاه‌های بنر',
    fields: { label: 'عنوان', key: 'کلید', width: 'عرض (پیکسل)', height: 'ارتفاع (پیکسل)', description: 'توضیح', status: 'وضعیت' },
  },
  banner: {
    one: 'بنر',
    many: 'بنرها',
    fields: {
      position_id: 'جایگاه',
      title: 'عنوان',
      image_id: 'تصویر',
      link: 'لینک',
      new_tab: 'باز شدن در زبانه‌ی جدید',
      starts_at: 'آغاز نمایش',
      ends_at: 'پایان نمایش',
      weight: 'وزن (درصد)',
      status: 'وضعیت',
      admin_id: 'سازنده',
    },
  },
} as const;

/** Audit actions of the content resources beyond create/update/delete/sort. */
export const contentActionLabels = { sync: 'همگام‌سازی با اینستاگرام' } as const;

/** Persian names of a feed item's sources. */
export const instagramSourceLabels = { manual: 'دستی', instagram: 'همگام‌شده از اینستاگرام' } as const;

type Names = Record<string, { one: string; fields: Record<string, string> }>;
export const contentEntityLabels = Object.fromEntries(Object.entries(contentLabels as Names).map(([k, v]) => [k, v.one]));
/** What the feed's sync records (counts of posts), beside the fields. */
const syncAuditLabels: Record<string, Record<string, string>> = { instagram_post: { added: 'پست‌های تازه', updated: 'پست‌های به‌روزشده', removed: 'پست‌های حذف‌شده' } };
export const contentAuditLabels = Object.fromEntries(Object.entries(contentLabels as Names).map(([k, v]) => [k, { ...v.fields, ...syncAuditLabels[k] }]));

/** Help under the FAQ form's fields. */
export const faqHelp = {
  group: 'پرسش‌های یک گروه (مثلاً «ارسال» یا «پرداخت») در فروشگاه کنار هم و زیر نام گروه نمایش داده می‌شوند؛ خالی یعنی پرسش‌های عمومی.',
};
