import { RollbackOutlined } from '@ant-design/icons';
import { paymentMethodLabels } from '@pishkhan/common/i18n/fa/order-labels';
import { orderReturnText as t } from '@pishkhan/common/i18n/fa/order-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { isReturnable } from '@pishkhan/common/order';
import { formatMoney } from '@pishkhan/common/text';
import { Button, Card, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { api } from '../../../app/api';
import { faDigits, formatDateTime } from '../../../app/format';
import { useSession } from '../../../app/session';
import { Ltr } from '../../../components/crud/columns';
import { orderReturnApi, returnableOf, type Order, type OrderReturn } from './order.api';
import { useOrderActions } from './useOrderActions';
import { lazyPart } from '../../../components/crud/lazyPart';

// The request and completion dialogs (forms, refund choices) load when opened.
const RequestDialog = lazyPart(() => import('./OrderReturnDialogs').then((m) => m.RequestDialog));
const CompleteDialog = lazyPart(() => import('./OrderReturnDialogs').then((m) => m.CompleteDialog));

const RETURN_COLORS = { requested: 'orange', returned: 'red', canceled: 'default' } as const;

/** Whether the order has returns that hold (asked for or taken back): its items and money are then frozen. */
export const hasReturns = (o: Order) => (o.returns ?? []).some((r) => r.status !== 'canceled');

/** The «return» button of the items card: a shipped or received order, with return_order, and something left to return. */
export function ReturnButton({ order, unit }: { order: Order; unit: string | undefined }) {
  const { can } = useSession();
  const [open, setOpen] = useState(false);
  if (!can('return_order') || !isReturnable(order.status) || !order.items.some((i) => returnableOf(i) > 0)) return null;
  return (
    <>
      <Button icon={<RollbackOutlined />} onClick={() => setOpen(true)}>
        {t.request}
      </Button>
      {open ? <RequestDialog order={order} unit={unit} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** The order's returns, newest first: lines, value, refund; an open one is completed or withdrawn (return_order). */
export function ReturnsCard({ order, unit }: { order: Order; unit: string | undefined }) {
  const { can } = useSession();
  const { run } = useOrderActions(order.id);
  const [completing, setCompleting] = useState<OrderReturn | null>(null);
  const returns = order.returns ?? [];
  if (!returns.length) return null;
  const canAct = can('return_order');
  return (
    <Card title={t.title} className="pk-order-card" data-testid="returns-card">
      <ul className="pk-order-returns">
        {returns.map((r) => (
          <li key={r.id} data-testid={`return-${r.id}`}>
            <div className="pk-order-return-head">
              <strong>{t.number(faDigits(r.id))}</strong>
              <Tag color={RETURN_COLORS[r.status]}>{r.status_label}</Tag>
              <span className="pk-muted pk-nowrap">{formatDateTime(r.completed_at ?? r.created_at)}</span>
            </div>
            <ul className="pk-order-return-lines">
              {r.items.map((l) => (
                <li key={l.item_id}>
                  <bdi>{l.title}</bdi>
                  <span className="pk-muted pk-nowrap pk-order-return-qty">
                    {faDigits(l.quantity)} × {formatMoney(l.unit_amount, unit)}
                  </span>
                </li>
              ))}
            </ul>
            <div>
              {t.amount}: {formatMoney(r.amount, unit)}
              {r.status === 'returned' ? (
                <>
                  {' · '}
                  {t.refunded}: {formatMoney(r.refunded_amount, unit)}
                  {r.refund_method ? ` (${paymentMethodLabels[r.refund_method]})` : ''}
                  {r.tracking_code ? (
                    <>
                      {' '}
                      <Ltr>{r.tracking_code}</Ltr>
                    </>
                  ) : null}
                </>
              ) : null}
            </div>
            {r.note ? <div className="pk-muted pk-prewrap">{r.note}</div> : null}
            {canAct && r.status === 'requested' ? (
              <Space wrap className="pk-order-return-actions">
                <Button type="primary" size="small" onClick={() => setCompleting(r)}>
                  {t.complete}
                </Button>
                <Popconfirm title={t.cancelConfirm} okText={crudText.yes} cancelText={crudText.no} onConfirm={() => run(() => api.post(orderReturnApi(order.id, r.id, 'cancel')), t.canceled)}>
                  <Button size="small">{t.cancel}</Button>
                </Popconfirm>
              </Space>
            ) : null}
          </li>
        ))}
      </ul>
      {completing ? <CompleteDialog order={order} ret={completing} unit={unit} onClose={() => setCompleting(null)} /> : null}
    </Card>
  );
}
