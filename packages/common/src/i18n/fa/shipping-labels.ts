import { toPersianDigits } from '../../text';

/** Persian field labels, audit names and messages of shipping methods (API contracts, forms, OpenAPI). */
export const shippingLabels = {
  method: {
    name: 'نام روش ارسال',
    logo_id: 'لوگو',
    description: 'توضیحات',
    status: 'وضعیت',
    position: 'ترتیب',
    default_price: 'هزینه‌ی پیش‌فرض ارسال',
    free_threshold: 'حد خرید برای ارسال رایگان',
    minimum_delay: 'کمترین زمان تحویل (روز)',
    is_free: 'ارسال همیشه رایگان',
    first_packet_size: 'تعداد کالای بسته‌ی نخست',
    packet_size: 'تعداد کالای هر بسته‌ی بعدی',
    more_packet_price: 'هزینه‌ی هر بسته‌ی اضافه',
    provinces: 'استان‌ها',
    cities: 'شهرها',
    customer_roles: 'هزینه‌ی ویژه‌ی نقش‌های مشتری',
    ids: 'روش‌های ارسال',
    id: 'روش ارسال',
  },
  province: { id: 'استان', price: 'هزینه‌ی ارسال استان' },
  city: { id: 'شهر', price: 'هزینه‌ی ارسال شهر' },
  role: { id: 'نقش مشتری', amount: 'هزینه‌ی ارسال نقش' },
  quote: {
    province_id: 'استان',
    city_id: 'شهر',
    amount: 'مبلغ سبد خرید',
    quantity: 'تعداد کالا',
    customer_id: 'مشتری',
    role_id: 'نقش مشتری',
  },
} as const;

export const shippingEntityLabels: Record<string, string> = {
  shipping_method: 'روش ارسال',
};

/** How a quoted cost was found (`shippingCost` rule) or why a method cannot ship. */
export const shippingRuleLabels = {
  free_method: 'روش ارسال رایگان',
  free_threshold: 'رایگان به خاطر مبلغ خرید',
  role: 'هزینه‌ی ویژه‌ی نقش مشتری',
  area: 'هزینه‌ی منطقه',
  not_served: 'به این شهر ارسال نمی‌شود',
} as const;

/** Refusals (409) and rule messages (422) of shipping methods; `{x}` are placeholders. */
export const shippingMessages = {
  province_unknown: 'این استان وجود ندارد',
  city_unknown: 'این شهر وجود ندارد',
  role_unknown: 'این نقش مشتری وجود ندارد',
  province_duplicate: 'این استان بیش از یک بار آمده است',
  city_duplicate: 'این شهر بیش از یک بار آمده است',
  role_duplicate: 'این نقش مشتری بیش از یک بار آمده است',
  city_province_not_attached: 'استان «{province}» به این روش ارسال پیوست نشده است؛ شهر «{city}» فقط با استان خودش پذیرفته می‌شود',
  customer_roles_off: 'نقش‌های مشتری غیرفعال است',
  city_not_in_province: 'این شهر در استان انتخاب‌شده نیست',
  customer_unknown: 'مشتری انتخاب‌شده وجود ندارد',
  order_duplicate: 'شناسه‌ها تکراری‌اند',
  order_unknown: 'برخی از روش‌های ارسال یافت نشدند؛ صفحه را دوباره بارگذاری کنید',
} as const;

export type ShippingMessageKey = keyof typeof shippingMessages;
/** The message with its placeholders filled (numbers in Persian digits). */
export const shippingMessage = (key: ShippingMessageKey, params: Record<string, string | number> = {}) =>
  shippingMessages[key].replace(/\{(\w+)\}/g, (m, k: string) => {
    const v = params[k];
    return v === undefined ? m : typeof v === 'number' ? toPersianDigits(v) : v;
  });

/** Field labels of audit log entries, by entity. */
export const shippingAuditLabels = { shipping_method: shippingLabels.method } as const;
