import { asc, count, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { FeatureKey } from '@pishkhan/common/features';
import { idParams, listQuery, type ListQuery } from '@pishkhan/common/schemas/fields';
import { bulkIds } from '@pishkhan/common/schemas/platform.schema';
import { labelAt } from '@pishkhan/common/zod-fa';
import type { DbOrTx, Tx } from '../db/client';
import type { App, Ctx } from './app-types';
import { actorOf, audit } from './audit';
import { duplicate, inUse, isUniqueViolation, notFound } from './errors';
import { countRows, idsParam, searchCondition } from './list';
import { listAnswer, type ListQ } from './list-route';

/**
 * The CRUD kit of the server: list (search, filters, sort, pagination), get, create, update,
 * delete (with an in-use check) and bulk delete for one table, each guarded by its permission
 * (`read_X`, `create_X`, `update_X`, `delete_X`), validated by the shared zod schemas, run in a
 * transaction with row locks and audited in the same transaction.
 */
export interface CrudOptions<Row extends Record<string, any>, Body extends Record<string, any>> {
  path: string;
  /** Permission suffix: `read_${resource}` … */
  resource: string;
  /** One permission for every route instead of read_/create_/update_/delete_ (e.g. `recommendation`). */
  permission?: string;
  /** With `permission`: the reads (list, get) also answer any of these (a read-only permission beside it). */
  readPermission?: string[];
  /** Audit entity name (singular, snake_case); errors name it by its Persian label. */
  entity: string;
  /** The Persian name of one row in errors (default: the entity's label). */
  one?: string;
  tag: string;
  feature?: FeatureKey;
  table: PgTable & { id: AnyColumn };
  create: z.ZodObject<any>;
  update?: z.ZodObject<any>;
  /** Largest create/update request body in bytes, when the app's 1 MB is too little (rich text). */
  bodyLimit?: number;
  /** Extra list filters (query → conditions). */
  filters?: (q: ListQuery & Record<string, unknown>) => (SQL | undefined)[];
  /** The search key: a fa_norm'ed generated column, or a fa_norm(...) expression on small tables. */
  search?: AnyColumn | SQL;
  sorts: Record<string, AnyColumn | SQL>;
  defaultSort: string;
  persianSort?: string[];
  /** Row → API JSON; may batch-load related data. */
  present: (db: DbOrTx, rows: Row[]) => Promise<Record<string, unknown>[]> | Record<string, unknown>[];
  /** Validated body → column values (partial on update). */
  toValues: (body: Partial<Body>) => Record<string, unknown>;
  /** unique index name → body field, for a readable 409. */
  unique?: Record<string, string>;
  /** Database checks before a write (e.g. referenced ids exist); throw AppError. */
  beforeWrite?: (tx: Tx, values: Record<string, unknown>, existing: Row | null, req: FastifyRequest) => Promise<void>;
  /** After the write, in the same transaction (e.g. revoke sessions). */
  afterWrite?: (tx: Tx, before: Row | null, after: Row | null, req: FastifyRequest) => Promise<void>;
  /**
   * Columns of other tables pointing at a row of this one: deleting a row still pointed at answers
   * 409 `in_use` with the count and what uses it (`by`, an entity name), before `beforeDelete`.
   */
  usedBy?: { column: AnyColumn; by: string }[];
  /** Throws a 409 with the reason when the row is in use. */
  beforeDelete?: (tx: Tx, row: Row, req: FastifyRequest) => Promise<void>;
  /** Order of deletion in a bulk delete (before id), e.g. children before their parents. */
  bulkDeleteOrder?: SQL[];
  /** Extra routes under the same path. */
  extra?: (app: App, ctx: Ctx) => void;
  /** More of the list's `meta` (a state the list screen shows above the rows). */
  listMeta?: (db: DbOrTx) => Promise<Record<string, unknown>>;
}

export function parseId(raw: string): number {
  if (!/^\d{1,15}$/.test(raw) || Number(raw) <= 0) throw notFound();
  return Number(raw);
}

export function crudRoutes<Row extends Record<string, any>, Body extends Record<string, any>>(o: CrudOptions<Row, Body>) {
  return async (app: App, ctx: Ctx) => {
    const { db } = ctx;
    const t = o.table as any;
    const feature = o.feature ? { feature: o.feature } : {};
    const bodyLimit = o.bodyLimit ? { bodyLimit: o.bodyLimit } : {};
    const perm = (verb: 'read' | 'create' | 'update' | 'delete'): string | string[] => (verb === 'read' && o.readPermission) || (o.permission ?? `${verb}_${o.resource}`);
    const updateSchema = o.update ?? o.create.partial();
    const one = o.one ?? o.entity;
    const query = listQuery.extend({});

    const uniqueError = (e: unknown) => {
      if (!isUniqueViolation(e)) return e;
      const constraint = (e as any).constraint ?? (e as any).cause?.constraint;
      const field = o.unique?.[constraint] ?? Object.values(o.unique ?? {})[0];
      return duplicate(field, (field ? labelAt(o.create, [field]) : undefined) ?? '');
    };

    const loadOne = async (dbx: DbOrTx, id: number, lock = false) => {
      const q = dbx.select().from(t).where(eq(t.id, id)).limit(1);
      const rows = (lock ? await (q as any).for('update') : await q) as Row[];
      if (!rows[0]) throw notFound(one);
      return rows[0];
    };

    app.get(o.path, { config: { permission: perm('read'), ...feature }, schema: { tags: [o.tag], querystring: query } }, (req) =>
      listAnswer<ListQ, Row>(
        db,
        {
          // `ids=1,2,3` answers those rows (a picker showing the labels of what is already chosen).
          filters: (q) => {
            const ids = idsParam(q.ids);
            return [o.search ? searchCondition(o.search, q.q) : undefined, ids ? inArray(t.id, ids) : undefined, ...(o.filters?.(q) ?? [])];
          },
          sort: { keys: o.sorts, fallback: o.defaultSort, ...(o.persianSort ? { persian: o.persianSort } : {}) },
          rows: ({ where, order, limit, offset }) => db.select().from(t).where(where).orderBy(...order).limit(limit).offset(offset) as Promise<Row[]>,
          count: async ({ where }) => {
            const [total, more] = await Promise.all([countRows(db, t, where), o.listMeta?.(db)]);
            return { ...total, ...(more ? { meta: more } : {}) };
          },
          present: (rows) => o.present(db, rows),
        },
        req.query as ListQ,
        req,
      ),
    );

    app.get(`${o.path}/:id`, { config: { permission: perm('read'), ...feature }, schema: { tags: [o.tag], params: idParams } }, async (req) => {
      const row = await loadOne(db, parseId((req.params as { id: string }).id));
      return { data: (await o.present(db, [row]))[0] };
    });

    app.post(o.path, { ...bodyLimit, config: { permission: perm('create'), ...feature }, schema: { tags: [o.tag], body: o.create } }, async (req, reply) => {
      const values = o.toValues(req.body as Body);
      try {
        const row = await db.transaction(async (tx) => {
          await o.beforeWrite?.(tx, values, null, req);
          const [created] = (await tx.insert(t).values(values).returning()) as Row[];
          await audit(tx, actorOf(req), { entity: o.entity, entityId: created!.id, action: 'create', before: null, after: created });
          await o.afterWrite?.(tx, null, created!, req);
          return created!;
        });
        return reply.status(201).send({ data: (await o.present(db, [row]))[0] });
      } catch (e) {
        throw uniqueError(e);
      }
    });

    app.patch(`${o.path}/:id`, { ...bodyLimit, config: { permission: perm('update'), ...feature }, schema: { tags: [o.tag], params: idParams, body: updateSchema } }, async (req) => {
      const id = parseId((req.params as { id: string }).id);
      const values = o.toValues(req.body as Partial<Body>);
      try {
        const row = await db.transaction(async (tx) => {
          const before = await loadOne(tx, id, true);
          await o.beforeWrite?.(tx, values, before, req);
          if (Object.keys(values).length === 0) {
            // Only related rows may change (e.g. a set's products): the hook still runs.
            await o.afterWrite?.(tx, before, before, req);
            return before;
          }
          const [after] = (await tx.update(t).set({ ...values, ...('updatedAt' in t ? { updatedAt: sql`now()` } : {}) }).where(eq(t.id, id)).returning()) as Row[];
          await audit(tx, actorOf(req), { entity: o.entity, entityId: id, action: 'update', before, after });
          await o.afterWrite?.(tx, before, after!, req);
          return after!;
        });
        return { data: (await o.present(db, [row]))[0] };
      } catch (e) {
        throw uniqueError(e);
      }
    });

    const deleteOne = async (tx: Tx, id: number, req: FastifyRequest) => {
      const row = await loadOne(tx, id, true);
      for (const u of o.usedBy ?? []) {
        const [r] = await tx.select({ n: count() }).from((u.column as any).table).where(eq(u.column, id));
        if (r!.n > 0) throw inUse(one, r!.n, u.by);
      }
      await o.beforeDelete?.(tx, row, req);
      await tx.delete(t).where(eq(t.id, id));
      await audit(tx, actorOf(req), { entity: o.entity, entityId: id, action: 'delete', before: row, after: null });
      await o.afterWrite?.(tx, row, null, req);
    };

    app.delete(`${o.path}/:id`, { config: { permission: perm('delete'), ...feature }, schema: { tags: [o.tag], params: idParams } }, async (req, reply) => {
      const id = parseId((req.params as { id: string }).id);
      await db.transaction((tx) => deleteOne(tx, id, req));
      return reply.status(204).send();
    });

    app.post(`${o.path}/bulk-delete`, { config: { permission: perm('delete'), ...feature }, schema: { tags: [o.tag], body: bulkIds } }, async (req) => {
      const { ids } = req.body as { ids: number[] };
      const unique = [...new Set(ids)];
      await db.transaction(async (tx) => {
        const found = await tx.select({ id: t.id }).from(t).where(inArray(t.id, unique)).orderBy(...(o.bulkDeleteOrder ?? []), asc(t.id));
        if (found.length !== unique.length) throw notFound(one);
        for (const { id } of found) await deleteOne(tx, id as number, req);
      });
      return { data: { deleted: unique.length } };
    });

    o.extra?.(app, ctx);
  };
}
