import { MENU } from '@pishkhan/common/menu';
import { pageStateText as t } from '@pishkhan/common/i18n/fa/ui';
import { Button } from 'antd';
import { Result } from '../../components/status/Result';
import { Link, useLocation, useRouteError } from 'react-router';
import { toFullPath } from '../paths';
import { usePageTitle } from '../usePageTitle';

const menuPaths = MENU.flatMap((g) => g.items.map((i) => i.path)).filter((p) => p !== '/admin');
/** True when the path belongs to a menu item whose screen a later issue will build. */
export const isPlannedPath = (fullPath: string): boolean =>
  menuPaths.some((p) => fullPath === p || fullPath.startsWith(p + '/')) || /^\/admin\/(print-orders)(\/|$)/.test(fullPath);

const home = (
  <Link to="/">
    <Button type="primary">{t.backHome}</Button>
  </Link>
);

/** A Persian 404 inside the layout; paths of screens not built yet get their own wording. */
export function NotFoundPage({ variant }: { variant?: 'notFound' | 'notBuilt' }) {
  const { pathname } = useLocation();
  const planned = variant ? variant === 'notBuilt' : isPlannedPath(toFullPath(pathname.replace(/\/$/, '') || '/'));
  usePageTitle(planned ? t.notBuiltTitle : t.notFoundTitle);
  return (
    <Result
      level={1}
      status={planned ? 'info' : '404'}
      title={planned ? t.notBuiltTitle : t.notFoundTitle}
      subTitle={planned ? t.notBuiltBody : t.notFoundBody}
      extra={home}
      data-testid={planned ? 'not-built' : 'not-found'}
    />
  );
}

export function ForbiddenPage() {
  usePageTitle(t.forbiddenTitle);
  return <Result level={1} status="403" title={t.forbiddenTitle} subTitle={t.forbiddenBody} extra={home} data-testid="forbidden" />;
}

/** The router's error element: a chunk that failed to load, or a render error. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (error) console.error(error);
  return (
    <Result
      level={1}
      status="error"
      title={t.errorTitle}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t.reload}
        </Button>
      }
    />
  );
}
