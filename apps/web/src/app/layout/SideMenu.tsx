import { visibleMenu, type MenuGroup } from '@pishkhan/common/menu';
import { Badge, Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { badgeCount } from '../format';
import { useSession } from '../session';
import type { HomeData } from '../types';
import { toFullPath, toRoute } from '../paths';
import { MenuIcon } from './icons';

/** Menu items that show a count of things waiting for the admin (from the home envelope). */
const MENU_COUNTS: Record<string, (h: HomeData) => number | undefined> = {
  product_comments: (h) => h.new_product_comments_count,
  post_comments: (h) => h.new_blog_comments_count,
};

/** An item's label with its waiting count, when it has one above zero. */
function ItemLabel({ label, count }: { label: string; count: number | undefined }) {
  if (!count) return <>{label}</>;
  return (
    <span className="pk-menu-counted">
      {label} <Badge count={badgeCount(count)} size="small" color="#d97706" data-testid="menu-count" />
    </span>
  );
}

/** A one-item group whose item has the group's key is itself a link (dashboard, orders …). */
const isLeafGroup = (g: MenuGroup) => g.items.length === 1 && g.items[0]!.key === g.key;

/** The visible item whose path is the longest prefix of the current path. */
export function activeMenuKeys(groups: MenuGroup[], fullPath: string): { item?: string; group?: string } {
  let best: { item?: string; group?: string; len: number } = { len: -1 };
  for (const g of groups) {
    for (const i of g.items) {
      const hit = i.path === '/admin' ? fullPath === '/admin' : fullPath === i.path || fullPath.startsWith(i.path + '/');
      if (hit && i.path.length > best.len) best = { item: i.key, group: g.key, len: i.path.length };
    }
  }
  return { item: best.item, group: best.group };
}

export function SideMenu({ collapsed = false, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const { home } = useSession();
  const { pathname } = useLocation();
  const groups = useMemo(
    () => visibleMenu(home.permissions, home.features ?? {}, home.setting_groups ?? []),
    [home.permissions, home.features, home.setting_groups],
  );
  const active = activeMenuKeys(groups, toFullPath(pathname === '/' ? '/' : pathname.replace(/\/$/, '')));
  const [openKeys, setOpenKeys] = useState<string[]>(active.group ? [active.group] : []);
  useEffect(() => {
    if (active.group) setOpenKeys((keys) => (keys.includes(active.group!) ? keys : [...keys, active.group!]));
  }, [active.group]);

  const items: MenuProps['items'] = groups.map((g) => {
    if (isLeafGroup(g)) {
      const i = g.items[0]!;
      return { key: i.key, icon: <MenuIcon name={i.icon} />, label: <Link to={toRoute(i.path)} onClick={onNavigate}>{i.label}</Link> };
    }
    return {
      key: g.key,
      icon: <MenuIcon name={g.icon} />,
      label: g.label,
      children: g.items.map((i) => ({
        key: i.key,
        icon: <MenuIcon name={i.icon} />,
        label: (
          <Link to={toRoute(i.path)} onClick={onNavigate}>
            <ItemLabel label={i.label} count={MENU_COUNTS[i.key]?.(home)} />
          </Link>
        ),
      })),
    };
  });

  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={active.item ? [active.item] : []}
      {...(collapsed ? {} : { openKeys, onOpenChange: (keys: string[]) => setOpenKeys(keys) })}
      className="pk-side-menu"
      data-testid="side-menu"
    />
  );
}
