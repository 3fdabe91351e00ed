import { dashboardText as t } from '@pishkhan/common/i18n/fa/screens';
import { Card } from 'antd';
import { Link } from 'react-router';
import { formatNumber } from '../../app/format';
import type { WidgetProps } from '../system/dashboard/widgets';

/** Variants running low and out of stock, each opening the store list on that filter. */
export default function StockAlertsWidget({ data }: WidgetProps<{ low: number; out: number }>) {
  if (!data) return null;
  return (
    <Card title={t.stockAlerts}>
      <ul className="pk-dash-list">
        {(
          [
            ['low', t.lowStock, data.low],
            ['out', t.outOfStock, data.out],
          ] as const
        ).map(([state, label, n]) => (
          <li key={state}>
            <Link to={`/store?state=${state}`} className="pk-dash-row" data-testid={`stock-${state}`}>
              <span>{label}</span>
              <strong className="pk-dash-count">{t.variants(formatNumber(n))}</strong>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
