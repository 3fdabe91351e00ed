import { asc, count, eq, inArray } from 'drizzle-orm';
import { sizeChartTypeCreate, sizeChartTypeUpdate, type SizeChartTypeCreate } from '@pishkhan/common/schemas/catalog.schema';
import type { DbOrTx } from '../../../db/client';
import { crudRoutes } from '../../../lib/crud';
import { auditRelated, usedIn } from '../shared/catalog-helpers';
import { sizeCharts } from '../size-charts/size-chart.table';
import { sizeChartTypes, sizeChartTypeValues } from './size-chart-type.table';
import { sql } from 'drizzle-orm';

type Row = typeof sizeChartTypes.$inferSelect;

async function present(db: DbOrTx, rows: Row[]) {
  const ids = rows.map((r) => r.id);
  const [values, used] = ids.length
    ? await Promise.all([
        db.select().from(sizeChartTypeValues).where(inArray(sizeChartTypeValues.typeId, ids)).orderBy(asc(sizeChartTypeValues.position), asc(sizeChartTypeValues.id)),
        db.select({ id: sizeCharts.typeId, n: count() }).from(sizeCharts).where(inArray(sizeCharts.typeId, ids)).groupBy(sizeCharts.typeId),
      ])
    : [[], []];
  const usedBy = new Map(used.map((u) => [Number(u.id), u.n]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    values: values.filter((v) => v.typeId === r.id).map((v) => v.name),
    size_charts_count: usedBy.get(r.id) ?? 0,
    created_at: r.createdAt,
    updated_at: r.updatedAt,
  }));
}

/** Size chart types (/api/admin/size-chart-types): a name and its column names, replaced as a whole on update. */
export const sizeChartTypeRoutes = crudRoutes<Row, SizeChartTypeCreate>({
  path: '/api/admin/size-chart-types',
  resource: 'size_chart',
  entity: 'size_chart_type',
  tag: 'size-chart-types',
  feature: 'size_chart',
  table: sizeChartTypes,
  create: sizeChartTypeCreate,
  update: sizeChartTypeUpdate,
  search: sql`fa_norm(${sizeChartTypes.name})`,
  sorts: { id: sizeChartTypes.id, name: sizeChartTypes.name, created_at: sizeChartTypes.createdAt },
  defaultSort: '-created_at',
  persianSort: ['name'],
  present,
  toValues: (b) => ({
    ...(b.name !== undefined && { name: b.name }),
    ...(b.values !== undefined && { updatedAt: new Date() }),
  }),
  afterWrite: async (tx, before, after, req) => {
    if (!after) return;
    const values = (req.body as Partial<SizeChartTypeCreate>).values;
    if (values === undefined) return;
    const old = before
      ? (await tx.select({ name: sizeChartTypeValues.name }).from(sizeChartTypeValues).where(eq(sizeChartTypeValues.typeId, after.id)).orderBy(asc(sizeChartTypeValues.position), asc(sizeChartTypeValues.id))).map((v) => v.name)
      : [];
    await tx.delete(sizeChartTypeValues).where(eq(sizeChartTypeValues.typeId, after.id));
    await tx.insert(sizeChartTypeValues).values(values.map((name, position) => ({ typeId: after.id, name, position })));
    await auditRelated(tx, req, 'size_chart_type', after.id, { values: [old, values] });
  },
  beforeDelete: async (tx, row) => {
    const [used] = await tx.select({ n: count() }).from(sizeCharts).where(eq(sizeCharts.typeId, row.id));
    if (used!.n > 0) throw usedIn('size_chart_type', used!.n, 'size_chart');
  },
  unique: { size_chart_types_name_uq: 'name' },
});
