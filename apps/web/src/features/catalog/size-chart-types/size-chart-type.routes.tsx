import { lazy } from 'react';
import { crudRoutes } from '../../../app/routing';

export const sizeChartTypeRoutes = crudRoutes({
  path: 'size-chart-type',
  resource: 'size_chart',
  feature: 'size_chart',
  list: lazy(() => import('./SizeChartTypeListPage')),
  form: lazy(() => import('./SizeChartTypeFormPage')),
});
