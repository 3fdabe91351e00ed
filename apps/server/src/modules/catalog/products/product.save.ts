/** Saving a product (create or replace) in one transaction: every check first, then the row, its parts, variants and stock, and the audit. */
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { productLabels, variantTitleLabels } from '@pishkhan/common/i18n/fa/product-labels';
import { productMessage, quotedList } from '@pishkhan/common/i18n/fa/product-messages';
import type { ProductBody, VariantInput } from '@pishkhan/common/schemas/product.schema';
import { slugify } from '@pishkhan/common/slug';
import { faSearchKey } from '@pishkhan/common/text';
import type { DbOrTx, Tx } from '../../../db/client';
import { audit, diff, type Actor } from '../../../lib/audit';
import { AppError, conflict, faMessage, isUniqueViolation, notFound, validation } from '../../../lib/errors';
import { inParallel } from '../../../lib/parallel';
import { sanitizeRichText as sanitizeDescription } from '../../../lib/sanitize-html';
import { uniqueSlug } from '../../../lib/slug';
import { changeStock, recomputeStockTotal, stockOf } from '../../stock/stock/stock.service';
import { stockLevels } from '../../stock/stock/stock.table';
import { media } from '../../system/uploads/media.table';
import { attributes, attributeValues } from '../attributes/attribute.table';
import { brands } from '../brands/brand.table';
import { categories, categorySpecifications } from '../categories/category.table';
import { colors } from '../colors/color.table';
import { sizeCharts } from '../size-charts/size-chart.table';
import { specifications, specificationValues } from '../specifications/specification.table';
import { units } from '../units/unit.table';
import { clearProductCounts } from './product-count-cache';
import { plannedGiftIds, replaceProductGifts } from './product-gifts';
import { nextBarcode } from './product.barcode';
import { removeVariants } from './product.delete';
import { refreshDerived } from './product.derived';
import { productCategories, productImages, products, productSpecifications, variantAttributeValues, variantImages, variants, type ProductRow, type VariantRow } from './product.table';

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
  const { before, beforeVariants } = id === null ? { before: null, beforeVariants: [] } : await lockProduct(tx, id);

  // Check everything first: every problem is reported at once, nothing is written.
  const refs = await loadReferences(tx, body);
  checkReferences(f, body, refs);
  // Gifts: undefined = leave the stored ones (not sent, or the gifts feature is off).
  const giftIds = await plannedGiftIds(tx, body.gift_ids, (path, msg) => f.add(path, msg));
  const specRows = planSpecifications(f, body, refs);
  const planned = planVariants(f, body, refs, beforeVariants);
  await checkCodes(tx, f, planned, id);
  const slug = await resolveSlug(tx, f, body, id);
  const status = await checkStatus(tx, f, body, before, planned);
  if (f.any) throw validation(f.map);

  const productId = await writeProduct(tx, actor, perms, id, body, before, slug, status);
  await writeProductParts(tx, productId, body, specRows);
  const giftChange = giftIds ? await replaceProductGifts(tx, productId, giftIds) : null;
  const stockTargets = await writeVariants(tx, productId, body, planned, beforeVariants);
  await applyStockTargets(tx, actor, productId, stockTargets, id === null, status);
  await refreshDerived(tx, [productId]);
  await auditSave(tx, actor, id, productId, before, beforeVariants, giftChange);
  clearProductCounts();
  return productId;
}

/** The stored product, locked for the save, and its live variants. */
async function lockProduct(tx: Tx, id: number): Promise<{ before: ProductRow; beforeVariants: VariantRow[] }> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  if (!row || row.archivedAt) throw notFound();
  const beforeVariants = await tx.select().from(variants).where(and(eq(variants.productId, id), isNull(variants.archivedAt))).orderBy(asc(variants.id));
  return { before: row, beforeVariants };
}

/** The rows that the body's ids name (brand, unit, size chart, categories, media, colours, attributes, specifications), and the required specifications of its categories. */
async function loadReferences(tx: Tx, body: ProductBody) {
  const bodyVariants = body.variants ?? [];
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
  return { brandM, unitM, chartM, catM, mediaM, colorM, attrM, attrValRows, specM, specValRows, required };
}
type References = Awaited<ReturnType<typeof loadReferences>>;

