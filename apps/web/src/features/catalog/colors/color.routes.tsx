import { lazy } from 'react';
import { crudRoutes } from '../../../app/routing';

export const colorRoutes = crudRoutes({
  path: 'color',
  resource: 'color',
  feature: 'colors',
  list: lazy(() => import('./ColorListPage')),
  form: lazy(() => import('./ColorFormPage')),
});
