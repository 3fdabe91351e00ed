import { visitReportText as t } from '../i18n/fa/visits';
import type { ReportMeasure } from './columns';

/** The visit report's measures: a column each, per Jalali period and per hour of a day (docs/reports.md). */
export const VISIT_MEASURES = ['visits', 'page_views', 'product_views', 'post_views'] as const;
export type VisitMeasure = (typeof VISIT_MEASURES)[number];

export const VISIT_REPORT_COLUMNS: readonly ReportMeasure<VisitMeasure>[] = VISIT_MEASURES.map((key) => ({
  key,
  label: t.measures[key],
  kind: 'count',
  hint: t.definitions[key],
}));
