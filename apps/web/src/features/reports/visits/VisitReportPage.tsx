import { visitReportText as t } from '@pishkhan/common/i18n/fa/visits';
import { ReportPage } from '../../../components/report/ReportPage';
import { dayParam, VISIT_MEASURES } from './visit-measures';

/** /admin/reports/visit — visits, page, product and post views per Jalali period; each day opens its hours (docs/reports.md). */
export default function VisitReportPage() {
  return (
    <ReportPage
      title={t.title}
      path="/api/admin/reports/visit"
      measures={VISIT_MEASURES}
      exportFile={t.file}
      chart="line"
      modes={false}
      seriesLabels={{ visits: t.measures.visits }}
      rowLink={(row, group) => (group === 'day' ? `/reports/visit/${dayParam(row.period)}` : undefined)}
    />
  );
}
