import type { roles } from '../roles/role.table';
import type { admins } from './admin.table';

type AdminRow = typeof admins.$inferSelect;
type RoleRow = typeof roles.$inferSelect;

/** The admin object of the API (never the password hash). */
export const presentAdmin = (a: AdminRow, role: RoleRow | null | undefined) => ({
  id: a.id,
  username: a.username,
  name: a.name,
  email: a.email,
  mobile: a.mobile,
  status: a.status,
  role_id: a.roleId,
  role: role ? { id: role.id, name: role.name, label: role.label, is_super: role.isSuper } : null,
  last_login_at: a.lastLoginAt,
  created_at: a.createdAt,
  updated_at: a.updatedAt,
});
