/**
 * Saving an ordered tree (categories, a menu's items) from its order screen:
 * the submitted `[{ id, children }]` is read (every id once, depth limit, no cycle), held against the
 * table's rows (or its `scope`'s: one menu of the items table) under a lock (none unknown, none missing), and every moved row's parent and position
 * (and level, where the table keeps one) are written in one statement per 5,000 rows, audited.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { readIdTree, type IdTreeMessages, type PlacedNode } from '@pishkhan/common/tree';
import type { Db, Tx } from '../db/client';
import { audit, type Actor } from './audit';
import { validation } from './errors';

export interface TreeTable {
  table: PgTable;
  id: AnyPgColumn;
  parentId: AnyPgColumn;
  position: AnyPgColumn;
  /** The row's level (1 = top), where the table keeps it. */
  depth?: AnyPgColumn;
  /** What names a row in the "missing" message. */
  title: AnyPgColumn;
  updatedAt?: AnyPgColumn;
  /** The audit entity of the `sort` row. */
  entity: string;
  /** Name of the advisory lock that every change of the tree's shape takes (parent moves too), so two cannot make a cycle together. */
  lock: string;
  maxDepth: number;
  /**
   * The rows that make up this tree when the table holds several (a menu's items: `group_id = 5`):
   * the sort covers exactly them, an id outside it is unknown. Default: the whole table.
   */
  scope?: SQL;
  messages: IdTreeMessages & { missing: (titles: string) => string };
}

/** The tree's lock, held to the end of the transaction. */
export const lockTree = (tx: Tx, t: Pick<TreeTable, 'lock'>) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${t.lock}))`);

interface StoredNode {
  id: number;
  title: string;
  parentId: number | null;
  position: number;
  depth?: number;
}

/**
 * Saves a submitted tree: 422 with the problems by path when it is malformed, too deep, names an
 * id twice, an unknown id, or leaves a row out; otherwise one transaction. Returns how many rows moved.
 */
export async function saveSubmittedTree(db: Db, actor: Actor, t: TreeTable, body: readonly unknown[]): Promise<number> {
  const { placed, fields } = readIdTree(body, { maxDepth: t.maxDepth, messages: t.messages });
  if (Object.keys(fields).length) throw validation(fields);
  return db.transaction((tx) => saveTree(tx, actor, t, placed));
}

/** Writes placed nodes in the caller's transaction: every row of the table (or of its scope) exactly once, rows locked. */
export async function saveTree(tx: Tx, actor: Actor, t: TreeTable, placed: PlacedNode[]): Promise<number> {
  await lockTree(tx, t);
  const cols = { id: t.id, title: t.title, parentId: t.parentId, position: t.position, ...(t.depth ? { depth: t.depth } : {}) };
  const rows = tx.select(cols).from(t.table);
  const all = (await (t.scope ? rows.where(t.scope) : rows).for('update')) as StoredNode[];
  const byId = new Map(all.map((c) => [c.id, c]));
  if (placed.some((p) => !byId.has(p.id))) throw validation({ _: t.messages.unknown });
  const given = new Set(placed.map((p) => p.id));
  const missing = all.filter((c) => !given.has(c.id));
  if (missing.length) {
    const titles = missing.slice(0, 5).map((m) => `«${m.title}»`).join('\u060C ') + (missing.length > 5 ? ' …' : '');
    throw validation({ _: t.messages.missing(titles) });
  }
  const changed = placed.filter((p) => {
    const c = byId.get(p.id)!;
    return c.parentId !== p.parentId || c.position !== p.position || (t.depth !== undefined && c.depth !== p.depth);
  });
  const set = (col: AnyPgColumn | undefined, value: ReturnType<typeof sql>) => (col ? sql`, ${sql.identifier(col.name)} = ${value}` : sql``);
  for (let i = 0; i < changed.length; i += 5000) {
    const chunk = changed.slice(i, i + 5000);
    const rows = sql.join(
      chunk.map((p) => sql`(${p.id}::bigint, ${p.parentId}::bigint, ${p.position}::int, ${p.depth}::int)`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${t.table} as c set ${sql.identifier(t.parentId.name)} = v.p, ${sql.identifier(t.position.name)} = v.pos${set(t.depth, sql`v.d`)}${set(t.updatedAt, sql`now()`)}
      from (values ${rows}) as v(id, p, pos, d) where c.${sql.identifier(t.id.name)} = v.id`);
  }
  if (changed.length) {
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const p of changed) {
      const c = byId.get(p.id)!;
      before[p.id] = { parent_id: c.parentId, position: c.position };
      after[p.id] = { parent_id: p.parentId, position: p.position };
    }
    await audit(tx, actor, { entity: t.entity, entityId: null, action: 'sort', changes: { tree: [before, after] } });
  }
  return changed.length;
}
