import { sql } from 'drizzle-orm';
import { jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, pk, ref, updatedAt } from '../../../db/columns';
import { sizeChartTypes } from '../size-chart-types/size-chart-type.table';

/** A size chart: a table of rows × columns (`chart` is a 2-D array of cells, first row the header). */
export const sizeCharts = pgTable('size_charts', {
  id: pk(),
  title: varchar('title', { length: 191 }).notNull(),
  typeId: ref('type_id').references(() => sizeChartTypes.id, { onDelete: 'restrict' }),
  chart: jsonb('chart').$type<string[][]>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('size_charts_title_uq').on(sql`fa_norm(${t.title})`)]);
