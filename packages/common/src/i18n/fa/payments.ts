/** Persian texts of online payments: statuses, reasons, the demo gateway's page and the result page. */

export const paymentStatusLabels = {
  pending: 'در انتظار پرداخت',
  paid: 'پرداخت موفق',
  failed: 'ناموفق',
  unknown: 'در حال بررسی',
  canceled: 'انصراف',
} as const;

export const paymentPurposeLabels = { order: 'پرداخت سفارش', wallet_topup: 'افزایش موجودی کیف پول' } as const;

export const paymentMessages = {
  not_found: 'این پرداخت پیدا نشد.',
  amount_invalid: 'مبلغ پرداخت باید عددی صحیح و مثبت باشد.',
  gateway_not_configured: 'درگاه پرداخت هنوز تنظیم نشده است؛ لطفاً بعداً دوباره تلاش کنید.',
  gateway_refused: 'درگاه پرداخت درخواست را نپذیرفت: {reason}',
  gateway_unreachable: 'درگاه پرداخت پاسخ نداد؛ لطفاً چند دقیقه‌ی دیگر دوباره تلاش کنید.',
  subject_unknown: 'آنچه باید پرداخت شود پیدا نشد.',
  order_not_awaiting: 'این سفارش در انتظار پرداخت نیست.',
  order_reserve_over: 'مهلت پرداخت این سفارش تمام شده است؛ دوباره سفارش دهید.',
  topup_too_small: 'کمترین مبلغ افزایش موجودی {min} است.',
  customer_inactive: 'حساب این مشتری غیرفعال است.',
  order_amount_changed: 'مبلغ سفارش {id} پس از شروع پرداخت تغییر کرده است.',
  topup_reason: 'افزایش موجودی از درگاه بانکی (پرداخت {id}، کد پیگیری {ref})',
  order_fallback_reason: 'پرداخت {id} برای سفارش {order} به کار نرفت ({why})؛ مبلغ به کیف پول برگشت',
  description_order: 'پرداخت سفارش {id}',
  description_topup: 'افزایش موجودی کیف پول',
  canceled_by_customer: 'مشتری از پرداخت انصراف داد.',
  amount_mismatch: 'مبلغ پرداخت‌شده با مبلغ این پرداخت یکی نیست.',
  not_paid: 'پرداخت انجام نشد.',
  gave_up: 'تأیید پرداخت پس از چند بار تلاش پاسخ نگرفت؛ درگاه مبلغ را به کارت پرداخت‌کننده برمی‌گرداند.',
  still_unknown: 'درگاه هنوز پاسخ تأیید را نداده است.',
  verify_task_failed: 'بررسی دوباره‌ی پرداخت انجام نشد.',
} as const;
export type PaymentMessageKey = keyof typeof paymentMessages;

export const paymentMessage = (key: PaymentMessageKey, params: Record<string, string | number> = {}) =>
  paymentMessages[key].replace(/\{(\w+)\}/g, (_m, k: string) => String(params[k] ?? ''));

/** Zarinpal's answer codes (its v4 REST documentation), in Persian. */
export const zarinpalCodeTexts: Record<number, string> = {
  [-9]: 'داده‌های ارسالی نادرست است',
  [-10]: 'شناسه‌ی پذیرنده (merchant id) یا نشانی IP نادرست است',
  [-11]: 'درگاه پذیرنده فعال نیست',
  [-12]: 'تلاش بیش از حد؛ کمی بعد دوباره تلاش کنید',
  [-15]: 'درگاه پذیرنده معلق شده است',
  [-16]: 'سطح تأیید پذیرنده کافی نیست',
  [-50]: 'مبلغ پرداخت‌شده با مبلغ درخواست یکی نیست',
  [-51]: 'پرداخت ناموفق بود',
  [-52]: 'خطای پیش‌بینی‌نشده‌ی درگاه',
  [-53]: 'این پرداخت از آنِ این پذیرنده نیست',
  [-54]: 'شناسه‌ی پرداخت (authority) نامعتبر است',
  [-55]: 'تراکنش پیدا نشد',
};
export const zarinpalCodeText = (code: number) => zarinpalCodeTexts[code] ?? `کد ${code}`;

/** The demo gateway's page and the result page when no storefront address is set. */
export const paymentPageTexts = {
  testTitle: 'درگاه پرداخت آزمایشی',
  testNote: 'این درگاه فقط برای نمایش است و پولی جابه‌جا نمی‌شود.',
  amount: 'مبلغ',
  rial: 'ریال',
  description: 'بابت',
  pay: 'پرداخت موفق',
  cancel: 'انصراف',
  resultTitle: 'نتیجه‌ی پرداخت',
  refId: 'کد پیگیری',
  unknownPayment: 'این پرداخت پیدا نشد یا پیش‌تر به پایان رسیده است.',
} as const;

/** The fields of the storefront's payment starts. */
export const paymentStartLabels = { order: 'سفارش', amount: 'مبلغ' } as const;

/** The admin's list of gateway payments (/admin/payments) and the order page's section. */
export const paymentAdminTexts = {
  title: 'پرداخت‌های درگاه',
  one: 'پرداخت',
  id: 'شناسه',
  purpose: 'نوع',
  subject: 'سفارش / مشتری',
  order: 'سفارش',
  customer: 'مشتری',
  amount: 'مبلغ',
  gateway: 'درگاه',
  authority: 'شناسه‌ی درگاه',
  status: 'وضعیت',
  refId: 'کد پیگیری بانک',
  cardPan: 'کارت',
  note: 'یادداشت',
  attempts: 'استعلام‌ها',
  paidAt: 'زمان پرداخت',
  createdAt: 'زمان شروع',
  dateRange: 'بازه‌ی زمان شروع',
  orderId: 'شماره‌ی سفارش',
  search: 'جستجوی مشتری (نام، موبایل)',
  reverify: 'استعلام دوباره',
  reverifyConfirm: 'وضعیت این پرداخت دوباره از درگاه پرسیده شود؟',
  reverifyQueued: 'استعلام دوباره در صف کارها قرار گرفت.',
  notUnknown: 'فقط پرداختی که وضعیتش نامعلوم است دوباره استعلام می‌شود.',
  export: 'خروجی اکسل',
  exportFileName: 'payments.xlsx',
  orderSection: 'پرداخت‌های درگاه این سفارش',
  none: 'پرداختی از درگاه برای این سفارش ثبت نشده است.',
} as const;

/** Column headers of the payments Excel export. */
export const paymentExportHeaders = {
  sheet: 'پرداخت‌های درگاه',
  id: 'شناسه پرداخت',
  created_at: 'زمان شروع',
  purpose: 'نوع',
  order_id: 'شماره سفارش',
  customer: 'مشتری',
  mobile: 'موبایل',
  amount: 'مبلغ',
  amount_rials: 'مبلغ به ریال',
  gateway: 'درگاه',
  status: 'وضعیت',
  ref_id: 'کد پیگیری بانک',
  card_pan: 'کارت',
  authority: 'شناسه‌ی درگاه',
  verify_attempts: 'استعلام‌ها',
  paid_at: 'زمان پرداخت',
  note: 'یادداشت',
} as const;

export const paymentGatewayLabels = { test: 'درگاه آزمایشی', zarinpal: 'زرین‌پال' } as const;
