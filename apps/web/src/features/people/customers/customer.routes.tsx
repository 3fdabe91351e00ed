import { lazy } from 'react';
import { crudRoutes, guarded } from '../../../app/routing';

export const customerRoutes = [
  ...crudRoutes({
    path: 'customers',
    resource: 'customer',
    list: lazy(() => import('./CustomerListPage')),
    form: lazy(() => import('./CustomerFormPage')),
  }),
  guarded('customers/show/:id', lazy(() => import('./CustomerShowPage')), 'read_customer'),
];
