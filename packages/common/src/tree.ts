/**
 * Pure functions over ordered trees (categories today; post categories and menus next): the nested
 * sortable's moves and drop projection in the browser, and the server's reading of a submitted id
 * tree. Depth counts levels: a flat list has depth 1.
 */
import { toAsciiDigits } from './text';

/** Most levels a tree may have (categories, post categories, menus). */
export const MAX_TREE_DEPTH = 10;

export type TreeId = string | number;
export interface TreeNode {
  id: TreeId;
  children?: TreeNode[];
}
/** The shape sent to the server: `[{ id, children: [...] }]`. */
export interface IdTree {
  id: TreeId;
  children: IdTree[];
}
export interface FlatNode<T extends TreeNode = TreeNode> {
  id: TreeId;
  parentId: TreeId | null;
  /** 0 for the top level */
  depth: number;
  /** position among its siblings */
  index: number;
  node: T;
}
export type MoveRefusal = 'not_found' | 'cycle' | 'depth';
export type MoveResult<T extends TreeNode> = { ok: true; tree: T[] } | { ok: false; reason: MoveRefusal };

/** Number of levels: 0 for an empty list, 1 for a flat list. */
export function treeDepth(tree: readonly TreeNode[] | undefined): number {
  let max = 0;
  for (const n of tree ?? []) max = Math.max(max, 1 + treeDepth(n.children));
  return max;
}

/** The nodes in display order (pre-order) with parent, depth and sibling index. */
export function flattenTree<T extends TreeNode>(tree: readonly T[], parentId: TreeId | null = null, depth = 0): FlatNode<T>[] {
  const out: FlatNode<T>[] = [];
  tree.forEach((node, index) => {
    out.push({ id: node.id, parentId, depth, index, node });
    out.push(...flattenTree((node.children ?? []) as T[], node.id, depth + 1));
  });
  return out;
}

/**
 * Rebuilds a tree from `{ id, parentId, node? }` rows; children keep the rows' order. Rows
 * whose parent is missing go to the top level. Extra fields of `node` are kept.
 */
export function buildTree<T extends TreeNode>(rows: ReadonlyArray<{ id: TreeId; parentId: TreeId | null; node?: T }>): T[] {
  const made = new Map<TreeId, T>();
  for (const r of rows) made.set(r.id, { ...(r.node ?? ({ id: r.id } as T)), id: r.id, children: [] });
  const roots: T[] = [];
  for (const r of rows) {
    const n = made.get(r.id)!;
    const parent = r.parentId === null ? undefined : made.get(r.parentId);
    if (parent && parent !== n) (parent.children as T[]).push(n);
    else roots.push(n);
  }
  return roots;
}

/** The node with `id`, or undefined. */
export function findNode<T extends TreeNode>(tree: readonly T[], id: TreeId): T | undefined {
  for (const n of tree) {
    if (n.id === id) return n;
    const found = findNode((n.children ?? []) as T[], id);
    if (found) return found as T;
  }
  return undefined;
}

/** `[{ id, children }]` only, for the API. */
export function idTree(tree: readonly TreeNode[]): IdTree[] {
  return tree.map((n) => ({ id: n.id, children: idTree(n.children ?? []) }));
}

function removeNode<T extends TreeNode>(tree: readonly T[], id: TreeId): T[] {
  return tree.filter((n) => n.id !== id).map((n) => (n.children?.length ? { ...n, children: removeNode(n.children as T[], id) } : n));
}

/** The level of node `id` (1 for the top level), or 0 when it is not in the tree. */
export function levelOf(tree: readonly TreeNode[], id: TreeId, depth = 1): number {
  for (const n of tree) {
    if (n.id === id) return depth;
    const d = levelOf(n.children ?? [], id, depth + 1);
    if (d) return d;
  }
  return 0;
}

function insertAt<T extends TreeNode>(tree: readonly T[], parentId: TreeId | null, index: number, node: T): T[] {
  if (parentId === null) {
    const copy = [...tree];
    copy.splice(Math.max(0, Math.min(index, copy.length)), 0, node);
    return copy;
  }
  return tree.map((n) =>
    n.id === parentId
      ? { ...n, children: insertAt((n.children ?? []) as T[], null, index, node) }
      : n.children?.length
        ? { ...n, children: insertAt(n.children as T[], parentId, index, node) }
        : n,
  );
}

/**
 * Moves node `id` (with its subtree) to `to.parentId` (null = top level) at `to.index` among
 * that parent's children (counted without the moved node). Refused when the node is missing,
 * when the target is the node or inside it, or when the tree would get more than `maxDepth`
 * levels. Returns a new tree; the input is not changed.
 */
