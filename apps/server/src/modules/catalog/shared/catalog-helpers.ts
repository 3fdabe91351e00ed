import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { catalogError, type CatalogErrorKey } from '@pishkhan/common/i18n/fa/catalog-labels';
import type { DbOrTx, Tx } from '../../../db/client';
import { actorOf, audit } from '../../../lib/audit';
import { AppError, fieldError, inUse as inUseError, validation } from '../../../lib/errors';
import { media } from '../../system/uploads/media.table';

/**
 * 409 `in_use` with a readable Persian reason (`_` field, so forms show it above the fields): the
 * generic "this {entity} is used in {count} {by}", or a catalogue sentence when the reason is special
 * (a value of a list, children of a tree).
 */
export const inUse = (key: CatalogErrorKey, params: Record<string, string | number>, field = '_') => {
  const msg = catalogError(key, params);
  return new AppError(409, 'in_use', msg, { [field]: msg });
};
export const usedIn = (entity: string, count: number, by: string) => fieldError(inUseError(entity, count, by), '_');

/** `{ id, url }` of uploaded images, by id. */
export async function mediaRefs(db: DbOrTx, ids: (number | null | undefined)[]) {
  const wanted = [...new Set(ids.filter((x): x is number => !!x))];
  const rows = wanted.length ? await db.select({ id: media.id, path: media.path }).from(media).where(inArray(media.id, wanted)) : [];
  return new Map(rows.map((m) => [m.id, { id: m.id, url: `/uploads/${m.path}` }]));
}

/** 422 on `field` unless every id exists in `table`. */
export async function assertIdsExist(tx: DbOrTx, table: PgTable & { id: PgColumn }, ids: number[] | undefined, field: string, label: string) {
  const unique = [...new Set(ids ?? [])];
  if (!unique.length) return;
  const found = await tx.select({ id: table.id }).from(table as any).where(inArray(table.id, unique));
  if (found.length !== unique.length) throw validation({ [field]: catalogError('ids_not_found', { field: label }) });
}

/** Replaces a pivot's rows of one owner with `ids`; returns whether anything changed. */
export async function syncPivot(tx: Tx, table: PgTable, ownerCol: PgColumn, otherCol: PgColumn, ownerId: number, ids: number[]) {
  const wanted = [...new Set(ids)];
  const current = (await tx.select({ v: otherCol }).from(table as any).where(eq(ownerCol, ownerId))).map((r) => Number(r.v));
  const toAdd = wanted.filter((x) => !current.includes(x));
  const toRemove = current.filter((x) => !wanted.includes(x));
  if (toRemove.length) await tx.delete(table).where(and(eq(ownerCol, ownerId), inArray(otherCol, toRemove)));
  const ownerKey = Object.entries(table).find(([, c]) => c === ownerCol)![0];
  const otherKey = Object.entries(table).find(([, c]) => c === otherCol)![0];
  if (toAdd.length) await tx.insert(table).values(toAdd.map((x) => ({ [ownerKey]: ownerId, [otherKey]: x })) as any);
  return { before: [...current].sort((a, b) => a - b), after: [...wanted].sort((a, b) => a - b), changed: toAdd.length + toRemove.length > 0 };
}

export interface ValueItem {
  id?: number;
  value: string;
}
interface ValueTable {
  table: PgTable;
  id: PgColumn;
  owner: PgColumn;
  value: PgColumn;
  position: PgColumn;
}

/**
 * Saves the full new list of an attribute's or a specification's values in the caller's
 * transaction: an item with `id` keeps (and renames) that value, one without adds a value, and
 * values left out are removed — unless `usage` counts a use of them (409 naming the value).
 * Ids of another owner are refused (422 at `values.<i>.id`). Positions follow the list order.
 */
