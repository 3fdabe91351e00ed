import { lazy } from 'react';
import { guarded } from '../../../app/routing';

/** /admin/shipping_excels (read_order, feature `shipping_excels`), lazy. */
export const shippingExcelRoutes = [guarded('shipping_excels', lazy(() => import('./ShippingExcelListPage')), 'read_order', 'shipping_excels')];
