import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, pk, ref, searchKey, updatedAt } from '../../../db/columns';

export const colors = pgTable(
  'colors',
  {
    id: pk(),
    name: varchar('name', { length: 100 }).notNull(),
    code: varchar('code', { length: 9 }).notNull(),
    status: boolean('status').notNull().default(true),
    search: searchKey('search', "name || ' ' || code"),
    creatorId: ref('creator_id'),
    updaterId: ref('updater_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('colors_name_uq').on(sql`fa_norm(${t.name})`),
    uniqueIndex('colors_code_uq').on(sql`lower(${t.code})`),
    index('colors_search_idx').using('gin', sql`${t.search} gin_trgm_ops`),
  ],
);
