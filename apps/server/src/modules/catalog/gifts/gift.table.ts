import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, pk, ref, tstz, updatedAt } from '../../../db/columns';
import { media } from '../../system/uploads/media.table';
import { products, variants } from '../products/product.table';

/** Gifts given with products or variants while active (status and starts_at ≤ now ≤ ends_at). */
export const gifts = pgTable('gifts', {
  id: pk(),
  name: varchar('name', { length: 191 }).notNull(),
  imageId: ref('image_id').references(() => media.id, { onDelete: 'set null' }),
  startsAt: tstz('starts_at'),
  endsAt: tstz('ends_at'),
  status: boolean('status').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('gifts_name_uq').on(sql`fa_norm(${t.name})`)]);

export const giftProducts = pgTable('gift_products', {
  giftId: ref('gift_id').notNull().references(() => gifts.id, { onDelete: 'restrict' }),
  productId: ref('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.giftId, t.productId] }), index('gift_products_product_idx').on(t.productId)]);

export const giftVariants = pgTable('gift_variants', {
  giftId: ref('gift_id').notNull().references(() => gifts.id, { onDelete: 'restrict' }),
  variantId: ref('variant_id').notNull().references(() => variants.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.giftId, t.variantId] }), index('gift_variants_variant_idx').on(t.variantId)]);
