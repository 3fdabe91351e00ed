import { visitReportText as t } from '@pishkhan/common/i18n/fa/visits';
import type { ReportMeasureView } from '../../../components/report/report.api';

export type VisitMeasure = keyof typeof t.measures;
export const VISIT_MEASURES: ReportMeasureView<VisitMeasure>[] = (['visits', 'page_views', 'product_views', 'post_views'] as const).map((key) => ({
  key,
  label: t.measures[key],
  kind: 'count',
  hint: t.definitions[key],
}));

/** A report period `1405/01/15` as the day page's address segment `1405-01-15`. */
export const dayParam = (period: string) => period.replaceAll('/', '-');
