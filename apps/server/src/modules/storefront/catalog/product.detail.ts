/**
 * A product's page in the storefront: its purchasable variants (colour, attributes, price after
 * campaigns and discounts, availability), images, specifications, size chart, the gifts that come
 * with it, the sets it belongs to and its recommendation groups. Hidden products answer null.
 */
import { and, asc, eq, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { isFeatureOn } from '@pishkhan/common/features';
import { toAsciiDigits } from '@pishkhan/common/text';
import type { DbOrTx } from '../../../db/client';
import { preparedShape, slot } from '../../../lib/prepared';
import { products } from '../../catalog/products/product.table';
import { productSetItems } from '../../catalog/sets/product-set.table';
import { offerOfJson, runningOfferSql, type RunningOfferJson } from '../../sales/flashes/flash.service';
import { pricePartsOf, roleTermsOf, salePriceOf } from '../../sales/pricing/pricing.service';
import { featureState } from '../../system/settings/setting.service';
import { availabilityOf, productCards, visibleProduct, type StoreContext } from './catalog.read';

const url = (path: string) => `/uploads/${path}`;

/** Gifts running now (switched on, between their start and end); `link` joins them to the product or a variant. */
const runningGifts = (link: SQL, now: SQLWrapper) => sql`coalesce((select json_agg(json_build_object('id', g.id, 'name', g.name, 'image', gm.path, 'ends_at', g.ends_at) order by g.id)
  from ${link} join gifts g on g.id = gl.gift_id left join media gm on gm.id = g.image_id
  where g.status and (g.starts_at is null or g.starts_at <= ${now}) and (g.ends_at is null or g.ends_at >= ${now})), '[]')`;

type GiftRow = { id: number; name: string; image: string | null; ends_at: string | null };
type PageRow = {
  id: number; title: string; slug: string; short_description: string | null; description: string | null; status: string; published_at: Date | string | null;
  tags: string[]; meta_title: string | null; meta_description: string | null; min_price: number; low_stock_threshold: number; max_per_order: number | null;
  brand: { id: number; name: string; slug: string } | null;
  unit: { id: number; name: string } | null;
  categories: { id: number; title: string }[];
  images: { path: string; alt: string | null; is_main: boolean }[];
  specs: { id: number; label: string; group: string; type: string; value: string | null; values: string[] }[];
  variants: {
    id: number; is_default: boolean; status: boolean; title: string; sku: string | null; max_per_order: number | null; quantity: number;
    price: number; discount_type: string | null; discount: number | null; discount_until: string | null;
    color: { id: number; name: string; code: string } | null;
    attributes: { attribute_id: number; label: string; attribute_value_id: number | null; value: string }[];
    images: string[];
    gifts: GiftRow[];
  }[];
  gifts: GiftRow[];
  size_chart: { title: string; chart: string[][] } | null;
  groups: { key: string; label: string }[];
  sets: { id: number; name: string; description: string | null }[];
  discount_type: string | null; discount: number | null; discount_until: Date | null;
  offer: RunningOfferJson | null;
};

/** The page's statement for a key that is a number or not, campaigns on or off, and a view with or without unpublished products. */
const pageStatement = preparedShape<{ offers: boolean; byId: boolean; seeUnpublished: boolean }, { key: string; id: number | null; now: Date }>(
  ({ offers, byId, seeUnpublished }) => {
    const now = slot('now');
    const key = slot('key');
    return sql`select products.id, products.title, products.slug, products.short_description, products.description,
    products.status, products.published_at, products.tags, products.meta_title, products.meta_description, products.min_price,
    products.low_stock_threshold, products.max_per_order, products.discount_type, products.discount, products.discount_until,
    ${offers ? runningOfferSql(sql.raw('products.id'), now) : sql`null::json`} as offer,
    (select json_build_object('id', b.id, 'name', b.name, 'slug', b.slug) from brands b where b.id = products.brand_id and b.status) as brand,
    (select json_build_object('id', u.id, 'name', u.name) from units u where u.id = products.unit_id) as unit,
    coalesce((select json_agg(json_build_object('id', c.id, 'title', c.title) order by c.id)
      from product_categories pc join categories c on c.id = pc.category_id where pc.product_id = products.id), '[]') as categories,
    coalesce((select json_agg(json_build_object('path', m.path, 'alt', i.alt, 'is_main', i.is_main) order by i.position, i.id)
      from product_images i join media m on m.id = i.media_id where i.product_id = products.id), '[]') as images,
    coalesce((select json_agg(json_build_object('id', s.id, 'label', s.label, 'group', s."group", 'type', s.type, 'value', ps.value,
        'values', (select coalesce(json_agg(sv.value order by o.n), '[]') from unnest(ps.value_ids) with ordinality o(id, n) join specification_values sv on sv.id = o.id))
        order by s.position, s.id)
      from product_specifications ps join specifications s on s.id = ps.specification_id and s.status where ps.product_id = products.id), '[]') as specs,
    coalesce((select json_agg(json_build_object('id', v.id, 'is_default', v.is_default, 'status', v.status, 'title', v.title, 'sku', v.sku,
        'max_per_order', v.max_per_order, 'quantity', coalesce(sl.quantity, 0),
        'price', v.price, 'discount_type', v.discount_type, 'discount', v.discount, 'discount_until', v.discount_until,
        'color', case when k.id is null then null else json_build_object('id', k.id, 'name', k.name, 'code', k.code) end,
        'attributes', coalesce((select json_agg(json_build_object('attribute_id', a.attribute_id, 'label', at.label, 'attribute_value_id', a.attribute_value_id, 'value', a.value)
            order by at.position, at.id) from variant_attribute_values a join attributes at on at.id = a.attribute_id where a.variant_id = v.id), '[]'),
        'images', coalesce((select json_agg(m.path order by vi.position, vi.id) from variant_images vi join media m on m.id = vi.media_id where vi.variant_id = v.id), '[]'),
        'gifts', ${runningGifts(sql`(select gift_id from gift_variants where variant_id = v.id) gl`, now)})
        order by v.position, v.id)
      from variants v left join stock_levels sl on sl.variant_id = v.id left join colors k on k.id = v.color_id
      where v.product_id = products.id and v.archived_at is null), '[]') as variants,
    ${runningGifts(sql`(select gift_id from gift_products where product_id = products.id) gl`, now)} as gifts,
    (select json_build_object('title', sc.title, 'chart', sc.chart) from size_charts sc where sc.id = products.size_chart_id) as size_chart,
    coalesce((select json_agg(json_build_object('key', rg.key, 'label', rg.label) order by rg.position, rg.id)
      from recommendation_items ri join recommendation_groups rg on rg.id = ri.group_id where ri.product_id = products.id and rg.status), '[]') as groups,
    coalesce((select json_agg(json_build_object('id', st.id, 'name', st.name, 'description', st.description) order by st.id)
      from product_set_items si join product_sets st on st.id = si.set_id where si.product_id = products.id and st.status), '[]') as sets
    from ${products}
    where ${and(byId ? or(eq(products.id, slot('id')), eq(products.slug, key)) : eq(products.slug, key), visibleProduct({ seeUnpublished, now }))}
    order by products.slug = ${key} desc
    limit 1`;
  },
);

/**
 * The visible product by its slug, or by its id when the key is a number (Persian digits too), with
 * everything its page shows but prices and the sets' cards, in one statement: its brand (switched
 * on), unit, categories, images, switched-on specifications with their values, live variants (stock,
 * colour, attributes, images, running gifts), running gifts, size chart, recommendation groups and sets,
 * and what the prices are made of (the variants' and product's discounts, with `offers` the running
 * campaign's offer).
 */
async function readPage(db: DbOrTx, key: string, ctx: StoreContext, offers: boolean): Promise<PageRow | null> {
  const digits = toAsciiDigits(key);
  const id = /^\d{1,15}$/.test(digits) ? Number(digits) : null;
  const shape = { offers, byId: id !== null, seeUnpublished: ctx.seeUnpublished };
  const found = await pageStatement<PageRow>(db, shape, { key, id, now: ctx.now });
  return found[0] ?? null;
}

const showGift = (g: GiftRow) => ({ id: g.id, name: g.name, image: g.image ? url(g.image) : null, ends_at: g.ends_at ? new Date(g.ends_at) : null });

export async function productPage(db: DbOrTx, key: string, ctx: StoreContext) {
  const features = await featureState(db);
  const p = await readPage(db, key, ctx, isFeatureOn(features, 'flash'));
  if (!p) return null;
  const live = p.variants.filter((v) => v.status);
  const real = live.filter((v) => !v.is_default);
  const sold = real.length ? real : live.filter((v) => v.is_default);
  const gifts = isFeatureOn(features, 'gifts');
  const [role, sets] = await Promise.all([
    ctx.roleId === null ? null : roleTermsOf(db, ctx.roleId, sold.map((v) => v.id)),
    isFeatureOn(features, 'sets') && p.sets.length ? setsOf(db, p.sets, ctx) : Promise.resolve([]),
  ]);
  // The sale pricing engine's rule over what the page's read carries.
  const offer = offerOfJson(p.offer);
  const product = { discountType: p.discount_type, discount: p.discount, discountUntil: p.discount_until };
  const prices = new Map(
    sold.map((v) => {
      const parts = pricePartsOf({ price: v.price, discountType: v.discount_type, discount: v.discount, discountUntil: v.discount_until }, product);
      return [v.id, salePriceOf(parts, offer, role?.(v.id) ?? null, ctx.now)];
    }),
  );
  const stockOf = (v: { quantity: number }) => Math.max(0, v.quantity);
  const variantsOut = sold.map((v) => {
    const price = prices.get(v.id)!;
    return {
      id: v.id,
      title: v.is_default ? '' : v.title,
      sku: v.sku,
      color: v.color && isFeatureOn(features, 'colors') ? v.color : null,
      attributes: v.attributes,
      price: price.final,
      price_before: price.base,
      discount_amount: price.discount_amount,
      discount_source: price.discount_source,
      flash_id: price.flash_id,
      max_per_order: v.max_per_order ?? p.max_per_order,
      availability: availabilityOf(p.status, stockOf(v), p.low_stock_threshold),
      ...(ctx.showStock ? { stock: stockOf(v) } : {}),
      images: v.images.map(url),
      gifts: gifts ? v.gifts.map(showGift) : [],
    };
  });
  const cheapest = variantsOut.reduce<(typeof variantsOut)[number] | null>((m, v) => (!m || v.price < m.price ? v : m), null);
  const total = sold.reduce((n, v) => n + stockOf(v), 0);
  const specs = p.specs.flatMap((s) => {
    const shown = s.type === 'text' ? (s.value ? [s.value] : []) : s.values;
    return shown.length ? [{ id: s.id, label: s.label, group: s.group, values: shown }] : [];
  });
  return {
    id: p.id,
    title: p.title,
    slug: p.slug,
    short_description: p.short_description,
    description: p.description,
    status: p.status,
    published_at: p.published_at ? new Date(p.published_at) : null,
    brand: p.brand,
    unit: p.unit,
    categories: p.categories,
    tags: p.tags,
    images: p.images.map((i) => ({ url: url(i.path), alt: i.alt, is_main: i.is_main })),
    meta_title: p.meta_title,
    meta_description: p.meta_description,
    price: cheapest?.price ?? p.min_price,
    price_before: cheapest?.price_before ?? p.min_price,
    has_discount: variantsOut.some((v) => v.discount_amount > 0),
    availability: availabilityOf(p.status, total, p.low_stock_threshold),
    ...(ctx.showStock ? { stock: total } : {}),
    max_per_order: p.max_per_order,
    has_variants: real.length > 0,
    variants: variantsOut,
    specifications: specs,
    size_chart: p.size_chart && isFeatureOn(features, 'size_chart') ? p.size_chart : null,
    gifts: gifts ? p.gifts.map(showGift) : [],
    sets,
    recommendation_groups: p.groups,
  };
}

/** The given switched-on sets (the product's), each with its visible products as cards. */
async function setsOf(db: DbOrTx, mine: { id: number; name: string; description: string | null }[], ctx: StoreContext) {
  const items = await db
    .select({ setId: productSetItems.setId, productId: productSetItems.productId })
    .from(productSetItems)
    .innerJoin(products, eq(products.id, productSetItems.productId))
    .where(and(inArray(productSetItems.setId, mine.map((s) => s.id)), visibleProduct(ctx)))
    .orderBy(asc(productSetItems.position), asc(productSetItems.productId));
  const cards = new Map((await productCards(db, [...new Set(items.map((i) => i.productId))], ctx)).map((c) => [c.id, c]));
  return mine.map((s) => ({ ...s, products: items.filter((i) => i.setId === s.id).map((i) => cards.get(i.productId)!).filter(Boolean) }));
}
