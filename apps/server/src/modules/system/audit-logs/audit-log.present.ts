import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { admins } from '../../people/admins/admin.table';
import type { auditLogs } from './audit-log.table';

export async function presentAuditLogs(db: DbOrTx, rows: (typeof auditLogs.$inferSelect)[]) {
  const ids = [...new Set(rows.map((r) => r.adminId).filter((x): x is number => !!x))];
  const list = ids.length ? await db.select({ id: admins.id, username: admins.username, name: admins.name }).from(admins).where(inArray(admins.id, ids)) : [];
  const byId = new Map(list.map((a) => [a.id, a]));
  return rows.map((r) => ({
    id: r.id,
    admin: r.adminId ? (byId.get(r.adminId) ?? null) : null,
    ip: r.ip,
    entity: r.entity,
    entity_id: r.entityId,
    action: r.action,
    changes: r.changes,
    created_at: r.createdAt,
  }));
}
