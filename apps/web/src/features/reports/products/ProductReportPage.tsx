import { productReportText as t } from '@pishkhan/common/i18n/fa/reports';
import { PRODUCT_REPORT_COLUMNS, PRODUCT_REPORT_TOTALS, type ProductReportTotal, type ProductReportRow } from '@pishkhan/common/reports/products.columns';
import { Link } from 'react-router';
import { useSession } from '../../../app/session';
import { ResourceSelect } from '../../../components/crud/ResourceSelect';
import { ItemReportPage } from '../../../components/report/ItemReportPage';

const num = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

/** /admin/reports/products — quantity and amount sold, refunds and net per product (docs/reports.md). */
export default function ProductReportPage() {
  const { can } = useSession();
  return (
    <ItemReportPage<ProductReportRow, ProductReportTotal>
      title={t.title}
      path="/api/admin/reports/products"
      exportFile={t.file}
      totals={PRODUCT_REPORT_TOTALS}
      columns={PRODUCT_REPORT_COLUMNS}
      render={{ title: (r) => (can('read_product') ? <Link to={`/products/edit/${r.id}`}>{r.title}</Link> : r.title) }}
      chart="amount"
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
