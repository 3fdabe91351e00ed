import { lazy } from 'react';
import { crudRoutes } from '../../../app/routing';

export const sizeChartRoutes = crudRoutes({
  path: 'size-chart',
  resource: 'size_chart',
  feature: 'size_chart',
  list: lazy(() => import('./SizeChartListPage')),
  form: lazy(() => import('./SizeChartFormPage')),
});
