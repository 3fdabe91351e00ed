import { lazy } from 'react';
import { guarded } from '../../../app/routing';

/** /admin/reports/products: the products report (read_report_products). */
export const productReportRoutes = [guarded('reports/products', lazy(() => import('./ProductReportPage')), 'read_report_products')];
