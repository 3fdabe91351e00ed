import { productReportText as t } from '@pishkhan/common/i18n/fa/reports';
import { Link } from 'react-router';
import { useSession } from '../../../app/session';
import { ResourceSelect } from '../../../components/crud/ResourceSelect';
import { ItemReportPage, type ItemColumn } from '../../../components/report/ItemReportPage';
import type { ReportMeasureView } from '../../../components/report/report.api';

interface Row {
  id: number;
  title: string;
  quantity: number;
  amount: number;
  refunds: number;
  net: number;
}
type Measure = 'quantity' | 'amount' | 'refunds' | 'net';
const MEASURES: ReportMeasureView<Measure>[] = (['quantity', 'amount', 'refunds', 'net'] as const).map((key) => ({
  key,
  label: t.columns[key],
  kind: key === 'quantity' ? 'count' : 'money',
  hint: t.definitions[key],
}));
const num = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

/** /admin/reports/products — quantity and amount sold, refunds and net per product (docs/reports.md). */
export default function ProductReportPage() {
  const { can } = useSession();
  const columns: ItemColumn<Row>[] = [
    { key: 'title', label: t.columns.title, kind: 'text', render: (r) => (can('read_product') ? <Link to={`/products/edit/${r.id}`}>{r.title}</Link> : r.title) },
    ...MEASURES.map((m): ItemColumn<Row> => ({ key: m.key, label: m.label, kind: m.kind, hint: m.hint! })),
  ];
  return (
    <ItemReportPage<Row, Measure>
      title={t.title}
      path="/api/admin/reports/products"
      exportFile={t.file}
      totals={MEASURES}
      columns={columns}
      chart={{ key: 'amount', label: t.columns.amount, kind: 'money' }}
      rowLabel={(r) => r.title}
      search={t.search}
      defaultSort="-amount"
      filters={(params) => (
        <>
          {can('read_category') ? (
            <ResourceSelect<{ id: number; title: string }>
              apiPath="/api/admin/categories"
              optionLabel={(r) => r.title}
              allowClear
              className="pk-report-filter"
              aria-label={t.category}
              placeholder={t.category}
              value={num(params.filters.category_id)}
              onChange={(v: number | undefined) => params.set({ category_id: v ?? null })}
            />
          ) : null}
          {can('read_brand') ? (
            <ResourceSelect<{ id: number; name: string }>
              apiPath="/api/admin/brands"
              allowClear
              className="pk-report-filter"
              aria-label={t.brand}
              placeholder={t.brand}
              value={num(params.filters.brand_id)}
              onChange={(v: number | undefined) => params.set({ brand_id: v ?? null })}
            />
          ) : null}
        </>
      )}
    />
  );
}
