import { toPersianDigits } from '../../text';

/** Persian field labels, sheet headers and messages of the postal Excel (API contracts, audit log, Excel files). */
export const shippingExcelLabels = {
  title: 'نام فایل',
  barcode: 'بارکد (کد رهگیری)',
  receiver_name: 'گیرنده',
  sender_name: 'فرستنده',
  destination: 'مقصد',
  register_date: 'تاریخ ثبت',
  registered_at: 'تاریخ ثبت',
  reference_number: 'شماره مرجع',
  special_services: 'خدمات ویژه',
  price: 'هزینه',
  postal_code: 'کد پستی',
  order_id: 'سفارش',
  file: 'فایل اکسل',
  ids: 'ردیف‌ها',
} as const;

export const shippingExcelEntityLabels: Record<string, string> = { shipping_excel: 'اکسل پست' };
export const shippingExcelAuditLabels = { shipping_excel: shippingExcelLabels } as const;
export const shippingExcelActionLabels: Record<string, string> = { import: 'درون‌ریزی فایل' };

/**
 * Header names of Iran Post's tracking sheet, per field, as the post office writes them. A header
 * cell that equals one of them (spaces, ZWNJ and Arabic letters folded) names the column; failing
 * that, one that contains one of them, unless it contains a word of `ignoredHeaderWords`.
 */
export const postSheetHeaders = {
  barcode: ['بارکد', 'کد رهگیری', 'شماره رهگیری', 'بارکد مرسوله', 'کد مرسوله', 'شماره مرسوله', 'شناسه مرسوله'],
  postal_code: ['کد پستی', 'کدپستی گیرنده', 'کد پستی گیرنده', 'کد پستی مقصد'],
  reference: ['شماره مرجع', 'مرجع', 'کد مرجع', 'شماره سفارش', 'شماره فاکتور'],
  services: ['خدمات ویژه', 'خدمات', 'سرویس ویژه'],
  receiver: ['گیرنده', 'نام گیرنده', 'نام و نام خانوادگی گیرنده'],
  sender: ['فرستنده', 'نام فرستنده'],
  destination: ['مقصد', 'شهر مقصد', 'دفتر مقصد', 'شهرستان مقصد'],
  register_date: ['تاریخ', 'تاریخ ثبت', 'تاریخ قبول', 'تاریخ پذیرش', 'تاریخ ارسال'],
  price: ['مبلغ', 'هزینه', 'کرایه', 'مبلغ کل', 'هزینه کل', 'جمع کل', 'هزینه پستی', 'مبلغ قابل پرداخت'],
  note: ['توضیحات', 'یادداشت', 'ملاحظات', 'شرح'],
} as const;
/** Header words of columns the import does not read by a partial name (the receiver's address, phone or postal code is not the receiver's name). */
export const ignoredHeaderWords = ['آدرس', 'نشانی', 'تلفن', 'موبایل', 'همراه', 'وزن', 'تعداد', 'کد پستی'];
/** Currency words in a price header: the amount is converted to the shop's unit. */
export const currencyWords = { rial: 'ریال', toman: 'تومان' } as const;
/** Between the items of a list in a message. */
export const listSeparator = '، ';
/** The word before an order number in a note («سفارش ۱۲۳»). */
export const orderWord = 'سفارش';

/** Column headers of the sheet exported for booking the parcels at the post office. */
export const postExportHeaders = {
  sheet: 'مرسولات',
  report_sheet: 'گزارش',
  receiver: 'نام و نام خانوادگی گیرنده',
  mobile: 'موبایل گیرنده',
  province: 'استان',
  city: 'شهر',
  address: 'نشانی کامل',
  address_separator: '، ',
  postal_code: 'کد پستی',
  order_id: 'شماره سفارش (مرجع)',
  items: 'تعداد اقلام',
  weight: 'وزن (گرم)',
  value: 'ارزش اظهارشده',
  sender: 'نام فرستنده',
  sender_address: 'نشانی فرستنده',
  sender_postal_code: 'کد پستی فرستنده',
  sender_phone: 'تلفن فرستنده',
  report_exported: 'سفارش‌های آمده در فایل',
  report_skipped: 'سفارش‌های کنار گذاشته',
  report_order: 'شماره سفارش',
  report_status: 'وضعیت',
  report_reason: 'دلیل',
} as const;

/** Messages of the postal Excel: refusals (422), reasons a row was skipped, notes on matching; `{x}` are placeholders. */
export const shippingExcelMessages = {
  file_required: 'فایل اکسل انتخاب نشده است',
  not_excel: 'فایل ارسال‌شده اکسل (xlsx) نیست',
  old_excel: 'قالب قدیمی اکسل (xls) پذیرفته نیست؛ فایل را در اکسل با قالب xlsx ذخیره کنید',
  unreadable: 'فایل اکسل خوانده نشد؛ ممکن است خراب یا رمزدار باشد',
  no_rows: 'در فایل هیچ ردیفی با بارکد پیدا نشد',
  too_many_rows: 'هر فایل حداکثر {max} ردیف می‌تواند داشته باشد',
  no_barcode_column: 'ستون بارکد در فایل پیدا نشد',
  barcode_empty: 'بارکد خالی است',
  barcode_not_number: 'بارکد «{value}» عدد مثبت نیست',
  barcode_too_long: 'بارکد بیش از {max} رقم دارد',
  barcode_lost_digits: 'بارکد به‌صورت عدد ذخیره شده و رقم‌هایش از دست رفته است؛ ستون را در اکسل «متنی» کنید',
  barcode_exists: 'بارکد {value} پیش‌تر ثبت شده است',
  barcode_repeated: 'بارکد {value} در ردیف {row} همین فایل هم آمده است',
  price_invalid: 'مبلغ «{value}» عدد نیست',
  order_not_found: 'سفارش شماره {id} پیدا نشد؛ ردیف بدون سفارش ثبت شد',
  order_inactive: 'سفارش شماره {id} در وضعیت «{status}» است؛ کد رهگیری روی آن ثبت نشد',
  order_has_code: 'سفارش شماره {id} کد رهگیری دیگری ({code}) دارد؛ تغییری داده نشد',
  order_postal_mismatch: 'کد پستی ردیف با کد پستی سفارش شماره {id} یکی نیست؛ کد رهگیری روی آن ثبت نشد',
  order_receiver_mismatch: 'نام گیرنده ردیف با گیرنده سفارش شماره {id} یکی نیست؛ کد رهگیری روی آن ثبت نشد',
  order_ambiguous: 'چند سفارش با همین گیرنده و کد پستی هست ({ids})؛ سفارش را خودتان تعیین کنید',
  no_active_orders: 'هیچ سفارش فعالی (جدید، در حال پردازش، رزرو یا ارسال‌شده) برای خروجی نیست',
  skipped_not_active: 'سفارش در وضعیت «{status}» است',
  skipped_not_found: 'سفارش پیدا نشد',
  no_address: 'سفارش آدرس ندارد',
} as const;

export type ShippingExcelMessageKey = keyof typeof shippingExcelMessages;
/** The message with its placeholders filled (numbers in Persian digits). */
export const shippingExcelMessage = (key: ShippingExcelMessageKey, params: Record<string, string | number> = {}) =>
  shippingExcelMessages[key].replace(/\{(\w+)\}/g, (m, k: string) => {
    const v = params[k];
    return v === undefined ? m : typeof v === 'number' ? toPersianDigits(v) : v;
  });
