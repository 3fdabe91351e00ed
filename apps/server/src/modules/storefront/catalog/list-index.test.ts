import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreProductQuery } from '@pishkhan/common/schemas/store-catalog.schema';
import { clearStoreCaches } from '../../../lib/store-cache';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { productConditions, productList, productPageSql, storeContext } from './catalog.read';
import { listLimits, pageOfMatches, readMatches, TOO_MANY, type Matches } from './list-index';

/**
 * The product list cut from the in-memory match sets (list-index.ts) answers exactly what the
 * database's own paging answers (`productPageSql`, the same conditions, orders and price bounds in
 * SQL), for every sort, price range, filter and page, including ties of price, time and sales.
 */
let ctx: TestContext;
const F = {} as Record<'brandA' | 'brandB' | 'red' | 'blue' | 'root' | 'sub', number>;

beforeAll(async () => {
  ctx = await setupApp();
  const db = ctx.database.db;
  await db.execute(sql`insert into brands (name, slug) values ('برند الف', 'li-a'), ('برند ب', 'li-b')`);
  await db.execute(sql`insert into colors (name, code) values ('قرمز', '#ff0000'), ('آبی', '#0000ff')`);
  await db.execute(sql`insert into categories (title, slug, depth, position) values ('ریشه', 'li-root', 1, 1)`);
  await db.execute(sql`insert into categories (title, slug, parent_id, depth, position) select 'زیر', 'li-sub', id, 2, 1 from categories where slug = 'li-root'`);
  const one = async (q: string) => Number((await db.execute<{ id: number }>(sql.raw(q))).rows[0]!.id);
  Object.assign(F, {
    brandA: await one(`select id from brands where slug = 'li-a'`),
    brandB: await one(`select id from brands where slug = 'li-b'`),
    red: await one(`select id from colors where code = '#ff0000'`),
    blue: await one(`select id from colors where code = '#0000ff'`),
    root: await one(`select id from categories where slug = 'li-root'`),
    sub: await one(`select id from categories where slug = 'li-sub'`),
  });
  // 300 products with many equal prices, creation times and sales (ties decided by id), in every
  // store status and some hidden (draft, in-store only, unapproved, archived, not yet published).
  await db.execute(sql`insert into products (title, slug, status, approved_at, published_at, archived_at, brand_id, price, min_price,
      stock_total, sold_recent, category_ids, color_ids, search, created_at, updated_at, tags)
    select (array['کیف','کفش','ساعت'])[1 + g % 3] || ' ' || (array['چرمی','نخی'])[1 + (g / 3) % 2] || ' ' || g, 'li-' || g,
      (array['available','available','out_of_stock','soon','available','draft','available_offline','available'])[1 + g % 8],
      case when g % 17 <> 0 then now() end,
      case when g % 23 = 0 then now() + interval '2 days' else now() - interval '1 day' end,
      case when g % 29 = 0 then now() end,
      case when g % 3 = 0 then ${F.brandA}::bigint when g % 3 = 1 then ${F.brandB}::bigint end,
      1000 * (1 + g % 7), 1000 * (1 + g % 7), (g * 7) % 5, (g * 5) % 4,
      case when g % 4 = 0 then array[${F.root}::bigint] when g % 4 = 1 then array[${F.sub}::bigint] else '{}'::bigint[] end,
      case when g % 2 = 0 then array[${F.red}::bigint] else array[${F.red}::bigint, ${F.blue}::bigint] end,
      fa_norm((array['کیف','کفش','ساعت'])[1 + g % 3] || ' ' || (array['چرمی','نخی'])[1 + (g / 3) % 2] || ' ' || g),
      timestamp '2026-01-01' + ((g / 4) || ' minutes')::interval, now(), '{}'
    from generate_series(1, 300) g`);
});
afterAll(() => ctx?.close());

const SORTS = ['newest', 'price_asc', 'price_desc', 'best_selling'] as const;
const PRICES: Pick<StoreProductQuery, 'price_min' | 'price_max'>[] = [
  {},
  { price_min: 3000 },
  { price_max: 4000 },
  { price_min: 2000, price_max: 5000 },
  { price_min: 4000, price_max: 4000 },
  { price_min: 4500, price_max: 4900 },
  { price_min: 9000 },
];

