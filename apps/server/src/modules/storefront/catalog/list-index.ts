/**
 * The storefront list's matches, kept in memory per node: for one set of filters (search words,
 * category branch, brand, in stock, colours, attribute values, and whether unpublished products
 * are seen), every matching product's id, creation order, list price and recent sales, read once
 * in the newest-first order. A page for any price range, sort and page number is then cut from
 * them without reading the database again, and its total is exact.
 *
 * What a match set may hold is the rule of `productConditions` (the only rule of which products a
 * list shows); only the price bounds, the order and the paging are applied here, and they mirror
 * the SQL of the same list (`min_price` between the bounds; the orders of `SORTS`).
 *
 * The sets are dropped on every catalogue, campaign or setting write (those that filter by stock
 * also on every sale and stock movement), on a notice from another node and after 30 seconds at
 * most; their memory is bounded by the number of matches they hold together. A set with more matches than `listLimits.maxMatches` is not kept:
 * such a list is read from the database a page at a time.
 */
import { and, sql, type SQL } from 'drizzle-orm';
import { faSearchKey, stripControls } from '@pishkhan/common/text';
import type { StoreProductQuery } from '@pishkhan/common/schemas/store-catalog.schema';
import type { DbOrTx } from '../../../db/client';
import { storeCache } from '../../../lib/store-cache';
import { products } from '../../catalog/products/product.table';

/** Matches of one set of filters, newest first (created_at desc, id desc). */
export interface Matches {
  n: number;
  ids: Float64Array;
  price: Float64Array;
  sold: Float64Array;
  /** Positions in list-price order (min_price asc, id asc), made when first asked. */
  byPrice?: Uint32Array;
  /** Positions in best-selling order (sold_recent desc, id desc), made when first asked. */
  bySold?: Uint32Array;
}

export const listLimits = {
  /** The most matches one set may hold (a shop-wide list of a very large catalogue is paged by the database). */
  maxMatches: 250_000,
};
/** Too many matches to keep: the caller reads the page from the database. */
export const TOO_MANY = Symbol('too many matches');

/** The most matches the kept sets of each cache hold together (about 28 bytes each with their orders). */
const MAX_KEPT = 1_000_000;
const setCache = (name: string) =>
  storeCache<Matches | typeof TOO_MANY | null>(name, { ttlMs: 30_000, maxKeys: 1_000, maxWeight: MAX_KEPT, weigh: (m) => (m && m !== TOO_MANY ? m.n : 0) });

/**
 * The match sets, in two caches by what drops them: a set that filters by stock changes with every
 * sale and stock movement; any other only with the catalogue (visibility, categories, prices), so a
 * sale at the counter does not make the whole shop's list be read again.
 */
export const listMatchSets = setCache('catalog-matches');
export const stockMatchSets = setCache('catalog-stock-matches');
export const matchSetsOf = (q: StoreProductQuery) => (q.in_stock ? stockMatchSets : listMatchSets);

/** The filters that choose a match set (everything of the query but the price bounds, the order and the paging). */
export const matchKeyOf = (q: StoreProductQuery, seeUnpublished: boolean) =>
  JSON.stringify([
    q.q ? faSearchKey(stripControls(q.q)) : '',
    q.category_id ?? null,
    q.brand_id ?? null,
    !!q.in_stock,
    [...new Set(q.color_ids ?? [])].sort((a, b) => a - b),
    [...new Set(q.attribute_value_ids ?? [])].sort((a, b) => a - b),
    seeUnpublished,
  ]);

