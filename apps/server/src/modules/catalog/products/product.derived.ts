/** The list columns a product derives from its variants (lowest price now, discount, search key), kept in step on save and when a discount ends. */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { effectivePrice } from '@pishkhan/common/pricing';
import type { Db, DbOrTx } from '../../../db/client';
import { clearProductCounts } from './product-count-cache';
import { products, variants, type ProductRow, type VariantRow } from './product.table';

export const variantPricing = (v: Pick<VariantRow, 'price' | 'discountType' | 'discount' | 'discountUntil'>) => ({
  price: v.price,
  discount_type: v.discountType,
  discount: v.discount,
  discount_until: v.discountUntil,
});

export const productPricing = (p: Pick<ProductRow, 'discountType' | 'discount' | 'discountUntil'>) => ({
  discount_type: p.discountType,
  discount: p.discount,
  discount_until: p.discountUntil,
});

/**
 * Keeps the list columns in step: search = fa_norm(title + every SKU and barcode), min_price =
 * the lowest effective final price of the active variants, has_discount = one of them discounted now.
 */
export async function refreshDerived(tx: DbOrTx, productIds: number[]) {
  if (!productIds.length) return;
  const rows = await tx.select().from(products).where(inArray(products.id, productIds));
  const vs = await tx.select().from(variants).where(and(inArray(variants.productId, productIds), isNull(variants.archivedAt)));
  const now = new Date();
  for (const p of rows) {
    const mine = vs.filter((v) => v.productId === p.id);
    const active = mine.filter((v) => v.status);
    const prices = active.map((v) => effectivePrice(variantPricing(v), productPricing(p), now));
    const minPrice = prices.length ? Math.min(...prices.map((x) => x.final)) : 0;
    const hasDiscount = prices.some((x) => x.discount_source !== 'none');
    // The earliest discount end still ahead: the price job refreshes these columns then.
    const ends = [p.discountUntil, ...active.map((v) => v.discountUntil)].filter((d): d is Date => !!d && d > now).map((d) => d.getTime());
    const priceValidUntil = ends.length ? new Date(Math.min(...ends)) : null;
    const search = [p.title, ...mine.flatMap((v) => [v.sku ?? '', v.barcode])].filter(Boolean).join(' ');
    await tx.update(products).set({ minPrice, hasDiscount, priceValidUntil, search: sql`fa_norm(${search})` }).where(eq(products.id, p.id));
  }
}

/**
 * Refreshes min_price and has_discount of the products whose discount has just ended (run every
 * minute by the server; idempotent, so several servers may run it). Returns how many it refreshed.
 */
export async function refreshEndedDiscounts(db: Db, batch = 500): Promise<number> {
  let done = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: products.id })
        .from(products)
        .where(sql`${products.priceValidUntil} <= now()`)
        .orderBy(asc(products.id))
        .limit(batch)
        .for('update', { skipLocked: true });
      await refreshDerived(tx, due.map((r) => r.id));
      return due.length;
    });
    done += n;
    if (n < batch) break;
  }
  if (done) clearProductCounts();
  return done;
}

/**
 * Moves the best-sellers' 30-day window (products.sold_recent) on to the current Tehran day: the
 * products that sold in the window or still show a number are recounted from product_sale_days
 * (sales themselves update it as they commit). Idempotent; answers how many products it looked at.
 */
export async function refreshSoldRecent(db: DbOrTx): Promise<number> {
  const r = await db.execute<{ n: number }>(sql`with ids as (
      select id from ${products} where sold_recent <> 0
      union select product_id::bigint from product_sale_days where day >= products_sold_recent_since())
    select products_refresh_sold_recent(array(select id from ids)), (select count(*)::int from ids) as n`);
  return r.rows[0]?.n ?? 0;
}
