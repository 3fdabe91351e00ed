import { reportText as t } from '@pishkhan/common/i18n/fa/reports';
import type { ReportCompare, ReportRange } from '@pishkhan/common/report';
import { tableColumnsOf, type ReportColumn, type ReportMeasure } from '@pishkhan/common/reports/columns';
import { formatMoney } from '@pishkhan/common/text';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Input, Skeleton, Tooltip } from 'antd';
import InfoCircleOutlined from '@ant-design/icons/InfoCircleOutlined';
import type React from 'react';
import { api, errorMessage, type ListMeta } from '../../app/api';
import { formatDateTime, formatNumber } from '../../app/format';
import { useSession } from '../../app/session';
// Direct imports: the crud barrel would pull the list page's table into this chunk.
import { ExportButton } from '../crud/ExportButton';
import { PageHeader } from '../crud/PageHeader';
import { LazyReportChart } from './LazyReportChart';
import { jalaliText } from './period';
import { ReportFilters } from './ReportFilters';
import { ReportTotals } from './ReportTotals';
import { useReportParams, type ReportParams } from './useReportParams';

export interface ItemReportData<R, T extends string> {
  range: ReportRange;
  rows: R[];
  totals: Record<T, number>;
  compare?: ReportCompare<T>;
  /** A report's own extra figures (e.g. a daily series for its chart). */
  [extra: string]: unknown;
}
interface ItemResponse<R, T extends string> {
  data: ItemReportData<R, T>;
  meta: ListMeta;
}

/**
 * A report per item (customer, product) in a range: the common filters (range or preset, online /
 * in-store / both) and the report's own, the totals with their change against the previous period, a
 * bar chart of the page's first rows, the rows sorted and paged by the server with the totals row, and
 * the Excel export of exactly the same filters.
 */
