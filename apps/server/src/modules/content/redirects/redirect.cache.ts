import { asc, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { REDIRECT_PATH_MAX } from '@pishkhan/common/schemas/redirect.schema';
import type { Db, DbOrTx } from '../../../db/client';
import { follow, pathOf, RuleSet, splitQuery, type Followed, type RuleLike } from './redirect-rules';
import { redirects } from './redirect.table';

/**
 * The storefront's resolver, one per node: the active rules compiled in memory, the answers to the
 * URLs asked lately, and the hits counted in memory and added to the table in one statement every
 * few seconds (never a write per request).
 *
 * Invalidation: every change of the rules sends `pg_notify('auth_cache', 'redirects')` in its
 * transaction; each node's LISTEN connection (notifications/live.ts) hears it at commit and calls
 * `invalidateRedirects()`. The node that made the change also drops its copy when the change's
 * response is sent. A copy is re-read after CACHE_TTL_MS anyway, a backstop for a notice lost
 * while the listener was down (it is also dropped when the listener connects or drops).
 */
export const REDIRECTS_NOTICE = 'redirects';
export const CACHE_TTL_MS = 30_000;
export const FLUSH_MS = 5_000;
const MAX_ANSWERS = 20_000;

export type RuleRow = RuleLike & { position: number };
export interface Resolved {
  status: number | null;
  location: string | null;
  rule_id: number | null;
  hops: Followed['hops'];
}

export const loadRules = async (db: DbOrTx): Promise<RuleRow[]> =>
  (await db
    .select({ id: redirects.id, match: redirects.match, source: redirects.source, target: redirects.target, kind: redirects.kind, active: redirects.active, position: redirects.position })
    .from(redirects)
    .orderBy(asc(redirects.position), asc(redirects.id))) as RuleRow[];

/** The answer of a chain followed from a URL: where it finally goes, with the first rule's status (410 when it ends gone). */
export function answerOf(f: Followed): Resolved {
  if (!f.hops.length) return { status: null, location: null, rule_id: null, hops: [] };
  const first = f.hops[0]!;
  // A loop or an over-long chain (refused on save, so only from older data): the first hop alone.
  if (f.loop || f.too_long) return { status: first.status, location: first.location, rule_id: first.rule_id, hops: [first] };
  const last = f.hops.at(-1)!;
  return { status: last.status === 410 ? 410 : first.status, location: last.location, rule_id: first.rule_id, hops: f.hops };
}

const resolvers = new Set<RedirectResolver>();

/** Drops every resolver's copy in this process (a notice, or the listener (re)connecting). */
export function invalidateRedirects(): void {
  for (const r of resolvers) r.invalidate();
}

export class RedirectResolver {
  private set: RuleSet<RuleRow> | null = null;
  private loading: Promise<RuleSet<RuleRow>> | null = null;
  private loadedAt = 0;
  private gen = 0;
  private answers = new Map<string, Resolved>();
  private hits = new Map<number, { n: number; last: number }>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly log?: FastifyBaseLogger,
  ) {
    resolvers.add(this);
  }

  start(): void {
    this.timer = setInterval(() => void this.flush().catch((err) => this.log?.error({ err }, 'redirect hit counts not written')), FLUSH_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    resolvers.delete(this);
    await this.flush().catch(() => undefined);
  }

  invalidate(): void {
    this.gen++;
    this.set = null;
    this.loading = null;
    this.answers.clear();
  }

  private async rules(): Promise<RuleSet<RuleRow>> {
    if (this.set && Date.now() - this.loadedAt < CACHE_TTL_MS) return this.set;
    if (this.loading) return this.loading;
    const gen = this.gen;
    const loading = loadRules(this.db).then((rows) => {
      const set = new RuleSet(rows);
      // A change announced while reading: this copy may be old, use it for this answer only.
      if (gen === this.gen) {
        this.set = set;
        this.loadedAt = Date.now();
        this.answers.clear();
      }
      return set;
    });
    this.loading = loading;
    try {
      return await loading;
    } finally {
      if (this.loading === loading) this.loading = null;
    }
  }

  /** Where a URL goes (following chains); counts a hit for each rule on the way. */
  async resolve(url: string): Promise<Resolved> {
    const path = pathOf(url);
    let answer = this.answers.get(path);
    if (!answer) {
      const set = await this.rules();
      answer = splitQuery(path)[0].length > REDIRECT_PATH_MAX ? answerOf({ hops: [], final: null, status: null, loop: false, too_long: false }) : answerOf(follow(set, path));
      if (set === this.set) {
        if (this.answers.size >= MAX_ANSWERS) this.answers.clear();
        this.answers.set(path, answer);
      }
    }
    const now = Date.now();
    for (const h of answer.hops) {
      const e = this.hits.get(h.rule_id);
      if (e) {
        e.n++;
        e.last = now;
      } else this.hits.set(h.rule_id, { n: 1, last: now });
    }
    return answer;
  }

  /** Adds the counted hits to the table in one statement (rows deleted meanwhile are skipped). */
  async flush(): Promise<number> {
    if (!this.hits.size) return 0;
    const batch = [...this.hits.entries()];
    this.hits = new Map();
    const values = sql.join(
      batch.map(([id, h]) => sql`(${id}::bigint, ${h.n}::bigint, ${new Date(h.last).toISOString()}::timestamptz)`),
      sql`, `,
    );
    try {
      await this.db.execute(
        sql`update ${redirects} r set hit_count = r.hit_count + v.n, last_hit_at = greatest(r.last_hit_at, v.last) from (values ${values}) as v(id, n, last) where r.id = v.id`,
      );
    } catch (err) {
      // Put them back for the next try.
      for (const [id, h] of batch) {
        const e = this.hits.get(id);
        this.hits.set(id, e ? { n: e.n + h.n, last: Math.max(e.last, h.last) } : h);
      }
      throw err;
    }
    return batch.length;
  }
}

const byServer = new WeakMap<object, RedirectResolver>();
/** The resolver of an app (keyed by its HTTP server). */
export function resolverOf(server: object, db: Db, log?: FastifyBaseLogger): RedirectResolver {
  let r = byServer.get(server);
  if (!r) {
    r = new RedirectResolver(db, log);
    byServer.set(server, r);
  }
  return r;
}
