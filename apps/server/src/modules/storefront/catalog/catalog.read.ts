/**
 * The storefront's catalogue reads: what a shopper may see of categories, brands and products.
 * Only live items (a product approved, published, not archived, in an online status); never an
 * admin-only field (cost price, barcode, internal ids of admins, exact stock unless the
 * `store_show_stock` setting allows it).
 */
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { isFeatureOn } from '@pishkhan/common/features';
import type { StoreProductQuery } from '@pishkhan/common/schemas/store-catalog.schema';
import { buildTree } from '@pishkhan/common/tree';
import type { DbOrTx } from '../../../db/client';
import { meta, searchCondition } from '../../../lib/list';
import { preparedShape, slot } from '../../../lib/prepared';
import { clearOnWrite, storeCache } from '../../../lib/store-cache';
import { brands } from '../../catalog/brands/brand.table';
import { categories } from '../../catalog/categories/category.table';
import { attributeValues } from '../../catalog/attributes/attribute.table';
import { productImages, products, variants } from '../../catalog/products/product.table';
import { customerRoles } from '../../people/customer-roles/customer-role.table';
import { allSettings, featureState } from '../../system/settings/setting.service';
import { media } from '../../system/uploads/media.table';
import { offerOfJson, runningOfferSql, type RunningOfferJson } from '../../sales/flashes/flash.service';
import { pricePartsOf, roleTermsOf, salePriceOf, type SalePrice } from '../../sales/pricing/pricing.service';
import { matchKeyOf, matchSetsOf, pageOfMatches, readMatches, TOO_MANY } from './list-index';
import type { PriceContext } from './store-pricing';

import { visibleProduct } from './visibility';

export { STORE_STATUSES, visibleProduct } from './visibility';

export type Availability = 'in_stock' | 'low' | 'out' | 'soon';

export interface StoreContext extends PriceContext {
  /** The customer's role lets them see products whose publication time is still ahead. */
  seeUnpublished: boolean;
  /** Exact stock counts may be shown (setting `store_show_stock`). */
  showStock: boolean;
}

/** What an answer depends on besides its key: the role (and what it may see), the time, the stock setting. */
export async function storeContext(db: DbOrTx, roleId: number | null, now = new Date()): Promise<StoreContext> {
  const [settings, features] = await Promise.all([allSettings(db), featureState(db)]);
  let seeUnpublished = false;
  if (roleId !== null && isFeatureOn(features, 'customer_roles')) {
    const [role] = await db.select({ see: customerRoles.seeUnpublished }).from(customerRoles).where(eq(customerRoles.id, roleId));
    seeUnpublished = !!role?.see;
  }
  return { roleId, now, seeUnpublished, showStock: settings.get('store_show_stock') === true };
}

/** In stock / low / out from a count and the product's low-stock threshold ("soon" products are not sold yet). */
export const availabilityOf = (status: string, stock: number, lowThreshold: number): Availability =>
  status === 'soon' ? 'soon' : status === 'out_of_stock' || stock <= 0 ? 'out' : stock <= lowThreshold ? 'low' : 'in_stock';

const url = (path: string) => `/uploads/${path}`;

/* ------------------------------------------------------------------ categories and brands */

type CategoryNode = { id: number; title: string; slug: string; description: string | null; image: string | null; icon: string | null; featured: boolean; children: CategoryNode[] };

/** The category tree of switched-on categories (a hidden category hides its branch), in their order. */
export async function storeCategoryTree(db: DbOrTx): Promise<CategoryNode[]> {
  const rows = await db
    .select({ c: categories, image: sql<string | null>`(select m.path from ${media} m where m.id = ${categories.imageId})`, icon: sql<string | null>`(select m.path from ${media} m where m.id = ${categories.iconId})` })
    .from(categories)
    .orderBy(asc(categories.depth), asc(categories.position), asc(categories.id));
  const live = new Set<number>();
  // Rows come by depth: a parent is decided before its children.
  for (const { c } of rows) if (c.status && (c.parentId === null || live.has(c.parentId))) live.add(c.id);
  return buildTree<CategoryNode>(
    rows
      .filter(({ c }) => live.has(c.id))
      .map(({ c, image, icon }) => ({
        id: c.id,
        parentId: c.parentId,
        node: { id: c.id, title: c.title, slug: c.slug, description: c.description, image: image ? url(image) : null, icon: icon ? url(icon) : null, featured: c.featured, children: [] },
      })),
  );
}

