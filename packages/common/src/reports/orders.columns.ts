import { orderReportText as t } from '../i18n/fa/reports';
import type { ReportMeasure } from './columns';

/** The sales (orders) report's measures: a column each, per Jalali period (docs/reports.md). */
export const ORDER_REPORT_MEASURES = ['count', 'gross', 'discount', 'returns', 'net', 'shipping', 'total'] as const;
export type OrderReportMeasure = (typeof ORDER_REPORT_MEASURES)[number];

export const ORDER_REPORT_COLUMNS: readonly ReportMeasure<OrderReportMeasure>[] = ORDER_REPORT_MEASURES.map((key) => ({
  key,
  label: t.measures[key],
  kind: key === 'count' ? 'count' : 'money',
  hint: t.definitions[key],
}));
