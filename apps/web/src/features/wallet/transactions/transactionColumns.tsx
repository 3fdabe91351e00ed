import { walletTransactionTypeLabels } from '@pishkhan/common/i18n/fa/people-labels';
import { transactionText as t } from '@pishkhan/common/i18n/fa/people-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { formatMoney, groupDigits, toPersianDigits } from '@pishkhan/common/text';
import { Link } from 'react-router';
import { faDigits } from '../../../app/format';
import { AdminName, customerColumn, dateColumn, moneyColumn, StatusBadge } from '../../../components/crud/columns';
import type { ListColumn } from '../../../components/crud/ListPage';
import { customerName } from '../../people/customers/customer.api';
import type { Transaction } from './transaction.api';
import './wallet.css';

const TYPE_COLORS: Record<string, string> = {
  admin_credit: 'green',
  admin_debit: 'volcano',
  order_payment: 'blue',
  order_refund: 'cyan',
  withdraw_request: 'orange',
  withdraw_cancel: 'lime',
  shop_payment: 'purple',
  shop_refund: 'geekblue',
  gift_credit: 'magenta',
  gateway_topup: 'gold',
};
export const transactionTypeLabel = (type: string, label?: string) => label ?? (walletTransactionTypeLabels as Record<string, string>)[type] ?? type;

/**
 * A signed amount: green "+120,000 <unit>" for credits, red "−50,000 <unit>" for debits. The sign
 * and digits form one left-to-right island, so the sign sits just left of the digits (as Intl's
 * fa-IR negative numbers do) and the unit follows in RTL order.
 */
export function SignedAmount({ value, unit }: { value: number; unit: string | undefined }) {
  const sign = value > 0 ? '+' : value < 0 ? '−' : '';
  return (
    <span className={`pk-nowrap ${value > 0 ? 'pk-amount-credit' : value < 0 ? 'pk-amount-debit' : ''}`} data-testid="signed-amount">
      <bdi dir="ltr">{sign + toPersianDigits(groupDigits(Math.abs(value)))}</bdi>
      {unit ? ` ${unit}` : ''}
    </span>
  );
}

/** Columns of a wallet ledger: date, (customer), type, signed amount, balance after, who, reason, link. */
export function transactionColumns(opts: { unit: string | undefined; showCustomer: boolean; canReadCustomer: boolean }): ListColumn<Transaction>[] {
  const { unit } = opts;
  return [
    { ...dateColumn<Transaction>('created_at', t.date), width: 150 },
    ...(opts.showCustomer
      ? [
          customerColumn<Transaction>(t.customer, { canRead: opts.canReadCustomer, name: customerName }),
        ]
      : []),
    {
      key: 'type',
      title: t.type,
      dataIndex: 'type',
      render: (v: string, r: Transaction) => <StatusBadge value={v} label={transactionTypeLabel(v, r.type_label)} colors={TYPE_COLORS} />,
    },
    {
      key: 'amount',
      title: t.amount,
      dataIndex: 'amount',
      sortKey: 'amount',
      render: (v: number, r: Transaction) => (
        <div>
          <SignedAmount value={v} unit={unit} />
          {r.gift_amount ? (
            <div className="pk-muted">{t.giftPart(formatMoney(Math.abs(r.gift_amount), unit))}</div>
          ) : null}
        </div>
      ),
    },
    moneyColumn<Transaction>('balance_after', t.balanceAfter, unit, { sortKey: undefined }),
    {
      key: 'admin',
      title: t.admin,
      dataIndex: 'admin',
      render: (a: Transaction['admin']) => <AdminName admin={a} system={t.system} />,
    },
    {
      key: 'reason',
      title: t.reason,
      dataIndex: 'reason',
      render: (v: string | null) =>
        v ? (
          <span className="pk-ellipsis pk-reason" title={v}>
            {v}
          </span>
        ) : (
          crudText.none
        ),
    },
    {
      key: 'link',
      title: t.link,
      render: (_: unknown, r: Transaction) =>
        r.order_id ? (
          <Link to={`/order/${r.order_id}`}>{t.order(faDigits(r.order_id))}</Link>
        ) : r.mini_order_id ? (
          <Link to={`/shop/orders/${r.mini_order_id}`}>{t.shopOrder(faDigits(r.mini_order_id))}</Link>
        ) : r.withdraw_id ? (
          <Link to={`/withdraws?id=${r.withdraw_id}`}>{t.withdraw(faDigits(r.withdraw_id))}</Link>
        ) : (
          crudText.none
        ),
    },
  ];
}
