import { createHash } from 'node:crypto';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { menuText } from '@pishkhan/common/i18n/fa/menus';
import type { Link } from '@pishkhan/common/links';
import { MAX_MENU_DEPTH, MENU_KEY, menuItemCreate, menuItemUpdate, menuTreeBody } from '@pishkhan/common/schemas/menu.schema';
import { toAsciiDigits, toPersianDigits } from '@pishkhan/common/text';
import { buildTree } from '@pishkhan/common/tree';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import type { RouteModule } from '../../../lib/app-types';
import { actorOf, audit } from '../../../lib/audit';
import { crudRoutes, parseId } from '../../../lib/crud';
import { AppError, notFound, validation } from '../../../lib/errors';
import { intParam } from '../../../lib/list';
import { presentLinks, registerLinkSource, validateLinks } from '../../../lib/links';
import type { ResourceOptions } from '../../../lib/resource-routes';
import { clearOnWrite, storeCache } from '../../../lib/store-cache';
import { lockTree, saveSubmittedTree, type TreeTable } from '../../../lib/tree';
import { menuGroups, menuItems } from './menu.table';

type Item = typeof menuItems.$inferSelect;
type Body = z.infer<typeof menuItemCreate>;

// Menu items hold storefront links: a product, category, post or page a menu links to is not deleted.
registerLinkSource({ table: menuItems, column: menuItems.link, entity: 'menu_item', name: menuItems.title });

const faMax = toPersianDigits(MAX_MENU_DEPTH);

/** One menu's items as a tree for the tree kit: the sort covers exactly this menu's items, under the menu's lock. */
const menuTree = (groupId: number): TreeTable => ({
  table: menuItems,
  id: menuItems.id,
  parentId: menuItems.parentId,
  position: menuItems.position,
  depth: menuItems.depth,
  title: menuItems.title,
  updatedAt: menuItems.updatedAt,
  entity: 'menu_item',
  lock: `pishkhan:menu_items:${groupId}`,
  maxDepth: MAX_MENU_DEPTH,
  scope: eq(menuItems.groupId, groupId),
  messages: {
    malformed: menuText.malformed,
    unknown: menuText.unknown,
    tooDeep: menuText.tooDeep(faMax),
    cycle: menuText.cycle,
    duplicate: menuText.duplicate,
    missing: (titles) => menuText.missing(titles),
  },
});

/** Every descendant of `id` (its children, theirs …) with its depth, deepest last. */
async function descendants(tx: DbOrTx, id: number): Promise<Item[]> {
  const res = await tx.execute(sql`
    with recursive d(id, lvl) as (
      select id, 1 from menu_items where parent_id = ${id}
      union all
      select m.id, d.lvl + 1 from menu_items m join d on m.parent_id = d.id where d.lvl < 64
    ) select id from d`);
  const ids = (res.rows as { id: string | number }[]).map((r) => Number(r.id));
  if (!ids.length) return [];
  return tx.select().from(menuItems).where(inArray(menuItems.id, ids)).orderBy(asc(menuItems.depth), asc(menuItems.id));
}

/** How many descendants each of `ids` has (what deleting it takes along). */
async function descendantCounts(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const res = await db.execute(sql`
    with recursive d(root, id, lvl) as (
      select parent_id, id, 1 from menu_items where parent_id in ${ids}
      union all
      select d.root, m.id, d.lvl + 1 from menu_items m join d on m.parent_id = d.id where d.lvl < 64
    ) select root, count(*)::int as n from d group by root`);
  return new Map((res.rows as { root: string | number; n: number }[]).map((r) => [Number(r.root), Number(r.n)]));
}

async function present(db: DbOrTx, rows: Item[]) {
  const ids = rows.map((r) => r.id);
  const [links, below, kids] = await Promise.all([
    presentLinks(db, rows.map((r) => r.link ?? null)),
    descendantCounts(db, ids),
    ids.length ? db.select({ id: menuItems.parentId, n: count() }).from(menuItems).where(inArray(menuItems.parentId, ids)).groupBy(menuItems.parentId) : [],
  ]);
  const childCount = new Map(kids.map((k) => [Number(k.id), k.n]));
  return rows.map((r, i) => ({
    id: r.id,
    group_id: r.groupId,
    parent_id: r.parentId,
    title: r.title,
    link: links[i] ?? null,
    new_tab: r.newTab,
    status: r.status,
    position: r.position,
    depth: r.depth,
    children_count: childCount.get(r.id) ?? 0,
    descendants_count: below.get(r.id) ?? 0,
    created_at: r.createdAt,
    updated_at: r.updatedAt,
  }));
}

