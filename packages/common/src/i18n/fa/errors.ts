import type { ErrorArgs, ErrorKey, ErrorParams } from '../../errors';
import { toPersianDigits } from '../../text';
import { entityLabels } from './labels';

/**
 * Entities named in errors by their Persian label: the audit log's names, and a few more that are
 * only ever counted ("used in 3 product variants").
 */
export const errorEntityLabels: Record<string, string> = { ...entityLabels, variant: 'تنوع محصول' };

type Params = Record<string, string>;

/**
 * Persian messages of the API's error keys (packages/common/src/errors.ts). `{x}` is filled from the
 * key's parameters, already in Persian (labels for entities, Persian digits for numbers); a message
 * whose wording depends on which parameters are given is a function of them.
 */
export const errorMessages: { [K in ErrorKey]: string | ((p: Params) => string) } = {
  bad_request: 'درخواست نامعتبر است',
  event_stream_only: 'این نشانی جریان رویدادهای زنده است و فقط با درخواست text/event-stream خوانده می‌شود',
  malformed_json: 'بدنه‌ی درخواست JSON معتبر نیست',
  unauthenticated: 'لطفاً ابتدا وارد شوید',
  session_expired: 'نشست شما به پایان رسیده است؛ دوباره وارد شوید',
  forbidden: 'شما مجوز لازم برای این کار را ندارید',
  csrf: 'درخواست از مبدأ ناشناخته رد شد',
  not_found: (p) => `${p.entity ?? 'مورد خواسته‌شده'} یافت نشد`,
  route_not_found: 'این نشانی در سامانه وجود ندارد',
  conflict: 'این تغییر با وضعیت فعلی داده‌ها سازگار نیست',
  duplicate: '{field} تکراری است',
  in_use: (p) =>
    p.entity === undefined || p.count === undefined
      ? `${p.entity ? `این ${p.entity}` : 'این مورد'} در حال استفاده است و حذف نمی‌شود`
      : `این ${p.entity} ${p.assigned ? 'به' : 'در'} ${p.count} ${p.by ?? 'مورد'} ${p.assigned ? 'داده شده' : 'استفاده شده'} و حذف نمی‌شود`,
  export_too_large: (p) => `بیش از ${p.max} ${p.entity ?? 'ردیف'} برای خروجی انتخاب شده است؛ بازه یا فیلترها را محدودتر کنید`,
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
  cannot_manage_super: 'فقط مدیر کل می‌تواند مدیران کل را ویرایش یا حذف کند یا نقش مدیر کل بدهد',
  cannot_manage_richer: 'نمی‌توانید مدیر یا نقشی را که مجوزهایی بیش از مجوزهای شما دارد ویرایش یا حذف کنید',
  cannot_grant_more: 'نمی‌توانید مجوزی بیش از مجوزهای خودتان به نقش یا مدیری بدهید',
  super_role_locked: 'نقش مدیر کل همه‌ی مجوزها را دارد و ویرایش یا حذف نمی‌شود',
  province_has_cities: 'این استان {count} شهر دارد و حذف نمی‌شود؛ ابتدا شهرهای آن را حذف یا جابه‌جا کنید',
  upload_required: 'فایلی ارسال نشده است',
  upload_not_image: 'فایل ارسال‌شده تصویر معتبر نیست',
  upload_too_large: 'حجم فایل باید کمتر از {size} کیلوبایت باشد',
  unknown_setting_group: 'گروه تنظیمات یافت نشد',
  task_finished: 'این کار پیش‌تر به پایان رسیده است و لغو نمی‌شود',
  export_not_ready: 'فایل خروجی هنوز آماده نیست',
  export_expired: 'مهلت دریافت این فایل خروجی گذشته و فایل پاک شده است؛ دوباره خروجی بگیرید',
  database_unavailable: 'پایگاه داده در دسترس نیست',
};

/** Parameters of a key as shown: entities by their Persian label, numbers in Persian digits. */
function shown(params: object | undefined): Params {
  const out: Params = {};
  for (const [k, v] of Object.entries(params ?? {})) {
    if (v === undefined || v === null || v === false) continue;
    if (typeof v === 'number') out[k] = toPersianDigits(v);
    else if ((k === 'entity' || k === 'by') && typeof v === 'string') out[k] = errorEntityLabels[v] ?? v;
    else out[k] = String(v);
  }
  return out;
}

/** The Persian message of an error key with its parameters. */
export function errorMessage<K extends ErrorKey>(key: K, ...args: ErrorArgs<K>): string {
  const p = shown(args[0] as ErrorParams[K] & object);
  const m = errorMessages[key];
  return typeof m === 'function' ? m(p) : m.replace(/\{(\w+)\}/g, (_, k: string) => p[k] ?? '');
}
export type { ErrorKey };
