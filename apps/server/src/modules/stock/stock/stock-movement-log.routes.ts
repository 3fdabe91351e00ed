import { and, asc, desc, eq, gte, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { stockMovementTypeLabels } from '@pishkhan/common/i18n/fa/product-labels';
import { stockLogExportHeaders as H } from '@pishkhan/common/i18n/fa/stock-screens';
import { listQuery, searchText } from '@pishkhan/common/schemas/fields';
import { faSearchKey, toAsciiDigits } from '@pishkhan/common/text';
import { variantOwnTitle } from '@pishkhan/common/variant-title';
import type { DbOrTx } from '../../../db/client';
import type { App, Ctx } from '../../../lib/app-types';
import { exportRoute } from '../../../lib/export-route';
import { allOf, dateParam, intParam, searchCondition } from '../../../lib/list';
import { listRoute, type ListQ } from '../../../lib/list-route';
import { products, variants } from '../../catalog/products/product.table';
import { admins } from '../../people/admins/admin.table';
import { stockMovements } from './stock.table';

const TAG = 'store';
const PATH = '/api/admin/store/movements';
const TYPES = Object.keys(stockMovementTypeLabels);
const typeLabel = (t: string) => (stockMovementTypeLabels as Record<string, string>)[t] ?? t;

/** Search text as the query schema left it (control characters and unpaired surrogates removed). */
const textOf = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** `?type=order,shop_sale` → the known types; an unknown one matches nothing rather than everything. */
function typesParam(v: unknown): string[] | undefined {
  if (typeof v !== 'string' || !v) return undefined;
  const picked = v.split(',').map((t) => t.trim()).filter((t) => TYPES.includes(t));
  return picked.length ? picked : ['-'];
}

/**
 * The variants a search names: the one whose SKU or barcode is exactly the text, else every variant of the
 * products whose title, SKUs or barcodes contain it (the products' trigram search key).
 */
async function variantsMatching(db: DbOrTx, raw: unknown): Promise<SQL | undefined> {
  const q = textOf(raw);
  if (!q || !faSearchKey(q)) return undefined;
  const code = toAsciiDigits(q).trim();
  const exact = await db
    .select({ id: variants.id })
    .from(variants)
    .where(or(and(isNotNull(variants.sku), sql`lower(${variants.sku}) = ${code.toLowerCase()}`), eq(variants.barcode, code)))
    .limit(100);
  if (exact.length) return inArray(stockMovements.variantId, exact.map((v) => v.id));
  const search = searchCondition(products.search, q);
  return inArray(stockMovements.variantId, db.select({ id: variants.id }).from(variants).innerJoin(products, eq(products.id, variants.productId)).where(search));
}

/** The log's filters: Jalali range (ISO instants), admin, type(s), words of the reason, product/variant search. */
async function movementFilters(db: DbOrTx, q: Record<string, unknown>): Promise<SQL | undefined> {
  const from = dateParam(q.from);
  const to = dateParam(q.to);
  const adminId = intParam(q.admin_id);
  const types = typesParam(q.type);
  const reason = faSearchKey(textOf(q.reason) ?? '');
  return allOf([
    from ? gte(stockMovements.createdAt, from) : undefined,
    to ? lte(stockMovements.createdAt, to) : undefined,
    adminId ? eq(stockMovements.adminId, adminId) : undefined,
    types ? inArray(stockMovements.type, types) : undefined,
    reason ? sql`fa_norm(coalesce(${stockMovements.reason}, '')) like ${'%' + reason.replace(/[\\%_]/g, (c) => '\\' + c) + '%'}` : undefined,
    await variantsMatching(db, q.q),
  ]);
}

const select = {
  m: stockMovements,
  admin: { id: admins.id, name: admins.name, username: admins.username },
  product_id: products.id,
  product_title: products.title,
  variant_title: variants.title,
  is_default: variants.isDefault,
  sku: variants.sku,
  barcode: variants.barcode,
};

/**
 * Newest first; `?sort=created_at` for oldest first (the same indexes, read forwards):
 * stock_movements_created_idx (created_at, id) serves this order, alone and under each filter's own index.
 */
const order = (sort?: unknown) => (sort === 'created_at' ? [asc(stockMovements.createdAt), asc(stockMovements.id)] : [desc(stockMovements.createdAt), desc(stockMovements.id)]);

const query = (db: DbOrTx, where: SQL | undefined, orderBy: SQL[]) =>
  db
    .select(select)
    .from(stockMovements)
    .innerJoin(variants, eq(variants.id, stockMovements.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .leftJoin(admins, eq(admins.id, stockMovements.adminId))
    .where(where)
    .orderBy(...orderBy);

type Row = Awaited<ReturnType<typeof query>>[number];
const present = (r: Row) => ({
  id: r.m.id,
  created_at: r.m.createdAt,
  type: r.m.type,
  type_label: typeLabel(r.m.type),
  change: r.m.change,
  quantity_after: r.m.quantityAfter,
  reason: r.m.reason,
  admin: r.admin?.id ? r.admin : null,
  order_id: r.m.orderId,
  mini_order_id: r.m.miniOrderId,
  variant_id: r.m.variantId,
  product_id: r.product_id,
  product_title: r.product_title,
  variant_title: (r.is_default ? '' : variantOwnTitle(r.product_title, r.variant_title)) || null,
  sku: r.sku,
  barcode: r.barcode,
});

/** The shop-wide stock movement log (/api/admin/store/movements): every change of every variant, filtered, paged, exported. */
export async function stockMovementLogRoutes(app: App, { db }: Ctx) {
  // The reason's words are search text: cleaned of control characters like `q`, never refused.
  const querystring = listQuery.extend({ reason: searchText().optional() });

  listRoute(app, db, {
    path: PATH,
    config: { permission: 'read_store' },
    tag: TAG,
    querystring,
    filters: async (q) => [await movementFilters(db, q)],
    sort: (q) => order(q.sort),
    rows: ({ where, order, limit, offset }) => query(db, where, order).limit(limit).offset(offset),
    count: stockMovements,
    // Words of the reason are matched through fa_norm row by row once they are common: count exactly to 1,000 only.
    cap: (q) => (typeof q.reason === 'string' && q.reason.trim() ? 1_000 : 10_000),
    present: (rows) => rows.map(present),
  });

  exportRoute(app, {
    path: `${PATH}/export`,
    config: { permission: 'read_store' },
    tag: TAG,
    querystring,
    rows: async (q: ListQ, limit, offset) => (await query(db, await movementFilters(db, q), order(q.sort)).limit(limit).offset(offset)).map(present),
    file: 'stock-movements',
    sheet: H.sheet,
    columns: [
      { header: H.id, key: 'id', width: 10 },
      { header: H.created_at, key: 'created_at', width: 18, kind: 'date' },
      { header: H.product, key: 'product', width: 36 },
      { header: H.variant, key: 'variant', width: 20 },
      { header: H.sku, key: 'sku', width: 16, kind: 'text' },
      { header: H.barcode, key: 'barcode', width: 16, kind: 'text' },
      { header: H.type, key: 'type', width: 18 },
      { header: H.change, key: 'change', width: 10 },
      { header: H.quantity_after, key: 'quantity_after', width: 14 },
      { header: H.reason, key: 'reason', width: 40 },
      { header: H.admin, key: 'admin', width: 18 },
      { header: H.order_id, key: 'order_id', width: 12 },
      { header: H.mini_order_id, key: 'mini_order_id', width: 14 },
    ],
    toRow: (r) => ({
      id: r.id,
      created_at: r.created_at,
      product: r.product_title,
      variant: r.variant_title ?? '',
      sku: r.sku ?? '',
      barcode: r.barcode ?? '',
      type: r.type_label,
      change: r.change,
      quantity_after: r.quantity_after,
      reason: r.reason ?? '',
      admin: r.admin ? r.admin.name || r.admin.username : '',
      order_id: r.order_id ?? '',
      mini_order_id: r.mini_order_id ?? '',
    }),
  });
}
