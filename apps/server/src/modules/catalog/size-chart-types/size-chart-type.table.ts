import { sql } from 'drizzle-orm';
import { integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, pk, ref, updatedAt } from '../../../db/columns';

/** A size chart type (e.g. "shirts") and its column values (chest, length …). */
export const sizeChartTypes = pgTable('size_chart_types', {
  id: pk(),
  name: varchar('name', { length: 100 }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('size_chart_types_name_uq').on(sql`fa_norm(${t.name})`)]);

export const sizeChartTypeValues = pgTable('size_chart_type_values', {
  id: pk(),
  typeId: ref('type_id').notNull().references(() => sizeChartTypes.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 100 }).notNull(),
  position: integer('position').notNull().default(0),
});
