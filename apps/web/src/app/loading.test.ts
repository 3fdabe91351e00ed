import { afterEach, describe, expect, it } from 'vitest';
import { json, mockFetch } from '../test/utils';
import { api } from './api';
import { loadingCounter } from './loading';

describe('loading counter', () => {
  afterEach(() => loadingCounter.reset());

  it('rises and falls with requests and never goes below 0', () => {
    expect(loadingCounter.get()).toBe(0);
    loadingCounter.begin();
    loadingCounter.begin();
    expect(loadingCounter.get()).toBe(2);
    loadingCounter.end();
    loadingCounter.end();
    loadingCounter.end();
    loadingCounter.end();
    expect(loadingCounter.get()).toBe(0);
    loadingCounter.begin();
    expect(loadingCounter.get()).toBe(1);
  });

  it('counts every api call in flight, including failed ones, and returns to 0', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    mockFetch({
      'GET /api/admin/slow': async () => {
        await gate;
        return { data: 1 };
      },
      'GET /api/admin/broken': () => json(500, { error: { code: 'server_error', message: 'خطا' } }),
    });
    const seen: number[] = [];
    const unsub = loadingCounter.subscribe(() => seen.push(loadingCounter.get()));
    const a = api.get('/api/admin/slow');
    const b = api.get('/api/admin/slow');
    const c = api.get('/api/admin/broken').catch(() => 'failed');
    expect(loadingCounter.get()).toBe(3);
    await c;
    expect(loadingCounter.get()).toBe(2);
    release();
    await Promise.all([a, b]);
    expect(loadingCounter.get()).toBe(0);
    expect(Math.min(...seen)).toBe(0);
    unsub();
  });

  it('also falls back when the network fails', async () => {
    const { spy } = mockFetch({});
    spy.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.get('/api/admin/x')).rejects.toMatchObject({ status: 0, code: 'network' });
    expect(loadingCounter.get()).toBe(0);
  });
});
