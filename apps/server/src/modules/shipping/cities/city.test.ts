import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';

let ctx: TestContext;
let fars: { id: number; name: string; cities_count: number };
let tehran: { id: number; name: string };
beforeAll(async () => {
  ctx = await setupApp();
  const provinces = (await api(ctx).get('/api/admin/provinces?per_page=100')).json().data;
  fars = provinces.find((p: any) => p.name === 'فارس');
  tehran = provinces.find((p: any) => p.name === 'تهران');
});
afterAll(() => ctx.close());

const names = (res: { json: () => any }) => res.json().data.map((c: any) => c.name);

describe('cities /api/admin/cities', () => {
  it('has more than a thousand cities seeded in normalised Persian, filtered by province', async () => {
    const res = await api(ctx).get('/api/admin/cities?per_page=100');
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.total).toBeGreaterThanOrEqual(1000);
    expect(res.json().data).toHaveLength(100);
    const { rows } = await ctx.database.pool.query(`select count(*) as n from cities where name ~ '[يك]'`);
    expect(rows[0].n).toBe(0);

    const inFars = await api(ctx).get(`/api/admin/cities?province_id=${fars.id}&per_page=100`);
    expect(inFars.json().meta.total).toBe(fars.cities_count);
    expect(names(inFars)).toContain('شیراز');
    for (const c of inFars.json().data) expect(c).toMatchObject({ province_id: fars.id, province: { id: fars.id, name: 'فارس' } });
    // Persian digits in the filter work too.
    const fa = String(fars.id).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
    expect((await api(ctx).get(`/api/admin/cities?province_id=${encodeURIComponent(fa)}`)).json().meta.total).toBe(fars.cities_count);
    // Default sort is Persian alphabetical; -name reverses it.
    const asc = names(await api(ctx).get(`/api/admin/cities?province_id=${fars.id}&per_page=100`));
    expect(asc[0]).toBe('آباده');
    const lastPage = Math.ceil(fars.cities_count / 100);
    const tail = names(await api(ctx).get(`/api/admin/cities?province_id=${fars.id}&per_page=100&page=${lastPage}`));
    const desc = names(await api(ctx).get(`/api/admin/cities?province_id=${fars.id}&per_page=100&sort=-name`));
    expect(desc[0]).toBe(tail[tail.length - 1]);
  });

  it('search with Arabic ي/ك finds the Persian spelling', async () => {
    expect(names(await api(ctx).get(`/api/admin/cities?q=${encodeURIComponent('شيراز')}`))).toContain('شیراز');
    const kerman = names(await api(ctx).get(`/api/admin/cities?q=${encodeURIComponent('كرمانشاه')}`));
    expect(kerman).toContain('کرمانشاه');
    const both = await api(ctx).get(`/api/admin/cities?q=${encodeURIComponent('شيراز')}&province_id=${tehran.id}`);
    expect(both.json().meta.total).toBe(0);
  });

  it('creates, gets, updates (moving province) and deletes a city, audited', async () => {
    const a = api(ctx);
    const created = await a.post('/api/admin/cities', { province_id: fars.id, name: 'شهر نو', post_code: '123' });
    expect(created.statusCode).toBe(201);
    const c = created.json().data;
    expect(c).toMatchObject({ name: 'شهر نو', province_id: fars.id, province: { id: fars.id, name: 'فارس' }, status: true, post_code: '123' });
    expect((await a.get(`/api/admin/provinces/${fars.id}`)).json().data.cities_count).toBe(fars.cities_count + 1);
    const moved = await a.patch(`/api/admin/cities/${c.id}`, { province_id: tehran.id, status: false });
    expect(moved.json().data).toMatchObject({ province_id: tehran.id, province: { name: 'تهران' }, status: false });
    expect((await a.get(`/api/admin/cities/${c.id}`)).json().data.province_id).toBe(tehran.id);
    expect((await a.del(`/api/admin/cities/${c.id}`)).statusCode).toBe(204);
    expect((await a.get(`/api/admin/cities/${c.id}`)).statusCode).toBe(404);
    const logs = (await a.get(`/api/admin/audit-logs?entity=city&entity_id=${c.id}`)).json().data;
    expect(logs.map((l: any) => l.action)).toEqual(['delete', 'update', 'create']);
    expect(logs[1].changes.province_id).toEqual([fars.id, tehran.id]);
  });

  it('rejects an unknown province with 422, bad input in Persian, and a duplicate name in the same province with 409', async () => {
    const a = api(ctx);
    const before = (await a.get('/api/admin/cities')).json().meta.total;
    const unknown = await a.post('/api/admin/cities', { province_id: 999999, name: 'شهر گمشده' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.fields.province_id).toMatch(/استان/);
    const bad = await a.post('/api/admin/cities', { name: '', province_id: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toMatchObject({ name: 'نام شهر الزامی است', province_id: expect.stringMatching(/استان/) });

    const dup = await a.post('/api/admin/cities', { province_id: fars.id, name: 'شيراز' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields).toEqual({ name: 'نام شهر تکراری است' });
    // The same name in another province is fine.
    const elsewhere = await a.post('/api/admin/cities', { province_id: tehran.id, name: 'شیراز' });
    expect(elsewhere.statusCode).toBe(201);
    expect((await a.get('/api/admin/cities')).json().meta.total).toBe(before + 1);
    // Moving it into a province that has that name already is a duplicate too.
    expect((await a.patch(`/api/admin/cities/${elsewhere.json().data.id}`, { province_id: fars.id })).statusCode).toBe(409);
    expect((await a.patch(`/api/admin/cities/${elsewhere.json().data.id}`, { province_id: 999999 })).statusCode).toBe(422);
  });

  it('401 without a session, 403 without the permission', async () => {
    expect((await api(ctx, null).get('/api/admin/cities')).statusCode).toBe(401);
    const reader = await ctx.adminWith(['read_area']);
    expect((await api(ctx, reader.token).get('/api/admin/cities')).statusCode).toBe(200);
    expect((await api(ctx, reader.token).post('/api/admin/cities', { province_id: fars.id, name: 'ممنوع' })).statusCode).toBe(403);
    expect((await api(ctx, reader.token).patch('/api/admin/cities/1', { name: 'ممنوع' })).statusCode).toBe(403);
    expect((await api(ctx, reader.token).del('/api/admin/cities/1')).statusCode).toBe(403);
    expect((await api(ctx, (await ctx.adminWith(['read_brand'])).token).get('/api/admin/cities')).statusCode).toBe(403);
  });
});
