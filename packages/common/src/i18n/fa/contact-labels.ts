/** Persian names of the contact inbox's fields and actions (the audit log reads them; the screens too). */
export const contactLabels = {
  one: 'پیام تماس',
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
    answer_channel: 'راه ارسال پاسخ',
    answer_delivery: 'وضعیت ارسال پاسخ',
    answer_delivery_error: 'خطای ارسال پاسخ',
    answer_delivered_at: 'زمان ارسال پاسخ',
    answer_task_id: 'کار ارسال پاسخ',
    created_at: 'تاریخ ارسال',
  },
} as const;

/** The read state as the audit log shows it (0 unread, 1 read). */
export const contactStatusLabels: Record<string, string> = { '0': 'خوانده‌نشده', '1': 'خوانده‌شده' };

export const contactEntityLabels = { contact: contactLabels.one };
export const contactAuditLabels = { contact: contactLabels.fields };
export const contactActionLabels = { answer: 'پاسخ', read_all: 'خواندن همه' };
