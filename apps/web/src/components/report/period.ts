import { reportText } from '@pishkhan/common/i18n/fa/reports';
import type { ReportGroup } from '@pishkhan/common/report';
import { toPersianDigits } from '@pishkhan/common/text';
import { fromIsoDate, MONTH_NAMES } from '../inputs/jalali/config';
import { formatJalali } from '../inputs/jalali/format';

/** A calendar day `YYYY-MM-DD` as its Jalali date in Persian digits (۱۴۰۵/۰۱/۰۱). */
export const dayText = (iso: string) => formatJalali(fromIsoDate(iso));

/** A Jalali `YYYY/MM/DD` from the server in Persian digits. */
export const jalaliText = (s: string) => toPersianDigits(s);

/**
 * A report bucket as shown: a day (۱۴۰۵/۰۱/۰۱), a week (its first and last day inside the range),
 * a month (فروردین ۱۴۰۵) or a year (۱۴۰۵). `from`/`to` are the bucket's days (`YYYY-MM-DD`).
 */
export function periodLabel(period: string, group: ReportGroup, from: string, to: string): string {
  if (group === 'month') {
    const [y, m] = period.split('/');
    return `${MONTH_NAMES[Number(m) - 1] ?? m} ${toPersianDigits(y ?? '')}`;
  }
  if (group === 'week') return reportText.week(dayText(from), dayText(to));
  return toPersianDigits(period);
}

/** A short label for the chart's axis: day → ۰۱/۱۵, week → its first day's, month → its name, year → ۱۴۰۵. */
export function axisLabel(period: string, group: ReportGroup, from: string): string {
  if (group === 'day') return toPersianDigits(period.slice(5));
  if (group === 'week') return dayText(from).slice(5);
  if (group === 'month') return MONTH_NAMES[Number(period.split('/')[1]) - 1] ?? period;
  return toPersianDigits(period);
}
