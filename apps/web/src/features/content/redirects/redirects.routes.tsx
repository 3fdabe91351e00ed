import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { ForbiddenPage } from '../../../app/pages/StatusPages';
import { useSession } from '../../../app/session';
import { READ, WRITE } from './redirects.api';

const RedirectsPage = lazy(() => import('./RedirectsPage'));

/** The editor's permission or the read-only one opens the screen (the page hides what it cannot change). */
function RedirectsGate() {
  const { can } = useSession();
  if (!can(WRITE) && !can(READ)) return <ForbiddenPage />;
  return <RedirectsPage />;
}

/** /admin/htaccess (htaccess; read-only with read_htaccess), the page lazy. */
export const redirectRoutes: RouteObject[] = [{ path: 'htaccess', element: <RedirectsGate /> }];
