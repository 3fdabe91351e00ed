import { sql } from 'drizzle-orm';
import { pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, pk, updatedAt } from '../../../db/columns';

/** A size chart type (e.g. "shirts") and its column names (chest, length …): the `size_chart_type` definition. */
export const sizeChartTypes = pgTable('size_chart_types', {
  id: pk(),
  name: varchar('name', { length: 100 }).notNull(),
  /** The column names, in order. */
  values: varchar('values', { length: 100 }).array().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('size_chart_types_name_uq').on(sql`fa_norm(${t.name})`)]);
