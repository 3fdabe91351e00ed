import { count, eq } from 'drizzle-orm';
import { attributeCreate, attributeUpdate, type AttributeCreate, type AttributeUpdate } from '@pishkhan/common/schemas/catalog.schema';
import type { DbOrTx } from '../../../db/client';
import { crudRoutes } from '../../../lib/crud';
import { boolParam } from '../../../lib/list';
import { variantAttributeValues } from '../products/product.table';
import { auditRelated, countBy, usedIn, syncValues, valuesByOwner } from '../shared/catalog-helpers';
import { attributes, attributeValues } from './attribute.table';

type Row = typeof attributes.$inferSelect;
type Body = Omit<AttributeCreate, 'values'> & { values?: string[] | AttributeUpdate['values'] };

const VALUES = { table: attributeValues, id: attributeValues.id, owner: attributeValues.attributeId, value: attributeValues.value, position: attributeValues.position };

async function present(db: DbOrTx, rows: Row[]) {
  const ids = rows.map((r) => r.id);
  const [values, usedBy] = await Promise.all([valuesByOwner(db, VALUES, ids), countBy(db, variantAttributeValues.attributeId, ids)]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    label: r.label,
    type: r.type,
    style: r.style,
    show_filter: r.showFilter,
    status: r.status,
    values: values.get(r.id) ?? [],
    variants_count: usedBy.get(r.id) ?? 0,
    created_at: r.createdAt,
    updated_at: r.updatedAt,
  }));
}

/** Attributes (/api/admin/attributes) that make variants; their values are saved as one full list. */
export const attributeRoutes = crudRoutes<Row, Body>({
  path: '/api/admin/attributes',
  resource: 'attribute',
  entity: 'attribute',
  tag: 'attributes',
  table: attributes,
  create: attributeCreate as any,
  update: attributeUpdate,
  search: attributes.search,
  filters: (q) => [
    boolParam(q.status) === undefined ? undefined : eq(attributes.status, boolParam(q.status)!),
    boolParam(q.show_filter) === undefined ? undefined : eq(attributes.showFilter, boolParam(q.show_filter)!),
    q.type === 'text' || q.type === 'select' ? eq(attributes.type, q.type) : undefined,
  ],
  sorts: { id: attributes.id, status: attributes.status, name: attributes.name, label: attributes.label, type: attributes.type, created_at: attributes.createdAt },
  defaultSort: '-created_at',
  persianSort: ['label'],
  present,
  toValues: (b) => ({
    ...(b.name !== undefined && { name: b.name }),
    ...(b.label !== undefined && { label: b.label }),
    ...(b.type !== undefined && { type: b.type }),
    ...(b.style !== undefined && { style: b.style }),
    ...(b.show_filter !== undefined && { showFilter: b.show_filter }),
    ...(b.status !== undefined && { status: b.status }),
    ...(b.values !== undefined && { updatedAt: new Date() }),
  }),
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
        inUseKey: 'attribute_value_in_use',
        usage: (ids) => countBy(tx, variantAttributeValues.attributeValueId, ids),
        // Variants keep a copy of the value's text: a rename reaches them too.
        onRename: async (id, value) => {
          await tx.update(variantAttributeValues).set({ value }).where(eq(variantAttributeValues.attributeValueId, id));
        },
      },
    );
    await auditRelated(tx, req, 'attribute', after.id, { values: [before ? r.before : [], r.after] });
  },
  beforeDelete: async (tx, row) => {
    const [used] = await tx.select({ n: count() }).from(variantAttributeValues).where(eq(variantAttributeValues.attributeId, row.id));
    if (used!.n > 0) throw usedIn('attribute', used!.n, 'variant');
  },
  unique: { attributes_name_uq: 'name' },
});
