import { lazy } from 'react';
import { crudRoutes } from '../../../app/routing';

/** Customer roles share the customer permissions (spec §2 menu: read_customer) and need the feature. */
export const customerRoleRoutes = crudRoutes({
  path: 'customer_roles',
  resource: 'customer',
  feature: 'customer_roles',
  list: lazy(() => import('./CustomerRoleListPage')),
  form: lazy(() => import('./CustomerRoleFormPage')),
});
