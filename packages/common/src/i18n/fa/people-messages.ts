import { toPersianDigits } from '../../text';

/** Persian messages of the customers, wallet and withdrawal rules. `{x}` placeholders are filled by `peopleMessage`. */
export const peopleMessages = {
  customer_roles_off: 'نقش‌های مشتری غیرفعال است',
  unknown_role: 'نقش مشتری انتخاب‌شده وجود ندارد',
  city_not_in_province: 'این شهر در استان انتخاب‌شده نیست',
  unknown_province: 'استان انتخاب‌شده وجود ندارد',
  postal_code_required: 'کد پستی الزامی است',
  birth_date_range: 'تاریخ تولد باید میان ۱۹۰۰ میلادی و امروز باشد',
  birth_date_invalid: 'تاریخ تولد معتبر نیست',
  amount_positive: '{field} باید بیشتر از صفر باشد',
  insufficient_balance: 'موجودی کیف پول {available} است و {requested} از آن کم نمی‌شود',
  insufficient_withdrawable: 'موجودی قابل برداشت کیف پول {available} است و {requested} از آن برداشت نمی‌شود',
  amount_sign: 'جهت مبلغ با نوع تراکنش سازگار نیست',
  gift_part_invalid: 'سهم هدیه باید میان صفر و مبلغ واریز باشد',
  idempotency_mismatch: 'این کلید تکرار (Idempotency-Key) پیش‌تر برای تراکنش دیگری به کار رفته است',
  idempotency_key_invalid: 'کلید تکرار (Idempotency-Key) باید ۱ تا ۱۰۰ نویسه‌ی لاتین باشد',
  withdraw_min: 'کمترین مبلغ برداشت {min} است',
  withdraw_no_destination: 'برای این مشتری شماره کارت یا شماره شبا ثبت نشده است',
  unknown_customer: 'مشتری انتخاب‌شده وجود ندارد',
  withdraw_not_pending: 'فقط درخواست در انتظار پرداخت را می‌توان پرداخت یا لغو کرد',
  withdraw_already_pending: 'این درخواست هم‌اکنون در انتظار پرداخت است',
  tracking_code_only_paid: 'کد پیگیری فقط برای درخواست پرداخت‌شده ثبت می‌شود',
  withdraw_cancel_reason: 'لغو درخواست برداشت شماره {id}',
  withdraw_request_reason: 'درخواست برداشت شماره {id}',
  withdraw_reopen_reason: 'بازگشایی درخواست برداشت شماره {id}',
} as const;

export type PeopleMessageKey = keyof typeof peopleMessages;

/** Fills a message; numbers are written with Persian digits (the text is read by people, and kept in the ledger). */
export const peopleMessage = (key: PeopleMessageKey, params: Record<string, string | number> = {}) =>
  peopleMessages[key].replace(/\{(\w+)\}/g, (_, k: string) => {
    const v = params[k];
    return typeof v === 'number' ? toPersianDigits(v) : String(v ?? '');
  });
