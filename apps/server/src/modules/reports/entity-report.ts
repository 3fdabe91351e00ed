import { sql, type SQL } from 'drizzle-orm';
import { reportErrors, reportText } from '@pishkhan/common/i18n/fa/reports';
import { isoOfDay } from '@pishkhan/common/jalali-days';
import { changeOf } from '@pishkhan/common/report';
import { sheetColumnsOf, type ReportColumn } from '@pishkhan/common/reports/columns';
import { toAsciiDigits } from '@pishkhan/common/text';
import type { App } from '../../lib/app-types';
import { exportTooLarge, fieldError, validation } from '../../lib/errors';
import { EXPORT_MAX_ROWS, type SheetColumn } from '../../lib/excel';
import { excelExport } from '../../lib/export-task';
import { meta } from '../../lib/list';
import { pinnedRange, rangeOut, type DayRange, type ReportFilters } from '../../lib/report';

/**
 * What the per-item reports (customers, products) share: the Tehran bounds of a range of whole days
 * (index-friendly timestamps), optional id and number filters, and the answer with the previous
 * period's totals.
 */

/** A report's columns as its sheet has them (counts as plain numbers). */
export const sheetColumns = (columns: readonly ReportColumn[]): SheetColumn[] =>
  sheetColumnsOf(columns).map((c) => ({ header: c.label, key: c.key, ...(c.width !== undefined ? { width: c.width } : {}), ...(c.kind === 'count' ? {} : { kind: c.kind }) }));

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

/**
 * The Excel export of an item report (lib/export-task.ts): every row of the request's filters, read
 * page by page through `figures`, then a bold totals row; counted first, so a large one is queued.
 */
export function itemExport<F, R>(
  app: App,
  o: {
    path: string;
    permission: string;
    file: string;
    sheet: string;
    /** The report's columns (those of the sheet are written). */
    columns: readonly ReportColumn[];
    /** The column the totals row names itself in. */
    firstKey: string;
    /** The report's sort keys (the query is checked, its preset pinned to dates, before a task is queued). */
    sorts: readonly string[];
    parse: (q: Record<string, unknown>) => { f: ReportFilters; pf: F };
    figures: (f: ReportFilters, pf: F, page: number, perPage: number) => Promise<{ total: number; totals: Record<string, number>; rows: R[] }>;
  },
) {
  return excelExport<R>(app, {
    key: o.path,
    permission: o.permission,
    file: o.file,
    sheet: o.sheet,
    columns: sheetColumns(o.columns),
    tooLarge: () => fieldError(exportTooLarge(EXPORT_MAX_ROWS), 'export'),
    pin: (q) => pinnedRange(q, o.sorts),
    open: async (q) => {
      const { f, pf } = o.parse(q);
      let head: Promise<{ total: number; totals: Record<string, number> }> | undefined;
      const summary = () => (head ??= o.figures(f, pf, 1, 0));
      return {
        count: async () => (await summary()).total,
        rows: async (offset, limit) => (await o.figures(f, pf, Math.floor(offset / limit) + 1, limit)).rows,
        footer: async () => ({ ...(await summary()).totals, [o.firstKey]: reportText.totals }),
      };
    },
    toRow: (r) => r as unknown as Record<string, unknown>,
  });
}
