/** The texts of the post screens and messages beyond the kit's (loaded with those screens). */
export { postStatusLabels } from './post-labels';
/** The texts of the post screens beyond the kit's. */
export const postText = {
  scheduled: 'زمان‌بندی‌شده',
  scheduledAt: (when: string) => `انتشار در ${when}`,
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
  preview: { open: 'پیش‌نمایش', back: 'بازگشت به ویرایش نوشته', title: (t: string) => `پیش‌نمایش: ${t}`, notFound: 'نوشته یافت نشد', by: (who: string) => `نوشته‌ی ${who}` },
  /** Server: a category with posts is not deleted. */
  categoryInUse: (count: string) => `این دسته‌بندی ${count} نوشته دارد و حذف نمی‌شود؛ نخست نوشته‌ها را به دسته‌ی دیگری ببرید`,
} as const;
