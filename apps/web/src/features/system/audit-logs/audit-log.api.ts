export const AUDIT_LOGS_API = '/api/admin/audit-logs';
export const AUDIT_ENTITIES_API = '/api/admin/audit-logs/entities';

export interface AuditLog {
  id: number;
  admin: { id: number; username: string; name: string | null } | null;
  ip: string | null;
  entity: string;
  entity_id: string | null;
  action: string;
  /** `{ field: [before, after] }` */
  changes: Record<string, [unknown, unknown]> | null;
  created_at: string;
}
