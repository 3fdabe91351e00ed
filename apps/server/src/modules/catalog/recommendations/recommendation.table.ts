import { boolean, integer, pgTable, primaryKey, uniqueIndex, varchar, index } from 'drizzle-orm/pg-core';
import { createdAt, pk, ref, updatedAt } from '../../../db/columns';
import { products } from '../products/product.table';

/**
 * Recommendation groups: built-in (newest, most_viewed, cheapest, most_expensive, best_selling,
 * most_discounted — computed) and custom ones whose products are curated and ordered by hand.
 */
export const recommendationGroups = pgTable('recommendation_groups', {
  id: pk(),
  key: varchar('key', { length: 64 }).notNull(),
  label: varchar('label', { length: 100 }).notNull(),
  builtin: boolean('builtin').notNull().default(false),
  showInHome: boolean('show_in_home').notNull().default(false),
  showInFilter: boolean('show_in_filter').notNull().default(false),
  status: boolean('status').notNull().default(true),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('recommendation_groups_key_uq').on(t.key)]);

export const recommendationItems = pgTable('recommendation_items', {
  groupId: ref('group_id').notNull().references(() => recommendationGroups.id, { onDelete: 'cascade' }),
  productId: ref('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.groupId, t.productId] }), index('recommendation_items_product_idx').on(t.productId)]);
