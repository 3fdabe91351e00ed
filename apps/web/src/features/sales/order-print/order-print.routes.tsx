import { lazy } from 'react';
import { guarded } from '../../../app/routing';

/** /admin/print-orders?ids=1,2,3 (route name orders.print): outside the admin layout, behind sign-in and read_order. */
export const orderPrintRoutes = [guarded('print-orders', lazy(() => import('./OrderPrintPage')), 'read_order')];

/** The print sheet shows outside the admin layout. */
export const layout = 'bare';
