/** Persian texts of the slider screens (groups, slides, schedule, preview). */
export const sliderGroupLabels = { desktop: 'سربرگ دسکتاپ', mobile: 'سربرگ موبایل' } as const;

export const sliderText = {
  groupsTitle: 'اسلایدرها',
  slidesOf: (group: string) => `اسلایدهای ${group}`,
  group: 'گروه',
  size: 'اندازه‌ی پیشنهادی',
  sizeValue: (w: string, h: string) => `عرض ${w} در ارتفاع ${h} پیکسل`,
  imageHelp: (w: string, h: string) => `اندازه‌ی پیشنهادی تصویر: عرض ${w} در ارتفاع ${h} پیکسل`,
  count: 'اسلایدها',
  active: 'در حال نمایش',
  open: 'مدیریت اسلایدها',
  preview: 'پیش‌نمایش',
  previewEmpty: 'اسلایدی برای نمایش نیست',
  previous: 'اسلاید قبلی',
  next: 'اسلاید بعدی',
  goTo: (n: string) => `اسلاید ${n}`,
  unknownGroup: 'این گروه اسلایدر وجود ندارد',
  schedule: 'زمان نمایش',
  scheduleStates: { live: 'در حال نمایش', scheduled: 'زمان‌بندی‌شده', expired: 'پایان‌یافته', off: 'غیرفعال' },
  from: (d: string) => `از ${d}`,
  until: (d: string) => `تا ${d}`,
  always: 'همیشه',
  endBeforeStart: 'پایان نمایش باید بعد از آغاز آن باشد',
  help: { starts_at: 'خالی: از همین حالا', ends_at: 'خالی: بدون پایان' },
} as const;
