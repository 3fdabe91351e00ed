import { lazy } from 'react';
import { crudRoutes } from '../../../app/routing';

/** /admin/sets — permission read_product_set, behind the `sets` feature switch. */
export const setRoutes = crudRoutes({
  path: 'sets',
  resource: 'product_set',
  feature: 'sets',
  list: lazy(() => import('./SetListPage')),
  form: lazy(() => import('./SetFormPage')),
});
