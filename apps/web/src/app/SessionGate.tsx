import { errorText, pageStateText } from '@pishkhan/common/i18n/fa/ui';
import { Button } from 'antd';
import { Result } from '../components/status/Result';
import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { errorMessage, isApiError } from './api';
import { PageSpinner } from './PageSpinner';
import { toFullPath } from './paths';
import { SessionProvider, useHomeQuery } from './session';

/** The layout (side menu, header) loads in its own chunk so the login page stays small. */
const AdminLayout = lazy(() => import('./layout/AdminLayout'));
const BareLayout = lazy(() => import('./layout/BareLayout'));

/**
 * Everything under /admin except the login page: without a session, go to /admin/login?redirect=…
 * `bare` pages (the print sheet) get the session without the layout around them.
 */
export function SessionGate({ bare = false }: { bare?: boolean }) {
  const q = useHomeQuery();
  const { pathname, search } = useLocation();
  if (q.isError && isApiError(q.error) && q.error.status === 401) {
    return <Navigate to={`/login?redirect=${encodeURIComponent(toFullPath(pathname) + search)}`} replace />;
  }
  if (q.data) {
    return (
      <SessionProvider home={q.data}>
        {bare ? (
          <Suspense fallback={<PageSpinner />}>
            <BareLayout />
          </Suspense>
        ) : (
          <AdminLayout />
        )}
      </SessionProvider>
    );
  }
  if (q.isError) {
    return (
      <Result
        level={1}
        status="error"
        title={pageStateText.errorTitle}
        subTitle={errorMessage(q.error)}
        extra={
          <Button type="primary" onClick={() => void q.refetch()}>
            {errorText.retry}
          </Button>
        }
      />
    );
  }
  return <PageSpinner />;
}
