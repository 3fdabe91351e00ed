import { varietyReportText as t } from '@pishkhan/common/i18n/fa/reports';
import { Link } from 'react-router';
import { useSession } from '../../../app/session';
import { ResourceSelect } from '../../../components/crud/ResourceSelect';
import { ItemReportPage, type ItemColumn } from '../../../components/report/ItemReportPage';
import type { ReportMeasureView } from '../../../components/report/report.api';

interface Row {
  id: number;
  product_id: number;
  product_title: string;
  title: string;
  sku: string | null;
  quantity: number;
  amount: number;
  refunds: number;
  net: number;
  stock_in: number;
  stock_out: number;
  stock: number;
}
type Measure = 'quantity' | 'amount' | 'refunds' | 'net' | 'stock_in' | 'stock_out';
const MEASURES: ReportMeasureView<Measure>[] = (['quantity', 'amount', 'refunds', 'net', 'stock_in', 'stock_out'] as const).map((key) => ({
  key,
  label: t.columns[key],
  kind: key === 'amount' || key === 'refunds' || key === 'net' ? 'money' : 'count',
  hint: t.definitions[key],
}));
const num = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

/** /admin/reports/varieties — sales and stock movements per variant of a product (docs/reports.md). */
export default function VarietyReportPage() {
  const { can } = useSession();
  const columns: ItemColumn<Row>[] = [
    {
      key: 'title',
      label: t.columns.product,
      kind: 'text',
      render: (r) => {
        const text = r.title ? `${r.product_title} — ${r.title}` : r.product_title;
        return can('read_product') ? <Link to={`/products/edit/${r.product_id}`}>{text}</Link> : text;
      },
    },
    { key: 'sku', label: t.columns.sku, kind: 'text', sortable: false, render: (r) => <bdi>{r.sku ?? ''}</bdi> },
    ...MEASURES.map((m): ItemColumn<Row> => ({ key: m.key, label: m.label, kind: m.kind, hint: m.hint! })),
    { key: 'stock', label: t.columns.stock, kind: 'count', hint: t.definitions.stock },
  ];
  return (
    <ItemReportPage<Row, Measure>
      title={t.title}
      path="/api/admin/reports/varieties"
      exportFile={t.file}
      totals={MEASURES}
      columns={columns}
      chart={{ key: 'amount', label: t.columns.amount, kind: 'money' }}
      rowLabel={(r) => r.title || r.product_title}
      search={t.search}
      defaultSort="-amount"
      filters={(params) => (
        <>
          {can('read_product') ? (
            <ResourceSelect<{ id: number; title: string }>
              apiPath="/api/admin/products"
              optionLabel={(r) => r.title}
              allowClear
              className="pk-report-filter"
              aria-label={t.product}
              placeholder={t.product}
              value={num(params.filters.product_id)}
              onChange={(v: number | undefined) => params.set({ product_id: v ?? null })}
            />
          ) : null}
        </>
      )}
    />
  );
}
