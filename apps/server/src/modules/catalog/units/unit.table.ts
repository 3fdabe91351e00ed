import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, pk, searchKey, updatedAt } from '../../../db/columns';

export const units = pgTable(
  'units',
  {
    id: pk(),
    name: varchar('name', { length: 100 }).notNull(),
    symbol: varchar('symbol', { length: 20 }).notNull(),
    /** Smallest quantity step: '1', '0.1' or '0.01'. */
    precision: varchar('precision', { length: 4 }).notNull().default('1'),
    status: boolean('status').notNull().default(true),
    search: searchKey('search', "name || ' ' || symbol"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('units_name_uq').on(sql`fa_norm(${t.name})`), index('units_search_idx').using('gin', sql`${t.search} gin_trgm_ops`)],
);
