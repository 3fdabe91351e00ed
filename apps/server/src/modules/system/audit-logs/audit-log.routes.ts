import { count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { entityLabels } from '@pishkhan/common/i18n/fa/labels';
import { listQuery, type ListQuery } from '@pishkhan/common/schemas/fields';
import type { App, Ctx } from '../../../lib/app-types';
import { allOf, dateParam, intParam, meta, pageOf } from '../../../lib/list';
import { presentAuditLogs } from './audit-log.present';
import { auditLogs } from './audit-log.table';

/** The audit log: who changed what, when and from where. Read-only. */
export async function auditLogRoutes(app: App, { db }: Ctx) {
  app.get('/api/admin/audit-logs', { config: { permission: 'read_audit_log' }, schema: { tags: ['audit'], querystring: listQuery } }, async (req) => {
    const q = req.query as ListQuery & Record<string, unknown>;
    const { page, perPage, offset } = pageOf(q);
    const where = allOf([
      intParam(q.admin_id) ? eq(auditLogs.adminId, intParam(q.admin_id)!) : undefined,
      typeof q.entity === 'string' && q.entity ? eq(auditLogs.entity, q.entity) : undefined,
      typeof q.entity_id === 'string' && q.entity_id ? eq(auditLogs.entityId, q.entity_id) : undefined,
      typeof q.action === 'string' && q.action ? eq(auditLogs.action, q.action) : undefined,
      dateParam(q.from) ? gte(auditLogs.createdAt, dateParam(q.from)!) : undefined,
      dateParam(q.to) ? lte(auditLogs.createdAt, dateParam(q.to)!) : undefined,
    ]);
    const [rows, [total]] = await Promise.all([
      db.select().from(auditLogs).where(where).orderBy(q.sort === 'created_at' ? sql`${auditLogs.createdAt} asc` : desc(auditLogs.createdAt), desc(auditLogs.id)).limit(perPage).offset(offset),
      db.select({ n: count() }).from(auditLogs).where(where),
    ]);
    return { data: await presentAuditLogs(db, rows), meta: meta(page, perPage, total!.n, rows.length) };
  });
  app.get('/api/admin/audit-logs/entities', { config: { permission: 'read_audit_log' }, schema: { tags: ['audit'] } }, async () => ({
    data: Object.entries(entityLabels).map(([name, label]) => ({ name, label })),
  }));
}
