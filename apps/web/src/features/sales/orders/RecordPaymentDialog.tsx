import { orderLabels as L } from '@pishkhan/common/i18n/fa/order-labels';
import { orderShowText as t } from '@pishkhan/common/i18n/fa/order-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { PAYMENT_METHODS, type PaymentMethod } from '@pishkhan/common/order';
import { rules, VALIDATE_TRIGGER } from '@pishkhan/common/rules';
import { formatMoney } from '@pishkhan/common/text';
import { Alert, Form, Modal, Radio, Typography } from 'antd';
import { api } from '../../../app/api';
import { useDialogSubmit } from '../../../components/crud/useDialogSubmit';
import { PriceInput } from '../../../components/inputs/PriceInput';
import { orderPaymentsApi, type Order } from './order.api';
import { methodOptions, TrackingCodeField } from './PaymentMethodFields';
import { useOrderActions } from './useOrderActions';

interface Values {
  method?: PaymentMethod;
  amount?: number | null;
  tracking_code?: string;
}

/** Money received later for an order (collect on delivery): method (none pre-chosen), amount (the rest by default), card/cash tracking code. */
export function RecordPaymentDialog({ order, unit, onClose }: { order: Order; unit: string | undefined; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const { send } = useOrderActions(order.id);
  const { busy, error, run } = useDialogSubmit(form);
  const due = order.due_amount ?? Math.max(0, order.total_amount - (order.returned_amount ?? 0) - order.paid_amount);
  const method = Form.useWatch('method', form);
  const balance = order.customer?.wallet?.balance;
  const amount = Form.useWatch('amount', form) ?? due;
  const short = method === 'wallet' && balance !== undefined && balance < amount;
  const submit = (v: Values) =>
    run(async () => {
      const body: { method: PaymentMethod; amount?: number; tracking_code?: string } = { method: v.method! };
      if (v.amount && v.amount !== due) body.amount = v.amount;
      const code = v.tracking_code?.trim();
      if (v.method !== 'wallet' && code) body.tracking_code = code;
      await send(() => api.post(orderPaymentsApi(order.id), body), t.paymentRecorded);
      onClose();
    });
  return (
    <Modal
      open
      title={t.recordPayment}
      okText={t.recordPayment}
      cancelText={crudText.cancel}
      okButtonProps={{ loading: busy, disabled: short }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={480}
    >
      <Typography.Paragraph type="secondary">{t.recordPaymentIntro(formatMoney(due, unit))}</Typography.Paragraph>
      {error ? <Alert type="error" showIcon className="pk-mb" title={error} data-testid="payment-error" /> : null}
      <Form<Values> form={form} layout="vertical" initialValues={{ amount: due }} onFinish={(v) => void submit(v)} disabled={busy} validateTrigger={VALIDATE_TRIGGER}>
        <Form.Item name="method" label={L.method} rules={rules(L.method, 'required')}>
          <Radio.Group optionType="button" options={methodOptions(PAYMENT_METHODS)} />
        </Form.Item>
        {short ? <Alert type="warning" showIcon className="pk-mb" title={t.walletShort(formatMoney(balance ?? 0, unit))} data-testid="wallet-short" /> : null}
        <Form.Item name="amount" label={t.recordPaymentAmount} rules={rules(t.recordPaymentAmount, 'required')}>
          <PriceInput {...(unit ? { unit } : {})} aria-label={t.recordPaymentAmount} />
        </Form.Item>
        <TrackingCodeField method={method} />
      </Form>
    </Modal>
  );
}
