import { toPersianDigits } from '../../text';

/** Persian field labels, enum labels and messages of orders (API contracts, forms, audit log, print). */
export const orderLabels = {
  id: 'شماره سفارش',
  status: 'وضعیت',
  customer_id: 'مشتری',
  address_id: 'آدرس',
  shipping_method_id: 'روش ارسال',
  items: 'اقلام',
  variant_id: 'کالا',
  quantity: 'تعداد',
  coupon_code: 'کد تخفیف',
  discount_on_order: 'تخفیف مدیر',
  description: 'توضیحات مشتری',
  admin_note: 'یادداشت مدیر',
  delivered_at: 'تاریخ تحویل درخواستی',
  reserved: 'سفارش رزرو',
  payment: 'پرداخت',
  method: 'روش پرداخت',
  tracking_code: 'کد پیگیری پرداخت',
  note: 'توضیح',
  no_charge: 'بدون بازگشت وجه',
  text: 'یادداشت',
  ids: 'سفارش‌ها',
  total_amount: 'مبلغ کل',
  shipping_amount: 'هزینه ارسال',
  post_tracking_code: 'کد رهگیری پست',
  tracking_codes: 'کدهای رهگیری پست',
  returned_amount: 'مبلغ کالاهای مرجوعی',
  payment_method: 'روش پرداخت',
  item_id: 'ردیف سفارش',
  refund_method: 'روش بازگرداندن وجه',
  amount: 'مبلغ',
  customer_name: 'مشتری',
} as const;

export const orderStatusLabels = {
  wait_for_payment: 'در انتظار پرداخت',
  new: 'جدید',
  in_progress: 'در حال پردازش',
  delivered: 'ارسال شده',
  received: 'تحویل مشتری شده',
  canceled: 'لغو شده',
  failed: 'ناموفق',
  reserved: 'رزرو شده',
} as const;

export const paymentMethodLabels = { wallet: 'کیف پول', card: 'کارت‌خوان', cash: 'نقدی', gateway: 'درگاه بانکی', unpaid: 'پرداخت در محل (پرداخت‌نشده)' } as const;

/** Whether the due amount (total less returned goods) has been received. */
export const paymentStatusLabels = { paid: 'پرداخت‌شده', partial: 'بخشی پرداخت‌شده', unpaid: 'پرداخت‌نشده' } as const;

export const orderReturnStatusLabels = { requested: 'درخواست مرجوعی', returned: 'مرجوع شده', canceled: 'لغو شده' } as const;

/** Column headers of the orders Excel export. */
export const orderExportHeaders = {
  sheet: 'سفارش‌ها',
  id: 'شماره سفارش',
  created_at: 'تاریخ ثبت',
  status: 'وضعیت',
  customer: 'مشتری',
  mobile: 'موبایل',
  receiver: 'گیرنده',
  province: 'استان',
  city: 'شهر',
  address: 'آدرس',
  postal_code: 'کد پستی',
  items_quantity: 'تعداد اقلام',
  total_items_amount: 'مبلغ اقلام',
  discount_amount: 'تخفیف',
  shipping_amount: 'هزینه ارسال',
  total_amount: 'مبلغ کل',
  paid_amount: 'پرداخت‌شده',
  payment_method: 'روش پرداخت',
  shipping_method: 'روش ارسال',
  post_tracking_code: 'کد رهگیری پست',
} as const;

export const orderEntityLabels: Record<string, string> = { order: 'سفارش', order_return: 'مرجوعی سفارش' };
export const orderActionLabels: Record<string, string> = { status: 'تغییر وضعیت', archive: 'بایگانی', payment: 'ثبت دریافت وجه' };

