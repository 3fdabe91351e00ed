import { jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../../db/columns';

/** Stored setting values; definitions (group, type, label, default) live in code. */
export const settings = pgTable('settings', {
  name: varchar('name', { length: 100 }).primaryKey(),
  value: jsonb('value'),
  updatedAt: updatedAt(),
});
