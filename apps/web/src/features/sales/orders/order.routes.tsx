import { lazy } from 'react';
import { guarded } from '../../../app/routing';

/** /admin/order (list), /admin/order/create (manual order), /admin/order/:id (detail); each screen lazy. */
export const orderRoutes = [
  guarded('order', lazy(() => import('./OrderListPage')), 'read_order'),
  guarded('order/create', lazy(() => import('./OrderCreatePage')), 'create_order'),
  guarded('order/:id', lazy(() => import('./OrderShowPage')), 'read_order'),
];
