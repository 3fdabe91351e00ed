import { lazy } from 'react';
import { guarded } from '../../../app/routing';

/** /admin/reports/customers: the customers report (read_report_customers). */
export const customerReportRoutes = [guarded('reports/customers', lazy(() => import('./CustomerReportPage')), 'read_report_customers')];
