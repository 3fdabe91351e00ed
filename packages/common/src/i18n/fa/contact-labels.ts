/** Persian texts of the contact inbox (/admin/contact): fields, statuses, screen and audit labels. */
export const contactLabels = {
  one: 'پیام تماس',
  many: 'پیام‌های تماس',
  fields: {
    name: 'نام',
    mobile: 'موبایل',
    email: 'ایمیل',
    subject: 'موضوع',
    body: 'متن پیام',
    status: 'وضعیت',
    customer_id: 'مشتری',
    answer: 'پاسخ',
    answered_at: 'زمان پاسخ',
    answered_by: 'پاسخ‌دهنده',
    created_at: 'تاریخ ارسال',
  },
  statuses: { unread: 'خوانده‌نشده', read: 'خوانده‌شده' },
  answered: { yes: 'پاسخ داده شد', no: 'بی‌پاسخ' },
} as const;

export const contactEntityLabels = { contact: contactLabels.one };
export const contactAuditLabels = { contact: contactLabels.fields };
export const contactActionLabels = { answer: 'پاسخ', read_all: 'خواندن همه' };

export const contactScreenText = {
  search: 'جستجوی نام، موبایل، ایمیل، موضوع یا متن',
  markAllRead: 'همه خوانده شد',
  markAllReadConfirm: 'همهٔ پیام‌ها خوانده‌شده علامت بخورند؟',
  markedAllRead: 'همهٔ پیام‌ها خوانده‌شده علامت خوردند',
  markUnread: 'علامت خوانده‌نشده',
  markedUnread: 'پیام خوانده‌نشده علامت خورد',
  back: 'بازگشت به پیام‌ها',
  sender: 'فرستنده',
  message: 'پیام',
  customer: 'مشتری ثبت‌نام‌شده',
  guest: 'مهمان',
  answerTitle: 'پاسخ فروشگاه',
  answerPlaceholder: 'پاسخ خود را بنویسید',
  answerSave: 'ذخیرهٔ پاسخ',
  answerSaved: 'پاسخ ذخیره شد',
  answerNote: 'پاسخ اینجا نگه داشته می‌شود؛ ارسال آن با پیامک یا ایمیل از بخش پیام‌رسانی انجام خواهد شد.',
  answeredBy: (who: string, when: string) => `پاسخ ${who}، ${when}`,
  noAnswer: 'هنوز پاسخی داده نشده است',
  noSubject: 'بدون موضوع',
  filterAnswered: 'پاسخ',
  filterFrom: 'از تاریخ',
} as const;
