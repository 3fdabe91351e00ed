import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from './db';

/** Spec §3: every list carries next/prev page URLs in meta and resource-style links. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupApp({ seedProvinces: true });
});
afterAll(() => ctx.close());

const params = (url: string | null) => (url ? Object.fromEntries(new URL(url, 'http://x').searchParams) : null);
const pathOf = (url: string) => url.split('?')[0];

describe('list page links', () => {
  it('a CRUD list: first, middle and last page keep the other parameters', async () => {
    const a = api(ctx);
    for (const name of ['الف', 'ب', 'پ', 'ت', 'ث']) expect((await a.post('/api/admin/units', { name: `واحد ${name}`, symbol: name })).statusCode).toBe(201);
    const q = encodeURIComponent('واحد');
    const url = (page: number) => `/api/admin/units?q=${q}&per_page=2&sort=-name&page=${page}`;

    const first = (await a.get(url(1))).json();
    expect(first.meta).toMatchObject({ current_page: 1, last_page: 3, prev_page_url: null });
    expect(pathOf(first.meta.next_page_url)).toBe('/api/admin/units');
    expect(params(first.meta.next_page_url)).toEqual({ q: 'واحد', per_page: '2', sort: '-name', page: '2' });
    expect(params(first.links.first)).toMatchObject({ page: '1', q: 'واحد', sort: '-name' });
    expect(params(first.links.last)).toMatchObject({ page: '3', per_page: '2' });
    expect(first.links.prev).toBeNull();
    expect(first.links.next).toBe(first.meta.next_page_url);

    const middle = (await a.get(url(2))).json();
    expect(params(middle.meta.prev_page_url)).toEqual({ q: 'واحد', per_page: '2', sort: '-name', page: '1' });
    expect(params(middle.meta.next_page_url)).toEqual({ q: 'واحد', per_page: '2', sort: '-name', page: '3' });
    expect(middle.links).toMatchObject({ prev: middle.meta.prev_page_url, next: middle.meta.next_page_url });
    // Following next lands on the page it names.
    const third = (await a.get(middle.meta.next_page_url)).json();
    expect(third.meta).toMatchObject({ current_page: 3, next_page_url: null });
    expect(third.data).toHaveLength(1);
    expect(params(third.meta.prev_page_url)?.page).toBe('2');
    expect(third.links.next).toBeNull();

    // A page past the end points back to the last one.
    const past = (await a.get(url(9))).json();
    expect(past.meta.next_page_url).toBeNull();
    expect(params(past.meta.prev_page_url)?.page).toBe('3');
  });

  it('a list without page in its query, a filtered list, and an empty list', async () => {
    const a = api(ctx);
    // 31 seeded provinces, 15 a page by default.
    const provinces = (await a.get('/api/admin/provinces')).json();
    expect(provinces.meta).toMatchObject({ current_page: 1, last_page: 3, prev_page_url: null });
    expect(provinces.meta.next_page_url).toBe('/api/admin/provinces?page=2');
    expect(provinces.links).toEqual({ first: '/api/admin/provinces?page=1', last: '/api/admin/provinces?page=3', prev: null, next: '/api/admin/provinces?page=2' });

    const tehran = provinces.data.find((p: any) => p.name === 'تهران') ?? (await a.get(`/api/admin/provinces?q=${encodeURIComponent('تهران')}`)).json().data[0];
    const cities = (await a.get(`/api/admin/cities?province_id=${tehran.id}&per_page=5&page=2`)).json();
    expect(cities.meta.current_page).toBe(2);
    expect(params(cities.meta.prev_page_url)).toEqual({ province_id: String(tehran.id), per_page: '5', page: '1' });
    if (cities.meta.last_page > 2) expect(params(cities.meta.next_page_url)).toEqual({ province_id: String(tehran.id), per_page: '5', page: '3' });

    // Hand-written lists (orders, products, customers, wallet transactions, in-store sales) get them too.
    for (const path of ['/api/admin/orders', '/api/admin/products', '/api/admin/customers', '/api/admin/transactions', '/api/admin/shop/sales']) {
      const res = await a.get(`${path}?status=&per_page=10`);
      expect(res.statusCode, path).toBe(200);
      const body = res.json();
      expect(body.meta, path).toMatchObject({ current_page: 1, last_page: 1, next_page_url: null, prev_page_url: null });
      expect(body.links, path).toEqual({ first: `${path}?status=&per_page=10&page=1`, last: `${path}?status=&per_page=10&page=1`, prev: null, next: null });
    }
  });
});
