import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, pk, updatedAt } from '../../../db/columns';

/** Categories of the blog's posts (the `post_category` resource definition). */
export const postCategories = pgTable(
  'post_categories',
  {
    id: pk(),
    name: varchar('name', { length: 191 }).notNull(),
    slug: varchar('slug', { length: 191 }).notNull(),
    status: boolean('status').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('post_categories_name_uq').on(sql`fa_norm(${t.name})`), uniqueIndex('post_categories_slug_uq').on(t.slug)],
);
