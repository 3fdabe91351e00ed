/**
 * Short-lived caches of list counts per filter set: counting a large table per request costs more
 * than the page itself. Entries live `ttlMs` (other nodes' writes show within that) and a write on
 * this node clears its cache at once. Concurrent identical requests share one count (single flight).
 */
export function countCache(ttlMs = 5_000, maxEntries = 500) {
  const cache = new Map<string, { at: number; value: Promise<unknown> }>();
  return {
    clear: () => cache.clear(),
    get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = cache.get(key);
      if (hit && now - hit.at < ttlMs) return hit.value as Promise<T>;
      if (cache.size >= maxEntries) cache.clear();
      const value = compute();
      cache.set(key, { at: now, value });
      value.catch(() => cache.delete(key));
      return value;
    },
  };
}
