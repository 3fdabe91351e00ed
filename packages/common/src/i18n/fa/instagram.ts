import { toPersianDigits as fa } from '../../text';

/** Persian texts of the social feed's Instagram sync (server errors, the list's header). */
export const instagramSyncText = {
  notConfigured: 'برای همگام‌سازی، شناسه‌ی حساب و توکن دسترسی اینستاگرام را در تنظیمات وارد کنید',
  tokenInvalid: 'توکن دسترسی اینستاگرام نامعتبر است یا منقضی شده است؛ توکن بلندمدت تازه‌ای در تنظیمات وارد کنید',
  rateLimited: 'اینستاگرام تعداد درخواست‌ها را محدود کرده است؛ کمی بعد دوباره تلاش کنید',
  unreachable: 'اتصال به اینستاگرام برقرار نشد؛ نشانی پراکسی و اتصال اینترنت سرور را بررسی کنید',
  timeout: 'اینستاگرام در ۱۰ ثانیه پاسخ نداد؛ پراکسی یا اتصال سرور را بررسی کنید',
  unexpected: 'پاسخ اینستاگرام قابل فهم نبود؛ کمی بعد دوباره تلاش کنید',
  /** The list's header. */
  lastSync: 'آخرین همگام‌سازی',
  never: 'هنوز همگام‌سازی نشده است',
  notConfiguredHint: 'همگام‌سازی با اینستاگرام تنظیم نشده است؛ پست‌ها را می‌توانید دستی اضافه کنید',
  lastError: 'خطای آخرین همگام‌سازی',
  refresh: 'همگام‌سازی اکنون',
  done: (added: number, updated: number, removed: number) => `همگام‌سازی انجام شد: ${fa(added)} تازه، ${fa(updated)} به‌روز، ${fa(removed)} حذف`,
} as const;
