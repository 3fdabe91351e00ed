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
  /** An e-mail change: the answer (the same whoever's the address is), the two e-mails, the link's page. */
  emailChangeSent: 'پیوند تأیید به نشانی ایمیل تازه فرستاده شد؛ ایمیل حساب پس از باز کردن آن پیوند تغییر می‌کند.',
  emailConfirmSubject: 'تأیید نشانی ایمیل تازه',
  emailConfirmBody: (hours: number) =>
    `برای اینکه این نشانی، ایمیل حساب شما در فروشگاه شود، پیوند زیر را باز کنید. این پیوند تا ${toPersianDigits(hours)} ساعت معتبر است. اگر شما چنین درخواستی نداده‌اید، این نامه را نادیده بگیرید.`,
  emailConfirmLink: 'تأیید نشانی ایمیل',
  emailTakenSubject: 'درخواست ثبت نشانی ایمیل',
  emailTakenBody:
    'کسی خواسته است این نشانی ایمیل را برای حسابی در فروشگاه ثبت کند، اما این نشانی پیش‌تر برای حساب دیگری ثبت شده است و تغییری داده نشد. اگر شما چنین درخواستی نداده‌اید، این نامه را نادیده بگیرید.',
  emailConfirmTitle: 'تأیید نشانی ایمیل',
  emailConfirmAsk: (email: string) => `برای اینکه ${email} ایمیل حساب شما شود، دکمه‌ی زیر را بزنید.`,
  emailConfirmButton: 'تأیید نشانی ایمیل',
  emailConfirmed: 'نشانی ایمیل حساب شما تغییر کرد.',
  emailLinkInvalid: 'این پیوند نادرست است یا منقضی شده است؛ تغییر ایمیل را دوباره از حساب خود بخواهید.',
  emailInUse: 'این نشانی ایمیل برای حساب دیگری ثبت شده است؛ ایمیل حساب شما تغییر نکرد.',
};

/** Labels of the profile fields the customer edits (the customers' own where they exist). */
export const accountLabels = {
  mobile: 'شماره موبایل',
  code: 'کد ورود',
};
