import { TZDate } from '@date-fns/tz';
import type { DatePicker } from 'antd';
import {
  addDays,
  addMonths,
  addYears,
  endOfMonth,
  format as formatDate,
  getDate,
  getDay,
  getHours,
  getMilliseconds,
  getMinutes,
  getMonth,
  getSeconds,
  getWeek,
  getYear,
  isAfter,
  isValid,
  parse as parseDate,
  setDate,
  setHours,
  setMilliseconds,
  setMinutes,
  setMonth,
  setSeconds,
  setYear,
  startOfWeek,
} from 'date-fns-jalali';
import { faIR } from 'date-fns-jalali/locale';
import { toAsciiDigits } from '@pishkhan/common/text';
import { jalaliText } from '@pishkhan/common/i18n/fa/inputs';

/**
 * An antd `generateConfig` backed by date-fns-jalali (docs: shared persian.md §2), modelled on
 * @rc-component/picker's dateFns config. Values are native `Date`s (in fact `TZDate`s, a Date
 * subclass) and every calendar field is read in Asia/Tehran, so the day an admin picks is
 * Tehran's day whatever the browser's zone: 2025-11-21 (any instant of Tehran's 21 Nov) shows
 * 1404/08/30. The week starts on Saturday.
 */
export const TEHRAN = 'Asia/Tehran';

export type GenerateConfig<T extends object> = Parameters<typeof DatePicker.generatePicker<T>>[0];

/** The same instant as a Date whose calendar fields are Tehran's. */
export function inTehran(d: Date | number | string): TZDate {
  if (d instanceof TZDate && d.timeZone === TEHRAN) return d;
  return new TZDate(d instanceof Date ? d.getTime() : typeof d === 'number' ? d : new Date(d).getTime(), TEHRAN);
}

/** Now, in Tehran. */
export const tehranNow = (): TZDate => TZDate.tz(TEHRAN);

/* ----------------------------------------------------------- names */

function intlMonthNames(): string[] {
  try {
    const f = new Intl.DateTimeFormat('fa-IR', { month: 'long', timeZone: 'UTC' });
    // the middle of each month of 1404 (1404/01/01 = 2025-03-21; six 31-day then 30-day months)
    return Array.from({ length: 12 }, (_, i) => {
      const offset = i < 6 ? 31 * i + 15 : 186 + 30 * (i - 6) + 15;
      return f.formatToParts(Date.UTC(2025, 2, 21 + offset)).find((p) => p.type === 'month')?.value ?? '';
    });
  } catch {
    return [];
  }
}

function intlWeekdayNarrow(): string[] {
  try {
    const f = new Intl.DateTimeFormat('fa-IR', { weekday: 'narrow', timeZone: 'UTC' });
    // 2025-11-16 was a Sunday: index 0 = Sunday, as date-fns and rc-picker count
    return Array.from({ length: 7 }, (_, i) => f.format(Date.UTC(2025, 10, 16 + i)));
  } catch {
    return [];
  }
}

const validNames = (list: string[], n: number) => list.length === n && list.every((s) => /\p{Script=Arabic}/u.test(s));

/** Full Persian month names (Farvardin … Esfand), from Intl fa-IR. */
export const MONTH_NAMES: readonly string[] = (() => {
  const fromIntl = intlMonthNames();
  return validNames(fromIntl, 12) ? fromIntl : Array.from({ length: 12 }, (_, i) => faIR.localize.month(i as never, { width: 'wide' }));
})();

/** One-letter weekday names, Sunday first; the grid shows them Saturday first. */
export const WEEKDAY_NARROW: readonly string[] = (() => {
  const fromIntl = intlWeekdayNarrow();
  return validNames(fromIntl, 7) ? fromIntl : [...jalaliText.weekdayNarrowSundayFirst];
})();

/**
 * faIR with the short names replaced: its defaults cut Aban to three letters and write Monday with a Latin digit.
 * Abbreviated months become the full names; short and narrow weekdays the one-letter row.
 */
export const faIRLocale: typeof faIR = {
  ...faIR,
  localize: {
    ...faIR.localize,
    month: ((m: number, opts?: { width?: string }) =>
      opts?.width === 'abbreviated' ? MONTH_NAMES[m]! : faIR.localize.month(m as never, opts as never)) as typeof faIR.localize.month,
    day: ((d: number, opts?: { width?: string }) =>
      opts?.width === 'short' || opts?.width === 'narrow' ? WEEKDAY_NARROW[d]! : faIR.localize.day(d as never, opts as never)) as typeof faIR.localize.day,
  },
  options: { weekStartsOn: 6, firstWeekContainsDate: 1 },
};

/* ----------------------------------------------------------- formats */

