import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { ref, updatedAt } from '../../../db/columns';
import { products, variants } from '../../catalog/products/product.table';
import { customerRoles } from '../../people/customer-roles/customer-role.table';

/**
 * A variant's fixed price for the customers of a role (feature customer_roles): what a member pays
 * for one unit unless a lower price applies (docs/pricing.md). `product_id` is the variant's, kept
 * for the product form's one read and replace.
 */
export const variantRolePrices = pgTable(
  'variant_role_prices',
  {
    variantId: ref('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    roleId: ref('role_id')
      .notNull()
      .references(() => customerRoles.id, { onDelete: 'cascade' }),
    productId: ref('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    price: bigint('price', { mode: 'number' }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.roleId] }),
    index('variant_role_prices_role_idx').on(t.roleId),
    index('variant_role_prices_product_idx').on(t.productId),
    check('variant_role_prices_price_range', sql`${t.price} >= 0`),
  ],
);
