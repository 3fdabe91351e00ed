import { sql } from 'drizzle-orm';
import { boolean, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, pk, updatedAt } from '../../../db/columns';

/** Customer roles (feature customer_roles): groups with their own shipping prices and early access. */
export const customerRoles = pgTable(
  'customer_roles',
  {
    id: pk(),
    name: varchar('name', { length: 100 }).notNull(),
    description: varchar('description', { length: 1000 }),
    /** Members may see products whose published_at is still in the future. */
    seeUnpublished: boolean('see_unpublished').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('customer_roles_name_uq').on(sql`fa_norm(${t.name})`)],
);
