import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, pk, ref, searchKey, tstz, updatedAt } from '../../../db/columns';
import { products } from '../../catalog/products/product.table';
import { media } from '../../system/uploads/media.table';

/**
 * Sales campaigns (domain reference §3.18). A campaign discounts its products while it is on and
 * `starts_at ≤ now ≤ ends_at`; a product is in at most one switched-on campaign whose window
 * overlaps (checked by the service under row locks on the products). Title unique by fa_norm.
 */
export const flashes = pgTable(
  'flashes',
  {
    id: pk(),
    title: varchar('title', { length: 191 }).notNull(),
    startsAt: tstz('starts_at').notNull(),
    endsAt: tstz('ends_at').notNull(),
    status: boolean('status').notNull().default(true),
    /** Show a countdown on the shop. */
    timer: boolean('timer').notNull().default(false),
    /** "#rrggbb" (or with alpha), optional. */
    color: varchar('color', { length: 9 }),
    imageId: ref('image_id').references(() => media.id, { onDelete: 'set null' }),
    mobileImageId: ref('mobile_image_id').references(() => media.id, { onDelete: 'set null' }),
    /** The default discount of the campaign's products: `percentage` | `fixed`. */
    discountType: varchar('discount_type', { length: 16 }).notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull(),
    position: integer('position').notNull().default(0),
    search: searchKey('search', 'title'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('flashes_title_uq').on(sql`fa_norm(${t.title})`),
    index('flashes_position_idx').on(t.position),
    index('flashes_dates_idx').on(t.startsAt, t.endsAt),
    index('flashes_search_idx').using('gin', sql`${t.search} gin_trgm_ops`),
    check('flashes_discount_type_ck', sql`${t.discountType} in ('percentage', 'fixed')`),
    check('flashes_discount_ck', sql`${t.discount} > 0 and (${t.discountType} <> 'percentage' or ${t.discount} <= 100)`),
    check('flashes_dates_ck', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * A product in a campaign: its own discount (both null = the campaign's default), its sales cap
 * (null = unlimited) and the units sold in the campaign, kept by the orders module through
 * `recordCampaignSales`.
 */
export const flashProducts = pgTable(
  'flash_products',
  {
    flashId: ref('flash_id')
      .notNull()
      .references(() => flashes.id, { onDelete: 'cascade' }),
    // A product with sales is archived, not deleted; an unsold one leaves its campaigns with it.
    productId: ref('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    discountType: varchar('discount_type', { length: 16 }),
    discount: bigint('discount', { mode: 'number' }),
    salableMax: integer('salable_max'),
    salesCount: integer('sales_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.flashId, t.productId] }),
    index('flash_products_product_idx').on(t.productId),
    check('flash_products_discount_type_ck', sql`${t.discountType} is null or ${t.discountType} in ('percentage', 'fixed')`),
    check('flash_products_discount_pair_ck', sql`(${t.discountType} is null) = (${t.discount} is null)`),
    check('flash_products_discount_ck', sql`${t.discount} is null or (${t.discount} > 0 and (${t.discountType} <> 'percentage' or ${t.discount} <= 100))`),
    check('flash_products_salable_max_ck', sql`${t.salableMax} is null or ${t.salableMax} > 0`),
    check('flash_products_sales_count_ck', sql`${t.salesCount} >= 0`),
  ],
);
