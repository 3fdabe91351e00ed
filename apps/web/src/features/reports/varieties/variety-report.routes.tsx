import { lazy } from 'react';
import { guarded } from '../../../app/routing';

/** /admin/reports/varieties: the varieties report (read_report_varieties). */
export const varietyReportRoutes = [guarded('reports/varieties', lazy(() => import('./VarietyReportPage')), 'read_report_varieties')];
