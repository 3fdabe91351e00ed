import { peopleLabels } from '@pishkhan/common/i18n/fa/people-labels';
import { withdrawText as t } from '@pishkhan/common/i18n/fa/people-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { rules } from '@pishkhan/common/rules';
import { formatMoney } from '@pishkhan/common/text';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { api, type DataResponse } from '../../../app/api';
import { useDialogSubmit } from '../../../components/crud/useDialogSubmit';
import { useSession } from '../../../app/session';
import { PriceInput } from '../../../components/inputs/PriceInput';
import { CUSTOMERS_API, newIdempotencyKey } from '../../people/customers/customer.api';
import { CustomerSelect } from '../../people/customers/CustomerSelect';
import { TRANSACTIONS_API } from '../transactions/transaction.api';
import { WITHDRAWS_API, type Withdraw } from './withdraw.api';

const L = peopleLabels.withdraw;

interface Values {
  customer_id?: number;
  amount: number | null;
  note: string;
}

/**
 * A withdrawal request on a customer's behalf (create_withdraw). With `customer` fixed (the
 * customer page) there is no picker and the withdrawable amount is checked before asking the
 * server; one `Idempotency-Key` per opening.
 */
export function CreateWithdrawModal({ customer, onClose }: { customer?: { id: number; name: string; withdrawable: number }; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const { home } = useSession();
  const qc = useQueryClient();
  const unit = home.unit_label;
  const [key] = useState(newIdempotencyKey);
  const { busy, error, run } = useDialogSubmit(form);

  const submit = (v: Values) =>
    run(async () => {
      const body = { customer_id: customer?.id ?? v.customer_id, amount: v.amount, note: v.note?.trim() || null };
      await api.post<DataResponse<Withdraw>>(WITHDRAWS_API, body, { headers: { 'Idempotency-Key': key } });
      message.success(t.created);
      await Promise.all([WITHDRAWS_API, CUSTOMERS_API, TRANSACTIONS_API].map((p) => qc.invalidateQueries({ queryKey: [p] })));
      onClose();
    });

  return (
    <Modal
      open
      title={customer ? t.createTitleFor(customer.name) : t.createTitle}
      okText={t.submitCreate}
      cancelText={crudText.cancel}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={busy}
      destroyOnHidden
      mask={{ closable: !busy }}
    >
      {error ? <Alert type="error" showIcon className="pk-mb" title={error} data-testid="withdraw-create-error" /> : null}
      <Typography.Paragraph type="secondary">{t.createHelp}</Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" initialValues={{ amount: null, note: '' }} onFinish={(v) => void submit(v)} disabled={busy}>
        {customer ? null : (
          <Form.Item name="customer_id" label={L.customer_id} rules={rules(L.customer_id, 'required')}>
            <CustomerSelect aria-label={L.customer_id} />
          </Form.Item>
        )}
        <Form.Item
          name="amount"
          label={L.amount}
          {...(customer ? { extra: `${peopleLabels.customer.withdrawable}: ${formatMoney(customer.withdrawable, unit)}` } : {})}
          rules={[
            ...rules(L.amount, 'required|min_value:1'),
            {
              validator: async (_: unknown, v: number | null) => {
                if (customer && v && v > customer.withdrawable) throw new Error(t.aboveWithdrawable(formatMoney(customer.withdrawable, unit)));
              },
            },
          ]}
        >
          <PriceInput unit={unit} aria-label={L.amount} />
        </Form.Item>
        <Form.Item name="note" label={L.note} rules={rules(L.note, 'max:1000')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={1000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
