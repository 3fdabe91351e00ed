/** Persian strings of the report kit, the orders report and the dashboard's sales widget. */
import type { ReportChannel, ReportGroup, ReportMode, ReportPreset } from '../../report';

export const reportPresetLabels: Record<ReportPreset, string> = {
  today: 'امروز',
  yesterday: 'دیروز',
  this_week: 'این هفته',
  last_week: 'هفته‌ی گذشته',
  this_month: 'این ماه',
  last_month: 'ماه گذشته',
  last_30_days: '۳۰ روز گذشته',
  this_year: 'امسال',
};

export const reportModeLabels: Record<ReportMode, string> = { both: 'هر دو', online: 'آنلاین', in_store: 'حضوری' };
export const reportChannelLabels: Record<ReportChannel, string> = { online: 'فروش آنلاین', in_store: 'فروش حضوری' };
export const reportGroupLabels: Record<ReportGroup, string> = { day: 'روزانه', week: 'هفتگی', month: 'ماهانه', year: 'سالانه' };

/** The filters' 422 messages. */
export const reportErrors = {
  date: 'تاریخ را به شکل ۱۴۰۵/۰۱/۱۵ وارد کنید',
  dateInvalid: 'این تاریخ در تقویم شمسی وجود ندارد',
  order: 'تاریخ پایان نباید پیش از تاریخ شروع باشد',
  tooLong: (days: string) => `بازه‌ی گزارش حداکثر ${days} روز است`,
  bothDates: 'تاریخ شروع و پایان را با هم وارد کنید',
  preset: 'بازه‌ی انتخاب‌شده معتبر نیست',
  mode: 'نوع فروش باید آنلاین، حضوری یا هر دو باشد',
  group: 'دسته‌بندی باید روزانه، هفتگی، ماهانه یا سالانه باشد',
  sort: 'مرتب‌سازی بر این ستون ممکن نیست',
  page: 'شماره‌ی صفحه معتبر نیست',
  number: 'یک عدد صحیح نامنفی وارد کنید',
  minOverMax: 'حداقل نباید از حداکثر بیشتر باشد',
} as const;

/** The report page kit's texts. */
export const reportText = {
  range: 'بازه',
  customRange: 'بازه‌ی دلخواه',
  mode: 'نوع فروش',
  group: 'دسته‌بندی',
  period: 'دوره',
  periodFrom: 'از',
  periodTo: 'تا',
  totals: 'جمع کل',
  compare: 'مقایسه با دوره‌ی قبل',
  previous: (from: string, to: string) => `دوره‌ی قبل: ${from} تا ${to}`,
  /** A figure of the previous period under the current one. */
  previousValue: (v: string) => `دوره‌ی قبل: ${v}`,
  noChange: 'بدون دوره‌ی قبل',
  export: 'خروجی اکسل',
  exportFailed: 'دریافت فایل اکسل انجام نشد',
  chart: 'نمودار',
  chartLoading: 'در حال بارگذاری نمودار',
  empty: 'در این بازه داده‌ای نیست',
  week: (from: string, to: string) => `${from} تا ${to}`,
  rangeText: (from: string, to: string) => `${from} تا ${to}`,
  pager: 'صفحه‌های گزارش',
  prevPage: 'صفحه‌ی قبل',
  nextPage: 'صفحه‌ی بعد',
  pageOf: (page: string, last: string) => `صفحه‌ی ${page} از ${last}`,
  unitNote: (unit: string) => `مبالغ به ${unit}`,
  percent: (n: string) => `${n}٪`,
} as const;

/** The orders (sales) report: measures, their definitions (the figures' tooltips) and the sheet. */
export const orderReportText = {
  title: 'گزارش فروش',
  file: 'sales-report',
  sheet: 'گزارش فروش',
  measures: {
    count: 'تعداد سفارش',
    gross: 'فروش ناخالص',
    discount: 'تخفیف‌ها',
    returns: 'مرجوعی',
    net: 'فروش خالص',
    shipping: 'هزینه‌ی ارسال',
    total: 'جمع فروش',
  },
  definitions: {
    count: 'سفارش‌های آنلاین فعال (جدید، در حال پردازش، ارسال‌شده، تحویل‌شده، رزرو) و فاکتورهای حضوری باطل‌نشده، بر پایه‌ی روز ثبت به وقت تهران',
    gross: 'ارزش کالاها به قیمت فهرست پیش از هر تخفیف (در فروش حضوری به قیمت فروش)',
    discount: 'تخفیف کالاها، کد تخفیف و تخفیف سفارش؛ در فروش حضوری تخفیف فاکتور',
    returns: 'ارزش کالاهای مرجوع‌شده (مرجوعی تکمیل‌شده‌ی سفارش یا سطرهای مرجوعی فاکتور حضوری)',
    net: 'فروش ناخالص منهای تخفیف‌ها و مرجوعی',
    shipping: 'هزینه‌ی ارسال دریافت‌شده از مشتری (فقط آنلاین)',
    total: 'فروش خالص به‌علاوه‌ی هزینه‌ی ارسال',
  },
} as const;

