/** Persian strings of the web app's shell (layout, login, header) and of the CRUD kit. */

export const appText = {
  name: 'پیشخوان',
  fullName: 'پیشخوان فروشگاه',
  /** The one-letter logo mark. */
  mark: 'پ',
  pageTitle: (title: string) => `${title} | پیشخوان`,
  loading: 'در حال بارگذاری…',
  skipToContent: 'رفتن به محتوا',
} as const;

export const layoutText = {
  openMenu: 'باز کردن منو',
  collapseMenu: 'جمع کردن منو',
  expandMenu: 'باز کردن منو',
  menu: 'منو',
  profile: 'حساب کاربری',
  logout: 'خروج',
  loggingOut: 'در حال خروج…',
  superAdmin: 'مدیر کل',
} as const;

export const notificationsText = {
  title: 'اعلان‌ها',
  bell: 'اعلان‌ها',
  empty: 'اعلانی وجود ندارد',
  loadMore: 'نمایش بیشتر',
  noMore: 'اعلان دیگری نیست',
  unread: (n: string) => `${n} اعلان خوانده‌نشده`,
  types: {
    ProductUnavailableNotification: 'ناموجود شدن محصول',
    order: 'سفارش جدید',
  } as Record<string, string>,
  unknownType: 'اعلان',
  markReadFailed: 'علامت‌گذاری اعلان‌ها به‌عنوان خوانده‌شده انجام نشد',
  /** The link of a live notification pop-up. */
  open: 'مشاهده',
} as const;

export const contactsText = {
  title: 'پیام‌های تماس',
  indicator: 'پیام‌های تماس',
  empty: 'پیامی وجود ندارد',
  all: 'همهٔ پیام‌ها',
  unread: (n: string) => `${n} پیام خوانده‌نشده`,
  noSubject: 'بدون موضوع',
} as const;

export const loginText = {
  title: 'ورود به پیشخوان',
  subtitle: 'برای ادامه نام کاربری و رمز عبور خود را وارد کنید',
  username: 'نام کاربری',
  password: 'رمز عبور',
  submit: 'ورود',
  usernameRequired: 'نام کاربری را وارد کنید',
  passwordRequired: 'رمز عبور را وارد کنید',
  sessionExpired: 'نشست شما به پایان رسیده است؛ دوباره وارد شوید',
  welcome: (name: string) => `${name}، خوش آمدید`,
} as const;

export const errorText = {
  network: 'ارتباط با سرور برقرار نشد. اتصال اینترنت را بررسی کنید و دوباره تلاش کنید.',
  generic: 'خطایی رخ داد. دوباره تلاش کنید.',
  byStatus: {
    400: 'درخواست نامعتبر است',
    401: 'ابتدا وارد شوید',
    403: 'اجازهٔ انجام این کار را ندارید',
    404: 'موردی یافت نشد',
    409: 'این کار با وضعیت فعلی داده‌ها ممکن نیست',
    413: 'حجم فایل یا درخواست بیش از حد مجاز است',
    422: 'اطلاعات وارد‌شده را بررسی کنید',
    429: 'تعداد درخواست‌ها زیاد است؛ کمی بعد دوباره تلاش کنید',
    500: 'خطای سرور رخ داد. دوباره تلاش کنید.',
  } as Record<number, string>,
  retry: 'تلاش دوباره',
} as const;

export const pageStateText = {
  notFoundTitle: 'صفحه پیدا نشد',
  notFoundBody: 'نشانی‌ای که باز کرده‌اید در پیشخوان وجود ندارد.',
  notBuiltTitle: 'این بخش هنوز آماده نیست',
  notBuiltBody: 'صفحهٔ این بخش در نسخه‌های بعدی پیشخوان ساخته می‌شود.',
  forbiddenTitle: 'دسترسی ندارید',
  forbiddenBody: 'نقش شما اجازهٔ دیدن این صفحه را نمی‌دهد.',
  backHome: 'بازگشت به داشبورد',
  errorTitle: 'بارگذاری صفحه انجام نشد',
  reload: 'بارگذاری دوباره',
} as const;

