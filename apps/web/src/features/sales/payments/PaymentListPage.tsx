import { paymentAdminTexts as t, paymentGatewayLabels, paymentPurposeLabels, paymentStatusLabels } from '@pishkhan/common/i18n/fa/payments';
import { toAsciiDigits } from '@pishkhan/common/text';
import { Input } from 'antd';
import { useMemo } from 'react';
import { useSession } from '../../../app/session';
import { DateRangeFilter, ExportButton, ListPage, type ListFilter } from '../../../components/crud';
import { customerFilter } from '../../people/customers/CustomerSelect';
import { PAYMENTS_API, PAYMENTS_EXPORT_API, type Payment } from './payment.api';
import { paymentColumns, VerifyAgainButton } from './paymentColumns';

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/** /admin/payments — every gateway payment (paid, failed, canceled, unknown) with filters and their Excel export; «verify again» for an unknown one. */
export default function PaymentListPage() {
  const { home, can } = useSession();
  const columns = useMemo(
    () => paymentColumns({ unit: home.unit_label, canReadOrder: can('read_order'), canReadCustomer: can('read_customer'), showSubject: true }),
    [home.unit_label, can],
  );
  const filters: ListFilter[] = [
    { name: 'status', label: t.status, options: options(paymentStatusLabels), width: 150 },
    { name: 'gateway', label: t.gateway, options: options(paymentGatewayLabels), width: 140 },
    { name: 'purpose', label: t.purpose, options: options(paymentPurposeLabels), width: 180 },
    customerFilter,
    {
      name: 'order_id',
      render: (ctx) => (
        <Input.Search
          key={ctx.value('order_id') ?? ''}
          aria-label={t.orderId}
          placeholder={t.orderId}
          allowClear
          inputMode="numeric"
          style={{ inlineSize: 200 }}
          defaultValue={ctx.value('order_id')}
          onSearch={(v) => ctx.set({ order_id: toAsciiDigits(v.trim()).replace(/\D/g, '') || undefined })}
        />
      ),
    },
    { name: 'from', render: (ctx) => <DateRangeFilter ctx={ctx} label={t.dateRange} /> },
  ];
  return (
    <ListPage<Payment>
      title={t.title}
      apiPath={PAYMENTS_API}
      basePath="/payments"
      columns={columns}
      defaultSort="-id"
      searchPlaceholder={t.search}
      filters={filters}
      headerExtra={<ExportButton path={PAYMENTS_EXPORT_API} label={t.export} fileName={t.exportFileName} />}
      editPath={false}
      createLabel={false}
      rowActions={can('verify_payment') ? (r) => (r.status === 'unknown' ? <VerifyAgainButton row={r} /> : null) : undefined}
    />
  );
}
