import { CheckOutlined, CloseOutlined, PlusOutlined, RollbackOutlined } from '@ant-design/icons';
import { withdrawStatusLabels } from '@pishkhan/common/i18n/fa/people-labels';
import { withdrawText as t } from '@pishkhan/common/i18n/fa/people-screens';
import { formatMoney } from '@pishkhan/common/text';
import { Button, Space, Tooltip, Typography } from 'antd';
import { StatusFilterTabs } from '../../../components/crud/FilterTabs';
import { useCallback, useMemo, useState } from 'react';
import type { ListMeta } from '../../../app/api';
import { formatDateTime } from '../../../app/format';
import { useSession } from '../../../app/session';
import { customerColumn, dateColumn, DateRangeFilter, ExportButton, idColumn, ListPage, moneyColumn, StatusBadge, useListParams, useResourceList, type ListColumn, type ListFilter } from '../../../components/crud';
import { customerName } from '../../people/customers/customer.api';
import { CustomerSelect } from '../../people/customers/CustomerSelect';
import '../../catalog/products/products.css';
import '../transactions/wallet.css';
import { lazyPart } from '../../../components/crud/lazyPart';
import { WITHDRAW_STATUSES, WITHDRAWS_API, WITHDRAWS_EXPORT_API, type Withdraw, type WithdrawStatus, type WithdrawStatusCounts } from './withdraw.api';

const CreateWithdrawModal = lazyPart(() => import('./CreateWithdrawModal').then((m) => m.CreateWithdrawModal));
const PayWithdrawModal = lazyPart(() => import('./WithdrawActions').then((m) => m.PayWithdrawModal));
const ConfirmWithdrawModal = lazyPart(() => import('./WithdrawActions').then((m) => m.ConfirmWithdrawModal));

const STATUS_COLORS: Record<WithdrawStatus, string> = { pending: 'gold', paid: 'green', canceled: 'default' };
type WithdrawMeta = ListMeta & { status_counts?: WithdrawStatusCounts; total_amount?: number };

/** Status tabs with counts and the total of the filtered rows, from the same request as the table. */
function useWithdrawMeta() {
  const params = useListParams();
  const list = useResourceList<Withdraw>(WITHDRAWS_API, params.query);
  return { params, meta: list.data?.meta as WithdrawMeta | undefined };
}

function StatusTabs() {
  const { params, meta } = useWithdrawMeta();
  const counts = meta?.status_counts;
  return <StatusFilterTabs params={params} allLabel={t.allTab} allCount={counts?.all} statuses={WITHDRAW_STATUSES.map((s) => ({ key: s, label: withdrawStatusLabels[s] }))} counts={counts} />;
}

function TotalAmount() {
  const { home } = useSession();
  const { meta } = useWithdrawMeta();
  if (meta?.total_amount === undefined) return null;
  return (
    <Typography.Paragraph className="pk-withdraw-total" data-testid="withdraw-total">
      {t.totalAmount(formatMoney(meta.total_amount, home.unit_label))}
    </Typography.Paragraph>
  );
}

