import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';

let ctx: TestContext;
beforeAll(async () => (ctx = await setupApp()));
afterAll(() => ctx.close());

const BASE = '/api/admin/pages';

describe('pages /api/admin/pages', () => {
  it('creates with a slug from the title, sanitises the body, lists, gets, updates and deletes', async () => {
    const a = api(ctx);
    const about = (await a.post(BASE, { title: 'درباره‌ی ما', body: '<p>سلام<script>alert(1)</script></p>', meta_description: 'فروشگاه ما' })).json().data;
    expect(about).toMatchObject({ title: 'درباره‌ی ما', slug: 'دربارهی-ما', status: true, meta_description: 'فروشگاه ما' });
    expect(about.body).not.toContain('script');
    const same = (await a.post(BASE, { title: 'درباره‌ی ما', body: '<p>دوم</p>' })).json().data;
    expect(same.slug).toBe('دربارهی-ما-2');
    const dup = await a.post(BASE, { title: 'قوانین', body: '<p>x</p>', slug: about.slug });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields.slug).toMatch(/نامک/);
    expect((await a.get(`${BASE}?q=${encodeURIComponent('درباره')}`)).json().meta.total).toBe(2);
    expect((await a.get(`${BASE}/${about.id}`)).json().data.id).toBe(about.id);
    const upd = (await a.patch(`${BASE}/${same.id}`, { slug: 'about-us', status: false })).json().data;
    expect(upd).toMatchObject({ slug: 'about-us', status: false });
    expect((await a.get(`${BASE}?status=false`)).json().data.map((p: { id: number }) => p.id)).toEqual([same.id]);
    expect((await a.del(`${BASE}/${same.id}`)).statusCode).toBe(204);
    expect((await a.get(`${BASE}/${same.id}`)).statusCode).toBe(404);
  });

  it('refuses bad input in Persian; 401 and 403', async () => {
    const bad = (await api(ctx).post(BASE, { title: '', slug: 'a b', meta_description: 'x'.repeat(1001) })).json().error.fields;
    expect(bad).toMatchObject({ title: 'عنوان الزامی است', body: 'متن الزامی است', meta_description: expect.stringMatching(/توضیح متا/) });
    expect(bad.slug).toMatch(/نامک/);
    expect((await api(ctx, null).get(BASE)).statusCode).toBe(401);
    const reader = api(ctx, (await ctx.adminWith(['read_page'])).token);
    expect((await reader.get(BASE)).statusCode).toBe(200);
    expect((await reader.post(BASE, { title: 'ت', body: 'ب' })).statusCode).toBe(403);
    expect((await reader.del(`${BASE}/1`)).statusCode).toBe(403);
  });
});
