import { orderReportText as t } from '@pishkhan/common/i18n/fa/reports';
import { ReportPage } from '../../../components/report/ReportPage';
import type { ReportMeasureView } from '../../../components/report/report.api';

type Measure = keyof typeof t.measures;
const MEASURES: ReportMeasureView<Measure>[] = (['count', 'gross', 'discount', 'returns', 'net', 'shipping', 'total'] as const).map((key) => ({
  key,
  label: t.measures[key],
  kind: key === 'count' ? 'count' : 'money',
  hint: t.definitions[key],
}));

/** /admin/reports/orders — sales per Jalali period, online and in store (docs/reports.md). */
export default function OrderReportPage() {
  return <ReportPage title={t.title} path="/api/admin/reports/orders" measures={MEASURES} exportFile={t.file} chart="bar" />;
}
