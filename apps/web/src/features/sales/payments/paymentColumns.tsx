import { paymentAdminTexts as t } from '@pishkhan/common/i18n/fa/payments';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { api, errorMessage } from '../../../app/api';
import { faDigits } from '../../../app/format';
import { CustomerLink, dateColumn, idColumn, moneyColumn, StatusBadge } from '../../../components/crud/columns';
import type { ListColumn } from '../../../components/crud/ListPage';
import { PAYMENTS_API, paymentVerifyApi, type Payment } from './payment.api';

const STATUS_COLORS: Record<string, string> = { pending: 'default', paid: 'green', failed: 'red', unknown: 'orange', canceled: 'default' };

export const PaymentStatusTag = ({ row }: { row: Payment }) => <StatusBadge value={row.status} label={row.status_label} colors={STATUS_COLORS} />;

/** «Verify again» of an `unknown` payment: queues the gateway's re-verification (verify_payment). */
export function VerifyAgainButton({ row }: { row: Payment }) {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await api.post(paymentVerifyApi(row.id));
      message.success(t.reverifyQueued);
      await qc.invalidateQueries({ queryKey: [PAYMENTS_API] });
    } catch (e) {
      message.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popconfirm title={t.reverifyConfirm} okText={t.reverify} cancelText={crudText.cancel} onConfirm={() => void run()}>
      <Button size="small" loading={busy} data-testid={`reverify-${row.id}`}>
        {t.reverify}
      </Button>
    </Popconfirm>
  );
}

/** Columns of gateway payments: start time, kind with its order or customer, amount, gateway, status, bank reference, paid time. */
export function paymentColumns(opts: { unit: string | undefined; canReadOrder: boolean; canReadCustomer: boolean; showSubject: boolean }): ListColumn<Payment>[] {
  const { unit } = opts;
  return [
    idColumn<Payment>(t.id),
    { ...dateColumn<Payment>('created_at', t.createdAt), width: 150 },
    ...(opts.showSubject
      ? [
          {
            key: 'subject',
            title: t.subject,
            render: (_: unknown, r: Payment) => (
              <div>
                <div>
                  {r.order_id ? opts.canReadOrder ? <Link to={`/order/${r.order_id}`}>{`${t.order} ${faDigits(r.order_id)}`}</Link> : `${t.order} ${faDigits(r.order_id)}` : r.purpose_label}
                </div>
                {r.customer ? (
                  <div className="pk-muted">
                    <CustomerLink id={r.customer.id} canRead={opts.canReadCustomer}>
                      {r.customer.full_name}
                    </CustomerLink>
                  </div>
                ) : null}
              </div>
            ),
          } as ListColumn<Payment>,
        ]
      : []),
    moneyColumn<Payment>('amount', t.amount, unit),
    { key: 'gateway', title: t.gateway, dataIndex: 'gateway_label' },
    { key: 'status', title: t.status, dataIndex: 'status', render: (_: string, r: Payment) => <PaymentStatusTag row={r} /> },
    {
      key: 'ref_id',
      title: t.refId,
      dataIndex: 'ref_id',
      render: (v: string | null, r: Payment) =>
        v ? <bdi dir="ltr">{v}</bdi> : r.note ? <span className="pk-muted" title={r.note}>{r.note}</span> : crudText.none,
    },
    { ...dateColumn<Payment>('paid_at', t.paidAt), sortKey: 'paid_at', width: 150 },
  ];
}
