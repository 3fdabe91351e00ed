import type { AnyColumn, SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { listQuery, type ListQuery } from '@pishkhan/common/schemas/fields';
import type { DbOrTx } from '../db/client';
import type { App } from './app-types';
import { allOf, countRows, meta, orderBy, pageOf, type ListMeta } from './list';
import type { AccessConfig } from './route-config';

export type ListQ = ListQuery & Record<string, unknown>;

/** How many rows a list finds, and what it answers beside them (totals, tab counts). */
export interface Counted {
  total: number;
  /** The total is the planner's estimate past the exact cap (`meta.total_is_estimate`). */
  estimate?: boolean;
  /** More fields of `meta` (e.g. `totals`, `status_counts`). */
  meta?: Record<string, unknown>;
  /** More fields beside `data` and `meta` (e.g. the tabs' `counts`). */
  body?: Record<string, unknown>;
}

export interface PageArgs<Q> {
  where: SQL | undefined;
  /** The conditions `where` joins, in the order `filters` gave them. */
  conditions: (SQL | undefined)[];
  order: SQL[];
  limit: number;
  offset: number;
  q: Q;
}

export interface CountArgs<Q> {
  where: SQL | undefined;
  /** The conditions `where` joins, in the order `filters` gave them. */
  conditions: (SQL | undefined)[];
  q: Q;
}

/** The sort allow-list of a list: `?sort=key` / `-key`, unknown keys fall back to the default. */
export interface SortSpec {
  keys: Record<string, AnyColumn | SQL>;
  fallback: string;
  /** Keys sorted with the Persian collation. */
  persian?: string[];
}

/** One list, step by step: its filters, its sort, a page of rows, its count and the envelope. */
export interface ListSpec<Q extends ListQ, R> {
  /** The request's conditions (undefined ones are dropped); may throw (e.g. a parent that does not exist). */
  filters: (q: Q, req: FastifyRequest) => (SQL | undefined)[] | Promise<(SQL | undefined)[]>;
  /** The order: an allow-list, or an order of its own from the query. */
  sort: SortSpec | ((q: Q) => SQL[]);
  /** One page of rows under the conditions, in the order. */
  rows: (p: PageArgs<Q>) => Promise<R[]>;
  /**
   * How many rows match: a table (counted exactly up to `cap`, then the planner's estimate with
   * `total_is_estimate`), or a count of its own (maintained totals, cached tab counts).
   */
  count: PgTable | ((p: CountArgs<Q>) => Promise<Counted>);
  /** The exact-count cap when `count` is a table (default 10,000). */
  cap?: number | ((q: Q) => number);
  /** Rows → API JSON. */
  present?: (rows: R[], q: Q) => unknown[] | Promise<unknown[]>;
}

export const sortOf = <Q extends ListQ>(sort: SortSpec | ((q: Q) => SQL[]), q: Q): SQL[] =>
  typeof sort === 'function' ? sort(q) : orderBy(q.sort, sort.keys, sort.fallback, sort.persian);

/**
 * The answer of a list: page → filters → sort → a page of rows and its count in parallel → the
 * envelope `{ data, meta: { current_page, last_page, per_page, total, from, to, total_is_estimate? } }`.
 */
export async function listAnswer<Q extends ListQ, R>(db: DbOrTx, spec: ListSpec<Q, R>, q: Q, req: FastifyRequest) {
  const { page, perPage, offset } = pageOf(q);
  const conditions = await spec.filters(q, req);
  const where = allOf(conditions);
  const order = sortOf(spec.sort, q);
  const cap = typeof spec.cap === 'function' ? spec.cap(q) : spec.cap;
  const table = typeof spec.count === 'function' ? null : spec.count;
  const [rows, counted] = await Promise.all<[Promise<R[]>, Promise<Counted>]>([
    spec.rows({ where, conditions, order, limit: perPage, offset, q }),
    table ? countRows(db, table, where, cap) : (spec.count as (p: CountArgs<Q>) => Promise<Counted>)({ where, conditions, q }),
  ]);
  const data = spec.present ? await spec.present(rows, q) : rows;
  const m: ListMeta & Record<string, unknown> = { ...meta(page, perPage, counted.total, rows.length, !!counted.estimate), ...counted.meta };
  return { data, meta: m, ...counted.body };
}

export interface ListRouteOptions<Q extends ListQ, R> extends ListSpec<Q, R> {
  path: string;
  config: AccessConfig;
  tag: string;
  /** The query's schema (default: the shared list query, other parameters kept). */
  querystring?: z.ZodType;
  params?: z.ZodType;
}

/** Registers GET `path` answering a list (listAnswer) under its permission. */
export function listRoute<Q extends ListQ, R>(app: App, db: DbOrTx, o: ListRouteOptions<Q, R>) {
  const schema = { tags: [o.tag], querystring: o.querystring ?? listQuery.extend({}), ...(o.params ? { params: o.params } : {}) };
  app.get(o.path, { config: o.config, schema }, (req) => listAnswer(db, o, req.query as Q, req));
}
