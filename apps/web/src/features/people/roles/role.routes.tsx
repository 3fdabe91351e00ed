import { lazy } from 'react';
import { crudRoutes } from '../../../app/routing';

export const roleRoutes = crudRoutes({
  path: 'roles',
  resource: 'role',
  list: lazy(() => import('./RoleListPage')),
  form: lazy(() => import('./RoleFormPage')),
});
