import { index, jsonb, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, ref, tstz } from '../../../db/columns';
import { admins } from '../../people/admins/admin.table';

export const adminNotifications = pgTable(
  'admin_notifications',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    adminId: ref('admin_id').notNull().references(() => admins.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 64 }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    readAt: tstz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('admin_notifications_admin_idx').on(t.adminId, t.createdAt.desc())],
);