export async function syncValues(
  tx: Tx,
  t: ValueTable,
  ownerId: number,
  list: ValueItem[],
  o: { usage: (ids: number[]) => Promise<Map<number, number>>; inUseKey: CatalogErrorKey; onRename?: (id: number, value: string) => Promise<void> },
) {
  const existing = (await tx
    .select({ id: t.id, value: t.value, position: t.position })
    .from(t.table as any)
    .where(eq(t.owner, ownerId))
    .orderBy(asc(t.position), asc(t.id))
    .for('update')) as { id: number; value: string; position: number }[];
  const byId = new Map(existing.map((e) => [e.id, e]));
  const seen = new Set<number>();
  const bad: Record<string, string> = {};
  list.forEach((item, i) => {
    if (item.id === undefined) return;
    if (!byId.has(item.id) || seen.has(item.id)) bad[`values.${i}.id`] = catalogError('value_not_of_this');
    seen.add(item.id);
  });
  if (Object.keys(bad).length) throw validation(bad);

  const removed = existing.filter((e) => !seen.has(e.id));
  if (removed.length) {
    const used = await o.usage(removed.map((r) => r.id));
    const first = removed.find((r) => (used.get(r.id) ?? 0) > 0);
    if (first) throw inUse(o.inUseKey, { value: first.value, count: used.get(first.id)! }, 'values');
    await tx.delete(t.table).where(inArray(t.id, removed.map((r) => r.id)));
  }
  // Renamed values first take a unique placeholder, so swapping two names never trips the unique index.
  const renamed = list.filter((it) => it.id !== undefined && byId.get(it.id)!.value !== it.value);
  if (renamed.length) {
    await tx.update(t.table).set({ [keyOf(t.table, t.value)]: sql`'\u0001' || ${t.id}::text` } as any).where(inArray(t.id, renamed.map((r) => r.id!)));
  }
  for (const [i, it] of list.entries()) {
    if (it.id === undefined) continue;
    const cur = byId.get(it.id)!;
    if (cur.value !== it.value || cur.position !== i) {
      await tx.update(t.table).set({ [keyOf(t.table, t.value)]: it.value, [keyOf(t.table, t.position)]: i } as any).where(eq(t.id, it.id));
    }
    if (cur.value !== it.value) await o.onRename?.(it.id, it.value);
  }
  const added = list.map((it, i) => ({ it, i })).filter(({ it }) => it.id === undefined);
  if (added.length) {
    await tx.insert(t.table).values(
      added.map(({ it, i }) => ({ [keyOf(t.table, t.owner)]: ownerId, [keyOf(t.table, t.value)]: it.value, [keyOf(t.table, t.position)]: i })) as any,
    );
  }
  return { before: existing.map((e) => e.value), after: list.map((l) => l.value) };
}

function keyOf(table: PgTable, col: PgColumn): string {
  return Object.entries(table).find(([, c]) => c === col)![0];
}

/** An extra audit entry for related rows (values, pivots) changed with the main row. */
export async function auditRelated(tx: Tx, req: FastifyRequest, entity: string, id: number, changes: Record<string, [unknown, unknown]>) {
  const real = Object.fromEntries(Object.entries(changes).filter(([, [b, a]]) => JSON.stringify(b) !== JSON.stringify(a)));
  if (Object.keys(real).length) await audit(tx, actorOf(req), { entity, entityId: id, action: 'update', changes: real });
}


/** Rows per value of `column` among `ids` (e.g. how many variants use each attribute value). */
export async function countBy(db: DbOrTx, column: PgColumn, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = (await db
    .select({ id: column, n: sql<number>`count(*)`.mapWith(Number) })
    .from(column.table as PgTable)
    .where(inArray(column, ids))
    .groupBy(column)) as { id: unknown; n: number }[];
  return new Map(rows.map((r) => [Number(r.id), r.n]));
}

/** The values of several attributes or specifications, in order, by owner id. */
export async function valuesByOwner(db: DbOrTx, t: ValueTable, ownerIds: number[]): Promise<Map<number, { id: number; value: string }[]>> {
  const out = new Map<number, { id: number; value: string }[]>();
  if (!ownerIds.length) return out;
  const rows = (await db
    .select({ id: t.id, owner: t.owner, value: t.value })
    .from(t.table as any)
    .where(inArray(t.owner, ownerIds))
    .orderBy(asc(t.position), asc(t.id))) as { id: number; owner: number; value: string }[];
  for (const r of rows) out.set(r.owner, [...(out.get(r.owner) ?? []), { id: r.id, value: r.value }]);
  return out;
}
