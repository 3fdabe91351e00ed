import { lazy } from 'react';
import { crudRoutes } from '../../../app/routing';

/** /admin/gifts — permission read_product, behind the `gifts` feature switch. */
export const giftRoutes = crudRoutes({
  path: 'gifts',
  resource: 'product',
  feature: 'gifts',
  list: lazy(() => import('./GiftListPage')),
  form: lazy(() => import('./GiftFormPage')),
});
