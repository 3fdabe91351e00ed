import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, pk, searchKey, updatedAt } from '../../../db/columns';

export const provinces = pgTable(
  'provinces',
  {
    id: pk(),
    name: varchar('name', { length: 100 }).notNull(),
    status: boolean('status').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    search: searchKey('search', 'name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('provinces_name_uq').on(sql`fa_norm(${t.name})`), index('provinces_search_idx').using('gin', sql`${t.search} gin_trgm_ops`)],
);
