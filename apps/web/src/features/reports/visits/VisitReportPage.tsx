import { visitReportText as t } from '@pishkhan/common/i18n/fa/visits';
import { VISIT_REPORT_COLUMNS } from '@pishkhan/common/reports/visits.columns';
import { ReportPage } from '../../../components/report/ReportPage';
import { dayParam } from './day-param';

/** /admin/reports/visit — visits, page, product and post views per Jalali period; each day opens its hours (docs/reports.md). */
export default function VisitReportPage() {
  return (
    <ReportPage
      title={t.title}
      path="/api/admin/reports/visit"
      measures={VISIT_REPORT_COLUMNS}
      exportFile={t.file}
      chart="line"
      modes={false}
      seriesLabels={{ visits: t.measures.visits }}
      rowLink={(row, group) => (group === 'day' ? `/reports/visit/${dayParam(row.period)}` : undefined)}
    />
  );
}
