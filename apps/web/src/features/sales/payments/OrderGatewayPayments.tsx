import { paymentAdminTexts as t } from '@pishkhan/common/i18n/fa/payments';
import { Card } from 'antd';
import { useMemo } from 'react';
import { useSession } from '../../../app/session';
import { useResourceList } from '../../../components/crud';
import type { ListColumn } from '../../../components/crud/ListPage';
import { OrderTable } from '../orders/OrderTable';
import { PAYMENTS_API, type Payment } from './payment.api';
import { paymentColumns, VerifyAgainButton } from './paymentColumns';

/** The order page's gateway attempts (read_payment): every try at the bank, its status, and «verify again» for an unknown one. */
export function OrderGatewayPayments({ orderId, unit }: { orderId: number; unit: string | undefined }) {
  const { can } = useSession();
  const list = useResourceList<Payment>(PAYMENTS_API, { order_id: orderId, per_page: 50, sort: '-id' });
  const canVerify = can('verify_payment');
  const columns = useMemo(() => {
    const cols: ListColumn<Payment>[] = paymentColumns({ unit, canReadOrder: false, canReadCustomer: false, showSubject: false }).map(({ sortKey: _s, ...c }) => c);
    if (canVerify) cols.push({ key: 'actions', title: '', render: (_: unknown, r: Payment) => (r.status === 'unknown' ? <VerifyAgainButton row={r} /> : null) });
    return cols;
  }, [unit, canVerify]);
  const rows = list.data?.data ?? [];
  return (
    <Card title={t.orderSection} className="pk-order-card" data-testid="gateway-payments-card">
      <OrderTable<Payment> columns={columns} dataSource={rows} loading={list.isLoading} locale={{ emptyText: t.none }} />
    </Card>
  );
}
