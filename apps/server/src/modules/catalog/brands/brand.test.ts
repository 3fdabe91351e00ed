import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupApp();
});
afterAll(() => ctx.close());

describe('brands /api/admin/brands', () => {
  it('creates with a slug made from the Persian name, lists, searches, filters, sorts, gets, updates and deletes', async () => {
    const a = api(ctx);
    const lg = await a.post('/api/admin/brands', { name: 'ال‌جی الکترونیک', description: '<p>کره‌ای</p>', show_index: true });
    expect(lg.statusCode).toBe(201);
    expect(lg.json().data).toMatchObject({
      name: 'ال‌جی الکترونیک',
      slug: 'الجی-الکترونیک',
      description: '<p>کره‌ای</p>',
      status: true,
      show_index: true,
      logo: null,
      logo_id: null,
    });
    const id = lg.json().data.id;
    expect((await a.post('/api/admin/brands', { name: 'Apple Inc.' })).json().data.slug).toBe('apple-inc');
    // A Persian slug given by hand is kept.
    const given = await a.post('/api/admin/brands', { name: 'سامسونگ', slug: 'سامسونگ-ایران', status: false });
    expect(given.statusCode).toBe(201);
    expect(given.json().data.slug).toBe('سامسونگ-ایران');

    const list = await a.get('/api/admin/brands?sort=name&per_page=2');
    expect(list.json().meta).toMatchObject({ total: 3, last_page: 2 });
    expect(list.json().data[0].name).toBe('ال‌جی الکترونیک'); // Persian collation: ا before س
    const all = (await a.get('/api/admin/brands?sort=-name')).json().data.map((b: any) => b.name);
    expect(all).toEqual([...(await a.get('/api/admin/brands?sort=name')).json().data.map((b: any) => b.name)].reverse());

    const q = async (s: string) => (await a.get(`/api/admin/brands?q=${encodeURIComponent(s)}`)).json().data.map((b: any) => b.name);
    expect(await q('الكترونيك')).toEqual(['ال‌جی الکترونیک']);
    expect(await q('apple')).toEqual(['Apple Inc.']);
    expect(await q('ایران')).toEqual(['سامسونگ']); // the slug is searched too
    expect((await a.get('/api/admin/brands?status=false')).json().data.map((b: any) => b.name)).toEqual(['سامسونگ']);
    expect((await a.get('/api/admin/brands?show_index=true')).json().data.map((b: any) => b.name)).toEqual(['ال‌جی الکترونیک']);

    // Renaming keeps the slug; a new slug can be set explicitly.
    const renamed = await a.patch(`/api/admin/brands/${id}`, { name: 'ال‌جی' });
    expect(renamed.json().data).toMatchObject({ name: 'ال‌جی', slug: 'الجی-الکترونیک' }); // the ZWNJ joins «ال‌جی» into one slug word
    expect((await a.patch(`/api/admin/brands/${id}`, { slug: 'lg' })).json().data.slug).toBe('lg');
    expect((await a.get(`/api/admin/brands/${id}`)).json().data).toMatchObject({ id, name: 'ال‌جی', slug: 'lg' });

    expect((await a.del(`/api/admin/brands/${id}`)).statusCode).toBe(204);
    expect((await a.get(`/api/admin/brands/${id}`)).statusCode).toBe(404);
    const logs = (await a.get(`/api/admin/audit-logs?entity=brand&entity_id=${id}`)).json().data;
    expect(logs.map((l: any) => l.action)).toEqual(['delete', 'update', 'update', 'create']);
  });

  it('rejects bad input with Persian field messages and writes nothing', async () => {
    const a = api(ctx);
    const before = (await a.get('/api/admin/brands')).json().meta.total;
    const bad = await a.post('/api/admin/brands', { name: '', slug: 'a b!', status: 'x', show_index: 2, logo_id: 'abc', country: 'KR' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toMatchObject({
      name: 'نام برند الزامی است',
      slug: expect.stringMatching(/نامک/),
      status: expect.stringMatching(/وضعیت/),
      logo_id: expect.stringMatching(/لوگو/),
      country: expect.stringMatching(/country/),
    });
    expect((await a.post('/api/admin/brands', { name: 'ب'.repeat(101) })).json().error.fields.name).toBe('نام برند نباید بیشتر از ۱۰۰ کاراکتر باشد');
    // A name with no letter or digit cannot give a slug.
    const symbols = await a.post('/api/admin/brands', { name: '***' });
    expect(symbols.statusCode).toBe(422);
    expect(symbols.json().error.fields.slug).toMatch(/نامک/);
    expect((await a.post('/api/admin/brands', { name: 'نو', logo_id: 424242 })).statusCode).toBe(422);
    expect((await a.get('/api/admin/brands')).json().meta.total).toBe(before);
  });

  it('refuses a duplicate name (either spelling) or slug with 409 on its field', async () => {
    const a = api(ctx);
    expect((await a.post('/api/admin/brands', { name: 'شیائومی' })).statusCode).toBe(201);
    const dupName = await a.post('/api/admin/brands', { name: 'شيائومي', slug: 'xiaomi' });
    expect(dupName.statusCode).toBe(409);
    expect(dupName.json().error.fields).toEqual({ name: 'نام برند تکراری است' });
    const dupSlug = await a.post('/api/admin/brands', { name: 'شیائومی جهانی', slug: 'شیائومی' });
    expect(dupSlug.statusCode).toBe(409);
    expect(dupSlug.json().error.fields).toEqual({ slug: 'نامک تکراری است' });
  });

  it('401 without a session, 403 without the permission', async () => {
    expect((await api(ctx, null).get('/api/admin/brands')).statusCode).toBe(401);
    const reader = await ctx.adminWith(['read_brand']);
    const r = api(ctx, reader.token);
    expect((await r.get('/api/admin/brands')).statusCode).toBe(200);
    expect((await r.post('/api/admin/brands', { name: 'ممنوع' })).statusCode).toBe(403);
    const id = (await api(ctx).post('/api/admin/brands', { name: 'هواوی' })).json().data.id;
    expect((await r.patch(`/api/admin/brands/${id}`, { name: 'x' })).statusCode).toBe(403);
    expect((await r.del(`/api/admin/brands/${id}`)).statusCode).toBe(403);
    expect((await api(ctx, (await ctx.adminWith(['create_brand'])).token).get('/api/admin/brands')).statusCode).toBe(403);
  });
});
