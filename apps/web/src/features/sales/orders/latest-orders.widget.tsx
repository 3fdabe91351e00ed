import { dashboardText as t } from '@pishkhan/common/i18n/fa/screens';
import { formatMoney, toPersianDigits } from '@pishkhan/common/text';
import { Card, Empty } from 'antd';
import { Link } from 'react-router';
import { formatDateTime } from '../../../app/format';
import { useSession } from '../../../app/session';
import type { WidgetProps } from '../../system/dashboard/widgets';
import { OrderStatusTag } from './OrderStatusTag';

interface LatestOrder {
  id: number;
  status: string;
  status_label: string;
  created_at: string;
  customer: { id: number; name: string } | null;
  receiver: string | null;
  total_amount: number;
}

/** The newest orders: number, customer, amount, status and when, each opening the order. */
export default function LatestOrdersWidget({ data }: WidgetProps<LatestOrder[]>) {
  const unit = useSession().home.unit_label ?? '';
  const rows = data ?? [];
  return (
    <Card title={t.latestOrders} extra={<Link to="/order">{t.allOrders}</Link>}>
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.noOrders} />
      ) : (
        <ul className="pk-dash-list">
          {rows.map((o) => (
            <li key={o.id} data-testid="latest-order">
              <Link to={`/order/${o.id}`} className="pk-dash-row">
                <span className="pk-dash-order">
                  <strong>{toPersianDigits(o.id)}</strong> {o.customer?.name || o.receiver || t.guest}
                  <span className="pk-dash-meta">{formatDateTime(o.created_at)}</span>
                </span>
                <span className="pk-dash-order-end">
                  <span>{formatMoney(o.total_amount, unit)}</span>
                  <OrderStatusTag status={o.status} label={o.status_label} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
