import { toPersianDigits } from '@pishkhan/common/text';
import { jalaliText } from '@pishkhan/common/i18n/fa/inputs';
import { jalaliDate, jalaliDateTime, tehranClock } from '@pishkhan/common/tehran-time';

export type JalaliFormatKind = 'date' | 'datetime' | 'time';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date for display, in Jalali and Asia/Tehran with Persian digits:
 * `formatJalali('2025-11-21T10:35:00Z')` → 1404/08/30 in Persian digits,
 * `formatJalali('2025-11-21T10:35:00Z', 'datetime')` → 1404/08/30 14:05 in Persian digits.
 * Empty or invalid input gives ''. Built on the shared Tehran-time helpers (jalaali-js), not on the date
 * pickers' calendar: the shell formats dates (the bell, the contacts list) without loading the pickers.
 */
export function formatJalali(value: Date | string | number | null | undefined, kind: JalaliFormatKind = 'date'): string {
  if (value === null || value === undefined || value === '') return '';
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  if (kind === 'time') {
    const c = tehranClock(d);
    return toPersianDigits(`${pad(c.h)}:${pad(c.mi)}`);
  }
  if (kind === 'date') return toPersianDigits(jalaliDate(d));
  return toPersianDigits(jalaliDateTime(d).replace(' ', jalaliText.dateTimeSeparator));
}