/** Switched-on brands by their Persian name. */
export async function storeBrands(db: DbOrTx) {
  const rows = await db
    .select({ b: brands, logo: media.path })
    .from(brands)
    .leftJoin(media, eq(media.id, brands.logoId))
    .where(eq(brands.status, true))
    .orderBy(sql`${brands.name} collate "fa-IR-x-icu"`, asc(brands.id));
  return rows.map(({ b, logo }) => ({ id: b.id, name: b.name, slug: b.slug, description: b.description, show_index: b.showIndex, logo: logo ? url(logo) : null }));
}

/* ------------------------------------------------------------------ product list */

/** Ids as one array parameter (`$1::bigint[]`): one statement text whatever their number. */
const idArray = (ids: number[]) => sql`${`{${ids.map((i) => Math.trunc(i)).join(',')}}`}::bigint[]`;

/**
 * The attribute-value filter: values of one attribute are alternatives, different attributes all
 * apply, over the attribute values of the product's live variants (products.attribute_value_ids).
 */
async function attributeFilter(db: DbOrTx, valueIds: number[]): Promise<SQL[]> {
  const rows = await db.select({ id: attributeValues.id, attributeId: attributeValues.attributeId }).from(attributeValues).where(inArray(attributeValues.id, valueIds));
  const byAttribute = new Map<number, number[]>();
  for (const r of rows) (byAttribute.get(r.attributeId) ?? byAttribute.set(r.attributeId, []).get(r.attributeId)!).push(r.id);
  // An unknown value matches nothing.
  if (rows.length < new Set(valueIds).size) return [sql`false`];
  return [...byAttribute.values()].map((ids) => sql`${products.attributeValueIds} && ${idArray(ids)}`);
}

/**
 * A shown category (it and every category above it switched on) and its switched-on descendants
 * (a switched-off one hides its branch, as in the tree), in one read; empty when it is not shown.
 */
function shownBranch(db: DbOrTx, categoryId: number): Promise<number[]> {
  return shownBranches.get(String(categoryId), () => readBranch(db, categoryId));
}

/** Branches of the category tree by their top category, shared by every shopper; dropped on every category write. */
const shownBranches = storeCache<number[]>('catalog-branches', { ttlMs: 30_000, maxKeys: 1_000 });
clearOnWrite(shownBranches, ['/api/admin/categories']);

async function readBranch(db: DbOrTx, categoryId: number): Promise<number[]> {
  const rows = await db.execute<{ id: string }>(sql`with recursive
    up(id, parent_id, status, lvl) as (
      select id, parent_id, status, 1 from ${categories} where id = ${categoryId}
      union all select c.id, c.parent_id, c.status, up.lvl + 1 from ${categories} c join up on c.id = up.parent_id where up.lvl < 16),
    t(id, lvl) as (
      select id, 1 from up where lvl = 1 and not exists (select 1 from up where not status)
      union all select c.id, t.lvl + 1 from ${categories} c join t on c.parent_id = t.id where c.status and t.lvl < 16)
    select id from t`);
  return rows.rows.map((r) => Number(r.id));
}

/**
 * The list's conditions; null when the category asked for is not shown in the shop. Categories,
 * colours and attribute values are read from the product's own arrays (one GIN index answers them
 * together), the price and stock from its list columns.
 */
export async function productConditions(db: DbOrTx, q: StoreProductQuery, ctx: StoreContext): Promise<SQL[] | null> {
  let tree: number[] | undefined;
  if (q.category_id) {
    tree = await shownBranch(db, q.category_id);
    if (!tree.length) return null;
  }
  const conds: (SQL | undefined)[] = [
    visibleProduct(ctx),
    // The admin list's search: the same normalised key, the same trigram index.
    searchCondition(products.search, q.q),
    tree ? sql`${products.categoryIds} && ${idArray(tree)}` : undefined,
    q.brand_id ? eq(products.brandId, q.brand_id) : undefined,
    q.price_min !== undefined ? gte(products.minPrice, q.price_min) : undefined,
    q.price_max !== undefined ? lte(products.minPrice, q.price_max) : undefined,
    q.in_stock ? and(sql`${products.stockTotal} > 0`, inArray(products.status, ['available'])) : undefined,
    q.color_ids?.length ? sql`${products.colorIds} && ${idArray(q.color_ids)}` : undefined,
    ...(q.attribute_value_ids?.length ? await attributeFilter(db, q.attribute_value_ids) : []),
  ];
  return conds.filter((c): c is SQL => !!c);
}

