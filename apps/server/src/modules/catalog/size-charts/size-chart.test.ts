import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { products } from '../products/product.table';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupApp();
});
afterAll(() => ctx.close());
const a = () => api(ctx);
const grid = (rows: number, cols: number) => Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => `${r}-${c}`));

describe('size chart types /api/admin/size-chart-types', () => {
  it('creates, lists, searches, gets, replaces the values, refuses delete while a chart uses it, deletes', async () => {
    const r = await a().post('/api/admin/size-chart-types', { name: 'پيراهن', values: ['سایز', 'دور سینه', 'قد'] });
    expect(r.statusCode, r.body).toBe(201);
    const t = r.json().data;
    expect(t).toMatchObject({ name: 'پيراهن', values: ['سایز', 'دور سینه', 'قد'], size_charts_count: 0 });
    await a().post('/api/admin/size-chart-types', { name: 'شلوار', values: ['سایز', 'دور کمر'] });
    expect((await a().get('/api/admin/size-chart-types?sort=name')).json().data.map((x: any) => x.name)).toEqual(['پيراهن', 'شلوار']);
    expect((await a().get(`/api/admin/size-chart-types?q=${encodeURIComponent('پیراهن')}`)).json().meta.total).toBe(1);
    const upd = await a().patch(`/api/admin/size-chart-types/${t.id}`, { values: ['سایز', 'قد'] });
    expect(upd.json().data.values).toEqual(['سایز', 'قد']);
    expect((await a().get(`/api/admin/audit-logs?entity=size_chart_type&entity_id=${t.id}`)).json().data[0].changes.values).toEqual([['سایز', 'دور سینه', 'قد'], ['سایز', 'قد']]);
    expect((await a().post('/api/admin/size-chart-types', { name: 'پیراهن', values: ['x'] })).statusCode).toBe(409);

    const chart = (await a().post('/api/admin/size-charts', { title: 'جدول پیراهن', type_id: t.id, chart: [['سایز', 'قد'], ['M', '۷۰']] })).json().data;
    const del = await a().del(`/api/admin/size-chart-types/${t.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().error.message).toMatch(/۱ جدول سایز/);
    await a().del(`/api/admin/size-charts/${chart.id}`);
    expect((await a().del(`/api/admin/size-chart-types/${t.id}`)).statusCode).toBe(204);
  });

  it('refuses bad input', async () => {
    const bad = await a().post('/api/admin/size-chart-types', { name: '', values: ['a', ''] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toMatchObject({ name: expect.stringMatching(/الزامی/), 'values.1': expect.any(String) });
    expect((await a().post('/api/admin/size-chart-types', { name: 'x', values: [] })).json().error.fields.values).toMatch(/الزامی/);
  });
});

describe('size charts /api/admin/size-charts', () => {
  it('creates, lists, searches, gets, updates, deletes; refuses delete while a product uses it', async () => {
    const type = (await a().post('/api/admin/size-chart-types', { name: 'کفش', values: ['سایز', 'طول کف'] })).json().data;
    const r = await a().post('/api/admin/size-charts', { title: 'کفش مردانه', type_id: String(type.id), chart: [['سایز', 'طول کف'], ['۴۲', '۲۷'], ['43', '28']] });
    expect(r.statusCode, r.body).toBe(201);
    const c = r.json().data;
    expect(c).toMatchObject({ title: 'کفش مردانه', type_id: type.id, type: { id: type.id, name: 'کفش' }, rows_count: 3, columns_count: 2 });
    await a().post('/api/admin/size-charts', { title: 'جوراب', chart: [['فری سایز']] });
    expect((await a().get('/api/admin/size-charts?sort=title')).json().data.map((x: any) => x.title)).toEqual(['جوراب', 'کفش مردانه']);
    expect((await a().get(`/api/admin/size-charts?q=${encodeURIComponent('مردانه')}`)).json().meta.total).toBe(1);
    expect((await a().get(`/api/admin/size-charts?type_id=${type.id}`)).json().meta.total).toBe(1);
    expect((await a().get(`/api/admin/size-charts/${c.id}`)).json().data.chart[1]).toEqual(['۴۲', '۲۷']);
    const upd = await a().patch(`/api/admin/size-charts/${c.id}`, { chart: grid(50, 20), type_id: null });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json().data).toMatchObject({ type_id: null, rows_count: 50, columns_count: 20 });

    const [p] = await ctx.database.db.insert(products).values({ title: 'کفش', slug: 'shoe', sizeChartId: c.id }).returning();
    const del = await a().del(`/api/admin/size-charts/${c.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().error.message).toMatch(/۱ محصول/);
    await ctx.database.db.delete(products);
    expect(p).toBeTruthy();
    expect((await a().del(`/api/admin/size-charts/${c.id}`)).statusCode).toBe(204);
    expect((await a().get(`/api/admin/size-charts/${c.id}`)).statusCode).toBe(404);
  });

  it('refuses a ragged, empty, too big or typeless chart with Persian messages', async () => {
    const ragged = await a().post('/api/admin/size-charts', { title: 'x', chart: [['a', 'b'], ['c']] });
    expect(ragged.statusCode).toBe(422);
    expect(ragged.json().error.fields['chart.1']).toMatch(/۲ ستون/);
    expect((await a().post('/api/admin/size-charts', { title: 'x', chart: [['a', ' ']] })).json().error.fields['chart.0.1']).toMatch(/الزامی/);
    expect((await a().post('/api/admin/size-charts', { title: 'x', chart: grid(51, 2) })).json().error.fields.chart).toMatch(/۵۰/);
    expect((await a().post('/api/admin/size-charts', { title: 'x', chart: grid(2, 21) })).json().error.fields['chart.0']).toMatch(/۲۰/);
    expect((await a().post('/api/admin/size-charts', { title: 'x', chart: [] })).json().error.fields.chart).toMatch(/الزامی/);
    expect((await a().post('/api/admin/size-charts', { title: 'x', chart: 'a' })).statusCode).toBe(422);
    expect((await a().post('/api/admin/size-charts', { title: 'x', chart: [[1]] })).json().error.fields['chart.0.0']).toBeTruthy();
    expect((await a().post('/api/admin/size-charts', { title: 'x', type_id: 99999, chart: [['a']] })).json().error.fields.type_id).toMatch(/یافت نشد/);
    expect((await a().post('/api/admin/size-charts', { title: '', chart: [['a']] })).json().error.fields.title).toMatch(/عنوان/);
  });

  it('401, 403, and 404 when the size_chart feature is off', async () => {
    expect((await api(ctx, null).get('/api/admin/size-charts')).statusCode).toBe(401);
    const reader = await ctx.adminWith(['read_size_chart']);
    const r = api(ctx, reader.token);
    expect((await r.get('/api/admin/size-charts')).statusCode).toBe(200);
    expect((await r.get('/api/admin/size-chart-types')).statusCode).toBe(200);
    expect((await r.post('/api/admin/size-charts', { title: 'x', chart: [['a']] })).statusCode).toBe(403);
    expect((await r.post('/api/admin/size-chart-types', { name: 'x', values: ['a'] })).statusCode).toBe(403);
    expect((await a().put('/api/admin/settings/features', { feature_size_chart: false })).statusCode).toBe(200);
    expect((await r.get('/api/admin/size-charts')).statusCode).toBe(404);
    expect((await a().get('/api/admin/size-chart-types')).statusCode).toBe(404);
    expect((await a().post('/api/admin/size-charts', { title: 'x', chart: [['a']] })).statusCode).toBe(404);
    expect((await a().put('/api/admin/settings/features', { feature_size_chart: true })).statusCode).toBe(200);
    expect((await r.get('/api/admin/size-charts')).statusCode).toBe(200);
  });
});
