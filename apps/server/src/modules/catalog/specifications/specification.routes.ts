import { count, eq, sql } from 'drizzle-orm';
import { catalogError } from '@pishkhan/common/i18n/fa/catalog-labels';
import {
  specificationCreate,
  specificationOrder,
  specificationUpdate,
  type SpecificationCreate,
  type SpecificationUpdate,
} from '@pishkhan/common/schemas/catalog.schema';
import type { DbOrTx } from '../../../db/client';
import { crudRoutes } from '../../../lib/crud';
import { reorderRows } from '../../../lib/reorder';
import { boolParam } from '../../../lib/list';
import { productSpecifications } from '../products/product.table';
import { auditRelated, countBy, usedIn, syncValues, valuesByOwner } from '../shared/catalog-helpers';
import { specifications, specificationValues } from './specification.table';

type Row = typeof specifications.$inferSelect;
type Body = Omit<SpecificationCreate, 'values'> & { values?: string[] | SpecificationUpdate['values'] };

const VALUES = { table: specificationValues, id: specificationValues.id, owner: specificationValues.specificationId, value: specificationValues.value, position: specificationValues.position };

async function present(db: DbOrTx, rows: Row[]) {
  const ids = rows.map((r) => r.id);
  const [values, usedBy] = await Promise.all([valuesByOwner(db, VALUES, ids), countBy(db, productSpecifications.specificationId, ids)]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    label: r.label,
    group: r.group,
    type: r.type,
    required: r.required,
    show_filter: r.showFilter,
    status: r.status,
    position: r.position,
    values: values.get(r.id) ?? [],
    products_count: usedBy.get(r.id) ?? 0,
    created_at: r.createdAt,
    updated_at: r.updatedAt,
  }));
}

/** Specifications (/api/admin/specifications): descriptive, grouped, sorted by `position`; values saved as one full list. */
export const specificationRoutes = crudRoutes<Row, Body>({
  path: '/api/admin/specifications',
  resource: 'specification',
  entity: 'specification',
  tag: 'specifications',
  table: specifications,
  create: specificationCreate as any,
  update: specificationUpdate,
  search: specifications.search,
  filters: (q) => [
    boolParam(q.status) === undefined ? undefined : eq(specifications.status, boolParam(q.status)!),
    boolParam(q.required) === undefined ? undefined : eq(specifications.required, boolParam(q.required)!),
    typeof q.type === 'string' && ['text', 'select', 'multi_select'].includes(q.type) ? eq(specifications.type, q.type) : undefined,
    typeof q.group === 'string' && q.group ? eq(specifications.group, q.group) : undefined,
  ],
  sorts: {
    id: specifications.id,
    status: specifications.status,
    position: specifications.position,
    name: specifications.name,
    label: specifications.label,
    group: specifications.group,
    created_at: specifications.createdAt,
  },
  defaultSort: 'position',
  persianSort: ['label', 'group'],
  present,
  toValues: (b) => ({
    ...(b.name !== undefined && { name: b.name }),
    ...(b.label !== undefined && { label: b.label }),
    ...(b.group !== undefined && { group: b.group ?? '' }),
    ...(b.type !== undefined && { type: b.type }),
    ...(b.required !== undefined && { required: b.required }),
    ...(b.show_filter !== undefined && { showFilter: b.show_filter }),
    ...(b.status !== undefined && { status: b.status }),
    ...(b.values !== undefined && { updatedAt: new Date() }),
  }),
  beforeWrite: async (tx, values, existing) => {
    if (existing) return;
    // A new specification goes to the end of the order.
    const [last] = await tx.select({ max: sql<number>`coalesce(max(${specifications.position}), -1)`.mapWith(Number) }).from(specifications);
    values.position = last!.max + 1;
  },
  afterWrite: async (tx, before, after, req) => {
    if (!after) return;
    const raw = (req.body as Body).values;
    if (raw === undefined) return;
    const list = raw.map((v) => (typeof v === 'string' ? { value: v } : v));
    const r = await syncValues(
      tx,
      VALUES,
      after.id,
      list,
      {
        inUseKey: 'specification_value_in_use',
        usage: async (ids) => {
          const res = await tx.execute(sql`
            select v.id, count(ps.product_id)::int as n
            from unnest(${sql.raw(`array[${ids.map(Number).join(',')}]::bigint[]`)}) as v(id)
            join product_specifications ps on ps.specification_id = ${after.id} and v.id = any(ps.value_ids)
            group by v.id`);
          return new Map((res.rows as { id: string; n: number }[]).map((x) => [Number(x.id), Number(x.n)]));
        },
      },
    );
    await auditRelated(tx, req, 'specification', after.id, { values: [before ? r.before : [], r.after] });
  },
  beforeDelete: async (tx, row) => {
    const [used] = await tx.select({ n: count() }).from(productSpecifications).where(eq(productSpecifications.specificationId, row.id));
    if (used!.n > 0) throw usedIn('specification', used!.n, 'product');
  },
  unique: { specifications_name_uq: 'name' },
  extra: (app, { db }) => {
    app.put(
      '/api/admin/specifications/order',
      { config: { permission: 'update_specification' }, schema: { tags: ['specifications'], body: specificationOrder } },
      async (req) => {
        const { ids } = req.body as { ids: number[] };
        const changed = await db.transaction((tx) =>
          reorderRows(tx, req, ids, {
            table: specifications,
            entity: 'specification',
            messages: { duplicate: catalogError('order_duplicate'), unknown: catalogError('order_unknown') },
          }),
        );
        return { data: { changed } };
      },
    );
  },
});
