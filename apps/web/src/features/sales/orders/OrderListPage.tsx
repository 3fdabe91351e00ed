import { FileExcelOutlined, PlusOutlined, PrinterOutlined, SwapOutlined } from '@ant-design/icons';
import { orderListText as t } from '@pishkhan/common/i18n/fa/order-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { BULK_ORDER_STATUSES, ORDER_STATUSES } from '@pishkhan/common/order';
import { formatMoney } from '@pishkhan/common/text';
import { Button } from 'antd';
import { StatusFilterTabs } from '../../../components/crud/FilterTabs';
import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { api } from '../../../app/api';
import { faDigits, formatDateTime, formatNumber } from '../../../app/format';
import { useSession } from '../../../app/session';
import { DateRangeFilter, ExportButton, ListPage, Ltr, useListParams, useResourceList, type BulkAction, type ListColumn, type ListFilter } from '../../../components/crud';
import { customerFilter } from '../../people/customers/CustomerSelect';
import '../../catalog/products/products.css';
import type { BulkShipOutcome } from './BulkShipDialog';
import { AmountFilter, AreaFilter, ProductFilter, TrackingFilter } from './OrderFilters';
import { orderStatusLabel, OrderStatusTag } from './OrderStatusTag';
import {
  ORDER_DEFAULT_SORT,
  ORDERS_API,
  ORDERS_BULK_STATUS_API,
  ORDERS_EXPORT_API,
  orderCustomerName,
  printOrdersUrl,
  shippingExcelsPath,
  type BulkStatusResult,
  type OrderCounts,
  type OrderRow,
} from './order.api';
import './orders.css';
import { lazyPart } from '../../../components/crud/lazyPart';

// The tracking-codes dialog of a bulk "delivered" loads when that action is chosen.
const BulkShipDialog = lazyPart(() => import('./BulkShipDialog').then((m) => m.BulkShipDialog));

/** Status tabs: `counts` of the same list request the table makes (every filter but the status). */
function StatusTabs() {
  const params = useListParams({ defaultSort: ORDER_DEFAULT_SORT });
  const list = useResourceList<OrderRow>(ORDERS_API, params.query);
  const counts = (list.data as { counts?: OrderCounts } | undefined)?.counts;
  return <StatusFilterTabs params={params} allLabel={t.allTab} allCount={counts?.all} statuses={ORDER_STATUSES.map((s) => ({ key: s, label: orderStatusLabel(s) }))} counts={counts} />;
}

