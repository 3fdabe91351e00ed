import { reportChannelLabels, salesWidgetText as t } from '@pishkhan/common/i18n/fa/reports';
import type { ReportPoint, ReportRange } from '@pishkhan/common/report';
import { formatMoney } from '@pishkhan/common/text';
import { Card, Tooltip } from 'antd';
import { Link } from 'react-router';
import { useSession } from '../../../app/session';
import { LazyReportChart } from '../../../components/report/LazyReportChart';
import { axisLabel } from '../../../components/report/period';
import type { WidgetProps } from '../../system/dashboard/widgets';

interface SalesChart {
  range: ReportRange;
  net: number;
  series: { measure: string; keys: string[]; points: ReportPoint[] };
}

const COLORS: Record<string, string> = { online: '#1677ff', in_store: '#13a8a8' };

/** Net sales of the last 30 days, online and in store, on the sales report's chart. */
export default function SalesChartWidget({ data }: WidgetProps<SalesChart>) {
  const unit = useSession().home.unit_label ?? '';
  if (!data) return null;
  return (
    <Card
      title={
        <Tooltip title={t.definition}>
          <span>{t.chartTitle}</span>
        </Tooltip>
      }
      extra={<Link to="/reports/orders?preset=last_30_days">{t.report}</Link>}
    >
      <div className="pk-sales-chart-total">{t.chartTotal(formatMoney(data.net, unit))}</div>
      <LazyReportChart
        kind="bar"
        height={220}
        label={t.chartTitle}
        points={data.series.points.map((p) => ({ label: axisLabel(p.period, 'day', p.from), values: p.values }))}
        series={data.series.keys.map((k) => ({ key: k, label: reportChannelLabels[k as keyof typeof reportChannelLabels] ?? k, color: COLORS[k] ?? '#722ed1' }))}
        formatValue={(v) => formatMoney(v, unit)}
      />
    </Card>
  );
}
