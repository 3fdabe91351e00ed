/** Persian messages of the API's errors. */
export const errorMessages = {
  bad_request: 'درخواست نامعتبر است',
  malformed_json: 'بدنه‌ی درخواست JSON معتبر نیست',
  unauthenticated: 'لطفاً ابتدا وارد شوید',
  session_expired: 'نشست شما به پایان رسیده است؛ دوباره وارد شوید',
  forbidden: 'شما مجوز لازم برای این کار را ندارید',
  csrf: 'درخواست از مبدأ ناشناخته رد شد',
  not_found: 'مورد خواسته‌شده یافت نشد',
  route_not_found: 'این نشانی در سامانه وجود ندارد',
  conflict: 'این تغییر با وضعیت فعلی داده‌ها سازگار نیست',
  duplicate: '{field} تکراری است',
  in_use: 'این مورد در حال استفاده است و حذف نمی‌شود',
  too_large: 'حجم درخواست بیش از حد مجاز است',
  unsupported_media: 'نوع محتوای درخواست پشتیبانی نمی‌شود',
  validation: 'اطلاعات واردشده معتبر نیست',
  rate_limited: 'تعداد تلاش‌ها بیش از حد مجاز است؛ چند دقیقه‌ی دیگر دوباره تلاش کنید',
  server_error: 'خطایی در سرور رخ داد؛ دوباره تلاش کنید',
  bad_credentials: 'نام کاربری یا رمز عبور اشتباه است',
  account_disabled: 'حساب کاربری شما غیرفعال است',
  wrong_current_password: 'رمز عبور فعلی اشتباه است',
  current_password_required: 'برای تغییر رمز عبور، رمز فعلی را وارد کنید',
  cannot_delete_self: 'نمی‌توانید حساب خودتان را حذف کنید',
  cannot_disable_self: 'نمی‌توانید حساب خودتان را غیرفعال کنید',
  last_super_admin: 'آخرین مدیر کل را نمی‌توان حذف، غیرفعال یا از نقش مدیر کل خارج کرد',
  super_role_locked: 'نقش مدیر کل همه‌ی مجوزها را دارد و ویرایش یا حذف نمی‌شود',
  role_in_use: 'این نقش به {count} مدیر داده شده و حذف نمی‌شود',
  province_has_cities: 'این استان {count} شهر دارد و حذف نمی‌شود؛ ابتدا شهرهای آن را حذف یا جابه‌جا کنید',
  city_in_use: 'این شهر در {what} استفاده شده و حذف نمی‌شود',
  color_in_use: 'این رنگ در {count} تنوع محصول استفاده شده و حذف نمی‌شود',
  unit_in_use: 'این واحد در {count} محصول استفاده شده و حذف نمی‌شود',
  brand_in_use: 'این برند در {count} محصول استفاده شده و حذف نمی‌شود',
  upload_required: 'فایلی ارسال نشده است',
  upload_not_image: 'فایل ارسال‌شده تصویر معتبر نیست',
  upload_too_large: 'حجم فایل باید کمتر از {size} کیلوبایت باشد',
  unknown_setting_group: 'گروه تنظیمات یافت نشد',
  database_unavailable: 'پایگاه داده در دسترس نیست',
} as const;

export type ErrorKey = keyof typeof errorMessages;

export const errorMessage = (key: ErrorKey, params: Record<string, string | number> = {}) =>
  errorMessages[key].replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
