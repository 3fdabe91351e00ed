import { reportChannelLabels, reportText as t } from '@pishkhan/common/i18n/fa/reports';
import type { ReportGroup, ReportPeriodRow } from '@pishkhan/common/report';
import type { ReportMeasure } from '@pishkhan/common/reports/columns';
import { formatMoney } from '@pishkhan/common/text';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Empty, Skeleton } from 'antd';
import { api, errorMessage } from '../../app/api';
import { formatNumber } from '../../app/format';
import { useSession } from '../../app/session';
// Direct import: the crud barrel would pull the list page's table into this chunk.
import { PageHeader } from '../crud/PageHeader';
import { LazyReportChart } from './LazyReportChart';
import { axisLabel, jalaliText } from './period';
import type { ReportResponse } from './report.api';
import { ExportButton } from '../crud/ExportButton';
import { ReportFilters } from './ReportFilters';
import { ReportTable } from './ReportTable';
import { ReportTotals } from './ReportTotals';
import { useReportParams } from './useReportParams';

const CHANNEL_COLORS: Record<string, string> = { online: '#1677ff', in_store: '#13a8a8' };

export interface ReportPageProps<M extends string> {
  title: string;
  /** The report route, e.g. /api/admin/reports/orders (its Excel export is `<path>/export`). */
  path: string;
  measures: readonly ReportMeasure<M>[];
  /** The export's file name when the server gives none. */
  exportFile: string;
  chart?: 'line' | 'bar';
  /** Whether the report has the online / in-store / both switch. */
  modes?: boolean;
  /** The chart's series labels when they are not sales channels (a report without modes). */
  seriesLabels?: Record<string, string>;
  /** Where a row's period leads (e.g. a day's own page), if anywhere. */
  rowLink?: (row: ReportPeriodRow<M>, group: ReportGroup) => string | undefined;
}

/**
 * A period report screen from a small definition: filters in the URL (range or preset, mode,
 * grouping, sort, page), the totals with their change against the previous period, a lazily loaded
 * chart, the rows sorted and paged by the server with a totals row, and the Excel export of exactly
 * the same filters.
 */
export function ReportPage<M extends string>({ title, path, measures, exportFile, chart = 'line', modes = true, seriesLabels, rowLink }: ReportPageProps<M>) {
  const params = useReportParams();
  const { home } = useSession();
  const unit = home.unit_label ?? '';
  const q = useQuery({
    queryKey: [path, params.query],
    queryFn: () => api.get<ReportResponse<M>>(path, params.query),
    placeholderData: keepPreviousData,
  });
  const format = (m: ReportMeasure<M>, v: number) => (m.kind === 'money' ? formatMoney(v) : formatNumber(v));
  // An answer that is not a report (never from the report routes) shows as an empty report.
  const data = q.data && Array.isArray(q.data.data?.rows) ? q.data.data : undefined;
  const group: ReportGroup = data?.group ?? 'day';
  const chartMeasure = data ? measures.find((m) => m.key === data.series.measure) : undefined;
  return (
    <div className="pk-report">
      <PageHeader title={title} extra={<ExportButton path={`${path}/export`} query={params.query} label={t.export} fileName={`${exportFile}.xlsx`} failed={t.exportFailed} />} />
      <ReportFilters params={params} range={data?.range} modes={modes} />
      {q.isError ? (
        <Alert type="error" showIcon title={errorMessage(q.error)} />
      ) : q.isPending ? (
        <Skeleton active />
      ) : !data || !q.data ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.empty} />
      ) : (
        <>
          <div className="pk-report-range">
            {t.rangeText(jalaliText(data.range.from), jalaliText(data.range.to))}
            {data.compare ? <span className="pk-report-previous">{t.previous(jalaliText(data.compare.range.from), jalaliText(data.compare.range.to))}</span> : null}
            {unit && measures.some((m) => m.kind === 'money') ? <span className="pk-report-previous">{t.unitNote(unit)}</span> : null}
          </div>
          <ReportTotals measures={measures} totals={data.totals} compare={data.compare} format={format} />
          <section className="pk-report-box">
            <h2 className="pk-report-box-title">{chartMeasure ? `${t.chart}: ${chartMeasure.label}` : t.chart}</h2>
            <LazyReportChart
              kind={chart}
              label={chartMeasure?.label ?? t.chart}
              points={data.series.points.map((p) => ({ label: axisLabel(p.period, group, p.from), values: p.values }))}
              series={data.series.keys.map((k) => ({
                key: k,
                label: seriesLabels?.[k] ?? reportChannelLabels[k as keyof typeof reportChannelLabels] ?? k,
                color: CHANNEL_COLORS[k] ?? '#722ed1',
              }))}
              formatValue={(v) => (chartMeasure?.kind === 'count' ? formatNumber(v) : formatMoney(v, unit))}
            />
          </section>
          <section className="pk-report-box">
            {data.rows.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.empty} />
            ) : (
              <ReportTable
                measures={measures}
                rows={data.rows}
                totals={data.totals}
                group={group}
                meta={q.data.meta}
                sort={params.filters.sort ?? 'period'}
                onSort={(sort) => params.set({ sort: sort === 'period' ? null : sort })}
                onPage={(page) => params.set({ page })}
                format={format}
                {...(rowLink ? { rowLink: (r: ReportPeriodRow<M>) => rowLink(r, group) } : {})}
              />
            )}
          </section>
        </>
      )}
    </div>
  );
}
