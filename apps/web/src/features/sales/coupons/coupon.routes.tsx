import { lazy } from 'react';
import { crudRoutes } from '../../../app/routing';

export const couponRoutes = crudRoutes({
  path: 'coupon',
  resource: 'coupon',
  list: lazy(() => import('./CouponListPage')),
  form: lazy(() => import('./CouponFormPage')),
});
