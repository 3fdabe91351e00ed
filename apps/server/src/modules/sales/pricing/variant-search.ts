/** The variant picker's name search, shared by the order form and the in-store shop. */
import { and, asc, desc, eq, exists, inArray, isNull, sql, type AnyColumn } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { searchCondition } from '../../../lib/list';
import { products, variants } from '../../catalog/products/product.table';

/** How many of the best-stocked products a name search reads before it asks the trigram index. */
const STOCK_WALK = 2000;

/**
 * Variants whose product's name (or code words) match `q`, for a picker: the best-stocked matching
 * products first, newest first among equals (≤ `limit`), then their live variants in their own
 * order. First the STOCK_WALK best-stocked products are read in rank order (products_stock_idx)
 * until `limit` match: a common word ends there, in a few hundred rows, and what it found is the
 * top of the whole ranking. Otherwise the trigram index finds every match and they are ranked.
 * (One ordered query would leave the choice to the planner, which assumes words and stock are
 * independent and walks the whole index when few matches are for sale.)
 */
export async function variantsByName(
  db: DbOrTx,
  q: string | undefined,
  o: { forSale?: readonly string[]; limit?: number; /** tests */ walk?: number } = {},
): Promise<number[]> {
  if (!searchCondition(products.search, q)) return [];
  const limit = o.limit ?? 20;
  const variantOk = and(isNull(variants.archivedAt), o.forSale ? eq(variants.status, true) : undefined);
  const matching = (t: { id: AnyColumn; search: AnyColumn; status: AnyColumn }) =>
    and(
      searchCondition(t.search, q),
      o.forSale ? inArray(t.status, [...o.forSale]) : undefined,
      exists(db.select({ one: sql`1` }).from(variants).where(and(eq(variants.productId, t.id), variantOk))),
    );
  const live = isNull(products.archivedAt);
  const rank = [desc(products.stockTotal), desc(products.id)];
  const cols = { id: products.id, stock: products.stockTotal, search: products.search, status: products.status };
  const best = db.select(cols).from(products).where(live).orderBy(...rank).limit(o.walk ?? STOCK_WALK).as('best');
  let found = await db.select({ id: best.id }).from(best).where(matching(best)).orderBy(desc(best.stock), desc(best.id)).limit(limit);
  if (found.length < limit) {
    // Unordered, so that the planner takes the trigram index rather than walking products_stock_idx.
    const all = await db.select({ id: products.id, stock: products.stockTotal }).from(products).where(and(live, matching(products)));
    found = all.sort((a, b) => b.stock - a.stock || b.id - a.id).slice(0, limit);
  }
  const top = found.map((r) => r.id);
  if (!top.length) return [];
  const order = new Map(top.map((id, i) => [id, i]));
  const rows = await db
    .select({ id: variants.id, productId: variants.productId })
    .from(variants)
    .where(and(inArray(variants.productId, top), variantOk))
    .orderBy(asc(variants.position), asc(variants.id));
  return rows
    .sort((a, b) => order.get(a.productId)! - order.get(b.productId)!)
    .slice(0, limit)
    .map((r) => r.id);
}
