import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jalaliTextOfDay, tehranToday } from '@pishkhan/common/jalali-days';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { columnOf, firstSheet } from '../../../../test/excel';
import { products } from '../../catalog/products/product.table';
import { postCategories } from '../../content/post-categories/post-category.table';
import { posts } from '../../content/posts/post.table';
import { visitCounterOf, type VisitCounter } from './visit.counter';
import { beaconLimit } from './visit.routes';

const RATE_PER_MINUTE = beaconLimit.options.burst;

let ctx: TestContext;
let counter: VisitCounter;
let productId: number;
let postId: number;
const PERSIAN = /[\u0600-\u06FF]/;
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const beacon = (body: unknown, ip = '203.0.113.7', ua: string | null = BROWSER) =>
  ctx.app.inject({ method: 'POST', url: '/api/store/visits', remoteAddress: ip, payload: body as object, headers: ua === null ? {} : { 'user-agent': ua } });
const at = (iso: string) => {
  counter.now = () => new Date(iso);
  beaconLimit.now = () => Date.parse(iso);
};
const hourRow = async (day: string, hour: number) =>
  (await ctx.database.db.execute(sql`select visits, page_views, product_views, post_views from visit_hours where day = ${day} and hour = ${hour}`)).rows[0] as
    | { visits: number; page_views: number; product_views: number; post_views: number }
    | undefined;

beforeAll(async () => {
  ctx = await setupApp();
  const db = ctx.database.db;
  counter = visitCounterOf(ctx.app.server, db);
  [{ id: productId }] = (await db.insert(products).values({ title: 'پیراهن کتان', slug: 'shirt' }).returning({ id: products.id })) as [{ id: number }];
  const [cat] = await db.insert(postCategories).values({ name: 'خبر', slug: 'news' } as never).returning();
  [{ id: postId }] = (await db.insert(posts).values({ title: 'راهنمای اندازه', slug: 'size-guide', body: '<p>x</p>', postCategoryId: (cat as { id: number }).id }).returning({ id: posts.id })) as [{ id: number }];
});
afterAll(() => ctx.close());

