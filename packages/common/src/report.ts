/**
 * The report kit's contract (server and web): the filters every report takes and the shape of its
 * answer. Ranges are Jalali calendar days in Asia/Tehran; `from`/`to` travel as `YYYY/MM/DD` (ASCII
 * or Persian digits), or a preset names a range relative to today.
 */

/** Ranges relative to today in Tehran; weeks start on Saturday. */
export const REPORT_PRESETS = ['today', 'yesterday', 'this_week', 'last_week', 'this_month', 'last_month', 'last_30_days', 'this_year'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];
export const DEFAULT_REPORT_PRESET: ReportPreset = 'last_30_days';

/** Domain reference §6.8: online orders, in-store sales (mini orders) or both. */
export const REPORT_MODES = ['both', 'online', 'in_store'] as const;
export type ReportMode = (typeof REPORT_MODES)[number];
/** The sales channels a mode covers. */
export const REPORT_CHANNELS = ['online', 'in_store'] as const;
export type ReportChannel = (typeof REPORT_CHANNELS)[number];
export const channelsOf = (mode: ReportMode): ReportChannel[] => (mode === 'both' ? [...REPORT_CHANNELS] : [mode]);

/** Jalali buckets of a period report. */
export const REPORT_GROUPS = ['day', 'week', 'month', 'year'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

/** The longest range a report answers, in days (ten years). */
export const REPORT_MAX_DAYS = 3660;

export interface ReportRange {
  /** Jalali `YYYY/MM/DD`, ASCII digits. */
  from: string;
  to: string;
  /** Gregorian `YYYY-MM-DD` of the same days. */
  from_day: string;
  to_day: string;
  days: number;
}

/**
 * One row of a period report: its bucket (`period`: Jalali `YYYY/MM/DD` for a day or a week's
 * Saturday, `YYYY/MM` for a month, `YYYY` for a year), the days it covers inside the range
 * (Gregorian `YYYY-MM-DD`) and the measures.
 */
export type ReportPeriodRow<M extends string = string> = { period: string; from: string; to: string } & Record<M, number>;

/** A point of the chart: the bucket and the charted measure per series key (a channel). */
export interface ReportPoint {
  period: string;
  from: string;
  to: string;
  values: Record<string, number>;
}

export interface ReportCompare<M extends string = string> {
  range: ReportRange;
  totals: Record<M, number>;
  /** (current − previous) / |previous|; null when the previous figure is 0. */
  change: Record<M, number | null>;
}

export interface ReportAnswer<M extends string = string> {
  range: ReportRange;
  mode: ReportMode;
  group: ReportGroup;
  rows: ReportPeriodRow<M>[];
  totals: Record<M, number>;
  series: { measure: M; keys: string[]; points: ReportPoint[] };
  compare?: ReportCompare<M>;
}

/** The change of a figure against the previous period (see ReportCompare.change). */
export const changeOf = (current: number, previous: number): number | null => (previous === 0 ? null : (current - previous) / Math.abs(previous));
