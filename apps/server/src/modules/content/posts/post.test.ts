import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';

let ctx: TestContext;
let categoryId: number;
beforeAll(async () => {
  ctx = await setupApp();
  categoryId = (await api(ctx).post('/api/admin/post-categories', { name: 'وبلاگ' })).json().data.id;
});
afterAll(() => ctx.close());

const BASE = '/api/admin/posts';
const ids = (res: { json: () => { data: { id: number }[] } }) => res.json().data.map((r) => r.id);

describe('posts /api/admin/posts', () => {
  it('creates with a slug from the Persian title, the author, tags and category; lists, gets, updates, deletes', async () => {
    const a = api(ctx);
    const res = await a.post(BASE, { post_category_id: categoryId, title: 'راهنمای انتخاب کفش', body: '<p>متن <b>نوشته</b><img src=x onerror=alert(1)></p>', tags: [' کفش ', 'خرید', 'کفش', ''], summary: 'خلاصه' });
    expect(res.statusCode).toBe(201);
    const post = res.json().data;
    expect(post).toMatchObject({ slug: 'راهنمای-انتخاب-کفش', status: 'draft', special: false, tags: ['کفش', 'خرید'], product_ids: [], scheduled: false, post_category: { id: categoryId, name: 'وبلاگ' }, author: { id: expect.any(Number) } });
    expect(post.author_id).toBe(post.author.id);
    expect(post.body).not.toMatch(/onerror/);
    expect(new Date(post.published_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // The same title again: the next free slug; an explicit duplicate slug: a Persian 409.
    expect((await a.post(BASE, { post_category_id: categoryId, title: 'راهنمای انتخاب کفش', body: 'ب' })).json().data.slug).toBe('راهنمای-انتخاب-کفش-2');
    const dup = await a.post(BASE, { post_category_id: categoryId, title: 'دیگر', body: 'ب', slug: post.slug });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields.slug).toMatch(/نامک/);

    expect((await a.get(`${BASE}/${post.id}`)).json().data.title).toBe('راهنمای انتخاب کفش');
    const upd = await a.patch(`${BASE}/${post.id}`, { status: 'published', special: true, author_id: 999 });
    expect(upd.statusCode).toBe(422); // the author is the creator, never sent
    expect((await a.patch(`${BASE}/${post.id}`, { status: 'published', special: true })).json().data).toMatchObject({ status: 'published', special: true, scheduled: false });
    expect(ids(await a.get(`${BASE}?special=true`))).toEqual([post.id]);
    expect(ids(await a.get(`${BASE}?q=${encodeURIComponent('كفش')}`))).toContain(post.id); // Arabic kaf folds
    expect((await a.del(`${BASE}/${post.id}`)).statusCode).toBe(204);
    expect((await a.get(`${BASE}/${post.id}`)).statusCode).toBe(404);
  });

  it('makes one slug word of words joined by a zero-width non-joiner (the ZWNJ is dropped, not a dash)', async () => {
    const a = api(ctx);
    const post = (await a.post(BASE, { post_category_id: categoryId, title: 'چرا می\u200Cخواهم کفش\u200Cهای تازه بخرم؟', body: 'ب' })).json().data;
    expect(post.slug).toBe('چرا-میخواهم-کفشهای-تازه-بخرم');
    const typed = (await a.post(BASE, { post_category_id: categoryId, title: 'ت', body: 'ب', slug: 'نیک\u200Cنام-فروشگاه' })).json().data;
    expect(typed.slug).toBe('نیکنام-فروشگاه');
  });

  it('refuses bad input with Persian messages: required fields, limits, an unknown category or product, a bad status', async () => {
    const a = api(ctx);
    const bad = (await a.post(BASE, { title: 'ع'.repeat(192), summary: 'x'.repeat(1001), status: 'live', tags: ['x'.repeat(51)] })).json().error.fields;
    expect(bad).toMatchObject({ post_category_id: expect.stringMatching(/دسته‌بندی/), body: 'متن الزامی است', title: expect.stringMatching(/عنوان.*۱۹۱/), summary: expect.stringMatching(/خلاصه/), status: expect.stringMatching(/وضعیت/) });
    expect(JSON.stringify(bad)).toMatch(/برچسب/);
    const unknown = await a.post(BASE, { post_category_id: 987654, title: 'ت', body: 'ب', product_ids: [987654] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.fields).toEqual({ post_category_id: 'دسته‌بندی انتخاب‌شده یافت نشد', product_ids: 'محصولات مرتبط انتخاب‌شده یافت نشد' });
    expect((await a.post(BASE, { post_category_id: categoryId, title: 'ت', body: 'x'.repeat(1024 * 1024 + 1) })).statusCode).toBe(422);
  });

  it('a published post with a future time is scheduled; filters by status, category, author and a date range', async () => {
    const a = api(ctx);
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const sched = (await a.post(BASE, { post_category_id: categoryId, title: 'به‌زودی', body: 'ب', status: 'published', published_at: future })).json().data;
    expect(sched).toMatchObject({ status: 'published', scheduled: true, published_at: future });
    const live = (await a.post(BASE, { post_category_id: categoryId, title: 'امروز', body: 'ب', status: 'published' })).json().data;
    expect(live.scheduled).toBe(false);
    const draft = (await a.post(BASE, { post_category_id: categoryId, title: 'پیش‌نویس', body: 'ب', published_at: '2024-01-01T10:00:00Z' })).json().data;
    expect(ids(await a.get(`${BASE}?status=published`))).toEqual(expect.arrayContaining([sched.id, live.id]));
    expect(ids(await a.get(`${BASE}?status=draft`))).toContain(draft.id);
    expect(ids(await a.get(`${BASE}?published_at_from=2023-12-31T20:30:00Z&published_at_to=2024-01-02T20:29:59Z`))).toEqual([draft.id]);
    expect(ids(await a.get(`${BASE}?published_at_from=${encodeURIComponent(new Date(Date.now() + 86_400_000).toISOString())}`))).toEqual([sched.id]);
    expect((await a.get(`${BASE}?published_at_from=not-a-date`)).statusCode).toBe(200);
    expect(ids(await a.get(`${BASE}?author_id=${sched.author_id}&post_category_id=${categoryId}`))).toEqual(expect.arrayContaining([sched.id, live.id, draft.id]));
    expect((await a.get(`${BASE}?author_id=987654`)).json().data).toEqual([]);
    // The default order: newest publication first.
    expect(ids(await a.get(BASE))[0]).toBe(sched.id);
  });

  it('keeps the previous title and body at each save, lists the revisions and restores one (itself kept)', async () => {
    const a = api(ctx);
    const post = (await a.post(BASE, { post_category_id: categoryId, title: 'نسخه‌ی یک', body: '<p>متن یک</p>' })).json().data;
    await a.patch(`${BASE}/${post.id}`, { body: '<p>متن دو</p>' });
    await a.patch(`${BASE}/${post.id}`, { special: true }); // neither title nor body: no revision
    await a.patch(`${BASE}/${post.id}`, { title: 'نسخه‌ی سه', body: '<p>متن سه</p>' });
    const revs = (await a.get(`${BASE}/${post.id}/revisions`)).json().data;
    expect(revs.map((r: { title: string; body: string }) => [r.title, r.body])).toEqual([
      ['نسخه‌ی یک', '<p>متن دو</p>'],
      ['نسخه‌ی یک', '<p>متن یک</p>'],
    ]);
    expect(revs[0].admin).toMatchObject({ id: post.author_id });
    const restored = await a.post(`${BASE}/${post.id}/revisions/${revs[1].id}/restore`);
    expect(restored.json().data).toMatchObject({ title: 'نسخه‌ی یک', body: '<p>متن یک</p>' });
    expect((await a.get(`${BASE}/${post.id}`)).json().data).toMatchObject({ title: 'نسخه‌ی یک', body: '<p>متن یک</p>' });
    const after = (await a.get(`${BASE}/${post.id}/revisions`)).json().data;
    expect(after).toHaveLength(3);
    expect(after[0]).toMatchObject({ title: 'نسخه‌ی سه', body: '<p>متن سه</p>' });
    expect((await a.post(`${BASE}/${post.id}/revisions/987654/restore`)).statusCode).toBe(404);
    const other = (await a.post(BASE, { post_category_id: categoryId, title: 'دیگری', body: 'ب' })).json().data;
    expect((await a.post(`${BASE}/${other.id}/revisions/${revs[1].id}/restore`)).statusCode).toBe(404); // another post's revision
    expect((await a.get(`${BASE}/987654/revisions`)).statusCode).toBe(404);
    const audits = (await a.get(`/api/admin/audit-logs?entity=post`)).json().data;
    expect(audits.length).toBeGreaterThan(3);
  });

  it('publishes, unpublishes and deletes selected posts together, audited; a missing id changes nothing', async () => {
    const a = api(ctx);
    const make = async (title: string) => (await a.post(BASE, { post_category_id: categoryId, title, body: 'ب' })).json().data.id as number;
    const [p1, p2] = [await make('گروهی یک'), await make('گروهی دو')];
    expect((await a.post(`${BASE}/bulk-set`, { ids: [p1, p2], status: 'published' })).json().data).toEqual({ changed: 2 });
    expect((await a.get(`${BASE}/${p2}`)).json().data.status).toBe('published');
    expect((await a.post(`${BASE}/bulk-set`, { ids: [p1, 987654], status: 'unpublished' })).statusCode).toBe(404);
    expect((await a.get(`${BASE}/${p1}`)).json().data.status).toBe('published');
    expect((await a.post(`${BASE}/bulk-set`, { ids: [p1], status: 'gone' })).statusCode).toBe(422);
    expect((await a.post(`${BASE}/bulk-set`, { ids: [p1] })).statusCode).toBe(422);
    expect((await a.post(`${BASE}/bulk-set`, { ids: [p1], title: 'x' })).statusCode).toBe(422); // only the bulk fields
    expect((await a.post(`${BASE}/bulk-set`, { ids: [p1, p2], status: 'unpublished' })).json().data.changed).toBe(2);
    const log = (await a.get(`/api/admin/audit-logs?entity=post&entity_id=${p1}`)).json().data;
    expect(log.filter((l: { action: string }) => l.action === 'update').length).toBeGreaterThanOrEqual(2);
    expect((await a.post(`${BASE}/bulk-delete`, { ids: [p1, p2] })).json().data).toEqual({ deleted: 2 });
    expect((await a.get(`${BASE}/${p1}`)).statusCode).toBe(404);
  });

  it('401 without a session, 403 without the permission', async () => {
    expect((await api(ctx, null).get(BASE)).statusCode).toBe(401);
    const reader = api(ctx, (await ctx.adminWith(['read_post'])).token);
    expect((await reader.get(BASE)).statusCode).toBe(200);
    expect((await reader.post(BASE, { post_category_id: categoryId, title: 'ت', body: 'ب' })).statusCode).toBe(403);
    expect((await reader.post(`${BASE}/bulk-set`, { ids: [1], status: 'published' })).statusCode).toBe(403);
    expect((await reader.post(`${BASE}/1/revisions/1/restore`)).statusCode).toBe(403);
    expect((await reader.post(`${BASE}/bulk-delete`, { ids: [1] })).statusCode).toBe(403);
  });
});
