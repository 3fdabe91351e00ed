/** Persian strings of the visit beacon and the visit reports. */

export const visitLabels = {
  path: 'نشانی صفحه',
  referrer: 'صفحه‌ی ارجاع‌دهنده',
  kind: 'نوع صفحه',
  id: 'شناسه‌ی محصول یا نوشته',
} as const;

export const visitErrors = {
  path: 'نشانی صفحه باید با / شروع شود',
  idRequired: 'برای صفحه‌ی محصول یا نوشته شناسه‌ی آن لازم است',
  idNotAllowed: 'شناسه فقط برای صفحه‌ی محصول یا نوشته فرستاده می‌شود',
  date: 'تاریخ روز را به شکل ۱۴۰۵-۰۱-۱۵ وارد کنید',
} as const;

/** The visit report (days) and the day page (hours, top products and posts). */
export const visitReportText = {
  title: 'گزارش بازدید',
  file: 'visits-report',
  sheet: 'گزارش بازدید',
  measures: {
    visits: 'بازدید',
    page_views: 'نمایش صفحه',
    product_views: 'نمایش محصول',
    post_views: 'نمایش نوشته',
  },
  definitions: {
    visits: 'هر بازدیدکننده در هر ساعت یک بار شمرده می‌شود؛ بازدیدهای ساعت‌های روز جمع می‌شوند. بازدیدکننده بی کوکی و بی نگه‌داشتن نشانی IP شناخته می‌شود و ربات‌ها شمرده نمی‌شوند',
    page_views: 'هر باز شدن یک صفحه‌ی فروشگاه (همه‌ی صفحه‌ها، از جمله محصول و نوشته)',
    product_views: 'باز شدن صفحه‌ی محصولات',
    post_views: 'باز شدن صفحه‌ی نوشته‌ها',
  },
  openDay: (day: string) => `جزئیات ${day}`,
  dayTitle: (day: string) => `بازدید روز ${day}`,
  back: 'بازگشت به گزارش بازدید',
  hour: 'ساعت',
  hourLabel: (from: string, to: string) => `${from}:۰۰ تا ${to}:۰۰`,
  hoursChart: 'بازدید در ساعت‌های روز',
  topProducts: 'محصولات پربازدید این روز',
  topPosts: 'نوشته‌های پربازدید این روز',
  product: 'محصول',
  post: 'نوشته',
  views: 'نمایش',
  deleted: (id: string) => `حذف‌شده (${id})`,
  noItems: 'در این روز نمایشی ثبت نشده است',
  previousDay: 'روز قبل',
  nextDay: 'روز بعد',
} as const;
