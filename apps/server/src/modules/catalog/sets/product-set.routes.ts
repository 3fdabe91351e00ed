import { asc, eq, inArray, sql } from 'drizzle-orm';
import { setCreate } from '@pishkhan/common/schemas/merchandising.schema';
import { merchMessages } from '@pishkhan/common/i18n/fa/merchandising';
import type { z } from 'zod';
import { actorOf, audit } from '../../../lib/audit';
import { crudRoutes } from '../../../lib/crud';
import { boolParam, intParam } from '../../../lib/list';
import { assertIdsExist, productCards } from '../merch.helpers';
import { productSetItems, productSets } from './product-set.table';

type Row = typeof productSets.$inferSelect;
type Body = z.infer<typeof setCreate>;

/** Product sets (/api/admin/product-sets; read_product_set …; feature `sets`). */
export const productSetRoutes = crudRoutes<Row, Body>({
  path: '/api/admin/product-sets',
  resource: 'product_set',
  entity: 'product_set',
  tag: 'sets',
  feature: 'sets',
  table: productSets,
  create: setCreate,
  search: productSets.search,
  filters: (q) => [
    boolParam(q.status) === undefined ? undefined : eq(productSets.status, boolParam(q.status)!),
    intParam(q.product_id) === undefined ? undefined : sql`exists (select 1 from ${productSetItems} i where i.set_id = ${productSets.id} and i.product_id = ${intParam(q.product_id)})`,
  ],
  sorts: { id: productSets.id, name: productSets.name, created_at: productSets.createdAt },
  defaultSort: '-created_at',
  persianSort: ['name'],
  present: async (db, rows) => {
    const ids = rows.map((r) => r.id);
    const items = ids.length ? await db.select().from(productSetItems).where(inArray(productSetItems.setId, ids)).orderBy(asc(productSetItems.position)) : [];
    const cards = await productCards(db, [...new Set(items.map((i) => i.productId))]);
    return rows.map((r) => {
      const mine = items.filter((i) => i.setId === r.id);
      return {
        id: r.id,
        name: r.name,
        description: r.description,
        status: r.status,
        product_ids: mine.map((i) => i.productId),
        products: mine.map((i) => cards.get(i.productId)).filter(Boolean),
        created_at: r.createdAt,
        updated_at: r.updatedAt,
      };
    });
  },
  toValues: (b) => ({
    ...(b.name !== undefined && { name: b.name }),
    ...(b.description !== undefined && { description: b.description }),
    ...(b.status !== undefined && { status: b.status }),
  }),
  beforeWrite: async (tx, _values, _existing, req) => {
    await assertIdsExist(tx, 'product', (req.body as Partial<Body> | undefined)?.product_ids, 'product_ids', merchMessages.unknownProducts);
  },
  afterWrite: async (tx, _before, after, req) => {
    const ids = (req.body as Partial<Body> | undefined)?.product_ids;
    if (!after || !ids) return;
    const old = (await tx.select({ id: productSetItems.productId }).from(productSetItems).where(eq(productSetItems.setId, after.id)).orderBy(asc(productSetItems.position))).map((r) => r.id);
    await tx.delete(productSetItems).where(eq(productSetItems.setId, after.id));
    const unique = [...new Set(ids)];
    if (JSON.stringify(old) !== JSON.stringify(unique))
      await audit(tx, actorOf(req), { entity: 'product_set', entityId: after.id, action: 'update', changes: { product_ids: [old, unique] } });
    await tx.insert(productSetItems).values(unique.map((productId, position) => ({ setId: after.id, productId, position })));
  },
});
