import { lazy } from 'react';
import { guarded } from '../../../app/routing';

/** /admin/profile — every signed-in admin. */
export const profileRoutes = [guarded('profile', lazy(() => import('./ProfilePage')))];
