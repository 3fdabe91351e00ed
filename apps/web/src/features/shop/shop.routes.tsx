import { lazy } from 'react';
import { guarded } from '../../app/routing';

/** /admin/shop (today and the day close), /shop/create (the counter), /shop/orders (sales), /shop/orders/:id; permission mini_order, feature shop. */
export const shopRoutes = [
  guarded('shop', lazy(() => import('./ShopHomePage')), 'mini_order', 'shop'),
  guarded('shop/create', lazy(() => import('./SalePage')), 'mini_order', 'shop'),
  guarded('shop/orders', lazy(() => import('./SaleListPage')), 'mini_order', 'shop'),
  guarded('shop/orders/:id', lazy(() => import('./SaleShowPage')), 'mini_order', 'shop'),
];
