import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { DbOrTx } from '../db/client';

/** Top-level comments per page of the storefront's comment threads (posts and products). */
export const THREADS_PER_PAGE = 20;

/** `?page=` of a thread list (a bad value reads as the first page). */
export const threadPageQuery = z.looseObject({ page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined) });

/** The columns of a comments table a thread page reads. */
export interface ThreadColumns {
  id: AnyPgColumn;
  parentId: AnyPgColumn;
  status: AnyPgColumn;
  createdAt: AnyPgColumn;
  /** The commented row (the post, the product). */
  owner: AnyPgColumn;
}

/**
 * One page of a row's approved comment threads, as the storefront shows them: the approved top-level
 * comments newest first, each with its approved replies oldest first, and the paging meta (plus the
 * figures `summary` asks of all approved top-level comments, e.g. the average rating). `shown` picks
 * what a shopper may see of a row.
 */
export async function threadPage<T extends PgTable, S, M extends Record<string, SQL> = Record<string, never>>(
  db: DbOrTx,
  table: T,
  c: ThreadColumns,
  opts: { ownerId: number; page: number; shown: (row: T['$inferSelect']) => S; summary?: M },
) {
  type Row = T['$inferSelect'] & { id: number; parentId: number | null };
  const { ownerId, page, shown } = opts;
  const approvedTop = and(eq(c.owner, ownerId), isNull(c.parentId), eq(c.status, 'approved'));
  const [top, counted] = await Promise.all([
    db.select().from(table as PgTable).where(approvedTop).orderBy(desc(c.createdAt), desc(c.id)).limit(THREADS_PER_PAGE).offset((page - 1) * THREADS_PER_PAGE) as unknown as Promise<Row[]>,
    db.select({ n: sql<number>`count(*)::int`, ...(opts.summary ?? {}) }).from(table as PgTable).where(approvedTop) as unknown as Promise<({ n: number } & Record<string, unknown>)[]>,
  ]);
  const replies = top.length
    ? ((await db
        .select()
        .from(table as PgTable)
        .where(and(inArray(c.parentId, top.map((t) => t.id)), eq(c.status, 'approved')))
        .orderBy(asc(c.createdAt), asc(c.id))) as unknown as Row[])
    : [];
  const { n = 0, ...figures } = counted[0] ?? { n: 0 };
  return {
    data: top.map((t) => ({ ...shown(t), replies: replies.filter((r) => r.parentId === t.id).map(shown) })),
    meta: { current_page: page, per_page: THREADS_PER_PAGE, total: n, last_page: Math.max(1, Math.ceil(n / THREADS_PER_PAGE)) },
    figures: figures as { [K in keyof M]: unknown },
  };
}
