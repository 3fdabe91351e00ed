import { boolean, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, pk, updatedAt } from '../../../db/columns';

export const roles = pgTable('roles', {
  id: pk(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  label: varchar('label', { length: 100 }).notNull(),
  /** The super-admin role holds every permission, now and in the future. */
  isSuper: boolean('is_super').notNull().default(false),
  permissions: text('permissions').array().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
