import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { setUnauthorizedHandler } from './api';
import { PageSpinner } from './PageSpinner';
import { LoadingBar } from './LoadingBar';
import { toFullPath } from './paths';
import { clearStoredSession, SESSION_KEY } from './session';

/** The root of every route: the loading bar, and a router-aware 401 handler for api.ts. */
export function RootRoute() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const location = useLocation();
  const here = useRef(location);
  here.current = location;
  useEffect(() => {
    setUnauthorizedHandler(() => {
      const { pathname, search } = here.current;
      if (pathname.startsWith('/login')) return;
      clearStoredSession();
      qc.removeQueries({ queryKey: SESSION_KEY });
      navigate(`/login?redirect=${encodeURIComponent(toFullPath(pathname) + search)}`, { replace: true });
    });
    return () => setUnauthorizedHandler(null);
  }, [navigate, qc]);
  return (
    <>
      <LoadingBar />
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </>
  );
}