/** Places an item under `parentId` of its menu (same menu, no cycle, depth ≤ 10) and sets its depth and a last position. */
async function placeUnder(tx: Tx, values: Record<string, unknown>, groupId: number, existing: Item | null) {
  const parentId = (values.parentId ?? null) as number | null;
  // The parent's row first, then the menu's lock: a delete holds the row and then takes the lock,
  // so taking them the other way round would deadlock with it.
  const parentRow = async () =>
    parentId === null
      ? null
      : (
          await tx
            .select({ id: menuItems.id })
            .from(menuItems)
            .where(and(eq(menuItems.id, parentId), eq(menuItems.groupId, groupId)))
            .for('key share')
        )[0];
  if (parentId !== null && !(await parentRow())) throw validation({ parent_id: menuText.parentNotFound });
  await lockTree(tx, menuTree(groupId));
  let depth = 1;
  if (parentId !== null) {
    // Read again under the lock: a tree saved meanwhile may have moved it.
    const [parent] = await tx.select({ depth: menuItems.depth }).from(menuItems).where(eq(menuItems.id, parentId));
    if (!parent) throw validation({ parent_id: menuText.parentNotFound });
    depth = parent.depth + 1;
  }
  if (existing) {
    const below = await descendants(tx, existing.id);
    if (parentId === existing.id || below.some((d) => d.id === parentId)) throw validation({ parent_id: menuText.cycle });
    const height = below.reduce((m, d) => Math.max(m, d.depth - existing.depth), 0);
    if (depth + height > MAX_MENU_DEPTH) throw validation({ parent_id: menuText.tooDeep(faMax) });
  } else if (depth > MAX_MENU_DEPTH) throw validation({ parent_id: menuText.tooDeep(faMax) });
  const [last] = await tx
    .select({ max: sql<number>`coalesce(max(${menuItems.position}), -1)`.mapWith(Number) })
    .from(menuItems)
    .where(and(eq(menuItems.groupId, groupId), parentId === null ? sql`${menuItems.parentId} is null` : eq(menuItems.parentId, parentId)));
  values.parentId = parentId;
  values.depth = depth;
  values.position = last!.max + 1;
}

type AdminNode = { id: number; title: string; link: unknown; new_tab: boolean; status: boolean; children: AdminNode[] };

/** A menu's items as a tree, in their order, links presented with their targets' names. */
async function loadTree(db: DbOrTx, groupId: number): Promise<AdminNode[]> {
  const rows = await db.select().from(menuItems).where(eq(menuItems.groupId, groupId)).orderBy(asc(menuItems.position), asc(menuItems.id));
  const links = await presentLinks(db, rows.map((r) => r.link ?? null));
  return buildTree<AdminNode>(
    rows.map((r, i) => ({ id: r.id, parentId: r.parentId, node: { id: r.id, title: r.title, link: links[i] ?? null, new_tab: r.newTab, status: r.status, children: [] } })),
  );
}

async function loadGroup(db: DbOrTx, rawId: string) {
  const [group] = await db.select().from(menuGroups).where(eq(menuGroups.id, parseId(toAsciiDigits(rawId))));
  if (!group) throw notFound('menu_group');
  return group;
}

/**
 * Menus (the `menu_group` definition): the latin key checked, each menu presented with its item
 * count, and its tree: `GET|PUT /api/admin/menu-groups/{id}/tree`.
 */
export const menuGroupOptions: ResourceOptions = {
  counts: { items_count: menuItems.groupId },
  beforeWrite: async (_tx, values) => {
    if (typeof values.key !== 'string') return;
    const key = values.key.trim().toLowerCase();
    if (!MENU_KEY.test(key)) throw validation({ key: menuText.keyLatin });
    values.key = key;
  },
  extra: (app, { db }) => {
    app.get('/api/admin/menu-groups/:id/tree', { config: { permission: 'read_menu' }, schema: { tags: ['menu-groups'] } }, async (req) => {
      const group = await loadGroup(db, (req.params as { id: string }).id);
      return { data: { group: { id: group.id, title: group.title, key: group.key }, tree: await loadTree(db, group.id) } };
    });
    app.put('/api/admin/menu-groups/:id/tree', { config: { permission: 'update_menu' }, schema: { tags: ['menu-groups'], body: menuTreeBody } }, async (req) => {
      const group = await loadGroup(db, (req.params as { id: string }).id);
      const changed = await saveSubmittedTree(db, actorOf(req), menuTree(group.id), req.body as unknown[]);
      return { data: { changed, tree: await loadTree(db, group.id) } };
    });
  },
};

