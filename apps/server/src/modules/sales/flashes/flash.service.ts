import { and, asc, eq, gte, inArray, isNull, lte, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { campaignPriceRange, FLASH_PRODUCT_STATUSES, flashBodyIssues, flashState, offerDiscount } from '@pishkhan/common/flash';
import { isFeatureOn } from '@pishkhan/common/features';
import { flashMessage, type FlashMessageKey } from '@pishkhan/common/i18n/fa/flash-labels';
import type { CampaignOffer } from '@pishkhan/common/pricing';
import type { FlashCreate, FlashProductItem } from '@pishkhan/common/schemas/flash.schema';
import { formatMoney } from '@pishkhan/common/text';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx, Tx } from '../../../db/client';
import { actorOf, audit } from '../../../lib/audit';
import { AppError, validation } from '../../../lib/errors';
import { reorderRows } from '../../../lib/reorder';
import { productImages, products, variants } from '../../catalog/products/product.table';
import { featureState } from '../../system/settings/setting.service';
import { media } from '../../system/uploads/media.table';
import { flashes, flashProducts } from './flash.table';

/**
 * Sales campaigns: presentation (with each product's price range in the campaign), the rules
 * that need the database (checked in the write's transaction with the products locked), the
 * list order, the product picker, and the two functions the orders module calls:
 * `campaignOffers` (the running campaign of each product) and `recordCampaignSales`.
 */
export type FlashRow = typeof flashes.$inferSelect;
type PivotRow = typeof flashProducts.$inferSelect;

const mediaUrl = (path: string) => `/uploads/${path}`;
const fa = (expr: unknown) => sql`${expr} collate "fa-IR-x-icu"`;

/* ------------------------------------------------------------------ prices */

/** Cheapest and dearest price of each product's live variants (not archived, switched on). */
export async function livePriceRanges(db: DbOrTx, productIds: number[]): Promise<Map<number, { min: number; max: number }>> {
  if (!productIds.length) return new Map();
  const rows = await db
    .select({
      productId: variants.productId,
      min: sql<number>`min(${variants.price})`.mapWith(Number),
      max: sql<number>`max(${variants.price})`.mapWith(Number),
    })
    .from(variants)
    .where(and(inArray(variants.productId, productIds), isNull(variants.archivedAt), eq(variants.status, true)))
    .groupBy(variants.productId);
  return new Map(rows.map((r) => [r.productId, { min: r.min, max: r.max }]));
}

/** The main picture of each product. */
async function mainImages(db: DbOrTx, productIds: number[]): Promise<Map<number, string>> {
  if (!productIds.length) return new Map();
  const rows = await db
    .selectDistinctOn([productImages.productId], { productId: productImages.productId, path: media.path })
    .from(productImages)
    .innerJoin(media, eq(media.id, productImages.mediaId))
    .where(inArray(productImages.productId, productIds))
    .orderBy(productImages.productId, sql`${productImages.isMain} desc`, asc(productImages.position), asc(productImages.id));
  return new Map(rows.map((r) => [r.productId, mediaUrl(r.path)]));
}

/* ------------------------------------------------------------------ presentation */

