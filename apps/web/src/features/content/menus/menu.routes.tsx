import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { Guard } from '../../../app/Guard';

const Screens = lazy(() => import('./menu.screens'));
const route = (path: string, permission: string, form?: boolean): RouteObject => ({ path, element: <Guard permission={permission}><Screens form={form} /></Guard> });

/** /admin/menu: the menus with their item counts; /admin/menu/create and /edit/{id}: the kit's form; /admin/menu/{id}: a menu's items as a tree. */
export const menuRoutes = [route('menu', 'read_menu'), route('menu/create', 'create_menu', true), route('menu/edit/:id', 'read_menu', true), route('menu/:group', 'read_menu')];
