import { lazy } from 'react';
import { crudRoutes } from '../../../app/routing';

export const sellerRoutes = crudRoutes({
  path: 'sellers',
  resource: 'seller',
  feature: 'sellers',
  list: lazy(() => import('./SellerListPage')),
  form: lazy(() => import('./SellerFormPage')),
});
