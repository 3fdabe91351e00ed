import { reportText as t } from '@pishkhan/common/i18n/fa/reports';
import type { ListMeta } from '../../app/api';
import type { ReportGroup, ReportPeriodRow } from '@pishkhan/common/report';
import type { ReportMeasure } from '@pishkhan/common/reports/columns';
import { Button } from 'antd';
import { Link } from 'react-router';
import { formatNumber } from '../../app/format';
import { periodLabel } from './period';

/**
 * The rows of a period report: a plain table sorted and paged by the server (the sort and page live
 * in the URL), with the totals of the whole range as its last row.
 */
export function ReportTable<M extends string>({
  measures,
  rows,
  totals,
  group,
  meta,
  sort,
  onSort,
  onPage,
  format,
  rowLink,
}: {
  measures: readonly ReportMeasure<M>[];
  rows: ReportPeriodRow<M>[];
  totals: Record<M, number>;
  group: ReportGroup;
  meta: ListMeta;
  sort: string;
  onSort: (sort: string) => void;
  onPage: (page: number) => void;
  format: (m: ReportMeasure<M>, v: number) => string;
  /** Where a row's period leads, if anywhere. */
  rowLink?: (row: ReportPeriodRow<M>) => string | undefined;
}) {
  const linked = (label: string, to: string | undefined) => (to ? <Link to={to}>{label}</Link> : label);
  const desc = sort.startsWith('-');
  const key = desc ? sort.slice(1) : sort;
  const header = (k: string, label: string) => {
    const active = key === k;
    return (
      <th key={k} scope="col" aria-sort={active ? (desc ? 'descending' : 'ascending') : 'none'}>
        <button type="button" className="pk-report-sort" onClick={() => onSort(active && !desc ? `-${k}` : k)}>
          {label}
          <span aria-hidden="true" className="pk-report-sort-mark">
            {active ? (desc ? '▼' : '▲') : ''}
          </span>
        </button>
      </th>
    );
  };
  return (
    <div>
      <div className="pk-report-table-wrap">
        <table className="pk-report-table">
          <thead>
            <tr>
              {header('period', t.period)}
              {measures.map((m) => header(m.key, m.label))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.period} data-testid="report-row">
                <th scope="row">{linked(periodLabel(r.period, group, r.from, r.to), rowLink?.(r))}</th>
                {measures.map((m) => (
                  <td key={m.key}>{format(m, r[m.key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr data-testid="report-totals-row">
              <th scope="row">{t.totals}</th>
              {measures.map((m) => (
                <td key={m.key}>{format(m, totals[m.key])}</td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      {meta.last_page > 1 ? (
        <nav className="pk-report-pager" aria-label={t.pager}>
          <Button size="small" disabled={meta.current_page <= 1} onClick={() => onPage(meta.current_page - 1)}>
            {t.prevPage}
          </Button>
          <span>{t.pageOf(formatNumber(meta.current_page), formatNumber(meta.last_page))}</span>
          <Button size="small" disabled={meta.current_page >= meta.last_page} onClick={() => onPage(meta.current_page + 1)}>
            {t.nextPage}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
