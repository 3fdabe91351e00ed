/** What the post definition itself reads (states, help lines): small, since every kit screen loads the definitions. */
/** A post's states (spec §3.30); a published post whose time has not come reads «scheduled». */
export const postStatusLabels = { draft: 'پیش‌نویس', pending: 'در انتظار بررسی', published: 'منتشرشده', unpublished: 'لغو انتشار' } as const;

export const postHelp = {
  slug: 'خالی بماند تا از عنوان ساخته شود (حروف فارسی می‌مانند).',
  published_at: 'زمانی در آینده یعنی زمان‌بندی: نوشته از آن زمان منتشرشده به‌حساب می‌آید.',
  tags: 'هر برچسب را بنویسید و Enter بزنید.',
  meta_description: 'متنی که موتورهای جستجو زیر عنوان نشان می‌دهند.',
} as const;
