import { index, pgTable, smallint, text, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, pk, ref, updatedAt } from '../../../db/columns';
import { admins } from '../../people/admins/admin.table';
import { products } from '../products/product.table';

/** Customer comments on products: pending → approved | rejected; the shop may reply. */
export const productComments = pgTable('product_comments', {
  id: pk(),
  productId: ref('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  /** The customer (customers arrive with the people issue). */
  customerId: ref('customer_id'),
  authorName: varchar('author_name', { length: 100 }),
  title: varchar('title', { length: 195 }),
  body: text('body').notNull(),
  rating: smallint('rating'),
  status: varchar('status', { length: 16 }).notNull().default('pending'),
  parentId: ref('parent_id').references((): AnyPgColumn => productComments.id, { onDelete: 'cascade' }),
  adminId: ref('admin_id').references(() => admins.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('product_comments_status_idx').on(t.status, t.createdAt), index('product_comments_product_idx').on(t.productId, t.createdAt)]);
