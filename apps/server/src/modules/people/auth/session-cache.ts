import type { FeatureState } from '@pishkhan/common/features';
import type { SessionAdmin } from './session-admin';

/**
 * The per-node memory of signed-in sessions: token hash → session id, admin and role (and the role's
 * effective permissions for the current feature switches), so an authenticated request does not read
 * the session, its admin and its role from the database every time.
 *
 * Correctness rests on invalidation, not on time:
 * - Triggers (migration 0012) announce every change a cached entry depends on — a session revoked or
 *   deleted, an admin changed, disabled or deleted, a role changed or deleted, any setting — with
 *   pg_notify on AUTH_CACHE_CHANNEL; every node's LISTEN connection (notifications/live.ts) hears it
 *   at commit and drops the affected entries (`invalidate`).
 * - The cache is used only while that connection is up (`setLive`): when it drops, or before it
 *   first connects, every request reads the database, and the cache starts empty when it is back.
 * - A generation counter, bumped by every notice, keeps a read that raced with a change from being
 *   stored after the change was announced.
 * - Entries are re-read after ENTRY_TTL_MS anyway, a backstop for a notice lost in a silently dead
 *   connection before the heartbeat notices it.
 * The idle limit is checked on every hit against the entry's own last use; a session that looks idle
 * is re-read from the database, which decides (another node may have used it since).
 */
export const AUTH_CACHE_CHANNEL = 'auth_cache';
export const ENTRY_TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

export interface CachedSession {
  sessionId: number;
  admin: SessionAdmin;
  /** Last use known to this node (ms), touched in the database at most once a minute. */
  lastUsedAt: number;
  loadedAt: number;
  /** Effective permissions, for the feature state object they were computed with. */
  permissions?: { features: FeatureState; set: Set<string> };
}

export class SessionCache {
  private entries = new Map<string, CachedSession>();
  private gen = 0;
  private live = false;

  get size(): number {
    return this.entries.size;
  }

  get(hash: string): CachedSession | undefined {
    if (!this.live) return undefined;
    const e = this.entries.get(hash);
    if (e && Date.now() - e.loadedAt > ENTRY_TTL_MS) {
      this.entries.delete(hash);
      return undefined;
    }
    return e;
  }

  /** The generation to pass to `set` after reading the database. */
  generation(): number {
    return this.gen;
  }

  /** Stores a session read from the database, unless a change was announced since `gen`. */
  set(hash: string, entry: CachedSession, gen: number): void {
    if (!this.live || gen !== this.gen) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(hash, entry);
  }

  delete(hash: string): void {
    this.entries.delete(hash);
  }

  /** A notice: `session:<id>`, `admin:<id>`, `role:<id>` drop those entries; anything else drops all. */
  invalidate(payload: string): void {
    this.gen++;
    const m = /^(session|admin|role):(\d+)$/.exec(payload);
    if (!m) {
      // 'settings' changes only the feature state, recomputed per request; the rest is unknown.
      // 'redirects' is the storefront's redirect rules (content/redirects), nothing of a session.
      if (payload !== 'settings' && payload !== 'redirects') this.entries.clear();
      return;
    }
    const id = Number(m[2]);
    const of = (e: CachedSession) => (m[1] === 'session' ? e.sessionId : m[1] === 'admin' ? e.admin.id : e.admin.roleId);
    for (const [k, e] of this.entries) if (of(e) === id) this.entries.delete(k);
  }

  /** The listener is up (start with an empty cache) or down (read the database meanwhile). */
  setLive(up: boolean): void {
    this.gen++;
    this.entries.clear();
    this.live = up;
  }
}

const caches = new WeakMap<object, SessionCache>();

/** The session cache of an app, keyed by its HTTP server (`app.server`, `req.server.server`). */
export function sessionCacheOf(server: object): SessionCache {
  let c = caches.get(server);
  if (!c) caches.set(server, (c = new SessionCache()));
  return c;
}
