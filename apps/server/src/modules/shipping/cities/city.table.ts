import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, pk, ref, searchKey, updatedAt } from '../../../db/columns';
import { provinces } from '../provinces/province.table';

export const cities = pgTable(
  'cities',
  {
    id: pk(),
    provinceId: ref('province_id').notNull().references(() => provinces.id, { onDelete: 'restrict' }),
    name: varchar('name', { length: 100 }).notNull(),
    status: boolean('status').notNull().default(true),
    /** Carrier codes (Post/Tapin, Tipax) filled by the shipping issue. */
    postCode: varchar('post_code', { length: 20 }),
    search: searchKey('search', 'name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cities_province_name_uq').on(t.provinceId, sql`fa_norm(${t.name})`),
    index('cities_province_idx').on(t.provinceId),
    index('cities_search_idx').using('gin', sql`${t.search} gin_trgm_ops`),
  ],
);
