import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, pk, ref, searchKey, updatedAt } from '../../../db/columns';

/** Attributes that define variants (size, material); `select` attributes have values. */
export const attributes = pgTable(
  'attributes',
  {
    id: pk(),
    name: varchar('name', { length: 100 }).notNull(),
    label: varchar('label', { length: 100 }).notNull(),
    /** 'text' | 'select' */
    type: varchar('type', { length: 16 }).notNull().default('select'),
    /** Storefront display: 'select' | 'box' | 'image' */
    style: varchar('style', { length: 16 }).notNull().default('select'),
    showFilter: boolean('show_filter').notNull().default(false),
    status: boolean('status').notNull().default(true),
    position: integer('position').notNull().default(0),
    search: searchKey('search', "name || ' ' || label"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('attributes_name_uq').on(sql`lower(${t.name})`), index('attributes_search_idx').using('gin', sql`${t.search} gin_trgm_ops`)],
);

export const attributeValues = pgTable(
  'attribute_values',
  {
    id: pk(),
    attributeId: ref('attribute_id').notNull().references(() => attributes.id, { onDelete: 'cascade' }),
    value: varchar('value', { length: 191 }).notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('attribute_values_uq').on(t.attributeId, sql`fa_norm(${t.value})`)],
);