/** The list's orders over columns a page's rows carry (unqualified: the same text on products and on the matches read first). */
const SORTS: Record<string, SQL> = {
  newest: sql.raw('created_at desc, id desc'),
  price_asc: sql.raw('min_price asc, id asc'),
  price_desc: sql.raw('min_price desc, id desc'),
  // Units sold in the last 30 days (products.sold_recent), the newest first among equals.
  best_selling: sql.raw('sold_recent desc, id desc'),
};

export interface ProductCard {
  id: number;
  title: string;
  slug: string;
  short_description: string | null;
  status: string;
  image: { url: string; alt: string | null } | null;
  brand: { id: number; name: string; slug: string } | null;
  /** The lowest price a shopper pays now (over the product's purchasable variants) and what it was before its discount. */
  price: number;
  price_before: number;
  has_discount: boolean;
  flash_id: number | null;
  availability: Availability;
  stock?: number;
}

/**
 * What a card shows of a product row `p` (raw columns): its fields, brand and main image, and what
 * its price is made of (its discount, its live variants' prices and discounts, and, with campaigns
 * on, its running campaign's offer), so a page of cards is priced without further reads.
 */
const cardColumns = (offers: boolean, now: Date | SQLWrapper) => sql`p.id, p.title, p.slug, p.short_description, p.status, p.min_price, p.stock_total, p.low_stock_threshold,
  p.discount_type, p.discount, p.discount_until,
  (select json_build_object('id', b.id, 'name', b.name, 'slug', b.slug) from ${brands} b where b.id = p.brand_id and b.status) as brand,
  (select json_build_object('path', m.path, 'alt', pi.alt)
     from ${productImages} pi join ${media} m on m.id = pi.media_id where pi.product_id = p.id order by pi.is_main desc, pi.position, pi.id limit 1) as image,
  (select json_agg(json_build_array(v.id, v.price, v.discount_type, v.discount, v.discount_until) order by v.id)
     from ${variants} v where v.product_id = p.id and v.status and v.archived_at is null) as variants,
  ${offers ? runningOfferSql(sql.raw('p.id'), now) : sql`null::json`} as offer`;

type CardRow = {
  id: number;
  title: string;
  slug: string;
  short_description: string | null;
  status: string;
  min_price: number;
  stock_total: number;
  low_stock_threshold: number;
  discount_type: string | null;
  discount: number | null;
  discount_until: Date | null;
  brand: { id: number; name: string; slug: string } | null;
  image: { path: string; alt: string | null } | null;
  /** Live variants: id, price, discount type, discount, discount end. */
  variants: [number, number, string | null, number | null, string | null][] | null;
  offer: RunningOfferJson | null;
};

/** Cards of these product rows, in their order, priced by the sale pricing engine's rule (the role's prices read for a customer with one). */
async function pricedCards(db: DbOrTx, rows: CardRow[], ctx: StoreContext): Promise<ProductCard[]> {
  if (!rows.length) return [];
  const role = ctx.roleId === null ? null : await roleTermsOf(db, ctx.roleId, rows.flatMap((r) => (r.variants ?? []).map((v) => v[0])));
  return rows.map((p) => {
    // The lowest price a shopper pays now over the product's live variants.
    const offer = offerOfJson(p.offer);
    const product = { discountType: p.discount_type, discount: p.discount, discountUntil: p.discount_until };
    let price: SalePrice | undefined;
    for (const [id, base, discountType, discount, discountUntil] of p.variants ?? []) {
      const one = salePriceOf(pricePartsOf({ price: base, discountType, discount, discountUntil }, product), offer, role?.(id) ?? null, ctx.now);
      if (!price || one.final < price.final) price = one;
    }
    return {
      id: p.id,
      title: p.title,
      slug: p.slug,
      short_description: p.short_description,
      status: p.status,
      image: p.image ? { url: url(p.image.path), alt: p.image.alt } : null,
      brand: p.brand,
      price: price?.final ?? p.min_price,
      price_before: price?.base ?? p.min_price,
      has_discount: !!price && price.discount_amount > 0,
      flash_id: price?.flash_id ?? null,
      availability: availabilityOf(p.status, p.stock_total, p.low_stock_threshold),
      ...(ctx.showStock ? { stock: Math.max(0, p.stock_total) } : {}),
    };
  });
}

/** Whether cards carry their running campaign's offer (the campaigns feature is on). */
const campaignsOn = async (db: DbOrTx) => isFeatureOn(await featureState(db), 'flash');

/**
 * What the cards of products are read from (`cardColumns`), by product, shared by every shopper
 * (a role's prices and the stock setting are applied per request): kept per node like the answers,
 * dropped with them on every catalogue write and after 30 seconds at most.
 */