/** /admin/order — the day's orders: status tabs, filters in the URL, bulk status / print / postal Excel, Excel export. */
export default function OrderListPage() {
  const { home, can, featureOn } = useSession();
  const unit = home.unit_label;
  const navigate = useNavigate();
  const location = useLocation();
  const canCustomer = can('read_customer');

  const columns: ListColumn<OrderRow>[] = useMemo(
    () => [
      {
        key: 'id',
        title: t.number,
        dataIndex: 'id',
        sortKey: 'id',
        width: 90,
        render: (id: number) => (
          <Link to={`/order/${id}`} state={{ from: location.search }} className="pk-order-number">
            {faDigits(id)}
          </Link>
        ),
      },
      { key: 'created_at', title: t.date, dataIndex: 'created_at', sortKey: 'created_at', width: 150, render: (v: string) => <span className="pk-nowrap">{formatDateTime(v)}</span> },
      {
        key: 'customer',
        title: t.customer,
        render: (_: unknown, r: OrderRow) =>
          r.customer ? (
            <div className="pk-order-customer">
              {canCustomer ? <Link to={`/customers/show/${r.customer.id}`}>{orderCustomerName(r.customer)}</Link> : orderCustomerName(r.customer)}
              {r.customer.name ? (
                <div className="pk-muted">
                  <Ltr>{r.customer.mobile}</Ltr>
                </div>
              ) : null}
            </div>
          ) : (
            crudText.none
          ),
      },
      {
        key: 'city',
        title: t.city,
        render: (_: unknown, r: OrderRow) =>
          r.city ? (
            <div>
              {r.city}
              {r.province && r.province !== r.city ? <div className="pk-muted">{r.province}</div> : null}
            </div>
          ) : (
            crudText.none
          ),
      },
      { key: 'items_quantity', title: t.quantity, dataIndex: 'items_quantity', width: 90, render: (v: number) => formatNumber(v) },
      { key: 'total_amount', title: t.total, dataIndex: 'total_amount', sortKey: 'total_amount', render: (v: number) => <strong className="pk-nowrap">{formatMoney(v, unit)}</strong> },
      { key: 'status', title: t.status, dataIndex: 'status', render: (s: string, r: OrderRow) => <OrderStatusTag status={s} label={r.status_label} /> },
      { key: 'post_tracking_code', title: t.postTracking, dataIndex: 'post_tracking_code', render: (v: string | null) => (v ? <Ltr>{v}</Ltr> : crudText.none) },
    ],
    [unit, canCustomer, location.search],
  );

  const [shipping, setShipping] = useState<{ rows: OrderRow[]; resolve: (o: BulkShipOutcome) => void } | null>(null);
  const bulk: BulkAction<OrderRow>[] = useMemo(() => {
    const actions: BulkAction<OrderRow>[] = [
      {
        key: 'status',
        label: t.bulkStatus,
        icon: <SwapOutlined />,
        permission: 'change_order_status',
        options: BULK_ORDER_STATUSES.map((s) => ({ value: s, label: orderStatusLabel(s) })),
        run: async (ids, rows, status) => {
          // Shipping asks for each order's postal tracking code first.
          if (status === 'delivered') return new Promise<BulkShipOutcome>((resolve) => setShipping({ rows, resolve }));
          const res = await api.post<{ data: BulkStatusResult }>(ORDERS_BULK_STATUS_API, { ids: ids.map(Number), status });
          const refused = res.data.refused ?? [];
          return { failed: refused.length, messages: refused.map((r) => t.refused(faDigits(r.id), r.message)) };
        },
      },
      {
        key: 'print',
        label: t.bulkPrint,
        icon: <PrinterOutlined />,
        run: async (ids) => {
          window.open(printOrdersUrl(ids), '_blank', 'noopener');
        },
      },
    ];
    if (featureOn('shipping_excels')) {
      actions.push({
        key: 'postal',
        label: t.bulkPostal,
        icon: <FileExcelOutlined />,
        run: async (ids) => {
          navigate(shippingExcelsPath(ids));
        },
      });
    }
    return actions;
  }, [featureOn, navigate]);

  const filters: ListFilter[] = [
    customerFilter,
    { name: 'product_id', render: (ctx) => <ProductFilter ctx={ctx} /> },
    { name: 'province_id', render: (ctx) => <AreaFilter ctx={ctx} /> },
    { name: 'from', render: (ctx) => <DateRangeFilter ctx={ctx} label={t.dateRange} /> },
    { name: 'amount', render: (ctx) => <AmountFilter ctx={ctx} unit={unit} /> },
    { name: 'tracking_code', render: (ctx) => <TrackingFilter ctx={ctx} /> },
  ];

  return (
    <>
    {shipping ? (
      <BulkShipDialog
        rows={shipping.rows}
        refused={(id, message) => t.refused(faDigits(id), message)}
        onDone={(o) => {
          shipping.resolve(o);
          setShipping(null);
        }}
      />
    ) : null}
    <ListPage<OrderRow>
      title={t.title}
      apiPath={ORDERS_API}
      basePath="/order"
      columns={columns}
      defaultSort={ORDER_DEFAULT_SORT}
      searchPlaceholder={t.searchPlaceholder}
      headerExtra={
        <>
          <ExportButton path={ORDERS_EXPORT_API} label={t.export} fileName={t.exportFileName} />
          {can('create_order') ? (
            <Link to="/order/create">
              <Button type="primary" icon={<PlusOutlined />}>
                {t.create}
              </Button>
            </Link>
          ) : null}
        </>
      }
      beforeToolbar={<StatusTabs />}
      filters={filters}
      bulkActions={bulk}
      editPath={false}
    />
    </>
  );
}
