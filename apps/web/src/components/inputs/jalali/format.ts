import { format, isValid } from 'date-fns-jalali';
import { toPersianDigits } from '@pishkhan/common/text';
import { jalaliText } from '@pishkhan/common/i18n/fa/inputs';
import { faIRLocale, inTehran } from './config';

export type JalaliFormatKind = 'date' | 'datetime' | 'time';

const PATTERNS: Record<JalaliFormatKind, string> = {
  date: 'yyyy/MM/dd',
  datetime: `yyyy/MM/dd'${jalaliText.dateTimeSeparator}'HH:mm`,
  time: 'HH:mm',
};

/**
 * A date for display, in Jalali and Asia/Tehran with Persian digits:
 * `formatJalali('2025-11-21T10:35:00Z')` → 1404/08/30 in Persian digits,
 * `formatJalali('2025-11-21T10:35:00Z', 'datetime')` → 1404/08/30 14:05 in Persian digits.
 * Empty or invalid input gives ''.
 */
export function formatJalali(value: Date | string | number | null | undefined, kind: JalaliFormatKind = 'date'): string {
  if (value === null || value === undefined || value === '') return '';
  const d = value instanceof Date ? value : new Date(value);
  if (!isValid(d)) return '';
  return toPersianDigits(format(inTehran(d), PATTERNS[kind], { locale: faIRLocale }));
}
