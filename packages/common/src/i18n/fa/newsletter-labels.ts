/** Persian names of the newsletters, their fields, statuses and the screens' texts. */

export const newsletterStatusLabels = {
  draft: 'پیش‌نویس',
  scheduled: 'زمان‌بندی‌شده',
  sending: 'در حال ارسال',
  paused: 'متوقف‌شده',
  sent: 'ارسال‌شده',
  failed: 'ناموفق',
  canceled: 'لغوشده',
} as const;

export const newsletterChannelLabels = { email: 'ایمیل', sms: 'پیامک' } as const;

export const newsletterAudienceLabels = {
  members: 'همه اعضای خبرنامه',
  chosen: 'اعضای انتخاب‌شده',
  customers: 'مشتریان با شرط',
} as const;

export const recipientStatusLabels = {
  queued: 'در صف',
  sending: 'در حال ارسال',
  sent: 'ارسال‌شده',
  failed: 'ناموفق',
  skipped: 'ردشده (لغو عضویت)',
  unknown: 'نامعلوم',
} as const;

/** Why a recipient was skipped (the recipient's `error`). */
export const skipReasonLabels: Record<string, string> = {
  unsubscribed: 'عضویت را لغو کرده است',
  bounced: 'نشانی برگشتی است',
  complained: 'گزارش هرزنامه داده است',
  pending: 'عضویت هنوز تأیید نشده است',
};

export const newsletterNames = {
  one: 'خبرنامه',
  many: 'خبرنامه‌ها',
  searchPlaceholder: 'عنوان یا موضوع',
  fields: {
    title: 'عنوان',
    channel: 'روش ارسال',
    subject: 'موضوع ایمیل',
    body: 'متن ایمیل',
    sms_text: 'متن پیامک',
    audience: 'گیرندگان',
    member_ids: 'اعضا',
    customer_role_id: 'گروه مشتری',
    province_id: 'استان',
    ordered_from: 'سفارش از تاریخ',
    ordered_to: 'سفارش تا تاریخ',
    send_at: 'زمان ارسال',
    status: 'وضعیت',
    sent_count: 'ارسال‌شده',
    failed_count: 'ناموفق',
    recipients_count: 'گیرندگان',
    started_at: 'شروع ارسال',
    finished_at: 'پایان ارسال',
    task_id: 'کار پس‌زمینه',
    tracked_links: 'پیوندهای شمرده‌شده',
  },
} as const;

export const newsletterHelp = {
  send_at: 'خالی یعنی همان لحظه‌ای که «ارسال» را می‌زنید.',
  ordered_from: 'فقط مشتریانی که در این بازه سفارش داده‌اند.',
  body: 'پیوند لغو عضویت هر گیرنده به پایان ایمیل افزوده می‌شود.',
  sms_text: 'یک خط لغو عضویت با پیوند کوتاه هر گیرنده به پایان پیامک افزوده می‌شود و در شمارش نویسه‌ها آمده است.',
};

export const newsletterText = {
  subjectRequired: 'موضوع ایمیل را بنویسید.',
  bodyRequired: 'متن ایمیل را بنویسید.',
  smsRequired: 'متن پیامک را بنویسید.',
  smsTooLong: (parts: number, max: number) => `این پیامک ${parts.toLocaleString('fa-IR')} بخش می‌شود؛ حداکثر ${max.toLocaleString('fa-IR')} بخش مجاز است.`,
  membersRequired: 'دست‌کم یک عضو را انتخاب کنید.',
  pastSchedule: 'زمان ارسال گذشته است؛ زمانی در آینده انتخاب کنید.',
  rangeOrder: 'تاریخ پایان پیش از تاریخ شروع است.',
  noRecipients: 'این خبرنامه هیچ گیرنده‌ای ندارد.',
  notEditable: 'خبرنامه‌ای که ارسالش آغاز شده ویرایش نمی‌شود.',
  notDeletable: 'خبرنامه در حال ارسال حذف نمی‌شود؛ نخست آن را لغو کنید.',
  cannot: (status: string) => `این کار در وضعیت «${status}» ممکن نیست.`,
  testTo: 'نشانی ایمیل یا شماره موبایل آزمایشی',
  testBadEmail: 'یک نشانی ایمیل درست بنویسید.',
  testBadMobile: 'یک شماره موبایل درست بنویسید (مانند ۰۹۱۲۱۲۳۴۵۶۷).',
  testPrefix: '[آزمایشی] ',
  unsubscribeFooter: 'برای لغو عضویت در این خبرنامه اینجا را بزنید',
  unsubscribeSms: 'لغو: ',
  interrupted: 'ارسال پیشین نیمه‌کاره ماند؛ گیرندگانی که در میانه ارسال بودند «نامعلوم» شدند.',
  // screens
  send: 'ارسال',
  sendNow: 'ارسال اکنون',
  schedule: 'زمان‌بندی ارسال',
  pause: 'توقف',
  resume: 'ادامه ارسال',
  cancel: 'لغو ارسال',
  cancelConfirm: 'ارسال این خبرنامه لغو شود؟ گیرندگانی که هنوز پیامی نگرفته‌اند دیگر نمی‌گیرند.',
  retryFailed: 'ارسال دوباره ناموفق‌ها',
  resendUnknown: 'ارسال دوباره نامعلوم‌ها',
  resendUnknownConfirm: 'ممکن است برخی از این گیرندگان پیام را گرفته باشند؛ باز هم بفرستید؟',
  edit: 'ویرایش',
  testSend: 'ارسال آزمایشی',
  testSent: 'پیام آزمایشی فرستاده شد.',
  testFailed: (reason: string) => `پیام آزمایشی فرستاده نشد: ${reason}`,
  recipients: 'گیرندگان',
  recipient: 'گیرنده',
  name: 'نام',
  reason: 'دلیل',
  sentAt: 'زمان ارسال',
  counts: 'وضعیت گیرندگان',
  progress: 'پیشرفت ارسال',
  noChannel: {
    outbox: 'سرور ایمیل (SMTP) تنظیم نشده است: ایمیل‌ها به کسی نمی‌رسند و فقط در پوشه outbox سرور ذخیره می‌شوند.',
    log: 'سرویس پیامک تنظیم نشده است: پیامک‌ها فرستاده نمی‌شوند و فقط در گزارش سرور ثبت می‌شوند.',
  },
  counter: (chars: number, parts: number, left: number) =>
    `${chars.toLocaleString('fa-IR')} نویسه، ${parts.toLocaleString('fa-IR')} پیامک — ${left.toLocaleString('fa-IR')} نویسه تا پیامک بعدی`,
  details: 'جزئیات و ارسال',
  clicks: 'کلیک پیوندها',
  clicksNote: 'فقط کلیک پیوندها شمرده می‌شود (هر گیرنده روی هر پیوند یک بار)؛ باز شدن ایمیل شمرده نمی‌شود.',
  totalClicks: 'کلیک‌ها',
  uniqueClickers: 'کلیک‌کنندگان',
  link: 'پیوند',
  noClicks: 'هنوز کلیکی ثبت نشده است.',
  done: 'ارسال پایان یافت',
} as const;

/** The audit log's names of the sending actions (entity `newsletter`). */
export const newsletterActionLabels = {
  send: 'ارسال خبرنامه',
  pause: 'توقف ارسال',
  resume: 'ادامه ارسال',
  'retry-failed': 'ارسال دوباره ناموفق‌ها',
  'resend-unknown': 'ارسال دوباره نامعلوم‌ها',
  test: 'ارسال آزمایشی',
} as const;
