/** Names and field labels of the redirects editor (/admin/htaccess), apart from its screen texts: the audit log reads them. */
export const redirectLabels = {
  one: 'تغییر مسیر',
  many: 'تغییر مسیرها',
  version: 'نسخه تغییر مسیرها',
  fields: {
    match: 'نوع تطبیق',
    source: 'مبدأ',
    target: 'مقصد',
    kind: 'کد پاسخ',
    active: 'فعال',
    note: 'یادداشت',
    position: 'ترتیب',
    hit_count: 'تعداد بازدید',
    last_hit_at: 'آخرین بازدید',
    rules: 'قواعد',
    version_id: 'نسخه',
  },
  matchLabels: { exact: 'مسیر دقیق', prefix: 'پیشوند', regex: 'عبارت باقاعده' } as Record<string, string>,
  kindLabels: { '301': '۳۰۱ دائمی', '302': '۳۰۲ موقت', '307': '۳۰۷ موقت (همان روش)', '410': '۴۱۰ حذف‌شده' } as Record<string, string>,
} as const;

