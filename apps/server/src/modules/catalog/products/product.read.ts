/** A product as the API shows it (detail and form), and the stored product as a form body. */
import { effectivePrice } from '@pishkhan/common/pricing';
import { productStatusLabels } from '@pishkhan/common/i18n/fa/product-labels';
import type { DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { productDetailReads } from './product-detail-reads';
import { productPricing, variantPricing } from './product.derived';

const mediaUrl = (p: string) => `/uploads/${p}`;

export async function productDetails(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  const { rows, cats, images, specs, vars, brandRows, unitRows, attrs, vImages, stock, colorRows, giftMap } = await productDetailReads(db, ids);
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
