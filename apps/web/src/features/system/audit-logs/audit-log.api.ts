export const AUDIT_LOGS_API = '/api/admin/audit-logs';
export const AUDIT_ENTITIES_API = '/api/admin/audit-logs/entities';
export const AUDIT_ACTIONS_API = '/api/admin/audit-logs/actions';

export interface AuditLog {
  id: number;
  admin: { id: number; username: string; name: string | null } | null;
  ip: string | null;
  entity: string;
  /** The entity's Persian label, as the server reads it. */
  entity_label: string;
  entity_id: string | null;
  /** The name of the row the entry is about (an admin's name, «سفارش ۵۰۰۱»), as the server reads it. */
  entity_title?: string | null;
  action: string;
  /** The action's Persian label, as the server reads it. */
  action_label: string;
  /** `{ field: [before, after] }` */
  changes: Record<string, [unknown, unknown]> | null;
  /** Each change as people read it: Persian label, values as text (names, status labels, money, Jalali dates); null = empty. */
  items?: AuditItem[];
  created_at: string;
}

export interface AuditItem {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
}
