/**
 * Persian messages for the rule catalogue of spec §5 (vee-validate 3 names). `{field}` is the
 * field's label; other placeholders are the rule's parameters. Re-worded from the public fa
 * catalogue with its spelling and half-space mistakes fixed.
 */
export const ruleMessages = {
  _default: '{field} معتبر نیست',
  alpha: '{field} فقط می‌تواند شامل حروف باشد',
  alpha_num: '{field} فقط می‌تواند شامل حروف و اعداد باشد',
  alpha_dash: '{field} فقط می‌تواند شامل حروف، اعداد، خط تیره و زیرخط باشد',
  alpha_spaces: '{field} فقط می‌تواند شامل حروف و فاصله باشد',
  between: '{field} باید بین {min} و {max} باشد',
  confirmed: '{field} با تکرار آن یکسان نیست',
  digits: '{field} باید عددی و دقیقاً {length} رقم باشد',
  dimensions: '{field} باید {width} پیکسل عرض و {height} پیکسل ارتفاع داشته باشد',
  email: '{field} باید یک نشانی ایمیل معتبر باشد',
  excluded: '{field} باید یک مقدار معتبر باشد',
  ext: '{field} باید یک فایل معتبر باشد',
  image: '{field} باید یک تصویر باشد',
  integer: '{field} باید عدد صحیح باشد',
  length: '{field} باید دقیقاً {length} کاراکتر باشد',
  max_value: 'مقدار {field} باید {max} یا کمتر باشد',
  max: '{field} نباید بیشتر از {length} کاراکتر باشد',
  mimes: '{field} باید از نوع معتبر باشد',
  min_value: 'مقدار {field} باید {min} یا بیشتر باشد',
  min: '{field} باید دست‌کم {length} کاراکتر باشد',
  numeric: '{field} فقط می‌تواند عددی باشد',
  oneOf: '{field} باید یک مقدار معتبر باشد',
  regex: 'قالب {field} قابل قبول نیست',
  required_if: '{field} الزامی است',
  required: '{field} الزامی است',
  size: 'حجم {field} باید کمتر از {size} کیلوبایت باشد',
  double: '{field} باید یک عدد اعشاری معتبر باشد',
} as const;

/** Extra server-side messages that are not in the rule catalogue. */
export const extraValidation = {
  unknownField: 'فیلد ناشناخته «{field}» مجاز نیست',
  type_string: '{field} باید متن باشد',
  type_number: '{field} باید عدد باشد',
  type_boolean: '{field} باید بله یا خیر باشد',
  type_array: '{field} باید فهرست باشد',
  type_object: '{field} معتبر نیست',
  mobile: '{field} باید شماره موبایل معتبر ایران باشد (مانند ۰۹۱۲۱۲۳۴۵۶۷)',
  url: '{field} باید نشانی اینترنتی کامل و امن باشد (با https:// آغاز شود)',
  hex_color: '{field} باید کد رنگ معتبر مانند #1f3a93 باشد',
  national_code: '{field} معتبر نیست',
  date: '{field} باید تاریخ معتبر باشد',
  permission: 'مجوز «{value}» شناخته‌شده نیست',
  permission_in: '{field} شامل مجوز ناشناخته است',
  unstorable_char: '{field} نویسه‌ای نامعتبر (مانند نویسه‌ی تهی) دارد؛ آن را حذف کنید',
  too_deep: '{field} بیش از حد تودرتو است',
} as const;

/** Fallback label when a field has no Persian label. */
export const defaultFieldLabel = 'این فیلد';