/** antd/moment-style tokens (YYYY, DD, A) → date-fns tokens (yyyy, dd, a). */
export const localeParse = (format: string): string =>
  format
    .replace(/Y/g, 'y')
    .replace(/D/g, 'd')
    .replace(/gggg/, 'yyyy')
    .replace(/g/g, 'G')
    .replace(/([Ww])o/g, 'wo')
    .replace(/A/g, 'a');

const opts = { locale: faIRLocale };
const z = inTehran;

/** Parses ASCII or Persian/Arabic digits strictly (the text must round-trip), in Tehran. */
export function parseJalali(text: string, format: string): TZDate | null {
  const ascii = toAsciiDigits(text.trim());
  const fmt = localeParse(format);
  const d = parseDate(ascii, fmt, tehranNow(), opts);
  if (!isValid(d)) return null;
  return formatDate(d, fmt, opts) === ascii ? d : null;
}

export const jalaliGenerateConfig: GenerateConfig<Date> = {
  getNow: () => tehranNow(),
  getFixedDate: (s) => parseJalali(s, s.includes(':') ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD') ?? inTehran(s),
  getEndDate: (d) => endOfMonth(z(d)),
  getWeekDay: (d) => getDay(z(d)),
  getYear: (d) => getYear(z(d)),
  getMonth: (d) => getMonth(z(d)),
  getDate: (d) => getDate(z(d)),
  getHour: (d) => getHours(z(d)),
  getMinute: (d) => getMinutes(z(d)),
  getSecond: (d) => getSeconds(z(d)),
  getMillisecond: (d) => getMilliseconds(z(d)),
  addYear: (d, n) => addYears(z(d), n),
  addMonth: (d, n) => addMonths(z(d), n),
  addDate: (d, n) => addDays(z(d), n),
  setYear: (d, y) => setYear(z(d), y),
  setMonth: (d, m) => setMonth(z(d), m),
  setDate: (d, n) => setDate(z(d), n),
  setHour: (d, h) => setHours(z(d), h),
  setMinute: (d, m) => setMinutes(z(d), m),
  setSecond: (d, s) => setSeconds(z(d), s),
  setMillisecond: (d, ms) => setMilliseconds(z(d), ms),
  isAfter: (a, b) => isAfter(a, b),
  isValidate: (d) => isValid(d),
  locale: {
    getWeekFirstDay: () => 6,
    getWeekFirstDate: (_l, d) => startOfWeek(z(d), { weekStartsOn: 6 }),
    getWeek: (_l, d) => getWeek(z(d), opts),
    getShortWeekDays: () => [...WEEKDAY_NARROW],
    getShortMonths: () => [...MONTH_NAMES],
    format: (_l, d, format) => (isValid(d) ? formatDate(z(d), localeParse(format), opts) : (null as unknown as string)),
    parse: (_l, text, formats) => {
      for (const f of formats) {
        const d = parseJalali(text, f);
        if (d) return d;
      }
      return null;
    },
  },
};

/* ----------------------------------------------------------- conversions */

/** A Date (or ISO string) → the instant as an ISO-8601 UTC string, for the API. */
export function toIso(d: Date | null | undefined): string | null {
  return d && isValid(d) ? new Date(d.getTime()).toISOString() : null;
}

/** An ISO-8601 instant → a Date read in Tehran; null for empty or invalid. */
export function fromIso(iso: string | null | undefined): TZDate | null {
  if (!iso) return null;
  const t = Date.parse(iso);
  return Number.isNaN(t) ? null : inTehran(t);
}

/** Tehran's calendar day of a Date as a Gregorian `yyyy-mm-dd` (for date-only fields). */
export function toIsoDate(d: Date | null | undefined): string | null {
  if (!d || !isValid(d)) return null;
  const t = inTehran(d);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${t.getFullYear()}-${p(t.getMonth() + 1)}-${p(t.getDate())}`;
}

/** A Gregorian `yyyy-mm-dd` → that day's start in Tehran. 2025-11-21 is 1404/08/30. */
export function fromIsoDate(s: string | null | undefined): TZDate | null {
  const m = s ? /^(\d{4})-(\d{2})-(\d{2})/.exec(s) : null;
  if (!m) return null;
  const d = new TZDate(Number(m[1]), Number(m[2]) - 1, Number(m[3]), TEHRAN);
  return isValid(d) ? d : null;
}

/** The Jalali year, month (1–12) and day of a Date, in Tehran. */
export function toJalaliParts(d: Date): { year: number; month: number; day: number } {
  const t = inTehran(d);
  return { year: getYear(t), month: getMonth(t) + 1, day: getDate(t) };
}

/** The start in Tehran of a Jalali day (month 1–12); null if there is no such day. */
export function fromJalaliParts(year: number, month: number, day: number): TZDate | null {
  const p = (n: number, w: number) => String(n).padStart(w, '0');
  return parseJalali(`${p(year, 4)}/${p(month, 2)}/${p(day, 2)}`, 'YYYY/MM/DD');
}
