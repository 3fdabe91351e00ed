import { stockText as t } from '@pishkhan/common/i18n/fa/stock-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { messageOf, rules } from '@pishkhan/common/rules';
import { Alert, App, Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { api } from '../../app/api';
import { dialogError } from '../../components/crud/serverErrors';
import { formatNumber } from '../../app/format';
import { rowName, STOCK_ADJUST_API, type AdjustBody, type StockRow } from './stock.api';
import { NumberInput } from '../../components/inputs/NumberInput';

interface Values {
  direction: 'add' | 'remove';
  amount: number | null;
  reason: string;
}


/** Add or remove stock with a required reason; never below zero (checked here and on the server). */
export function AdjustStockModal({ row, onClose, onDone }: { row: StockRow; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const direction = Form.useWatch('direction', form) ?? 'add';
  const amount = Form.useWatch('amount', form) ?? 0;
  const after = row.quantity + (direction === 'add' ? 1 : -1) * (amount || 0);

  const submit = async (v: Values) => {
    setError(null);
    const change = (v.direction === 'add' ? 1 : -1) * (v.amount ?? 0);
    const body: AdjustBody = { variant_id: row.variant_id, change, reason: v.reason.trim() };
    setBusy(true);
    try {
      await api.post(STOCK_ADJUST_API, body);
      message.success(t.done);
      onDone();
    } catch (e) {
      setError(dialogError(form, e, { change: 'amount' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t.adjustTitle(rowName(row))}
      okText={t.submit}
      cancelText={crudText.cancel}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={busy}
      destroyOnHidden
    >
      {error ? <Alert type="error" showIcon className="pk-mb" title={error} data-testid="adjust-error" /> : null}
      <Form<Values> form={form} layout="vertical" initialValues={{ direction: 'add', amount: null, reason: '' }} onFinish={(v) => void submit(v)} disabled={busy}>
        <div className="pk-adjust-head">
          <Form.Item label={t.current}>
            <strong className="pk-adjust-current">{formatNumber(row.quantity)}</strong>
          </Form.Item>
          <Form.Item name="direction" label={t.direction}>
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              options={[
                { value: 'add', label: t.add },
                { value: 'remove', label: t.remove },
              ]}
            />
          </Form.Item>
        </div>
        <Form.Item
          name="amount"
          label={t.amount}
          dependencies={['direction']}
          extra={
            <span className="pk-stock-after">
              {t.after}: {formatNumber(Math.max(after, 0))}
            </span>
          }
          rules={[
            ...rules(t.amount, 'required|integer|min_value:1'),
            ({ getFieldValue }) => ({
              validator: async (_: unknown, v: number | null) => {
                if (getFieldValue('direction') === 'remove' && v && v > row.quantity) throw new Error(t.belowZero);
              },
            }),
          ]}
        >
          <NumberInput min={1} maxDigits={9} aria-label={t.amount} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t.reason}
          rules={[
            ...rules(t.reason, 'required|max:1000'),
            {
              validator: async (_: unknown, v: string | undefined) => {
                if (v !== undefined && v !== '' && v.trim() === '') throw new Error(messageOf('required', t.reason));
              },
            },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} placeholder={t.reasonPlaceholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
