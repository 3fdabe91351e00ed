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
import { markStockAlertsDue } from '../../storefront/stock-alerts/stock-alert.service';
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

/** A change refused for want of stock: which change of the batch and what the variant had. */
export class InsufficientStockError extends AppError {
  constructor(
    message: string,
    public index: number,
    public variantId: number,
    public available: number,
  ) {
    super(409, 'insufficient_stock', message, { change: message });
  }
}

/**
 * The one way stock changes: one variant. See `changeStocks`.
 */
export async function changeStock(tx: Tx, actor: Actor, c: StockChange, opts: { autoStatus?: boolean } = {}): Promise<StockChangeResult> {
  const [r] = await changeStocks(tx, actor, [c], opts);
  return r!;
}

/**
 * The one way stock changes, for any number of variants in a fixed number of statements. In the
 * caller's transaction it locks the products' rows and then the variants' stock rows
 * (`SELECT … ORDER BY id FOR UPDATE`, always products first and in id order, so the product form,
 * orders and counter sales cannot deadlock), applies the changes in the order given (a variant may
 * appear more than once: a return then a sale of it), refuses to go below zero
 * (`InsufficientStockError`: 409 `insufficient_stock`, Persian message naming the variant and what
 * is available, the index of the refused change), writes one movement per change with the balance
 * after it and keeps `products.stock_total` in step.
 *
 * Status (unless `autoStatus: false`, used by the product form which sets the status itself):
 * an `available` product whose total reaches 0 becomes `out_of_stock` and every active admin with
 * `read_product` is notified (ProductUnavailableNotification); an `out_of_stock` product whose
 * total comes back above 0 becomes `available`.
 */
export async function changeStocks(tx: Tx, actor: Actor, changes: StockChange[], opts: { autoStatus?: boolean } = {}): Promise<StockChangeResult[]> {
  if (!changes.length) return [];
  for (const c of changes)
    if (!Number.isSafeInteger(c.change)) throw new AppError(422, 'change_non_zero', productMessage('change_non_zero'), { change: productMessage('change_non_zero') });
  const variantIds = [...new Set(changes.map((c) => c.variantId))].sort((a, b) => a - b);
  const vs = await tx.select({ id: variants.id, productId: variants.productId, title: variants.title }).from(variants).where(inArray(variants.id, variantIds));
  const variantOf = new Map(vs.map((v) => [v.id, v]));
  if (variantOf.size !== variantIds.length) throw notFound();
  const productIds = [...new Set(vs.map((v) => v.productId))].sort((a, b) => a - b);
  const ps = await tx
    .select({ id: products.id, title: products.title, status: products.status, stockTotal: products.stockTotal })
    .from(products)
    .where(inArray(products.id, productIds))
    .orderBy(products.id)
    .for('update');
  const productOf = new Map(ps.map((p) => [p.id, p]));
  if (productOf.size !== productIds.length) throw notFound();
  await tx
    .insert(stockLevels)
    .values(variantIds.map((variantId) => ({ variantId, quantity: 0 })))
    .onConflictDoNothing();
  const levels = await tx
    .select({ variantId: stockLevels.variantId, quantity: stockLevels.quantity })
    .from(stockLevels)
    .where(inArray(stockLevels.variantId, variantIds))
    .orderBy(stockLevels.variantId)
    .for('update');
  const balance = new Map(levels.map((l) => [l.variantId, l.quantity]));
  const totals = new Map(ps.map((p) => [p.id, p.stockTotal]));
  const steps = changes.map((c, index) => {
    const v = variantOf.get(c.variantId)!;
    const before = balance.get(c.variantId)!;
    const after = before + c.change;
    if (after < 0) {
      const p = productOf.get(v.productId)!;
      const msg = productMessage('insufficient_stock', { variant: v.title || p.title, available: toPersianDigits(before), requested: toPersianDigits(-c.change) });
      throw new InsufficientStockError(msg, index, c.variantId, before);
    }
    balance.set(c.variantId, after);
    totals.set(v.productId, Math.max(0, totals.get(v.productId)! + c.change));
    return { c, productId: v.productId, before, after };
  });
  const levelRows = variantIds.map((id) => sql`(${id}::bigint, ${balance.get(id)!}::int)`);
  await tx.execute(
    sql`update ${stockLevels} set quantity = v.quantity, updated_at = now() from (values ${sql.join(levelRows, sql`, `)}) as v(variant_id, quantity) where ${stockLevels.variantId} = v.variant_id`,
  );
  const movements = await tx
    .insert(stockMovements)
    .values(
      steps.map(({ c, after }) => ({
        variantId: c.variantId,
        type: c.type,
        change: c.change,
        quantityAfter: after,
        reason: c.reason ?? null,
        adminId: actor.adminId,
        orderId: c.orderId ?? null,
        miniOrderId: c.miniOrderId ?? null,
      })),
    )
    .returning({ id: stockMovements.id });
  const statusOf = new Map<number, string>();
  const emptied: { id: number; title: string }[] = [];
  for (const p of ps) {
    const totalAfter = totals.get(p.id)!;
    let status = p.status;
    if (opts.autoStatus !== false) {
      if (status === 'available' && totalAfter === 0 && p.stockTotal > 0) status = 'out_of_stock';
      else if (status === 'out_of_stock' && p.stockTotal === 0 && totalAfter > 0) status = 'available';
    }
    statusOf.set(p.id, status);
    if (status === 'out_of_stock' && p.status === 'available') emptied.push(p);
  }
  const productRows = ps.map((p) => sql`(${p.id}::bigint, ${totals.get(p.id)!}::int, ${statusOf.get(p.id)!}::varchar)`);
  await tx.execute(
    sql`update ${products} set stock_total = v.total, status = v.status, updated_at = now() from (values ${sql.join(productRows, sql`, `)}) as v(id, total, status) where ${products.id} = v.id`,
  );
  // Variants back from zero: the visitors waiting for them are told (once the change commits).
  const restocked = levels.filter((l) => l.quantity === 0 && balance.get(l.variantId)! > 0).map((l) => l.variantId);
  await markStockAlertsDue(tx, restocked);
  if (emptied.length) {
    const ids = await adminsWithPermission(tx, 'read_product');
    for (const p of emptied) await notifyAdmins(tx, 'ProductUnavailableNotification', { product_id: p.id, description: productMessage('unavailable_description', { title: p.title }) }, ids);
  }
  clearProductCounts();
  return steps.map(({ c, productId, before, after }, i) => ({
    variantId: c.variantId,
    productId,
    quantityBefore: before,
    quantity: after,
    movementId: movements[i]!.id,
    productStatus: statusOf.get(productId)!,
    stockTotal: totals.get(productId)!,
  }));
}

/** Active admins whose effective permissions include `permission` (super admins included). */
export async function adminsWithPermission(db: DbOrTx, permission: string): Promise<number[]> {
  // One after the other: `db` may be a transaction, whose single connection runs one query at a time.
  const rows = await db.select({ id: admins.id, role: roles }).from(admins).innerJoin(roles, eq(roles.id, admins.roleId)).where(eq(admins.status, true));
  const features = await featureState(db);
  return rows.filter((r) => effectivePermissions(r.role, features).includes(permission)).map((r) => r.id);
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
