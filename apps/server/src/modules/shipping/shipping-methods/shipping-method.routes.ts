import { eq, sql } from 'drizzle-orm';
import { idParams } from '@pishkhan/common/schemas/fields';
import {
  shippingAreasBody,
  shippingMethodCreate,
  shippingMethodUpdate,
  shippingOrder,
  shippingQuoteBody,
  type ShippingAreasBody,
  type ShippingMethodCreate,
  type ShippingQuoteBody,
} from '@pishkhan/common/schemas/shipping.schema';
import { crudRoutes, parseId } from '../../../lib/crud';
import { notFound } from '../../../lib/errors';
import { boolParam } from '../../../lib/list';
import { shippingMethods } from './shipping-method.table';
import {
  assertQuoteCart,
  assertShippingMethodDeletable,
  checkShippingBody,
  nextPosition,
  presentShippingMethods,
  quoteShipping,
  readAreasTree,
  reorderShippingMethods,
  replaceAreas,
  replaceRolePrices,
  saveAreas,
  shippingMethodValues,
  shippingOptions,
  type ShippingMethodRow,
} from './shipping-method.service';

const PATH = '/api/admin/shipping-methods';
const TAG = 'shipping-methods';

/**
 * Shipping methods (/api/admin/shipping-methods, docs/api-shipping.md): CRUD sorted by position,
 * `PUT /order`, `GET|PUT /:id/areas` (provinces and cities with their prices), `GET /options`
 * and `POST /quote` (the cost of a cart by every active method).
 */
export const shippingMethodRoutes = crudRoutes<ShippingMethodRow, ShippingMethodCreate>({
  path: PATH,
  resource: 'shipping',
  entity: 'shipping_method',
  tag: TAG,
  table: shippingMethods,
  create: shippingMethodCreate,
  update: shippingMethodUpdate,
  search: shippingMethods.search,
  filters: (q) => [
    boolParam(q.status) === undefined ? undefined : eq(shippingMethods.status, boolParam(q.status)!),
    boolParam(q.is_free) === undefined ? undefined : eq(shippingMethods.isFree, boolParam(q.is_free)!),
  ],
  sorts: {
    id: shippingMethods.id,
    position: shippingMethods.position,
    name: shippingMethods.name,
    status: shippingMethods.status,
    // null default price = free: sorts as 0. null free threshold = never: sorts as the largest.
    default_price: sql`coalesce(${shippingMethods.defaultPrice}, 0)`,
    free_threshold: shippingMethods.freeThreshold,
    minimum_delay: shippingMethods.minimumDelay,
    created_at: shippingMethods.createdAt,
  },
  defaultSort: 'position',
  persianSort: ['name'],
  present: presentShippingMethods,
  toValues: shippingMethodValues,
  unique: { shipping_methods_name_uq: 'name' },
  beforeWrite: async (tx, values, existing, req) => {
    await checkShippingBody(tx, req.body as Partial<ShippingMethodCreate>, existing);
    // A new method goes to the end of the order.
    if (!existing) values.position = await nextPosition(tx);
  },
  afterWrite: async (tx, _before, after, req) => {
    if (!after) return;
    const body = req.body as Partial<ShippingMethodCreate>;
    if (body.provinces !== undefined || body.cities !== undefined) await replaceAreas(tx, req, after.id, body.provinces, body.cities);
    if (body.customer_roles !== undefined) await replaceRolePrices(tx, req, after.id, body.customer_roles);
  },
  beforeDelete: (tx, row) => assertShippingMethodDeletable(tx, row),
  extra: (app, { db }) => {
    const loadMethod = async (id: number) => {
      const [m] = await db.select().from(shippingMethods).where(eq(shippingMethods.id, id));
      if (!m) throw notFound();
      return m;
    };

    app.put(`${PATH}/order`, { config: { permission: 'update_shipping' }, schema: { tags: [TAG], body: shippingOrder } }, async (req) => {
      const { ids } = req.body as { ids: number[] };
      const changed = await db.transaction((tx) => reorderShippingMethods(tx, req, ids));
      return { data: { changed } };
    });

    app.get(
      `${PATH}/options`,
      { config: { permission: ['read_shipping', 'create_shipping', 'update_shipping'] }, schema: { tags: [TAG] } },
      async () => ({ data: await shippingOptions(db) }),
    );

    app.post(
      `${PATH}/quote`,
      { config: { permission: ['read_shipping', 'create_order', 'update_order'], audit: false }, schema: { tags: [TAG], body: shippingQuoteBody } },
      async (req) => {
        const body = req.body as ShippingQuoteBody;
        await assertQuoteCart(db, body);
        return { data: await quoteShipping(db, body) };
      },
    );

    app.get(`${PATH}/:id/areas`, { config: { permission: 'read_shipping' }, schema: { tags: [TAG], params: idParams } }, async (req) => {
      const method = await loadMethod(parseId((req.params as { id: string }).id));
      return { data: await readAreasTree(db, method) };
    });

    app.put(
      `${PATH}/:id/areas`,
      { config: { permission: 'update_shipping' }, schema: { tags: [TAG], params: idParams, body: shippingAreasBody } },
      async (req) => {
        const id = parseId((req.params as { id: string }).id);
        const method = await db.transaction(async (tx) => {
          const [m] = await tx.select().from(shippingMethods).where(eq(shippingMethods.id, id)).for('update');
          if (!m) throw notFound();
          await saveAreas(tx, req, m, req.body as ShippingAreasBody);
          return m;
        });
        return { data: await readAreasTree(db, method) };
      },
    );
  },
});
