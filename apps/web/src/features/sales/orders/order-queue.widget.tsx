import { dashboardText as t } from '@pishkhan/common/i18n/fa/screens';
import { Card } from 'antd';
import { Link } from 'react-router';
import { formatNumber } from '../../../app/format';
import type { WidgetProps } from '../../system/dashboard/widgets';
import { OrderStatusTag } from './OrderStatusTag';

/** Orders waiting for the shop's next step, per status, each opening the order list on that status. */
export default function OrderQueueWidget({ data }: WidgetProps<Record<string, number>>) {
  if (!data) return null;
  return (
    <Card title={t.orderQueue} extra={<Link to="/order">{t.allOrders}</Link>}>
      <ul className="pk-dash-list">
        {Object.entries(data).map(([status, n]) => (
          <li key={status}>
            <Link to={`/order?status=${status}`} className="pk-dash-row" data-testid={`queue-${status}`}>
              <span>
                <OrderStatusTag status={status} /> {t.orderQueueSteps[status] ?? ''}
              </span>
              <strong className="pk-dash-count">{formatNumber(n)}</strong>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
