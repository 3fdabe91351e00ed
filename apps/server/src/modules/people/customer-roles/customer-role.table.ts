import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, pk, updatedAt } from '../../../db/columns';

/**
 * Customer roles (feature customer_roles): groups with their own shipping prices, early access and
 * prices (a percentage off every price, and fixed prices per variant in `variant_role_prices`).
 */
export const customerRoles = pgTable(
  'customer_roles',
  {
    id: pk(),
    name: varchar('name', { length: 100 }).notNull(),
    description: varchar('description', { length: 1000 }),
    /** Members may see products whose published_at is still in the future. */
    seeUnpublished: boolean('see_unpublished').notNull().default(false),
    /** Percent taken off every variant's own price for members (0 = none); see docs/pricing.md. */
    discountPercent: integer('discount_percent').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customer_roles_name_uq').on(sql`fa_norm(${t.name})`),
    check('customer_roles_discount_percent_range', sql`${t.discountPercent} between 0 and 100`),
  ],
);
