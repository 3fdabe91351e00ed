import { asc, desc, eq, gte, lte } from 'drizzle-orm';
import { entityLabels } from '@pishkhan/common/i18n/fa/labels';
import { listQuery, type ListQuery } from '@pishkhan/common/schemas/fields';
import type { App, Ctx } from '../../../lib/app-types';
import { registerWidget } from '../../../lib/dashboard';
import { allOf, countRows, dateParam, intParam, meta, pageOf } from '../../../lib/list';
import { presentAuditLogs } from './audit-log.present';
import { auditLogs } from './audit-log.table';

/** The audit log: who changed what, when and from where. Read-only. Also the dashboard's recent-activity widget. */
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
    // (created_at, id) indexes serve this order, alone and with the admin or entity filter.
    const order = q.sort === 'created_at' ? [asc(auditLogs.createdAt), asc(auditLogs.id)] : [desc(auditLogs.createdAt), desc(auditLogs.id)];
    const [rows, total] = await Promise.all([
      db.select().from(auditLogs).where(where).orderBy(...order).limit(perPage).offset(offset),
      countRows(db, auditLogs, where),
    ]);
    return { data: await presentAuditLogs(db, rows), meta: meta(page, perPage, total.total, rows.length, total.estimate) };
  });
  app.get('/api/admin/audit-logs/entities', { config: { permission: 'read_audit_log' }, schema: { tags: ['audit'] } }, async () => ({
    data: Object.entries(entityLabels).map(([name, label]) => ({ name, label })),
  }));
  // The dashboard's "your recent activity": every admin sees their own last ten changes.
  registerWidget(app, {
    key: 'recent_activity',
    permission: 'public',
    order: 90,
    load: async (_db, req) =>
      presentAuditLogs(db, await db.select().from(auditLogs).where(eq(auditLogs.adminId, req.admin!.id)).orderBy(desc(auditLogs.createdAt)).limit(10)),
  });
}
