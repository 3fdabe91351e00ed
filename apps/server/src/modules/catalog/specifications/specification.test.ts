import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { products, productSpecifications } from '../products/product.table';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupApp();
});
afterAll(() => ctx.close());
const a = () => api(ctx);
const labels = async (q = '') => (await a().get(`/api/admin/specifications${q}`)).json().data.map((s: any) => s.label);

describe('specifications /api/admin/specifications', () => {
  it('creates, lists by position, searches, gets, updates values, sorts and deletes', async () => {
    const os = await a().post('/api/admin/specifications', { name: 'os', label: 'سیستم عامل', group: 'نرم‌افزار', type: 'select', required: true, values: ['اندروید', 'iOS'] });
    expect(os.statusCode, os.body).toBe(201);
    const o = os.json().data;
    expect(o).toMatchObject({ name: 'os', group: 'نرم‌افزار', type: 'select', required: true, position: 0 });
    const w = (await a().post('/api/admin/specifications', { name: 'weight', label: 'وزن', type: 'text' })).json().data;
    const n = (await a().post('/api/admin/specifications', { name: 'network', label: 'شبكه', group: 'ارتباطات', type: 'multi_select', values: ['4G', '5G'] })).json().data;
    expect([w.position, n.position]).toEqual([1, 2]);
    expect(await labels()).toEqual(['سیستم عامل', 'وزن', 'شبكه']);
    expect(await labels(`?q=${encodeURIComponent('شبکه')}`)).toEqual(['شبكه']);
    expect(await labels('?sort=-position')).toEqual(['شبكه', 'وزن', 'سیستم عامل']);
    expect(await labels('?type=multi_select')).toEqual(['شبكه']);
    expect((await a().get(`/api/admin/specifications/${n.id}`)).json().data.values.map((v: any) => v.value)).toEqual(['4G', '5G']);

    const upd = await a().patch(`/api/admin/specifications/${n.id}`, { values: [{ id: n.values[1].id, value: '5G' }, { value: '3G' }], required: true });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json().data.values.map((v: any) => v.value)).toEqual(['5G', '3G']);

    const sort = await a().put('/api/admin/specifications/order', { ids: [n.id, o.id, w.id] });
    expect(sort.statusCode, sort.body).toBe(200);
    expect(await labels()).toEqual(['شبكه', 'سیستم عامل', 'وزن']);
    // a part of the list (one page) is sorted within the places it held
    expect((await a().put('/api/admin/specifications/order', { ids: [w.id, o.id] })).statusCode).toBe(200);
    expect(await labels()).toEqual(['شبكه', 'وزن', 'سیستم عامل']);
    expect((await a().get('/api/admin/audit-logs?entity=specification&action=sort')).json().meta.total).toBe(2);
    expect((await a().put('/api/admin/specifications/order', { ids: [o.id, o.id] })).statusCode).toBe(422);
    expect((await a().put('/api/admin/specifications/order', { ids: [o.id, 99999] })).statusCode).toBe(422);
    expect((await a().put('/api/admin/specifications/order', { ids: [] })).statusCode).toBe(422);

    expect((await a().post('/api/admin/specifications', { name: 'OS', label: 'x', type: 'text' })).statusCode).toBe(409);
    expect((await a().del(`/api/admin/specifications/${w.id}`)).statusCode).toBe(204);
    expect(await labels()).toEqual(['شبكه', 'سیستم عامل']);
  });

  it('refuses bad input with Persian messages keyed by path', async () => {
    const bad = await a().post('/api/admin/specifications', { name: '1x', label: 'x'.repeat(101), type: 'date', values: ['a', 'a'] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toMatchObject({ name: expect.any(String), label: expect.stringMatching(/۱۰۰/), type: expect.any(String), 'values.1': expect.stringMatching(/تکراری/) });
    expect((await a().post('/api/admin/specifications', { name: 'color', label: 'رنگ', type: 'multi_select' })).json().error.fields.values).toMatch(/دست‌کم/);
    const dupUpd = await a().patch('/api/admin/specifications/1', { values: [{ value: 'ک' }, { value: 'ك' }] });
    expect(dupUpd.json().error.fields['values.1.value']).toMatch(/تکراری/);
  });

  it('refuses to remove a value used by a product, or delete a used specification', async () => {
    const s = (await a().post('/api/admin/specifications', { name: 'ram', label: 'حافظه', type: 'multi_select', values: ['۴ گیگ', '۸ گیگ'] })).json().data;
    const db = ctx.database.db;
    const [p] = await db.insert(products).values({ title: 'گوشی', slug: 'phone-1' }).returning();
    await db.insert(productSpecifications).values({ productId: p!.id, specificationId: s.id, valueIds: [s.values[1].id] });
    const rm = await a().patch(`/api/admin/specifications/${s.id}`, { values: [{ id: s.values[0].id, value: '۴ گیگ' }] });
    expect(rm.statusCode).toBe(409);
    expect(rm.json().error.message).toBe('مقدار «۸ گیگ» در ۱ محصول استفاده شده و حذف نمی‌شود');
    expect((await a().patch(`/api/admin/specifications/${s.id}`, { values: [{ id: s.values[1].id, value: '۸ گیگ' }] })).statusCode).toBe(200);
    const del = await a().del(`/api/admin/specifications/${s.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().error.message).toMatch(/۱ محصول/);
    await db.delete(products);
    expect((await a().del(`/api/admin/specifications/${s.id}`)).statusCode).toBe(204);
  });

  it('401 without a session, 403 without the permission', async () => {
    expect((await api(ctx, null).put('/api/admin/specifications/order', { ids: [1] })).statusCode).toBe(401);
    const reader = await ctx.adminWith(['read_specification']);
    expect((await api(ctx, reader.token).get('/api/admin/specifications')).statusCode).toBe(200);
    expect((await api(ctx, reader.token).put('/api/admin/specifications/order', { ids: [1] })).statusCode).toBe(403);
    expect((await api(ctx, reader.token).post('/api/admin/specifications', { name: 'x', label: 'x', type: 'text' })).statusCode).toBe(403);
  });
});
