/**
 * A product's page in the storefront: its purchasable variants (colour, attributes, price after
 * campaigns and discounts, availability), images, specifications, size chart, the gifts that come
 * with it, the sets it belongs to and its recommendation groups. Hidden products answer null.
 */
import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { isFeatureOn } from '@pishkhan/common/features';
import { toAsciiDigits } from '@pishkhan/common/text';
import type { DbOrTx } from '../../../db/client';
import { giftProducts, gifts, giftVariants } from '../../catalog/gifts/gift.table';
import { productDetailReads } from '../../catalog/products/product-detail-reads';
import { brands } from '../../catalog/brands/brand.table';
import { products } from '../../catalog/products/product.table';
import { recommendationGroups, recommendationItems } from '../../catalog/recommendations/recommendation.table';
import { productSetItems, productSets } from '../../catalog/sets/product-set.table';
import { sizeCharts } from '../../catalog/size-charts/size-chart.table';
import { specifications, specificationValues } from '../../catalog/specifications/specification.table';
import { featureState } from '../../system/settings/setting.service';
import { media } from '../../system/uploads/media.table';
import { availabilityOf, productCards, visibleProduct, type StoreContext } from './catalog.read';
import { storePrices } from './store-pricing';

const url = (path: string) => `/uploads/${path}`;

/** The visible product's id by its slug, or by its id when the key is a number (Persian digits too). */
async function findProduct(db: DbOrTx, key: string, ctx: StoreContext): Promise<number | null> {
  const digits = toAsciiDigits(key);
  const byId = /^\d{1,15}$/.test(digits) ? Number(digits) : null;
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(byId !== null ? or(eq(products.id, byId), eq(products.slug, key)) : eq(products.slug, key), visibleProduct(ctx)))
    .orderBy(sql`${products.slug} = ${key} desc`)
    .limit(1);
  return row?.id ?? null;
}

export async function productPage(db: DbOrTx, key: string, ctx: StoreContext) {
  const id = await findProduct(db, key, ctx);
  if (id === null) return null;
  const features = await featureState(db);
  // What needs only the product's id is read with the product; the rest once its variants are known.
  const [r, sets, groups] = await Promise.all([
    productDetailReads(db, [id]),
    isFeatureOn(features, 'sets') ? setsOf(db, id, ctx) : Promise.resolve([]),
    db
      .select({ key: recommendationGroups.key, label: recommendationGroups.label })
      .from(recommendationItems)
      .innerJoin(recommendationGroups, eq(recommendationGroups.id, recommendationItems.groupId))
      .where(and(eq(recommendationItems.productId, id), eq(recommendationGroups.status, true)))
      .orderBy(asc(recommendationGroups.position), asc(recommendationGroups.id)),
  ]);
  const p = r.rows[0]!;
  const live = r.vars.filter((v) => v.status);
  const real = live.filter((v) => !v.isDefault);
  const sold = real.length ? real : live.filter((v) => v.isDefault);
  const [prices, specs, gifted, chart, brand] = await Promise.all([
    storePrices(db, sold.map((v) => v.id), ctx),
    productSpecs(db, r.specs),
    isFeatureOn(features, 'gifts') ? activeGifts(db, id, sold.map((v) => v.id), ctx.now) : Promise.resolve(null),
    p.sizeChartId && isFeatureOn(features, 'size_chart')
      ? db.select({ title: sizeCharts.title, chart: sizeCharts.chart }).from(sizeCharts).where(eq(sizeCharts.id, p.sizeChartId))
      : Promise.resolve([]),
    p.brandId ? brandOf(db, p.brandId) : Promise.resolve(null),
  ]);
  const colorOf = new Map(r.colorRows.map((c) => [c.id, c]));
  const stockOf = (vid: number) => Math.max(0, r.stock.get(vid) ?? 0);
  const variantsOut = sold.map((v) => {
    const price = prices.get(v.id)!;
    const images = r.vImages.filter((i) => i.vi.variantId === v.id).map((i) => url(i.path));
    return {
      id: v.id,
      title: v.isDefault ? '' : v.title,
      sku: v.sku,
      color: v.colorId && isFeatureOn(features, 'colors') ? (colorOf.get(v.colorId) ?? null) : null,
      attributes: r.attrs
        .filter((a) => a.vav.variantId === v.id)
        .map((a) => ({ attribute_id: a.vav.attributeId, label: a.label, attribute_value_id: a.vav.attributeValueId, value: a.vav.value })),
      price: price.final,
      price_before: price.base,
      discount_amount: price.discount_amount,
      discount_source: price.discount_source,
      flash_id: price.flash_id,
      max_per_order: v.maxPerOrder ?? p.maxPerOrder,
      availability: availabilityOf(p.status, stockOf(v.id), p.lowStockThreshold),
      ...(ctx.showStock ? { stock: stockOf(v.id) } : {}),
      images,
      gifts: gifted?.byVariant.get(v.id) ?? [],
    };
  });
  const cheapest = variantsOut.reduce<(typeof variantsOut)[number] | null>((m, v) => (!m || v.price < m.price ? v : m), null);
  const total = sold.reduce((n, v) => n + stockOf(v.id), 0);
  return {
    id: p.id,
    title: p.title,
    slug: p.slug,
    short_description: p.shortDescription,
    description: p.description,
    status: p.status,
    published_at: p.publishedAt,
    brand,
    unit: r.unitRows[0] ? { id: r.unitRows[0].id, name: r.unitRows[0].name } : null,
    categories: r.cats.map((c) => ({ id: c.id, title: c.title })),
    tags: p.tags,
    images: r.images.map((i) => ({ url: url(i.path), alt: i.img.alt, is_main: i.img.isMain })),
    meta_title: p.metaTitle,
    meta_description: p.metaDescription,
    price: cheapest?.price ?? p.minPrice,
    price_before: cheapest?.price_before ?? p.minPrice,
    has_discount: variantsOut.some((v) => v.discount_amount > 0),
    availability: availabilityOf(p.status, total, p.lowStockThreshold),
    ...(ctx.showStock ? { stock: total } : {}),
    max_per_order: p.maxPerOrder,
    has_variants: real.length > 0,
    variants: variantsOut,
    specifications: specs,
    size_chart: chart[0] ? { title: chart[0].title, chart: chart[0].chart } : null,
    gifts: gifted?.product ?? [],
    sets,
    recommendation_groups: groups,
  };
}

