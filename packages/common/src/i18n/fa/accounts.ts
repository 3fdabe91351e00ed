import { toPersianDigits } from '../../text';

/** Persian texts of the storefront's customer accounts: sign-in by a one-time code, sessions, profile. */
export const accountText = {
  /** The SMS; `{code}` is the code in Persian digits, `{shop}` the shop's name (or nothing). */
  sms: (code: string, shop: string) => `${shop ? `${shop}\n` : ''}کد ورود شما: ${code}\nاین کد تا ۲ دقیقه معتبر است؛ آن را به کسی ندهید.`,
  codeSent: 'اگر شماره درست باشد، کد ورود تا لحظاتی دیگر به آن پیامک می‌شود.',
  codeInvalid: 'کد واردشده نادرست است یا منقضی شده است.',
  codeLocked: 'کد ورود بیش از حد اشتباه وارد شده است؛ کد تازه‌ای بخواهید.',
  resendWait: 'برای دریافت کد تازه کمی صبر کنید.',
  resendHourly: 'در یک ساعت گذشته کدهای زیادی برای این شماره فرستاده شده است؛ بعداً دوباره تلاش کنید.',
  tooManyRequests: 'درخواست‌های زیادی فرستاده‌اید؛ کمی بعد دوباره تلاش کنید.',
  smsFailed: 'ارسال پیامک ممکن نشد؛ چند دقیقه‌ی دیگر دوباره تلاش کنید.',
  blocked: 'حساب کاربری شما غیرفعال شده است؛ با فروشگاه تماس بگیرید.',
  signedOut: 'از حساب خود خارج شدید.',
  addressLimit: (max: number) => `بیش از ${toPersianDigits(max)} نشانی نمی‌توانید داشته باشید؛ نشانی‌های قدیمی را حذف کنید.`,
  code: 'کد ورود',
  mobile: 'شماره موبایل',
  sessionsRevoked: 'نشست‌های مشتری بسته شد.',
};

/** Labels of the profile fields the customer edits (the customers' own where they exist). */
export const accountLabels = {
  mobile: 'شماره موبایل',
  code: 'کد ورود',
};
