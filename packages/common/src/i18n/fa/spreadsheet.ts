/** Persian texts every spreadsheet export shares. */
export const spreadsheetText = {
  /** The header of the true-date column beside a Jalali date-time column. */
  sortableDate: (header: string) => `${header} (میلادی، به وقت تهران)`,
  /** The background export (a large Excel file). */
  task: {
    unknown: 'این خروجی دیگر در سامانه تعریف نشده است',
    /** The dialog of an export written in the background. */
    title: 'آماده‌سازی فایل اکسل',
    note: (rows: string | null) =>
      `${rows ? `خروجی ${rows} ردیف دارد و` : 'خروجی بزرگ است و'} در پس‌زمینه ساخته می‌شود؛ می‌توانید این پنجره را ببندید و به کار دیگری بپردازید. فایل تا ۲۴ ساعت نگه داشته می‌شود.`,
    download: (rows: string) => `دریافت فایل (${rows} ردیف)`,
    close: 'بستن',
  },
} as const;
