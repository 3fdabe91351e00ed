import { toPersianDigits } from '../../text';

/**
 * Persian texts of background tasks and message delivery (server reasons and the web's words).
 */
export const taskTexts = {
  status: {
    queued: 'در صف',
    running: 'در حال انجام',
    done: 'انجام شد',
    failed: 'ناموفق',
    canceled: 'لغو شد',
  } as Record<string, string>,
  progress: (done: string, total: string) => `${done} از ${total}`,
  percent: (p: number) => `${toPersianDigits(String(p))}٪`,
  doneCount: (done: string) => `${done} مورد انجام شد`,
  cancel: 'لغو',
  canceledByAdmin: 'به درخواست مدیر لغو شد',
  failedGeneric: 'انجام کار با خطا روبه‌رو شد؛ جزئیات در گزارش سرور ثبت شده است',
  interrupted: 'کار با توقف سرور نیمه‌کاره ماند',
  retrying: (reason: string) => `${reason} — دوباره تلاش می‌شود`,
  result: 'نتیجه',
  error: 'خطا',
  loadFailed: 'وضعیت کار خوانده نشد',
  /** A task's fields as the audit log names them. */
  fields: {
    kind: 'نوع کار',
    status: 'وضعیت',
    input: 'ورودی',
    done: 'انجام‌شده',
    total: 'کل',
    result: 'نتیجه',
    error: 'خطا',
    attempts: 'تلاش‌ها',
    singleton_key: 'کلید یکتایی',
    job_id: 'شناسه‌ی صف',
    created_by: 'آغازکننده',
    started_at: 'زمان آغاز',
    finished_at: 'زمان پایان',
    runner: 'اجرای در دست',
    heartbeat_at: 'آخرین اعلام زنده بودن',
  },
  /** The kinds of background task by name. */
  kinds: {
    contact_answer: 'ارسال پاسخ پیام تماس',
    payment_verify: 'بررسی دوباره‌ی پرداخت اینترنتی',
    excel_export: 'خروجی اکسل',
    excel_export_cleanup: 'پاک کردن خروجی‌های کهنه',
    stock_alerts: 'خبر دادن موجود شدن کالا',
  } as Record<string, string>,
};

/** Why a message did not go out (the server's own words are appended when it gave any). */
export const deliveryTexts = {
  smtpRejected: (reason: string) => `سرور ایمیل پیام را نپذیرفت: ${reason}`,
  smtpConnection: (reason: string) => `اتصال به سرور ایمیل برقرار نشد: ${reason}`,
  smtpAuth: (reason: string) => `نام کاربری یا رمز سرور ایمیل پذیرفته نشد: ${reason}`,
  smsInvalidKey: 'کلید API سرویس پیامک معتبر نیست',
  smsNoCredit: 'اعتبار حساب سرویس پیامک کافی نیست',
  smsBadSender: 'شماره‌ی فرستنده‌ی پیامک معتبر نیست یا به این حساب تعلق ندارد',
  smsBadReceptor: 'شماره‌ی گیرنده‌ی پیامک معتبر نیست',
  smsRejected: (reason: string) => `سرویس پیامک پیام را نپذیرفت: ${reason}`,
  smsServer: (status: number) => `سرویس پیامک در دسترس نیست (کد ${toPersianDigits(String(status))})`,
  smsConnection: (reason: string) => `اتصال به سرویس پیامک برقرار نشد: ${reason}`,
  smsNoKey: 'کلید API سرویس پیامک تنظیم نشده است',
  noAddress: 'فرستنده نه ایمیلی داده است و نه شماره‌ی همراهی؛ پاسخ فقط در پیشخوان ثبت شد',
};

/** The contact answer's delivery as the inbox shows it. */
export const contactDeliveryTexts = {
  title: 'ارسال پاسخ',
  status: {
    queued: 'در صف ارسال',
    sent: 'ارسال شد',
    outbox: 'در پوشه‌ی خروجی ذخیره شد',
    failed: 'ارسال نشد',
    none: 'ارسال نشد',
  } as Record<string, string>,
  channel: { email: 'ایمیل', sms: 'پیامک' } as Record<string, string>,
  via: (channel: string) => `از راه ${channel}`,
  outboxNotice:
    'سرور ایمیل تنظیم نشده است: پیام‌های ایمیلی به جای ارسال، در پوشه‌ی خروجی سرور (outbox) ذخیره می‌شوند. برای ارسال واقعی، بخش «ایمیل و پیامک» را در تنظیمات پر کنید.',
  smsLogNotice: 'سرویس پیامک تنظیم نشده است: پیامک‌ها فقط در گزارش سرور و پوشه‌ی خروجی ثبت می‌شوند.',
  willSendTo: (address: string) => `پاسخ به ${address} فرستاده می‌شود.`,
  noAddress: 'فرستنده نشانی ایمیل یا شماره‌ی همراه نداده است؛ پاسخ فقط ثبت می‌شود.',
};

/** The mail built for a contact answer. */
export const contactMailTexts = {
  subject: (subject: string | null) => (subject ? `پاسخ: ${subject}` : 'پاسخ به پیام شما'),
  greeting: (name: string) => `${name} گرامی،`,
  yourMessage: 'پیام شما:',
  sms: (shop: string, answer: string) => (shop ? `${shop}: ${answer}` : answer),
};
