import { lazy } from 'react';
import { guarded } from '../../app/routing';

export const stockRoutes = [
  guarded('store', lazy(() => import('./StockPage')), 'read_store'),
  guarded('store/movements', lazy(() => import('./StockMovementLogPage')), 'read_store'),
];
