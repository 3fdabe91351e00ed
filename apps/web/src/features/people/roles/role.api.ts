import type { PermissionGroup } from '@pishkhan/common/permissions';

export const ROLES_API = '/api/admin/roles';
export const PERMISSIONS_API = '/api/admin/permissions';
export type { PermissionGroup };

export interface Role {
  id: number;
  name: string;
  label: string;
  is_super: boolean;
  permissions: string[];
  admins_count: number;
  created_at: string;
  updated_at: string;
}
/** The form sends the Persian title and the permissions; the server names a new role (role-<n>). */
export type RoleInput = Pick<Role, 'label' | 'permissions'>;
