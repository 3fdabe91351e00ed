/** Persian texts every spreadsheet export shares. */
export const spreadsheetText = {
  /** The header of the true-date column beside a Jalali date-time column. */
  sortableDate: (header: string) => `${header} (میلادی، به وقت تهران)`,
  /** The background export (a large Excel file). */
  task: {
    unknown: 'این خروجی دیگر در سامانه تعریف نشده است',
  },
} as const;
