import { contentLabels } from '../i18n/fa/content-labels';
import { menuText } from '../i18n/fa/menus';
import { defineResource } from '../resource';

const { fields: L, ...names } = contentLabels.menu_group;

/**
 * The storefront's menus (header, footer, mobile …): a Persian title and a latin key the storefront
 * reads the menu by. Their items are a tree of their own (`/api/admin/menu-items`, docs/api-menus.md).
 */
export const menuGroupResource = defineResource({
  name: 'menu_group',
  permission: 'menu',
  api: '/api/admin/menu-groups',
  web: '/menu',
  table: 'menu_groups',
  texts: names,
  fields: {
    title: { kind: 'text', label: L.title, required: true, max: 100, search: true, sort: true },
    key: { kind: 'text', label: L.key, required: true, max: 50, unique: true, search: true, sort: true, help: menuText.keyHelp },
  },
  defaultSort: 'id',
  rowName: 'title',
});
