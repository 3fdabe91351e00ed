import { lazy } from 'react';
import { crudRoutes } from '../../../app/routing';

export const flashRoutes = crudRoutes({
  path: 'flash',
  resource: 'flash',
  feature: 'flash',
  list: lazy(() => import('./FlashListPage')),
  form: lazy(() => import('./FlashFormPage')),
});