/** /admin/withdraws — requests by status; pay with the bank's tracking code, cancel, reopen; Excel for the bank. */
export default function WithdrawListPage() {
  const { home, can } = useSession();
  const unit = home.unit_label;
  const [paying, setPaying] = useState<Withdraw | null>(null);
  const [confirming, setConfirming] = useState<{ row: Withdraw; action: 'cancel' | 'reopen' } | null>(null);
  const [creating, setCreating] = useState(false);
  const canApprove = can('approve_withdraw');
  const canReopen = can('reopen_withdraw');

  const columns: ListColumn<Withdraw>[] = useMemo(
    () => [
      idColumn<Withdraw>(t.id),
      customerColumn<Withdraw>(t.customer, { canRead: can('read_customer'), name: customerName, mobileBelow: true }),
      moneyColumn<Withdraw>('amount', t.amount, unit, { strong: true }),
      {
        key: 'bank',
        title: t.bank,
        render: (_: unknown, r: Withdraw) => (
          <div className="pk-withdraw-dest">
            <div>{r.bank_name ?? <span className="pk-muted">{t.unknownBank}</span>}</div>
            {r.sheba ? (
              <div>
                <span className="pk-muted">{t.sheba}: </span>
                <bdi dir="ltr" className="pk-ltr">
                  {r.sheba}
                </bdi>
              </div>
            ) : null}
            {r.card_number ? (
              <div>
                <span className="pk-muted">{t.card}: </span>
                <bdi dir="ltr" className="pk-ltr">
                  {r.card_number}
                </bdi>
              </div>
            ) : null}
          </div>
        ),
      },
      {
        key: 'status',
        title: t.status,
        dataIndex: 'status',
        render: (s: WithdrawStatus, r: Withdraw) => (
          <div className="pk-withdraw-status">
            <StatusBadge value={s} label={r.status_label ?? withdrawStatusLabels[s] ?? s} colors={STATUS_COLORS} />
            {r.tracking_code ? (
              <div>
                <span className="pk-muted">{t.trackingCode}: </span>
                <bdi dir="ltr" className="pk-ltr">
                  {r.tracking_code}
                </bdi>
              </div>
            ) : null}
            {r.processor ? (
              <div className="pk-muted">
                {t.processor}: {r.processor.name || <bdi dir="ltr">{r.processor.username}</bdi>}
                {r.paid_at || r.canceled_at ? <div className="pk-nowrap">{formatDateTime(r.paid_at ?? r.canceled_at)}</div> : null}
              </div>
            ) : null}
          </div>
        ),
      },
      { ...dateColumn<Withdraw>('created_at', t.date), width: 150 },
    ],
    [unit, can],
  );

  const rowActions = useCallback(
    (r: Withdraw) => (
      <Space size={2}>
        {r.status === 'pending' && canApprove ? (
          <>
            <Tooltip title={t.pay}>
              <Button type="text" icon={<CheckOutlined />} aria-label={t.pay} onClick={() => setPaying(r)} className="pk-action-pay" />
            </Tooltip>
            <Tooltip title={t.cancel}>
              <Button type="text" danger icon={<CloseOutlined />} aria-label={t.cancel} onClick={() => setConfirming({ row: r, action: 'cancel' })} />
            </Tooltip>
          </>
        ) : null}
        {r.status !== 'pending' && canReopen ? (
          <Tooltip title={t.reopen}>
            <Button type="text" icon={<RollbackOutlined />} aria-label={t.reopen} onClick={() => setConfirming({ row: r, action: 'reopen' })} />
          </Tooltip>
        ) : null}
      </Space>
    ),
    [canApprove, canReopen],
  );

  const filters: ListFilter[] = [
    {
      name: 'customer_id',
      render: (ctx) => (
        <CustomerSelect
          aria-label={t.customer}
          style={{ minWidth: 220 }}
          value={ctx.value('customer_id') ? Number(ctx.value('customer_id')) : undefined}
          onChange={(v) => ctx.set({ customer_id: v })}
        />
      ),
    },
    { name: 'from', render: (ctx) => <DateRangeFilter ctx={ctx} label={t.dateRange} /> },
  ];

  return (
    <>
      <ListPage<Withdraw>
        title={t.title}
        apiPath={WITHDRAWS_API}
        basePath="/withdraws"
        columns={columns}
        searchPlaceholder={t.searchPlaceholder}
        headerExtra={
          <>
            <ExportButton path={WITHDRAWS_EXPORT_API} label={t.export} fileName={t.exportFileName} />
            {can('create_withdraw') ? (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
                {t.create}
              </Button>
            ) : null}
          </>
        }
        beforeToolbar={<StatusTabs />}
        beforeTable={<TotalAmount />}
        filters={filters}
        rowActions={canApprove || canReopen ? rowActions : undefined}
        editPath={false}
      />
      {paying ? <PayWithdrawModal row={paying} onClose={() => setPaying(null)} /> : null}
      {confirming ? <ConfirmWithdrawModal row={confirming.row} action={confirming.action} onClose={() => setConfirming(null)} /> : null}
      {creating ? <CreateWithdrawModal onClose={() => setCreating(false)} /> : null}
    </>
  );
}