async function brandOf(db: DbOrTx, brandId: number) {
  const [b] = await db.select({ id: brands.id, name: brands.name, slug: brands.slug }).from(brands).where(and(eq(brands.id, brandId), eq(brands.status, true)));
  return b ?? null;
}

/** Specification values with their labels and group, switched-on specifications only, in their order. */
async function productSpecs(db: DbOrTx, rows: { specificationId: number; value: string | null; valueIds: number[] | null }[]) {
  if (!rows.length) return [];
  const specIds = rows.map((r) => r.specificationId);
  const valueIds = [...new Set(rows.flatMap((r) => r.valueIds ?? []))];
  const [specs, values] = await Promise.all([
    db.select().from(specifications).where(and(inArray(specifications.id, specIds), eq(specifications.status, true))).orderBy(asc(specifications.position), asc(specifications.id)),
    valueIds.length ? db.select({ id: specificationValues.id, value: specificationValues.value }).from(specificationValues).where(inArray(specificationValues.id, valueIds)) : Promise.resolve([]),
  ]);
  const valueOf = new Map(values.map((v) => [v.id, v.value]));
  const byId = new Map(rows.map((r) => [r.specificationId, r]));
  return specs.flatMap((s) => {
    const r = byId.get(s.id)!;
    const shown = s.type === 'text' ? (r.value ? [r.value] : []) : (r.valueIds ?? []).map((i) => valueOf.get(i)).filter((x): x is string => !!x);
    return shown.length ? [{ id: s.id, label: s.label, group: s.group, values: shown }] : [];
  });
}

/** Gifts running now (switched on, between their start and end) on the product and on each of its variants. */
async function activeGifts(db: DbOrTx, productId: number, variantIds: number[], now: Date) {
  const running = and(eq(gifts.status, true), or(isNull(gifts.startsAt), lte(gifts.startsAt, now)), or(isNull(gifts.endsAt), gte(gifts.endsAt, now)));
  const cols = { id: gifts.id, name: gifts.name, image: media.path, ends_at: gifts.endsAt };
  const [onProduct, onVariants] = await Promise.all([
    db.select(cols).from(giftProducts).innerJoin(gifts, eq(gifts.id, giftProducts.giftId)).leftJoin(media, eq(media.id, gifts.imageId))
      .where(and(eq(giftProducts.productId, productId), running)).orderBy(asc(gifts.id)),
    variantIds.length
      ? db.select({ ...cols, variantId: giftVariants.variantId }).from(giftVariants).innerJoin(gifts, eq(gifts.id, giftVariants.giftId)).leftJoin(media, eq(media.id, gifts.imageId))
          .where(and(inArray(giftVariants.variantId, variantIds), running)).orderBy(asc(gifts.id))
      : Promise.resolve([]),
  ]);
  const show = (g: { id: number; name: string; image: string | null; ends_at: Date | null }) => ({ id: g.id, name: g.name, image: g.image ? url(g.image) : null, ends_at: g.ends_at });
  const byVariant = new Map<number, ReturnType<typeof show>[]>();
  for (const g of onVariants) (byVariant.get(g.variantId) ?? byVariant.set(g.variantId, []).get(g.variantId)!).push(show(g));
  return { product: onProduct.map(show), byVariant };
}

/** The switched-on sets the product is in, each with its other visible products as cards. */
async function setsOf(db: DbOrTx, productId: number, ctx: StoreContext) {
  const mine = await db
    .select({ id: productSets.id, name: productSets.name, description: productSets.description })
    .from(productSetItems)
    .innerJoin(productSets, eq(productSets.id, productSetItems.setId))
    .where(and(eq(productSetItems.productId, productId), eq(productSets.status, true)))
    .orderBy(asc(productSets.id));
  if (!mine.length) return [];
  const items = await db
    .select({ setId: productSetItems.setId, productId: productSetItems.productId })
    .from(productSetItems)
    .innerJoin(products, eq(products.id, productSetItems.productId))
    .where(and(inArray(productSetItems.setId, mine.map((s) => s.id)), visibleProduct(ctx)))
    .orderBy(asc(productSetItems.position), asc(productSetItems.productId));
  const cards = new Map((await productCards(db, [...new Set(items.map((i) => i.productId))], ctx)).map((c) => [c.id, c]));
  return mine.map((s) => ({ ...s, products: items.filter((i) => i.setId === s.id).map((i) => cards.get(i.productId)!).filter(Boolean) }));
}
