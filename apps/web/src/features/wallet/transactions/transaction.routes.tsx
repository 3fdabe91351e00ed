import { lazy } from 'react';
import { guarded } from '../../../app/routing';

export const transactionRoutes = [guarded('transactions', lazy(() => import('./TransactionListPage')), 'read_customer')];
