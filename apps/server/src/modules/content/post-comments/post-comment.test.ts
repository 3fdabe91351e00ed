import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { customers } from '../../people/customers/customer.table';
import { postComments } from './post-comment.table';

let ctx: TestContext;
let postA: number;
let postB: number;
beforeAll(async () => {
  ctx = await setupApp();
  const a = api(ctx);
  const categoryId = (await a.post('/api/admin/post-categories', { name: 'وبلاگ' })).json().data.id;
  postA = (await a.post('/api/admin/posts', { post_category_id: categoryId, title: 'راهنمای خرید کفش', body: 'متن' })).json().data.id;
  postB = (await a.post('/api/admin/posts', { post_category_id: categoryId, title: 'نگهداری از چرم', body: 'متن' })).json().data.id;
});
afterAll(() => ctx.close());

const BASE = '/api/admin/post-comments';
type Res = { json: () => any };
const ids = (res: Res) => res.json().data.map((r: { id: number }) => r.id);

async function seed() {
  const db = ctx.database.db;
  const [customer] = await db.insert(customers).values({ firstName: 'سارا', lastName: 'کریمی', mobile: `0912${String(Date.now()).slice(-7)}` }).returning();
  const rows = await db
    .insert(postComments)
    .values([
      { postId: postA, name: 'علی', email: 'ali@example.com', body: 'کفش چرم طبیعی بهتر است؟', createdAt: new Date('2025-03-22T08:00:00Z') },
      { postId: postA, name: 'سارا کریمی', customerId: customer!.id, body: 'ممنون از راهنمایی', status: 'approved' as const, createdAt: new Date('2025-03-23T08:00:00Z') },
      { postId: postB, name: 'رضا', email: 'reza@example.com', body: 'تبلیغ', status: 'unapproved' as const, createdAt: new Date('2025-04-10T08:00:00Z') },
    ])
    .returning();
  const [guest, registered, spam] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
  // A visitor's reply to the registered customer's comment.
  const [visitorReply] = await db.insert(postComments).values({ postId: postA, parentId: registered.id, name: 'مینا', email: 'mina@example.com', body: 'موافقم', createdAt: new Date('2025-03-24T08:00:00Z') }).returning();
  return { customer: customer!, guest, registered, spam, visitorReply: visitorReply! };
}

