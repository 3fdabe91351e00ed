import { lazy } from 'react';
import { crudRoutes } from '../../../app/routing';

export const specificationRoutes = crudRoutes({
  path: 'specifications',
  resource: 'specification',
  list: lazy(() => import('./SpecificationListPage')),
  form: lazy(() => import('./SpecificationFormPage')),
});
