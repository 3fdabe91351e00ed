import { lazy } from 'react';
import { crudRoutes, guarded } from '../../../app/routing';

/** /shipping (list), /shipping/create, /shipping/edit/:id and /shipping/cities/:id (the areas screen). */
export const shippingMethodRoutes = [
  ...crudRoutes({
    path: 'shipping',
    resource: 'shipping',
    list: lazy(() => import('./ShippingMethodListPage')),
    form: lazy(() => import('./ShippingMethodFormPage')),
  }),
  guarded('shipping/cities/:id', lazy(() => import('./ShippingAreasPage')), 'read_shipping'),
];
