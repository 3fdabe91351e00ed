/** Persian number words, used by numberToPersianWords (../../words.ts) for amounts in words on invoices. */
export const numberWords = {
  zero: 'صفر',
  negative: 'منفی',
  /** Joins the parts of a number (120 = hundred 'and' twenty). */
  and: ' و ',
  /** 0–9; index 0 is unused inside a number. */
  ones: ['', 'یک', 'دو', 'سه', 'چهار', 'پنج', 'شش', 'هفت', 'هشت', 'نه'],
  /** 10–19. */
  teens: ['ده', 'یازده', 'دوازده', 'سیزده', 'چهارده', 'پانزده', 'شانزده', 'هفده', 'هجده', 'نوزده'],
  /** Tens 20–90 at index 2–9. */
  tens: ['', '', 'بیست', 'سی', 'چهل', 'پنجاه', 'شصت', 'هفتاد', 'هشتاد', 'نود'],
  /** Hundreds 100–900 at index 1–9. */
  hundreds: ['', 'صد', 'دویست', 'سیصد', 'چهارصد', 'پانصد', 'ششصد', 'هفتصد', 'هشتصد', 'نهصد'],
  /** 10^0, 10^3, 10^6, 10^9, 10^12 (short scale, as used in Iran). */
  scales: ['', 'هزار', 'میلیون', 'میلیارد', 'تریلیون'],
} as const;