export async function presentFlashes(db: DbOrTx, rows: FlashRow[], now: Date = new Date()) {
  const ids = rows.map((r) => r.id);
  const mediaIds = [...new Set(rows.flatMap((r) => [r.imageId, r.mobileImageId]).filter((x): x is number => !!x))];
  const [mediaRows, pivots] = await Promise.all([
    mediaIds.length ? db.select({ id: media.id, path: media.path }).from(media).where(inArray(media.id, mediaIds)) : [],
    ids.length
      ? db
          .select({ fp: flashProducts, title: products.title, status: products.status, archivedAt: products.archivedAt })
          .from(flashProducts)
          .innerJoin(products, eq(products.id, flashProducts.productId))
          .where(inArray(flashProducts.flashId, ids))
          .orderBy(fa(products.title), asc(products.id))
      : [],
  ]);
  const productIds = [...new Set(pivots.map((p) => p.fp.productId))];
  const [ranges, images] = await Promise.all([livePriceRanges(db, productIds), mainImages(db, productIds)]);
  const mediaById = new Map(mediaRows.map((m) => [m.id, { id: m.id, url: mediaUrl(m.path) }]));
  const pic = (id: number | null) => (id ? (mediaById.get(id) ?? null) : null);
  return rows.map((r) => {
    const mine = pivots.filter((p) => p.fp.flashId === r.id);
    const items = mine.map(({ fp, title, status, archivedAt }) => {
      const d = offerDiscount({ discount_type: r.discountType, discount: r.discount }, { discount_type: fp.discountType, discount: fp.discount });
      const base = ranges.get(fp.productId) ?? null;
      const inCampaign = campaignPriceRange(base, { starts_at: r.startsAt, ends_at: r.endsAt, ...d }, now);
      return {
        product_id: fp.productId,
        title,
        status,
        archived: !!archivedAt,
        image: images.get(fp.productId) ?? null,
        /** The product's own discount; both null = the campaign default. */
        discount_type: fp.discountType,
        discount: fp.discount,
        salable_max: fp.salableMax,
        sales_count: fp.salesCount,
        /** What applies: the product's own discount or the campaign default. */
        effective_discount_type: d.discount_type,
        effective_discount: d.discount,
        sold_out: fp.salableMax !== null && fp.salesCount >= fp.salableMax,
        price_min: base?.min ?? null,
        price_max: base?.max ?? null,
        campaign_price_min: inCampaign?.min ?? null,
        campaign_price_max: inCampaign?.max ?? null,
      };
    });
    return {
      id: r.id,
      title: r.title,
      starts_at: r.startsAt,
      ends_at: r.endsAt,
      status: r.status,
      state: flashState(r.startsAt, r.endsAt, now),
      running: r.status && flashState(r.startsAt, r.endsAt, now) === 'running',
      timer: r.timer,
      color: r.color,
      image_id: r.imageId,
      image: pic(r.imageId),
      mobile_image_id: r.mobileImageId,
      mobile_image: pic(r.mobileImageId),
      discount_type: r.discountType,
      discount: r.discount,
      position: r.position,
      products_count: items.length,
      sales_count: items.reduce((s, p) => s + p.sales_count, 0),
      products: items,
      created_at: r.createdAt,
      updated_at: r.updatedAt,
    };
  });
}

/** Body → column values (only the keys present). */
export const flashValues = (b: Partial<FlashCreate>) => ({
  ...(b.title !== undefined && { title: b.title }),
  ...(b.starts_at !== undefined && { startsAt: new Date(b.starts_at) }),
  ...(b.ends_at !== undefined && { endsAt: new Date(b.ends_at) }),
  ...(b.status !== undefined && { status: b.status }),
  ...(b.timer !== undefined && { timer: b.timer }),
  ...(b.color !== undefined && { color: b.color ? b.color.toLowerCase() : null }),
  ...(b.image_id !== undefined && { imageId: b.image_id }),
  ...(b.mobile_image_id !== undefined && { mobileImageId: b.mobile_image_id }),
  ...(b.discount_type !== undefined && { discountType: b.discount_type }),
  ...(b.discount !== undefined && { discount: b.discount }),
});

/** List filters: `state=running|scheduled|ended` (from the dates, independent of status), `product_id`. */
export function stateCondition(state: unknown): SQL | undefined {
  const now = sql`now()`;
  if (state === 'scheduled') return sql`${flashes.startsAt} > ${now}`;
  if (state === 'ended') return sql`${flashes.endsAt} < ${now}`;
  if (state === 'running') return and(lte(flashes.startsAt, now), gte(flashes.endsAt, now));
  return undefined;
}
export const productCondition = (productId: number | undefined): SQL | undefined =>
  productId ? inArray(flashes.id, sql`(select ${flashProducts.flashId} from ${flashProducts} where ${flashProducts.productId} = ${productId})`) : undefined;

/* ------------------------------------------------------------------ checks before the row is written */

