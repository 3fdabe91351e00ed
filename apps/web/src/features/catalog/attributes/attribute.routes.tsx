import { lazy } from 'react';
import { crudRoutes } from '../../../app/routing';

export const attributeRoutes = crudRoutes({
  path: 'attributes',
  resource: 'attribute',
  list: lazy(() => import('./AttributeListPage')),
  form: lazy(() => import('./AttributeFormPage')),
});
