import { resourceRoutes } from '../../../app/routing';

export const sellerRoutes = resourceRoutes('sellers', () => import('@pishkhan/common/resources/seller.resource').then((m) => m.sellerResource), {
  layout: [['full_name', 'national_code', 'mobile'], 'description', 'status'],
});
