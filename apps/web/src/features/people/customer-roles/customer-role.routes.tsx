import { resourceRoutes } from '../../../app/routing';

export const customerRoleRoutes = resourceRoutes(
  'customer_roles',
  () => import('@pishkhan/common/resources/customer-role.resource').then((m) => m.customerRoleResource),
  () => import('./customer-role.screen'),
);
