import { PrinterOutlined } from '@ant-design/icons';
import { orderReturnText, orderShowText as t } from '@pishkhan/common/i18n/fa/order-screens';
import { isClosedStatus } from '@pishkhan/common/order';
import { Alert, Button, Card, Space } from 'antd';
import { useLocation, useParams } from 'react-router';
import { faDigits, formatDateTime } from '../../../app/format';
import { useSession } from '../../../app/session';
import { ItemFallback } from '../../../components/crud/ItemFallback';
import { PageHeader } from '../../../components/crud/PageHeader';
import { useResourceItem } from '../../../components/crud/useResource';
import { lazyPart } from '../../../components/crud/lazyPart';
import '../../catalog/products/products.css';
import '../../people/customers/customers.css';
import '../../wallet/transactions/wallet.css';
import { AddressCard, CustomerCard, NotesCard, PaymentsCard, ShippingCard, TotalsCard } from './OrderCards';
import { OrderItemsCard } from './OrderItemsCard';
import { hasReturns, ReturnsCard } from './OrderReturns';
import { OrderStatusControl } from './OrderStatusControl';
import { OrderStatusTag } from './OrderStatusTag';
import { OrderTimeline } from './OrderTimeline';
import { ORDERS_API, printOrdersUrl, type Order } from './order.api';
import './orders.css';

// Only for admins who read gateway payments: its code loads with the card.
const OrderGatewayPayments = lazyPart(() => import('../payments/OrderGatewayPayments').then((m) => m.OrderGatewayPayments));

/** /admin/order/:id — one order: status (only the allowed moves), customer, address, shipping, totals, items, payments, notes, timeline. */
export default function OrderShowPage() {
  const id = useParams().id;
  const location = useLocation();
  const { home, can } = useSession();
  const unit = home.unit_label;
  const record = useResourceItem<Order>(ORDERS_API, id);
  const o = record.data;
  const from = (location.state as { from?: string } | null)?.from ?? '';
  const back = `/order${from}`;

  const header = (
    <PageHeader
      title={t.title(faDigits(o?.id ?? id ?? ''))}
      back={back}
      subtitle={o ? <span className="pk-nowrap">{formatDateTime(o.created_at)}</span> : undefined}
      extra={
        o ? (
          <Space wrap>
            <OrderStatusTag status={o.status} label={o.status_label} />
            {can('change_order_status') ? <OrderStatusControl order={o} /> : null}
            <Button icon={<PrinterOutlined />} href={printOrdersUrl([o.id])} target="_blank" rel="noopener">
              {t.print}
            </Button>
          </Space>
        ) : undefined
      }
    />
  );

  if (record.isError || !o) return <ItemFallback record={record} header={header} back={back} />;

  const closed = isClosedStatus(o.status);
  const returned = hasReturns(o);
  // Items and money are frozen once goods are asked back or taken back (the server refuses such edits).
  const editable = can('update_order') && !closed && !returned;
  return (
    <div className="pk-order-show">
      {header}
      {closed && can('update_order') ? <Alert type="info" showIcon className="pk-mb" title={t.closedHint} /> : null}
      {returned && !closed && can('update_order') ? <Alert type="info" showIcon className="pk-mb" title={orderReturnText.hasReturnsHint} /> : null}
      <div className="pk-order-grid">
        <div className="pk-order-main">
          <OrderItemsCard order={o} editable={editable} unit={unit} />
          <ReturnsCard order={o} unit={unit} />
          <PaymentsCard order={o} unit={unit} />
          {can('read_payment') ? <OrderGatewayPayments orderId={o.id} unit={unit} /> : null}
          <Card title={t.timeline} className="pk-order-card" data-testid="timeline-card">
            <OrderTimeline events={o.events} unit={unit} />
          </Card>
        </div>
        <div className="pk-order-side">
          <CustomerCard order={o} unit={unit} />
          <TotalsCard order={o} editable={editable} unit={unit} />
          <AddressCard order={o} editable={editable} />
          <ShippingCard order={o} editable={editable} unit={unit} />
          <NotesCard order={o} canEdit={can('update_order')} />
        </div>
      </div>
    </div>
  );
}
