import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';

type Results<T extends readonly (() => Promise<unknown>)[]> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Runs independent reads at once on the pool, or one after the other inside a transaction (its
 * single connection runs one query at a time; pg refuses to queue them in its next major version).
 */
export async function inParallel<const T extends readonly (() => Promise<unknown>)[]>(db: DbOrTx, tasks: T): Promise<Results<T>> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(tasks.map((t) => t()))) as Results<T>;
  const out: unknown[] = [];
  for (const t of tasks) out.push(await t());
  return out as Results<T>;
}
