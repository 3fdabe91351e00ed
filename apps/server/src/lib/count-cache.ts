/**
 * Short-lived caches of list counts per filter set: counting a large table per request costs more
 * than the page itself. Entries live `ttlMs` (other nodes' writes show within that) and a write on
 * this node clears its cache at once. Concurrent identical requests share one count (single flight).
 */
const every = new Set<Map<string, unknown>>();

/** Empties every count cache of the process (a test file starting on a database of its own). */
export function clearCountCaches() {
  for (const c of every) c.clear();
}

export function countCache(ttlMs = 5_000, maxEntries = 500) {
  const cache = new Map<string, { at: number; value: Promise<unknown> }>();
  every.add(cache);
  return {
    clear: () => cache.clear(),
    /** `keep`: whether a computed value stays for `ttlMs` (e.g. only counts that cost a scan); else it serves only the requests already waiting for it. */
    get<T>(key: string, compute: () => Promise<T>, keep?: (v: T) => boolean): Promise<T> {
      const now = Date.now();
      const hit = cache.get(key);
      if (hit && now - hit.at < ttlMs) return hit.value as Promise<T>;
      if (cache.size >= maxEntries) cache.clear();
      const value = compute();
      cache.set(key, { at: now, value });
      value.then(
        (v) => {
          if (keep && !keep(v) && cache.get(key)?.value === value) cache.delete(key);
        },
        () => cache.delete(key),
      );
      return value;
    },
  };
}
