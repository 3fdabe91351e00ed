import type { PresentedLink } from '@pishkhan/common/links';
import type { TreeNode } from '@pishkhan/common/tree';

export const MENU_GROUPS_API = '/api/admin/menu-groups';
export const MENU_ITEMS_API = '/api/admin/menu-items';
export const menuTreeApi = (group: number | string) => `${MENU_GROUPS_API}/${group}/tree`;

export interface MenuGroup {
  id: number;
  title: string;
  key: string;
  items_count: number;
}
export interface MenuNode extends TreeNode {
  id: number;
  title: string;
  link: PresentedLink | null;
  new_tab: boolean;
  status: boolean;
  children: MenuNode[];
}
export interface MenuTree {
  group: { id: number; title: string; key: string };
  tree: MenuNode[];
}
export interface MenuItemInput {
  group_id?: number;
  parent_id: number | null;
  title: string;
  link: PresentedLink | null;
  new_tab: boolean;
  status: boolean;
}

/** How many items sit below `node` (what deleting it takes along). */
export const descendantCount = (node: MenuNode): number => node.children.reduce((n, c) => n + 1 + descendantCount(c), 0);

/** The ids of `node` and everything below it (no parent of the node may be among them). */
export const subtreeIds = (node: MenuNode): Set<number> => {
  const out = new Set<number>([node.id]);
  for (const c of node.children) for (const id of subtreeIds(c)) out.add(id);
  return out;
};
