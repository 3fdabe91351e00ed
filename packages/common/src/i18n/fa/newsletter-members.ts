/** Persian texts of the newsletter members (admin list, import, storefront subscribe/unsubscribe). */
export { memberSourceLabels, memberStatusLabels, newsletterMemberAuditExtra, newsletterMemberHelp, newsletterMemberNames } from './newsletter-member-labels';

export const newsletterMemberText = {
  contactRequired: 'ایمیل یا موبایل دست‌کم یکی لازم است',
  duplicateEmail: 'این ایمیل پیش‌تر عضو خبرنامه شده است',
  duplicateMobile: 'این موبایل پیش‌تر عضو خبرنامه شده است',
  exportExcel: 'خروجی اکسل',
  exportCsv: 'خروجی CSV',
  import: 'درون‌ریزی از فایل',
  sheet: 'اعضای خبرنامه',
  file: 'newsletter-members',
  csvSource: 'منبع',
  csvStatus: 'وضعیت',
};

export const memberImportText = {
  title: 'درون‌ریزی اعضای خبرنامه',
  back: 'بازگشت به فهرست',
  intro: 'یک فایل اکسل (xlsx) یا CSV با سطر سرستون بارگذاری کنید؛ ستون‌های ایمیل، موبایل و (در صورت نیاز) نام را انتخاب کنید. ردیف‌های تکراری و نامعتبر کنار گذاشته و یک‌به‌یک گزارش می‌شوند.',
  pick: 'انتخاب فایل',
  fileLabel: 'فایل',
  rows: (n: string) => `${n} ردیف داده`,
  mapping: 'ستون‌ها',
  emailColumn: 'ستون ایمیل',
  mobileColumn: 'ستون موبایل',
  nameColumn: 'ستون نام (اختیاری)',
  none: '— هیچ —',
  preview: 'پیش‌نمایش چند ردیف نخست',
  start: 'درون‌ریزی',
  again: 'درون‌ریزی فایل دیگر',
  needColumn: 'ستون ایمیل یا ستون موبایل را انتخاب کنید',
  progress: 'پیشرفت درون‌ریزی',
  progressOf: (done: string, total: string) => `${done} از ${total} ردیف`,
  percent: (p: string) => `${p}٪`,
  report: 'گزارش درون‌ریزی',
  added: 'افزوده شد',
  skipped: 'کنار گذاشته شد',
  errors: 'ردیف‌های کنار گذاشته',
  noErrors: 'همه‌ی ردیف‌ها افزوده شدند.',
  row: 'ردیف',
  value: 'مقدار',
  reason: 'دلیل',
  // Per-row reasons.
  empty: 'نه ایمیل دارد نه موبایل',
  badEmail: 'ایمیل نامعتبر است',
  badMobile: 'موبایل نامعتبر است',
  dupFileEmail: (row: number) => `این ایمیل در ردیف ${row} همین فایل آمده است`,
  dupFileMobile: (row: number) => `این موبایل در ردیف ${row} همین فایل آمده است`,
  dupDbEmail: 'این ایمیل پیش‌تر عضو خبرنامه است',
  dupDbMobile: 'این موبایل پیش‌تر عضو خبرنامه است',
  suppressed: 'این نشانی پیش‌تر لغو عضویت کرده یا برگشتی بوده است و دوباره افزوده نمی‌شود',
  nameTooLong: 'نام بیش از ۱۲۰ نویسه است',
  // File refusals.
  fileRequired: 'فایلی بارگذاری نشده است',
  notSheet: 'فایل باید اکسل (xlsx) یا CSV باشد',
  oldExcel: 'فایل xls قدیمی است؛ آن را با قالب xlsx یا CSV ذخیره کنید',
  unreadable: 'فایل خوانده نشد',
  noRows: 'فایل ردیف داده‌ای ندارد',
  tooManyRows: (max: string) => `یک فایل حداکثر ${max} ردیف می‌تواند داشته باشد`,
  badColumn: 'ستون انتخاب‌شده در فایل نیست',
};

/** The storefront's answers (JSON and the small unsubscribe page). */
export const newsletterStoreText = {
  subscribed: 'درخواست عضویت شما ثبت شد.',
  confirmed: 'عضویت شما در خبرنامه تأیید شد.',
  unknownToken: 'این پیوند معتبر نیست یا منقضی شده است.',
  unsubscribeTitle: 'لغو عضویت خبرنامه',
  linkTitle: 'پیوند خبرنامه',
  unsubscribeAsk: 'با زدن دکمه‌ی زیر دیگر خبرنامه‌ای برای شما فرستاده نمی‌شود.',
  unsubscribeButton: 'لغو عضویت',
  unsubscribed: 'عضویت شما در خبرنامه لغو شد. دیگر خبرنامه‌ای برای شما فرستاده نمی‌شود.',
  confirmTitle: 'تأیید عضویت خبرنامه',
  rateLimited: 'درخواست‌های زیادی فرستاده‌اید؛ کمی بعد دوباره تلاش کنید.',
};

/** Words in a file's header that name a column (matched after folding letters and case), to guess the mapping. */
export const memberImportHeaderWords = {
  email: ['email', 'e-mail', 'mail', 'ایمیل', 'رایانامه', 'پست الکترونیک'],
  mobile: ['mobile', 'phone', 'cell', 'tel', 'موبایل', 'تلفن همراه', 'شماره همراه', 'همراه', 'تلفن', 'شماره'],
  name: ['name', 'full name', 'نام', 'نام و نام خانوادگی'],
};

/** Why a member left, as stored when they unsubscribed themselves. */
export const unsubscribeReasons = {
  oneClick: 'لغو با یک کلیک از برنامه‌ی ایمیل',
  link: 'لغو از پیوند خبرنامه',
};
