export const settingGroupLabels: Record<string, string> = {
  general: 'اصلی',
  shop_info: 'اطلاعات فروشگاه',
  order: 'سفارش‌ها',
  wallet: 'کیف پول',
  security: 'امنیت',
  features: 'امکانات',
  instagram: 'اینستاگرام',
  newsletter: 'خبرنامه',
  messages: 'ایمیل و پیامک',
};

export const settingLabels: Record<string, string> = {
  site_title: 'عنوان سایت',
  site_description: 'توضیح کوتاه سایت',
  logo: 'لوگو',
  currency: 'واحد پول',
  admin_per_page: 'تعداد ردیف هر صفحه در فهرست‌ها',
  shop_name: 'نام فروشگاه',
  shop_address: 'نشانی فروشگاه',
  shop_telephone: 'تلفن فروشگاه',
  shop_email: 'ایمیل فروشگاه',
  shop_postal_code: 'کد پستی فروشگاه',
  shop_economic_code: 'کد اقتصادی',
  enamad_code: 'کد نماد اعتماد',
  invoice_paper: 'اندازه‌ی کاغذ فاکتور',
  reserved_days: 'مدت نگه‌داری سفارش رزروی (روز)',
  order_pagination: 'تعداد سفارش در هر صفحه',
  postal_code_required: 'کد پستی در نشانی الزامی باشد',
  min_withdraw: 'کمترین مبلغ برداشت از کیف پول',
  session_idle_minutes: 'پایان نشست پس از چند دقیقه بی‌کاری',
  login_max_failures: 'تلاش ناموفق یک نام کاربری از یک نشانی پیش از درنگ فزاینده‌ی ورود',
  customer_session_days: 'پایان نشست مشتری در فروشگاه پس از چند روز بی‌کاری',
  instagram_account_id: 'شناسه‌ی حساب تجاری اینستاگرام',
  instagram_access_token: 'توکن دسترسی بلندمدت',
  instagram_proxy_url: 'نشانی پراکسی',
  instagram_feed_size: 'تعداد پست‌های فید',
  newsletter_double_opt_in: 'تأیید دومرحله‌ای عضویت ایمیلی',
  smtp_host: 'سرور SMTP',
  smtp_port: 'درگاه SMTP',
  smtp_security: 'رمزگذاری',
  smtp_user: 'نام کاربری SMTP',
  smtp_password: 'رمز SMTP',
  mail_from_name: 'نام فرستنده',
  mail_from_address: 'ایمیل فرستنده',
  mail_rate_per_minute: 'بیشترین ایمیل در دقیقه',
  public_url: 'نشانی عمومی سایت (برای پیوند لغو عضویت)',
  newsletter_click_tracking: 'شمارش کلیک پیوندهای خبرنامه‌ی ایمیلی (باز شدن ایمیل شمرده نمی‌شود)',
  sms_driver: 'سرویس پیامک',
  sms_api_key: 'کلید API پیامک',
  sms_sender: 'خط فرستنده‌ی پیامک',
};

export const settingOptionLabels: Record<string, string> = {
  'currency:toman': 'تومان',
  'currency:rial': 'ریال',
  'invoice_paper:A4': 'A4',
  'invoice_paper:A5': 'A5',
  'smtp_security:none': 'هیچ',
  'sms_driver:log': 'فقط ثبت',
  'sms_driver:kavenegar': 'کاوه‌نگار',
};

const KEEP_SECRET = 'پس از ذخیره نمایش داده نمی‌شود؛ برای نگه داشتن مقدار فعلی خالی بگذارید';

export const settingHelp: Record<string, string> = {
  currency: 'مبالغ به‌صورت عدد صحیح در همین واحد ذخیره می‌شوند',
  instagram_access_token: KEEP_SECRET,
  newsletter_double_opt_in: 'عضو تازه‌ای که با ایمیل از فروشگاه عضو می‌شود تا زدن پیوند تأیید در انتظار می‌ماند و خبرنامه نمی‌گیرد.',
  instagram_proxy_url: 'مانند http://127.0.0.1:8080؛ همگام‌سازی از این راه انجام می‌شود',
  smtp_password: KEEP_SECRET,
  sms_api_key: KEEP_SECRET,
};

