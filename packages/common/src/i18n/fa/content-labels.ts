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

/** A post's states (spec §3.30); a published post whose time has not come reads «scheduled». */
export const postStatusLabels = { draft: 'پیش‌نویس', pending: 'در انتظار بررسی', published: 'منتشرشده', unpublished: 'لغو انتشار' } as const;

/** The texts of the post screens beyond the kit's. */
export const postText = {
  scheduled: 'زمان‌بندی‌شده',
  scheduledAt: (when: string) => `انتشار در ${when}`,
  help: {
    slug: 'خالی بماند تا از عنوان ساخته شود (حروف فارسی می‌مانند).',
    published_at: 'زمانی در آینده یعنی زمان‌بندی: نوشته از آن زمان منتشرشده به‌حساب می‌آید.',
    tags: 'هر برچسب را بنویسید و Enter بزنید.',
    meta_description: 'متنی که موتورهای جستجو زیر عنوان نشان می‌دهند.',
  },
  snippet: { title: 'پیش‌نمایش در نتایج جستجو', empty: 'عنوان نوشته', emptyDescription: 'توضیح متا یا خلاصه‌ی نوشته اینجا دیده می‌شود.', path: 'blog' },
  revisions: {
    title: 'نسخه‌های پیشین',
    empty: 'هنوز نسخه‌ی پیشینی ذخیره نشده است.',
    by: (who: string, when: string) => `${who}، ${when}`,
    compare: 'مقایسه',
    restore: 'بازگرداندن',
    restoreConfirm: 'متن و عنوان این نسخه جایگزین نسخه‌ی کنونی شود؟ نسخه‌ی کنونی در فهرست نسخه‌ها می‌ماند.',
    restored: 'نسخه بازگردانده شد',
    current: 'نسخه‌ی کنونی',
    chosen: 'نسخه‌ی انتخاب‌شده',
    unknownAdmin: 'مدیر حذف‌شده',
    notFound: 'این نسخه یافت نشد',
  },
  preview: { open: 'پیش‌نمایش', title: (t: string) => `پیش‌نمایش: ${t}`, notFound: 'نوشته یافت نشد', by: (who: string) => `نوشته‌ی ${who}` },
  /** Server: a category with posts is not deleted. */
  categoryInUse: (count: string) => `این دسته‌بندی ${count} نوشته دارد و حذف نمی‌شود؛ نخست نوشته‌ها را به دسته‌ی دیگری ببرید`,
} as const;

type Names = Record<string, { one: string; fields: Record<string, string> }>;
export const contentEntityLabels = Object.fromEntries(Object.entries(contentLabels as Names).map(([k, v]) => [k, v.one]));
export const contentAuditLabels = Object.fromEntries(Object.entries(contentLabels as Names).map(([k, v]) => [k, v.fields]));