export const crudText = {
  search: 'جستجو',
  searchPlaceholder: 'جستجو…',
  create: 'افزودن',
  edit: 'ویرایش',
  /** Tag beside the title of a form the admin may read but not change. */
  readOnly: 'فقط خواندنی',
  /** The row link to a read-only form. */
  view: 'مشاهده',
  readOnlyHelp: 'اجازهٔ ویرایش این مورد را ندارید؛ اطلاعات فقط نمایش داده می‌شود.',
  delete: 'حذف',
  save: 'ذخیره',
  saving: 'در حال ذخیره…',
  cancel: 'انصراف',
  back: 'بازگشت',
  actions: 'عملیات',
  filters: 'فیلترها',
  clearFilters: 'پاک کردن فیلترها',
  all: 'همه',
  empty: 'موردی یافت نشد',
  emptyFiltered: 'با این جستجو یا فیلترها موردی یافت نشد',
  loadError: 'بارگذاری فهرست انجام نشد',
  itemLoadError: 'بارگذاری اطلاعات انجام نشد',
  total: (n: string) => `${n} مورد`,
  totalAbout: (n: string) => `بیش از ${n} مورد`,
  range: (from: string, to: string, total: string) => `${from} تا ${to} از ${total} مورد`,
  /** The names of a list's selection checkboxes, read by screen readers. */
  selectAllRows: 'انتخاب همهٔ ردیف‌های این صفحه',
  selectRow: (row: string) => `انتخاب ردیف ${row}`,
  pageNumber: (page: string) => `صفحهٔ ${page}`,
  selected: (n: string) => `${n} مورد انتخاب شده`,
  clearSelection: 'لغو انتخاب',
  bulkDelete: 'حذف گروهی',
  bulkDeleteConfirm: (n: string) => `${n} مورد انتخاب‌شده حذف شود؟`,
  bulkDone: (n: string) => `${n} مورد انجام شد`,
  bulkFailed: (n: string) => `${n} مورد انجام نشد`,
  bulkEnable: 'فعال کردن',
  bulkDisable: 'غیرفعال کردن',
  saved: 'تغییرات ذخیره شد',
  created: 'با موفقیت ایجاد شد',
  deleted: 'حذف شد',
  deleteTitle: 'حذف',
  deleteConfirm: (name: string) => `«${name}» حذف شود؟ این کار بازگشت‌پذیر نیست.`,
  deleteConfirmNoName: 'این مورد حذف شود؟ این کار بازگشت‌پذیر نیست.',
  deleteOk: 'بله، حذف شود',
  unsavedTitle: 'تغییرات ذخیره نشده است',
  unsavedBody: 'اگر از این صفحه بروید تغییراتی که ذخیره نکرده‌اید از بین می‌رود.',
  unsavedLeave: 'خروج بدون ذخیره',
  unsavedStay: 'ماندن در صفحه',
  formErrors: 'اطلاعات فرم را بررسی کنید',
  status: 'وضعیت',
  active: 'فعال',
  inactive: 'غیرفعال',
  yes: 'بله',
  no: 'خیر',
  createdAt: 'تاریخ ایجاد',
  updatedAt: 'آخرین ویرایش',
  none: '—',
  /** Between items of an inline list. */
  listSeparator: '، ',
  select: 'انتخاب کنید',
  notFound: 'این مورد پیدا نشد یا حذف شده است',
} as const;

export const profileText = {
  title: 'حساب کاربری',
  info: 'اطلاعات شخصی',
  name: 'نام',
  email: 'ایمیل',
  mobile: 'موبایل',
  username: 'نام کاربری',
  role: 'نقش',
  passwordSection: 'تغییر رمز عبور',
  passwordHelp: 'پس از تغییر رمز عبور، نشست‌های دیگر شما بسته می‌شوند.',
  currentPassword: 'رمز عبور فعلی',
  newPassword: 'رمز عبور جدید',
  confirmPassword: 'تکرار رمز عبور جدید',
  passwordMismatch: 'تکرار رمز عبور با رمز عبور جدید یکسان نیست',
  saveInfo: 'ذخیرهٔ اطلاعات',
  savePassword: 'تغییر رمز عبور',
  passwordChanged: 'رمز عبور تغییر کرد',
  lastLogin: 'آخرین ورود',
} as const;
