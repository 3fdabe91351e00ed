import { lazy } from 'react';
import { crudRoutes } from '../../../app/routing';

export const categoryRoutes = crudRoutes({
  path: 'categories',
  resource: 'category',
  list: lazy(() => import('./CategoryListPage')),
  form: lazy(() => import('./CategoryFormPage')),
});
