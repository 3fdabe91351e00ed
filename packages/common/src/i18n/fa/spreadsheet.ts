/** Persian texts every spreadsheet export shares. */
export const spreadsheetText = {
  /** The header of the true-date column beside a Jalali date-time column. */
  sortableDate: (header: string) => `${header} (میلادی، به وقت تهران)`,
} as const;
