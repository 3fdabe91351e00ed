/** Persian names, states and refusals of post comments (spec §3.31, §4.5); the audit log reads them too. */
export const postCommentLabels = {
  one: 'دیدگاه نوشته',
  fields: {
    post_id: 'نوشته',
    parent_id: 'پاسخ به',
    customer_id: 'مشتری',
    admin_id: 'پاسخ‌دهنده',
    from_shop: 'پاسخ فروشگاه',
    name: 'نام',
    email: 'ایمیل',
    body: 'متن دیدگاه',
    status: 'وضعیت',
    ids: 'دیدگاه‌ها',
    created_at: 'تاریخ ثبت',
  },
} as const;

/** Post comment states: only approved ones are shown on the site. */
export const postCommentStatusLabels: Record<string, string> = {
  pending: 'در انتظار تأیید',
  approved: 'تأییدشده',
  unapproved: 'تأییدنشده',
};

export const postCommentMessages = {
  creatorLocked: 'نام و ایمیل دیدگاه کاربر ثبت‌نام‌شده ویرایش نمی‌شود',
  guestEmailRequired: 'ایمیل برای دیدگاه مهمان الزامی است',
  replyToReply: 'به پاسخ یک دیدگاه نمی‌توان پاسخ داد؛ به خود دیدگاه پاسخ دهید',
  replyBody: 'متن پاسخ',
} as const;

export const postCommentEntityLabels = { post_comment: postCommentLabels.one };
export const postCommentAuditLabels = { post_comment: postCommentLabels.fields };
export const postCommentActionLabels = { reply: 'پاسخ' };
