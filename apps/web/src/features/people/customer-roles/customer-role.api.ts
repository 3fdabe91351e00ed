import type { RowOf } from '@pishkhan/common/resource';
import { customerRoleResource } from '@pishkhan/common/resources/customer-role.resource';

export const CUSTOMER_ROLES_API = customerRoleResource.api;

export type CustomerRole = RowOf<typeof customerRoleResource> & {
  /** How many customers hold the role. */
  customers_count: number;
};
