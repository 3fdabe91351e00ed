import { lazy } from 'react';
import { guarded } from '../../../app/routing';

export const paymentRoutes = [guarded('payments', lazy(() => import('./PaymentListPage')), 'read_payment')];
