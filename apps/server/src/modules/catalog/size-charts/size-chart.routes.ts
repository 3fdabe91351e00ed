import { count, eq, inArray, sql } from 'drizzle-orm';
import { sizeChartCreate, sizeChartUpdate, type SizeChartCreate } from '@pishkhan/common/schemas/catalog.schema';
import type { DbOrTx } from '../../../db/client';
import { crudRoutes } from '../../../lib/crud';
import { faMessage, validation } from '../../../lib/errors';
import { intParam } from '../../../lib/list';
import { products } from '../products/product.table';
import { usedIn } from '../shared/catalog-helpers';
import { sizeChartTypes } from '../size-chart-types/size-chart-type.table';
import { sizeCharts } from './size-chart.table';

type Row = typeof sizeCharts.$inferSelect;

async function present(db: DbOrTx, rows: Row[]) {
  const ids = rows.map((r) => r.id);
  const typeIds = [...new Set(rows.map((r) => r.typeId).filter((x): x is number => !!x))];
  const [types, used] = await Promise.all([
    typeIds.length ? db.select({ id: sizeChartTypes.id, name: sizeChartTypes.name }).from(sizeChartTypes).where(inArray(sizeChartTypes.id, typeIds)) : [],
    ids.length ? db.select({ id: products.sizeChartId, n: count() }).from(products).where(inArray(products.sizeChartId, ids)).groupBy(products.sizeChartId) : [],
  ]);
  const typeById = new Map(types.map((t) => [t.id, t]));
  const usedBy = new Map(used.map((u) => [Number(u.id), u.n]));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    type_id: r.typeId,
    type: r.typeId ? (typeById.get(r.typeId) ?? null) : null,
    chart: r.chart,
    rows_count: r.chart.length,
    columns_count: r.chart[0]?.length ?? 0,
    products_count: usedBy.get(r.id) ?? 0,
    created_at: r.createdAt,
    updated_at: r.updatedAt,
  }));
}

/** Size charts (/api/admin/size-charts): a titled table of rows × columns (≤ 50 × 20, rectangular), optionally of a type. */
export const sizeChartRoutes = crudRoutes<Row, SizeChartCreate>({
  path: '/api/admin/size-charts',
  resource: 'size_chart',
  entity: 'size_chart',
  tag: 'size-charts',
  feature: 'size_chart',
  table: sizeCharts,
  create: sizeChartCreate,
  update: sizeChartUpdate,
  search: sql`fa_norm(${sizeCharts.title})`,
  filters: (q) => [intParam(q.type_id) ? eq(sizeCharts.typeId, intParam(q.type_id)!) : undefined],
  sorts: { id: sizeCharts.id, title: sizeCharts.title, created_at: sizeCharts.createdAt },
  defaultSort: '-created_at',
  persianSort: ['title'],
  present,
  toValues: (b) => ({
    ...(b.title !== undefined && { title: b.title }),
    ...(b.type_id !== undefined && { typeId: b.type_id }),
    ...(b.chart !== undefined && { chart: b.chart }),
  }),
  beforeWrite: async (tx, values) => {
    if (typeof values.typeId === 'number') {
      const [t] = await tx.select({ id: sizeChartTypes.id }).from(sizeChartTypes).where(eq(sizeChartTypes.id, values.typeId)).for('share');
      if (!t) throw validation({ type_id: faMessage('not_found', { entity: 'size_chart_type' }) });
    }
  },
  beforeDelete: async (tx, row) => {
    const [used] = await tx.select({ n: count() }).from(products).where(eq(products.sizeChartId, row.id));
    if (used!.n > 0) throw usedIn('size_chart', used!.n, 'product');
  },
  unique: { size_charts_title_uq: 'title' },
});
