import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const DashboardPage = lazy(() => import('./DashboardPage'));

/** /admin — visible to every admin (spec §2). */
export const dashboardRoutes: RouteObject[] = [{ index: true, element: <DashboardPage /> }];
