import ExcelJS from 'exceljs';
import { sql, type SQL } from 'drizzle-orm';
import { reportErrors, reportText } from '@pishkhan/common/i18n/fa/reports';
import { isoOfDay } from '@pishkhan/common/jalali-days';
import { changeOf } from '@pishkhan/common/report';
import { toAsciiDigits } from '@pishkhan/common/text';
import { validation } from '../../lib/errors';
import { addSheet, type SheetColumn } from '../../lib/excel';
import { meta } from '../../lib/list';
import { rangeOut, type DayRange, type ReportFilters } from '../../lib/report';

/**
 * What the per-item reports (customers, products) share: the Tehran bounds of a range of whole days
 * (index-friendly timestamps), optional id and number filters, and the answer with the previous
 * period's totals.
 */

/** The column an item report sorts by: the asked one, or `fallback` descending when the kit's default (`period`) came. */
export function itemSort<K extends string>(sort: ReportFilters['sort'], fallback: K): { key: K; desc: boolean } {
  return sort.key === 'period' ? { key: fallback, desc: true } : { key: sort.key as K, desc: sort.desc };
}

/** `created_at` within the range's Tehran calendar days. */
export const inTehranDays = (col: SQL, r: DayRange): SQL =>
  sql`${col} >= (${isoOfDay(r.first)}::date)::timestamp at time zone 'Asia/Tehran' and ${col} < (${isoOfDay(r.last)}::date + 1)::timestamp at time zone 'Asia/Tehran'`;

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/** Optional non-negative integers of a query (ids, amounts, counts; Persian digits too); 422 on a bad one. */
export function numbers<K extends string>(q: Record<string, unknown>, keys: readonly K[]): Partial<Record<K, number>> {
  const out: Partial<Record<K, number>> = {};
  const fields: Record<string, string> = {};
  for (const k of keys) {
    const raw = str(q[k]);
    if (raw === undefined) continue;
    const n = Number(toAsciiDigits(raw).replace(/[,\u066C]/g, ''));
    if (!Number.isSafeInteger(n) || n < 0) fields[k] = reportErrors.number;
    else out[k] = n;
  }
  if (Object.keys(fields).length) throw validation(fields);
  return out;
}

export const searchOf = (q: Record<string, unknown>) => (typeof q.q === 'string' ? q.q.slice(0, 100) : undefined);

/** The answer of an item report: one page of rows, the totals of every row, the previous period's totals. */
export function itemAnswer<R, T extends Record<string, number>>(f: ReportFilters, rows: R[], totals: T, previous: T | null, total: number) {
  return {
    data: {
      range: rangeOut(f.range),
      mode: f.mode,
      rows,
      totals,
      ...(previous
        ? { compare: { range: rangeOut(f.previous), totals: previous, change: Object.fromEntries(Object.keys(totals).map((k) => [k, changeOf(totals[k]!, previous[k]!)])) } }
        : {}),
    },
    meta: meta(f.page, f.perPage, total, rows.length),
  };
}

/** The sheet of an item report: its columns, every row, and a totals row. */
export function itemWorkbook(name: string, columns: SheetColumn[], rows: Record<string, unknown>[], totals: Record<string, unknown>, firstKey: string) {
  const wb = new ExcelJS.Workbook();
  const ws = addSheet(wb, name, columns, rows);
  const total = ws.addRow({ ...totals, [firstKey]: reportText.totals });
  total.font = { bold: true };
  return wb;
}
