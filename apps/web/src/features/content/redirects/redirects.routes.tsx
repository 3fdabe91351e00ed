import { lazy } from 'react';
import { guarded } from '../../../app/routing';

/** /admin/htaccess (htaccess; read-only with read_htaccess: the page checks either), lazy. */
export const redirectRoutes = [guarded('htaccess', lazy(() => import('./RedirectsPage')))];
