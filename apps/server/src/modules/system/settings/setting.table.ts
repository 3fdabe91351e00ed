import { pgTable, varchar } from 'drizzle-orm/pg-core';
import { jsonValue, updatedAt } from '../../../db/columns';

/** Stored setting values; definitions (group, type, label, default) live in code. */
export const settings = pgTable('settings', {
  name: varchar('name', { length: 100 }).primaryKey(),
  value: jsonValue('value'),
  updatedAt: updatedAt(),
});
