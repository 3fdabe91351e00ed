import { lazy } from 'react';
import { crudRoutes } from '../../../app/routing';

export const brandRoutes = crudRoutes({
  path: 'brands',
  resource: 'brand',
  list: lazy(() => import('./BrandListPage')),
  form: lazy(() => import('./BrandFormPage')),
});
