import { isValidJalaaliDate, jalaaliMonthLength, toGregorian, toJalaali } from 'jalaali-js';
import { tehranClock } from './tehran-time';

/**
 * Calendar days as whole numbers (days since 1970-01-01) and their Jalali buckets: weeks from
 * Saturday, Jalali months and years. Days are Tehran's calendar days; nothing here has a time zone.
 */
export type DayNumber = number;

const MS_PER_DAY = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

export const dayOfGregorian = (y: number, m: number, d: number): DayNumber => Date.UTC(y, m - 1, d) / MS_PER_DAY;

/** `YYYY-MM-DD` → day. */
export function dayOfIso(iso: string): DayNumber {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return dayOfGregorian(y, m, d);
}

/** Day → `YYYY-MM-DD`. */
export function isoOfDay(day: DayNumber): string {
  const t = new Date(day * MS_PER_DAY);
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

export function jalaliOfDay(day: DayNumber): { jy: number; jm: number; jd: number } {
  const t = new Date(day * MS_PER_DAY);
  return toJalaali(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** A Jalali date → day, or null when the calendar has no such date. */
export function dayOfJalali(jy: number, jm: number, jd: number): DayNumber | null {
  if (!isValidJalaaliDate(jy, jm, jd)) return null;
  const g = toGregorian(jy, jm, jd);
  return dayOfGregorian(g.gy, g.gm, g.gd);
}

/** Day → Jalali `YYYY/MM/DD` (ASCII digits). */
export function jalaliTextOfDay(day: DayNumber): string {
  const j = jalaliOfDay(day);
  return `${j.jy}/${pad(j.jm)}/${pad(j.jd)}`;
}

/** Today in Tehran. */
export function tehranToday(now = new Date()): DayNumber {
  const c = tehranClock(now);
  return dayOfGregorian(c.y, c.m, c.d);
}

/** The Saturday that starts the day's week (1970-01-01 was a Thursday). */
export const weekStart = (day: DayNumber): DayNumber => day - ((((day + 4) % 7) + 7 + 1) % 7);

export function monthStart(day: DayNumber): DayNumber {
  const j = jalaliOfDay(day);
  return dayOfJalali(j.jy, j.jm, 1)!;
}

export function yearStart(day: DayNumber): DayNumber {
  return dayOfJalali(jalaliOfDay(day).jy, 1, 1)!;
}

/** The first day of the Jalali month before the day's month. */
export const previousMonthStart = (day: DayNumber): DayNumber => monthStart(monthStart(day) - 1);

export type DayBucket = 'day' | 'week' | 'month' | 'year';

/**
 * The bucket key of every day first..last, in order: `YYYY/MM/DD` for a day or a week (its
 * Saturday), `YYYY/MM` for a month, `YYYY` for a year. Walks the Jalali calendar from the first day
 * instead of converting each day (a year of days in well under a millisecond).
 */
export function bucketKeys(first: DayNumber, last: DayNumber, group: DayBucket): string[] {
  const keys: string[] = [];
  let { jy, jm, jd } = jalaliOfDay(first);
  let monthLength = jalaaliMonthLength(jy, jm);
  let week = '';
  for (let d = first; d <= last; d++) {
    if (group === 'day') keys.push(`${jy}/${pad(jm)}/${pad(jd)}`);
    else if (group === 'month') keys.push(`${jy}/${pad(jm)}`);
    else if (group === 'year') keys.push(String(jy));
    else {
      if (d === first || weekStart(d) === d) week = jalaliTextOfDay(weekStart(d));
      keys.push(week);
    }
    if (++jd > monthLength) {
      jd = 1;
      if (++jm > 12) {
        jm = 1;
        jy += 1;
      }
      monthLength = jalaaliMonthLength(jy, jm);
    }
  }
  return keys;
}
