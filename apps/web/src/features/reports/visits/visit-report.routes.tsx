import { lazy } from 'react';
import { guarded } from '../../../app/routing';

/** /admin/reports/visit: visits per day; /admin/reports/visit/:date (Jalali, 1405-01-15): one day by hour (read_report_visits). */
export const visitReportRoutes = [
  guarded('reports/visit', lazy(() => import('./VisitReportPage')), 'read_report_visits'),
  guarded('reports/visit/:date', lazy(() => import('./VisitDayPage')), 'read_report_visits'),
];
