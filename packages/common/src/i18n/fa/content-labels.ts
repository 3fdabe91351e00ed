/** Persian names and field labels of the content resources (their definitions, the audit log). */
export const contentLabels = {
  faq: { one: 'پرسش متداول', many: 'پرسش‌های متداول', fields: { question: 'پرسش', answer: 'پاسخ', status: 'وضعیت', position: 'ترتیب' } },
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
} as const;

type Names = Record<string, { one: string; fields: Record<string, string> }>;
export const contentEntityLabels = Object.fromEntries(Object.entries(contentLabels as Names).map(([k, v]) => [k, v.one]));
export const contentAuditLabels = Object.fromEntries(Object.entries(contentLabels as Names).map(([k, v]) => [k, v.fields]));
