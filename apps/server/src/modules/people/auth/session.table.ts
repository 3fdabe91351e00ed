import { index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt, pk, ref, tstz } from '../../../db/columns';
import { admins } from '../admins/admin.table';

/** Admin sessions: only the SHA-256 of the random token is stored. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: pk(),
    adminId: ref('admin_id').notNull().references(() => admins.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 255 }),
    createdAt: createdAt(),
    lastUsedAt: tstz('last_used_at').notNull().defaultNow(),
    revokedAt: tstz('revoked_at'),
  },
  (t) => [index('admin_sessions_admin_idx').on(t.adminId)],
);

/** Failed sign-ins, counted per username and per IP over a sliding window. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: pk(),
    username: varchar('username', { length: 100 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_failures_user_idx').on(t.username, t.createdAt), index('login_failures_ip_idx').on(t.ip, t.createdAt)],
);
