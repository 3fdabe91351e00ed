import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@pishkhan/common/i18n/fa/errors';
import { toPersianDigits } from '@pishkhan/common/text';
import { api, setupApp, type TestContext } from '../../../../test/db';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupApp();
});
afterAll(() => ctx.close());

const names = (res: { json: () => any }) => res.json().data.map((p: any) => p.name);

describe('provinces /api/admin/provinces', () => {
  it('has the 31 provinces of Iran seeded, in normalised Persian, with their city counts', async () => {
    const res = await api(ctx).get('/api/admin/provinces?per_page=100');
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.total).toBe(31);
    const all = res.json().data;
    expect(all.map((p: any) => p.name)).toEqual(expect.arrayContaining(['تهران', 'فارس', 'کرمان', 'کرمانشاه', 'سیستان و بلوچستان', 'آذربایجان شرقی']));
    for (const p of all) {
      expect(p.name).not.toMatch(/[يك]/); // Persian ی/ک, never Arabic ي/ك
      expect(p.cities_count).toBeGreaterThan(0);
      expect(p.status).toBe(true);
    }
    // Default sort: Persian alphabetical order.
    expect(all[0].name).toBe('آذربایجان شرقی');
    expect(all[all.length - 1].name).toBe('یزد');
    const byOrder = (await api(ctx).get('/api/admin/provinces?sort=-sort_order&per_page=1')).json().data[0];
    expect(byOrder.sort_order).toBe(31);
  });

  it('search with Arabic ك finds both کرمان and کرمانشاه', async () => {
    const res = await api(ctx).get(`/api/admin/provinces?q=${encodeURIComponent('كرمان')}`);
    expect(names(res).sort()).toEqual(['کرمان', 'کرمانشاه']);
    expect(names(await api(ctx).get(`/api/admin/provinces?q=${encodeURIComponent('سيستان')}`))).toEqual(['سیستان و بلوچستان']);
    expect(names(await api(ctx).get(`/api/admin/provinces?q=${encodeURIComponent('ناموجود')}`))).toEqual([]);
  });

  it('refuses to delete a province with cities: 409 with the count in Persian digits', async () => {
    const [qom] = (await api(ctx).get(`/api/admin/provinces?q=${encodeURIComponent('قم')}`)).json().data;
    const del = await api(ctx).del(`/api/admin/provinces/${qom.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().error).toEqual({ code: 'province_has_cities', message: (errorMessages.province_has_cities as string).replace('{count}', toPersianDigits(qom.cities_count)) });
    expect(del.json().error.message).not.toMatch(/[0-9]/);
    expect((await api(ctx).get(`/api/admin/provinces/${qom.id}`)).statusCode).toBe(200);
    expect((await api(ctx).get(`/api/admin/cities?province_id=${qom.id}`)).json().meta.total).toBe(qom.cities_count);
  });

  it('creates, gets, updates and deletes an empty province, audited', async () => {
    const a = api(ctx);
    const created = await a.post('/api/admin/provinces', { name: 'استان آزمایشی', sort_order: '۴۰', status: false });
    expect(created.statusCode).toBe(201);
    const p = created.json().data;
    expect(p).toMatchObject({ name: 'استان آزمایشی', sort_order: 40, status: false, cities_count: 0 });
    expect((await a.get(`/api/admin/provinces/${p.id}`)).json().data.name).toBe('استان آزمایشی');
    expect(names(await a.get('/api/admin/provinces?status=false'))).toEqual(['استان آزمایشی']);
    const upd = await a.patch(`/api/admin/provinces/${p.id}`, { name: 'استان تازه', status: true });
    expect(upd.json().data).toMatchObject({ name: 'استان تازه', status: true });
    expect((await a.get('/api/admin/provinces')).json().meta.total).toBe(32);
    expect((await a.del(`/api/admin/provinces/${p.id}`)).statusCode).toBe(204);
    expect((await a.get(`/api/admin/provinces/${p.id}`)).statusCode).toBe(404);
    expect((await a.get('/api/admin/provinces')).json().meta.total).toBe(31);
    const logs = (await a.get(`/api/admin/audit-logs?entity=province&entity_id=${p.id}`)).json().data;
    expect(logs.map((l: any) => l.action)).toEqual(['delete', 'update', 'create']);
  });

  it('rejects bad input and duplicates in Persian', async () => {
    const a = api(ctx);
    const bad = await a.post('/api/admin/provinces', { name: '', sort_order: -1, status: 'نه' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toMatchObject({ name: 'نام استان الزامی است', sort_order: expect.stringMatching(/ترتیب/), status: expect.stringMatching(/وضعیت/) });
    const dup = await a.post('/api/admin/provinces', { name: 'كرمان' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields).toEqual({ name: 'نام استان تکراری است' });
    expect((await a.get('/api/admin/provinces')).json().meta.total).toBe(31);
    expect((await a.get('/api/admin/provinces/0')).statusCode).toBe(404);
  });

  it('401 without a session, 403 without read_area / create_area', async () => {
    expect((await api(ctx, null).get('/api/admin/provinces')).statusCode).toBe(401);
    const reader = await ctx.adminWith(['read_area']);
    expect((await api(ctx, reader.token).get('/api/admin/provinces')).statusCode).toBe(200);
    expect((await api(ctx, reader.token).post('/api/admin/provinces', { name: 'ممنوع' })).statusCode).toBe(403);
    expect((await api(ctx, reader.token).del('/api/admin/provinces/1')).statusCode).toBe(403);
    expect((await api(ctx, (await ctx.adminWith(['read_color'])).token).get('/api/admin/provinces')).statusCode).toBe(403);
  });
});
