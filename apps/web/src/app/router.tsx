import { MENU } from '@pishkhan/common/menu';
import type { ResourceDef } from '@pishkhan/common/resource';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { NotFoundPage, RouteErrorPage } from './pages/StatusPages';
import { RootRoute } from './RootRoute';
import { SessionGate } from './SessionGate';
import { resourceRoutes } from './routing';

/**
 * The screens come from the features folder: every `<x>.routes.tsx` under features/ exports its routes
 * (arrays of routes); a module that exports `layout = 'bare'` shows its pages without the menu and
 * header (the order print sheet). Each page stays a lazily loaded chunk.
 */
type RoutesModule = Record<string, unknown> & { layout?: 'bare' };
const modules = import.meta.glob<RoutesModule>('../features/**/*.routes.tsx', { eager: true });
const routesOf = (bare: boolean): RouteObject[] =>
  Object.keys(modules)
    .sort()
    .map((k) => modules[k]!)
    .filter((m) => (m.layout === 'bare') === bare)
    .flatMap((m) => Object.values(m).filter((v): v is RouteObject[] => Array.isArray(v)).flat());

export const featureRoutes = routesOf(false);
const bareRoutes = routesOf(true);
/**
 * A menu item with no routes file of its own whose permission names a resource definition
 * (`read_faq` → resources/faq.resource.ts): the kit's list and form at its path, the definition
 * loaded with the screen.
 */
const definitions = import.meta.glob<Record<string, ResourceDef<any>>>('../../../../packages/common/src/resources/*.resource.ts');
const definitionRoutes = MENU.flatMap((g) => g.items).flatMap((item) => {
  const file = `../../../../packages/common/src/resources/${item.permission.replace(/^read_/, '')}.resource.ts`;
  const load = definitions[file];
  if (!load || featureRoutes.some((r) => `/admin/${r.path}` === item.path)) return [];
  return resourceRoutes(item.key, () => load().then((m) => Object.values(m)[0]!));
});

const LoginPage = lazy(() => import('./pages/LoginPage'));

/** Every screen of the panel; the router runs with basename `/admin`. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: 'login', element: <LoginPage /> },
      // Signed-in pages without the layout (no menu, no header): the order print sheet.
      { element: <SessionGate bare />, errorElement: <RouteErrorPage />, children: bareRoutes },
      {
        element: <SessionGate />,
        errorElement: <RouteErrorPage />,
        children: [
          ...featureRoutes,
          ...definitionRoutes,
          // Menu items whose screens later issues build, and unknown paths: a Persian 404 in the layout.
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
