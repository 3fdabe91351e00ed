import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, pk, searchKey, updatedAt } from '../../../db/columns';

/** Sellers (feature sellers): the shop's sales people. */
export const sellers = pgTable(
  'sellers',
  {
    id: pk(),
    fullName: varchar('full_name', { length: 120 }).notNull(),
    nationalCode: varchar('national_code', { length: 10 }),
    mobile: varchar('mobile', { length: 11 }),
    description: varchar('description', { length: 2000 }),
    status: boolean('status').notNull().default(true),
    search: searchKey('search', "full_name || ' ' || coalesce(national_code,'') || ' ' || coalesce(mobile,'')"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sellers_national_code_uq').on(t.nationalCode),
    index('sellers_search_idx').using('gin', sql`${t.search} gin_trgm_ops`),
  ],
);