describe('post comments /api/admin/post-comments', () => {
  it('lists every post’s comments with filters, counts, threads; replies, edits, bulk states and deletes', async () => {
    const a = api(ctx);
    const { guest, registered, spam, visitorReply } = await seed();

    // The queue: newest first, visitors' comments only, with the post and the comment answered.
    const list = (await a.get(BASE)).json();
    expect(list.data.map((r: { id: number }) => r.id)).toEqual([spam.id, visitorReply.id, registered.id, guest.id]);
    expect(list.meta.status_counts).toEqual({ pending: 2, approved: 1, unapproved: 1 });
    expect(list.meta.total_pending).toBe(2);
    const row = list.data.find((r: { id: number }) => r.id === visitorReply.id);
    expect(row).toMatchObject({ post: { id: postA, title: 'راهنمای خرید کفش' }, parent: { id: registered.id, name: 'سارا کریمی' }, registered: false });
    expect(list.data.find((r: { id: number }) => r.id === registered.id)).toMatchObject({ registered: true, customer: { name: 'سارا کریمی' } });

    expect(ids(await a.get(`${BASE}?status=pending`))).toEqual([visitorReply.id, guest.id]);
    expect(ids(await a.get(`${BASE}?status=nonsense`))).toEqual([]);
    expect(ids(await a.get(`${BASE}?post_id=abc`))).toEqual([]);
    expect(ids(await a.get(`${BASE}?post_id=${postB}`))).toEqual([spam.id]);
    expect((await a.get(`${BASE}?post_id=${postA}`)).json().meta.status_counts).toEqual({ pending: 2, approved: 1, unapproved: 0 });
    // Arabic letters fold in the search; the e-mail is searched too.
    expect(ids(await a.get(`${BASE}?q=${encodeURIComponent('كفش')}`))).toEqual([guest.id]);
    expect(ids(await a.get(`${BASE}?q=reza@`))).toEqual([spam.id]);
    // A Jalali range (Persian digits) and ISO instants: 1404/01/02 is 2025-03-22 in Tehran.
    expect(ids(await a.get(`${BASE}?from=${encodeURIComponent('۱۴۰۴/۰۱/۰۲')}&to=${encodeURIComponent('۱۴۰۴/۰۱/۰۳')}`))).toEqual([registered.id, guest.id]);
    expect(ids(await a.get(`${BASE}?from=2025-04-01T00:00:00Z`))).toEqual([spam.id]);

    // The shop replies: approved, written by the admin, the comment approved with it; the home badge follows.
    expect((await a.get('/api/admin/home')).json().data.new_blog_comments_count).toBe(2);
    const replied = await a.post(`${BASE}/${guest.id}/reply`, { body: 'بله، چرم طبیعی ماندگارتر است.' });
    expect(replied.statusCode).toBe(201);
    const shopReply = replied.json().data;
    expect(shopReply).toMatchObject({ parent_id: guest.id, status: 'approved', from_shop: true, registered: true, admin: { id: expect.any(Number) } });
    expect((await a.get(`${BASE}/${guest.id}`)).json().data.status).toBe('approved');
    expect((await a.get('/api/admin/home')).json().data.new_blog_comments_count).toBe(1);
    // Replying to a reply is refused in Persian (the shop's own or a visitor's).
    for (const id of [shopReply.id, visitorReply.id]) {
      const r = await a.post(`${BASE}/${id}/reply`, { body: 'پاسخ دوباره' });
      expect(r.statusCode).toBe(422);
      expect(r.json().error).toMatchObject({ code: 'reply_to_reply', message: expect.stringMatching(/پاسخ/) });
    }
    // The shop's replies are not queued, they are shown in their thread.
    expect(ids(await a.get(BASE))).not.toContain(shopReply.id);
    expect((await a.get(BASE)).json().data.find((r: { id: number }) => r.id === guest.id).replies.map((r: { id: number }) => r.id)).toEqual([shopReply.id]);

    // One comment with its thread: a reply shows its parent and every reply, and the post's title.
    const one = (await a.get(`${BASE}/${visitorReply.id}`)).json().data;
    expect(one.post).toEqual({ id: postA, title: 'راهنمای خرید کفش' });
    expect(one.thread.map((c: { id: number }) => c.id)).toEqual([registered.id, visitorReply.id]);

    // Edits: a guest's name and e-mail; a registered creator's are locked (Persian 422), the body and state are not.
    const edited = await a.put(`${BASE}/${guest.id}`, { name: 'علی رضایی', email: 'ALI2@example.com', body: 'متن ویراسته', status: 'unapproved' });
    expect(edited.json().data).toMatchObject({ name: 'علی رضایی', email: 'ali2@example.com', body: 'متن ویراسته', status: 'unapproved' });
    const locked = await a.put(`${BASE}/${registered.id}`, { name: 'نام دیگر' });
    expect(locked.statusCode).toBe(422);
    expect(locked.json().error.fields.name).toMatch(/ثبت‌نام/);
    expect((await a.patch(`${BASE}/${shopReply.id}`, { email: 'x@example.com' })).statusCode).toBe(422);
    expect((await a.patch(`${BASE}/${registered.id}`, { body: 'متن تازه', status: 'pending' })).json().data).toMatchObject({ body: 'متن تازه', status: 'pending', name: 'سارا کریمی' });
    const noEmail = await a.patch(`${BASE}/${guest.id}`, { email: '' });
    expect(noEmail.statusCode).toBe(422);
    expect(noEmail.json().error.fields.email).toMatch(/ایمیل/);
    const bad = await a.put(`${BASE}/${guest.id}`, { body: '', email: 'not-an-email', status: 'rejected', extra: 1 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.message).toMatch(/[آ-ی]/);

    // Bulk state: all or none; an unknown id or a shop reply → 404, nothing changed.
    expect((await a.post(`${BASE}/status`, { ids: [guest.id, 99_999_999], status: 'approved' })).statusCode).toBe(404);
    expect((await a.post(`${BASE}/status`, { ids: [guest.id, shopReply.id], status: 'approved' })).statusCode).toBe(404);
    expect((await a.get(`${BASE}/${guest.id}`)).json().data.status).toBe('unapproved');
    expect((await a.post(`${BASE}/status`, { ids: [], status: 'approved' })).statusCode).toBe(422);
    expect((await a.post(`${BASE}/status`, { ids: [guest.id], status: 'rejected' })).statusCode).toBe(422);
    const bulk = (await a.post(`${BASE}/status`, { ids: [guest.id, spam.id, guest.id], status: 'approved' })).json().data;
    expect(bulk).toMatchObject({ updated: 2, changed: 2, status: 'approved' });

    // Every write is audited.
    const log = (await a.get('/api/admin/audit-logs?entity=post_comment&per_page=100')).json().data;
    expect(new Set(log.map((l: { action: string }) => l.action))).toEqual(new Set(['update', 'reply']));

    // Delete: one (its replies go with it), or several all-or-nothing.
    expect((await a.post(`${BASE}/bulk-delete`, { ids: [spam.id, 99_999_999] })).statusCode).toBe(404);
    expect((await a.get(`${BASE}/${spam.id}`)).statusCode).toBe(200);
    expect((await a.del(`${BASE}/${guest.id}`)).statusCode).toBe(204);
    expect((await a.get(`${BASE}/${shopReply.id}`)).statusCode).toBe(404);
    expect((await a.post(`${BASE}/bulk-delete`, { ids: [spam.id, visitorReply.id] })).json().data).toMatchObject({ deleted: 2 });
    expect(ids(await a.get(BASE))).toEqual([registered.id]);
    expect((await a.get(`${BASE}/99999999`)).statusCode).toBe(404);
    expect((await a.get(`${BASE}/abc`)).statusCode).toBe(404);

    // The post list counts each post's comments; deleting a post deletes them.
    const postsList = (await a.get('/api/admin/posts')).json().data;
    expect(postsList.find((p: { id: number }) => p.id === postA).comments_count).toBe(1);
    expect(postsList.find((p: { id: number }) => p.id === postB).comments_count).toBe(0);
    expect((await a.del(`/api/admin/posts/${postA}`)).statusCode).toBe(204);
    expect(ids(await a.get(BASE))).toEqual([]);
  });

  it('needs a session and the comment permissions by verb', async () => {
    const categoryId = (await api(ctx).post('/api/admin/post-categories', { name: 'اخبار' })).json().data.id;
    const postId = (await api(ctx).post('/api/admin/posts', { post_category_id: categoryId, title: 'خبر تازه', body: 'متن' })).json().data.id;
    const [c] = await ctx.database.db.insert(postComments).values({ postId, name: 'مهمان', email: 'g@example.com', body: 'سلام' }).returning();
    expect((await api(ctx, null).get(BASE)).statusCode).toBe(401);
    expect((await api(ctx, null).post(`${BASE}/${c!.id}/reply`, { body: 'سلام' })).statusCode).toBe(401);

    const reader = api(ctx, (await ctx.adminWith(['read_comment'])).token);
    expect((await reader.get(BASE)).statusCode).toBe(200);
    expect((await reader.get(`${BASE}/${c!.id}`)).statusCode).toBe(200);
    expect((await reader.put(`${BASE}/${c!.id}`, { body: 'x' })).statusCode).toBe(403);
    expect((await reader.post(`${BASE}/status`, { ids: [c!.id], status: 'approved' })).statusCode).toBe(403);
    expect((await reader.post(`${BASE}/${c!.id}/reply`, { body: 'سلام' })).statusCode).toBe(403);
    expect((await reader.del(`${BASE}/${c!.id}`)).statusCode).toBe(403);
    expect((await reader.post(`${BASE}/bulk-delete`, { ids: [c!.id] })).statusCode).toBe(403);
    const home = (await reader.get('/api/admin/home')).json().data;
    expect(home.new_blog_comments_count).toBe(1);
    expect(home.new_product_comments_count).toBeUndefined();

    const product = api(ctx, (await ctx.adminWith(['read_productComment'])).token);
    expect((await product.get(BASE)).statusCode).toBe(403);
    expect((await product.get('/api/admin/home')).json().data).toMatchObject({ new_product_comments_count: 0 });

    const replier = api(ctx, (await ctx.adminWith(['read_comment', 'create_comment'])).token);
    expect((await replier.post(`${BASE}/${c!.id}/reply`, { body: 'سلام، ممنون' })).statusCode).toBe(201);
  });

  it('counts a search exactly up to 1,000 matches; past that the total is an estimate and the tabs have no counts', async () => {
    const categoryId = (await api(ctx).post('/api/admin/post-categories', { name: 'پرسش‌ها' })).json().data.id;
    const postId = (await api(ctx).post('/api/admin/posts', { post_category_id: categoryId, title: 'پرسش پرتکرار', body: 'متن' })).json().data.id;
    await ctx.database.pool.query(`insert into post_comments (post_id, name, email, body, status) select $1, 'خواننده', 'r' || g || '@example.com', 'پرسش تکراری ' || g, 'approved' from generate_series(1, 1001) g`, [postId]);
    await ctx.database.pool.query(`insert into post_comments (post_id, name, email, body) select $1, 'خواننده', 'q' || g || '@example.com', 'پرسش یگانه ' || g from generate_series(1, 3) g`, [postId]);
    const many = (await api(ctx).get(`${BASE}?q=${encodeURIComponent('تکراری')}`)).json();
    expect(many.meta).toMatchObject({ total_is_estimate: true, status_counts: null });
    expect(many.data).toHaveLength(15);
    const few = (await api(ctx).get(`${BASE}?q=${encodeURIComponent('یگانه')}`)).json();
    expect(few.meta.status_counts).toEqual({ pending: 3, approved: 0, unapproved: 0 });
    expect(few.meta.total).toBe(3);
  });
});
