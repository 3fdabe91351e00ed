import { toPersianDigits } from '../../text';

/** Persian field labels, enum labels and messages of the in-store shop (API contracts, forms, audit log). Screen texts: shop-screens.ts. */
export const shopLabels = {
  id: 'شماره رسید',
  code: 'بارکد یا کد کالا',
  q: 'جستجو',
  line_type: 'نوع ردیف',
  lines: 'اقلام رسید',
  variant_id: 'کالا',
  quantity: 'تعداد',
  unit_price: 'قیمت واحد',
  customer: 'مشتری',
  customer_id: 'مشتری',
  mobile: 'موبایل مشتری',
  first_name: 'نام مشتری',
  last_name: 'نام خانوادگی مشتری',
  discount_amount: 'تخفیف رسید',
  payments: 'پرداخت',
  cash: 'پرداخت نقدی',
  card: 'پرداخت با کارت',
  wallet: 'پرداخت از کیف پول',
  card_tracking_code: 'کد پیگیری کارت‌خوان',
  description: 'توضیحات',
  reason: 'دلیل ابطال',
  date: 'روز',
  admin_id: 'صندوقدار',
  status: 'وضعیت',
  total: 'مبلغ رسید',
  lines_total: 'جمع اقلام',
  paid_cash: 'نقدی',
  paid_card: 'کارت',
  paid_wallet: 'کیف پول',
  void_reason: 'دلیل ابطال',
  voided_at: 'زمان ابطال',
} as const;

export const saleLineTypeLabels = { sale: 'فروش', return: 'مرجوعی' } as const;
export const saleStatusLabels = { completed: 'تکمیل‌شده', voided: 'باطل‌شده' } as const;
export const shopPaymentLabels = { cash: 'نقد', card: 'کارت', wallet: 'کیف پول' } as const;

export const shopEntityLabels: Record<string, string> = { mini_order: 'فروش حضوری' };
export const shopAuditLabels = { mini_order: shopLabels } as const;
export const shopActionLabels = { void: 'ابطال' } as const;

/** Refusals (404, 403, 409, 422) of the shop and the reasons written on stock and wallet movements; `{x}` are placeholders. */
export const shopMessages = {
  code_unknown: 'کالایی با بارکد یا کد «{code}» پیدا نشد',
  code_not_sellable: 'کالای «{title}» برای فروش در فروشگاه فعال نیست',
  variant_unknown: 'این کالا پیدا نشد',
  variant_not_sellable: 'کالای «{title}» برای فروش در فروشگاه فعال نیست',
  duplicate_line: 'این کالا دو بار در رسید آمده است؛ تعداد همان ردیف را تغییر دهید',
  price_forbidden: 'تغییر قیمت کالا مجوز «تخفیف فروش حضوری» می‌خواهد (قیمت روز {price})',
  discount_forbidden: 'تخفیف رسید مجوز «تخفیف فروش حضوری» می‌خواهد',
  amount_too_large: 'مبلغ این رسید بیش از حد بزرگ است؛ آن را در چند رسید ثبت کنید',
  discount_too_big: 'تخفیف رسید ({discount}) نمی‌تواند از جمع اقلام ({max}) بیشتر باشد',
  payments_mismatch: 'جمع پرداخت‌ها ({paid}) با مبلغ رسید ({total}) برابر نیست',
  payments_sign_pay: 'مبلغ رسید {total} است و پرداخت منفی پذیرفته نیست',
  payments_sign_refund: 'این رسید {total} بازپرداخت به مشتری دارد؛ مبلغ‌های پرداخت باید منفی (بازپرداخت) باشند',
  payments_zero: 'مبلغ رسید صفر است و پرداختی لازم ندارد',
  wallet_needs_customer: 'پرداخت از کیف پول یا بازپرداخت به آن بدون مشتری ممکن نیست',
  customer_unknown: 'این مشتری پیدا نشد',
  customer_inactive: 'حساب این مشتری غیرفعال است',
  customer_required: 'شماره موبایل مشتری را وارد کنید یا مشتری را خالی بگذارید',
  stock_short: 'از «{title}» فقط {available} عدد موجود است',
  already_voided: 'این فروش پیش‌تر باطل شده است',
  void_stock_sold: 'ابطال ممکن نیست: کالای مرجوعی «{title}» پس از این فروش فروخته شده است (موجودی فعلی {available}، لازم برای ابطال {needed})',
  void_wallet_spent: 'ابطال ممکن نیست: {amount} که به کیف پول مشتری برگشت داده شد، دیگر در کیف پول نیست (موجودی فعلی {balance})',
  void_forbidden: 'ابطال فروش مجوز «ابطال فروش حضوری» می‌خواهد',
  idempotency_key_invalid: 'کلید تکرار (Idempotency-Key) معتبر نیست',
  idempotency_mismatch: 'این کلید تکرار پیش‌تر برای رسید دیگری به کار رفته است',
  date_invalid: 'روز انتخاب‌شده معتبر نیست',
  stock_reason_sale: 'فروش حضوری شماره {id}',
  stock_reason_return: 'مرجوعی در فروش حضوری شماره {id}',
  stock_reason_void: 'ابطال فروش حضوری شماره {id}',
  wallet_reason_payment: 'پرداخت فروش حضوری شماره {id}',
  wallet_reason_refund: 'بازپرداخت فروش حضوری شماره {id}',
  wallet_reason_void: 'ابطال فروش حضوری شماره {id}',
} as const;

export type ShopMessageKey = keyof typeof shopMessages;
/** The message with its placeholders filled (numbers in Persian digits). */
export const shopMessage = (key: ShopMessageKey, params: Record<string, string | number> = {}) =>
  shopMessages[key].replace(/\{(\w+)\}/g, (m, k: string) => {
    const v = params[k];
    return v === undefined ? m : typeof v === 'number' ? toPersianDigits(v) : v;
  });
