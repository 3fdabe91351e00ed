import { orderLabels as L } from '@pishkhan/common/i18n/fa/order-labels';
import { orderReturnText as t } from '@pishkhan/common/i18n/fa/order-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { REFUND_METHODS, type PaymentMethod } from '@pishkhan/common/order';
import { rules, VALIDATE_TRIGGER } from '@pishkhan/common/rules';
import { formatMoney } from '@pishkhan/common/text';
import { Alert, Form, Input, Modal, Radio, Typography } from 'antd';
import { NumberInput } from '../../../components/inputs/NumberInput';
import { useState } from 'react';
import { api } from '../../../app/api';
import { faDigits } from '../../../app/format';
import { useDialogSubmit } from '../../../components/crud/useDialogSubmit';
import { orderReturnApi, orderReturnsApi, returnableOf, variantPart, type Order, type OrderReturn } from './order.api';
import { methodOptions, TrackingCodeField } from './PaymentMethodFields';
import { useOrderActions } from './useOrderActions';

/** The return request: a quantity per line (0 = not returned), within what may still come back. */
export function RequestDialog({ order, unit, onClose }: { order: Order; unit: string | undefined; onClose: () => void }) {
  const [form] = Form.useForm<{ note?: string }>();
  const { send } = useOrderActions(order.id);
  const { busy, error, run } = useDialogSubmit(form);
  const lines = order.items.filter((i) => returnableOf(i) > 0);
  const [qty, setQty] = useState<Record<number, number | null>>({});
  const [empty, setEmpty] = useState(false);
  const value = lines.reduce((s, i) => s + (qty[i.id] ?? 0) * (i.unit_price - Math.min(i.unit_discount, i.unit_price)), 0);
  const submit = (v: { note?: string }) => {
    const items = lines.map((i) => ({ item_id: i.id, quantity: qty[i.id] ?? 0 })).filter((x) => x.quantity > 0);
    setEmpty(items.length === 0);
    // A box over what can come back is marked invalid in place; the server refuses it too.
    if (!items.length || lines.some((i) => (qty[i.id] ?? 0) > returnableOf(i))) return;
    return run(async () => {
      const body: { items: typeof items; note?: string } = { items };
      if (v.note?.trim()) body.note = v.note.trim();
      await send(() => api.post(orderReturnsApi(order.id), body), t.requested);
      onClose();
    });
  };
  return (
    <Modal open title={t.requestTitle} okText={t.requestOk} cancelText={crudText.cancel} okButtonProps={{ loading: busy }} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden width={620}>
      <Typography.Paragraph type="secondary">{t.requestIntro}</Typography.Paragraph>
      {error ? <Alert type="error" showIcon className="pk-mb" title={error} data-testid="return-error" /> : null}
      {empty ? <Alert type="warning" showIcon className="pk-mb" title={t.nothingChosen} /> : null}
      <table className="pk-bulk-ship">
        <thead>
          <tr>
            <th scope="col">{t.line}</th>
            <th scope="col">{t.sold}</th>
            <th scope="col">{t.returnable}</th>
            <th scope="col">{L.quantity}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((i) => {
            const part = variantPart(i.title, i.variant_title);
            return (
              <tr key={i.id} data-testid={`return-line-${i.id}`}>
                <td>
                  {i.title}
                  {part ? <div className="pk-muted">{part}</div> : null}
                </td>
                <td>{faDigits(i.quantity)}</td>
                <td>{faDigits(returnableOf(i))}</td>
                <td>
                  <NumberInput
                    className="pk-order-qty"
                    aria-label={t.quantityOf(i.title)}
                    min={0}
                    max={returnableOf(i)}
                    maxDigits={6}
                    value={qty[i.id] ?? 0}
                    onChange={(n) => setQty((q) => ({ ...q, [i.id]: n }))}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <Typography.Paragraph className="pk-mb" data-testid="return-value">
        {t.estimate(formatMoney(value, unit))}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} disabled={busy} validateTrigger={VALIDATE_TRIGGER}>
        <Form.Item name="note" label={t.note} rules={rules(t.note, 'max:1000')}>
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={1000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The goods came back: how the money goes back (none pre-chosen). */
export function CompleteDialog({ order, ret, unit, onClose }: { order: Order; ret: OrderReturn; unit: string | undefined; onClose: () => void }) {
  const [form] = Form.useForm<{ refund_method?: PaymentMethod; tracking_code?: string }>();
  const { send } = useOrderActions(order.id);
  const { busy, error, run } = useDialogSubmit(form);
  const method = Form.useWatch('refund_method', form);
  const submit = (v: { refund_method?: PaymentMethod; tracking_code?: string }) =>
    run(async () => {
      const body: { refund_method: PaymentMethod; tracking_code?: string } = { refund_method: v.refund_method! };
      const code = v.tracking_code?.trim();
      if (v.refund_method !== 'wallet' && code) body.tracking_code = code;
      await send(() => api.post(orderReturnApi(order.id, ret.id, 'complete'), body), t.completed);
      onClose();
    });
  return (
    <Modal
      open
      title={t.completeTitle(faDigits(ret.id))}
      okText={t.completeOk}
      cancelText={crudText.cancel}
      okButtonProps={{ loading: busy }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={500}
    >
      <Typography.Paragraph type="secondary">{t.completeIntro}</Typography.Paragraph>
      <Typography.Paragraph>
        {t.amount}: <strong>{formatMoney(ret.amount, unit)}</strong>
      </Typography.Paragraph>
      {error ? <Alert type="error" showIcon className="pk-mb" title={error} data-testid="complete-error" /> : null}
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} disabled={busy} validateTrigger={VALIDATE_TRIGGER}>
        <Form.Item name="refund_method" label={t.refundMethod} rules={rules(t.refundMethod, 'required')} extra={method ? t.refundHelp[method] : undefined}>
          <Radio.Group optionType="button" options={methodOptions(REFUND_METHODS)} />
        </Form.Item>
        <TrackingCodeField method={method} />
      </Form>
    </Modal>
  );
}
