import { lazy } from 'react';
import { guarded } from '../../../app/routing';

export const withdrawRoutes = [guarded('withdraws', lazy(() => import('./WithdrawListPage')), 'read_withdraw', 'withdraws')];
