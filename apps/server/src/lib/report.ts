import type { FastifyRequest } from 'fastify';
import { reportErrors, reportText } from '@pishkhan/common/i18n/fa/reports';
import {
  bucketKeys,
  dayOfJalali,
  isoOfDay,
  jalaliTextOfDay,
  monthStart,
  previousMonthStart,
  tehranToday,
  weekStart,
  yearStart,
  type DayNumber,
} from '@pishkhan/common/jalali-days';
import {
  changeOf,
  channelsOf,
  DEFAULT_REPORT_PRESET,
  REPORT_GROUPS,
  REPORT_MAX_DAYS,
  REPORT_MODES,
  REPORT_PRESETS,
  type ReportAnswer,
  type ReportChannel,
  type ReportGroup,
  type ReportMode,
  type ReportPeriodRow,
  type ReportPoint,
  type ReportPreset,
  type ReportRange,
} from '@pishkhan/common/report';
import type { ReportMeasure } from '@pishkhan/common/reports/columns';
import { toAsciiDigits, toPersianDigits } from '@pishkhan/common/text';
import type { Db } from '../db/client';
import type { App } from './app-types';
import { exportTooLarge, fieldError, validation } from './errors';
import { EXPORT_MAX_ROWS, type SheetColumn } from './excel';
import { excelExport } from './export-task';
import { meta, type ListMeta } from './list';

/**
 * The report kit: a period report (figures per Tehran calendar day, bucketed into Jalali days,
 * weeks from Saturday, months or years) from a small definition — its measures, its permission and
 * how to read one day's figures per channel — answered as `{ range, rows, totals, series, compare }`
 * with server paging and sorting of the rows, plus the Excel export of exactly the same filters.
 * A definition reads whole days only (a range is made of Jalali calendar days), so it reads them from
 * a table of day totals kept with the rows (e.g. sale_days), never by scanning the rows of a year.
 */

/* ------------------------------------------------------------------ ranges */

/** A range of whole days, inclusive. */
export interface DayRange {
  first: DayNumber;
  last: DayNumber;
}

export const rangeOut = (r: DayRange): ReportRange => ({
  from: jalaliTextOfDay(r.first),
  to: jalaliTextOfDay(r.last),
  from_day: isoOfDay(r.first),
  to_day: isoOfDay(r.last),
  days: r.last - r.first + 1,
});

/** A preset's range and the period it is compared with (the same stretch of the previous week, month or year for the "to date" presets). */
export function presetRange(preset: ReportPreset, today: DayNumber): { range: DayRange; previous: DayRange } {
  const t = today;
  switch (preset) {
    case 'today':
      return { range: { first: t, last: t }, previous: { first: t - 1, last: t - 1 } };
    case 'yesterday':
      return { range: { first: t - 1, last: t - 1 }, previous: { first: t - 2, last: t - 2 } };
    case 'this_week': {
      const ws = weekStart(t);
      return { range: { first: ws, last: t }, previous: { first: ws - 7, last: t - 7 } };
    }
    case 'last_week': {
      const ws = weekStart(t);
      return { range: { first: ws - 7, last: ws - 1 }, previous: { first: ws - 14, last: ws - 8 } };
    }
    case 'this_month': {
      const ms = monthStart(t);
      const pm = previousMonthStart(t);
      return { range: { first: ms, last: t }, previous: { first: pm, last: Math.min(pm + (t - ms), ms - 1) } };
    }
    case 'last_month': {
      const pm = previousMonthStart(t);
      const before = previousMonthStart(pm);
      return { range: { first: pm, last: monthStart(t) - 1 }, previous: { first: before, last: pm - 1 } };
    }
    case 'last_30_days':
      return { range: { first: t - 29, last: t }, previous: { first: t - 59, last: t - 30 } };
    case 'this_year': {
      const ys = yearStart(t);
      const py = yearStart(ys - 1);
      return { range: { first: ys, last: t }, previous: { first: py, last: Math.min(py + (t - ys), ys - 1) } };
    }
  }
}

