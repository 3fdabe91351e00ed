import { customerReportText as t } from '@pishkhan/common/i18n/fa/reports';
import { CUSTOMER_REPORT_COLUMNS, CUSTOMER_REPORT_TOTALS, type CustomerReportTotal, type CustomerReportRow } from '@pishkhan/common/reports/customers.columns';
import { Space } from 'antd';
import { Link } from 'react-router';
import { useSession } from '../../../app/session';
import { ResourceSelect } from '../../../components/crud/ResourceSelect';
import { NumberInput } from '../../../components/inputs/NumberInput';
import { ItemReportPage } from '../../../components/report/ItemReportPage';
import { Ltr } from '../../../components/crud/columns';

const num = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

/** /admin/reports/customers — orders, amount spent, items and last order per customer (docs/reports.md). */
export default function CustomerReportPage() {
  const { can } = useSession();
  return (
    <ItemReportPage<CustomerReportRow, CustomerReportTotal>
      title={t.title}
      path="/api/admin/reports/customers"
      exportFile={t.file}
      totals={CUSTOMER_REPORT_TOTALS}
      columns={CUSTOMER_REPORT_COLUMNS}
      render={{
        name: (r) => (can('read_customer') ? <Link to={`/customers/show/${r.id}`}>{r.name || r.mobile}</Link> : r.name || r.mobile),
        mobile: (r) => <Ltr>{r.mobile}</Ltr>,
        place: (r) => t.placeText(r.province, r.city),
      }}
      chart="spent"
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
