import { peopleLabels } from '@pishkhan/common/i18n/fa/people-labels';
import { withdrawText as t } from '@pishkhan/common/i18n/fa/people-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { messageOf, rules } from '@pishkhan/common/rules';
import { formatMoney } from '@pishkhan/common/text';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { api, errorMessage, isApiError } from '../../../app/api';
import { faDigits } from '../../../app/format';
import { useSession } from '../../../app/session';
import { CUSTOMERS_API } from '../../people/customers/customer.api';
import { TRANSACTIONS_API } from '../transactions/transaction.api';
import { withdrawActionApi, WITHDRAWS_API, type Withdraw } from './withdraw.api';

const L = peopleLabels.withdraw;
const refreshAll = (qc: ReturnType<typeof useQueryClient>) => Promise.all([WITHDRAWS_API, CUSTOMERS_API, TRANSACTIONS_API].map((p) => qc.invalidateQueries({ queryKey: [p] })));

/** Mark a pending request paid: the bank's tracking code is required (approve_withdraw). */
export function PayWithdrawModal({ row, onClose }: { row: Withdraw; onClose: () => void }) {
  const [form] = Form.useForm<{ tracking_code: string; note: string }>();
  const { message } = App.useApp();
  const { home } = useSession();
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (v: { tracking_code: string; note: string }) => {
    setBusy(true);
    setError(null);
    try {
      await api.post(withdrawActionApi(row.id, 'pay'), { tracking_code: v.tracking_code.trim(), ...(v.note?.trim() ? { note: v.note.trim() } : {}) });
      message.success(t.paid);
      await refreshAll(qc);
      onClose();
    } catch (e) {
      if (isApiError(e) && e.fields?.tracking_code) form.setFields([{ name: 'tracking_code', errors: [e.fields.tracking_code] }]);
      else setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={t.payTitle(faDigits(row.id))} okText={t.paySubmit} cancelText={crudText.cancel} onOk={() => form.submit()} onCancel={onClose} confirmLoading={busy} destroyOnHidden>
      {error ? <Alert type="error" showIcon className="pk-mb" title={error} data-testid="pay-error" /> : null}
      <Typography.Paragraph type="secondary">{t.payHelp}</Typography.Paragraph>
      <WithdrawSummary row={row} unit={home.unit_label} />
      <Form form={form} layout="vertical" initialValues={{ tracking_code: '', note: row.note ?? '' }} onFinish={(v) => void submit(v)} disabled={busy}>
        <Form.Item
          name="tracking_code"
          label={L.tracking_code}
          rules={[
            ...rules(L.tracking_code, 'required|max:100'),
            {
              validator: async (_: unknown, v: string | undefined) => {
                if (v !== undefined && v !== '' && v.trim() === '') throw new Error(messageOf('required', L.tracking_code));
              },
            },
          ]}
        >
          <Input dir="ltr" autoComplete="off" maxLength={100} autoFocus />
        </Form.Item>
        <Form.Item name="note" label={L.note} rules={rules(L.note, 'max:1000')}>
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={1000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function WithdrawSummary({ row, unit }: { row: Withdraw; unit: string | undefined }) {
  return (
    <div className="pk-mb">
      <div>
        <strong>{formatMoney(row.amount, unit)}</strong> — {row.customer?.full_name || row.customer?.mobile}
      </div>
      <div className="pk-muted">
        {row.bank_name ?? t.unknownBank}
        {row.sheba ? (
          <>
            {' '}
            <bdi dir="ltr">{row.sheba}</bdi>
          </>
        ) : row.card_number ? (
          <>
            {' '}
            <bdi dir="ltr">{row.card_number}</bdi>
          </>
        ) : null}
      </div>
    </div>
  );
}

/** Cancel (the amount returns to the wallet) or reopen (reopen_withdraw), asked in a dialog that shows the server's refusal. */
export function ConfirmWithdrawModal({ row, action, onClose }: { row: Withdraw; action: 'cancel' | 'reopen'; onClose: () => void }) {
  const { message } = App.useApp();
  const { home } = useSession();
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const amount = formatMoney(row.amount, home.unit_label);
  const id = faDigits(row.id);
  const question =
    action === 'cancel' ? t.cancelConfirm(id, amount) : row.status === 'paid' ? t.reopenConfirmPaid(id) : t.reopenConfirmCanceled(id, amount);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      await api.post(withdrawActionApi(row.id, action), {});
      message.success(action === 'cancel' ? t.canceled : t.reopened);
      await refreshAll(qc);
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={action === 'cancel' ? t.cancel : t.reopen}
      okText={action === 'cancel' ? t.cancelOk : t.reopenOk}
      cancelText={crudText.cancel}
      okButtonProps={{ danger: action === 'cancel', loading: busy }}
      onOk={() => void run()}
      onCancel={onClose}
      destroyOnHidden
      width={460}
    >
      <p data-testid="withdraw-confirm">{question}</p>
      {error ? <Alert type="error" showIcon title={error} data-testid="withdraw-action-error" /> : null}
    </Modal>
  );
}
