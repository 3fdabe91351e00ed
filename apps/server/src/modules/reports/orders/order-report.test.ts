import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bucketKeys, dayOfJalali, jalaliTextOfDay, weekStart } from '@pishkhan/common/jalali-days';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { columnOf, firstSheet } from '../../../../test/excel';
import { presetRange, reportFilters } from '../../../lib/report';
import { miniOrders } from '../../shop/shop.table';
import { orders } from '../../sales/orders/order.table';

let ctx: TestContext;
const URL = '/api/admin/reports/orders';
const PERSIAN = /[\u0600-\u06FF]/;

type OrderRow = typeof orders.$inferInsert;
const order = (at: string, status: string, gross: number, discount: number, shipping: number, returned = 0): OrderRow => ({
  createdAt: new Date(at),
  status,
  totalItemsAmount: gross,
  discountOnOrder: discount,
  discountAmount: discount,
  shippingAmount: shipping,
  returnedAmount: returned,
  totalAmount: gross - discount + shipping,
});
const sale = (at: string, status: string, sales: number, returns: number, discount: number) => {
  const total = sales - returns - discount;
  return {
    createdAt: new Date(at),
    status,
    salesAmount: sales,
    returnsAmount: returns,
    linesTotal: sales - returns,
    discountAmount: discount,
    total,
    paidCash: total,
    ...(status === 'voided' ? { voidedAt: new Date(at) } : {}),
  };
};

beforeAll(async () => {
  ctx = await setupApp();
  const db = ctx.database.db;
  await db.insert(orders).values([
    // 23:59 in Tehran on 1404/12/29, the last day of the year: belongs to Esfand 1404.
    order('2026-03-20T20:29:00Z', 'new', 100_000, 10_000, 5_000),
    // 00:01 in Tehran on 1405/01/01 (Nowruz, a Saturday): belongs to Farvardin 1405 and starts a week.
    order('2026-03-20T20:31:00Z', 'delivered', 200_000, 0, 10_000, 50_000),
    // Not sales: canceled, and waiting for payment.
    order('2026-03-21T10:00:00Z', 'canceled', 999_999, 0, 0),
    order('2026-03-22T10:00:00Z', 'wait_for_payment', 77_777, 0, 0),
    // The period before the range (1404/12/19).
    order('2026-03-10T08:00:00Z', 'received', 50_000, 0, 0),
  ]);
  await db.insert(miniOrders).values([
    sale('2026-03-20T12:00:00Z', 'completed', 30_000, 0, 2_000),
    sale('2026-03-21T12:00:00Z', 'completed', 40_000, 10_000, 0),
    sale('2026-03-21T13:00:00Z', 'voided', 50_000, 0, 0),
  ]);
});
afterAll(() => ctx.close());

