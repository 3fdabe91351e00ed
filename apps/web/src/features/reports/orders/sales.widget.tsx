import { salesWidgetText as t } from '@pishkhan/common/i18n/fa/reports';
import type { ReportRange } from '@pishkhan/common/report';
import { formatMoney } from '@pishkhan/common/text';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { Card, Tooltip } from 'antd';
import { Link } from 'react-router';
import { formatNumber } from '../../../app/format';
import { useSession } from '../../../app/session';
import { jalaliText } from '../../../components/report/period';
import { ChangeText } from '../../../components/report/ReportTotals';
import type { WidgetProps } from '../../system/dashboard/widgets';

interface PeriodSales {
  range: ReportRange;
  previous_range: ReportRange;
  net: number;
  count: number;
  previous_net: number;
  change: number | null;
  /** Each channel's net sales and change (online, in store). */
  channels?: Record<string, { net: number; count: number; change: number | null }>;
}
type Sales = Record<'today' | 'week' | 'month', PeriodSales>;

const PRESET = { today: 'today', week: 'this_week', month: 'this_month' } as const;

/** Net sales (online and in store) today, this Jalali week and this Jalali month, with the change against the same stretch before. */
export default function SalesWidget({ data }: WidgetProps<Sales>) {
  const unit = useSession().home.unit_label ?? '';
  if (!data) return null;
  return (
    <Card
      title={
        <span>
          {t.title}{' '}
          <Tooltip title={t.definition}>
            <QuestionCircleOutlined className="pk-hint-icon" aria-label={t.definition} data-testid="sales-definition" />
          </Tooltip>
        </span>
      }
      extra={<Link to="/reports/orders?preset=this_month">{t.report}</Link>}
    >
      <div className="pk-sales-widget">
        {(['today', 'week', 'month'] as const).map((k) => {
          const p = data[k];
          return (
            <Link key={k} to={`/reports/orders?preset=${PRESET[k]}`} className="pk-sales-period" data-testid={`sales-${k}`}>
              <Tooltip title={`${t.hint} — ${t.previous(jalaliText(p.previous_range.from), jalaliText(p.previous_range.to))}`}>
                <div className="pk-report-total-label">{t[k]}</div>
              </Tooltip>
              <div className="pk-report-total-value">{formatMoney(p.net, unit)}</div>
              <div className="pk-sales-meta">
                <span>{t.orders(formatNumber(p.count))}</span>
                <ChangeText change={p.change} />
              </div>
              {p.channels ? (
                <dl className="pk-sales-channels">
                  {Object.entries(p.channels).map(([c, v]) => (
                    <div key={c} data-testid={`sales-${k}-${c}`}>
                      <dt>{t.channels[c] ?? c}</dt>
                      <dd>
                        {formatMoney(v.net, unit)} {v.change === null ? null : <ChangeText change={v.change} />}
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </Link>
          );
        })}
      </div>
    </Card>
  );
}
