import { lazy } from 'react';
import { crudRoutes } from '../../../app/routing';

export const adminRoutes = crudRoutes({
  path: 'admins',
  resource: 'admin',
  list: lazy(() => import('./AdminListPage')),
  form: lazy(() => import('./AdminFormPage')),
});