/** The images exist (422 on the field otherwise). */
export async function assertMedia(tx: DbOrTx, body: Partial<FlashCreate>) {
  const wanted = (['image_id', 'mobile_image_id'] as const).filter((k) => typeof body[k] === 'number');
  if (!wanted.length) return;
  const found = new Set(
    (await tx.select({ id: media.id }).from(media).where(inArray(media.id, wanted.map((k) => body[k] as number)))).map((m) => m.id),
  );
  const bad = wanted.filter((k) => !found.has(body[k] as number));
  if (bad.length) throw validation(Object.fromEntries(bad.map((k) => [k, flashMessage('media_unknown')])));
}

/**
 * The cross-field rules on the stored row merged with the change (a PATCH may change one side of
 * a rule), and a new campaign must not have ended already.
 */
export function assertMergedRules(values: Record<string, unknown>, existing: FlashRow | null, now: Date = new Date()) {
  const pick = <K extends keyof FlashRow>(k: K) => (k in values ? (values[k] as FlashRow[K]) : existing?.[k]);
  const issues = flashBodyIssues({
    discount_type: pick('discountType') ?? null,
    discount: pick('discount') ?? null,
    starts_at: pick('startsAt') ?? null,
    ends_at: pick('endsAt') ?? null,
  });
  const fields: Record<string, string> = Object.fromEntries(issues.map((i) => [i.path, flashMessage(i.key)]));
  const ends = pick('endsAt');
  if (!existing && ends instanceof Date && ends.getTime() <= now.getTime()) fields.ends_at ??= flashMessage('ends_in_past');
  if (!existing && !values.imageId) fields.image_id ??= flashMessage('image_required');
  if (Object.keys(fields).length) throw validation(fields);
}

/* ------------------------------------------------------------------ the products of a campaign */

interface Wanted {
  productId: number;
  discountType: string | null;
  discount: number | null;
  salableMax: number | null;
  /** Index in the request's `products`, when the request sent them. */
  index: number | null;
}

const sameOffer = (a: { discount_type: string; discount: number }, b: { discount_type: string; discount: number }) =>
  a.discount_type === b.discount_type && a.discount === b.discount;

/**
 * Writes a campaign's products after the campaign row itself (same transaction) and enforces the
 * rules that need the database:
 * - every product row of the final list is locked (`FOR NO KEY UPDATE`, in id order), so two
 *   writes that could put one product in two running campaigns take turns; the overlap query
 *   that follows sees the other's committed rows;
 * - a product added must exist, be live (not archived) and `available` / `available_offline`;
 * - a fixed discount (own or the default) may not exceed the product's cheapest live variant
 *   price (checked where the discount that applies changed or the product is new);
 * - a product with sales may not be removed, nor its cap set below what was sold;
 * - while the campaign is on, none of its products may be in another switched-on campaign whose
 *   window overlaps (409 naming the product and the other campaign).
 * `before` is the stored row before the write (null on create).
 */
