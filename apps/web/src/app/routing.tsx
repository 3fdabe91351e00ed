import type { FeatureKey } from '@pishkhan/common/features';
import type { ComponentType, LazyExoticComponent } from 'react';
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
