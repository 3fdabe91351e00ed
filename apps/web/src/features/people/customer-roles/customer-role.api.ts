/** Customer roles (docs/api-people.md). */
export const CUSTOMER_ROLES_API = '/api/admin/customer-roles';

export interface CustomerRole {
  id: number;
  name: string;
  description: string | null;
  see_unpublished: boolean;
  customers_count: number;
  created_at: string;
  updated_at: string;
}
export interface CustomerRoleInput {
  name: string;
  description: string | null;
  see_unpublished: boolean;
}