export async function syncFlashProducts(tx: Tx, req: FastifyRequest, before: FlashRow | null, after: FlashRow, list: FlashProductItem[] | undefined) {
  const current: PivotRow[] = before ? await tx.select().from(flashProducts).where(eq(flashProducts.flashId, after.id)).for('update') : [];
  const currentById = new Map(current.map((p) => [p.productId, p]));
  const wanted: Wanted[] = list
    ? list.map((p, i) => ({
        productId: p.product_id,
        discountType: p.discount_type ?? null,
        discount: p.discount_type ? (p.discount ?? null) : null,
        salableMax: p.salable_max ?? null,
        index: i,
      }))
    : current.map((p) => ({ productId: p.productId, discountType: p.discountType, discount: p.discount, salableMax: p.salableMax, index: null }));
  const at = (w: Wanted, field: string) => (w.index === null ? 'products' : `products.${w.index}.${field}`);
  const wantedIds = new Set(wanted.map((w) => w.productId));
  const removed = current.filter((p) => !wantedIds.has(p.productId));

  const ids = [...wantedIds, ...removed.map((r) => r.productId)].sort((a, b) => a - b);
  const locked = ids.length
    ? await tx
        .select({ id: products.id, title: products.title, status: products.status, archivedAt: products.archivedAt })
        .from(products)
        .where(inArray(products.id, ids))
        .orderBy(asc(products.id))
        .for('no key update')
    : [];
  const product = new Map(locked.map((p) => [p.id, p]));
  const name = (id: number) => product.get(id)?.title ?? String(id);

  const sold = removed.filter((p) => p.salesCount > 0);
  if (sold.length) {
    const msg = flashMessage('product_has_sales', { product: name(sold[0]!.productId), count: sold[0]!.salesCount });
    throw new AppError(409, 'product_has_sales', msg, { products: msg });
  }

  const fields: Record<string, string> = {};
  const put = (key: string, k: FlashMessageKey, params: Record<string, string | number> = {}) => {
    fields[key] ??= flashMessage(k, params);
  };
  const beforeDefault = before ? { discount_type: before.discountType, discount: before.discount } : null;
  const afterDefault = { discount_type: after.discountType, discount: after.discount };
  const capCheck: Wanted[] = [];
  for (const w of wanted) {
    const p = product.get(w.productId);
    const old = currentById.get(w.productId);
    if (!p) {
      put(at(w, 'product_id'), 'product_unknown');
      continue;
    }
    if (!old && p.archivedAt) {
      put(at(w, 'product_id'), 'product_archived', { product: p.title });
      continue;
    }
    if (!old && !(FLASH_PRODUCT_STATUSES as readonly string[]).includes(p.status)) {
      put(at(w, 'product_id'), 'product_unavailable', { product: p.title });
      continue;
    }
    if (old && w.salableMax !== null && w.salableMax < old.salesCount) put(at(w, 'salable_max'), 'salable_below_sold', { product: p.title, count: old.salesCount });
    const now = offerDiscount(afterDefault, { discount_type: w.discountType, discount: w.discount });
    const was = old && beforeDefault ? offerDiscount(beforeDefault, { discount_type: old.discountType, discount: old.discount }) : null;
    if (now.discount_type === 'fixed' && (!was || !sameOffer(now, was))) capCheck.push(w);
  }
  if (capCheck.length) {
    const ranges = await livePriceRanges(tx, capCheck.map((w) => w.productId));
    for (const w of capCheck) {
      const range = ranges.get(w.productId);
      const d = offerDiscount(afterDefault, { discount_type: w.discountType, discount: w.discount });
      if (range && d.discount > range.min) {
        // With the request's products: under the product's row; otherwise the default discount caused it.
        put(w.index === null ? 'discount' : at(w, 'discount'), 'fixed_over_price', {
          product: name(w.productId),
          discount: formatMoney(d.discount),
          price: formatMoney(range.min),
        });
      }
    }
  }
  if (Object.keys(fields).length) throw validation(fields);

  if (after.status && wanted.length) {
    const clashes = await tx
      .select({ productId: flashProducts.productId, flashId: flashes.id, title: flashes.title })
      .from(flashProducts)
      .innerJoin(flashes, eq(flashes.id, flashProducts.flashId))
      .where(
        and(
          inArray(flashProducts.productId, [...wantedIds]),
          ne(flashes.id, after.id),
          eq(flashes.status, true),
          sql`${flashes.startsAt} < ${after.endsAt}`,
          sql`${after.startsAt} < ${flashes.endsAt}`,
        ),
      )
      .orderBy(asc(flashes.id));
    if (clashes.length) {
      const conflictFields: Record<string, string> = {};
      for (const c of clashes) {
        const w = wanted.find((x) => x.productId === c.productId)!;
        conflictFields[at(w, 'product_id')] ??= flashMessage('overlap', { product: name(c.productId), flash: c.title });
      }
      throw new AppError(409, 'overlap', Object.values(conflictFields)[0]!, conflictFields);
    }
  }

  if (!list) return;
  if (removed.length)
    await tx.delete(flashProducts).where(and(eq(flashProducts.flashId, after.id), inArray(flashProducts.productId, removed.map((r) => r.productId))));
  for (const w of wanted) {
    const old = currentById.get(w.productId);
    if (old && old.discountType === w.discountType && old.discount === w.discount && old.salableMax === w.salableMax) continue;
    await tx
      .insert(flashProducts)
      .values({ flashId: after.id, productId: w.productId, discountType: w.discountType, discount: w.discount, salableMax: w.salableMax })
      .onConflictDoUpdate({
        target: [flashProducts.flashId, flashProducts.productId],
        set: { discountType: w.discountType, discount: w.discount, salableMax: w.salableMax },
      });
  }
  // One audit entry for the products: [[product_id, discount_type, discount, salable_max] …] before and after.
  const asList = (xs: { productId: number; discountType: string | null; discount: number | null; salableMax: number | null }[]) =>
    [...xs].sort((a, b) => a.productId - b.productId).map((x) => [x.productId, x.discountType, x.discount, x.salableMax]);
  const b = asList(current);
  const a = asList(wanted);
  if (JSON.stringify(a) !== JSON.stringify(b)) await audit(tx, actorOf(req), { entity: 'flash', entityId: after.id, action: 'update', changes: { products: [b, a] } });
}

