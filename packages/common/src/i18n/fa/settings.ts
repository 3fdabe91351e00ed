export const settingGroupLabels: Record<string, string> = {
  general: 'اصلی',
  shop_info: 'اطلاعات فروشگاه',
  order: 'سفارش‌ها',
  wallet: 'کیف پول',
  security: 'امنیت',
  features: 'امکانات',
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
};

export const settingOptionLabels: Record<string, string> = {
  'currency:toman': 'تومان',
  'currency:rial': 'ریال',
  'invoice_paper:A4': 'A4',
  'invoice_paper:A5': 'A5',
};

export const settingHelp: Record<string, string> = {
  currency: 'مبالغ به‌صورت عدد صحیح در همین واحد ذخیره می‌شوند',
};