export const cardRowCache = storeCache<CardRow | null>('catalog-cards', { ttlMs: 30_000, maxKeys: 20_000 });

/** The card rows of the products `ids` (one statement per campaigns switch, prepared: its planning costs more than running it). */
const cardStatement = preparedShape<boolean, { ids: number[]; now: Date }>(
  (offers) => sql`select ${cardColumns(offers, slot('now'))} from ${products} p where p.id = any(${slot('ids')}::bigint[])`,
);

/** Card rows of these products, from the cache; the ones missing read together in one statement. */
async function cardRows(db: DbOrTx, ids: number[], now: Date): Promise<(CardRow | null)[]> {
  const offers = await campaignsOn(db);
  const missing: number[] = [];
  let read: Promise<Map<number, CardRow>> | undefined;
  // Every miss registers its id before the one read starts (the loads run as `get` is called).
  const readMissing = () =>
    (read ??= Promise.resolve().then(async () => {
      const rows = await cardStatement<CardRow>(db, offers, { ids: missing, now });
      return new Map(rows.map((r) => [r.id, r]));
    }));
  return Promise.all(
    ids.map((id) =>
      cardRowCache.get(`${offers ? 'o' : 'n'}:${id}`, () => {
        missing.push(id);
        return readMissing().then((m) => m.get(id) ?? null);
      }),
    ),
  );
}

/** Cards of the given visible products, in the given order, priced by the sale pricing engine. */
export async function productCards(db: DbOrTx, ids: number[], ctx: StoreContext): Promise<ProductCard[]> {
  if (!ids.length) return [];
  const rows = await cardRows(db, ids, ctx.now);
  return pricedCards(db, rows.filter((r): r is CardRow => r !== null), ctx);
}

/**
 * One page of the product list: cards and the list envelope's meta. The page is cut from the
 * filters' match set kept in memory (list-index.ts; the total exact), then its cards are read in
 * one statement. A match set too large to keep is paged by the database instead (`productPageSql`).
 */
export async function productList(db: DbOrTx, q: StoreProductQuery, ctx: StoreContext) {
  const page = q.page ?? 1;
  const perPage = q.per_page ?? 24;
  const matches = await matchSetsOf(q).get(matchKeyOf(q, ctx.seeUnpublished), async () =>
    readMatches(db, await productConditions(db, { ...q, price_min: undefined, price_max: undefined }, ctx)),
  );
  if (matches === null) return null;
  if (matches === TOO_MANY) return productPageSql(db, q, ctx);
  const { ids, total } = pageOfMatches(matches, q);
  const data = await productCards(db, ids, ctx);
  return { data, meta: meta(page, perPage, total, data.length) };
}

const STORE_COUNT_CAP = 1_000;

/**
 * One page of the product list read from the database: the total counted exactly up to 1,000, then
 * an estimate, in one statement besides the prices: the matches are read once (at most 1,001 of
 * them); when they are all there, the page is sorted from them, else read in the index's order.
 */
export async function productPageSql(db: DbOrTx, q: StoreProductQuery, ctx: StoreContext) {
  const conds = await productConditions(db, q, ctx);
  if (!conds) return null;
  const where = and(...conds);
  const page = q.page ?? 1;
  const perPage = q.per_page ?? 24;
  const order = SORTS[q.sort ?? 'newest']!;
  const offset = (page - 1) * perPage;
  const query = sql`with
    m as materialized (select ${products.id}, ${products.createdAt}, ${products.minPrice}, ${products.soldRecent} from ${products} where ${where} limit ${STORE_COUNT_CAP + 1}),
    c as (select count(*)::int as total from m),
    pg as (
      select u.id, u.ord from c, unnest(array(
        (select m.id from m where c.total <= ${STORE_COUNT_CAP} order by ${order} limit ${perPage} offset ${offset})
        union all
        (select ${products.id} from ${products} where ${where} and c.total > ${STORE_COUNT_CAP} order by ${order} limit ${perPage} offset ${offset})
      )) with ordinality u(id, ord))
    select c.total, ${cardColumns(await campaignsOn(db), ctx.now)}
    from c left join (pg join ${products} p on p.id = pg.id) on true
    order by pg.ord`;
  // Planned each time: its best plan depends on its values (how many products match, the page's offset).
  const rows = (await db.execute<CardRow & { total: number }>(query)).rows;
  const total = rows[0]?.total ?? 0;
  const data = await pricedCards(db, rows.filter((r) => r.id !== null), ctx);
  const estimate = total > STORE_COUNT_CAP;
  return { data, meta: meta(page, perPage, total, data.length, estimate) };
}