/** 409 while any of the campaign's products has sales in it (switch it off instead). */
export async function assertFlashDeletable(tx: Tx, row: FlashRow) {
  const [r] = await tx
    .select({ n: sql<number>`coalesce(sum(${flashProducts.salesCount}), 0)`.mapWith(Number) })
    .from(flashProducts)
    .where(eq(flashProducts.flashId, row.id));
  if (r!.n > 0) throw new AppError(409, 'in_use', flashMessage('in_use', { count: r!.n }));
}

/* ------------------------------------------------------------------ order of the list */

export const reorderFlashes = (tx: Tx, req: FastifyRequest, ids: number[]) =>
  reorderRows(tx, req, ids, { table: flashes, entity: 'flash', messages: { duplicate: flashMessage('order_duplicate'), unknown: flashMessage('order_unknown') } });

/** The place of a new campaign: after the last one. */
export async function nextPosition(tx: DbOrTx) {
  const [last] = await tx.select({ max: sql<number>`coalesce(max(${flashes.position}), -1)`.mapWith(Number) }).from(flashes);
  return last!.max + 1;
}

/* ------------------------------------------------------------------ the product picker */

/**
 * Products a campaign may take (live, `available` or `available_offline`), searched by title, SKU
 * or barcode, with their live price range; `ids=` answers those products whatever their state
 * (the labels of what a campaign already holds).
 */
export async function productOptions(db: DbOrTx, q: { ids?: number[] | undefined; page: number; perPage: number; search?: SQL | undefined }) {
  const where = q.ids
    ? inArray(products.id, q.ids)
    : and(isNull(products.archivedAt), inArray(products.status, [...FLASH_PRODUCT_STATUSES]), q.search);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: products.id, title: products.title, status: products.status, archivedAt: products.archivedAt })
      .from(products)
      .where(where)
      .orderBy(fa(products.title), asc(products.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(products).where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const [ranges, images] = await Promise.all([livePriceRanges(db, ids), mainImages(db, ids)]);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      title: r.title,
      status: r.status,
      archived: !!r.archivedAt,
      image: images.get(r.id) ?? null,
      price_min: ranges.get(r.id)?.min ?? null,
      price_max: ranges.get(r.id)?.max ?? null,
    })),
    total: total!.n,
  };
}

/* ------------------------------------------------------------------ for the orders module */

/**
 * The running campaign offer of the product `productId` (an SQL expression, e.g. a column of the
 * outer row) as one JSON value, or null. The one rule of which campaign runs: switched on,
 * `starts_at ≤ now ≤ ends_at`, the later start, then the higher id. `campaignOffers` reads it for a
 * list of products; the storefront folds it into its larger reads. `offerOfJson` turns it into the
 * price rule's offer.
 */