describe('storefront product list from the match sets', () => {
  it('answers every sort, price range, filter and page exactly as the database pages it', async () => {
    const filters: StoreProductQuery[] = [
      {},
      { category_id: F.root },
      { category_id: F.sub },
      { brand_id: F.brandA },
      { in_stock: true },
      { color_ids: [F.blue] },
      { q: 'كيف چرمي' },
      { q: 'ساعت', in_stock: true, color_ids: [F.red, F.blue], brand_id: F.brandB },
    ];
    const ctxs = [await storeContext(ctx.database.db, null), { ...(await storeContext(ctx.database.db, null)), seeUnpublished: true }];
    let compared = 0;
    for (const view of ctxs)
      for (const f of filters)
        for (const sort of SORTS)
          for (const price of PRICES)
            for (const [page, per_page] of [[1, 24], [2, 7], [3, 7], [40, 7]] as const) {
              const q: StoreProductQuery = { ...f, ...price, sort, page, per_page };
              const fromSets = await productList(ctx.database.db, q, view);
              const fromSql = await productPageSql(ctx.database.db, q, view);
              expect(fromSets, JSON.stringify(q)).toEqual(fromSql);
              compared++;
            }
    expect(compared).toBe(2 * 8 * 4 * 7 * 4);
  });

  it('sees a product repriced or hidden through the admin at once, on an address never asked before', async () => {
    const created = await api(ctx).post('/api/admin/products', {
      title: 'کیف چرمی گران', slug: 'li-dear', status: 'available', category_ids: [F.root], price: 90_000, stock: 3,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    const list = async (extra: string) => (await api(ctx, null).get(`/api/store/products?sort=price_desc&per_page=5&${extra}`)).json();
    const before = await list('utm_source=a');
    expect(before.data[0]).toMatchObject({ id, price: 90_000 });
    // Repriced below every other product: its card and its place both change.
    expect((await api(ctx).patch(`/api/admin/products/${id}`, { price: 500 })).statusCode).toBe(200);
    const cheaper = await list('utm_source=b');
    expect(cheaper.data.map((p: { id: number }) => p.id)).not.toContain(id);
    const cheapest = (await api(ctx, null).get('/api/store/products?sort=price_asc&per_page=1')).json();
    expect(cheapest.data[0]).toMatchObject({ id, price: 500 });
    // Hidden: gone from the list and its total.
    expect((await api(ctx).patch(`/api/admin/products/${id}`, { status: 'draft' })).statusCode).toBe(200);
    const after = (await api(ctx, null).get('/api/store/products?sort=price_asc&per_page=1&utm_source=c')).json();
    expect(after.data[0].id).not.toBe(id);
    expect(after.meta.total).toBe(before.meta.total - 1);
  });

  it('follows a stock movement in the in-stock list and the cards at once (the last unit counted out)', async () => {
    const created = await api(ctx).post('/api/admin/products', {
      title: 'ساعت نخی تازه', slug: 'li-restock', status: 'available', category_ids: [F.root], price: 2_500, stock: 1,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, default_variant_id: variant } = created.json().data as { id: number; default_variant_id: number };
    const inStock = async (extra: string) =>
      (await api(ctx, null).get(`/api/store/products?in_stock=1&per_page=48&category_id=${F.root}&${extra}`)).json().data.map((p: { id: number }) => p.id);
    const card = async (extra: string) =>
      (await api(ctx, null).get(`/api/store/products?q=${encodeURIComponent('ساعت نخی تازه')}&${extra}`)).json().data[0];
    expect(await inStock('utm_source=a')).toContain(id);
    expect(await card('utm_source=a')).toMatchObject({ id, availability: 'in_stock' });
    // The last unit counted out at the warehouse: out of the in-stock list and shown sold out.
    const moved = await api(ctx).post('/api/admin/store/adjust', { variant_id: variant, change: -1, reason: 'شمارش' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await inStock('utm_source=b')).not.toContain(id);
    expect(await card('utm_source=b')).toMatchObject({ id, availability: 'out' });
  });

  it('reads a match set too large to keep from the database, a page at a time', async () => {
    const db = ctx.database.db;
    const view = await storeContext(db, null);
    const conds = await productConditions(db, {}, view);
    expect(await readMatches(db, conds, 10)).toBe(TOO_MANY);
    const kept = listLimits.maxMatches;
    listLimits.maxMatches = 10;
    try {
      clearStoreCaches();
      const q = { sort: 'price_asc', page: 2, per_page: 9 } as const;
      expect(await productList(db, q, view)).toEqual(await productPageSql(db, q, view));
    } finally {
      listLimits.maxMatches = kept;
      clearStoreCaches();
    }
  });
});

describe('a page of a match set', () => {
  // Newest first: ids 5, 4, 3, 2, 1 with prices and sales that tie.
  const m: Matches = {
    n: 5,
    ids: Float64Array.from([5, 4, 3, 2, 1]),
    price: Float64Array.from([200, 100, 200, 100, 300]),
    sold: Float64Array.from([1, 3, 3, 0, 1]),
  };
  const page = (q: StoreProductQuery) => pageOfMatches(m, { per_page: 2, ...q });

  it('orders by price then id, both ways, within inclusive bounds', () => {
    expect(page({ sort: 'price_asc' })).toEqual({ ids: [2, 4], total: 5 });
    expect(page({ sort: 'price_asc', page: 2 })).toEqual({ ids: [3, 5], total: 5 });
    expect(page({ sort: 'price_desc' })).toEqual({ ids: [1, 5], total: 5 });
    expect(page({ sort: 'price_desc', price_min: 100, price_max: 200, page: 2 })).toEqual({ ids: [4, 2], total: 4 });
    expect(page({ sort: 'price_asc', price_min: 200, price_max: 200 })).toEqual({ ids: [3, 5], total: 2 });
  });

  it('keeps the newest and best-selling orders under a price range, and answers past the end with nothing', () => {
    expect(page({ price_max: 200 })).toEqual({ ids: [5, 4], total: 4 });
    expect(page({ price_max: 200, page: 2 })).toEqual({ ids: [3, 2], total: 4 });
    expect(page({ sort: 'best_selling' })).toEqual({ ids: [4, 3], total: 5 });
    expect(page({ sort: 'best_selling', page: 2 })).toEqual({ ids: [5, 1], total: 5 });
    expect(page({ sort: 'best_selling', price_min: 150 })).toEqual({ ids: [3, 5], total: 3 });
    expect(page({ page: 4 })).toEqual({ ids: [], total: 5 });
    expect(page({ price_min: 1000 })).toEqual({ ids: [], total: 0 });
  });
});
