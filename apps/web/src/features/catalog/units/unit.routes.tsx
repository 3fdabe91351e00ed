import { resourceRoutes } from '../../../app/routing';

export const unitRoutes = resourceRoutes('units', () => import('@pishkhan/common/resources/unit.resource').then((m) => m.unitResource), {
  layout: [['name', 'symbol'], 'precision', 'status'],
});
