/**
 * Hot reads as named prepared statements: PostgreSQL plans one once per connection and statement text
 * (then reuses the plan when it is as good as a fresh one), so a read whose planning costs more than
 * its execution (a page of many small sub-selects) skips most of it. Rows come as node-postgres
 * parses them (timestamps as Date, json parsed). Inside a transaction it is an ordinary query.
 */
import { createHash } from 'node:crypto';
import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { DbOrTx } from '../db/client';

type Statement = { text: string; params: unknown[] };
type WithInternals = { $client?: unknown; session: { client: pg.Pool | pg.PoolClient }; dialect: { sqlToQuery: (q: SQL) => { sql: string; params: unknown[] } } };

const internals = (db: DbOrTx) => db as unknown as WithInternals;
const nameOf = (text: string) => `p_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;

async function run<T extends Record<string, unknown>>(db: DbOrTx, name: string, text: string, values: unknown[]): Promise<T[]> {
  const { $client: pool, session } = internals(db);
  // A transaction's own connection: its statements stay unnamed (the transaction is short-lived).
  if (!(pool instanceof pg.Pool)) return (await session.client.query<T>({ text, values })).rows;
  return (await pool.query<T>({ name, text, values })).rows;
}

/**
 * A hot read whose statement text depends only on a few switches (its shape, a small JSON value):
 * `build` makes it with named placeholders (`slot('name')`) once per shape, and each call fills in
 * only the values. Building a long statement's text and naming it cost about a tenth of a product
 * page. The statement built for a shape must depend on nothing else.
 */
export function preparedShape<S, V extends Record<string, unknown>>(build: (shape: S) => SQL) {
  const built = new Map<string, Statement & { name: string }>();
  return async <T extends Record<string, unknown>>(db: DbOrTx, shape: S, values: V): Promise<T[]> => {
    const key = JSON.stringify(shape);
    let st = built.get(key);
    if (!st) {
      const { sql: text, params } = internals(db).dialect.sqlToQuery(build(shape));
      st = { name: nameOf(text), text, params };
      built.set(key, st);
    }
    return run<T>(db, st.name, st.text, fillPlaceholders(st.params, values));
  };
}

/** A named placeholder of a `preparedShape` statement. */
export const slot = (name: string) => sql.placeholder(name);
