import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';

let ctx: TestContext;
beforeAll(async () => (ctx = await setupApp()));
afterAll(() => ctx.close());

const BASE = '/api/admin/post-categories';

describe('post categories /api/admin/post-categories', () => {
  it('creates with a Persian slug, lists, gets, updates, orders with every id and refuses a duplicate name', async () => {
    const a = api(ctx);
    const news = (await a.post(BASE, { name: 'اخبار فروشگاه' })).json().data;
    expect(news).toMatchObject({ name: 'اخبار فروشگاه', slug: 'اخبار-فروشگاه', status: true, position: 1 });
    const guide = (await a.post(BASE, { name: 'راهنمای خرید', status: false })).json().data;
    expect(guide.position).toBe(2);
    // The same name (Arabic letters folded) is a 409 on the name; a name that makes the same slug gets the next one.
    const again = await a.post(BASE, { name: 'اخبار فروشگاه' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toEqual({ name: expect.stringContaining('نام') });
    const other = (await a.post(BASE, { name: 'اخبار، فروشگاه' })).json().data;
    expect(other.slug).toBe('اخبار-فروشگاه-2');
    expect((await a.post(BASE, { name: 'ديگر', slug: news.slug })).statusCode).toBe(409);

    expect((await a.get(`${BASE}/${news.id}`)).json().data).toMatchObject({ id: news.id, posts_count: 0 });
    expect((await a.get(`${BASE}?status=false`)).json().data.map((r: { id: number }) => r.id)).toEqual([guide.id]);
    expect((await a.get(`${BASE}?q=${encodeURIComponent('راهنما')}`)).json().data.map((r: { id: number }) => r.id)).toEqual([guide.id]);
    const upd = await a.patch(`${BASE}/${guide.id}`, { name: 'راهنمای خرید آنلاین', status: true });
    expect(upd.json().data).toMatchObject({ name: 'راهنمای خرید آنلاین', slug: 'راهنمای-خرید', status: true });

    expect((await a.post(`${BASE}/sort`, { ids: [guide.id, news.id] })).statusCode).toBe(422);
    expect((await a.post(`${BASE}/sort`, { ids: [other.id, guide.id, news.id] })).statusCode).toBe(200);
    expect((await a.get(BASE)).json().data.map((r: { id: number }) => r.id)).toEqual([other.id, guide.id, news.id]);
    expect((await a.del(`${BASE}/${other.id}`)).statusCode).toBe(204);
    expect((await a.get(`${BASE}/${other.id}`)).statusCode).toBe(404);
  });

  it('refuses bad input in Persian and deleting a category that has posts, naming the count', async () => {
    const a = api(ctx);
    const bad = (await a.post(BASE, { name: 'ن'.repeat(192), status: 'x' })).json().error.fields;
    expect(bad.name).toMatch(/نام.*۱۹۱/);
    expect(bad.status).toMatch(/وضعیت/);
    const cat = (await a.post(BASE, { name: 'دسته‌ی پر' })).json().data;
    for (const title of ['یک', 'دو']) expect((await a.post('/api/admin/posts', { post_category_id: cat.id, title, body: '<p>متن</p>' })).statusCode).toBe(201);
    const refused = await a.del(`${BASE}/${cat.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('۲ نوشته');
    expect((await a.post(`${BASE}/bulk-delete`, { ids: [cat.id] })).statusCode).toBe(409);
    expect((await a.get(`${BASE}/${cat.id}`)).json().data.posts_count).toBe(2);
  });

  it('401 without a session, 403 without the permission', async () => {
    expect((await api(ctx, null).get(BASE)).statusCode).toBe(401);
    const reader = api(ctx, (await ctx.adminWith(['read_post-category'])).token);
    expect((await reader.get(BASE)).statusCode).toBe(200);
    expect((await reader.post(BASE, { name: 'تازه' })).statusCode).toBe(403);
    expect((await reader.post(`${BASE}/sort`, { ids: [1] })).statusCode).toBe(403);
    expect((await api(ctx, (await ctx.adminWith(['read_post'])).token).get(BASE)).statusCode).toBe(403);
  });
});
