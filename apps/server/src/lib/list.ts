import { and, asc, desc, getTableName, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../db/client';
import { faSearchKey, stripControls, toAsciiDigits } from '@pishkhan/common/text';
import { isStorableInstant, type ListQuery } from '@pishkhan/common/schemas/fields';

export interface ListMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  from: number | null;
  to: number | null;
  total_is_estimate?: true;
  /** Path and query of the next/previous page (this request's other parameters kept), null at the ends. */
  next_page_url?: string | null;
  prev_page_url?: string | null;
}

/** Resource-style links of a list (spec §3): first, last, prev and next page of the same request. */
export interface ListLinks {
  first: string;
  last: string;
  prev: string | null;
  next: string | null;
}

export function pageOf(q: ListQuery) {
  const perPage = Math.min(100, Math.max(1, q.per_page ?? 15));
  const page = Math.max(1, q.page ?? 1);
  return { page, perPage, offset: (page - 1) * perPage };
}

/**
 * Counts the rows of a list, exactly up to `cap`; past it the table's planner estimate is used and
 * the meta says `total_is_estimate` (exact counts of huge tables cost a scan per request).
 */
export async function countRows(db: DbOrTx, table: PgTable, where: SQL | undefined, cap = 10_000): Promise<{ total: number; estimate: boolean }> {
  const sub = db.select({ one: sql`1` }).from(table).where(where).limit(cap + 1).as('capped');
  const [r] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(sub);
  if (r!.n <= cap) return { total: r!.n, estimate: false };
  if (where) return { total: cap + 1, estimate: true };
  const name = getTableName(table);
  const est = await db.execute(sql`select reltuples::bigint as n from pg_class where oid = to_regclass(${name})`);
  return { total: Math.max(cap + 1, Number((est.rows[0] as { n: number } | undefined)?.n ?? 0)), estimate: true };
}

export function meta(page: number, perPage: number, total: number, count: number, estimate = false): ListMeta {
  const from = count ? (page - 1) * perPage + 1 : null;
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
    from,
    to: from ? from + count - 1 : null,
    ...(estimate ? { total_is_estimate: true } : {}),
  };
}

/**
 * The page links of a list answered to `url` (path + query as requested): the same path and
 * parameters with `page` set, kept relative so they hold behind any proxy. A page past the end
 * points back to the last page.
 */
export function pageLinks(url: string, current: number, last: number): { next: string | null; prev: string | null; first: string; last: string } {
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  const params = new URLSearchParams(at < 0 ? '' : url.slice(at + 1));
  const page = (n: number) => {
    params.set('page', String(n));
    return `${path}?${params.toString()}`;
  };
  return {
    first: page(1),
    last: page(last),
    prev: current > 1 ? page(Math.min(current - 1, last)) : null,
    next: current < last ? page(current + 1) : null,
  };
}

export const isListPayload = (p: unknown): p is { data: unknown[]; meta: ListMeta; links?: unknown } => {
  const o = p as { data?: unknown; meta?: Partial<ListMeta> } | null;
  return !!o && typeof o === 'object' && Array.isArray(o.data) && !!o.meta && typeof o.meta.current_page === 'number' && typeof o.meta.last_page === 'number';
};

/** What a list answer gets for the address asked: `meta`'s page URLs and the `links` beside it. */
export function listLinksOf(url: string, m: Pick<ListMeta, 'current_page' | 'last_page'>) {
  const l = pageLinks(url, m.current_page, m.last_page);
  return { meta: { next_page_url: l.next, prev_page_url: l.prev }, links: l satisfies ListLinks };
}

/**
 * Completes every paginated list answer (`{ data: [...], meta: { current_page, last_page } }`) with
 * `meta.next_page_url`, `meta.prev_page_url` and `links { first, last, prev, next }`, from the URL
 * of the request: one hook, so hand-written lists get them as the CRUD kit's do (a list sent as
 * ready text adds them with `listLinksOf` itself: storefront/store-reply.ts).
 */
export function registerListLinks(app: FastifyInstance) {
  app.addHook('preSerialization', async (req, _reply, payload: unknown) => {
    if (!isListPayload(payload)) return payload;
    const l = listLinksOf(req.url, payload.meta);
    return { ...payload, meta: { ...payload.meta, ...l.meta }, links: l.links };
  });
}

/** `search LIKE %key%` on a fa_norm'ed generated column (pg_trgm index); undefined when q is empty. */
export function searchCondition(column: AnyColumn | SQL, q: string | undefined): SQL | undefined {
  const key = q ? faSearchKey(stripControls(q)) : '';
  if (!key) return undefined;
  const escaped = key.replace(/[\\%_]/g, (c) => '\\' + c);
  return sql`${column} like ${'%' + escaped + '%'}`;
}

/** Sort from `?sort=-name`, allowed keys only; falls back to the default. Persian names sort with the fa-IR ICU collation. */
export function orderBy(sort: string | undefined, allowed: Record<string, AnyColumn | SQL>, fallback: string, persian: string[] = []): SQL[] {
  const pick = (s: string) => {
    const descending = s.startsWith('-');
    const key = descending ? s.slice(1) : s;
    // Own keys only: `__proto__`, `constructor` or `toString` would be found on the prototype.
    if (!Object.hasOwn(allowed, key)) return undefined;
    const col = allowed[key];
    if (!col) return undefined;
    const expr = persian.includes(key) ? sql`${col} collate "fa-IR-x-icu"` : sql`${col}`;
    return descending ? desc(expr) : asc(expr);
  };
  const first = (sort && pick(sort)) || pick(fallback)!;
  const id = allowed.id;
  return id && !/^-?id$/.test(sort ?? fallback) ? [first, desc(id as AnyColumn)] : [first];
}

/** Boolean filter from a query value ('true'/'1'/'false'/'0'); undefined otherwise. */
export function boolParam(v: unknown): boolean | undefined {
  if (v === true || v === 'true' || v === '1' || v === 1) return true;
  if (v === false || v === 'false' || v === '0' || v === 0) return false;
  return undefined;
}
/** Positive integer filter from a query value (Persian digits accepted); undefined otherwise. */
export function intParam(v: unknown): number | undefined {
  if (typeof v === 'number' && Number.isSafeInteger(v) && v > 0) return v;
  if (typeof v !== 'string') return undefined;
  const s = toAsciiDigits(v);
  return /^\d{1,15}$/.test(s) && Number(s) > 0 ? Number(s) : undefined;
}
/** A list of ids from `ids=1,2,3` (Persian digits accepted, at most 100); undefined when absent or malformed. */
export function idsParam(v: unknown): number[] | undefined {
  if (typeof v !== 'string' || !v) return undefined;
  const ids = toAsciiDigits(v).split(',').map((x) => x.trim());
  if (ids.length > 100 || !ids.every((x) => /^\d{1,15}$/.test(x) && Number(x) > 0)) return undefined;
  return ids.map(Number);
}
/** ISO date-time filter; undefined when invalid. */
export function dateParam(v: unknown): Date | undefined {
  if (typeof v !== 'string' || !v) return undefined;
  const d = new Date(v);
  return isStorableInstant(d) ? d : undefined;
}

export const allOf = (conds: (SQL | undefined)[]) => and(...conds.filter(Boolean));
