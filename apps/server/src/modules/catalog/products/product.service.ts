import { and, asc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { effectivePrice } from '@pishkhan/common/pricing';
import { productLabels, productStatusLabels, variantTitleLabels } from '@pishkhan/common/i18n/fa/product-labels';
import { productMessage, quotedList } from '@pishkhan/common/i18n/fa/product-messages';
import type { ProductBody, VariantInput } from '@pishkhan/common/schemas/product.schema';
import { slugify } from '@pishkhan/common/slug';
import { faSearchKey } from '@pishkhan/common/text';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { audit, diff, type Actor } from '../../../lib/audit';
import { conflict, isUniqueViolation, notFound, validation } from '../../../lib/errors';
import { inParallel } from '../../../lib/parallel';
import { sanitizeRichText as sanitizeDescription } from '../../../lib/sanitize-html';
import { uniqueSlug } from '../../../lib/slug';
import { stockLevels, stockMovements } from '../../stock/stock/stock.table';
import { changeStock, recomputeStockTotal, stockOf } from '../../stock/stock/stock.service';
import { media } from '../../system/uploads/media.table';
import { orderItems } from '../../sales/orders/order.table';
import { attributes, attributeValues } from '../attributes/attribute.table';
import { brands } from '../brands/brand.table';
import { categories, categorySpecifications } from '../categories/category.table';
import { colors } from '../colors/color.table';
import { sizeCharts } from '../size-charts/size-chart.table';
import { specifications, specificationValues } from '../specifications/specification.table';
import { units } from '../units/unit.table';
import { clearProductCounts } from './product-count-cache';
import { giftsOfProducts, giftsOn, plannedGiftIds, replaceProductGifts } from './product-gifts';
import { productCategories, productImages, products, productSpecifications, variantAttributeValues, variantImages, variants } from './product.table';

type ProductRow = typeof products.$inferSelect;
type VariantRow = typeof variants.$inferSelect;

const mediaUrl = (p: string) => `/uploads/${p}`;

// ---------------------------------------------------------------------------------------------
// Barcodes
// ---------------------------------------------------------------------------------------------
/** EAN-13 check digit of 12 digits. */
export function ean13CheckDigit(d12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(d12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** A new barcode: '20' + 10-digit zero-padded nextval('variant_barcode_seq') + check digit; skips one already typed by hand. */
export async function nextBarcode(tx: DbOrTx): Promise<string> {
  for (;;) {
    const r = await tx.execute(sql`select nextval('variant_barcode_seq')::text as n`);
    const d12 = '20' + String((r.rows[0] as { n: string }).n).padStart(10, '0');
    const code = d12 + ean13CheckDigit(d12);
    const [taken] = await tx.select({ id: variants.id }).from(variants).where(eq(variants.barcode, code)).limit(1);
    if (!taken) return code;
  }
}

// ---------------------------------------------------------------------------------------------
// Presentation
// ---------------------------------------------------------------------------------------------
export async function productDetails(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  // Two round trips: what the ids name (the products, categories, images, specifications,
  // variants, whether gifts are on), then what those name (brand, unit, the variants' attributes,
  // images, stock and colours, the gifts).
  const [rows, cats, images, specs, vars, withGifts] = await inParallel(db, [
    () => db.select().from(products).where(inArray(products.id, ids)),
    () => db
      .select({ productId: productCategories.productId, id: categories.id, title: categories.title })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(inArray(productCategories.productId, ids))
      .orderBy(asc(categories.id)),
    () => db
      .select({ img: productImages, path: media.path })
      .from(productImages)
      .innerJoin(media, eq(media.id, productImages.mediaId))
      .where(inArray(productImages.productId, ids))
      .orderBy(asc(productImages.position), asc(productImages.id)),
    () => db.select().from(productSpecifications).where(inArray(productSpecifications.productId, ids)).orderBy(asc(productSpecifications.specificationId)),
    () => db.select().from(variants).where(and(inArray(variants.productId, ids), isNull(variants.archivedAt))).orderBy(asc(variants.position), asc(variants.id)),
    () => giftsOn(db),
  ]);
  const vIds = vars.map((v) => v.id);
  const [brandRows, unitRows, attrs, vImages, stock, colorRows, giftMap] = await inParallel(db, [
    () => db.select({ id: brands.id, name: brands.name }).from(brands).where(inArray(brands.id, rows.map((r) => r.brandId).filter((x): x is number => !!x).concat(0))),
    () => db.select({ id: units.id, name: units.name }).from(units).where(inArray(units.id, rows.map((r) => r.unitId).filter((x): x is number => !!x).concat(0))),
    async () => vIds.length
      ? db
          .select({ vav: variantAttributeValues, label: attributes.label, position: attributes.position })
          .from(variantAttributeValues)
          .innerJoin(attributes, eq(attributes.id, variantAttributeValues.attributeId))
          .where(inArray(variantAttributeValues.variantId, vIds))
          .orderBy(asc(attributes.position), asc(attributes.id))
      : [],
    async () => vIds.length
      ? db
          .select({ vi: variantImages, path: media.path })
          .from(variantImages)
          .innerJoin(media, eq(media.id, variantImages.mediaId))
          .where(inArray(variantImages.variantId, vIds))
          .orderBy(asc(variantImages.position), asc(variantImages.id))
      : [],
    () => stockOf(db, vIds),
    () => db
      .select({ id: colors.id, name: colors.name, code: colors.code })
      .from(colors)
      .where(inArray(colors.id, vars.map((v) => v.colorId).filter((x): x is number => !!x).concat(0))),
    // Gifts only while their feature is on (the field is not shown otherwise).
    async () => (withGifts ? giftsOfProducts(db, ids) : null),
  ]);
  const now = new Date();
  const byId = <T extends { id: number }>(xs: T[]) => new Map(xs.map((x) => [x.id, x]));
  const brandMap = byId(brandRows);
  const unitMap = byId(unitRows);
  const colorMap = byId(colorRows);
  const out = new Map<number, Record<string, unknown>>();
  for (const p of rows) {
    const pv = vars.filter((v) => v.productId === p.id);
    const def = pv.find((v) => v.isDefault);
    const real = pv.filter((v) => !v.isDefault);
    const variantsOut = real.map((v) => ({
      id: v.id,
      title: v.title,
      color_id: v.colorId,
      color: v.colorId ? colorMap.get(v.colorId) ?? null : null,
      attributes: attrs
        .filter((a) => a.vav.variantId === v.id)
        .map((a) => ({ attribute_id: a.vav.attributeId, attribute_value_id: a.vav.attributeValueId, value: a.vav.value, label: a.label })),
      sku: v.sku,
      barcode: v.barcode,
      price: v.price,
      purchase_price: v.purchasePrice,
      discount_type: v.discountType,
      discount: v.discount,
      discount_until: v.discountUntil,
      stock: stock.get(v.id) ?? 0,
      max_per_order: v.maxPerOrder,
      weight: v.weight,
      position: v.position,
      status: v.status,
      image_ids: vImages.filter((i) => i.vi.variantId === v.id).map((i) => i.vi.mediaId),
      images: vImages.filter((i) => i.vi.variantId === v.id).map((i) => ({ media_id: i.vi.mediaId, url: mediaUrl(i.path) })),
      effective_price: effectivePrice(variantPricing(v), productPricing(p), now),
    }));
    out.set(p.id, {
      id: p.id,
      title: p.title,
      slug: p.slug,
      short_description: p.shortDescription,
      description: p.description,
      status: p.status,
      status_label: productStatusLabels[p.status as keyof typeof productStatusLabels] ?? p.status,
      approved: !!p.approvedAt,
      approved_at: p.approvedAt,
      approved_by: p.approvedBy,
      published_at: p.publishedAt,
      brand_id: p.brandId,
      brand: p.brandId ? brandMap.get(p.brandId) ?? null : null,
      unit_id: p.unitId,
      unit: p.unitId ? unitMap.get(p.unitId) ?? null : null,
      size_chart_id: p.sizeChartId,
      category_ids: cats.filter((c) => c.productId === p.id).map((c) => c.id),
      categories: cats.filter((c) => c.productId === p.id).map((c) => ({ id: c.id, title: c.title })),
      tags: p.tags,
      images: images
        .filter((i) => i.img.productId === p.id)
        .map((i) => ({ id: i.img.id, media_id: i.img.mediaId, url: mediaUrl(i.path), alt: i.img.alt, is_main: i.img.isMain, position: i.img.position })),
      price: p.price,
      purchase_price: p.purchasePrice,
      discount_type: p.discountType,
      discount: p.discount,
      discount_until: p.discountUntil,
      weight: p.weight,
      low_stock_threshold: p.lowStockThreshold,
      max_per_order: p.maxPerOrder,
      meta_title: p.metaTitle,
      meta_description: p.metaDescription,
      specifications: specs
        .filter((s) => s.productId === p.id)
        .map((s) => ({ specification_id: s.specificationId, value: s.value, value_ids: s.valueIds })),
      has_variants: real.length > 0,
      sku: real.length ? null : def?.sku ?? null,
      barcode: real.length ? null : def?.barcode ?? null,
      stock: real.length ? null : def ? stock.get(def.id) ?? 0 : 0,
      default_variant_id: real.length ? null : def?.id ?? null,
      variants: variantsOut,
      ...(giftMap ? { gift_ids: (giftMap.get(p.id) ?? []).map((g) => g.id), gifts: giftMap.get(p.id) ?? [] } : {}),
      min_price: p.minPrice,
      has_discount: p.hasDiscount,
      stock_total: p.stockTotal,
      creator_id: p.creatorId,
      archived_at: p.archivedAt,
      created_at: p.createdAt,
      updated_at: p.updatedAt,
    });
  }
  return ids.map((id) => out.get(id)).filter((x): x is Record<string, unknown> => !!x);
}

export async function productDetail(db: DbOrTx, id: number) {
  const [d] = await productDetails(db, [id]);
  if (!d || d.archived_at) throw notFound();
  return d;
}

const variantPricing = (v: Pick<VariantRow, 'price' | 'discountType' | 'discount' | 'discountUntil'>) => ({
  price: v.price,
  discount_type: v.discountType,
  discount: v.discount,
  discount_until: v.discountUntil,
});
const productPricing = (p: Pick<ProductRow, 'discountType' | 'discount' | 'discountUntil'>) => ({
  discount_type: p.discountType,
  discount: p.discount,
  discount_until: p.discountUntil,
});

/** The stored product as a form body: PATCH merges the sent keys into it. */
export function detailToBody(d: Record<string, any>): Record<string, unknown> {
  const iso = (x: unknown) => (x instanceof Date ? x.toISOString() : x ?? null);
  return {
    title: d.title,
    slug: d.slug,
    short_description: d.short_description,
    description: d.description,
    status: d.status,
    published_at: iso(d.published_at),
    brand_id: d.brand_id,
    unit_id: d.unit_id,
    size_chart_id: d.size_chart_id,
    category_ids: d.category_ids,
    tags: d.tags,
    images: d.images.map((i: any) => ({ media_id: i.media_id, alt: i.alt, is_main: i.is_main })),
    price: d.price,
    purchase_price: d.purchase_price,
    discount_type: d.discount_type,
    discount: d.discount,
    discount_until: iso(d.discount_until),
    weight: d.weight,
    low_stock_threshold: d.low_stock_threshold,
    max_per_order: d.max_per_order,
    meta_title: d.meta_title,
    meta_description: d.meta_description,
    specifications: d.specifications.map((s: any) => ({ specification_id: s.specification_id, value: s.value, value_ids: s.value_ids })),
    ...(d.has_variants
      ? {
          variants: d.variants.map((v: any) => ({
            id: v.id,
            color_id: v.color_id,
            attributes: v.attributes.map((a: any) => ({ attribute_id: a.attribute_id, attribute_value_id: a.attribute_value_id, value: a.value })),
            sku: v.sku,
            barcode: v.barcode,
            price: v.price,
            purchase_price: v.purchase_price,
            discount_type: v.discount_type,
            discount: v.discount,
            discount_until: iso(v.discount_until),
            max_per_order: v.max_per_order,
            weight: v.weight,
            image_ids: v.image_ids,
            status: v.status,
          })),
        }
      : { variants: [], sku: d.sku, barcode: d.barcode }),
  };
}

// ---------------------------------------------------------------------------------------------
// Save (create / update): one transaction with every part
// ---------------------------------------------------------------------------------------------
class Fields {
  map: Record<string, string> = {};
  add(path: string, msg: string) {
    this.map[path] ??= msg;
  }
  get any() {
    return Object.keys(this.map).length > 0;
  }
}
const labelOf = (k: keyof typeof productLabels) => productLabels[k];
const notFoundRef = (label: string) => productMessage('not_found_ref', { field: label });

async function existing<T extends { id: number }>(q: Promise<T[]>): Promise<Map<number, T>> {
  return new Map((await q).map((r) => [r.id, r]));
}
const nz = (xs: (number | null | undefined)[]) => [...new Set(xs.filter((x): x is number => typeof x === 'number'))].concat(0);

interface PlannedVariant {
  index: number | null; // position in body.variants (null = default variant)
  id: number | null;
  isDefault: boolean;
  input: VariantInput;
  attrs: { attributeId: number; attributeValueId: number | null; value: string; label: string; position: number }[];
  colorName: string | null;
}

/**
 * Creates (id null) or replaces a product with the validated body. Throws AppError 422 with
 * field paths, nothing saved. Returns the product id.
 */
export async function saveProduct(tx: Tx, actor: Actor, perms: Set<string>, id: number | null, body: ProductBody): Promise<number> {
  const f = new Fields();
  let before: ProductRow | null = null;
  let beforeVariants: VariantRow[] = [];
  if (id !== null) {
    const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!row || row.archivedAt) throw notFound();
    before = row;
    beforeVariants = await tx.select().from(variants).where(and(eq(variants.productId, id), isNull(variants.archivedAt))).orderBy(asc(variants.id));
  }
  const hasVariants = !!body.variants?.length;
  const bodyVariants = body.variants ?? [];

  // --- referenced ids ---
  const mediaIds = nz([...(body.images ?? []).map((i) => i.media_id), ...bodyVariants.flatMap((v) => v.image_ids ?? [])]);
  const attrIds = nz(bodyVariants.flatMap((v) => (v.attributes ?? []).map((a) => a.attribute_id)));
  const specIds = nz((body.specifications ?? []).map((s) => s.specification_id));
  const [brandM, unitM, chartM, catM, mediaM, colorM, attrM, attrValRows, specM, specValRows, required] = await inParallel(tx, [
    () => existing(tx.select({ id: brands.id }).from(brands).where(inArray(brands.id, nz([body.brand_id])))),
    () => existing(tx.select({ id: units.id }).from(units).where(inArray(units.id, nz([body.unit_id])))),
    () => existing(tx.select({ id: sizeCharts.id }).from(sizeCharts).where(inArray(sizeCharts.id, nz([body.size_chart_id])))),
    () => existing(tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, nz(body.category_ids)))),
    () => existing(tx.select({ id: media.id }).from(media).where(inArray(media.id, mediaIds))),
    () => existing(tx.select({ id: colors.id, name: colors.name }).from(colors).where(inArray(colors.id, nz(bodyVariants.map((v) => v.color_id))))),
    () => existing(tx.select({ id: attributes.id, label: attributes.label, type: attributes.type, position: attributes.position }).from(attributes).where(inArray(attributes.id, attrIds))),
    () => tx.select().from(attributeValues).where(inArray(attributeValues.attributeId, attrIds)),
    () => existing(tx.select({ id: specifications.id, label: specifications.label, type: specifications.type }).from(specifications).where(inArray(specifications.id, specIds))),
    () => tx.select({ id: specificationValues.id, specificationId: specificationValues.specificationId }).from(specificationValues).where(inArray(specificationValues.specificationId, specIds)),
    () => tx
      .selectDistinct({ id: specifications.id, label: specifications.label })
      .from(categorySpecifications)
      .innerJoin(specifications, eq(specifications.id, categorySpecifications.specificationId))
      .where(and(inArray(categorySpecifications.categoryId, nz(body.category_ids)), eq(specifications.required, true)))
      .orderBy(asc(specifications.id)),
  ]);
  if (body.brand_id && !brandM.has(body.brand_id)) f.add('brand_id', notFoundRef(labelOf('brand_id')));
  if (body.unit_id && !unitM.has(body.unit_id)) f.add('unit_id', notFoundRef(labelOf('unit_id')));
  if (body.size_chart_id && !chartM.has(body.size_chart_id)) f.add('size_chart_id', notFoundRef(labelOf('size_chart_id')));
  body.category_ids.forEach((c, i) => {
    if (!catM.has(c)) f.add(`category_ids.${i}`, notFoundRef(labelOf('category_id')));
  });
  (body.images ?? []).forEach((im, i) => {
    if (!mediaM.has(im.media_id)) f.add(`images.${i}.media_id`, notFoundRef(labelOf('media_id')));
  });
  // Gifts: undefined = leave the stored ones (not sent, or the gifts feature is off).
  const giftIds = await plannedGiftIds(tx, body.gift_ids, (path, msg) => f.add(path, msg));

  // --- specifications ---
  const specRows: { specificationId: number; value: string | null; valueIds: number[] | null }[] = [];
  const seenSpecs = new Set<number>();
  (body.specifications ?? []).forEach((s, i) => {
    const spec = specM.get(s.specification_id);
    if (!spec) return f.add(`specifications.${i}.specification_id`, notFoundRef(labelOf('specification_id')));
    if (seenSpecs.has(spec.id)) return f.add(`specifications.${i}.specification_id`, productMessage('duplicate_specification'));
    seenSpecs.add(spec.id);
    const ids = s.value_ids ?? [];
    const text = s.value ?? null;
    if (spec.type === 'text') {
      if (ids.length) return f.add(`specifications.${i}.value`, productMessage('spec_text_expected', { name: spec.label }));
      if (text) specRows.push({ specificationId: spec.id, value: text, valueIds: null });
      else seenSpecs.delete(spec.id);
      return;
    }
    if (text && !ids.length) return f.add(`specifications.${i}.value_ids`, productMessage(spec.type === 'select' ? 'spec_one_value_expected' : 'spec_values_expected', { name: spec.label }));
    if (!ids.length) {
      seenSpecs.delete(spec.id);
      return;
    }
    if (spec.type === 'select' && ids.length !== 1) return f.add(`specifications.${i}.value_ids`, productMessage('spec_one_value_expected', { name: spec.label }));
    const own = new Set(specValRows.filter((v) => v.specificationId === spec.id).map((v) => v.id));
    if (ids.some((x) => !own.has(x))) return f.add(`specifications.${i}.value_ids`, productMessage('spec_value_unknown', { name: spec.label }));
    specRows.push({ specificationId: spec.id, value: null, valueIds: [...new Set(ids)] });
  });
  const missing = required.filter((r) => !seenSpecs.has(r.id));
  if (missing.length) f.add('specifications', productMessage('required_specs_missing', { names: quotedList(missing.map((m) => m.label)) }));

  // --- variants ---
  const beforeById = new Map(beforeVariants.map((v) => [v.id, v]));
  const planned: PlannedVariant[] = [];
  const combos = new Map<string, number>();
  if (hasVariants) {
    bodyVariants.forEach((v, i) => {
      const p = `variants.${i}`;
      if (v.id !== undefined && (!beforeById.has(v.id) || beforeById.get(v.id)!.isDefault)) f.add(`${p}.id`, productMessage('variant_not_of_product'));
      if (v.color_id && !colorM.has(v.color_id)) f.add(`${p}.color_id`, notFoundRef(labelOf('color_id')));
      (v.image_ids ?? []).forEach((m, j) => {
        if (!mediaM.has(m)) f.add(`${p}.image_ids.${j}`, notFoundRef(labelOf('media_id')));
      });
      const attrs: PlannedVariant['attrs'] = [];
      const seenAttr = new Set<number>();
      (v.attributes ?? []).forEach((a, j) => {
        const ap = `${p}.attributes.${j}`;
        const attr = attrM.get(a.attribute_id);
        if (!attr) return f.add(`${ap}.attribute_id`, notFoundRef(labelOf('attribute_id')));
        if (seenAttr.has(attr.id)) return f.add(`${ap}.attribute_id`, productMessage('duplicate_attribute'));
        seenAttr.add(attr.id);
        if (attr.type === 'select') {
          if (!a.attribute_value_id) return f.add(`${ap}.attribute_value_id`, productMessage('attribute_value_required', { name: attr.label }));
          const val = attrValRows.find((x) => x.id === a.attribute_value_id && x.attributeId === attr.id);
          if (!val) return f.add(`${ap}.attribute_value_id`, productMessage('attribute_value_unknown', { name: attr.label }));
          attrs.push({ attributeId: attr.id, attributeValueId: val.id, value: val.value, label: attr.label, position: attr.position });
        } else {
          if (!a.value) return f.add(`${ap}.value`, productMessage('attribute_text_required', { name: attr.label }));
          attrs.push({ attributeId: attr.id, attributeValueId: null, value: a.value, label: attr.label, position: attr.position });
        }
      });
      attrs.sort((x, y) => x.position - y.position || x.attributeId - y.attributeId);
      const key = `${v.color_id ?? 0}|${attrs.map((a) => `${a.attributeId}:${a.attributeValueId ?? faSearchKey(a.value)}`).join(',')}`;
      if (combos.has(key)) f.add(p, productMessage('duplicate_variant'));
      combos.set(key, i);
      planned.push({ index: i, id: v.id ?? null, isDefault: false, input: v, attrs, colorName: v.color_id ? colorM.get(v.color_id)?.name ?? null : null });
    });
  } else {
    const def = beforeVariants.find((v) => v.isDefault);
    planned.push({
      index: null,
      id: def?.id ?? null,
      isDefault: true,
      input: { price: body.price!, sku: body.sku ?? null, barcode: body.barcode ?? null, stock: body.stock, max_per_order: null, weight: null },
      attrs: [],
      colorName: null,
    });
  }
  const pathOf = (pv: PlannedVariant, field: string) => (pv.index === null ? field : `variants.${pv.index}.${field}`);

  // SKU / barcode: unique in the form and against other products' variants.
  const skuSeen = new Map<string, PlannedVariant>();
  const barSeen = new Map<string, PlannedVariant>();
  for (const pv of planned) {
    const s = pv.input.sku?.toLowerCase();
    if (s) {
      if (skuSeen.has(s)) f.add(pathOf(pv, 'sku'), productMessage('duplicate_in_form', { field: labelOf('sku') }));
      else skuSeen.set(s, pv);
    }
    const b = pv.input.barcode;
    if (b) {
      if (barSeen.has(b)) f.add(pathOf(pv, 'barcode'), productMessage('duplicate_in_form', { field: labelOf('barcode') }));
      else barSeen.set(b, pv);
    }
  }
  const others = and(isNull(variants.archivedAt), id !== null ? ne(variants.productId, id) : undefined);
  if (skuSeen.size) {
    const taken = await tx
      .select({ sku: variants.sku })
      .from(variants)
      .where(and(inArray(sql`lower(${variants.sku})`, [...skuSeen.keys()]), others));
    for (const t of taken) f.add(pathOf(skuSeen.get(t.sku!.toLowerCase())!, 'sku'), productMessage('duplicate_sku'));
  }
  if (barSeen.size) {
    const taken = await tx.select({ barcode: variants.barcode }).from(variants).where(and(inArray(variants.barcode, [...barSeen.keys()]), others));
    for (const t of taken) f.add(pathOf(barSeen.get(t.barcode)!, 'barcode'), productMessage('duplicate_barcode'));
  }

  // Slug: given → must be free; empty → generated from the title.
  let slug = body.slug ?? null;
  if (slug) {
    const [taken] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.slug, slug), id !== null ? ne(products.id, id) : undefined))
      .limit(1);
    if (taken) f.add('slug', productMessage('duplicate_slug'));
  } else slug = await uniqueSlug(tx, products, products.slug, slugify(body.title) || 'product', id);

  // Status `available` needs stock.
  const current = await stockOf(tx, planned.filter((p) => p.id !== null).map((p) => p.id!));
  const targetTotal = planned.reduce((n, p) => n + (p.input.stock ?? (p.id !== null ? current.get(p.id) ?? 0 : 0)), 0);
  const status = body.status ?? before?.status ?? 'draft';
  if (status === 'available' && targetTotal === 0) f.add('status', productMessage('available_without_stock'));

  if (f.any) throw validation(f.map);

  // --- the product row ---
  const price = hasVariants ? body.price ?? bodyVariants[0]!.price : body.price!;
  const values = {
    title: body.title,
    slug,
    shortDescription: body.short_description ?? null,
    description: sanitizeDescription(body.description),
    status,
    publishedAt: body.published_at ? new Date(body.published_at) : before ? before.publishedAt : new Date(),
    brandId: body.brand_id ?? null,
    unitId: body.unit_id ?? null,
    sizeChartId: body.size_chart_id ?? null,
    price,
    purchasePrice: body.purchase_price ?? null,
    discountType: body.discount_type ?? null,
    discount: body.discount_type ? body.discount ?? null : null,
    discountUntil: body.discount_type && body.discount_until ? new Date(body.discount_until) : null,
    weight: body.weight ?? null,
    lowStockThreshold: body.low_stock_threshold ?? before?.lowStockThreshold ?? 0,
    maxPerOrder: body.max_per_order ?? null,
    metaTitle: body.meta_title ?? null,
    metaDescription: body.meta_description ?? null,
    tags: [...new Set((body.tags ?? []).map((t) => t.trim()).filter(Boolean))],
  };
  let productId: number;
  if (id === null) {
    const approve = perms.has('approve_product');
    const [row] = await tx
      .insert(products)
      .values({ ...values, creatorId: actor.adminId, approvedAt: approve ? new Date() : null, approvedBy: approve ? actor.adminId : null })
      .returning({ id: products.id });
    productId = row!.id;
  } else {
    await tx.update(products).set({ ...values, updatedAt: sql`now()` }).where(eq(products.id, id));
    productId = id;
  }

  await tx.delete(productCategories).where(eq(productCategories.productId, productId));
  await tx.insert(productCategories).values([...new Set(body.category_ids)].map((c) => ({ productId, categoryId: c })));
  await tx.delete(productImages).where(eq(productImages.productId, productId));
  const imgs = body.images ?? [];
  if (imgs.length) {
    const mainIdx = Math.max(0, imgs.findIndex((i) => i.is_main));
    await tx.insert(productImages).values(imgs.map((im, i) => ({ productId, mediaId: im.media_id, position: i, alt: im.alt ?? null, isMain: i === mainIdx })));
  }
  await tx.delete(productSpecifications).where(eq(productSpecifications.productId, productId));
  if (specRows.length) await tx.insert(productSpecifications).values(specRows.map((s) => ({ productId, ...s })));
  const giftChange = giftIds ? await replaceProductGifts(tx, productId, giftIds) : null;

  // --- variants: delete the removed ones, update the kept ones, insert the new ones ---
  const keep = new Set(planned.map((p) => p.id).filter((x): x is number => x !== null));
  const removed = beforeVariants.filter((v) => !keep.has(v.id));
  if (removed.length) {
    await removeVariants(tx, removed.map((v) => v.id));
  }
  // SKUs may move between kept variants in one save (A↔B): clear them first so the unique index sees the final state.
  if (keep.size) await tx.update(variants).set({ sku: null }).where(inArray(variants.id, [...keep]));
  const stockPlan: { variantId: number; target: number | undefined; isNew: boolean }[] = [];
  for (const [pos, pv] of planned.entries()) {
    const v = pv.input;
    const title = [body.title, ...(pv.colorName ? [`${variantTitleLabels.color}: ${pv.colorName}`] : []), ...pv.attrs.map((a) => `${a.label}: ${a.value}`)].join(' | ');
    const vals = {
      productId,
      isDefault: pv.isDefault,
      colorId: v.color_id ?? null,
      title,
      sku: v.sku ?? null,
      price: v.price,
      purchasePrice: pv.isDefault ? body.purchase_price ?? null : v.purchase_price ?? null,
      discountType: v.discount_type ?? null,
      discount: v.discount_type ? v.discount ?? null : null,
      discountUntil: v.discount_type && v.discount_until ? new Date(v.discount_until) : null,
      maxPerOrder: pv.isDefault ? body.max_per_order ?? null : v.max_per_order ?? null,
      weight: pv.isDefault ? body.weight ?? null : v.weight ?? null,
      position: pos,
      status: v.status ?? true,
    };
    let variantId: number;
    if (pv.id !== null) {
      const barcode = v.barcode ?? beforeById.get(pv.id)!.barcode;
      await tx.update(variants).set({ ...vals, barcode, updatedAt: sql`now()` }).where(eq(variants.id, pv.id));
      variantId = pv.id;
    } else {
      const barcode = v.barcode ?? (await nextBarcode(tx));
      const [row] = await tx.insert(variants).values({ ...vals, barcode }).returning({ id: variants.id });
      variantId = row!.id;
      await tx.insert(stockLevels).values({ variantId, quantity: 0 }).onConflictDoNothing();
    }
    await tx.delete(variantAttributeValues).where(eq(variantAttributeValues.variantId, variantId));
    if (pv.attrs.length)
      await tx.insert(variantAttributeValues).values(pv.attrs.map((a) => ({ variantId, attributeId: a.attributeId, attributeValueId: a.attributeValueId, value: a.value })));
    await tx.delete(variantImages).where(eq(variantImages.variantId, variantId));
    if (v.image_ids?.length) await tx.insert(variantImages).values([...new Set(v.image_ids)].map((m, i) => ({ variantId, mediaId: m, position: i })));
    stockPlan.push({ variantId, target: v.stock, isNew: pv.id === null });
  }

  // --- stock: targets become movements through the stock service (locks the rows) ---
  await recomputeStockTotal(tx, productId);
  const balances = await stockOf(tx, stockPlan.map((s) => s.variantId));
  for (const s of stockPlan.sort((a, b) => a.variantId - b.variantId)) {
    if (s.target === undefined) continue;
    const change = s.target - (balances.get(s.variantId) ?? 0);
    if (change === 0) continue;
    const type = s.isNew || id === null ? 'initial' : 'product_edit';
    await changeStock(tx, actor, { variantId: s.variantId, change, type, reason: productMessage(type === 'initial' ? 'initial_reason' : 'edit_reason') }, { autoStatus: false });
  }
  const total = await recomputeStockTotal(tx, productId);
  if (status === 'available' && total === 0) throw validation({ status: productMessage('available_without_stock') });

  await refreshDerived(tx, [productId]);
  const [after] = await tx.select().from(products).where(eq(products.id, productId));
  const changes = diff(before, after!);
  const variantSummary = (vs: { id: number; sku: string | null; barcode: string; price: number }[]) => vs.map((v) => `${v.id}:${v.sku ?? ''}:${v.barcode}:${v.price}`).join(',');
  const afterVariants = await tx.select().from(variants).where(and(eq(variants.productId, productId), isNull(variants.archivedAt))).orderBy(asc(variants.id));
  if (variantSummary(beforeVariants) !== variantSummary(afterVariants)) changes.variants = [variantSummary(beforeVariants), variantSummary(afterVariants)];
  if (giftChange) changes.gift_ids = giftChange;
  await audit(tx, actor, { entity: 'product', entityId: productId, action: id === null ? 'create' : 'update', changes });
  clearProductCounts();
  return productId;
}


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
async function removeVariants(tx: Tx, variantIds: number[]) {
  const sold = await variantsInSales(tx, variantIds);
  const keep = variantIds.filter((v) => sold.has(v));
  const drop = variantIds.filter((v) => !sold.has(v));
  if (keep.length) await tx.update(variants).set({ archivedAt: sql`now()`, status: false, updatedAt: sql`now()` }).where(inArray(variants.id, keep));
  if (drop.length) await tx.delete(variants).where(inArray(variants.id, drop));
}

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
 * Deletes products (all or nothing), audited. A product whose variants a sale names is archived
 * instead: it leaves every list and picker, its history and the sales that name it stay intact.
 */
export async function deleteProducts(tx: Tx, actor: Actor, ids: number[]) {
  const rows = await tx.select().from(products).where(and(inArray(products.id, ids), isNull(products.archivedAt))).orderBy(asc(products.id)).for('update');
  if (rows.length !== new Set(ids).size) throw notFound();
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

/** Unique-index violations (a concurrent duplicate) → 409 on the field. */
export function productUniqueError(e: unknown): unknown {
  if (!isUniqueViolation(e)) return e;
  const c = (e as any).constraint ?? (e as any).cause?.constraint;
  if (c === 'variants_sku_uq') return conflict('conflict', {}, { sku: productMessage('duplicate_sku') });
  if (c === 'variants_barcode_uq') return conflict('conflict', {}, { barcode: productMessage('duplicate_barcode') });
  if (c === 'products_slug_uq') return conflict('conflict', {}, { slug: productMessage('duplicate_slug') });
  return conflict('conflict');
}
