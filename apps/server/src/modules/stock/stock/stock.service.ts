import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { StockMovementType } from '@pishkhan/common/schemas/product.schema';
import { productMessage } from '@pishkhan/common/i18n/fa/product-messages';
import { toPersianDigits } from '@pishkhan/common/text';
import type { DbOrTx, Tx } from '../../../db/client';
import type { Actor } from '../../../lib/audit';
import { AppError, notFound } from '../../../lib/errors';
import { clearProductCounts } from '../../catalog/products/product-count-cache';
import { products, variants } from '../../catalog/products/product.table';
import { admins } from '../../people/admins/admin.table';
import { effectivePermissions } from '../../people/auth/auth.service';
import { roles } from '../../people/roles/role.table';
import { notifyAdmins } from '../../system/notifications/notification.service';
import { featureState } from '../../system/settings/setting.service';
import { stockLevels, stockMovements } from './stock.table';

export interface StockChange {
  variantId: number;
  /** Signed: negative removes. */
  change: number;
  type: StockMovementType;
  reason?: string | null;
  orderId?: number | null;
  miniOrderId?: number | null;
}

export interface StockChangeResult {
  variantId: number;
  productId: number;
  quantityBefore: number;
  quantity: number;
  movementId: number;
  productStatus: string;
  stockTotal: number;
}

/**
 * The one way stock changes. In the caller's transaction it locks the product row and then the
 * variant's stock row (`SELECT … FOR UPDATE`, always in that order, so the product form and
 * concurrent sales cannot deadlock), refuses to go below zero (409 `insufficient_stock`, Persian
 * message naming the variant and what is available, `fields.change`), writes the movement with the
 * balance after it and keeps `products.stock_total` in step.
 *
 * Status (unless `autoStatus: false`, used by the product form which sets the status itself):
 * an `available` product whose total reaches 0 becomes `out_of_stock` and every active admin with
 * `read_product` is notified (ProductUnavailableNotification); an `out_of_stock` product whose
 * total comes back above 0 becomes `available`.
 *
 * Callers that change several variants in one transaction should do so in ascending product id
 * order (then variant id) to keep the lock order global.
 */
export async function changeStock(tx: Tx, actor: Actor, c: StockChange, opts: { autoStatus?: boolean } = {}): Promise<StockChangeResult> {
  if (!Number.isSafeInteger(c.change)) throw new AppError(422, 'validation', productMessage('change_non_zero'), { change: productMessage('change_non_zero') });
  const [v] = await tx.select({ productId: variants.productId, title: variants.title }).from(variants).where(eq(variants.id, c.variantId)).limit(1);
  if (!v) throw notFound();
  const [p] = await tx
    .select({ id: products.id, title: products.title, status: products.status, stockTotal: products.stockTotal })
    .from(products)
    .where(eq(products.id, v.productId))
    .for('update');
  if (!p) throw notFound();
  await tx.insert(stockLevels).values({ variantId: c.variantId, quantity: 0 }).onConflictDoNothing();
  const [level] = await tx.select({ quantity: stockLevels.quantity }).from(stockLevels).where(eq(stockLevels.variantId, c.variantId)).for('update');
  const before = level!.quantity;
  const after = before + c.change;
  if (after < 0) {
    const msg = productMessage('insufficient_stock', { variant: v.title || p.title, available: toPersianDigits(before), requested: toPersianDigits(-c.change) });
    throw new AppError(409, 'insufficient_stock', msg, { change: msg });
  }
  await tx.update(stockLevels).set({ quantity: after, updatedAt: sql`now()` }).where(eq(stockLevels.variantId, c.variantId));
  const [mv] = await tx
    .insert(stockMovements)
    .values({
      variantId: c.variantId,
      type: c.type,
      change: c.change,
      quantityAfter: after,
      reason: c.reason ?? null,
      adminId: actor.adminId,
      orderId: c.orderId ?? null,
      miniOrderId: c.miniOrderId ?? null,
    })
    .returning({ id: stockMovements.id });
  const totalBefore = p.stockTotal;
  const totalAfter = Math.max(0, totalBefore + c.change);
  let status = p.status;
  if (opts.autoStatus !== false) {
    if (status === 'available' && totalAfter === 0 && totalBefore > 0) status = 'out_of_stock';
    else if (status === 'out_of_stock' && totalBefore === 0 && totalAfter > 0) status = 'available';
  }
  await tx
    .update(products)
    .set({ stockTotal: totalAfter, ...(status !== p.status ? { status } : {}), updatedAt: sql`now()` })
    .where(eq(products.id, p.id));
  if (status === 'out_of_stock' && p.status === 'available') await notifyOutOfStock(tx, p.id, p.title);
  clearProductCounts();
  return { variantId: c.variantId, productId: p.id, quantityBefore: before, quantity: after, movementId: mv!.id, productStatus: status, stockTotal: totalAfter };
}

/** Active admins whose effective permissions include `permission` (super admins included). */
export async function adminsWithPermission(db: DbOrTx, permission: string): Promise<number[]> {
  // One after the other: `db` may be a transaction, whose single connection runs one query at a time.
  const rows = await db.select({ id: admins.id, role: roles }).from(admins).innerJoin(roles, eq(roles.id, admins.roleId)).where(eq(admins.status, true));
  const features = await featureState(db);
  return rows.filter((r) => effectivePermissions(r.role, features).includes(permission)).map((r) => r.id);
}

/** "Out of stock" to every admin who may read products; links to /admin/products/edit/{product_id}. */
export async function notifyOutOfStock(tx: DbOrTx, productId: number, title: string) {
  const ids = await adminsWithPermission(tx, 'read_product');
  await notifyAdmins(tx, 'ProductUnavailableNotification', { product_id: productId, description: productMessage('unavailable_description', { title }) }, ids);
}

/** Current balances of variants (0 for a missing row). */
export async function stockOf(db: DbOrTx, variantIds: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>(variantIds.map((id) => [id, 0]));
  if (!variantIds.length) return out;
  const rows = await db.select().from(stockLevels).where(inArray(stockLevels.variantId, variantIds));
  for (const r of rows) out.set(r.variantId, r.quantity);
  return out;
}

/** Recomputes a product's stock_total from its variants' balances (after variants were removed). */
export async function recomputeStockTotal(tx: DbOrTx, productId: number): Promise<number> {
  const [r] = await tx
    .select({ n: sql<number>`coalesce(sum(${stockLevels.quantity}), 0)`.mapWith(Number) })
    .from(stockLevels)
    .innerJoin(variants, eq(variants.id, stockLevels.variantId))
    .where(and(eq(variants.productId, productId), isNull(variants.archivedAt)));
  await tx.update(products).set({ stockTotal: r!.n }).where(eq(products.id, productId));
  return r!.n;
}
