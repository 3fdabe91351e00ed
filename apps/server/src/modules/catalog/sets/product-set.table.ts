import { boolean, integer, pgTable, primaryKey, text, varchar, index } from 'drizzle-orm/pg-core';
import { createdAt, pk, ref, searchKey, updatedAt } from '../../../db/columns';
import { products } from '../products/product.table';

/** A named group of products sold together ("complete the look"). */
export const productSets = pgTable('product_sets', {
  id: pk(),
  name: varchar('name', { length: 191 }).notNull(),
  description: text('description'),
  status: boolean('status').notNull().default(true),
  search: searchKey('search', 'name'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const productSetItems = pgTable('product_set_items', {
  setId: ref('set_id').notNull().references(() => productSets.id, { onDelete: 'cascade' }),
  productId: ref('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.setId, t.productId] }), index('product_set_items_product_idx').on(t.productId)]);
