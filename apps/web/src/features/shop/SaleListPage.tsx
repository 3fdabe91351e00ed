import { PlusOutlined } from '@ant-design/icons';
import { saleStatusLabels, shopPaymentLabels } from '@pishkhan/common/i18n/fa/shop-labels';
import { saleListText as t } from '@pishkhan/common/i18n/fa/shop-screens';
import { Button, Card, Tag } from 'antd';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import type { ListMeta, ListResponse, Query } from '../../app/api';
import { faDigits, formatNumber } from '../../app/format';
import { useSession } from '../../app/session';
import { CustomerLink, dateColumn, DateRangeFilter, ListPage, Ltr, ResourceSelect, useListParams, useResourceList, type ListColumn, type ListFilter } from '../../components/crud';
import { ADMINS_API, type Admin } from '../people/admins/admin.api';
import { customerFilter } from '../people/customers/CustomerSelect';
import { Stat } from '../wallet/transactions/Stat';
import { money } from './Receipt';
import { SaleStatusTag } from './SaleStatusTag';
import { PAYMENT_KINDS, SALES_API, type SaleRow, type SaleTotals } from './shop.api';
import './shop.css';

const DEFAULT_SORT = '-id';
const withUnit = (n: number, unit: string | undefined) => `${money(n)}${unit ? ` ${unit}` : ''}`;

/** The payment parts of a sale as small tags (only the parts used). */
export function PaymentTags({ row, unit }: { row: Pick<SaleRow, 'paid_cash' | 'paid_card' | 'paid_wallet'>; unit?: string | undefined }) {
  const parts = [
    ['cash', row.paid_cash],
    ['card', row.paid_card],
    ['wallet', row.paid_wallet],
  ] as const;
  return (
    <span className="pk-shop-pay-tags">
      {parts
        .filter(([, v]) => v)
        .map(([k, v]) => (
          <Tag key={k}>
            {shopPaymentLabels[k]} {withUnit(v, unit)}
          </Tag>
        ))}
    </span>
  );
}

/** The totals of every filtered (completed) sale, from the list's own answer (`totals`). */
function TotalsBar({ query, unit }: { query: Query; unit: string | undefined }) {
  const list = useResourceList<SaleRow>(SALES_API, query);
  const data = list.data as (ListResponse<SaleRow> & { totals?: SaleTotals; meta: ListMeta & { totals?: SaleTotals } }) | undefined;
  const totals = data?.totals ?? data?.meta.totals;
  if (!totals) return null;
  const cards: [string, string][] = [
    [t.count, formatNumber(totals.count)],
    [t.sum, withUnit(totals.total, unit)],
    [shopPaymentLabels.cash, withUnit(totals.cash, unit)],
    [shopPaymentLabels.card, withUnit(totals.card, unit)],
    [shopPaymentLabels.wallet, withUnit(totals.wallet, unit)],
    [t.discount, withUnit(totals.discount, unit)],
  ];
  return (
    <section className="pk-totals pk-shop-totals" aria-label={t.totals} data-testid="sale-totals" title={t.totalsNote}>
      {cards.map(([title, value]) => (
        <Card size="small" key={title}>
          <Stat title={title}>{value}</Stat>
        </Card>
      ))}
    </section>
  );
}

function Totals({ unit }: { unit: string | undefined }) {
  const params = useListParams({ defaultSort: DEFAULT_SORT });
  return <TotalsBar query={params.query} unit={unit} />;
}

/** /admin/shop/orders — in-store sales: Jalali range, cashier, customer, payment type and status; totals of the filtered sales. */
export default function SaleListPage() {
  const { home, can } = useSession();
  const unit = home.unit_label;
  const location = useLocation();
  const canReadCustomer = can('read_customer');
  const columns = useMemo<ListColumn<SaleRow>[]>(
    () => [
      {
        key: 'id',
        title: t.number,
        dataIndex: 'id',
        sortKey: 'id',
        render: (id: number) => (
          <Link to={`/shop/orders/${id}`} state={{ from: location.search }}>
            {faDigits(id)}
          </Link>
        ),
      },
      { ...dateColumn<SaleRow>('created_at', t.date), width: undefined, sortKey: undefined },
      { key: 'admin', title: t.cashier, render: (_: unknown, r: SaleRow) => r.admin?.name ?? '' },
      {
        key: 'customer',
        title: t.customer,
        render: (_: unknown, r: SaleRow) => {
          if (!r.customer) return <span className="pk-muted">{t.noCustomer}</span>;
          const name = r.customer.name?.trim();
          const label = name || <Ltr>{r.customer.mobile}</Ltr>;
          return (
            <span>
              <CustomerLink id={r.customer.id} canRead={canReadCustomer}>
                {label}
              </CustomerLink>
              {name ? (
                <>
                  {' '}
                  <Ltr>{r.customer.mobile}</Ltr>
                </>
              ) : null}
            </span>
          );
        },
      },
      {
        key: 'total',
        title: t.total,
        dataIndex: 'total',
        sortKey: 'total',
        render: (v: number, r: SaleRow) => <span className={r.status === 'voided' ? 'pk-nowrap pk-strike' : v < 0 ? 'pk-nowrap pk-pos-neg' : 'pk-nowrap'}>{withUnit(v, unit)}</span>,
      },
      { key: 'payments', title: t.payments, render: (_: unknown, r: SaleRow) => <PaymentTags row={r} unit={unit} /> },
      { key: 'status', title: t.status, dataIndex: 'status', render: (v: SaleRow['status']) => <SaleStatusTag status={v} /> },
    ],
    [unit, location.search, canReadCustomer],
  );

  const filters: ListFilter[] = [
    { name: 'from', render: (ctx) => <DateRangeFilter ctx={ctx} label={t.dateRange} /> },
    ...(can('read_admin')
      ? [
          {
            name: 'admin_id',
            render: (ctx) => (
              <ResourceSelect<Admin>
                apiPath={ADMINS_API}
                aria-label={t.cashier}
                placeholder={t.allCashiers}
                style={{ minWidth: 180 }}
                optionLabel={(a) => a.name || a.username}
                value={ctx.value('admin_id') ? Number(ctx.value('admin_id')) : undefined}
                onChange={(v: number | undefined) => ctx.set({ admin_id: v })}
              />
            ),
          } satisfies ListFilter,
        ]
      : []),
    customerFilter,
    { name: 'payment', label: t.payment, options: PAYMENT_KINDS.map((k) => ({ value: k, label: shopPaymentLabels[k] })), width: 130 },
    { name: 'status', label: t.status, options: (['completed', 'voided'] as const).map((k) => ({ value: k, label: saleStatusLabels[k] })), width: 130 },
  ];

  return (
    <ListPage<SaleRow>
      title={t.title}
      apiPath={SALES_API}
      basePath="/shop/orders"
      columns={columns}
      defaultSort={DEFAULT_SORT}
      searchPlaceholder={t.searchPlaceholder}
      filters={filters}
      beforeTable={<Totals unit={unit} />}
      editPath={false}
      createLabel={false}
      headerExtra={
        <Link to="/shop/create">
          <Button type="primary" icon={<PlusOutlined />}>
            {t.newSale}
          </Button>
        </Link>
      }
    />
  );
}
