/** Removing products and variants: what a sale names is archived, the rest deleted. */
import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client';
import { audit, type Actor } from '../../../lib/audit';
import { notFound } from '../../../lib/errors';
import { inParallel } from '../../../lib/parallel';
import { orderItems } from '../../sales/orders/order.table';
import { stockMovements } from '../../stock/stock/stock.table';
import { clearProductCounts } from './product-count-cache';
import { products, variants } from './product.table';
import { assertNotLinked } from '../../../lib/links';

/**
 * The variants that sales name: an order line, or a stock movement of an order or an in-store
 * sale, points at them. Such a variant (and its product) is archived, never deleted, so the sale
 * keeps its line.
 */
export async function variantsInSales(tx: DbOrTx, variantIds: number[]): Promise<Set<number>> {
  if (!variantIds.length) return new Set();
  const [moved, ordered] = await inParallel(tx, [
    () => tx
      .selectDistinct({ id: stockMovements.variantId })
      .from(stockMovements)
      .where(and(inArray(stockMovements.variantId, variantIds), or(isNotNull(stockMovements.orderId), isNotNull(stockMovements.miniOrderId)))),
    () => tx.selectDistinct({ id: orderItems.variantId }).from(orderItems).where(inArray(orderItems.variantId, variantIds)),
  ]);
  return new Set([...moved, ...ordered].map((r) => r.id));
}

/** Removes variants: the ones sales name are archived (hidden, SKU and barcode freed), the rest deleted. */
export async function removeVariants(tx: Tx, variantIds: number[]) {
  const sold = await variantsInSales(tx, variantIds);
  const keep = variantIds.filter((v) => sold.has(v));
  const drop = variantIds.filter((v) => !sold.has(v));
  if (keep.length) await tx.update(variants).set({ archivedAt: sql`now()`, status: false, updatedAt: sql`now()` }).where(inArray(variants.id, keep));
  if (drop.length) await tx.delete(variants).where(inArray(variants.id, drop));
}

/**
 * Deletes products (all or nothing), audited. A product whose variants a sale names is archived
 * instead: it leaves every list and picker, its history and the sales that name it stay intact.
 */
export async function deleteProducts(tx: Tx, actor: Actor, ids: number[]) {
  const rows = await tx.select().from(products).where(and(inArray(products.id, ids), isNull(products.archivedAt))).orderBy(asc(products.id)).for('update');
  if (rows.length !== new Set(ids).size) throw notFound();
  // A slide (later a menu item, a banner) links to one: refused, naming them (archived, the link would break).
  await assertNotLinked(tx, 'product', ids);
  const vs = await tx.select({ id: variants.id, productId: variants.productId }).from(variants).where(inArray(variants.productId, ids));
  const sold = await variantsInSales(tx, vs.map((v) => v.id));
  const archived = new Set(vs.filter((v) => sold.has(v.id)).map((v) => v.productId));
  for (const row of rows) {
    if (archived.has(row.id)) {
      const [after] = await tx.update(products).set({ archivedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(products.id, row.id)).returning();
      await tx.update(variants).set({ archivedAt: sql`now()`, status: false }).where(and(eq(variants.productId, row.id), isNull(variants.archivedAt)));
      await audit(tx, actor, { entity: 'product', entityId: row.id, action: 'archive', before: row, after });
    } else {
      await tx.delete(products).where(eq(products.id, row.id));
      await audit(tx, actor, { entity: 'product', entityId: row.id, action: 'delete', before: row, after: null });
    }
  }
  clearProductCounts();
  return { deleted: rows.length - archived.size, archived: archived.size };
}
