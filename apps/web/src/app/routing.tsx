import type { FeatureKey } from '@pishkhan/common/features';
import { MENU } from '@pishkhan/common/menu';
import type { ResourceDef } from '@pishkhan/common/resource';
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

const listPage = () => import('../components/crud/resource/ResourceListPage');
const formPage = () => import('../components/crud/resource/ResourceFormPage');

/** The per-screen choices of a resource built on the kit: its list's columns and its form's layout. */
export interface ResourceScreen {
  columns?: ResourceListPageProps['columns'];
  layout?: ResourceFormPageProps['layout'];
  custom?: ResourceFormPageProps['custom'];
  /** Drawn under the list's title, above its search (a state of the resource, its own actions). */
  beforeToolbar?: ResourceListPageProps['beforeToolbar'];
}
/** The choices themselves (plain data), or a module of them loaded with the screen (when they draw with components). */
export type ResourceScreenSource = ResourceScreen | (() => Promise<{ default: ResourceScreen }>);

/** A resource definition, loaded with its screen (the definitions stay out of the first download). */
export type DefinitionLoader = () => Promise<ResourceDef<any>>;

/**
 * The routes of a resource definition on the kit's list and form pages, at the path of its menu
 * item (`menuKey`: the one spelling of the path, its permission and feature): list (read_<x>),
 * create (create_<x>) and edit (read_<x>; read-only without update_<x>), each loaded lazily with the
 * definition and the screen's choices. A resource with no `<x>.routes.tsx` of its own gets these with
 * the defaults (see router.tsx).
 */
export function resourceRoutes(menuKey: string, load: DefinitionLoader, screen: ResourceScreenSource = {}): RouteObject[] {
  const item = MENU.flatMap((g) => g.items).find((i) => i.key === menuKey);
  if (!item || !item.permission.startsWith('read_')) throw new Error(`no menu item ${menuKey} with a read_ permission`);
  const path = item.path.replace(/^\/admin\//, '');
  const perm = item.permission.slice('read_'.length);
  const choices = typeof screen === 'function' ? () => screen().then((m) => m.default) : () => Promise.resolve(screen);
  const List = lazy(async () => {
    const [{ default: Page }, def, s] = await Promise.all([listPage(), load(), choices()]);
    return { default: () => <Page def={def} {...(s.columns ? { columns: s.columns } : {})} {...(s.beforeToolbar ? { beforeToolbar: s.beforeToolbar } : {})} /> };
  });
  const Form = lazy(async () => {
    const [{ default: Page }, def, s] = await Promise.all([formPage(), load(), choices()]);
    return { default: () => <Page def={def} {...(s.layout ? { layout: s.layout } : {})} {...(s.custom ? { custom: s.custom } : {})} /> };
  });
  const guard = (p: string, permission: string, page: ReactNode): RouteObject => ({
    path: p,
    element: (
      <Guard permission={permission} {...(item.feature ? { feature: item.feature } : {})}>
        {page}
      </Guard>
    ),
  });
  return [guard(path, `read_${perm}`, <List />), guard(`${path}/create`, `create_${perm}`, <Form />), guard(`${path}/edit/:id`, `read_${perm}`, <Form />)];
}
