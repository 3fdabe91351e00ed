import { and, gte, lt, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/**
 * A date filter split for totals kept per Tehran calendar day (wallet_transaction_days,
 * mini_order_days): the whole days it covers, read from the day table, and the stretches at its
 * ends that cover part of a day, read from the rows themselves through their created_at index.
 * The day of a row is `(created_at at time zone 'Asia/Tehran')::date`, as the triggers that keep
 * the day tables compute it; the days' bounds come from PostgreSQL for the same reason.
 */
export interface DaySplit {
  /** Whole days first..last ('YYYY-MM-DD', inclusive; null: unbounded), or null when there are none. */
  days: { first: string | null; last: string | null } | null;
  /** The partial days: created_at ≥ gte and < lt or ≤ lte. */
  edges: { gte?: Date; lt?: Date; lte?: Date }[];
}

export async function splitDays(db: DbOrTx, from: Date | undefined, to: Date | undefined): Promise<DaySplit> {
  if (!from && !to) return { days: { first: null, last: null }, edges: [] };
  const res = await db.execute(sql`
    select d0::text as d0, d1::text as d1, (d0::timestamp at time zone 'Asia/Tehran') as s0, ((d1 + 1)::timestamp at time zone 'Asia/Tehran') as e1
    from (
      select
        case when f is null then null when (fd::timestamp at time zone 'Asia/Tehran') >= f then fd else fd + 1 end as d0,
        case when t is null then null when ((td + 1)::timestamp at time zone 'Asia/Tehran') <= t + interval '1 microsecond' then td else td - 1 end as d1
      from (select f, t, (f at time zone 'Asia/Tehran')::date as fd, (t at time zone 'Asia/Tehran')::date as td
            from (select ${from?.toISOString() ?? null}::timestamptz as f, ${to?.toISOString() ?? null}::timestamptz as t) a) b
    ) c`);
  const r = res.rows[0] as { d0: string | null; d1: string | null; s0: Date | string | null; e1: Date | string | null };
  if (from && to && r.d0 !== null && r.d1 !== null && r.d0 > r.d1) return { days: null, edges: [{ gte: from, lte: to }] };
  const s0 = r.s0 === null ? null : new Date(r.s0);
  const e1 = r.e1 === null ? null : new Date(r.e1);
  const edges: DaySplit['edges'] = [];
  if (from && s0 && s0.getTime() > from.getTime()) edges.push({ gte: from, lt: s0 });
  if (to && e1 && e1.getTime() <= to.getTime()) edges.push({ gte: e1, lte: to });
  return { days: { first: r.d0, last: r.d1 }, edges };
}

/** The rows of one partial-day stretch, on `createdAt`. */
export const edgeRange = (createdAt: AnyColumn, e: DaySplit['edges'][number]): SQL | undefined =>
  and(e.gte ? gte(createdAt, e.gte) : undefined, e.lt ? lt(createdAt, e.lt) : undefined, e.lte ? lte(createdAt, e.lte) : undefined);

/** The whole days of a split, on a day table's `day` column. */
export const dayRange = (day: AnyColumn, d: NonNullable<DaySplit['days']>): SQL | undefined =>
  and(d.first ? gte(day, d.first) : undefined, d.last ? lte(day, d.last) : undefined);