export const runningOfferSql = (productId: SQL, now: Date | SQLWrapper) => sql`(select json_build_object('flash_id', f.id, 'status', f.status, 'starts_at', f.starts_at,
    'ends_at', f.ends_at, 'discount_type', f.discount_type, 'discount', f.discount, 'own_type', fp.discount_type, 'own', fp.discount,
    'salable_max', fp.salable_max, 'sales_count', fp.sales_count)
  from ${flashProducts} fp join ${flashes} f on f.id = fp.flash_id
  where fp.product_id = ${productId} and f.status and f.starts_at <= ${now} and f.ends_at >= ${now}
  order by f.starts_at desc, f.id desc limit 1)`;

/**
 * A campaign offer as the price rule takes it, with the campaign it comes from. Its window is as
 * the database's JSON gives it (ISO strings), which the price rule reads as well as dates.
 */
export type RunningOffer = Omit<CampaignOffer, 'starts_at' | 'ends_at'> & { flash_id: number; starts_at: string; ends_at: string };

/** The JSON of `runningOfferSql`, as the price rule takes it. */
export type RunningOfferJson = {
  flash_id: number; status: boolean; starts_at: string; ends_at: string; discount_type: string; discount: number;
  own_type: string | null; own: number | null; salable_max: number | null; sales_count: number;
};

export const offerOfJson = (o: RunningOfferJson | null): RunningOffer | null => {
  if (!o) return null;
  const d = offerDiscount({ discount_type: o.discount_type, discount: o.discount }, { discount_type: o.own_type, discount: o.own });
  return { flash_id: o.flash_id, status: o.status, starts_at: o.starts_at, ends_at: o.ends_at, discount_type: d.discount_type, discount: d.discount, salable_max: o.salable_max, sales_count: o.sales_count };
};

/**
 * The running campaign of each product (`runningOfferSql`: switched on, `starts_at ≤ now ≤
 * ends_at`; if windows ever touched at one instant, the campaign that starts later wins, then the
 * higher id), with the product's own discount or the campaign default; products in none are absent
 * from the map. Pass an entry to `effectivePrice(variant, product, now, offer)`: it applies the
 * discount unless the product is sold out in the campaign (`sales_count ≥ salable_max`). While the
 * `flash` feature is switched off no campaign applies.
 */
export async function campaignOffers(db: DbOrTx, productIds: number[], now: Date = new Date()): Promise<Map<number, RunningOffer>> {
  const out = new Map<number, RunningOffer>();
  const ids = [...new Set(productIds)];
  if (!ids.length || !isFeatureOn(await featureState(db), 'flash')) return out;
  const { rows } = await db.execute<{ product_id: number; offer: RunningOfferJson | null }>(
    sql`select u.id as product_id, ${runningOfferSql(sql`u.id`, now)} as offer from unnest(${sql.param(ids)}::bigint[]) as u(id)`,
  );
  for (const r of rows) {
    const offer = offerOfJson(r.offer);
    if (offer) out.set(r.product_id, offer);
  }
  return out;
}

/**
 * Adds `quantity` units to the campaign sales of a product (a negative quantity takes them back,
 * never below 0), with the pivot row locked, in the caller's transaction. Returns the new count
 * and the cap (the caller decides what a sale past the cap means), or null when the product is
 * not in that campaign.
 */
export async function recordCampaignSales(
  tx: Tx,
  flashId: number,
  productId: number,
  quantity: number,
): Promise<{ sales_count: number; salable_max: number | null } | null> {
  if (!Number.isSafeInteger(quantity)) throw new TypeError('recordCampaignSales: quantity must be an integer');
  const where = and(eq(flashProducts.flashId, flashId), eq(flashProducts.productId, productId));
  const [row] = await tx.select({ salesCount: flashProducts.salesCount }).from(flashProducts).where(where).for('update');
  if (!row) return null;
  const [after] = await tx
    .update(flashProducts)
    .set({ salesCount: Math.max(0, row.salesCount + quantity) })
    .where(where)
    .returning({ salesCount: flashProducts.salesCount, salableMax: flashProducts.salableMax });
  return { sales_count: after!.salesCount, salable_max: after!.salableMax };
}

