import { lazy } from 'react';
import { guarded, resourceRoutes } from '../../../app/routing';

const kit = resourceRoutes('menu', () => import('@pishkhan/common/resources/menu.resource').then((m) => m.menuGroupResource), {
  layout: [['title', 'key']],
});
const MenuGroupsPage = lazy(() => import('./MenuGroupsPage'));
const MenuItemsPage = lazy(() => import('./MenuItemsPage'));

/** /admin/menu: the menus with their item counts; the kit's form adds and renames one; /admin/menu/{id}: its items as a tree. */
export const menuRoutes = [guarded('menu', MenuGroupsPage, 'read_menu'), ...kit.slice(1), guarded('menu/:group', MenuItemsPage, 'read_menu')];
