import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { categories } from '../categories/category.table';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupApp();
});
afterAll(() => ctx.close());

describe('colours /api/admin/colors', () => {
  it('creates, lists, searches, sorts, gets, updates and deletes, each audited', async () => {
    const a = api(ctx);
    const red = await a.post('/api/admin/colors', { name: 'قرمز', code: '#FF0000' });
    expect(red.statusCode).toBe(201);
    expect(red.json().data).toMatchObject({ name: 'قرمز', code: '#ff0000', status: true });
    const id = red.json().data.id;
    await a.post('/api/admin/colors', { name: 'آبی كمرنگ', code: '#add8e6', status: false });
    await a.post('/api/admin/colors', { name: 'سبز', code: '#0f0' });

    const list = await a.get('/api/admin/colors?per_page=2&sort=name');
    expect(list.statusCode).toBe(200);
    expect(list.json().meta).toMatchObject({ current_page: 1, last_page: 2, per_page: 2, total: 3, from: 1, to: 2 });
    // Persian collation: آ before س before ق
    expect(list.json().data.map((c: any) => c.name)).toEqual(['آبی كمرنگ', 'سبز']);
    const desc = await a.get('/api/admin/colors?sort=-name');
    expect(desc.json().data[0].name).toBe('قرمز');

    // Search matches either spelling (ک typed, ك stored) and status filter
    const found = await a.get(`/api/admin/colors?q=${encodeURIComponent('کمرنگ')}`);
    expect(found.json().data.map((c: any) => c.name)).toEqual(['آبی كمرنگ']);
    const inactive = await a.get('/api/admin/colors?status=false');
    expect(inactive.json().meta.total).toBe(1);

    expect((await a.get(`/api/admin/colors/${id}`)).json().data.code).toBe('#ff0000');
    const upd = await a.patch(`/api/admin/colors/${id}`, { name: 'قرمز روشن' });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().data).toMatchObject({ name: 'قرمز روشن', code: '#ff0000' });

    const del = await a.del(`/api/admin/colors/${id}`);
    expect(del.statusCode).toBe(204);
    expect((await a.get(`/api/admin/colors/${id}`)).statusCode).toBe(404);

    const logs = (await a.get(`/api/admin/audit-logs?entity=color&entity_id=${id}`)).json().data;
    expect(logs.map((l: any) => l.action)).toEqual(['delete', 'update', 'create']);
    expect(logs[1].changes).toEqual({ name: ['قرمز', 'قرمز روشن'] });
  });

  it('rejects bad input with Persian field messages and writes nothing', async () => {
    const a = api(ctx);
    const before = (await a.get('/api/admin/colors')).json().meta.total;
    const bad = await a.post('/api/admin/colors', { name: 5, code: 'red', extra: 1 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toMatchObject({ name: expect.stringMatching(/نام رنگ/), code: expect.stringMatching(/کد رنگ/), extra: expect.any(String) });
    expect((await a.post('/api/admin/colors', { name: '', code: '#123' })).json().error.fields.name).toMatch(/الزامی/);
    const malformed = await ctx.app.inject({ method: 'POST', url: '/api/admin/colors', headers: { authorization: `Bearer ${ctx.token}`, 'content-type': 'application/json' }, payload: '{bad' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toMatch(/JSON/);
    const huge = await a.post('/api/admin/colors', { name: 'x'.repeat(2 * 1024 * 1024), code: '#000' });
    expect(huge.statusCode).toBe(413);
    expect((await a.get('/api/admin/colors/abc')).statusCode).toBe(404);
    expect((await a.get('/api/admin/colors/99999999')).statusCode).toBe(404);
    expect((await a.patch('/api/admin/colors/99999999', { name: 'x' })).statusCode).toBe(404);
    expect((await a.get('/api/admin/colors')).json().meta.total).toBe(before);
  });

  it('refuses to delete a colour that variants use: 409 in_use naming the colour and how many', async () => {
    const a = api(ctx);
    const black = (await a.post('/api/admin/colors', { name: 'مشکی', code: '#000001' })).json().data;
    const [cat] = await ctx.database.db.insert(categories).values({ title: 'ابزار', slug: 'color-tools' }).returning();
    for (const n of [1, 2, 3]) {
      const made = await a.post('/api/admin/products', { title: `آچار ${n}`, category_ids: [cat!.id], variants: [{ color_id: black.id, sku: `CLR-${n}`, price: 1000, stock: 1 }] });
      expect(made.statusCode, made.body).toBe(201);
    }
    const del = await a.del(`/api/admin/colors/${black.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().error).toEqual({ code: 'in_use', message: 'این رنگ در ۳ تنوع محصول استفاده شده و حذف نمی‌شود' });
    const bulk = await a.post('/api/admin/colors/bulk-delete', { ids: [black.id] });
    expect(bulk.json().error.code).toBe('in_use');
    expect((await a.get(`/api/admin/colors/${black.id}`)).statusCode).toBe(200);
    const missing = await a.get('/api/admin/colors/99999999');
    expect(missing.json().error).toEqual({ code: 'not_found', message: 'رنگ یافت نشد' });
  });

  it('stores SQL and HTML as text, and refuses duplicates with 409', async () => {
    const a = api(ctx);
    const name = "<b>x</b>'; drop table colors;--";
    const r = await a.post('/api/admin/colors', { name, code: '#010203' });
    expect(r.statusCode).toBe(201);
    expect(r.json().data.name).toBe(name);
    const dup = await a.post('/api/admin/colors', { name: 'دیگر', code: '#010203' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields.code).toMatch(/تکراری/);
    expect(dup.json().error).toEqual({ code: 'duplicate', message: 'کد رنگ تکراری است', fields: { code: 'کد رنگ تکراری است' } });
    expect((await a.get('/api/admin/colors')).statusCode).toBe(200);
  });

  it('bulk delete removes all or nothing', async () => {
    const a = api(ctx);
    const ids = [];
    for (const [n, c] of [['یک', '#111111'], ['دو', '#222222']]) ids.push((await a.post('/api/admin/colors', { name: n, code: c })).json().data.id);
    expect((await a.post('/api/admin/colors/bulk-delete', { ids: [...ids, 99999999] })).statusCode).toBe(404);
    expect((await a.get(`/api/admin/colors/${ids[0]}`)).statusCode).toBe(200);
    expect((await a.post('/api/admin/colors/bulk-delete', { ids })).json().data.deleted).toBe(2);
    expect((await a.get(`/api/admin/colors/${ids[1]}`)).statusCode).toBe(404);
  });

  it('401 without a session, 403 without the permission, 404 when the feature is off', async () => {
    expect((await api(ctx, null).get('/api/admin/colors')).statusCode).toBe(401);
    const reader = await ctx.adminWith(['read_color']);
    expect((await api(ctx, reader.token).get('/api/admin/colors')).statusCode).toBe(200);
    const w = await api(ctx, reader.token).post('/api/admin/colors', { name: 'ممنوع', code: '#000000' });
    expect(w.statusCode).toBe(403);
    expect(w.json().error.message).toMatch(/مجوز/);
    expect((await api(ctx).put('/api/admin/settings/features', { feature_colors: false })).statusCode).toBe(200);
    expect((await api(ctx, reader.token).get('/api/admin/colors')).statusCode).toBe(404);
    const home = (await api(ctx, reader.token).get('/api/admin/home')).json().data;
    expect(home.permissions).toEqual([]);
    expect(home.features.colors).toBe(false);
    expect((await api(ctx).put('/api/admin/settings/features', { feature_colors: true })).statusCode).toBe(200);
    expect((await api(ctx, reader.token).get('/api/admin/colors')).statusCode).toBe(200);
  });
});
