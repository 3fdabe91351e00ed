/** Persian names of the newsletter members and their fields (the audit log and the definition read these). */

export const memberStatusLabels = {
  pending: 'در انتظار تأیید',
  subscribed: 'عضو',
  unsubscribed: 'لغو عضویت',
  bounced: 'برگشتی',
  complained: 'گزارش هرزنامه',
} as const;

export const memberSourceLabels = {
  form: 'فرم فروشگاه',
  import: 'درون‌ریزی',
  customer: 'مشتری',
  admin: 'مدیر',
} as const;

export const newsletterMemberNames = {
  one: 'عضو خبرنامه',
  many: 'اعضای خبرنامه',
  searchPlaceholder: 'ایمیل، موبایل یا نام',
  fields: {
    email: 'ایمیل',
    mobile: 'موبایل',
    name: 'نام',
    source: 'منبع',
    status: 'وضعیت',
    customer_id: 'مشتری',
    subscribed_at: 'تاریخ عضویت',
    unsubscribed_at: 'تاریخ لغو عضویت',
    unsubscribe_reason: 'دلیل لغو عضویت',
  },
} as const;

/** Stored columns the definition does not present, named in the audit log. */
export const newsletterMemberAuditExtra = {
  unsubscribe_token: 'کلید لغو عضویت',
  confirm_token: 'کلید تأیید عضویت',
  confirmed_at: 'زمان تأیید عضویت',
  added: 'اعضای افزوده',
  skipped: 'ردیف‌های ردشده',
} as const;

export const newsletterMemberHelp = {
  email: 'با حروف کوچک ذخیره می‌شود؛ ایمیل یا موبایل دست‌کم یکی لازم است.',
  mobile: 'با ارقام فارسی یا انگلیسی؛ به شکل ۰۹xxxxxxxxx ذخیره می‌شود.',
  subscribed_at: 'خالی یعنی همین حالا.',
};
