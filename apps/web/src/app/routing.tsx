import type { FeatureKey } from '@pishkhan/common/features';
import { permissionOf, type ResourceDef } from '@pishkhan/common/resource';
import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { ResourceFormPageProps } from '../components/crud/resource/ResourceFormPage';
import type { ResourceListPageProps } from '../components/crud/resource/ResourceListPage';
import type { RouteObject } from 'react-router';
import { Guard } from './Guard';

type Page = LazyExoticComponent<ComponentType>;

/** One guarded route: the page shows only with the permission (and feature) it needs. */
export const guarded = (path: string, Page: Page, permission?: string, feature?: FeatureKey): RouteObject => ({
  path,
  element: (
    <Guard {...(permission ? { permission } : {})} {...(feature ? { feature } : {})}>
      <Page />
    </Guard>
  ),
});

/**
 * The routes of a simple resource: `<path>` (read_<x>), `<path>/create` (create_<x>) and
 * `<path>/edit/:id` (read_<x>: without update_<x> the form opens read-only), each page lazy-loaded.
 */
export function crudRoutes(o: { path: string; resource: string; feature?: FeatureKey; list: Page; form?: Page }): RouteObject[] {
  const routes = [guarded(o.path, o.list, `read_${o.resource}`, o.feature)];
  if (o.form) {
    routes.push(guarded(`${o.path}/create`, o.form, `create_${o.resource}`, o.feature));
    routes.push(guarded(`${o.path}/edit/:id`, o.form, `read_${o.resource}`, o.feature));
  }
  return routes;
}

const ResourceListPage = lazy(() => import('../components/crud/resource/ResourceListPage'));
const ResourceFormPage = lazy(() => import('../components/crud/resource/ResourceFormPage'));

/** The per-screen choices of a resource built on the kit: its list's columns and its form's layout. */
export interface ResourceScreen {
  columns?: ResourceListPageProps['columns'];
  layout?: ResourceFormPageProps['layout'];
  custom?: ResourceFormPageProps['custom'];
}

/**
 * The routes of a resource definition (list, create, edit at its menu path) on the kit's list and
 * form pages, each guarded like `crudRoutes`. A resource with no `<x>.routes.tsx` of its own gets
 * these with the defaults (see router.tsx).
 */
export function resourceRoutes(def: ResourceDef<any>, screen: ResourceScreen = {}): RouteObject[] {
  const path = def.web.replace(/^\//, '');
  const perm = permissionOf(def);
  const guard = (p: string, permission: string, page: ReactNode): RouteObject => ({
    path: p,
    element: (
      <Guard permission={permission} {...(def.feature ? { feature: def.feature } : {})}>
        {page}
      </Guard>
    ),
  });
  const form = <ResourceFormPage def={def} {...(screen.layout ? { layout: screen.layout } : {})} {...(screen.custom ? { custom: screen.custom } : {})} />;
  return [
    guard(path, `read_${perm}`, <ResourceListPage def={def} {...(screen.columns ? { columns: screen.columns } : {})} />),
    guard(`${path}/create`, `create_${perm}`, form),
    guard(`${path}/edit/:id`, `read_${perm}`, form),
  ];
}
