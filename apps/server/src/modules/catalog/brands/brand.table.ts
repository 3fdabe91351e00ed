import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, pk, ref, searchKey, updatedAt } from '../../../db/columns';
import { media } from '../../system/uploads/media.table';

export const brands = pgTable(
  'brands',
  {
    id: pk(),
    name: varchar('name', { length: 100 }).notNull(),
    slug: varchar('slug', { length: 150 }).notNull(),
    description: text('description'),
    status: boolean('status').notNull().default(true),
    showIndex: boolean('show_index').notNull().default(false),
    logoId: ref('logo_id').references(() => media.id, { onDelete: 'set null' }),
    search: searchKey('search', "name || ' ' || slug"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('brands_name_uq').on(sql`fa_norm(${t.name})`),
    uniqueIndex('brands_slug_uq').on(t.slug),
    index('brands_search_idx').using('gin', sql`${t.search} gin_trgm_ops`),
  ],
);
