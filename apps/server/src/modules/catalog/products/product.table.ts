import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, pk, ref, tstz, updatedAt } from '../../../db/columns';
import { admins } from '../../people/admins/admin.table';
import { media } from '../../system/uploads/media.table';
import { attributes, attributeValues } from '../attributes/attribute.table';
import { brands } from '../brands/brand.table';
import { categories } from '../categories/category.table';
import { colors } from '../colors/color.table';
import { sizeCharts } from '../size-charts/size-chart.table';
import { specifications } from '../specifications/specification.table';
import { units } from '../units/unit.table';

const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * Products. Status: draft, soon, available, out_of_stock, available_offline (in-store only).
 * A product referenced by orders is archived (`archived_at`), not deleted. `search` is fa_norm of
 * the title and every variant's SKU and barcode, kept by the product service; `min_price`,
 * `has_discount` and `stock_total` are kept in step by the product and stock services for fast lists.
 */
export const products = pgTable(
  'products',
  {
    id: pk(),
    title: varchar('title', { length: 191 }).notNull(),
    slug: varchar('slug', { length: 191 }).notNull(),
    shortDescription: varchar('short_description', { length: 500 }),
    description: text('description'),
    status: varchar('status', { length: 24 }).notNull().default('draft'),
    approvedAt: tstz('approved_at'),
    approvedBy: ref('approved_by').references(() => admins.id, { onDelete: 'set null' }),
    publishedAt: tstz('published_at'),
    brandId: ref('brand_id').references(() => brands.id, { onDelete: 'restrict' }),
    unitId: ref('unit_id').references(() => units.id, { onDelete: 'restrict' }),
    sizeChartId: ref('size_chart_id').references(() => sizeCharts.id, { onDelete: 'set null' }),
    price: money('price').notNull().default(0),
    purchasePrice: money('purchase_price'),
    /** 'percentage' | 'fixed' | null */
    discountType: varchar('discount_type', { length: 16 }),
    discount: money('discount'),
    discountUntil: tstz('discount_until'),
    weight: integer('weight'),
    lowStockThreshold: integer('low_stock_threshold').notNull().default(0),
    maxPerOrder: integer('max_per_order'),
    metaTitle: varchar('meta_title', { length: 191 }),
    metaDescription: varchar('meta_description', { length: 500 }),
    tags: text('tags').array().notNull().default([]),
    search: text('search').notNull().default(''),
    minPrice: money('min_price').notNull().default(0),
    hasDiscount: boolean('has_discount').notNull().default(false),
    stockTotal: integer('stock_total').notNull().default(0),
    /**
     * The storefront's filters and best-sellers order, kept by triggers in the writing transaction
     * (migration storefront_read_columns): the product's own categories, the colours and attribute
     * values of its live variants (switched on, not archived), and the units sold in the last 30
     * Tehran days less those returned (both channels, from product_sale_days).
     */
    categoryIds: bigint('category_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    colorIds: bigint('color_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    attributeValueIds: bigint('attribute_value_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    soldRecent: integer('sold_recent').notNull().default(0),
    /** When the earliest running discount ends: min_price and has_discount are refreshed then. */
    priceValidUntil: tstz('price_valid_until'),
    archivedAt: tstz('archived_at'),
    creatorId: ref('creator_id').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_slug_uq').on(t.slug),
    index('products_search_idx').using('gin', sql`${t.search} gin_trgm_ops`),
    // The list reads live (not archived) products in these orders; partial indexes match its filter.
    index('products_status_idx').on(t.status, t.createdAt, t.id).where(sql`${t.archivedAt} is null`),
    index('products_created_idx').on(t.createdAt, t.id).where(sql`${t.archivedAt} is null`),
    index('products_title_idx').on(sql`${t.title} collate "fa-IR-x-icu"`, sql`${t.id} desc`).where(sql`${t.archivedAt} is null`),
    index('products_brand_idx').on(t.brandId),
    index('products_price_valid_until_idx').on(t.priceValidUntil).where(sql`${t.priceValidUntil} is not null`),
    index('products_min_price_idx').on(t.minPrice, t.id).where(sql`${t.archivedAt} is null`),
    // The list's stock sort and the pickers' best-stocked-first ranking (variantsByName).
    index('products_stock_idx').on(t.stockTotal, t.id).where(sql`${t.archivedAt} is null`),
    // The storefront's list (newest first, by price) and its count over the products a shopper may
    // see (storefront/catalog visibleProduct); published_at is in the key so the count reads the index
    // only, and the price and recent sales so the whole shop's match set (storefront/catalog/list-index)
    // is read from it alone.
    index('products_store_newest_idx')
      .on(t.createdAt, t.id, t.publishedAt, t.minPrice, t.soldRecent)
      .where(sql`${t.archivedAt} is null and ${t.approvedAt} is not null and ${t.status} in ('available', 'out_of_stock', 'soon')`),
    index('products_store_price_idx')
      .on(t.minPrice, t.id, t.publishedAt)
      .where(sql`${t.archivedAt} is null and ${t.approvedAt} is not null and ${t.status} in ('available', 'out_of_stock', 'soon')`),
    index('products_store_best_idx')
      .on(t.soldRecent, t.id, t.publishedAt)
      .where(sql`${t.archivedAt} is null and ${t.approvedAt} is not null and ${t.status} in ('available', 'out_of_stock', 'soon')`),
    // The storefront's category, colour and attribute filters in one index scan (array overlap).
    index('products_store_facets_idx')
      .using('gin', t.categoryIds, t.colorIds, t.attributeValueIds)
      .where(sql`${t.archivedAt} is null and ${t.approvedAt} is not null and ${t.status} in ('available', 'out_of_stock', 'soon')`),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: ref('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    categoryId: ref('category_id').notNull().references(() => categories.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] }), index('product_categories_cat_idx').on(t.categoryId, t.productId)],
);

export const productImages = pgTable(
  'product_images',
  {
    id: pk(),
    productId: ref('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    mediaId: ref('media_id').notNull().references(() => media.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
    alt: varchar('alt', { length: 191 }),
    isMain: boolean('is_main').notNull().default(false),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

/** Specification values: `value` for text, `value_ids` for select / multi-select. */
export const productSpecifications = pgTable(
  'product_specifications',
  {
    productId: ref('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    specificationId: ref('specification_id').notNull().references(() => specifications.id, { onDelete: 'restrict' }),
    value: text('value'),
    valueIds: bigint('value_ids', { mode: 'number' }).array(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.specificationId] }), index('product_specifications_spec_idx').on(t.specificationId)],
);

/**
 * Variants: what stock and orders refer to. A product without variants keeps one hidden default
 * variant (`is_default`). Barcodes are generated (EAN-13, prefix 20) when left empty.
 */
export const variants = pgTable(
  'variants',
  {
    id: pk(),
    productId: ref('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    isDefault: boolean('is_default').notNull().default(false),
    colorId: ref('color_id').references(() => colors.id, { onDelete: 'restrict' }),
    title: varchar('title', { length: 255 }).notNull().default(''),
    sku: varchar('sku', { length: 64 }),
    barcode: varchar('barcode', { length: 32 }).notNull(),
    price: money('price').notNull(),
    purchasePrice: money('purchase_price'),
    discountType: varchar('discount_type', { length: 16 }),
    discount: money('discount'),
    discountUntil: tstz('discount_until'),
    maxPerOrder: integer('max_per_order'),
    weight: integer('weight'),
    position: integer('position').notNull().default(0),
    status: boolean('status').notNull().default(true),
    archivedAt: tstz('archived_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // An archived variant (kept for the orders that name it) frees its SKU and barcode.
    uniqueIndex('variants_sku_uq').on(sql`lower(${t.sku})`).where(sql`${t.sku} is not null and ${t.archivedAt} is null`),
    uniqueIndex('variants_barcode_uq').on(t.barcode).where(sql`${t.archivedAt} is null`),
    // Live and archived variants alike, for the stock log's code search (an archived variant's history stays findable).
    index('variants_sku_lookup_idx').on(sql`lower(${t.sku})`).where(sql`${t.sku} is not null`),
    index('variants_barcode_lookup_idx').on(t.barcode).where(sql`${t.barcode} is not null`),
    index('variants_product_idx').on(t.productId, t.position),
    index('variants_color_idx').on(t.colorId),
    // The storefront's colour filter: the products having a live variant of a colour.
    index('variants_live_color_idx').on(t.colorId, t.productId).where(sql`${t.status} and ${t.archivedAt} is null`),
    check('variants_price_positive', sql`${t.price} > 0`),
  ],
);

export const variantAttributeValues = pgTable(
  'variant_attribute_values',
  {
    variantId: ref('variant_id').notNull().references(() => variants.id, { onDelete: 'cascade' }),
    attributeId: ref('attribute_id').notNull().references(() => attributes.id, { onDelete: 'restrict' }),
    attributeValueId: ref('attribute_value_id').references(() => attributeValues.id, { onDelete: 'restrict' }),
    /** Free text for `text` attributes; a copy of the value for `select`. */
    value: varchar('value', { length: 191 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.attributeId] }), index('variant_attribute_values_value_idx').on(t.attributeValueId)],
);

export const variantImages = pgTable(
  'variant_images',
  {
    id: pk(),
    variantId: ref('variant_id').notNull().references(() => variants.id, { onDelete: 'cascade' }),
    mediaId: ref('media_id').notNull().references(() => media.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('variant_images_variant_idx').on(t.variantId, t.position)],
);

/**
 * What a sale line (an order's or an in-store receipt's) keeps of the variant it sold: the ids,
 * the sales campaign whose price it took (whose sales count includes the line), and a snapshot of
 * the names and codes at the time, so later edits of the product do not rewrite sales.
 */
export const soldLine = () => ({
  productId: ref('product_id').notNull().references(() => products.id, { onDelete: 'restrict' }),
  variantId: ref('variant_id').notNull().references(() => variants.id, { onDelete: 'restrict' }),
  flashId: ref('flash_id'),
  title: varchar('title', { length: 191 }).notNull(),
  variantTitle: varchar('variant_title', { length: 255 }).notNull().default(''),
  sku: varchar('sku', { length: 64 }),
  barcode: varchar('barcode', { length: 32 }),
  quantity: integer('quantity').notNull(),
});

export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof variants.$inferSelect;