/** A report query with its preset replaced by the days it means now (`from`/`to`), for an export run later. */
export function pinnedRange(q: Record<string, unknown>, sortable: readonly string[]): Record<string, unknown> {
  const f = reportFilters(q, sortable);
  const { preset: _p, ...rest } = q;
  return { ...rest, from: jalaliTextOfDay(f.range.first), to: jalaliTextOfDay(f.range.last) };
}

/** The period of equal length just before a range. */
export const previousOf = (r: DayRange): DayRange => ({ first: r.first - (r.last - r.first + 1), last: r.first - 1 });

/** A Jalali date from a query value (`1405/01/15`, `1405-1-15`, Persian or Arabic digits); a Persian message when it is not one. */
function parseJalali(v: string): DayNumber | string {
  const m = /^\s*(\d{4})[/-](\d{1,2})[/-](\d{1,2})\s*$/.exec(toAsciiDigits(v));
  if (!m) return reportErrors.date;
  const jy = Number(m[1]);
  if (jy < 1300 || jy > 1500) return reportErrors.dateInvalid;
  return dayOfJalali(jy, Number(m[2]), Number(m[3])) ?? reportErrors.dateInvalid;
}

/* ----------------------------------------------------------------- filters */

export interface ReportFilters {
  range: DayRange;
  previous: DayRange;
  preset: ReportPreset | null;
  mode: ReportMode;
  group: ReportGroup;
  compare: boolean;
  sort: { key: string; desc: boolean };
  page: number;
  perPage: number;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
const oneOf = <T extends string>(list: readonly T[], v: string): v is T => (list as readonly string[]).includes(v);

/**
 * The filters of a report request: `from`/`to` (Jalali) or `preset` (default: last 30 days), `mode`,
 * `group`, `compare` (default on), `sort` (a measure or `period`, `-` for descending), `page`,
 * `per_page`. Anything wrong → 422 with a Persian message per field, never a 500.
 */
export function reportFilters(q: Record<string, unknown>, sortable: readonly string[], now = new Date()): ReportFilters {
  const fields: Record<string, string> = {};
  const today = tehranToday(now);
  let range: DayRange | undefined;
  let previous: DayRange | undefined;
  let preset: ReportPreset | null = null;
  const from = str(q.from);
  const to = str(q.to);
  const presetRaw = str(q.preset);
  if (presetRaw !== undefined) {
    if (oneOf(REPORT_PRESETS, presetRaw)) preset = presetRaw;
    else fields.preset = reportErrors.preset;
  }
  if (!preset && (from !== undefined || to !== undefined) && !fields.preset) {
    if (from === undefined || to === undefined) fields[from === undefined ? 'from' : 'to'] = reportErrors.bothDates;
    else {
      const a = parseJalali(from);
      const b = parseJalali(to);
      if (typeof a === 'string') fields.from = a;
      if (typeof b === 'string') fields.to = b;
      if (typeof a === 'number' && typeof b === 'number') {
        if (b < a) fields.to = reportErrors.order;
        else if (b - a + 1 > REPORT_MAX_DAYS) fields.to = reportErrors.tooLong(toPersianDigits(REPORT_MAX_DAYS));
        else {
          range = { first: a, last: b };
          previous = previousOf(range);
        }
      }
    }
  } else if (!fields.preset) {
    preset ??= DEFAULT_REPORT_PRESET;
    ({ range, previous } = presetRange(preset, today));
  }
  const mode = str(q.mode) ?? 'both';
  if (!oneOf(REPORT_MODES, mode)) fields.mode = reportErrors.mode;
  const group = str(q.group) ?? 'day';
  if (!oneOf(REPORT_GROUPS, group)) fields.group = reportErrors.group;
  const sortRaw = str(q.sort) ?? 'period';
  const sortKey = sortRaw.replace(/^-/, '');
  if (sortKey !== 'period' && !sortable.includes(sortKey)) fields.sort = reportErrors.sort;
  const page = str(q.page) === undefined ? 1 : Number(toAsciiDigits(String(q.page)));
  if (!Number.isSafeInteger(page) || page < 1) fields.page = reportErrors.page;
  const perPageRaw = str(q.per_page) === undefined ? 31 : Number(toAsciiDigits(String(q.per_page)));
  if (!Number.isSafeInteger(perPageRaw) || perPageRaw < 1) fields.per_page = reportErrors.page;
  if (Object.keys(fields).length || !range || !previous) throw validation(fields);
  const compare = !(q.compare === '0' || q.compare === 'false');
  return {
    range,
    previous,
    preset,
    mode: mode as ReportMode,
    group: group as ReportGroup,
    compare,
    sort: { key: sortKey, desc: sortRaw.startsWith('-') },
    page,
    perPage: Math.min(100, perPageRaw),
  };
}

/* --------------------------------------------------------- period reports */

/** One day's figures of one channel, as a definition reads them. */
export interface DayFigures<M extends string> {
  /** `YYYY-MM-DD` (a Tehran calendar day). */
  day: string;
  /** A sales channel, or one of the report's own `series`. */
  channel: string;
  values: Record<M, number>;
}

export interface PeriodReport<M extends string> {
  /** The admin path after /api/admin/reports/ and the web route after /admin/reports/. */
  key: string;
  permission: string;
  measures: readonly ReportMeasure<M>[];
  /** The measure drawn on the chart, one series per channel. */
  chart: M;
  /** A report that is not about sales (no online / in-store mode): its own series keys instead of the channels. */
  series?: readonly string[];
  /** The days' figures of the channels, for whole days first..last (inclusive). Additive measures only. */
  days: (db: Db, range: DayRange, channels: ReportChannel[]) => Promise<DayFigures<M>[]>;
  /** Derived measures computed from the summed ones (e.g. net = gross − discount − returns), applied to rows, totals and chart points; linear. */
  derive?: (v: Record<M, number>) => void;
  sheet: { file: string; name: string };
}

const zeros = <M extends string>(measures: readonly ReportMeasure<M>[]) => Object.fromEntries(measures.map((m) => [m.key, 0])) as Record<M, number>;

function addInto<M extends string>(into: Record<M, number>, v: Record<M, number>, measures: readonly ReportMeasure<M>[]) {
  for (const m of measures) into[m.key] += v[m.key] ?? 0;
}

/** The report of one range: every bucket that has a day in it (empty ones too, so a chart has no gaps). */
export async function periodFigures<M extends string>(def: PeriodReport<M>, db: Db, range: DayRange, mode: ReportMode, group: ReportGroup) {
  const channels: string[] = def.series ? [...def.series] : channelsOf(mode);
  const figures = await def.days(db, range, channelsOf(mode));
  const buckets: { row: ReportPeriodRow<M>; point: ReportPoint }[] = [];
  const bucketOfDay = new Map<string, { row: ReportPeriodRow<M>; point: ReportPoint }>();
  // Buckets in calendar order, clipped to the range.
  let cur: { key: string; row: ReportPeriodRow<M>; point: ReportPoint } | undefined;
  const keys = bucketKeys(range.first, range.last, group);
  for (let d = range.first; d <= range.last; d++) {
    const key = keys[d - range.first]!;
    const iso = isoOfDay(d);
    if (!cur || cur.key !== key) {
      const point: ReportPoint = { period: key, from: iso, to: iso, values: Object.fromEntries(channels.map((c) => [c, 0])) };
      cur = { key, row: { period: key, from: iso, to: iso, ...zeros(def.measures) } as ReportPeriodRow<M>, point };
      buckets.push(cur);
    }
    cur.row.to = iso;
    cur.point.to = iso;
    bucketOfDay.set(iso, cur);
  }
  const totals = zeros(def.measures);
  for (const f of figures) {
    const b = bucketOfDay.get(f.day);
    if (!b) continue;
    addInto(b.row as Record<M, number>, f.values, def.measures);
    addInto(totals, f.values, def.measures);
    const derived = { ...f.values };
    def.derive?.(derived);
    b.point.values[f.channel] = (b.point.values[f.channel] ?? 0) + (derived[def.chart] ?? 0);
  }
  const rows = buckets.map((b) => b.row);
  if (def.derive) {
    for (const r of rows) def.derive(r as Record<M, number>);
    def.derive(totals);
  }
  return { rows, totals, series: { measure: def.chart, keys: channels, points: buckets.map((b) => b.point) } };
}

/** The whole answer for a request's filters: all rows sorted (paging is the caller's). */
export async function periodReport<M extends string>(def: PeriodReport<M>, db: Db, f: ReportFilters): Promise<ReportAnswer<M>> {
  const [cur, prev] = await Promise.all([
    periodFigures(def, db, f.range, f.mode, f.group),
    f.compare ? periodFigures(def, db, f.previous, f.mode, 'year') : Promise.resolve(null),
  ]);
  const dir = f.sort.desc ? -1 : 1;
  const key = f.sort.key;
  const rows =
    key === 'period'
      ? f.sort.desc
        ? [...cur.rows].reverse()
        : cur.rows
      : [...cur.rows].sort((a, b) => dir * ((a as Record<string, number>)[key]! - (b as Record<string, number>)[key]!) || a.from.localeCompare(b.from));
  const answer: ReportAnswer<M> = { range: rangeOut(f.range), mode: f.mode, group: f.group, rows, totals: cur.totals, series: cur.series };
  if (prev) {
    const change = Object.fromEntries(def.measures.map((m) => [m.key, changeOf(cur.totals[m.key], prev.totals[m.key])])) as Record<M, number | null>;
    answer.compare = { range: rangeOut(f.previous), totals: prev.totals, change };
  }
  return answer;
}

/** The rows of one page and the list meta. */
export function pageRows<R>(rows: R[], page: number, perPage: number): { rows: R[]; meta: ListMeta } {
  const slice = rows.slice((page - 1) * perPage, page * perPage);
  return { rows: slice, meta: meta(page, perPage, rows.length, slice.length) };
}

/** The columns of a report's sheet: the bucket, its days, the measures. */
export function reportColumns<M extends string>(def: PeriodReport<M>): SheetColumn[] {
  return [
    { header: reportText.period, key: 'period', kind: 'text', width: 14 },
    { header: reportText.periodFrom, key: 'from', kind: 'day' },
    { header: reportText.periodTo, key: 'to', kind: 'day' },
    ...def.measures.map((m): SheetColumn => ({ header: m.label, key: m.key, width: 18, ...(m.kind === 'money' ? { kind: 'money' as const } : {}) })),
  ];
}

/**
 * Registers `GET /api/admin/reports/<key>` (the answer, one page of rows) and
 * `GET /api/admin/reports/<key>/export` (every row of the same filters as an .xlsx, through the
 * export kit of lib/export-task.ts: at once when small, else a queued task; more than
 * `EXPORT_MAX_ROWS` rows → 422).
 */
export function registerPeriodReport<M extends string>(app: App, db: Db, def: PeriodReport<M>) {
  const path = `/api/admin/reports/${def.key}`;
  const sortable = def.measures.map((m) => m.key as string);
  const config = { permission: def.permission, audit: false as const };
  const schema = { tags: ['reports'] };
  app.get(path, { config, schema }, async (req: FastifyRequest) => {
    const f = reportFilters(req.query as Record<string, unknown>, sortable);
    const answer = await periodReport(def, db, f);
    const { rows, meta: m } = pageRows(answer.rows, f.page, f.perPage);
    return { data: { ...answer, rows }, meta: m };
  });
  const columns = reportColumns(def);
  const exportAnswer = excelExport<ReportPeriodRow<M>>(app, {
    key: `${path}/export`,
    permission: def.permission,
    file: def.sheet.file,
    sheet: def.sheet.name,
    columns,
    tooLarge: () => fieldError(exportTooLarge(EXPORT_MAX_ROWS), 'export'),
    pin: (q) => pinnedRange(q, sortable),
    open: async (q) => {
      const f = reportFilters(q, sortable);
      const answer = await periodReport(def, db, { ...f, compare: false });
      return {
        count: async () => answer.rows.length,
        rows: async (offset, limit) => answer.rows.slice(offset, offset + limit),
        footer: async () => ({ period: reportText.totals, ...answer.totals }),
      };
    },
    toRow: (r) => r as unknown as Record<string, unknown>,
  });
  app.get(`${path}/export`, { config, schema }, exportAnswer);
}
