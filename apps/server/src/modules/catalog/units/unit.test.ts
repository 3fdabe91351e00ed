import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupApp();
});
afterAll(() => ctx.close());

describe('units /api/admin/units', () => {
  it('creates, lists, searches, filters, sorts, gets, updates and deletes, each audited', async () => {
    const a = api(ctx);
    const kg = await a.post('/api/admin/units', { name: 'کیلوگرم', symbol: 'kg', precision: '0.01' });
    expect(kg.statusCode).toBe(201);
    expect(kg.json().data).toMatchObject({ name: 'کیلوگرم', symbol: 'kg', precision: '0.01', status: true });
    const id = kg.json().data.id;
    const piece = await a.post('/api/admin/units', { name: 'عدد', symbol: 'عدد' });
    expect(piece.json().data.precision).toBe('1'); // the default step
    await a.post('/api/admin/units', { name: 'بسته', symbol: 'pack', status: 'false' });

    const list = await a.get('/api/admin/units?per_page=2&sort=name');
    expect(list.statusCode).toBe(200);
    expect(list.json().meta).toMatchObject({ total: 3, per_page: 2, last_page: 2, from: 1, to: 2 });
    expect(list.json().data.map((u: any) => u.name)).toEqual(['بسته', 'عدد']);
    expect((await a.get('/api/admin/units?per_page=2&sort=name&page=2')).json().data.map((u: any) => u.name)).toEqual(['کیلوگرم']);
    expect((await a.get('/api/admin/units?sort=-name')).json().data[0].name).toBe('کیلوگرم');
    // Unknown sort keys fall back to the default (newest first) instead of failing.
    const fallback = await a.get('/api/admin/units?sort=password_hash');
    expect(fallback.statusCode).toBe(200);
    expect(fallback.json().data[0].name).toBe('بسته');

    const q = async (s: string) => (await a.get(`/api/admin/units?q=${encodeURIComponent(s)}`)).json().data.map((u: any) => u.name);
    expect(await q('كيلو')).toEqual(['کیلوگرم']); // Arabic ك and ي
    expect(await q('KG')).toEqual(['کیلوگرم']); // the symbol, any case
    expect(await q('100%')).toEqual([]);
    expect((await a.get('/api/admin/units?status=false')).json().data.map((u: any) => u.name)).toEqual(['بسته']);
    // ids=… answers those rows (Persian digits accepted); a malformed list is ignored, never a 500.
    expect((await a.get(`/api/admin/units?ids=${encodeURIComponent(`${id},${piece.json().data.id}`)}&sort=name`)).json().data.map((u: any) => u.name)).toEqual(['عدد', 'کیلوگرم']);
    expect((await a.get(`/api/admin/units?ids=${encodeURIComponent(String(id).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[+d]!))}`)).json().data.map((u: any) => u.name)).toEqual(['کیلوگرم']);
    expect((await a.get('/api/admin/units?ids=1,x')).json().meta.total).toBe(3);

    expect((await a.get(`/api/admin/units/${id}`)).json().data).toMatchObject({ id, symbol: 'kg' });
    const upd = await a.patch(`/api/admin/units/${id}`, { name: 'کیلو', precision: '0.1' });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().data).toMatchObject({ name: 'کیلو', precision: '0.1', symbol: 'kg' });
    expect((await a.patch(`/api/admin/units/${id}`, {})).json().data.name).toBe('کیلو');

    expect((await a.del(`/api/admin/units/${id}`)).statusCode).toBe(204);
    expect((await a.get(`/api/admin/units/${id}`)).statusCode).toBe(404);
    expect((await a.del(`/api/admin/units/${id}`)).statusCode).toBe(404);
    const logs = (await a.get(`/api/admin/audit-logs?entity=unit&entity_id=${id}`)).json().data;
    expect(logs.map((l: any) => l.action)).toEqual(['delete', 'update', 'create']);
    expect(logs[1].changes).toEqual({ name: ['کیلوگرم', 'کیلو'], precision: ['0.01', '0.1'] });
  });

  it('rejects bad input with Persian field messages and writes nothing', async () => {
    const a = api(ctx);
    const before = (await a.get('/api/admin/units')).json().meta.total;
    const bad = await a.post('/api/admin/units', { name: '', symbol: 's'.repeat(21), precision: '0.5', status: 'maybe', color: 'red' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toEqual({
      name: 'نام واحد الزامی است',
      symbol: 'نماد نباید بیشتر از ۲۰ کاراکتر باشد',
      precision: expect.stringMatching(/دقت/),
      status: expect.stringMatching(/وضعیت/),
      color: expect.stringMatching(/color/),
    });
    expect((await a.post('/api/admin/units', { name: 'تنها' })).json().error.fields.symbol).toBe('نماد الزامی است');
    expect((await a.post('/api/admin/units', [])).statusCode).toBe(422);
    expect((await a.get('/api/admin/units/abc')).statusCode).toBe(404);
    expect((await a.patch('/api/admin/units/99999999', { name: 'x' })).statusCode).toBe(404);
    expect((await a.get('/api/admin/units')).json().meta.total).toBe(before);
  });

  it('refuses a duplicate name (either spelling) with 409 on the name field', async () => {
    const a = api(ctx);
    expect((await a.post('/api/admin/units', { name: 'کارتن', symbol: 'ctn' })).statusCode).toBe(201);
    const dup = await a.post('/api/admin/units', { name: 'كارتن', symbol: 'box' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toMatchObject({ code: 'duplicate', fields: { name: 'نام واحد تکراری است' } });
    const other = (await a.post('/api/admin/units', { name: 'جعبه', symbol: 'box' })).json().data;
    expect((await a.patch(`/api/admin/units/${other.id}`, { name: ' کارتن ' })).statusCode).toBe(409);
    expect((await a.get(`/api/admin/units/${other.id}`)).json().data.name).toBe('جعبه');
  });

  it('401 without a session, 403 without the permission', async () => {
    expect((await api(ctx, null).get('/api/admin/units')).statusCode).toBe(401);
    const reader = await ctx.adminWith(['read_unit']);
    const r = api(ctx, reader.token);
    expect((await r.get('/api/admin/units')).statusCode).toBe(200);
    expect((await r.post('/api/admin/units', { name: 'ممنوع', symbol: 'x' })).statusCode).toBe(403);
    const id = (await api(ctx).post('/api/admin/units', { name: 'لیتر', symbol: 'l' })).json().data.id;
    expect((await r.patch(`/api/admin/units/${id}`, { name: 'x' })).statusCode).toBe(403);
    expect((await r.del(`/api/admin/units/${id}`)).statusCode).toBe(403);
    expect((await r.post('/api/admin/units/bulk-delete', { ids: [id] })).statusCode).toBe(403);
    expect((await api(ctx).get(`/api/admin/units/${id}`)).statusCode).toBe(200);
    expect((await api(ctx, (await ctx.adminWith(['read_color'])).token).get('/api/admin/units')).statusCode).toBe(403);
  });
});
