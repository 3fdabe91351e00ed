import type { Admin } from '../../../app/types';

export const ADMINS_API = '/api/admin/admins';
export type { Admin };

export interface AdminInput {
  username: string;
  name: string | null;
  email: string | null;
  mobile: string | null;
  password?: string;
  role_id: number;
  status: boolean;
}