/** Menu items (/api/admin/menu-items): each in one menu, a tree of at most 10 levels; deleting one deletes its children. */
const menuItemCrud = crudRoutes<Item, Body>({
  path: '/api/admin/menu-items',
  resource: 'menu',
  entity: 'menu_item',
  tag: 'menu-items',
  table: menuItems,
  create: menuItemCreate,
  update: menuItemUpdate,
  search: sql`fa_norm(${menuItems.title})`,
  filters: (q) => [intParam(q.group_id) ? eq(menuItems.groupId, intParam(q.group_id)!) : undefined],
  sorts: { id: menuItems.id, title: menuItems.title, position: menuItems.position, created_at: menuItems.createdAt },
  defaultSort: 'position',
  persianSort: ['title'],
  present,
  toValues: (b) => ({
    ...(b.group_id !== undefined && { groupId: b.group_id }),
    ...(b.parent_id !== undefined && { parentId: b.parent_id }),
    ...(b.title !== undefined && { title: b.title }),
    ...(b.link !== undefined && { link: (b.link ?? null) as Link | null }),
    ...(b.new_tab !== undefined && { newTab: b.new_tab }),
    ...(b.status !== undefined && { status: b.status }),
  }),
  beforeWrite: async (tx, values, existing) => {
    if (values.link) await validateLinks(tx, { link: values.link as Link });
    if (!existing) {
      const [group] = await tx.select({ id: menuGroups.id }).from(menuGroups).where(eq(menuGroups.id, values.groupId as number)).for('key share');
      if (!group) throw validation({ group_id: menuText.groupNotFound });
      await placeUnder(tx, values, group.id, null);
    } else if (values.parentId !== undefined && values.parentId !== existing.parentId) {
      await placeUnder(tx, values, existing.groupId, existing);
    } else delete values.parentId;
  },
  afterWrite: async (tx, before, after) => {
    // A moved item takes its subtree along: every descendant's depth shifts by the same amount.
    if (before && after && before.depth !== after.depth) {
      const below = await descendants(tx, after.id);
      if (below.length) {
        await tx
          .update(menuItems)
          .set({ depth: sql`${menuItems.depth} + ${after.depth - before.depth}` })
          .where(inArray(menuItems.id, below.map((d) => d.id)));
      }
    }
  },
  beforeDelete: async (tx, row, req) => {
    // Its children go with it (the foreign key cascades); each is audited as deleted.
    await lockTree(tx, menuTree(row.groupId));
    for (const child of await descendants(tx, row.id)) {
      await audit(tx, actorOf(req), { entity: 'menu_item', entityId: child.id, action: 'delete', before: child, after: null });
    }
  },
  bulkDeleteOrder: [sql`${menuItems.depth} desc`],
});

/** The storefront's menu by its key: the live items (status on; a hidden item hides its children), as a tree. */
type StoreNode = { id: number; title: string; link: unknown; new_tab: boolean; children: StoreNode[] };
async function storeMenu(db: DbOrTx, key: string) {
  const [group] = await db.select().from(menuGroups).where(eq(menuGroups.key, key));
  if (!group) return null;
  const rows = await db.select().from(menuItems).where(eq(menuItems.groupId, group.id)).orderBy(asc(menuItems.position), asc(menuItems.id));
  const live = new Set<number>();
  // Rows come by position, not by level: walk from the top level down.
  const byParent = new Map<number | null, Item[]>();
  for (const r of rows) (byParent.get(r.parentId) ?? byParent.set(r.parentId, []).get(r.parentId)!).push(r);
  const walk = (parent: number | null) => {
    for (const r of byParent.get(parent) ?? []) if (r.status) (live.add(r.id), walk(r.id));
  };
  walk(null);
  const shown = rows.filter((r) => live.has(r.id));
  const links = await presentLinks(db, shown.map((r) => r.link ?? null), { store: true });
  const items = buildTree<StoreNode>(
    shown.map((r, i) => {
      const l = links[i];
      return { id: r.id, parentId: r.parentId, node: { id: r.id, title: r.title, link: l && !l.broken ? l : null, new_tab: r.newTab, children: [] } };
    }),
  );
  return { key: group.key, title: group.title, items };
}

/** Menu items' admin routes and the storefront's read of a menu. */
/** The storefront's menus by key, in memory per node (lib/store-cache.ts). */
const storeMenus = storeCache<{ body: { data: NonNullable<Awaited<ReturnType<typeof storeMenu>>> }; etag: string } | null>('menus');

async function storeAnswer(db: Db, key: string) {
  const menu = await storeMenu(db, key);
  if (!menu) return null;
  const body = { data: menu };
  return { body, etag: `"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"` };
}

export const menuRoutes: RouteModule = async (app, ctx) => {
  await menuItemCrud(app, ctx);
  const { db } = ctx;
  clearOnWrite(storeMenus, ['/api/admin/menu-groups', '/api/admin/menu-items']);
  app.get('/api/store/menus/:key', { config: { public: true }, schema: { tags: ['menu-groups'] } }, async (req, reply) => {
    const key = String((req.params as { key: string }).key).toLowerCase();
    const answer = MENU_KEY.test(key) ? await storeMenus.get(key, () => storeAnswer(db, key)) : null;
    if (!answer) throw new AppError(404, 'not_found', menuText.notFoundStore);
    const { body, etag } = answer;
    reply.header('Cache-Control', 'public, max-age=60, stale-while-revalidate=300');
    reply.header('ETag', etag);
    if (req.headers['if-none-match'] === etag) return reply.status(304).send();
    return body;
  });
};
