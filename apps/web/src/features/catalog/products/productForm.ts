/**
 * The product form's model, free of React: the form's values, a product → those values, those values →
 * the API body (docs/api-catalog.md), and the fields derived from the values.
 */
import type { ImageRef } from '../../../components/inputs/ImageUpload';
import type { DiscountType, Product, ProductOptions, ProductStatus, SpecificationOption } from './product.api';
import { combinationKey, type VariantRow } from './variants';

export interface ProductValues {
  title: string;
  slug?: string;
  short_description?: string | null;
  description?: string | null;
  status: ProductStatus;
  published_at: string | null;
  brand_id: number | null;
  unit_id: number | null;
  size_chart_id: number | null;
  category_ids: number[];
  tags: string[];
  price: number | null;
  purchase_price: number | null;
  discount_type: DiscountType | null;
  discount: number | null;
  discount_until: string | null;
  weight: number | null;
  low_stock_threshold: number | null;
  max_per_order: number | null;
  meta_title?: string | null;
  meta_description?: string | null;
  images: ImageRef[];
  image_alts: Record<string, string | undefined>;
  specs: Record<string, string | number | number[] | null | undefined>;
  sku?: string | null;
  barcode?: string | null;
  stock?: number | null;
  variants: VariantRow[];
  pick_colors: number[];
  pick_attrs: Record<string, (number | string)[]>;
  gift_ids?: number[];
}

/** A new product's values. */
export const PRODUCT_FORM_EMPTY: Partial<ProductValues> = {
  status: 'draft',
  published_at: null,
  brand_id: null,
  unit_id: null,
  size_chart_id: null,
  category_ids: [],
  tags: [],
  price: null,
  purchase_price: null,
  discount_type: null,
  discount: null,
  discount_until: null,
  weight: null,
  low_stock_threshold: 0,
  max_per_order: null,
  images: [],
  image_alts: {},
  specs: {},
  sku: '',
  barcode: '',
  stock: 0,
  variants: [],
  pick_colors: [],
  pick_attrs: {},
  gift_ids: [],
};

/** A product as the API gives it → the form's values (main image first, specs and picked colours / attribute values). */
export function productToForm(r: Product): Partial<ProductValues> {
  const images = [...r.images].sort((a, b) => Number(b.is_main) - Number(a.is_main) || a.position - b.position);
  const specs: ProductValues['specs'] = {};
  for (const s of r.specifications) specs[`s${s.specification_id}`] = s.value ?? (s.value_ids && s.value_ids.length === 1 ? s.value_ids[0] : s.value_ids);
  const pickColors = [...new Set(r.variants.map((v) => v.color_id).filter((c): c is number => c !== null))];
  const pickAttrs: ProductValues['pick_attrs'] = {};
  for (const v of r.variants)
    for (const a of v.attributes) {
      const list = (pickAttrs[`a${a.attribute_id}`] ??= []);
      const val = a.attribute_value_id ?? a.value;
      if (!list.includes(val)) list.push(val);
    }
  return {
    title: r.title,
    slug: r.slug,
    short_description: r.short_description ?? '',
    description: r.description ?? '',
    status: r.status,
    published_at: r.published_at,
    brand_id: r.brand_id,
    unit_id: r.unit_id,
    size_chart_id: r.size_chart_id,
    category_ids: r.category_ids,
    tags: r.tags,
    price: r.price,
    purchase_price: r.purchase_price,
    discount_type: r.discount_type,
    discount: r.discount,
    discount_until: r.discount_until,
    weight: r.weight,
    low_stock_threshold: r.low_stock_threshold,
    max_per_order: r.max_per_order,
    meta_title: r.meta_title ?? '',
    meta_description: r.meta_description ?? '',
    images: images.map((i) => ({ id: i.media_id, url: i.url })),
    image_alts: Object.fromEntries(images.map((i) => [`m${i.media_id}`, i.alt ?? ''])),
    specs,
    sku: r.sku ?? '',
    barcode: r.barcode ?? '',
    stock: r.stock ?? 0,
    variants: r.variants.map((v) => ({
      key: combinationKey(v.color_id, v.attributes),
      id: v.id,
      color_id: v.color_id,
      attributes: v.attributes.map((a) => ({ attribute_id: a.attribute_id, attribute_value_id: a.attribute_value_id, value: a.value })),
      price: v.price,
      purchase_price: v.purchase_price,
      discount_type: v.discount_type,
      discount: v.discount,
      discount_until: v.discount_until,
      sku: v.sku ?? '',
      barcode: v.barcode ?? '',
      stock: v.stock,
      max_per_order: v.max_per_order,
      images: v.images.map((i) => ({ id: i.media_id, url: i.url })),
    })),
    pick_colors: pickColors,
    pick_attrs: pickAttrs,
    gift_ids: r.gift_ids ?? [],
  };
}

const blank = (s: string | null | undefined) => (s && s.trim() ? s.trim() : null);

/**
 * Form values → the body of docs/api-catalog.md. `fieldMap` is filled with the server paths that
 * differ from the form's (`specifications.0.value` → `specs.s5`, `variants.1.image_ids.0` → …).
 * `gift_ids` is sent only while the gifts feature is on (`opts.gifts`).
 */
