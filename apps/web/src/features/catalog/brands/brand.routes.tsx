import { resourceRoutes } from '../../../app/routing';

export const brandRoutes = resourceRoutes('brands', () => import('@pishkhan/common/resources/brand.resource').then((m) => m.brandResource), {
  layout: [['name', 'slug'], 'description', 'logo_id', ['status', 'show_index']],
});
