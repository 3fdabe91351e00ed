import { countCache } from '../../../lib/count-cache';

/**
 * The product list's counts (`meta.total` and `meta.status_counts`), cached 5 s per filter set;
 * every product or stock write on this node clears them at once.
 */
const counts = countCache();
export const clearProductCounts = counts.clear;
export const cachedCounts = <T>(key: string, compute: () => Promise<T>) => counts.get(key, compute);