const get = async (query: string, token = ctx.token) => {
  const res = await api(ctx, token).get(`${URL}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const RANGE = 'from=1404/12/25&to=1405/01/05';

describe('orders report: figures on known data', () => {
  it('sums online and in-store sales per Tehran day, counting only active orders and receipts not voided', async () => {
    const { data, meta } = await get(`${RANGE}&group=day&per_page=100`);
    expect(data.range).toMatchObject({ from: '1404/12/25', to: '1405/01/05', from_day: '2026-03-16', to_day: '2026-03-25', days: 10 });
    expect(meta.total).toBe(10);
    const byPeriod = Object.fromEntries(data.rows.map((r: any) => [r.period, r]));
    expect(byPeriod['1404/12/29']).toMatchObject({ count: 2, gross: 130_000, discount: 12_000, returns: 0, shipping: 5_000, net: 118_000, total: 123_000 });
    expect(byPeriod['1405/01/01']).toMatchObject({ count: 2, gross: 240_000, discount: 0, returns: 60_000, shipping: 10_000, net: 180_000, total: 190_000 });
    expect(byPeriod['1405/01/02']).toMatchObject({ count: 0, gross: 0, net: 0 });
    expect(data.totals).toEqual({ count: 4, gross: 370_000, discount: 12_000, returns: 60_000, net: 298_000, shipping: 15_000, total: 313_000 });
    // The chart: net sales per channel.
    expect(data.series.measure).toBe('net');
    expect(data.series.keys).toEqual(['online', 'in_store']);
    expect(data.series.points.find((p: any) => p.period === '1405/01/01').values).toEqual({ online: 150_000, in_store: 30_000 });
  });

  it('online and in-store modes split the same figures', async () => {
    const online = (await get(`${RANGE}&mode=online`)).data.totals;
    const store = (await get(`${RANGE}&mode=in_store`)).data.totals;
    expect(online).toEqual({ count: 2, gross: 300_000, discount: 10_000, returns: 50_000, net: 240_000, shipping: 15_000, total: 255_000 });
    expect(store).toEqual({ count: 2, gross: 70_000, discount: 2_000, returns: 10_000, net: 58_000, shipping: 0, total: 58_000 });
    expect((await get(`${RANGE}&mode=in_store`)).data.series.keys).toEqual(['in_store']);
  });

  it('agrees with a direct computation over the orders and receipts', async () => {
    const db = ctx.database.db;
    const from = "'2026-03-15T20:30:00Z'";
    const to = "'2026-03-25T20:30:00Z'";
    const [o] = (
      await db.execute(
        sql.raw(`select count(*)::int as n, coalesce(sum(total_items_amount - discount_amount - returned_amount), 0)::bigint as net from orders
          where created_at >= ${from} and created_at < ${to} and status in ('new','in_progress','delivered','received','reserved')`),
      )
    ).rows as { n: number; net: string }[];
    const [m] = (
      await db.execute(sql.raw(`select count(*)::int as n, coalesce(sum(total), 0)::bigint as net from mini_orders where created_at >= ${from} and created_at < ${to} and status = 'completed'`))
    ).rows as { n: number; net: string }[];
    const totals = (await get(RANGE)).data.totals;
    expect(totals.count).toBe(o!.n + m!.n);
    expect(totals.net).toBe(Number(o!.net) + Number(m!.net));
  });

  it('buckets by Jalali month and year at Nowruz, and by weeks from Saturday', async () => {
    const month = (await get(`${RANGE}&group=month`)).data.rows;
    expect(month.map((r: any) => [r.period, r.from, r.to, r.net])).toEqual([
      ['1404/12', '2026-03-16', '2026-03-20', 118_000],
      ['1405/01', '2026-03-21', '2026-03-25', 180_000],
    ]);
    const year = (await get(`${RANGE}&group=year`)).data.rows;
    expect(year.map((r: any) => [r.period, r.count])).toEqual([
      ['1404', 2],
      ['1405', 2],
    ]);
    // 1404/12/29 is a Friday: the last day of the week that started on Saturday 1404/12/23; Nowruz starts the next.
    const week = (await get(`${RANGE}&group=week`)).data.rows;
    expect(week.map((r: any) => [r.period, r.from, r.to, r.count])).toEqual([
      ['1404/12/23', '2026-03-16', '2026-03-20', 2],
      ['1405/01/01', '2026-03-21', '2026-03-25', 2],
    ]);
  });

  it('compares with the period of equal length before the range', async () => {
    const { data } = await get(RANGE);
    expect(data.compare.range).toMatchObject({ from: '1404/12/15', to: '1404/12/24', days: 10 });
    expect(data.compare.totals).toMatchObject({ count: 1, net: 50_000 });
    expect(data.compare.change.net).toBeCloseTo((298_000 - 50_000) / 50_000);
    expect(data.compare.change.shipping).toBeNull();
    expect((await get(`${RANGE}&compare=0`)).data.compare).toBeUndefined();
  });

  it('pages and sorts the rows on the server', async () => {
    const res = await get(`${RANGE}&sort=-net&per_page=5&page=1`);
    expect(res.data.rows.map((r: any) => r.period).slice(0, 2)).toEqual(['1405/01/01', '1404/12/29']);
    expect(res.data.rows).toHaveLength(5);
    expect(res.meta).toMatchObject({ current_page: 1, last_page: 2, per_page: 5, total: 10 });
    const last = await get(`${RANGE}&sort=-period&per_page=4&page=3`);
    expect(last.data.rows.map((r: any) => r.period)).toEqual(['1404/12/26', '1404/12/25']);
    // The totals are of the whole range, not of the page.
    expect(last.data.totals.net).toBe(298_000);
  });

  it('follows status changes and voids in the same transaction, and equals a rebuild', async () => {
    const db = ctx.database.db;
    await db.execute(sql`update orders set status = 'canceled' where total_items_amount = 100000`);
    await db.execute(sql`update mini_orders set status = 'voided', voided_at = now() where sales_amount = 40000`);
    const after = (await get(RANGE)).data.totals;
    expect(after).toMatchObject({ count: 2, gross: 230_000, net: 178_000 });
    // Day rows brought back to zero stay; a rebuild leaves them out.
    const kept = sql`select * from sale_days where count <> 0 or gross <> 0 or discount <> 0 or returns <> 0 or shipping <> 0 order by day, channel, status`;
    const before = (await db.execute(kept)).rows;
    await db.execute(sql`select sale_days_rebuild()`);
    expect((await db.execute(sql`select * from sale_days order by day, channel, status`)).rows).toEqual(before);
    await db.execute(sql`update orders set status = 'new' where total_items_amount = 100000`);
    await db.execute(sql`update mini_orders set status = 'completed', voided_at = null where sales_amount = 40000`);
    expect((await get(RANGE)).data.totals.net).toBe(298_000);
  });
});

describe('orders report: filters', () => {
  it('accepts Persian digits and presets', async () => {
    const { data } = await get('from=۱۴۰۴/۱۲/۲۵&to=۱۴۰۵/۰۱/۰۵');
    expect(data.totals.net).toBe(298_000);
    const today = await get('preset=today');
    expect(today.data.range.days).toBe(1);
  });

  it.each([
    ['from=1405/13/01&to=1405/13/05', 'from'],
    ['from=1404/12/30&to=1405/01/01', 'from'], // 1404 is not a leap year
    ['from=abc&to=1405/01/01', 'from'],
    ['from=1405/01/10&to=1405/01/01', 'to'],
    ['from=1405/01/10', 'to'],
    ['from=1390/01/01&to=1405/01/01', 'to'],
    ['preset=forever', 'preset'],
    ['mode=shop', 'mode'],
    ['group=hour', 'group'],
    ['sort=-password', 'sort'],
    ['page=0', 'page'],
  ])('%s → 422 on %s with a Persian message', async (query, field) => {
    for (const url of [`${URL}?${query}`, `${URL}/export?${query}`]) {
      const res = await api(ctx).get(url);
      expect(res.statusCode, res.body).toBe(422);
      const err = res.json().error;
      expect(err.code).toBe('validation');
      expect(err.fields[field]).toMatch(PERSIAN);
    }
  });

  it('walks the Jalali calendar as a conversion of each day would, across leap Esfands and Nowruz', () => {
    const first = dayOfJalali(1402, 11, 20)!;
    const last = dayOfJalali(1405, 2, 10)!; // through 1403/12/30 (a leap year) and three Nowruz
    const days = Array.from({ length: last - first + 1 }, (_, i) => first + i);
    expect(bucketKeys(first, last, 'day')).toEqual(days.map(jalaliTextOfDay));
    expect(bucketKeys(first, last, 'month')).toEqual(days.map((d) => jalaliTextOfDay(d).slice(0, 7)));
    expect(bucketKeys(first, last, 'year')).toEqual(days.map((d) => jalaliTextOfDay(d).slice(0, 4)));
    expect(bucketKeys(first, last, 'week')).toEqual(days.map((d) => jalaliTextOfDay(weekStart(d))));
    expect(bucketKeys(first, last, 'day')).toContain('1403/12/30');
  });

  it('resolves presets in Tehran days, weeks from Saturday, Jalali months and years', () => {
    const d = (jy: number, jm: number, jd: number) => dayOfJalali(jy, jm, jd)!;
    const text = (r: { first: number; last: number }) => [jalaliTextOfDay(r.first), jalaliTextOfDay(r.last)];
    const monday = d(1405, 1, 3);
    expect(text(presetRange('this_week', monday).range)).toEqual(['1405/01/01', '1405/01/03']);
    expect(text(presetRange('this_week', monday).previous)).toEqual(['1404/12/23', '1404/12/25']);
    expect(text(presetRange('last_week', monday).range)).toEqual(['1404/12/23', '1404/12/29']);
    expect(text(presetRange('this_month', monday).previous)).toEqual(['1404/12/01', '1404/12/03']);
    expect(text(presetRange('last_month', monday).range)).toEqual(['1404/12/01', '1404/12/29']);
    expect(text(presetRange('last_month', monday).previous)).toEqual(['1404/11/01', '1404/11/30']);
    expect(text(presetRange('this_year', monday).previous)).toEqual(['1404/01/01', '1404/01/03']);
    expect(text(presetRange('yesterday', monday).range)).toEqual(['1405/01/02', '1405/01/02']);
    expect(text(presetRange('last_30_days', monday).range)).toEqual(['1404/12/03', '1405/01/03']);
    // The 31st of Farvardin against Esfand of 29 days: the previous stretch stops at the month's end.
    expect(text(presetRange('this_month', d(1405, 1, 31)).previous)).toEqual(['1404/12/01', '1404/12/29']);
    // "Today" is Tehran's: 21:00 UTC on 2026-03-20 is already Nowruz in Tehran.
    const f = reportFilters({ preset: 'today' }, [], new Date('2026-03-20T21:00:00Z'));
    expect(text(f.range)).toEqual(['1405/01/01', '1405/01/01']);
  });
});

describe('orders report: permission and export', () => {
  it('needs read_report', async () => {
    const none = await ctx.adminWith([]);
    expect((await api(ctx, none.token).get(`${URL}?${RANGE}`)).statusCode).toBe(403);
    expect((await api(ctx, none.token).get(`${URL}/export?${RANGE}`)).statusCode).toBe(403);
    const reader = await ctx.adminWith(['read_report']);
    expect((await get(RANGE, reader.token)).data.totals.count).toBe(4);
  });

  it('exports exactly the filtered rows: right to left, Jalali periods, numbers as numbers, a totals row', async () => {
    const res = await api(ctx).get(`${URL}/export?${RANGE}&group=month&mode=online`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/sales-report-\d{8}\.xlsx/);
    const ws = await firstSheet(res.rawPayload);
    expect(ws.views[0]).toMatchObject({ rightToLeft: true });
    const period = columnOf(ws, 'دوره');
    const net = columnOf(ws, 'فروش خالص');
    const from = columnOf(ws, 'از');
    expect(ws.getRow(2).getCell(period).value).toBe('1404/12');
    expect(ws.getRow(2).getCell(from).value).toBe('1404/12/25');
    expect(ws.getRow(2).getCell(net).value).toBe(90_000);
    expect(ws.getRow(3).getCell(net).value).toBe(150_000);
    expect(ws.getRow(4).getCell(period).value).toBe('جمع کل');
    expect(ws.getRow(4).getCell(net).value).toBe(240_000);
    expect(ws.rowCount).toBe(4);
  });
});
