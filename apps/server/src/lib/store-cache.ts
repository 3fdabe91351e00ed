import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { App } from './app-types';

/**
 * The storefront's public reads kept in memory, one copy per node: an answer per key (a menu's key,
 * a banner position's key) for at most `ttlMs`, loaded once however many requests ask together.
 *
 * Invalidation: a successful admin write under one of the cache's admin paths drops this node's copy
 * before its response is sent, and announces `store:<name>` on the `auth_cache` channel, which every
 * node's listener (notifications/live.ts) hears and drops its copy too. The TTL is the backstop for
 * what no write announces: a notice lost while a listener was down (every copy is also dropped when
 * the listener connects or drops), a schedule's start or end passing, a linked product renamed.
 */
export interface StoreCache<T> {
  readonly name: string;
  get(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

export interface StoreCacheOptions<T> {
  /** How long an answer is kept at most. */
  ttlMs?: number;
  /** The most answers kept (the oldest goes first). */
  maxKeys?: number;
  /** With `weigh`: the most the kept answers may weigh together (the oldest go first). */
  maxWeight?: number;
  weigh?: (value: T) => number;
}

const STORE_CACHE_CHANNEL = 'auth_cache';
const NOTICE_PREFIX = 'store:';
const caches = new Map<string, StoreCache<unknown>>();

export function storeCache<T>(
  name: string,
  { ttlMs = 30_000, maxKeys = 1_000, maxWeight = Infinity, weigh }: StoreCacheOptions<T> = {},
): StoreCache<T> {
  type Entry = { at: number; value: Promise<T>; weight: number };
  const entries = new Map<string, Entry>();
  let weight = 0;
  const drop = (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    weight -= e.weight;
    entries.delete(key);
  };
  const cache: StoreCache<T> = {
    name,
    get(key, load) {
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      drop(key);
      const value = load();
      const entry: Entry = { at: Date.now(), value, weight: 0 };
      entries.set(key, entry);
      if (entries.size > maxKeys) drop(entries.keys().next().value!);
      // A failed load is not kept; nor is one that a change overtook while it ran.
      value.then(
        (v) => {
          // Gone already: a change overtook the load (the cache was cleared) or a newer load replaced it.
          if (entries.get(key) !== entry) return;
          entry.weight = weigh ? weigh(v) : 0;
          weight += entry.weight;
          // The oldest go first until what is kept fits (the newest stays even alone over the bound).
          for (const k of entries.keys()) {
            if (weight <= maxWeight || k === key) break;
            drop(k);
          }
        },
        () => entries.get(key) === entry && drop(key),
      );
      return value;
    },
    clear() {
      entries.clear();
      weight = 0;
    },
  };
  caches.set(name, cache as StoreCache<unknown>);
  return cache;
}

/** A notice heard on the listener: true when it named a store cache (now dropped). */
export function storeCacheNotice(payload: string): boolean {
  if (!payload.startsWith(NOTICE_PREFIX)) return false;
  caches.get(payload.slice(NOTICE_PREFIX.length))?.clear();
  return true;
}

/** Every store cache of this process dropped (the listener (re)connecting or dropping; a test starting). */
export const clearStoreCaches = () => caches.forEach((c) => c.clear());

/** Which admin paths change which store cache (set when the routes are registered). */
const writers = new Map<string, readonly string[]>();

/** Drops `cache` after every successful admin write (not GET) whose URL starts with one of `prefixes`. */
export function clearOnWrite<T>(cache: StoreCache<T>, prefixes: readonly string[]): void {
  writers.set(cache.name, prefixes);
}

/**
 * The app-wide hook (registered once, at the root, so it sees every route): after a successful write
 * under a store cache's admin paths, drops the cache on this node before the response is sent and
 * announces it to the other nodes.
 */
export function storeCacheWrites(app: App, db: Db): void {
  app.addHook('onSend', async (req, reply) => {
    if (req.method === 'GET' || req.method === 'HEAD' || reply.statusCode >= 400 || !req.url.startsWith('/api/admin/')) return;
    for (const [name, prefixes] of writers) {
      if (!prefixes.some((p) => req.url.startsWith(p))) continue;
      caches.get(name)?.clear();
      await db.execute(sql`select pg_notify(${STORE_CACHE_CHANNEL}, ${NOTICE_PREFIX + name})`).catch((err) => req.log.warn({ err }, 'store cache notice not sent'));
    }
  });
}