export function moveNode<T extends TreeNode>(tree: readonly T[], id: TreeId, to: { parentId: TreeId | null; index: number }, maxDepth = MAX_TREE_DEPTH): MoveResult<T> {
  const node = findNode(tree, id);
  if (!node) return { ok: false, reason: 'not_found' };
  if (to.parentId !== null && (to.parentId === id || findNode((node.children ?? []) as T[], to.parentId))) {
    return { ok: false, reason: 'cycle' };
  }
  const rest = removeNode(tree, id);
  const parentLevel = to.parentId === null ? 0 : levelOf(rest, to.parentId);
  if (to.parentId !== null && parentLevel === 0) return { ok: false, reason: 'not_found' };
  if (parentLevel + treeDepth([node]) > maxDepth) return { ok: false, reason: 'depth' };
  return { ok: true, tree: insertAt(rest, to.parentId, to.index, node) };
}

/** A copy of `items` with the item at `from` moved to `to`. */
function arrayMove<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items];
  copy.splice(to < 0 ? copy.length + to : to, 0, copy.splice(from, 1)[0]!);
  return copy;
}

/**
 * Where a dragged row lands, from the row it is over and the horizontal drag offset (already
 * direction-corrected: positive = deeper). `items` is the flattened list without the dragged
 * row's descendants.
 */
export function projectDrop<T extends TreeNode>(
  items: readonly FlatNode<T>[],
  activeId: TreeId,
  overId: TreeId,
  offset: number,
  indent: number,
): { depth: number; parentId: TreeId | null; index: number } | null {
  const activeIndex = items.findIndex((i) => i.id === activeId);
  const overIndex = items.findIndex((i) => i.id === overId);
  if (activeIndex < 0 || overIndex < 0) return null;
  const active = items[activeIndex]!;
  const moved = arrayMove(items, activeIndex, overIndex);
  const prev = moved[overIndex - 1];
  const next = moved[overIndex + 1];
  const wanted = active.depth + Math.round(offset / indent);
  const maxD = prev ? prev.depth + 1 : 0;
  const minD = next ? next.depth : 0;
  const depth = Math.max(minD, Math.min(maxD, wanted));
  let parentId: TreeId | null = null;
  if (prev && depth > 0) {
    if (depth === prev.depth) parentId = prev.parentId;
    else if (depth > prev.depth) parentId = prev.id;
    else parentId = moved.slice(0, overIndex).reverse().find((i) => i.depth === depth)?.parentId ?? null;
  }
  const index = moved.slice(0, overIndex).filter((i) => i.parentId === parentId && i.depth === depth).length;
  return { depth, parentId, index };
}

/* ------------------------------------------------------------------ a submitted id tree */

/** A node of a submitted tree, placed: its parent, its position among its siblings and its level (1 = top). */
export interface PlacedNode {
  id: number;
  parentId: number | null;
  position: number;
  depth: number;
}

/** The messages of `readIdTree`, in the caller's words (its entity's name). */
export interface IdTreeMessages {
  malformed: string;
  unknown: string;
  tooDeep: string;
  cycle: string;
  duplicate: string;
}

/**
 * Reads a submitted `[{ id, children }]` (ids as numbers or digit strings, Persian digits too):
 * every id once, at most `maxDepth` levels. Problems are keyed by path (`0.children.2.id`), the
 * first tree-wide one also under `_`; with none, `placed` lists every node in pre-order.
 */
export function readIdTree(input: readonly unknown[], o: { maxDepth: number; messages: IdTreeMessages }): { placed: PlacedNode[]; fields: Record<string, string> } {
  const { maxDepth, messages } = o;
  const placed: PlacedNode[] = [];
  const fields: Record<string, string> = {};
  const seen = new Set<number>();
  const walk = (nodes: readonly unknown[], parentId: number | null, depth: number, prefix: string, ancestors: number[]) => {
    nodes.forEach((raw, i) => {
      const path = `${prefix}${i}`;
      const node = raw as { id?: unknown; children?: unknown } | null;
      const rawId = typeof node?.id === 'string' ? toAsciiDigits(node.id) : node?.id;
      const id = typeof rawId === 'number' ? rawId : typeof rawId === 'string' && /^\d{1,15}$/.test(rawId) ? Number(rawId) : NaN;
      if (!node || typeof node !== 'object' || !Number.isSafeInteger(id) || id <= 0) {
        fields[`${path}.id`] = !node || typeof node !== 'object' ? messages.malformed : messages.unknown;
        return;
      }
      if (node.children !== undefined && node.children !== null && !Array.isArray(node.children)) {
        fields[`${path}.children`] = messages.malformed;
        return;
      }
      if (depth > maxDepth) {
        fields[`${path}.id`] ??= messages.tooDeep;
        fields._ ??= messages.tooDeep;
        return;
      }
      if (seen.has(id)) {
        const msg = ancestors.includes(id) ? messages.cycle : messages.duplicate;
        fields[`${path}.id`] = msg;
        fields._ ??= msg;
        return;
      }
      seen.add(id);
      placed.push({ id, parentId, position: i, depth });
      const kids = (node.children ?? []) as unknown[];
      if (kids.length) walk(kids, id, depth + 1, `${path}.children.`, [...ancestors, id]);
    });
  };
  walk(input, null, 1, '', []);
  return { placed, fields };
}
