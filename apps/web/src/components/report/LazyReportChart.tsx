import { reportText } from '@pishkhan/common/i18n/fa/reports';
import { lazy, Suspense } from 'react';
import type { ReportChartProps } from './ReportChart';

const ReportChart = lazy(() => import('./ReportChart'));

/** The report chart, loaded when a report first shows it, behind a box of its height. */
export function LazyReportChart(props: ReportChartProps) {
  return (
    <Suspense fallback={<div className="pk-report-chart pk-picker-loading" aria-busy="true" aria-label={reportText.chartLoading} style={{ blockSize: props.height ?? 260 }} />}>
      <ReportChart {...props} />
    </Suspense>
  );
}