/** The dashboard's sales widget. */
export const salesWidgetText = {
  title: 'فروش',
  today: 'امروز',
  week: 'این هفته',
  month: 'این ماه',
  orders: (n: string) => `${n} سفارش`,
  vsPrevious: 'نسبت به دوره‌ی قبل',
  report: 'گزارش فروش',
  hint: 'فروش خالص آنلاین و حضوری؛ مقایسه با همین بازه در دوره‌ی قبل',
  /** The figure's definition (docs/reports.md), shown as its tooltip. */
  definition:
    'فروش خالص = مبلغ کالاها پیش از تخفیف − همه‌ی تخفیف‌ها − کالاهای مرجوعی، بدون هزینه‌ی ارسال. آنلاین: سفارش‌های جدید، در حال پردازش، ارسال‌شده، تحویل‌شده و رزروی (نه در انتظار پرداخت، لغو یا ناموفق)؛ حضوری: فاکتورهای باطل‌نشده؛ هر کدام در روز ثبت به وقت تهران. هفته از شنبه و ماه شمسی؛ مقایسه با همین تعداد روز از دوره‌ی قبل.',
  previous: (from: string, to: string) => `دوره‌ی قبل: ${from} تا ${to}`,
  channels: { online: 'آنلاین', in_store: 'حضوری' } as Record<string, string>,
  chartTitle: 'فروش خالص ۳۰ روز گذشته',
  chartTotal: (amount: string) => `جمع: ${amount}`,
  topProducts: 'پرفروش‌ترین محصولات این ماه',
  topHint: 'سفارش‌های آنلاین شمارش‌شده‌ی این ماه شمسی، به مبلغ فروخته‌شده (پس از تخفیف کالا)',
  topEmpty: 'این ماه هنوز فروشی نبوده است',
  sold: (n: string) => `${n} عدد`,
} as const;

/** The products report: columns, their definitions (the figures' tooltips), filters and the sheet. */
export const productReportText = {
  title: 'گزارش محصولات',
  file: 'products-report',
  sheet: 'گزارش محصولات',
  columns: { title: 'محصول', quantity: 'تعداد فروخته', amount: 'مبلغ فروش', refunds: 'مرجوعی', net: 'خالص' },
  definitions: {
    quantity: 'تعداد کالاهای این محصول در سفارش‌های آنلاین فعال (جدید، در حال پردازش، ارسال‌شده، تحویل‌شده، رزرو) و فاکتورهای حضوری باطل‌نشده، بر پایه‌ی روز ثبت به وقت تهران',
    amount: 'آنلاین: قیمت فهرست ضرب در تعداد، پیش از هر تخفیف (جمع همه‌ی محصولات برابر فروش ناخالص گزارش فروش است)؛ حضوری: به قیمت فروش. مالیات بر ارزش افزوده جدا نمی‌شود و هزینه‌ی ارسال در آن نیست',
    refunds: 'ارزش کالاهای مرجوع‌شده (مرجوعی تکمیل‌شده‌ی سفارش یا سطرهای مرجوعی فاکتور حضوری)، منفی',
    net: 'مبلغ فروش به‌اضافه‌ی مرجوعی (منفی)؛ تخفیف کد و سفارش که به کالای خاصی تعلق ندارد کم نمی‌شود',
  },
  category: 'دسته‌بندی',
  brand: 'برند',
  search: 'جستجوی نام محصول',
} as const;

/** The customers report. */
export const customerReportText = {
  title: 'گزارش مشتریان',
  file: 'customers-report',
  sheet: 'گزارش مشتریان',
  columns: {
    name: 'مشتری',
    mobile: 'موبایل',
    province: 'استان',
    city: 'شهر',
    orders: 'تعداد سفارش',
    spent: 'مبلغ خرید',
    items: 'تعداد کالا',
    last_order_at: 'آخرین سفارش',
  },
  definitions: {
    orders: 'سفارش‌های آنلاین فعال (جدید، در حال پردازش، ارسال‌شده، تحویل‌شده، رزرو) و فاکتورهای حضوری باطل‌نشده‌ی مشتری در بازه، بر پایه‌ی روز ثبت به وقت تهران',
    spent: 'آنلاین: مبلغ نهایی سفارش (پس از تخفیف‌ها، با هزینه‌ی ارسال) منهای کالاهای مرجوع‌شده؛ حضوری: جمع فاکتور. مالیات جدا نمی‌شود',
    items: 'تعداد کالاهای سفارش‌ها و فاکتورهای شمرده‌شده',
    last_order_at: 'زمان آخرین سفارش یا فاکتور شمرده‌شده در بازه',
    location: 'استان و شهر آخرین نشانی ثبت‌شده‌ی مشتری',
  },
  customers: 'تعداد مشتری',
  place: 'استان / شهر',
  placeText: (province: string | null, city: string | null) => [province, city].filter(Boolean).join('، '),
  province: 'استان',
  city: 'شهر',
  minSpent: 'حداقل مبلغ',
  maxSpent: 'حداکثر مبلغ',
  minOrders: 'حداقل سفارش',
  maxOrders: 'حداکثر سفارش',
  search: 'جستجوی نام یا موبایل',
} as const;

