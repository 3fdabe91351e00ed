import { and, asc, desc, eq, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { stockMovementTypeLabels } from '@pishkhan/common/i18n/fa/product-labels';
import { idParams } from '@pishkhan/common/schemas/fields';
import { stockAdjustBody } from '@pishkhan/common/schemas/product.schema';
import type { DbOrTx } from '../../../db/client';
import type { App, Ctx } from '../../../lib/app-types';
import { actorOf, audit } from '../../../lib/audit';
import { parseId } from '../../../lib/crud';
import { AppError, notFound } from '../../../lib/errors';
import { intParam, searchCondition } from '../../../lib/list';
import { listRoute } from '../../../lib/list-route';
import { registerWidget } from '../../../lib/dashboard';
import { products, variants } from '../../catalog/products/product.table';
import { admins } from '../../people/admins/admin.table';
import { cachedCounts, clearProductCounts } from '../../catalog/products/product-count-cache';
import { changeStock } from './stock.service';
import { stockLevels, stockMovements } from './stock.table';

const TAG = 'store';
const PATH = '/api/admin/store';

const quantity = sql<number>`coalesce(${stockLevels.quantity}, 0)`.mapWith(Number);
const unitCost = sql<number>`coalesce(${variants.purchasePrice}, ${products.purchasePrice}, 0)`;
const stockValue = sql<number>`(coalesce(${stockLevels.quantity}, 0)::bigint * coalesce(${variants.purchasePrice}, ${products.purchasePrice}, 0))`.mapWith(Number);

const rowSelect = {
  variant_id: variants.id,
  product_id: products.id,
  product_title: products.title,
  product_status: products.status,
  variant_title: variants.title,
  is_default: variants.isDefault,
  sku: variants.sku,
  barcode: variants.barcode,
  quantity,
  low_stock_threshold: products.lowStockThreshold,
  purchase_price: sql<number>`${unitCost}`.mapWith(Number),
  stock_value: stockValue,
  updated_at: sql<Date>`coalesce(${stockLevels.updatedAt}, ${variants.updatedAt})`.mapWith((v) => new Date(v)),
};

const SORTS: Record<string, SQL | AnyColumn> = {
  product_title: products.title,
  quantity: sql`coalesce(${stockLevels.quantity}, 0)`,
  stock_value: sql`(coalesce(${stockLevels.quantity}, 0)::bigint * coalesce(${variants.purchasePrice}, ${products.purchasePrice}, 0))`,
  updated_at: sql`coalesce(${stockLevels.updatedAt}, ${variants.updatedAt})`,
  id: variants.id,
};

type Row = { quantity: number; low_stock_threshold: number } & Record<string, unknown>;
const present = (r: Row) => ({ ...r, low_stock: r.quantity > 0 && r.quantity <= r.low_stock_threshold });

const baseQuery = (db: DbOrTx) =>
  db.select(rowSelect).from(variants).innerJoin(products, eq(products.id, variants.productId)).leftJoin(stockLevels, eq(stockLevels.variantId, variants.id));

async function stockRow(db: DbOrTx, variantId: number) {
  const [r] = await baseQuery(db).where(eq(variants.id, variantId)).limit(1);
  if (!r) throw notFound();
  return present(r as Row);
}

/** Warehouse stock (/api/admin/store): balances per variant, manual adjustments, movement history. */
export async function stockRoutes(app: App, ctx: Ctx) {
  const { db } = ctx;
  // The dashboard: variants running low (above zero, at most the product's threshold) and out of
  // stock, as the store list's `state=low` and `state=out` filters count them.
  registerWidget(app, {
    key: 'stock_alerts',
    permission: 'read_store',
    order: 60,
    // Kept with the store list's counts (cleared by any stock change on this server, a few seconds otherwise).
    load: () =>
      cachedCounts('dashboard-stock-alerts', async () => {
      const [r] = await db
        .select({
          low: sql<number>`count(*) filter (where ${stockLevels.quantity} > 0 and ${stockLevels.quantity} <= ${products.lowStockThreshold})`.mapWith(Number),
          out: sql<number>`count(*) filter (where coalesce(${stockLevels.quantity}, 0) = 0)`.mapWith(Number),
        })
        .from(variants)
        .innerJoin(products, eq(products.id, variants.productId))
        .leftJoin(stockLevels, eq(stockLevels.variantId, variants.id))
        .where(and(isNull(variants.archivedAt), isNull(products.archivedAt)));
      return { low: r!.low, out: r!.out };
    }),
  });
  // Stock changes move products between the list's stock filters and status tabs.
  app.addHook('onResponse', async (req) => {
    if (req.method !== 'GET' && req.url.startsWith(PATH)) clearProductCounts();
  });

  listRoute(app, db, {
    path: PATH,
    config: { permission: 'read_store' },
    tag: TAG,
    filters: (q) => [
      isNull(variants.archivedAt),
      isNull(products.archivedAt),
      intParam(q.product_id) ? eq(variants.productId, intParam(q.product_id)!) : undefined,
      searchCondition(products.search, q.q as string | undefined),
      q.state === 'out' ? sql`coalesce(${stockLevels.quantity}, 0) = 0` : undefined,
      q.state === 'in' ? sql`${stockLevels.quantity} > 0` : undefined,
      q.state === 'low' ? sql`${stockLevels.quantity} > 0 and ${stockLevels.quantity} <= ${products.lowStockThreshold}` : undefined,
    ],
    sort: { keys: SORTS, fallback: '-id', persian: ['product_title'] },
    rows: ({ where, order, limit, offset }) => baseQuery(db).where(where).orderBy(...order).limit(limit).offset(offset),
    count: async ({ where, q }) => {
      const counted = db.select({ one: sql`1` }).from(variants).innerJoin(products, eq(products.id, variants.productId)).leftJoin(stockLevels, eq(stockLevels.variantId, variants.id)).where(where).limit(10_001).as('c');
      const key = JSON.stringify(['store', intParam(q.product_id), q.q, q.state]);
      const cnt = await cachedCounts(key, async () => (await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(counted))[0]!);
      return { total: cnt.n, estimate: cnt.n > 10_000 };
    },
    present: (rows) => rows.map((r) => present(r as Row)),
  });

  app.get(`${PATH}/:id`, { config: { permission: 'read_store' }, schema: { tags: [TAG], params: idParams } }, async (req) => {
    return { data: await stockRow(db, parseId((req.params as { id: string }).id)) };
  });

  listRoute(app, db, {
    path: `${PATH}/:id/movements`,
    config: { permission: 'read_store' },
    tag: TAG,
    params: idParams,
    filters: async (_q, req) => {
      const variantId = parseId((req.params as { id: string }).id);
      const [v] = await db.select({ id: variants.id }).from(variants).where(eq(variants.id, variantId)).limit(1);
      if (!v) throw notFound();
      return [eq(stockMovements.variantId, variantId)];
    },
    sort: () => [desc(stockMovements.createdAt), desc(stockMovements.id)],
    rows: ({ where, order, limit, offset }) =>
      db
        .select({ m: stockMovements, admin: { id: admins.id, name: admins.name, username: admins.username } })
        .from(stockMovements)
        .leftJoin(admins, eq(admins.id, stockMovements.adminId))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    count: stockMovements,
    present: (rows) =>
      rows.map(({ m, admin }) => ({
        id: m.id,
        type: m.type,
        type_label: stockMovementTypeLabels[m.type as keyof typeof stockMovementTypeLabels] ?? m.type,
        change: m.change,
        quantity_after: m.quantityAfter,
        reason: m.reason,
        admin: admin?.id ? admin : null,
        order_id: m.orderId,
        mini_order_id: m.miniOrderId,
        created_at: m.createdAt,
      })),
  });

  app.post(`${PATH}/adjust`, { config: { permission: 'adjust_store' }, schema: { tags: [TAG], body: stockAdjustBody } }, async (req) => {
    const b = req.body as z.infer<typeof stockAdjustBody>;
    const actor = actorOf(req);
    const result = await db
      .transaction(async (tx) => {
        const r = await changeStock(tx, actor, { variantId: b.variant_id, change: b.change, type: 'adjustment', reason: b.reason });
        await audit(tx, actor, { entity: 'stock', entityId: b.variant_id, action: 'adjust', changes: { quantity: [r.quantityBefore, r.quantity], reason: [null, b.reason] } });
        return r;
      })
      .catch((e) => {
        // A manual adjustment below zero is a form error on `change`.
        if (e instanceof AppError && e.code === 'insufficient_stock') throw new AppError(422, e.code, e.message, e.fields);
        if (e instanceof AppError && e.status === 404) throw new AppError(422, e.code, e.message, { variant_id: e.message });
        throw e;
      });
    const [mv] = await db
      .select({ m: stockMovements, admin: { id: admins.id, name: admins.name, username: admins.username } })
      .from(stockMovements)
      .leftJoin(admins, eq(admins.id, stockMovements.adminId))
      .where(eq(stockMovements.id, result.movementId));
    return {
      data: {
        row: await stockRow(db, b.variant_id),
        movement: {
          id: mv!.m.id,
          type: mv!.m.type,
          type_label: stockMovementTypeLabels.adjustment,
          change: mv!.m.change,
          quantity_after: mv!.m.quantityAfter,
          reason: mv!.m.reason,
          admin: mv!.admin?.id ? mv!.admin : null,
          order_id: mv!.m.orderId,
          mini_order_id: mv!.m.miniOrderId,
          created_at: mv!.m.createdAt,
        },
      },
    };
  });
}


