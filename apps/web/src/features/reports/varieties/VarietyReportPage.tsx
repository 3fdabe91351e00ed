import { varietyReportText as t } from '@pishkhan/common/i18n/fa/reports';
import { VARIETY_REPORT_COLUMNS, VARIETY_REPORT_TOTALS, type VarietyReportTotal, type VarietyReportRow } from '@pishkhan/common/reports/varieties.columns';
import { Link } from 'react-router';
import { useSession } from '../../../app/session';
import { ResourceSelect } from '../../../components/crud/ResourceSelect';
import { ItemReportPage } from '../../../components/report/ItemReportPage';

const num = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

/** /admin/reports/varieties — sales and stock movements per variant of a product (docs/reports.md). */
export default function VarietyReportPage() {
  const { can } = useSession();
  return (
    <ItemReportPage<VarietyReportRow, VarietyReportTotal>
      title={t.title}
      path="/api/admin/reports/varieties"
      exportFile={t.file}
      totals={VARIETY_REPORT_TOTALS}
      columns={VARIETY_REPORT_COLUMNS}
      render={{
        title: (r) => {
          const text = r.title ? `${r.product_title} — ${r.title}` : r.product_title;
          return can('read_product') ? <Link to={`/products/edit/${r.product_id}`}>{text}</Link> : text;
        },
        sku: (r) => <bdi>{r.sku ?? ''}</bdi>,
      }}
      chart="amount"
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
