import { orderLabels as L, paymentMethodLabels } from '@pishkhan/common/i18n/fa/order-labels';
import { orderShowText as t } from '@pishkhan/common/i18n/fa/order-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { holdsStock, isActiveStatus, ORDER_PAYMENT_CHOICES, type OrderPaymentChoice, type OrderStatus } from '@pishkhan/common/order';
import { rules, VALIDATE_TRIGGER } from '@pishkhan/common/rules';
import { formatMoney } from '@pishkhan/common/text';
import { Alert, Checkbox, Form, Input, Modal, Radio, Typography } from 'antd';
import { api } from '../../../app/api';
import { useSession } from '../../../app/session';
import { useDialogSubmit } from '../../../components/crud/useDialogSubmit';
import { orderStatusApi, type Order, type StatusChange } from './order.api';
import { orderStatusLabel, OrderStatusTag } from './OrderStatusTag';
import { useOrderActions } from './useOrderActions';

interface Values {
  post_tracking_code?: string;
  note?: string;
  no_charge?: boolean;
  payment?: { method?: OrderPaymentChoice; tracking_code?: string };
}

/**
 * What moving from `from` to `to` does: give back (stock + refund), take (stock + payment; an order
 * waiting for payment already holds its stock, so only the payment) or only the status.
 */
export function transitionKind(from: string, to: string, reserveUntil: string | null = null): 'release' | 'take' | 'status' {
  if (holdsStock(from, reserveUntil) && !isActiveStatus(to)) return 'release';
  return !isActiveStatus(from) && isActiveStatus(to) ? 'take' : 'status';
}

export function StatusDialog({ order, to, onClose }: { order: Order; to: OrderStatus; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const { home } = useSession();
  const { send } = useOrderActions(order.id);
  const { busy, error, run } = useDialogSubmit(form);
  const unit = home.unit_label;
  const kind = transitionKind(order.status, to, order.reserve_until ?? null);
  const method = Form.useWatch(['payment', 'method'], form) as OrderPaymentChoice | undefined;
  const balance = order.customer?.wallet?.balance;
  // Activation pays what the total lacks of what was paid already (a refund skipped with no_charge stays paid).
  const due = Math.max(0, order.total_amount - order.paid_amount);
  const short = kind === 'take' && method === 'wallet' && balance !== undefined && balance < due;

  const submit = (v: Values) =>
    run(async () => {
      const body: StatusChange = { status: to };
      if (v.note?.trim()) body.note = v.note.trim();
      const tracking = v.post_tracking_code?.trim();
      if (to === 'delivered' && tracking && tracking !== order.post_tracking_code) body.post_tracking_code = tracking;
      if (kind === 'release' && order.paid_amount > 0) body.no_charge = !!v.no_charge;
      if (kind === 'take' && v.payment?.method) {
        body.payment = { method: v.payment.method };
        const code = v.payment.tracking_code?.trim();
        if ((v.payment.method === 'card' || v.payment.method === 'cash') && code) body.payment.tracking_code = code;
      }
      await send(() => api.put(orderStatusApi(order.id), body), t.statusChanged);
      onClose();
    });

  return (
    <Modal
      open
      title={t.statusTitle(orderStatusLabel(order.status), orderStatusLabel(to))}
      okText={t.statusOk}
      cancelText={crudText.cancel}
      okButtonProps={{ loading: busy, disabled: short, danger: kind === 'release' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={520}
    >
      <div className="pk-status-transition">
        <OrderStatusTag status={order.status} label={order.status_label} />
        <span aria-hidden className="pk-status-arrow">←</span>
        <OrderStatusTag status={to} />
      </div>
      {error ? <Alert type="error" showIcon className="pk-mb" title={error} data-testid="status-error" /> : null}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ no_charge: false, post_tracking_code: order.post_tracking_code ?? '' }}
        onFinish={(v) => void submit(v)}
        disabled={busy}
        validateTrigger={VALIDATE_TRIGGER}
      >
        <div data-testid="status-effects" className="pk-mb">
          {kind === 'release' ? (
            <>
              <Typography.Paragraph className="pk-effect">{t.effectRestock}</Typography.Paragraph>
              <Typography.Paragraph className="pk-effect">
                {order.paid_amount > 0 ? t.effectRefund(formatMoney(order.paid_amount, unit)) : t.effectNoPaid}
              </Typography.Paragraph>
            </>
          ) : kind === 'take' ? (
            <>
              {holdsStock(order.status, order.reserve_until) ? null : <Typography.Paragraph className="pk-effect">{t.effectTakeStock}</Typography.Paragraph>}
              <Typography.Paragraph className="pk-effect">{t.effectCharge(formatMoney(due, unit))}</Typography.Paragraph>
            </>
          ) : (
            <Typography.Paragraph className="pk-effect">{t.effectStatusOnly}</Typography.Paragraph>
          )}
        </div>
        {kind === 'release' && order.paid_amount > 0 ? (
          <Form.Item name="no_charge" valuePropName="checked" extra={t.noChargeHelp}>
            <Checkbox>{L.no_charge}</Checkbox>
          </Form.Item>
        ) : null}
        {kind === 'take' ? (
          <>
            <Form.Item name={['payment', 'method']} label={L.method} rules={rules(L.method, 'required')}>
              <Radio.Group className="pk-payment-choice" options={ORDER_PAYMENT_CHOICES.map((m) => ({ value: m, label: paymentMethodLabels[m] }))} />
            </Form.Item>
            {method === 'wallet' && balance !== undefined ? (
              short ? (
                <Alert type="warning" showIcon className="pk-mb" title={t.walletShort(formatMoney(balance, unit))} data-testid="wallet-short" />
              ) : (
                <Typography.Paragraph type="secondary">{t.walletBalance(formatMoney(balance, unit))}</Typography.Paragraph>
              )
            ) : null}
            {method === 'card' || method === 'cash' ? (
              <Form.Item name={['payment', 'tracking_code']} label={L.tracking_code} rules={rules(L.tracking_code, 'max:100')}>
                <Input dir="ltr" autoComplete="off" maxLength={100} />
              </Form.Item>
            ) : null}
          </>
        ) : null}
        {to === 'delivered' ? (
          <Form.Item name="post_tracking_code" label={L.post_tracking_code} extra={t.trackingHelp} rules={rules(L.post_tracking_code, 'max:60')}>
            <Input dir="ltr" autoComplete="off" inputMode="numeric" maxLength={60} />
          </Form.Item>
        ) : null}
        <Form.Item name="note" label={t.note} rules={rules(t.note, 'max:1000')}>
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={1000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
