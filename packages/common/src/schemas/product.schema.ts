import { z } from 'zod';
import { productLabels as L } from '../i18n/fa/product-labels';
import { productMessage } from '../i18n/fa/product-messages';
import { bool, id, int, optionalText, storedString, text } from './fields';

/** Contracts of products (with variants) and warehouse stock, shared by the server and the forms. */

export const PRODUCT_STATUSES = ['draft', 'soon', 'available', 'out_of_stock', 'available_offline'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const DISCOUNT_TYPES = ['percentage', 'fixed'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
export const STOCK_MOVEMENT_TYPES = ['initial', 'adjustment', 'product_edit', 'order', 'order_cancel', 'order_return', 'shop_sale', 'shop_return', 'shop_void'] as const;
export type StockMovementType = (typeof STOCK_MOVEMENT_TYPES)[number];
export const PRODUCT_STOCK_STATES = ['in_stock', 'low', 'out'] as const;
export const STORE_STATES = ['in', 'low', 'out'] as const;
export const PRODUCT_SORTS = ['created_at', 'title', 'min_price', 'stock_total', 'id'] as const;
export const BULK_ACTIONS = ['status', 'approve', 'disapprove', 'delete'] as const;

const emptyToNull = (v: unknown) => (v === '' ? null : v);
const nullableId = (label: string) => z.preprocess(emptyToNull, id(label).nullable()).optional();
const nullableInt = (label: string, o: { min?: number; max?: number } = {}) => z.preprocess(emptyToNull, int(label, o).nullable()).optional();
const positivePrice = (label: string) => int(label, { min: 1 });
const dateTime = (label: string) => z.preprocess(emptyToNull, z.iso.datetime({ offset: true }).meta({ title: label }).nullable()).optional();
const discountType = z.preprocess(emptyToNull, z.enum(DISCOUNT_TYPES).meta({ title: L.discount_type }).nullable()).optional();
/** SKU: Latin letters, digits, dot, dash, underscore, slash (Persian digits converted). */
const sku = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim().replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0)).replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))) : v),
  z.string().min(2).max(64).regex(/^[A-Za-z0-9._\-/]+$/).meta({ title: L.sku }).nullable(),
).optional();
const barcode = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim().replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0)).replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))) : v),
  z.string().min(4).max(32).regex(/^[A-Za-z0-9\-]+$/).meta({ title: L.barcode }).nullable(),
).optional();

export const productImageInput = z.strictObject({
  media_id: id(L.media_id),
  alt: optionalText(L.alt, { max: 191 }),
  is_main: bool(L.is_main).optional(),
});

export const productSpecificationInput = z.strictObject({
  specification_id: id(L.specification_id),
  value: optionalText(L.spec_value, { max: 1000 }),
  value_ids: z.array(id(L.spec_value_ids)).max(100).meta({ title: L.spec_value_ids }).nullable().optional(),
});

export const variantAttributeInput = z.strictObject({
  attribute_id: id(L.attribute_id),
  attribute_value_id: nullableId(L.attribute_value_id),
  value: optionalText(L.attribute_value, { max: 191 }),
});

export const variantInput = z.strictObject({
  id: id(L.variant).optional(),
  color_id: nullableId(L.color_id),
  attributes: z.array(variantAttributeInput).max(20).meta({ title: L.attributes }).optional(),
  sku,
  barcode,
  price: positivePrice(L.price),
  purchase_price: nullableInt(L.purchase_price),
  discount_type: discountType,
  discount: nullableInt(L.discount),
  discount_until: dateTime(L.discount_until),
  stock: int(L.stock, { min: 0, max: 10_000_000 }).optional(),
  max_per_order: nullableInt(L.max_per_order, { min: 1, max: 100_000 }),
  weight: nullableInt(L.weight, { max: 10_000_000 }),
  image_ids: z.array(id(L.image_ids)).max(30).meta({ title: L.image_ids }).optional(),
  status: bool(L.variant_status).optional(),
});
export type VariantInput = z.infer<typeof variantInput>;

