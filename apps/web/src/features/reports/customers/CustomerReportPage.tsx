import { customerReportText as t } from '@pishkhan/common/i18n/fa/reports';
import { Space } from 'antd';
import { Link } from 'react-router';
import { formatDateTime } from '../../../app/format';
import { useSession } from '../../../app/session';
import { ResourceSelect } from '../../../components/crud/ResourceSelect';
import { NumberInput } from '../../../components/inputs/NumberInput';
import { ItemReportPage, type ItemColumn } from '../../../components/report/ItemReportPage';
import type { ReportMeasureView } from '../../../components/report/report.api';

interface Row {
  id: number;
  name: string;
  mobile: string;
  province: string | null;
  city: string | null;
  orders: number;
  spent: number;
  items: number;
  last_order_at: string;
}
type Measure = 'customers' | 'orders' | 'spent' | 'items';
const MEASURES: ReportMeasureView<Measure>[] = [
  { key: 'customers', label: t.customers, kind: 'count' },
  { key: 'orders', label: t.columns.orders, kind: 'count', hint: t.definitions.orders },
  { key: 'spent', label: t.columns.spent, kind: 'money', hint: t.definitions.spent },
  { key: 'items', label: t.columns.items, kind: 'count', hint: t.definitions.items },
];
const num = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

/** /admin/reports/customers — orders, amount spent, items and last order per customer (docs/reports.md). */
export default function CustomerReportPage() {
  const { can } = useSession();
  const columns: ItemColumn<Row>[] = [
    { key: 'name', label: t.columns.name, kind: 'text', render: (r) => (can('read_customer') ? <Link to={`/customers/show/${r.id}`}>{r.name || r.mobile}</Link> : r.name || r.mobile) },
    { key: 'mobile', label: t.columns.mobile, kind: 'text', sortable: false, render: (r) => <bdi>{r.mobile}</bdi> },
    { key: 'place', label: t.place, kind: 'text', sortable: false, hint: t.definitions.location, render: (r) => t.placeText(r.province, r.city) },
    { key: 'orders', label: t.columns.orders, kind: 'count', hint: t.definitions.orders },
    { key: 'spent', label: t.columns.spent, kind: 'money', hint: t.definitions.spent },
    { key: 'items', label: t.columns.items, kind: 'count', hint: t.definitions.items },
    { key: 'last_order_at', label: t.columns.last_order_at, kind: 'text', hint: t.definitions.last_order_at, render: (r) => formatDateTime(r.last_order_at) },
  ];
  return (
    <ItemReportPage<Row, Measure>
      title={t.title}
      path="/api/admin/reports/customers"
      exportFile={t.file}
      totals={MEASURES}
      columns={columns}
      chart={{ key: 'spent', label: t.columns.spent, kind: 'money' }}
      rowLabel={(r) => r.name || r.mobile}
      search={t.search}
      defaultSort="-spent"
      filters={(params) => {
        const provinceId = num(params.filters.province_id);
        const range = (a: 'min_spent' | 'min_orders', b: 'max_spent' | 'max_orders', la: string, lb: string) => (
          <Space.Compact>
            {([
              [a, la],
              [b, lb],
            ] as const).map(([k, label]) => (
              <NumberInput key={k} className="pk-report-filter-num" aria-label={label} placeholder={label} value={num(params.filters[k]) ?? null} onChange={(v) => params.set({ [k]: v === null || v < 0 ? null : v })} />
            ))}
          </Space.Compact>
        );
        return (
          <>
            {can('read_area') ? (
              <Space.Compact>
                <ResourceSelect<{ id: number; name: string }>
                  apiPath="/api/admin/provinces"
                  allowClear
                  className="pk-report-filter"
                  aria-label={t.province}
                  placeholder={t.province}
                  value={provinceId}
                  onChange={(v: number | undefined) => params.set({ province_id: v ?? null, city_id: null })}
                />
                <ResourceSelect<{ id: number; name: string }>
                  apiPath="/api/admin/cities"
                  query={provinceId ? { province_id: provinceId } : {}}
                  disabled={provinceId === undefined}
                  allowClear
                  className="pk-report-filter"
                  aria-label={t.city}
                  placeholder={t.city}
                  value={num(params.filters.city_id)}
                  onChange={(v: number | undefined) => params.set({ city_id: v ?? null })}
                />
              </Space.Compact>
            ) : null}
            {range('min_spent', 'max_spent', t.minSpent, t.maxSpent)}
            {range('min_orders', 'max_orders', t.minOrders, t.maxOrders)}
          </>
        );
      }}
    />
  );
}