/** Every id of the product itself names a row that exists. */
function checkReferences(f: Fields, body: ProductBody, { brandM, unitM, chartM, catM, mediaM }: References) {
  if (body.brand_id && !brandM.has(body.brand_id)) f.add('brand_id', notFoundRef(labelOf('brand_id')));
  if (body.unit_id && !unitM.has(body.unit_id)) f.add('unit_id', notFoundRef(labelOf('unit_id')));
  if (body.size_chart_id && !chartM.has(body.size_chart_id)) f.add('size_chart_id', notFoundRef(labelOf('size_chart_id')));
  body.category_ids.forEach((c, i) => {
    if (!catM.has(c)) f.add(`category_ids.${i}`, notFoundRef(labelOf('category_id')));
  });
  (body.images ?? []).forEach((im, i) => {
    if (!mediaM.has(im.media_id)) f.add(`images.${i}.media_id`, notFoundRef(labelOf('media_id')));
  });
}

/** The specification rows to store: each once, a value of its kind, the categories' required ones present. */
function planSpecifications(f: Fields, body: ProductBody, { specM, specValRows, required }: References) {
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
  return specRows;
}

/** The variants to store: the body's (each of this product, its colour, images and attributes known, no two alike), or the hidden default one. */
function planVariants(f: Fields, body: ProductBody, { colorM, mediaM, attrM, attrValRows }: References, beforeVariants: VariantRow[]): PlannedVariant[] {
  const beforeById = new Map(beforeVariants.map((v) => [v.id, v]));
  const planned: PlannedVariant[] = [];
  const combos = new Map<string, number>();
  if (body.variants?.length) {
    body.variants.forEach((v, i) => {
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
  return planned;
}

const pathOf = (pv: PlannedVariant, field: string) => (pv.index === null ? field : `variants.${pv.index}.${field}`);

/** SKU / barcode: unique in the form and against other products' variants. */
async function checkCodes(tx: Tx, f: Fields, planned: PlannedVariant[], id: number | null) {
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
}

/** Slug: given → must be free; empty → generated from the title. */
async function resolveSlug(tx: Tx, f: Fields, body: ProductBody, id: number | null): Promise<string> {
  const slug = body.slug ?? null;
  if (!slug) return uniqueSlug(tx, products, products.slug, slugify(body.title) || 'product', id);
  const [taken] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.slug, slug), id !== null ? ne(products.id, id) : undefined))
    .limit(1);
  if (taken) f.add('slug', productMessage('duplicate_slug'));
  return slug;
}

/** The status to store; `available` needs stock. */
async function checkStatus(tx: Tx, f: Fields, body: ProductBody, before: ProductRow | null, planned: PlannedVariant[]): Promise<string> {
  const current = await stockOf(tx, planned.filter((p) => p.id !== null).map((p) => p.id!));
  const targetTotal = planned.reduce((n, p) => n + (p.input.stock ?? (p.id !== null ? current.get(p.id) ?? 0 : 0)), 0);
  const status = body.status ?? before?.status ?? 'draft';
  if (status === 'available' && targetTotal === 0) f.add('status', productMessage('available_without_stock'));
  return status;
}

/** Inserts or updates the product row; a new one is approved when its creator may approve. Returns its id. */
async function writeProduct(tx: Tx, actor: Actor, perms: Set<string>, id: number | null, body: ProductBody, before: ProductRow | null, slug: string, status: string): Promise<number> {
  const price = body.variants?.length ? body.price ?? body.variants[0]!.price : body.price!;
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
  if (id !== null) {
    await tx.update(products).set({ ...values, updatedAt: sql`now()` }).where(eq(products.id, id));
    return id;
  }
  const approve = perms.has('approve_product');
  const [row] = await tx
    .insert(products)
    .values({ ...values, creatorId: actor.adminId, approvedAt: approve ? new Date() : null, approvedBy: approve ? actor.adminId : null })
    .returning({ id: products.id });
  return row!.id;
}

/** Replaces the product's categories, images (one main) and specifications. */
async function writeProductParts(tx: Tx, productId: number, body: ProductBody, specRows: ReturnType<typeof planSpecifications>) {
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
}

