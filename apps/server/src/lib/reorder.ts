import { asc, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../db/client';
import { actorOf, audit } from './audit';
import { validation } from './errors';

export interface ReorderOptions {
  /** A table with an `id` and an integer `position`. */
  table: PgTable & { id: PgColumn; position: PgColumn };
  /** Audit entity of the rows. */
  entity: string;
  /** Persian messages for a repeated id and for an id that is not there. */
  messages: { duplicate: string; unknown: string };
}

/**
 * `PUT …/order` of a flat sortable list: the listed rows (locked) share out the places they held,
 * so one page of a long list can be sorted alone; places are made distinct from the first one on,
 * so ties left by older rows cannot reorder them. Audited once as `sort`. Returns how many moved.
 */
export async function reorderRows(tx: Tx, req: FastifyRequest, ids: number[], o: ReorderOptions): Promise<number> {
  if (new Set(ids).size !== ids.length) throw validation({ ids: o.messages.duplicate });
  const t = o.table;
  const rows = (await tx
    .select({ id: t.id, position: t.position })
    .from(t)
    .where(inArray(t.id, ids))
    .orderBy(asc(t.position), asc(t.id))
    .for('update')) as { id: number; position: number }[];
  if (rows.length !== ids.length) throw validation({ ids: o.messages.unknown });
  const start = rows[0]!.position;
  const slots = rows.map((r, i) => Math.max(r.position, start + i));
  for (let i = 1; i < slots.length; i++) if (slots[i]! <= slots[i - 1]!) slots[i] = slots[i - 1]! + 1;
  const before = new Map(rows.map((r) => [r.id, r.position]));
  const moved: [number, number][] = [];
  for (const [i, id] of ids.entries()) if (before.get(id) !== slots[i]) moved.push([id, slots[i]!]);
  for (const [id, position] of moved) await tx.update(t).set({ position } as never).where(eq(t.id, id));
  if (moved.length) await audit(tx, actorOf(req), { entity: o.entity, entityId: null, action: 'sort', changes: { order: [rows.map((r) => r.id), ids] } });
  return moved.length;
}