describe('visit beacon', () => {
  it('counts a visitor once per Tehran hour, every page view, and again in the next hour', async () => {
    // 10:10 Tehran time on 1405/01/10 (2026-03-30).
    at('2026-03-30T06:40:00Z');
    expect((await beacon({ path: '/' })).statusCode).toBe(204);
    expect((await beacon({ path: `/product/shirt`, kind: 'product', id: productId, referrer: 'https://www.google.com/' })).statusCode).toBe(204);
    expect((await beacon({ path: '/blog/size-guide', kind: 'post', id: postId })).statusCode).toBe(204);
    // Another visitor: same address, another browser.
    expect((await beacon({ path: '/' }, '203.0.113.7', PHONE)).statusCode).toBe(204);
    await counter.flush();
    expect(await hourRow('2026-03-30', 10)).toEqual({ visits: 2, page_views: 4, product_views: 1, post_views: 1 });
    // 10:59 still the same hour; 11:00 a new one.
    at('2026-03-30T07:29:00Z');
    await beacon({ path: '/cart' });
    at('2026-03-30T07:30:00Z');
    await beacon({ path: '/cart' });
    await counter.flush();
    expect(await hourRow('2026-03-30', 10)).toEqual({ visits: 2, page_views: 5, product_views: 1, post_views: 1 });
    expect(await hourRow('2026-03-30', 11)).toEqual({ visits: 1, page_views: 1, product_views: 0, post_views: 0 });
    const items = (await ctx.database.db.execute(sql`select kind, item_id::int as id, views from visit_item_days where day = '2026-03-30' order by kind`)).rows;
    expect(items).toEqual([
      { kind: 'post', id: postId, views: 1 },
      { kind: 'product', id: productId, views: 1 },
    ]);
  });

  it('ignores bots and requests without a user agent, answering them alike', async () => {
    at('2026-03-30T09:00:00Z');
    for (const ua of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'curl/8.5.0', 'python-requests/2.31', null]) {
      expect((await beacon({ path: '/' }, '198.51.100.1', ua)).statusCode).toBe(204);
    }
    await counter.flush();
    expect(await hourRow('2026-03-30', 12)).toBeUndefined();
  });

  it('keeps no address and no user agent anywhere: only a salted hash, and only for the current hours', async () => {
    const cols = (await ctx.database.db.execute(sql`select table_name, column_name, data_type from information_schema.columns where table_name like 'visit%' order by 1, 2`)).rows as {
      table_name: string;
      column_name: string;
      data_type: string;
    }[];
    expect(cols.map((c) => `${c.table_name}.${c.column_name}`)).toEqual([
      'visit_hours.day',
      'visit_hours.hour',
      'visit_hours.page_views',
      'visit_hours.post_views',
      'visit_hours.product_views',
      'visit_hours.visits',
      'visit_item_days.day',
      'visit_item_days.item_id',
      'visit_item_days.kind',
      'visit_item_days.views',
      'visit_salts.created_at',
      'visit_salts.day',
      'visit_salts.salt',
      'visit_seen.day',
      'visit_seen.hour',
      'visit_seen.visitor',
    ]);
    // The address appears in no stored value, in any form of it.
    const dump = JSON.stringify((await ctx.database.db.execute(sql`select encode(visitor, 'escape') as v, encode(visitor, 'hex') as h from visit_seen`)).rows);
    expect(dump).not.toContain('203.0.113.7');
    expect(Buffer.from('203.0.113.7').toString('hex')).not.toBe('');
    expect(dump).not.toContain(Buffer.from('203.0.113.7').toString('hex'));
    const seen = (await ctx.database.db.execute(sql`select octet_length(visitor) as n from visit_seen`)).rows as { n: number }[];
    expect(seen.every((r) => r.n === 32)).toBe(true);
    // A new Tehran day gets a new salt and yesterday's is deleted; old dedupe rows are pruned.
    at('2026-03-31T06:40:00Z');
    await beacon({ path: '/' }, '192.0.2.10');
    const salts = (await ctx.database.db.execute(sql`select day::text from visit_salts`)).rows;
    expect(salts).toEqual([{ day: '2026-03-31' }]);
    await counter.prune();
    const left = (await ctx.database.db.execute(sql`select day::text, hour from visit_seen`)).rows;
    expect(left).toEqual([{ day: '2026-03-31', hour: 10 }]);
    await counter.flush();
  });

  it.each([
    [{}, 'path'],
    [{ path: 'no-slash' }, 'path'],
    [{ path: 12 }, 'path'],
    [{ path: '/p', kind: 'product' }, 'id'],
    [{ path: '/p', kind: 'movie', id: 1 }, 'kind'],
    [{ path: '/p', id: 3 }, 'id'],
    [{ path: '/p', kind: 'post', id: '۰' }, 'id'],
    [{ path: '/p', referrer: 'x'.repeat(2001) }, 'referrer'],
    [{ path: '/p', extra: 1 }, 'extra'],
  ])('a bad beacon → 422 with a Persian message on %s (%#)', async (body, field) => {
    const res = await beacon(body, '192.0.2.99');
    expect(res.statusCode, res.body).toBe(422);
    expect(JSON.stringify(res.json().error.fields ?? {})).toMatch(PERSIAN);
    expect(Object.keys(res.json().error.fields ?? {}).join(' ')).toContain(field);
  });

  it('accepts Persian digits in an id and drops views of products that do not exist', async () => {
    at('2026-03-30T15:00:00Z');
    expect((await beacon({ path: '/p', kind: 'product', id: '۹۹۹۹۹' }, '192.0.2.50')).statusCode).toBe(204);
    await counter.flush();
    const rows = (await ctx.database.db.execute(sql`select * from visit_item_days where item_id = 99999`)).rows;
    expect(rows).toEqual([]);
    expect(await hourRow('2026-03-30', 18)).toMatchObject({ visits: 1, product_views: 1 });
  });

  it('refuses a huge body and limits each address per minute', async () => {
    const big = await beacon({ path: '/' + 'a'.repeat(20_000) }, '192.0.2.77');
    expect(big.statusCode).toBe(413);
    at('2026-03-30T16:00:00Z');
    let last = 0;
    for (let i = 0; i < RATE_PER_MINUTE; i++) last = (await beacon({ path: '/' }, '192.0.2.78')).statusCode;
    expect(last).toBe(204);
    const refused = await beacon({ path: '/' }, '192.0.2.78');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(PERSIAN);
    // Another address is not limited; the next minute the first one is free again.
    expect((await beacon({ path: '/' }, '192.0.2.79')).statusCode).toBe(204);
    at('2026-03-30T16:01:00Z');
    expect((await beacon({ path: '/' }, '192.0.2.78')).statusCode).toBe(204);
    await counter.flush();
  });
});

