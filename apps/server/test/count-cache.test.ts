import { describe, expect, it } from 'vitest';
import { countCache } from '../src/lib/count-cache';

describe('count cache', () => {
  it('serves a kept count for its lifetime and shares one count between concurrent requests', async () => {
    const counts = countCache(60_000);
    let computed = 0;
    const compute = async () => ({ total: 5_000 + ++computed });
    const [a, b] = await Promise.all([counts.get('k', compute), counts.get('k', compute)]);
    expect(a).toEqual({ total: 5_001 });
    expect(b).toBe(a);
    expect(await counts.get('k', compute)).toEqual({ total: 5_001 });
    counts.clear();
    expect(await counts.get('k', compute)).toEqual({ total: 5_002 });
  });

  it('counts again each time when `keep` refuses the value (a small, cheap count)', async () => {
    const counts = countCache(60_000);
    let total = 0;
    const compute = async () => ({ total: ++total });
    const keep = (v: { total: number }) => v.total > 2;
    expect(await counts.get('k', compute, keep)).toEqual({ total: 1 });
    expect(await counts.get('k', compute, keep)).toEqual({ total: 2 });
    expect(await counts.get('k', compute, keep)).toEqual({ total: 3 });
    // 3 is kept: the next request is served from the cache.
    expect(await counts.get('k', compute, keep)).toEqual({ total: 3 });
  });

  it('forgets a failed count', async () => {
    const counts = countCache(60_000);
    await expect(counts.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await counts.get('k', async () => 7)).toBe(7);
  });
});
