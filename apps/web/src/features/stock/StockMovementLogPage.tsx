import { stockMovementTypeLabels } from '@pishkhan/common/i18n/fa/product-labels';
import { stockLogText as t, stockText } from '@pishkhan/common/i18n/fa/stock-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { Input, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { faDigits, formatNumber } from '../../app/format';
import { useCan } from '../../app/session';
import { adminFilter, dateColumn, DateRangeFilter, ExportButton, ListPage, Ltr, type FilterContext, type ListColumn, type ListFilter } from '../../components/crud';
import { TYPE_COLORS } from './movement-colors';
import { STOCK_MOVEMENTS_API, STOCK_MOVEMENTS_EXPORT_API, type LogMovement } from './stock.api';

const typeOptions = Object.entries(stockMovementTypeLabels).map(([value, label]) => ({ value, label }));

/** A signed change in Persian digits: green in, red out. */
const Change = ({ value }: { value: number }) => (
  <bdi dir="ltr" className={value > 0 ? 'pk-change-pos' : 'pk-change-neg'}>
    {(value > 0 ? '+' : '−') + formatNumber(Math.abs(value))}
  </bdi>
);

const columns = (canEditProduct: boolean): ListColumn<LogMovement>[] => [
  dateColumn<LogMovement>('created_at', t.when),
  {
    key: 'product',
    title: t.product,
    render: (_: unknown, m: LogMovement) => (
      <div style={{ minWidth: 200, maxWidth: 320, whiteSpace: 'normal' }}>
        {canEditProduct ? <Link to={`/products/edit/${m.product_id}`}>{m.product_title}</Link> : <span>{m.product_title}</span>}
        {m.variant_title ? <span className="pk-muted"> — {faDigits(m.variant_title)}</span> : null}
        {m.sku ? (
          <div className="pk-muted">
            {t.sku}: <Ltr>{m.sku}</Ltr>
          </div>
        ) : null}
      </div>
    ),
  },
  { key: 'type', title: t.type, dataIndex: 'type', render: (v: string, m: LogMovement) => <Tag color={TYPE_COLORS[v] ?? 'default'}>{m.type_label ?? v}</Tag> },
  { key: 'change', title: t.change, dataIndex: 'change', render: (v: number) => <Change value={v} /> },
  { key: 'after', title: t.balance, dataIndex: 'quantity_after', render: (v: number) => formatNumber(v) },
  { key: 'reason', title: t.reason, dataIndex: 'reason', render: (v: string | null) => <div style={{ maxWidth: 220, whiteSpace: 'normal' }}>{v || crudText.none}</div> },
  { key: 'admin', title: t.admin, dataIndex: 'admin', render: (a: LogMovement['admin']) => (a ? a.name || <Ltr>{a.username}</Ltr> : <span className="pk-muted">{t.system}</span>) },
  {
    key: 'link',
    title: t.link,
    render: (_: unknown, m: LogMovement) =>
      m.order_id ? (
        <Link to={`/order/${m.order_id}`}>{stockText.order(faDigits(m.order_id))}</Link>
      ) : m.mini_order_id ? (
        <Link to={`/shop/orders/${m.mini_order_id}`}>{stockText.shopSale(faDigits(m.mini_order_id))}</Link>
      ) : (
        crudText.none
      ),
  },
];

/** Words of the reason: sent on Enter or when cleared, kept in the URL like every filter. */
function ReasonFilter({ ctx }: { ctx: FilterContext }) {
  const [text, setText] = useState(ctx.value('reason') ?? '');
  useEffect(() => setText(ctx.value('reason') ?? ''), [ctx]);
  return (
    <Input.Search
      allowClear
      aria-label={t.reasonFilter}
      placeholder={t.reasonFilter}
      className="pk-filter"
      style={{ width: 200 }}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onSearch={(v) => ctx.set({ reason: v.trim() || undefined })}
    />
  );
}

/** /admin/store/movements — every stock movement of the shop: filters (Jalali dates, admin, type, reason, product), Excel. */
export default function StockMovementLogPage() {
  const can = useCan();
  const filters: ListFilter[] = [
    { name: 'type', label: t.allTypes, options: typeOptions, width: 170 },
    ...adminFilter(can('read_admin'), { placeholder: t.allAdmins, label: t.admin }),
    { name: 'reason', render: (ctx) => <ReasonFilter ctx={ctx} /> },
    { name: 'from', render: (ctx) => <DateRangeFilter ctx={ctx} label={t.dateRange} /> },
  ];
  return (
    <ListPage<LogMovement>
      title={t.title}
      apiPath={STOCK_MOVEMENTS_API}
      basePath="/store/movements"
      columns={columns(can('update_product'))}
      searchPlaceholder={t.searchPlaceholder}
      headerExtra={<ExportButton path={STOCK_MOVEMENTS_EXPORT_API} label={t.export} fileName="stock-movements.xlsx" failed={t.exportFailed} />}
      filters={filters}
      editPath={false}
    />
  );
}
