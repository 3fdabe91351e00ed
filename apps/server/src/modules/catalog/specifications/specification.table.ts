import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, pk, ref, searchKey, updatedAt } from '../../../db/columns';

/** Descriptive product specifications shown on a product page; grouped, sortable. */
export const specifications = pgTable(
  'specifications',
  {
    id: pk(),
    name: varchar('name', { length: 100 }).notNull(),
    label: varchar('label', { length: 100 }).notNull(),
    group: varchar('group', { length: 100 }).notNull().default(''),
    /** 'text' | 'select' | 'multi_select' */
    type: varchar('type', { length: 16 }).notNull().default('text'),
    required: boolean('required').notNull().default(false),
    showFilter: boolean('show_filter').notNull().default(false),
    status: boolean('status').notNull().default(true),
    position: integer('position').notNull().default(0),
    search: searchKey('search', "name || ' ' || label || ' ' || \"group\""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('specifications_name_uq').on(sql`lower(${t.name})`), index('specifications_search_idx').using('gin', sql`${t.search} gin_trgm_ops`)],
);

export const specificationValues = pgTable(
  'specification_values',
  {
    id: pk(),
    specificationId: ref('specification_id').notNull().references(() => specifications.id, { onDelete: 'cascade' }),
    value: varchar('value', { length: 191 }).notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('specification_values_uq').on(t.specificationId, sql`fa_norm(${t.value})`)],
);