/** Reads the matches of `conds` (null: a category not shown, nothing matches); TOO_MANY over `max`. */
export async function readMatches(db: DbOrTx, conds: SQL[] | null, max = listLimits.maxMatches): Promise<Matches | typeof TOO_MANY | null> {
  if (!conds) return null;
  // The whole shop's set is read from the newest-first index alone (products_store_newest_idx holds
  // the price and the sales too), already in order; each column comes as one text, far cheaper to
  // move and parse than a row per match.
  const newest = sql.raw('order by created_at desc, id desc');
  const rows = await db.execute<{ n: number; ids: string | null; prices: string | null; sold: string | null }>(sql`select count(*)::int as n,
      string_agg(id::text, ',' ${newest}) as ids, string_agg(min_price::text, ',' ${newest}) as prices, string_agg(sold_recent::text, ',' ${newest}) as sold
    from (select ${products.id}, ${products.createdAt}, ${products.minPrice}, ${products.soldRecent} from ${products}
          where ${and(...conds)} ${newest} limit ${max + 1}) m`);
  const r = rows.rows[0]!;
  if (r.n > max) return TOO_MANY;
  const numbers = (t: string | null) => (t ? Float64Array.from(t.split(','), Number) : new Float64Array(0));
  return { n: r.n, ids: numbers(r.ids), price: numbers(r.prices), sold: numbers(r.sold) };
}

const positions = (n: number) => {
  const p = new Uint32Array(n);
  for (let i = 0; i < n; i++) p[i] = i;
  return p;
};

/** Positions by list price, then id (the SQL's `min_price asc, id asc`). */
const byPrice = (m: Matches) =>
  (m.byPrice ??= positions(m.n).sort((a, b) => m.price[a]! - m.price[b]! || m.ids[a]! - m.ids[b]!));

/** Positions by recent sales, most first, then the higher id (the SQL's `sold_recent desc, id desc`). */
const bySold = (m: Matches) => (m.bySold ??= positions(m.n).sort((a, b) => m.sold[b]! - m.sold[a]! || m.ids[b]! - m.ids[a]!));

/** The first position in price order whose price is at least `price` (binary search). */
function firstAtLeast(m: Matches, order: Uint32Array, price: number): number {
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (m.price[order[mid]!]! < price) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * One page of a match set: the ids in the list's order and the exact total, for the query's price
 * bounds (inclusive), sort and page.
 */
export function pageOfMatches(m: Matches, q: StoreProductQuery): { ids: number[]; total: number } {
  const perPage = q.per_page ?? 24;
  const offset = ((q.page ?? 1) - 1) * perPage;
  const min = q.price_min ?? -Infinity;
  const max = q.price_max ?? Infinity;
  const bounded = q.price_min !== undefined || q.price_max !== undefined;
  const sort = q.sort ?? 'newest';
  const ids: number[] = [];
  if (sort === 'price_asc' || sort === 'price_desc' || bounded) {
    const order = byPrice(m);
    const lo = firstAtLeast(m, order, min);
    const hi = max === Infinity ? order.length : firstAtLeast(m, order, max + 1);
    const total = Math.max(0, hi - lo);
    if (sort === 'price_asc') for (let i = lo + offset; i < hi && ids.length < perPage; i++) ids.push(m.ids[order[i]!]!);
    else if (sort === 'price_desc') for (let i = hi - 1 - offset; i >= lo && ids.length < perPage; i--) ids.push(m.ids[order[i]!]!);
    else walk(m, sort === 'best_selling' ? bySold(m) : null, min, max, offset, perPage, ids);
    return { ids, total };
  }
  // No price bounds: the page is where it is in its order.
  const order = sort === 'best_selling' ? bySold(m) : null;
  for (let i = offset; i < m.n && ids.length < perPage; i++) ids.push(m.ids[order ? order[i]! : i]!);
  return { ids, total: m.n };
}

/** The page of matches in `order` (null: newest first, as stored) whose price is within the bounds. */
function walk(m: Matches, order: Uint32Array | null, min: number, max: number, offset: number, perPage: number, out: number[]) {
  let skip = offset;
  for (let i = 0; i < m.n && out.length < perPage; i++) {
    const at = order ? order[i]! : i;
    const price = m.price[at]!;
    if (price < min || price > max) continue;
    if (skip > 0) skip--;
    else out.push(m.ids[at]!);
  }
}
