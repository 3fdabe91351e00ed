import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';
import type { Db } from '../../../db/client';
import { loadDashboard, type DashboardWidget } from '../../../lib/dashboard';
import { orders } from '../../sales/orders/order.table';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupApp();
});
afterAll(() => ctx.close());

describe('dashboard widgets', () => {
  it('answers only the widgets the admin may see, in one request', async () => {
    const plain = await ctx.adminWith([]);
    const res = await api(ctx, plain.token).get('/api/admin/dashboard');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.widgets).toEqual(['welcome', 'active_sessions', 'recent_activity']);
    expect(data.sales).toBeUndefined();
    expect(data.welcome.id).toBe(plain.id);
    expect(data.active_sessions).toBe(1);
    expect(Array.isArray(data.recent_activity)).toBe(true);

    const reader = await ctx.adminWith(['read_report']);
    const withSales = (await api(ctx, reader.token).get('/api/admin/dashboard')).json().data;
    expect(withSales.widgets).toEqual(['welcome', 'active_sessions', 'sales', 'sales_chart', 'top_products', 'recent_activity']);
    expect(Object.keys(withSales.sales)).toEqual(['today', 'week', 'month']);
  });

  it("the sales widget's today equals the orders report for today, against yesterday", async () => {
    const now = Date.now();
    await ctx.database.db.insert(orders).values([
      { status: 'new', totalItemsAmount: 120_000, discountAmount: 20_000, discountOnOrder: 20_000, shippingAmount: 7_000, totalAmount: 107_000, createdAt: new Date(now - 60_000) },
      { status: 'canceled', totalItemsAmount: 55_000, totalAmount: 55_000, createdAt: new Date(now - 60_000) },
    ]);
    const sales = (await api(ctx).get('/api/admin/dashboard')).json().data.sales;
    const report = (await api(ctx).get('/api/admin/reports/orders?preset=today')).json().data;
    expect(sales.today.net).toBe(100_000);
    expect(sales.today.net).toBe(report.totals.net);
    expect(sales.today.count).toBe(report.totals.count);
    expect(sales.today.range).toEqual(report.range);
    expect(sales.today.previous_range).toEqual(report.compare.range);
    expect(sales.today.change).toBeNull();
    expect(sales.week.net).toBeGreaterThanOrEqual(100_000);
    expect(sales.month.net).toBeGreaterThanOrEqual(100_000);
  });

  it('loads the visible widgets in parallel and leaves out the rest', async () => {
    const started: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const widget = (key: string, permission: DashboardWidget['permission'], order: number): DashboardWidget => ({
      key,
      permission,
      order,
      load: async () => {
        started.push(key);
        await gate;
        return key.toUpperCase();
      },
    });
    const pending = loadDashboard(
      [widget('b', 'read_order', 2), widget('a', 'public', 1), widget('c', 'read_report', 3), widget('d', ['x', 'read_store'], 4), widget('e', [], 5)],
      {} as Db,
      {} as FastifyRequest,
      new Set(['read_order', 'read_store']),
    );
    await new Promise((r) => setTimeout(r, 10));
    // Every visible load began before any finished.
    expect(started.sort()).toEqual(['a', 'b', 'd']);
    release();
    expect(await pending).toEqual({ widgets: ['a', 'b', 'd'], a: 'A', b: 'B', d: 'D' });
  });
});
