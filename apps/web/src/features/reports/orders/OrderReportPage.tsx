import { orderReportText as t } from '@pishkhan/common/i18n/fa/reports';
import { ORDER_REPORT_COLUMNS } from '@pishkhan/common/reports/orders.columns';
import { ReportPage } from '../../../components/report/ReportPage';

/** /admin/reports/orders — sales per Jalali period, online and in store (docs/reports.md). */
export default function OrderReportPage() {
  return <ReportPage title={t.title} path="/api/admin/reports/orders" measures={ORDER_REPORT_COLUMNS} exportFile={t.file} chart="bar" />;
}
