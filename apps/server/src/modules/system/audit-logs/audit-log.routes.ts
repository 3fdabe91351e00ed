import { asc, desc, eq, gte, lte } from 'drizzle-orm';
import { actionLabelsFa, entityLabels } from '@pishkhan/common/i18n/fa/labels';
import { listQuery } from '@pishkhan/common/schemas/fields';
import type { App, Ctx } from '../../../lib/app-types';
import { registerWidget } from '../../../lib/dashboard';
import { dateParam, intParam } from '../../../lib/list';
import { listRoute } from '../../../lib/list-route';
import { presentAuditLogs } from './audit-log.present';
import { auditLogs } from './audit-log.table';

/** The audit log: who changed what, when and from where. Read-only. Also the dashboard's recent-activity widget. */
export async function auditLogRoutes(app: App, { db }: Ctx) {
  listRoute(app, db, {
    path: '/api/admin/audit-logs',
    config: { permission: 'read_audit_log' },
    tag: 'audit',
    querystring: listQuery,
    filters: (q) => [
      intParam(q.admin_id) ? eq(auditLogs.adminId, intParam(q.admin_id)!) : undefined,
      typeof q.entity === 'string' && q.entity ? eq(auditLogs.entity, q.entity) : undefined,
      typeof q.entity_id === 'string' && q.entity_id ? eq(auditLogs.entityId, q.entity_id) : undefined,
      typeof q.action === 'string' && q.action ? eq(auditLogs.action, q.action) : undefined,
      dateParam(q.from) ? gte(auditLogs.createdAt, dateParam(q.from)!) : undefined,
      dateParam(q.to) ? lte(auditLogs.createdAt, dateParam(q.to)!) : undefined,
    ],
    // (created_at, id) indexes serve this order, alone and with the admin or entity filter.
    sort: (q) => (q.sort === 'created_at' ? [asc(auditLogs.createdAt), asc(auditLogs.id)] : [desc(auditLogs.createdAt), desc(auditLogs.id)]),
    rows: ({ where, order, limit, offset }) => db.select().from(auditLogs).where(where).orderBy(...order).limit(limit).offset(offset),
    count: auditLogs,
    present: (rows) => presentAuditLogs(db, rows),
  });
  app.get('/api/admin/audit-logs/entities', { config: { permission: 'read_audit_log' }, schema: { tags: ['audit'] } }, async () => ({
    data: Object.entries(entityLabels).map(([name, label]) => ({ name, label })),
  }));
  app.get('/api/admin/audit-logs/actions', { config: { permission: 'read_audit_log' }, schema: { tags: ['audit'] } }, async () => ({
    data: Object.entries(actionLabelsFa).map(([name, label]) => ({ name, label })),
  }));
  // The dashboard's "your recent activity": every admin sees their own last six changes.
  registerWidget(app, {
    key: 'recent_activity',
    permission: 'public',
    order: 90,
    load: async (_db, req) =>
      presentAuditLogs(db, await db.select().from(auditLogs).where(eq(auditLogs.adminId, req.admin!.id)).orderBy(desc(auditLogs.createdAt)).limit(6)),
  });
}
