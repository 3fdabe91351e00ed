import { DollarOutlined, EditOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { orderLabels as L, paymentMethodLabels } from '@pishkhan/common/i18n/fa/order-labels';
import { orderShowText as t } from '@pishkhan/common/i18n/fa/order-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { formatMoney } from '@pishkhan/common/text';
import { Button, Card, Input, Tag, Tooltip, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { api } from '../../../app/api';
import { formatDate, formatDateTime } from '../../../app/format';
import { useSession } from '../../../app/session';
import { Ltr } from '../../../components/crud/columns';
import { Stat } from '../../wallet/transactions/Stat';
import { SignedAmount } from '../../wallet/transactions/transactionColumns';
import { orderNotesApi, orderCustomerName, type Order, type OrderPayment } from './order.api';
import { OrderTable } from './OrderTable';
import { useOrderActions } from './useOrderActions';
import { lazyPart } from '../../../components/crud/lazyPart';
import { AddressLines } from './OrderAddressLines';

// The edit dialogs load when one is opened.
const AddressModal = lazyPart(() => import('./OrderCardDialogs').then((m) => m.AddressModal));
const ShippingModal = lazyPart(() => import('./OrderCardDialogs').then((m) => m.ShippingModal));
const TrackingModal = lazyPart(() => import('./OrderCardDialogs').then((m) => m.TrackingModal));
const DiscountModal = lazyPart(() => import('./OrderCardDialogs').then((m) => m.DiscountModal));
const AdminNoteModal = lazyPart(() => import('./OrderCardDialogs').then((m) => m.AdminNoteModal));
const RecordPaymentDialog = lazyPart(() => import('./RecordPaymentDialog').then((m) => m.RecordPaymentDialog));

const PAYMENT_STATUS_COLORS = { paid: 'green', partial: 'orange', unpaid: 'red' } as const;
const none = <Typography.Text type="secondary">{crudText.none}</Typography.Text>;
const EditButton = ({ label, onClick }: { label: string; onClick: () => void }) => (
  <Button type="link" size="small" icon={<EditOutlined />} onClick={onClick}>
    {label}
  </Button>
);
/** A pencil beside a figure: the full label is its tooltip and accessible name. */
const EditIcon = ({ label, onClick }: { label: string; onClick: () => void }) => (
  <Tooltip title={label}>
    <Button type="text" size="small" className="pk-order-edit-icon" icon={<EditOutlined />} aria-label={label} onClick={onClick} />
  </Tooltip>
);

export function CustomerCard({ order, unit }: { order: Order; unit: string | undefined }) {
  const { can } = useSession();
  const c = order.customer;
  return (
    <Card title={t.customer} className="pk-order-card" data-testid="customer-card" extra={c && can('read_customer') ? <Link to={`/customers/show/${c.id}`}>{t.customerPage}</Link> : null}>
      {c ? (
        <>
          <div className="pk-order-customer-name">{orderCustomerName(c)}</div>
          <div>
            <Ltr>{c.mobile}</Ltr>
          </div>
          {c.wallet ? (
            <div className="pk-order-wallet">
              <Stat title={t.walletTitle}>{formatMoney(c.wallet.balance, unit)}</Stat>
            </div>
          ) : null}
        </>
      ) : (
        <Typography.Text type="secondary">{t.noCustomer}</Typography.Text>
      )}
    </Card>
  );
}

export function AddressCard({ order, editable }: { order: Order; editable: boolean }) {
  const { can } = useSession();
  const [open, setOpen] = useState(false);
  const a = order.address;
  const canChange = editable && !!order.customer && can('read_customer');
  return (
    <Card title={t.address} className="pk-order-card" data-testid="address-card" extra={canChange ? <EditButton label={t.changeAddress} onClick={() => setOpen(true)} /> : null}>
      {a ? (
        <div className="pk-order-address-row">
          <EnvironmentOutlined className="pk-address-icon" aria-hidden />
          <AddressLines
            place={[a.province, a.city].filter(Boolean).join(crudText.listSeparator)}
            address={a.address}
            receiver={`${a.first_name} ${a.last_name}`.trim()}
            mobile={a.mobile}
            postal={a.postal_code}
            telephone={a.telephone}
          />
        </div>
      ) : (
        <Typography.Text type="secondary">{t.noAddress}</Typography.Text>
      )}
      {open ? <AddressModal order={order} onClose={() => setOpen(false)} /> : null}
    </Card>
  );
}

export function ShippingCard({ order, editable, unit }: { order: Order; editable: boolean; unit: string | undefined }) {
  const { can } = useSession();
  const [open, setOpen] = useState(false);
  const [tracking, setTracking] = useState(false);
  const canTrack = can('update_order') && (order.status === 'delivered' || order.status === 'received');
  const canChange = editable && !!order.address;
  return (
    <Card title={t.shipping} className="pk-order-card" data-testid="shipping-card" extra={canChange ? <EditButton label={t.changeShipping} onClick={() => setOpen(true)} /> : null}>
      <dl className="pk-order-facts">
        <dt>{t.shippingMethod}</dt>
        <dd>{order.shipping_method?.name ?? <Typography.Text type="secondary">{t.noShipping}</Typography.Text>}</dd>
        <dt>{t.shippingCost}</dt>
        <dd>{order.shipping_amount ? formatMoney(order.shipping_amount, unit) : t.free}</dd>
        {order.delivered_at ? (
          <>
            <dt>{t.requestedDelivery}</dt>
            <dd>{formatDate(order.delivered_at.length === 10 ? order.delivered_at + 'T12:00:00Z' : order.delivered_at)}</dd>
          </>
        ) : null}
        {order.post_tracking_code || canTrack ? (
          <>
            <dt>
              {L.post_tracking_code}
              {canTrack ? <EditIcon label={t.editTracking} onClick={() => setTracking(true)} /> : null}
            </dt>
            <dd data-testid="post-tracking-code">{order.post_tracking_code ? <Ltr>{order.post_tracking_code}</Ltr> : none}</dd>
          </>
        ) : null}
      </dl>
      {open ? <ShippingModal order={order} unit={unit} onClose={() => setOpen(false)} /> : null}
      {tracking ? <TrackingModal order={order} onClose={() => setTracking(false)} /> : null}
    </Card>
  );
}

function Row({ label, children, strong, testId }: { label: ReactNode; children: ReactNode; strong?: boolean; testId?: string }) {
  return (
    <div className={`pk-order-total-row${strong ? ' pk-order-total-row--strong' : ''}`} data-testid={testId}>
      <span>{label}</span>
      <span className="pk-nowrap">{children}</span>
    </div>
  );
}

export function TotalsCard({ order, editable, unit }: { order: Order; editable: boolean; unit: string | undefined }) {
  const { can } = useSession();
  const [open, setOpen] = useState(false);
  const [paying, setPaying] = useState(false);
  const m = (n: number) => formatMoney(n, unit);
  const minus = (n: number) => (n > 0 ? <span className="pk-amount-debit">{m(n)}</span> : m(0));
  return (
    <Card title={t.totals} className="pk-order-card" data-testid="totals-card">
      <Row label={t.totalItems}>{m(order.total_items_amount)}</Row>
      <Row label={t.discountOnItems}>{minus(order.discount_on_items)}</Row>
      <Row
        label={
          <span>
            {t.discountOnCoupon}
            {order.coupon ? (
              <Tooltip title={order.coupon.title}>
                <Tag className="pk-tag-inline" data-testid="coupon-code">
                  <Ltr>{order.coupon.code}</Ltr>
                </Tag>
              </Tooltip>
            ) : null}
          </span>
        }
      >
        {minus(order.discount_on_coupon)}
      </Row>
      <Row
        label={
          <span>
            {t.discountOnOrder}
            {editable && can('discount_order') ? <EditIcon label={t.editDiscount} onClick={() => setOpen(true)} /> : null}
          </span>
        }
        testId="total-admin-discount"
      >
        {minus(order.discount_on_order)}
      </Row>
      <Row label={t.shippingAmount}>{m(order.shipping_amount)}</Row>
      <Row label={t.total} strong testId="total-amount">
        {m(order.total_amount)}
      </Row>
      {order.returned_amount ? (
        <Row label={t.returnedAmount} testId="returned-amount">
          {minus(order.returned_amount)}
        </Row>
      ) : null}
      <Row label={t.paid} testId="paid-amount">
        {m(order.paid_amount)}
      </Row>
      <Row label={t.paymentMethod}>{order.payment_method ? paymentMethodLabels[order.payment_method] : crudText.none}</Row>
      {order.payment_status ? (
        <Row label={t.paymentStatus} testId="payment-status">
          <Tag color={PAYMENT_STATUS_COLORS[order.payment_status]} className="pk-tag-inline">
            {order.payment_status_label}
          </Tag>
        </Row>
      ) : null}
      {order.due_amount ? (
        <Row label={t.due} strong testId="due-amount">
          {m(order.due_amount)}
        </Row>
      ) : null}
      {order.due_amount && order.payment_status && can('record_order_payment') ? (
        <Button block className="pk-order-record-payment" icon={<DollarOutlined />} onClick={() => setPaying(true)}>
          {t.recordPayment}
        </Button>
      ) : null}
      {open ? <DiscountModal order={order} unit={unit} onClose={() => setOpen(false)} /> : null}
      {paying ? <RecordPaymentDialog order={order} unit={unit} onClose={() => setPaying(false)} /> : null}
    </Card>
  );
}

export function PaymentsCard({ order, unit }: { order: Order; unit: string | undefined }) {
  const columns = [
    { key: 'method', title: t.paymentMethod, dataIndex: 'method', render: (v: string) => paymentMethodLabels[v as keyof typeof paymentMethodLabels] ?? v },
    {
      key: 'amount',
      title: t.paymentAmount,
      dataIndex: 'amount',
      render: (v: number) => <SignedAmount value={v} unit={unit} />,
    },
    { key: 'tracking_code', title: t.paymentTracking, dataIndex: 'tracking_code', render: (v: string | null) => (v ? <Ltr>{v}</Ltr> : crudText.none) },
    { key: 'admin', title: t.paymentAdmin, render: (_: unknown, r: OrderPayment) => r.admin?.name ?? crudText.none },
    { key: 'created_at', title: t.paymentDate, dataIndex: 'created_at', render: (v: string) => <span className="pk-nowrap">{formatDateTime(v)}</span> },
  ];
  return (
    <Card title={t.payments} className="pk-order-card" data-testid="payments-card">
      <OrderTable<OrderPayment> columns={columns} dataSource={order.payments} locale={{ emptyText: t.noPayments }} />
    </Card>
  );
}

/** The customer's note, the admin's note (update_order) and a box that adds a note to the timeline. */
export function NotesCard({ order, canEdit }: { order: Order; canEdit: boolean }) {
  const { run } = useOrderActions(order.id);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const add = async () => {
    if (!text.trim()) return;
    setBusy(true);
    const ok = await run(() => api.post(orderNotesApi(order.id), { text: text.trim() }), t.noteAdded);
    setBusy(false);
    if (ok) setText('');
  };
  return (
    <Card title={t.notes} className="pk-order-card" data-testid="notes-card">
      <dl className="pk-order-facts pk-order-facts--block">
        <dt>{t.customerNote}</dt>
        <dd className="pk-prewrap">{order.description || none}</dd>
        <dt>
          {t.adminNote}
          {canEdit ? <EditIcon label={t.editAdminNote} onClick={() => setOpen(true)} /> : null}
        </dt>
        <dd className="pk-prewrap">{order.admin_note || none}</dd>
      </dl>
      {canEdit ? (
        <div className="pk-order-add-note">
          <Input.TextArea aria-label={t.addNote} placeholder={t.notePlaceholder} value={text} onChange={(e) => setText(e.target.value)} autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} disabled={busy} />
          <Button onClick={() => void add()} loading={busy} disabled={!text.trim()}>
            {t.addNote}
          </Button>
        </div>
      ) : null}
      {open ? <AdminNoteModal order={order} onClose={() => setOpen(false)} /> : null}
    </Card>
  );
}
