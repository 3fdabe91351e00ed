import { lazy } from 'react';
import { crudRoutes } from '../../../app/routing';

export const provinceRoutes = crudRoutes({
  path: 'provinces',
  resource: 'area',
  list: lazy(() => import('./ProvinceListPage')),
  form: lazy(() => import('./ProvinceFormPage')),
});
