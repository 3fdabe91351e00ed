import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { createdAt, pk, ref, tstz, updatedAt } from '../../../db/columns';
import { variants } from '../../catalog/products/product.table';
import { customers } from '../../people/customers/customer.table';

/**
 * Shopping carts of the storefront: one per customer (`customer_id`), or a guest's, known only by
 * the SHA-256 of its random token (`token_hash`). A guest cart untouched for `GUEST_CART_DAYS` is
 * deleted; at sign-in it is merged into the customer's and deleted.
 */
export const carts = pgTable(
  'carts',
  {
    id: pk(),
    customerId: ref('customer_id')
      .unique()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('carts_owner_ck', sql`(${t.customerId} is null) <> (${t.tokenHash} is null)`),
    index('carts_guest_updated_idx').on(t.updatedAt).where(sql`${t.customerId} is null`),
  ],
);

/** A cart's lines: one per variant, in the order they were first added. */
export const cartItems = pgTable(
  'cart_items',
  {
    cartId: ref('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    variantId: ref('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    addedAt: tstz('added_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.variantId] }), index('cart_items_variant_idx').on(t.variantId), check('cart_items_quantity_ck', sql`${t.quantity} > 0`)],
);
