/** Persian strings of the order print sheet (/admin/print-orders): invoices and address labels. */

export const printText = {
  title: 'چاپ فاکتور سفارش‌ها',
  paper: 'اندازه کاغذ',
  /** `{count}` is already in Persian digits. */
  count: '{count} فاکتور',
  print: 'چاپ',
  noIds: 'سفارشی برای چاپ انتخاب نشده است',
  noIdsHint: 'از فهرست سفارش‌ها یک یا چند سفارش را انتخاب کنید و «چاپ فاکتور» را بزنید.',
  empty: 'سفارش‌های انتخاب‌شده پیدا نشدند',
  loadError: 'دریافت سفارش‌ها ممکن نشد',

  invoice: 'فاکتور فروش',
  orderNumber: 'شماره سفارش',
  date: 'تاریخ',
  status: 'وضعیت',
  phone: 'تلفن',
  postalCode: 'کد پستی',
  website: 'وب‌سایت',

  buyer: 'مشخصات خریدار',
  customer: 'خریدار',
  receiver: 'گیرنده',
  mobile: 'موبایل',
  telephone: 'تلفن ثابت',
  address: 'نشانی',
  shippingMethod: 'روش ارسال',
  deliveryDate: 'تاریخ تحویل درخواستی',
  paymentMethod: 'روش پرداخت',
  paid: 'پرداخت‌شده',
  due: 'دریافت هنگام تحویل',
  customerNote: 'توضیحات مشتری',

  row: 'ردیف',
  product: 'شرح کالا',
  sku: 'کد کالا',
  quantity: 'تعداد',
  unitPrice: 'قیمت واحد',
  discount: 'تخفیف',
  lineTotal: 'مبلغ',
  sum: 'جمع',

  itemsTotal: 'جمع اقلام',
  itemsDiscount: 'تخفیف کالاها',
  /** `{code}` is the coupon code. */
  coupon: 'کد تخفیف {code}',
  adminDiscount: 'تخفیف فروشگاه',
  shipping: 'هزینه ارسال',
  free: 'رایگان',
  total: 'مبلغ قابل پرداخت',
  inWords: 'به حروف:',

  label: 'برچسب مرسوله',
  sender: 'فرستنده',
  postTracking: 'کد رهگیری پست',
  none: '—',
  /** Joins province, city and street: province، city، street. */
  addressJoin: '، ',
} as const;
