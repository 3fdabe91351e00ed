import { index, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt, pk, ref } from '../../../db/columns';
import { admins } from '../../people/admins/admin.table';

export const auditLogs = pgTable(
  'audit_logs',
  {
    id: pk(),
    adminId: ref('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    ip: varchar('ip', { length: 64 }),
    entity: varchar('entity', { length: 64 }).notNull(),
    entityId: varchar('entity_id', { length: 64 }),
    action: varchar('action', { length: 32 }).notNull(),
    /** `{ field: [before, after] }` */
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_logs_created_idx').on(t.createdAt, t.id),
    index('audit_logs_entity_idx').on(t.entity, t.createdAt, t.id),
    index('audit_logs_entity_id_idx').on(t.entity, t.entityId, t.createdAt),
    index('audit_logs_admin_idx').on(t.adminId, t.createdAt, t.id),
  ],
);
