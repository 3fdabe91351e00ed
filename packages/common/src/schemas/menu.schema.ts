import { z } from 'zod';
import { contentLabels } from '../i18n/fa/content-labels';
import { linkSchema } from '../link-schema';
import { MAX_TREE_DEPTH } from '../tree';
import { bool, id, nullable, text } from './fields';

const L = contentLabels.menu_item.fields;

/** Most levels of a menu's tree (spec §9). */
export const MAX_MENU_DEPTH = MAX_TREE_DEPTH;
/** A menu's key: latin, read by the storefront (`/api/store/menus/{key}`). */
export const MENU_KEY = /^[a-z][a-z0-9_-]{0,49}$/;

/** A menu item: its menu, its parent in the same menu (none = top level), title, link, new tab, status. */
export const menuItemCreate = z.object({
  group_id: id(L.group_id),
  parent_id: nullable(id(L.parent_id)).optional(),
  title: text(L.title, { max: 191 }),
  link: linkSchema(L.link, false),
  new_tab: bool(L.new_tab).optional(),
  status: bool(L.status).optional(),
});
/** An item stays in its menu: its menu is not changed by an update. */
export const menuItemUpdate = menuItemCreate.omit({ group_id: true }).partial();
/** A menu's whole order: `[{ id, children }]` (read by the tree kit, which answers its own Persian 422). */
export const menuTreeBody = z.array(z.unknown()).max(10_000).meta({ title: contentLabels.menu_group.one });
