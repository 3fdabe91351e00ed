import { lazy } from 'react';
import { crudRoutes } from '../../../app/routing';

export const unitRoutes = crudRoutes({
  path: 'unit',
  resource: 'unit',
  list: lazy(() => import('./UnitListPage')),
  form: lazy(() => import('./UnitFormPage')),
});
