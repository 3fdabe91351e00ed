import { lazy } from 'react';
import { crudRoutes } from '../../../app/routing';

export const cityRoutes = crudRoutes({
  path: 'cities',
  resource: 'area',
  list: lazy(() => import('./CityListPage')),
  form: lazy(() => import('./CityFormPage')),
});
