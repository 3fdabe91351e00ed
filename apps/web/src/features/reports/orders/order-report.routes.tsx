import { lazy } from 'react';
import { guarded } from '../../../app/routing';

/** /admin/reports/orders: the sales report (read_report). */
export const orderReportRoutes = [guarded('reports/orders', lazy(() => import('./OrderReportPage')), 'read_report')];
