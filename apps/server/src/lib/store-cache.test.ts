import { describe, expect, it } from 'vitest';
import { storeCache } from './store-cache';

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('store cache', () => {
  it('loads a key once however many ask together, and keeps it', async () => {
    const c = storeCache<number>('test-once');
    let loads = 0;
    const load = async () => (++loads, 7);
    expect(await Promise.all([c.get('a', load), c.get('a', load), c.get('a', load)])).toEqual([7, 7, 7]);
    expect(await c.get('a', load)).toBe(7);
    expect(loads).toBe(1);
  });

  it('keeps what weighs at most the bound together, dropping the oldest first; the newest stays alone over it', async () => {
    const c = storeCache<number>('test-weight', { maxWeight: 10, weigh: (v) => v });
    let loads = 0;
    const get = (k: string, v: number) => c.get(k, async () => (++loads, v));
    await get('a', 4);
    await get('b', 4);
    await settle();
    await get('c', 4); // 12 > 10: a goes
    await settle();
    loads = 0;
    await get('b', 4);
    await get('c', 4);
    expect(loads).toBe(0);
    await get('a', 4);
    expect(loads).toBe(1);
    await settle();
    await get('huge', 50); // alone over the bound: kept, every other dropped
    await settle();
    loads = 0;
    await get('huge', 50);
    expect(loads).toBe(0);
    await get('b', 4);
    expect(loads).toBe(1);
  });

  it('does not keep a load that a clear overtook, nor a failed one', async () => {
    const c = storeCache<string>('test-clear');
    let release!: (v: string) => void;
    const slow = c.get('k', () => new Promise((r) => (release = r)));
    c.clear();
    release('old');
    expect(await slow).toBe('old');
    await settle();
    expect(await c.get('k', async () => 'new')).toBe('new');
    await expect(c.get('f', async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    await settle();
    expect(await c.get('f', async () => 'ok')).toBe('ok');
  });
});