/** Product body fields (no cross-field rules): PATCH accepts any subset. */
export const productFields = z.strictObject({
  title: text(L.title, { max: 191 }),
  slug: z.preprocess(
    emptyToNull,
    z.string().trim().max(191).regex(/^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u).meta({ title: L.slug }).nullable(),
  ).optional(),
  short_description: optionalText(L.short_description, { max: 500 }),
  description: z.preprocess(emptyToNull, z.string().max(40_000).meta({ title: L.description }).nullable()).optional(),
  status: z.enum(PRODUCT_STATUSES).meta({ title: L.status }).optional(),
  published_at: dateTime(L.published_at),
  brand_id: nullableId(L.brand_id),
  unit_id: nullableId(L.unit_id),
  size_chart_id: nullableId(L.size_chart_id),
  category_ids: z.array(id(L.category_id)).min(1).max(50).meta({ title: L.category_ids }),
  tags: z.array(storedString().min(1).max(50).meta({ title: L.tag })).max(30).meta({ title: L.tags }).optional(),
  images: z.array(productImageInput).max(30).meta({ title: L.images }).optional(),
  price: positivePrice(L.price).optional(),
  purchase_price: nullableInt(L.purchase_price),
  discount_type: discountType,
  discount: nullableInt(L.discount),
  discount_until: dateTime(L.discount_until),
  weight: nullableInt(L.weight, { max: 10_000_000 }),
  low_stock_threshold: int(L.low_stock_threshold, { min: 0, max: 1_000_000 }).optional(),
  max_per_order: nullableInt(L.max_per_order, { min: 1, max: 100_000 }),
  meta_title: optionalText(L.meta_title, { max: 191 }),
  meta_description: optionalText(L.meta_description, { max: 500 }),
  specifications: z.array(productSpecificationInput).max(200).meta({ title: L.specifications }).optional(),
  sku,
  barcode,
  stock: int(L.stock, { min: 0, max: 10_000_000 }).optional(),
  variants: z.array(variantInput).max(500).meta({ title: L.variants }).optional(),
  /** Gifts given with the product (feature `gifts`; ignored while it is off). Sent = the whole list. */
  gift_ids: z.array(id(L.gift_id)).max(100).meta({ title: L.gift_ids }).optional(),
});

type DiscountLike = { price?: number | null; discount_type?: DiscountType | null; discount?: number | null };

/** The discount rules of one price holder; issues go to `path`. */
export function discountIssues(d: DiscountLike): { field: 'discount' | 'discount_type'; message: string } | null {
  if (!d.discount_type) return d.discount ? { field: 'discount_type', message: productMessage('discount_type_required') } : null;
  if (d.discount == null || d.discount <= 0) return { field: 'discount', message: productMessage('discount_required') };
  if (d.discount_type === 'percentage' && d.discount > 100) return { field: 'discount', message: productMessage('discount_percent_max') };
  if (d.discount_type === 'fixed' && d.price != null && d.discount >= d.price)
    return { field: 'discount', message: productMessage('discount_fixed_lt_price', { price: String(d.price) }) };
  return null;
}

/** The full product body with its cross-field rules (discounts, main image, price without variants). */
export const productBody = productFields.superRefine((b, ctx) => {
  const hasVariants = !!b.variants?.length;
  if (!hasVariants && b.price == null) ctx.addIssue({ code: 'custom', path: ['price'], message: productMessage('price_required') });
  const own = discountIssues(b);
  if (own) ctx.addIssue({ code: 'custom', path: [own.field], message: own.message });
  // A fixed product discount applies to variants without their own: it must stay below their prices.
  if (!own && b.discount_type === 'fixed' && b.discount && hasVariants) {
    const lowest = Math.min(...b.variants!.filter((v) => !v.discount_type).map((v) => v.price));
    if (Number.isFinite(lowest) && b.discount >= lowest)
      ctx.addIssue({ code: 'custom', path: ['discount'], message: productMessage('discount_fixed_lt_price', { price: String(lowest) }) });
  }
  b.variants?.forEach((v, i) => {
    const vi = discountIssues(v);
    if (vi) ctx.addIssue({ code: 'custom', path: ['variants', i, vi.field], message: vi.message });
  });
  if ((b.images?.filter((im) => im.is_main).length ?? 0) > 1) ctx.addIssue({ code: 'custom', path: ['images'], message: productMessage('two_main_images') });
});
export type ProductBody = z.infer<typeof productBody>;
export const productPatch = productFields.partial();

export const productBulkBody = z.strictObject({
  ids: z.array(id(L.ids)).min(1).max(500).meta({ title: L.ids }),
  action: z.enum(BULK_ACTIONS).meta({ title: L.action }),
  status: z.enum(PRODUCT_STATUSES).meta({ title: L.status }).optional(),
});

export const stockAdjustBody = z.strictObject({
  variant_id: id(L.variant_id),
  change: z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      const s = v.trim().replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0)).replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[,\u060C\u066C\s]/g, '').replace(/^[\u2212\u2013]/, '-');
      return /^[-+]?\d+$/.test(s) ? Number(s) : v;
    },
    z.number().int().min(-10_000_000).max(10_000_000).refine((n) => n !== 0, { message: productMessage('change_non_zero') }).meta({ title: L.change }),
  ),
  reason: text(L.reason, { max: 1000 }),
});