/** The varieties (variants) report. */
export const varietyReportText = {
  title: 'گزارش تنوع‌ها',
  file: 'varieties-report',
  sheet: 'گزارش تنوع‌ها',
  columns: {
    product: 'محصول',
    title: 'تنوع',
    sku: 'کد کالا',
    quantity: 'تعداد فروخته',
    amount: 'مبلغ فروش',
    refunds: 'مرجوعی',
    net: 'خالص',
    stock_in: 'ورود به انبار',
    stock_out: 'خروج از انبار',
    stock: 'موجودی فعلی',
  },
  definitions: {
    quantity: productReportText.definitions.quantity,
    amount: productReportText.definitions.amount,
    refunds: productReportText.definitions.refunds,
    net: productReportText.definitions.net,
    stock_in: 'جمع همه‌ی افزایش‌های موجودی این تنوع در بازه (ورود کالا، مرجوعی، اصلاح موجودی)',
    stock_out: 'جمع همه‌ی کاهش‌های موجودی این تنوع در بازه (فروش، اصلاح موجودی)، منفی',
    stock: 'موجودی این تنوع در انبار هم‌اکنون',
  },
  product: 'محصول',
  search: 'جستجوی نام محصول',
} as const;

/** The wallets report: columns, the definition of each figure (its tooltip), filters, chart and sheet. */
export const walletReportText = {
  title: 'گزارش کیف پول',
  file: 'wallets-report',
  sheet: 'گزارش کیف پول',
  columns: {
    name: 'مشتری',
    mobile: 'موبایل',
    balance: 'موجودی اصلی',
    gift_balance: 'اعتبار هدیه',
    deposits: 'جمع واریز',
    deposit_count: 'تعداد واریز',
    withdrawals: 'جمع برداشت',
    withdrawal_count: 'تعداد برداشت',
    topup: 'افزایش موجودی آنلاین',
    refund: 'بازگشت وجه',
    admin_credit: 'واریز مدیر',
    gift_credit: 'اعتبار هدیه‌ی داده‌شده',
    withdraw_cancel: 'برگشت درخواست برداشت',
    paid_main: 'خرید از موجودی اصلی',
    paid_gift: 'خرید از اعتبار هدیه',
    withdraw_request: 'درخواست برداشت',
    admin_debit: 'برداشت مدیر',
  },
  definitions: {
    customers: 'مشتریانی که در پایان بازه موجودی دارند یا در بازه تراکنش کیف پول داشته‌اند (با فیلترهای انتخاب‌شده)',
    balance: 'موجودی قابل برداشت (موجودی منهای اعتبار هدیه) در پایان آخرین روز بازه به وقت تهران: جمع همه‌ی تراکنش‌های کیف پول تا آن لحظه',
    gift_balance: 'بخش هدیه‌ی موجودی (قابل خرج، غیرقابل برداشت) در پایان آخرین روز بازه به وقت تهران',
    deposits: 'جمع همه‌ی تراکنش‌های واریز به کیف پول در بازه (افزایش موجودی آنلاین، بازگشت وجه، واریز مدیر، اعتبار هدیه، برگشت درخواست برداشت لغوشده)',
    deposit_count: 'تعداد تراکنش‌های واریز در بازه',
    withdrawals: 'جمع همه‌ی تراکنش‌های برداشت از کیف پول در بازه (خرید آنلاین و حضوری، درخواست برداشت، برداشت مدیر)',
    withdrawal_count: 'تعداد تراکنش‌های برداشت در بازه',
    refund: 'پولی که از سفارش آنلاین (لغو، مرجوعی، کاهش مبلغ سفارش) یا فاکتور حضوری (مرجوعی، ابطال) به کیف پول برگشته است',
    topup: 'افزایش موجودی کیف پول که خود مشتری از درگاه پرداخت اینترنتی پرداخت کرده است',
    admin_credit: 'واریز دستی مدیر به موجودی اصلی',
    gift_credit: 'اعتبار هدیه و بخش هدیه‌ی واریزهای مدیر',
    withdraw_cancel: 'مبلغ درخواست‌های برداشتی که لغو شد و به کیف پول برگشت',
    paid_main: 'پرداخت سفارش آنلاین و خرید حضوری از موجودی اصلی',
    paid_gift: 'پرداخت سفارش آنلاین و خرید حضوری از اعتبار هدیه (اعتبار هدیه پیش از موجودی اصلی خرج می‌شود)',
    withdraw_request: 'درخواست‌های برداشت به حساب بانکی مشتری؛ مبلغ هنگام ثبت درخواست از کیف پول کم می‌شود',
    admin_debit: 'برداشت دستی مدیر از کیف پول',
  },
  customers: 'تعداد مشتری',
  minBalance: 'حداقل موجودی',
  maxBalance: 'حداکثر موجودی',
  minGift: 'حداقل هدیه',
  maxGift: 'حداکثر هدیه',
  search: 'جستجوی نام یا موبایل',
  chartTitle: 'واریز و برداشت روزانه',
  depositsSeries: 'واریز',
  withdrawalsSeries: 'برداشت',
  counted: (n: string) => `(${n} تراکنش)`,
} as const;
