import { resourceRoutes } from '../../../app/routing';

export const sizeChartTypeRoutes = resourceRoutes(
  'size_chart_types',
  () => import('@pishkhan/common/resources/size-chart-type.resource').then((m) => m.sizeChartTypeResource),
  () => import('./size-chart-type.screen'),
);
