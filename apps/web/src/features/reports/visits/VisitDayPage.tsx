import { reportText } from '@pishkhan/common/i18n/fa/reports';
import { visitReportText as t } from '@pishkhan/common/i18n/fa/visits';
import { VISIT_REPORT_COLUMNS, type VisitMeasure } from '@pishkhan/common/reports/visits.columns';
import { toPersianDigits } from '@pishkhan/common/text';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { Link, useParams } from 'react-router';
import { api, errorMessage, isApiError } from '../../../app/api';
import { formatNumber } from '../../../app/format';
import { useSession } from '../../../app/session';
// Direct import: the crud barrel would pull the list page's table into this chunk.
import { PageHeader } from '../../../components/crud/PageHeader';
import { LazyReportChart } from '../../../components/report/LazyReportChart';
import { ReportTotals } from '../../../components/report/ReportTotals';
import { dayParam } from './day-param';

type HourRow = { hour: number } & Record<VisitMeasure, number>;
interface Item {
  id: number;
  title: string | null;
  views: number;
}
interface VisitDay {
  date: string;
  day: string;
  previous: string;
  /** Null on today. */
  next: string | null;
  hours: HourRow[];
  totals: Record<VisitMeasure, number>;
  top_products: Item[];
  top_posts: Item[];
}

const hourText = (h: number) => toPersianDigits(String(h).padStart(2, '0'));

function TopItems({ title, items, edit, canOpen }: { title: string; items: Item[]; edit: string; canOpen: boolean }) {
  return (
    <section className="pk-report-box" aria-label={title}>
      <h2 className="pk-report-box-title">{title}</h2>
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.noItems} />
      ) : (
        <ol className="pk-visit-top">
          {items.map((i) => {
            const name = i.title ?? t.deleted(toPersianDigits(String(i.id)));
            return (
              <li key={i.id} data-testid="visit-top-item">
                {canOpen && i.title !== null ? <Link to={`${edit}/${i.id}`}>{name}</Link> : <span>{name}</span>}
                <span className="pk-visit-top-views">
                  {formatNumber(i.views)} {t.views}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/** /admin/reports/visit/:date — one Tehran day by hour, with its most viewed products and posts. */
export default function VisitDayPage() {
  const { date = '' } = useParams();
  const { can } = useSession();
  const q = useQuery({ queryKey: ['visit-day', date], queryFn: () => api.get<{ data: VisitDay }>(`/api/admin/reports/visit/${encodeURIComponent(date)}`) });
  const d = q.data?.data;
  const title = t.dayTitle(toPersianDigits(d?.date ?? date.replaceAll('-', '/')));
  const problem = q.error ? (isApiError(q.error) && q.error.fields?.date) || errorMessage(q.error) : null;
  return (
    <div className="pk-report">
      <PageHeader
        title={title}
        back="/reports/visit"
        extra={
          d ? (
            <div className="pk-visit-days">
              <Link to={`/reports/visit/${dayParam(d.previous)}`}>
                <Button>{t.previousDay}</Button>
              </Link>
              {d.next ? (
                <Link to={`/reports/visit/${dayParam(d.next)}`}>
                  <Button>{t.nextDay}</Button>
                </Link>
              ) : null}
            </div>
          ) : null
        }
      />
      {problem ? (
        <Alert type="error" showIcon title={problem} action={<Link to="/reports/visit">{t.back}</Link>} />
      ) : q.isPending || !d ? (
        <Skeleton active />
      ) : (
        <>
          <ReportTotals measures={VISIT_REPORT_COLUMNS} totals={d.totals} compare={undefined} format={(_m, v) => formatNumber(v)} />
          <section className="pk-report-box">
            <h2 className="pk-report-box-title">{t.hoursChart}</h2>
            <LazyReportChart
              kind="bar"
              label={t.hoursChart}
              points={d.hours.map((h) => ({ label: hourText(h.hour), values: { visits: h.visits, page_views: h.page_views } }))}
              series={[
                { key: 'visits', label: t.measures.visits, color: '#1677ff' },
                { key: 'page_views', label: t.measures.page_views, color: '#13a8a8' },
              ]}
              formatValue={formatNumber}
            />
          </section>
          <div className="pk-visit-tops">
            <TopItems title={t.topProducts} items={d.top_products} edit="/products/edit" canOpen={can('read_product')} />
            <TopItems title={t.topPosts} items={d.top_posts} edit="/posts/edit" canOpen={can('read_post')} />
          </div>
          <section className="pk-report-box">
            <div className="pk-report-table-wrap">
              <table className="pk-report-table">
                <thead>
                  <tr>
                    <th scope="col">{t.hour}</th>
                    {VISIT_REPORT_COLUMNS.map((m) => (
                      <th key={m.key} scope="col">
                        {m.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {d.hours.map((h) => (
                    <tr key={h.hour} data-testid="visit-hour-row">
                      <th scope="row">{t.hourLabel(hourText(h.hour), hourText((h.hour + 1) % 24))}</th>
                      {VISIT_REPORT_COLUMNS.map((m) => (
                        <td key={m.key}>{formatNumber(h[m.key])}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr data-testid="report-totals-row">
                    <th scope="row">{reportText.totals}</th>
                    {VISIT_REPORT_COLUMNS.map((m) => (
                      <td key={m.key}>{formatNumber(d.totals[m.key])}</td>
                    ))}
                  </tr>
                </tfoot>
              </table>
            </div>
          </section>
        </>
      )}
    </div>
  );
}