export function ItemReportPage<R extends { id: number }, T extends string>({
  title,
  path,
  exportFile,
  totals,
  columns: allColumns,
  render = {},
  chart: chartKey,
  rowLabel,
  filters,
  search,
  defaultSort,
  modes = true,
  renderChart,
}: {
  title: string;
  path: string;
  exportFile: string;
  totals: readonly ReportMeasure<T>[];
  /** The report's columns (packages/common/src/reports); those of the sheet only are not shown. */
  columns: readonly ReportColumn[];
  /** How a column's cell shows a row, by the column's key, where it is not the value as its kind reads. */
  render?: Partial<Record<string, (row: R) => React.ReactNode>>;
  /** The key of the money or count column drawn for the page's first ten rows (unless the report draws its own chart). */
  chart?: keyof R & string;
  /** The report's own chart box instead of the bar chart of the first rows. */
  renderChart?: (data: ItemReportData<R, T>, unit: string) => React.ReactNode;
  /** Whether online / in-store / both applies (not for the wallets). */
  modes?: boolean;
  rowLabel: (row: R) => string;
  filters?: (params: ReportParams) => React.ReactNode;
  /** The search box's label (`?q=`), after the screen's own filters. */
  search?: string;
  defaultSort: string;
}) {
  const params = useReportParams();
  const { home } = useSession();
  const unit = home.unit_label ?? '';
  const q = useQuery({
    queryKey: [path, params.query],
    queryFn: () => api.get<ItemResponse<R, T>>(path, params.query),
    placeholderData: keepPreviousData,
  });
  const data = q.data && Array.isArray(q.data.data?.rows) ? q.data.data : undefined;
  const columns = tableColumnsOf(allColumns);
  const chart = chartKey === undefined ? undefined : columns.find((c) => c.key === chartKey);
  const fmt = (kind: ReportColumn['kind'], v: unknown) =>
    kind === 'money' ? formatMoney(Number(v)) : kind === 'count' ? formatNumber(Number(v)) : kind === 'date' ? formatDateTime(v as string | null) : String(v ?? '');
  const cell = (c: ReportColumn, r: R) => {
    const own = render[c.key];
    return own ? own(r) : fmt(c.kind, (r as Record<string, unknown>)[c.key]);
  };
  const sort = params.filters.sort ?? defaultSort;
  const desc = sort.startsWith('-');
  const sortKey = desc ? sort.slice(1) : sort;
  const header = (c: ReportColumn) => {
    const active = sortKey === c.key;
    const label = (
      <>
        {c.label}
        {c.hint ? (
          <Tooltip title={c.hint}>
            <InfoCircleOutlined className="pk-report-hint" aria-label={c.hint} />
          </Tooltip>
        ) : null}
      </>
    );
    return (
      <th key={c.key} scope="col" aria-sort={active ? (desc ? 'descending' : 'ascending') : 'none'}>
        {!c.sortable ? (
          <span className="pk-report-head">{label}</span>
        ) : (
          <button type="button" className="pk-report-sort" onClick={() => params.set({ sort: active && desc ? c.key : `-${c.key}` })}>
            {label}
            <span aria-hidden="true" className="pk-report-sort-mark">
              {active ? (desc ? '▼' : '▲') : ''}
            </span>
          </button>
        )}
      </th>
    );
  };
  const meta = q.data?.meta;
  return (
    <div className="pk-report">
      <PageHeader title={title} extra={<ExportButton path={`${path}/export`} query={params.query} label={t.export} fileName={`${exportFile}.xlsx`} failed={t.exportFailed} />} />
      <ReportFilters params={params} range={data?.range} groups={false} modes={modes}>
        {filters?.(params)}
        {search ? (
          <Input.Search
            key={params.filters.q ?? ''}
            className="pk-report-search"
            allowClear
            aria-label={search}
            placeholder={search}
            defaultValue={params.filters.q ?? ''}
            onSearch={(v) => params.set({ q: v.trim() || null })}
          />
        ) : null}
      </ReportFilters>
      {q.isError ? (
        <Alert type="error" showIcon title={errorMessage(q.error)} />
      ) : q.isPending ? (
        <Skeleton active />
      ) : !data || !meta ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.empty} />
      ) : (
        <>
          <div className="pk-report-range">
            {t.rangeText(jalaliText(data.range.from), jalaliText(data.range.to))}
            {data.compare ? <span className="pk-report-previous">{t.previous(jalaliText(data.compare.range.from), jalaliText(data.compare.range.to))}</span> : null}
            {unit ? <span className="pk-report-previous">{t.unitNote(unit)}</span> : null}
          </div>
          <ReportTotals measures={totals} totals={data.totals} compare={data.compare} format={(m, v) => fmt(m.kind, v)} />
          {renderChart ? (
            renderChart(data, unit)
          ) : chart && data.rows.length ? (
            <section className="pk-report-box">
              <h2 className="pk-report-box-title">{`${t.chart}: ${chart.label}`}</h2>
              <LazyReportChart
                kind="bar"
                label={chart.label}
                points={data.rows.slice(0, 10).map((r) => ({ label: rowLabel(r).slice(0, 14), values: { value: Number((r as Record<string, unknown>)[chart.key]) } }))}
                series={[{ key: 'value', label: chart.label, color: '#1677ff' }]}
                formatValue={(v) => (chart.kind === 'count' ? formatNumber(v) : formatMoney(v, unit))}
              />
            </section>
          ) : null}
          <section className="pk-report-box">
            {data.rows.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.empty} />
            ) : (
              <div>
                <div className="pk-report-table-wrap">
                  <table className="pk-report-table">
                    <thead>
                      <tr>{columns.map(header)}</tr>
                    </thead>
                    <tbody>
                      {data.rows.map((r) => (
                        <tr key={r.id} data-testid="report-row">
                          {columns.map((c, i) =>
                            i === 0 ? (
                              <th key={c.key} scope="row">
                                {cell(c, r)}
                              </th>
                            ) : (
                              <td key={c.key}>{cell(c, r)}</td>
                            ),
                          )}
                        </tr>
                      ))}
                    </tbody>
                    <tfoot>
                      <tr data-testid="report-totals-row">
                        {columns.map((c, i) =>
                          i === 0 ? (
                            <th key={c.key} scope="row">
                              {t.totals}
                            </th>
                          ) : (
                            <td key={c.key}>{c.key in data.totals ? fmt(c.kind, data.totals[c.key as T]) : ''}</td>
                          ),
                        )}
                      </tr>
                    </tfoot>
                  </table>
                </div>
                {meta.last_page > 1 ? (
                  <nav className="pk-report-pager" aria-label={t.pager}>
                    <Button size="small" disabled={meta.current_page <= 1} onClick={() => params.set({ page: meta.current_page - 1 })}>
                      {t.prevPage}
                    </Button>
                    <span>{t.pageOf(formatNumber(meta.current_page), formatNumber(meta.last_page))}</span>
                    <Button size="small" disabled={meta.current_page >= meta.last_page} onClick={() => params.set({ page: meta.current_page + 1 })}>
                      {t.nextPage}
                    </Button>
                  </nav>
                ) : null}
              </div>
            )}
          </section>
        </>
      )}
    </div>
  );
}