export function productToBody(v: ProductValues, options: ProductOptions | undefined, fieldMap: Record<string, string>, opts: { gifts?: boolean } = {}) {
  for (const k of Object.keys(fieldMap)) delete fieldMap[k];
  const noDiscount = !v.discount_type;
  const specs = specsForCategories(options, v.category_ids);
  const specifications: { specification_id: number; value?: string; value_ids?: number[] }[] = [];
  for (const s of specs) {
    const val = v.specs?.[`s${s.id}`];
    if (val === undefined || val === null || val === '' || (Array.isArray(val) && val.length === 0)) continue;
    const i = specifications.length;
    fieldMap[`specifications.${i}.value`] = `specs.s${s.id}`;
    fieldMap[`specifications.${i}.value_ids`] = `specs.s${s.id}`;
    fieldMap[`specifications.${i}`] = `specs.s${s.id}`;
    if (s.type === 'text') specifications.push({ specification_id: s.id, value: String(val) });
    else specifications.push({ specification_id: s.id, value_ids: Array.isArray(val) ? val : [Number(val)] });
  }
  v.category_ids.forEach((_, i) => (fieldMap[`category_ids.${i}`] = 'category_ids'));
  const giftIds = opts.gifts ? (v.gift_ids ?? []) : null;
  giftIds?.forEach((_, i) => (fieldMap[`gift_ids.${i}`] = 'gift_ids'));
  (v.images ?? []).forEach((_, i) => {
    fieldMap[`images.${i}.media_id`] = 'images';
    fieldMap[`images.${i}`] = 'images';
  });
  const variants = (v.variants ?? []).map((r, i) => {
    (r.images ?? []).forEach((_, j) => (fieldMap[`variants.${i}.image_ids.${j}`] = `variants.${i}.price`));
    fieldMap[`variants.${i}.discount_until`] = `variants.${i}.discount`;
    fieldMap[`variants.${i}.discount_type`] = `variants.${i}.discount`;
    return {
      ...(r.id ? { id: r.id } : {}),
      color_id: r.color_id,
      attributes: r.attributes.map((a) => (a.attribute_value_id ? { attribute_id: a.attribute_id, attribute_value_id: a.attribute_value_id } : { attribute_id: a.attribute_id, value: a.value })),
      sku: blank(r.sku),
      barcode: blank(r.barcode),
      price: r.price,
      purchase_price: r.purchase_price ?? null,
      discount_type: r.discount_type ?? null,
      discount: r.discount_type ? r.discount : null,
      discount_until: r.discount_type ? r.discount_until : null,
      stock: r.stock ?? 0,
      max_per_order: r.max_per_order ?? null,
      image_ids: (r.images ?? []).map((im) => im.id),
    };
  });
  return {
    title: v.title,
    ...(blank(v.slug) ? { slug: blank(v.slug) } : {}),
    short_description: blank(v.short_description),
    description: v.description ?? '',
    status: v.status,
    published_at: v.published_at ?? null,
    brand_id: v.brand_id ?? null,
    unit_id: v.unit_id ?? null,
    size_chart_id: v.size_chart_id ?? null,
    category_ids: v.category_ids ?? [],
    tags: v.tags ?? [],
    images: (v.images ?? []).map((im, i) => ({ media_id: im.id, alt: blank(v.image_alts?.[`m${im.id}`]), is_main: i === 0 })),
    // An empty price is left out (the API takes a number or nothing): with variants it follows the first one.
    ...(v.price !== null && v.price !== undefined ? { price: v.price } : {}),
    purchase_price: v.purchase_price ?? null,
    discount_type: v.discount_type ?? null,
    discount: noDiscount ? null : v.discount,
    discount_until: noDiscount ? null : v.discount_until,
    weight: v.weight ?? null,
    low_stock_threshold: v.low_stock_threshold ?? 0,
    max_per_order: v.max_per_order ?? null,
    meta_title: blank(v.meta_title),
    meta_description: blank(v.meta_description),
    specifications,
    ...(giftIds ? { gift_ids: giftIds } : {}),
    ...(variants.length ? { variants } : { variants: [], sku: blank(v.sku), barcode: blank(v.barcode), stock: v.stock ?? 0 }),
  };
}

/** The specifications that apply to the chosen categories (options.category_specifications). */
export function specsForCategories(options: ProductOptions | undefined, categoryIds: number[] | undefined): SpecificationOption[] {
  if (!options || !categoryIds?.length) return [];
  const chosen = new Set(categoryIds);
  const ids = new Set(options.category_specifications.filter((cs) => chosen.has(cs.category_id)).map((cs) => cs.specification_id));
  return options.specifications.filter((s) => ids.has(s.id));
}

/** With variants the product's price is optional (the first variant's sets it); without, it is required. */
export const priceRule = (variants: readonly VariantRow[] | undefined): string => ((variants?.length ?? 0) > 0 ? 'min_value:1' : 'required|min_value:1');

/** Whether the product's own SKU / barcode / stock apply (a product without variants keeps them on its hidden default variant). */
export const usesDefaultVariant = (variants: readonly VariantRow[] | undefined): boolean => !variants?.length;

/** The gifts to choose from: the options' gifts, then the ones attached to the product that are no longer listed there. */
export function giftChoices(options: ProductOptions | undefined, record: Pick<Product, 'gifts'> | undefined): { value: number; label: string }[] {
  const list = [...(options?.gifts ?? [])];
  for (const g of record?.gifts ?? []) if (!list.some((x) => x.id === g.id)) list.push(g);
  return list.map((g) => ({ value: g.id, label: g.name }));
}
