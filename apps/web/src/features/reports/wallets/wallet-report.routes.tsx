import { lazy } from 'react';
import { guarded } from '../../../app/routing';

/** /admin/reports/wallets: the wallets report (read_report_wallets). */
export const walletReportRoutes = [guarded('reports/wallets', lazy(() => import('./WalletReportPage')), 'read_report_wallets')];
