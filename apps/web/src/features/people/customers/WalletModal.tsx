import { peopleLabels } from '@pishkhan/common/i18n/fa/people-labels';
import { walletText as t } from '@pishkhan/common/i18n/fa/people-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { messageOf, rules } from '@pishkhan/common/rules';
import { formatMoney } from '@pishkhan/common/text';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Checkbox, Descriptions, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { api, type DataResponse } from '../../../app/api';
import { useDialogSubmit } from '../../../components/crud/useDialogSubmit';
import { useSession } from '../../../app/session';
import { PriceInput } from '../../../components/inputs/PriceInput';
import { TRANSACTIONS_API, WALLET_MIN_ADMIN_AMOUNT, type WalletChangeResult } from '../../wallet/transactions/transaction.api';
import type { Wallet } from '../refs';
import { CUSTOMERS_API, walletApi, newIdempotencyKey } from './customer.api';

const L = peopleLabels.wallet;
const MAX_AMOUNT = 1_000_000_000_000;

interface Values {
  amount: number | null;
  reason: string;
  gift: boolean;
}

export interface WalletModalProps {
  customerId: number;
  customerName: string;
  wallet: Wallet;
  kind: 'credit' | 'debit';
  onClose: () => void;
  onDone?: (r: WalletChangeResult) => void;
}

/**
 * Manual credit or debit of a customer's wallet with a required reason. The `Idempotency-Key` is
 * made once per opening of the modal (render it only while open), so a double click or a retry of
 * the same submission is applied once by the server.
 */
export function WalletModal({ customerId, customerName, wallet, kind, onClose, onDone }: WalletModalProps) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const { home } = useSession();
  const qc = useQueryClient();
  const unit = home.unit_label;
  const [key] = useState(newIdempotencyKey);
  const { busy, error, run } = useDialogSubmit(form);
  const amount = (Form.useWatch('amount', form) as number | null | undefined) ?? 0;
  const credit = kind === 'credit';
  const after = wallet.balance + (credit ? 1 : -1) * amount;

  const submit = (v: Values) =>
    run(async () => {
      const body = credit ? { amount: v.amount, reason: v.reason.trim(), gift: !!v.gift } : { amount: v.amount, reason: v.reason.trim() };
      const res = await api.post<DataResponse<WalletChangeResult>>(walletApi(customerId, kind), body, { headers: { 'Idempotency-Key': key } });
      if (res.data.replayed) message.info(t.replayed);
      else message.success(t.done);
      await Promise.all([CUSTOMERS_API, TRANSACTIONS_API].map((p) => qc.invalidateQueries({ queryKey: [p] })));
      onDone?.(res.data);
      onClose();
    });

  return (
    <Modal
      open
      title={credit ? t.creditTitle(customerName) : t.debitTitle(customerName)}
      okText={credit ? t.submitCredit : t.submitDebit}
      cancelText={crudText.cancel}
      okButtonProps={{ danger: !credit }}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={busy}
      destroyOnHidden
      mask={{ closable: !busy }}
    >
      {error ? <Alert type="error" showIcon className="pk-mb" title={error} data-testid="wallet-error" /> : null}
      <Descriptions size="small" column={1} className="pk-mb">
        <Descriptions.Item label={t.current}>{formatMoney(wallet.balance, unit)}</Descriptions.Item>
        {!credit ? <Descriptions.Item label={t.withdrawable}>{formatMoney(wallet.withdrawable, unit)}</Descriptions.Item> : null}
      </Descriptions>
      <Form<Values> form={form} layout="vertical" initialValues={{ amount: null, reason: '', gift: false }} onFinish={(v) => void submit(v)} disabled={busy}>
        <Form.Item
          name="amount"
          label={L.amount}
          extra={amount > 0 ? `${t.after}: ${formatMoney(Math.max(after, 0), unit)}` : undefined}
          rules={[
            ...rules(L.amount, 'required'),
            {
              validator: async (_: unknown, v: number | null) => {
                if (v === null || v === undefined) return;
                if (v < WALLET_MIN_ADMIN_AMOUNT) throw new Error(t.minAmount(formatMoney(WALLET_MIN_ADMIN_AMOUNT, unit)));
                if (v > MAX_AMOUNT) throw new Error(messageOf('max_value', L.amount, [MAX_AMOUNT]));
                if (!credit && v > wallet.balance) throw new Error(t.aboveBalance);
              },
            },
          ]}
        >
          <PriceInput unit={unit} aria-label={L.amount} autoFocus />
        </Form.Item>
        <Form.Item
          name="reason"
          label={L.reason}
          rules={[
            ...rules(L.reason, 'required|max:500'),
            {
              validator: async (_: unknown, v: string | undefined) => {
                if (v !== undefined && v !== '' && v.trim() === '') throw new Error(messageOf('required', L.reason));
              },
            },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={500} placeholder={t.reasonPlaceholder} />
        </Form.Item>
        {credit ? (
          <Form.Item name="gift" valuePropName="checked" extra={t.giftHelp}>
            <Checkbox>{L.gift}</Checkbox>
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
