import type { admins } from '../admins/admin.table';
import type { roles } from '../roles/role.table';

export type RoleRow = typeof roles.$inferSelect;
export type AdminRow = typeof admins.$inferSelect;

/** The admin a session belongs to, with its role: what a signed-in request carries (and the session cache keeps). */
export interface SessionAdmin extends AdminRow {
  role: RoleRow;
}
