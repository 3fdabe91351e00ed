/**
 * Short-lived cache of the product list's counts (`meta.total` and `meta.status_counts`) per filter
 * set: counting 100,000 rows per request costs more than the page itself. Entries live 5 s (other
 * nodes' writes show within that) and every product or stock write on this node clears them at
 * once. Concurrent identical requests share one count (single flight).
 */
const TTL_MS = 5_000;
const MAX_ENTRIES = 500;
const cache = new Map<string, { at: number; value: Promise<unknown> }>();

export function clearProductCounts() {
  cache.clear();
}

export function cachedCounts<T>(key: string, compute: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && now - hit.at < TTL_MS) return hit.value as Promise<T>;
  if (cache.size >= MAX_ENTRIES) cache.clear();
  const value = compute();
  cache.set(key, { at: now, value });
  value.catch(() => cache.delete(key));
  return value;
}