/** Rule messages (422) and refusals (409) of orders; `{x}` are placeholders. */
export const orderMessages = {
  transition: 'تغییر وضعیت از «{from}» به «{to}» مجاز نیست',
  same_status: 'سفارش همین حالا در وضعیت «{status}» است',
  closed: 'سفارش {status} قابل ویرایش نیست',
  bulk_inactive: 'سفارش در وضعیت «{status}» است؛ تغییر گروهی فقط برای سفارش‌های پرداخت‌شده است',
  variant_unknown: 'این کالا پیدا نشد',
  variant_inactive: 'کالای «{title}» فعال نیست',
  product_unavailable: 'محصول «{title}» برای فروش در دسترس نیست',
  max_per_order: 'از «{title}» حداکثر {max} عدد در هر سفارش مجاز است',
  duplicate_variant: 'این کالا در سفارش هست؛ تعداد همان ردیف را تغییر دهید',
  address_not_customer: 'این آدرس متعلق به این مشتری نیست',
  address_unknown: 'آدرس پیدا نشد',
  customer_unknown: 'مشتری پیدا نشد',
  customer_inactive: 'حساب این مشتری غیرفعال است',
  shipping_unknown: 'روش ارسال پیدا نشد',
  shipping_inactive: 'روش ارسال «{name}» غیرفعال است',
  shipping_not_served: 'روش ارسال «{name}» به این شهر ارسال نمی‌کند',
  coupon_unknown: 'کد تخفیف پیدا نشد',
  coupon_inactive: 'این کد تخفیف غیرفعال است',
  coupon_not_started: 'زمان استفاده از این کد تخفیف هنوز نرسیده است',
  coupon_expired: 'مهلت این کد تخفیف تمام شده است',
  coupon_used_up: 'ظرفیت استفاده از این کد تخفیف تمام شده است',
  coupon_customer_used_up: 'این مشتری قبلاً از این کد تخفیف استفاده کرده است',
  coupon_min_order: 'حداقل مبلغ خرید برای این کد تخفیف {min} است',
  coupon_empty_cart: 'سفارش کالایی ندارد',
  stock_short: 'از «{title}» فقط {available} عدد موجود است',
  discount_forbidden: 'اجازه‌ی دادن تخفیف به سفارش را ندارید',
  discount_too_big: 'تخفیف مدیر از مبلغ اقلام بیشتر است',
  empty_order: 'سفارش باید دست‌کم یک کالا داشته باشد',
  last_item: 'آخرین کالای سفارش حذف نمی‌شود؛ سفارش را لغو کنید',
  item_unknown: 'این ردیف در سفارش نیست',
  item_removed: 'این ردیف قبلاً حذف شده است',
  delivery_range: 'تاریخ تحویل باید بین {from} و {to} باشد',
  too_many_ids: 'حداکثر {max} سفارش را می‌توان یک‌جا انتخاب کرد',
  print_reason_order: 'پرداخت سفارش {id}',
  refund_reason_order: 'بازگشت وجه سفارش {id}',
  edit_reason_order: 'ویرایش سفارش {id}',
  stock_reason_order: 'سفارش {id}',
  stock_reason_cancel: 'لغو سفارش {id}',
  stock_reason_edit: 'ویرایش سفارش {id}',
  stock_reason_unpaid: 'آزاد شدن کالای سفارش پرداخت‌نشده‌ی {id}',
  unpaid_expired: 'سفارش در مهلت {minutes} دقیقه پرداخت نشد',
  wallet_part_invalid: 'مبلغ پرداخت از کیف پول نادرست است',
  wallet_part_over_total: 'مبلغ پرداخت از کیف پول از مبلغ سفارش ({total}) بیشتر است',
  wallet_part_over_balance: 'موجودی کیف پول شما {balance} است؛ مبلغ بیشتری نمی‌توان از آن پرداخت',
  address_line: '{province}، {city}، {address}',
  payment_required: 'روش پرداخت را انتخاب کنید (یا «پرداخت در محل»)',
  unpaid_reason_order: 'سفارش {id}: پرداخت در محل',
  payment_not_due: 'مبلغی از این سفارش باقی نمانده است',
  payment_too_much: 'مبلغ از باقی‌ماندهٔ سفارش ({due}) بیشتر است',
  payment_inactive: 'سفارش «{status}» پرداخت نمی‌پذیرد',
  payment_reason_order: 'دریافت وجه سفارش {id}',
  tracking_taken: 'این کد رهگیری برای سفارش {id} ثبت شده است',
  tracking_wrong_status: 'کد رهگیری پست برای سفارش ارسال‌شده یا هنگام ارسال ثبت می‌شود (این سفارش «{status}» است)',
  tracking_not_in_list: 'سفارش {id} در میان سفارش‌های انتخاب‌شده نیست',
  not_returnable: 'فقط سفارش ارسال‌شده یا تحویل‌شده مرجوع می‌شود؛ این سفارش «{status}» است',
  return_empty: 'دست‌کم یک کالا با تعداد بیشتر از صفر برای مرجوعی انتخاب کنید',
  return_too_many: 'از «{title}» حداکثر {max} عدد قابل مرجوع کردن است',
  return_item_repeated: 'هر ردیف سفارش یک بار در مرجوعی می‌آید',
  return_not_requested: 'این مرجوعی در وضعیت «{status}» است',
  has_returns: 'این سفارش مرجوعی دارد؛ ویرایش اقلام و مبلغ یا لغو آن مجاز نیست',
  stock_reason_return: 'مرجوعی سفارش {id}',
  refund_reason_return: 'بازگشت وجه مرجوعی سفارش {id}',
  new_order_title: 'سفارش جدید',
  new_order_description: 'سفارش {id} از {customer} به مبلغ {amount}',
} as const;

export type OrderMessageKey = keyof typeof orderMessages;
/** The message with its placeholders filled (numbers in Persian digits). */
export const orderMessage = (key: OrderMessageKey, params: Record<string, string | number> = {}) =>
  orderMessages[key].replace(/\{(\w+)\}/g, (m, k: string) => {
    const v = params[k];
    return v === undefined ? m : typeof v === 'number' ? toPersianDigits(v) : v;
  });