describe('visit report', () => {
  const URL = '/api/admin/reports/visit';
  const get = async (q: string, token = ctx.token) => {
    const res = await api(ctx, token).get(`${URL}${q}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('puts a visit at 23:59 Tehran on the last day of a Jalali month into that day and month', async () => {
    // 1404/12/29 23:59 Tehran (the last day of Esfand 1404), then 1405/01/01 00:01.
    at('2026-03-20T20:29:00Z');
    await beacon({ path: '/' }, '192.0.2.200');
    at('2026-03-20T20:31:00Z');
    await beacon({ path: '/' }, '192.0.2.201');
    await beacon({ path: '/' }, '192.0.2.202');
    const month = (await get('?from=1404/12/25&to=1405/01/05&group=month')).data.rows;
    expect(month.map((r: any) => [r.period, r.visits])).toEqual([
      ['1404/12', 1],
      ['1405/01', 2],
    ]);
    const day = (await get('/1404-12-29')).data;
    expect(day.hours[23]).toMatchObject({ hour: 23, visits: 1, page_views: 1 });
    expect(day.totals.visits).toBe(1);
  });

  it('lists days with totals, chart and comparison that agree with the hour table', async () => {
    const { data, meta } = await get('?from=1405/01/01&to=1405/01/31&per_page=100');
    expect(meta.total).toBe(31);
    const direct = (
      await ctx.database.db.execute(
        sql`select sum(visits)::int as visits, sum(page_views)::int as page_views, sum(product_views)::int as product_views, sum(post_views)::int as post_views from visit_hours where day between '2026-03-21' and '2026-04-20'`,
      )
    ).rows[0];
    expect(data.totals).toEqual(direct);
    const d10 = data.rows.find((r: any) => r.period === '1405/01/10');
    expect(d10).toMatchObject({ visits: 6, page_views: 69, product_views: 2, post_views: 1 });
    expect(data.series).toMatchObject({ measure: 'visits', keys: ['visits'] });
    expect(data.series.points.find((p: any) => p.period === '1405/01/10').values).toEqual({ visits: 6 });
    expect(data.compare.range).toMatchObject({ from: '1404/11/29', to: '1404/12/29' });
    expect(data.compare.totals.visits).toBe(1);
    const sorted = await get('?from=1405/01/01&to=1405/01/31&sort=-visits&per_page=2');
    expect(sorted.data.rows[0].period).toBe('1405/01/10');
  });

  it('shows one day by hour with its most viewed products and posts', async () => {
    const { data } = await get('/۱۴۰۵-۰۱-۱۰');
    expect(data).toMatchObject({ date: '1405/01/10', day: '2026-03-30', previous: '1405/01/09', next: '1405/01/11' });
    const today = jalaliTextOfDay(tehranToday()).replaceAll('/', '-');
    expect((await get(`/${today}`)).data.next).toBeNull();
    expect(data.hours).toHaveLength(24);
    expect(data.hours[10]).toEqual({ hour: 10, visits: 2, page_views: 5, product_views: 1, post_views: 1 });
    expect(data.top_products).toEqual([{ id: productId, title: 'پیراهن کتان', views: 1 }]);
    expect(data.top_posts).toEqual([{ id: postId, title: 'راهنمای اندازه', views: 1 }]);
  });

  it.each(['1405-13-01', '1404-12-30', 'abc', '2026-03-30', '1405-1'])('a bad day %s → 422', async (d) => {
    const res = await api(ctx).get(`${URL}/${d}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.date).toMatch(PERSIAN);
  });

  it('exports the filtered days with a totals row', async () => {
    const res = await api(ctx).get(`${URL}/export?from=1405/01/09&to=1405/01/11`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/visits-report-\d{8}\.xlsx/);
    const ws = await firstSheet(res.rawPayload);
    expect(ws.views[0]).toMatchObject({ rightToLeft: true });
    const visits = columnOf(ws, 'بازدید');
    expect(ws.getRow(3).getCell(visits).value).toBe(6);
    expect(ws.getRow(5).getCell(visits).value).toBe(7);
    expect(ws.rowCount).toBe(5);
  });

  it('needs a session (401) and read_report_visits (403)', async () => {
    for (const u of [`${URL}?preset=today`, `${URL}/export`, `${URL}/1405-01-10`]) {
      expect((await api(ctx, null).get(u)).statusCode).toBe(401);
      const other = await ctx.adminWith(['read_report']);
      expect((await api(ctx, other.token).get(u)).statusCode).toBe(403);
    }
    const reader = await ctx.adminWith(['read_report_visits']);
    expect((await get('?from=1405/01/10&to=1405/01/10', reader.token)).data.totals.visits).toBe(6);
  });
});
