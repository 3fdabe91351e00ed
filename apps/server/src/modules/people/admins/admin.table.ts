import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, pk, ref, searchKey, tstz, updatedAt } from '../../../db/columns';
import { roles } from '../roles/role.table';

export const admins = pgTable(
  'admins',
  {
    id: pk(),
    username: varchar('username', { length: 20 }).notNull(),
    name: varchar('name', { length: 100 }),
    email: varchar('email', { length: 100 }),
    mobile: varchar('mobile', { length: 11 }),
    passwordHash: varchar('password_hash', { length: 255 }).notNull(),
    roleId: ref('role_id').notNull().references(() => roles.id, { onDelete: 'restrict' }),
    status: boolean('status').notNull().default(true),
    lastLoginAt: tstz('last_login_at'),
    passwordChangedAt: tstz('password_changed_at'),
    search: searchKey('search', "coalesce(username,'') || ' ' || coalesce(name,'') || ' ' || coalesce(email,'') || ' ' || coalesce(mobile,'')"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('admins_username_uq').on(sql`lower(${t.username})`),
    uniqueIndex('admins_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('admins_mobile_uq').on(t.mobile),
    index('admins_role_idx').on(t.roleId),
    index('admins_search_idx').using('gin', sql`${t.search} gin_trgm_ops`),
  ],
);
