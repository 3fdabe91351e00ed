import { lazy } from 'react';
import { crudRoutes } from '../../../app/routing';

export const productRoutes = crudRoutes({
  path: 'products',
  resource: 'product',
  list: lazy(() => import('./ProductListPage')),
  form: lazy(() => import('./ProductFormPage')),
});
