/**
 * A hot read as a named prepared statement: PostgreSQL plans it once per connection and statement
 * text (then reuses the plan when it is as good as a fresh one), so a read whose planning costs more
 * than its execution (a page of many small sub-selects) skips most of it. Rows come as node-postgres
 * parses them (timestamps as Date, json parsed). Inside a transaction it is an ordinary query.
 */
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import type { DbOrTx } from '../db/client';

type WithInternals = { $client?: unknown; dialect: { sqlToQuery: (q: SQL) => { sql: string; params: unknown[] } } };

export async function preparedRows<T extends Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> {
  const { $client: client, dialect } = db as unknown as WithInternals;
  if (!(client instanceof pg.Pool)) return (await db.execute<T>(query)).rows as T[];
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `p_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  return (await client.query<T>({ name, text, values: params })).rows;
}
