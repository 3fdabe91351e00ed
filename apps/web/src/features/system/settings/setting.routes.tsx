import { lazy } from 'react';
import { guarded } from '../../../app/routing';

/** /admin/settings/:group — the groups come from the server (spec §2). */
export const settingRoutes = [guarded('settings/:group', lazy(() => import('./SettingsPage')), 'read_setting')];