interface StockTarget {
  variantId: number;
  target: number | undefined;
  isNew: boolean;
}

/** Variants: removes the dropped ones, updates the kept ones, inserts the new ones (with a barcode and a stock row). Returns each one's stock target. */
async function writeVariants(tx: Tx, productId: number, body: ProductBody, planned: PlannedVariant[], beforeVariants: VariantRow[]): Promise<StockTarget[]> {
  const beforeById = new Map(beforeVariants.map((v) => [v.id, v]));
  const keep = new Set(planned.map((p) => p.id).filter((x): x is number => x !== null));
  const removed = beforeVariants.filter((v) => !keep.has(v.id));
  if (removed.length) {
    await removeVariants(tx, removed.map((v) => v.id));
  }
  // SKUs may move between kept variants in one save (A↔B): clear them first so the unique index sees the final state.
  if (keep.size) await tx.update(variants).set({ sku: null }).where(inArray(variants.id, [...keep]));
  const stockPlan: StockTarget[] = [];
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
  return stockPlan;
}

/** Stock: targets become movements through the stock service (locks the rows); `available` still needs stock after them. */
async function applyStockTargets(tx: Tx, actor: Actor, productId: number, stockPlan: StockTarget[], newProduct: boolean, status: string) {
  await recomputeStockTotal(tx, productId);
  const balances = await stockOf(tx, stockPlan.map((s) => s.variantId));
  for (const s of stockPlan.sort((a, b) => a.variantId - b.variantId)) {
    if (s.target === undefined) continue;
    const change = s.target - (balances.get(s.variantId) ?? 0);
    if (change === 0) continue;
    const type = s.isNew || newProduct ? 'initial' : 'product_edit';
    await changeStock(tx, actor, { variantId: s.variantId, change, type, reason: productMessage(type === 'initial' ? 'initial_reason' : 'edit_reason') }, { autoStatus: false });
  }
  const total = await recomputeStockTotal(tx, productId);
  if (status === 'available' && total === 0) throw validation({ status: productMessage('available_without_stock') });
}

/** The storefront's read columns: they follow the variants, categories and sales (triggers), never an edit of their own, so the audit leaves them out. */
export const PRODUCT_READ_COLUMNS = ['category_ids', 'color_ids', 'attribute_value_ids', 'sold_recent'] as const;

/** The audit row of a save: the product's changed columns, its variants' codes and prices, its gifts. */
async function auditSave(tx: Tx, actor: Actor, id: number | null, productId: number, before: ProductRow | null, beforeVariants: VariantRow[], giftChange: Awaited<ReturnType<typeof replaceProductGifts>> | null) {
  const [after] = await tx.select().from(products).where(eq(products.id, productId));
  const changes = diff(before, after!);
  for (const derived of PRODUCT_READ_COLUMNS) delete changes[derived];
  const variantSummary = (vs: { id: number; sku: string | null; barcode: string; price: number }[]) => vs.map((v) => `${v.id}:${v.sku ?? ''}:${v.barcode}:${v.price}`).join(',');
  const afterVariants = await tx.select().from(variants).where(and(eq(variants.productId, productId), isNull(variants.archivedAt))).orderBy(asc(variants.id));
  if (variantSummary(beforeVariants) !== variantSummary(afterVariants)) changes.variants = [variantSummary(beforeVariants), variantSummary(afterVariants)];
  if (giftChange) changes.gift_ids = giftChange;
  await audit(tx, actor, { entity: 'product', entityId: productId, action: id === null ? 'create' : 'update', changes });
}

/** Unique-index violations (a concurrent duplicate) → 409 on the field. */
export function productUniqueError(e: unknown): unknown {
  if (!isUniqueViolation(e)) return e;
  const c = (e as any).constraint ?? (e as any).cause?.constraint;
  const taken = (fields: Record<string, string>) => new AppError(409, 'duplicate', faMessage('conflict'), fields);
  if (c === 'variants_sku_uq') return taken({ sku: productMessage('duplicate_sku') });
  if (c === 'variants_barcode_uq') return taken({ barcode: productMessage('duplicate_barcode') });
  if (c === 'products_slug_uq') return taken({ slug: productMessage('duplicate_slug') });
  return conflict('conflict');
}
