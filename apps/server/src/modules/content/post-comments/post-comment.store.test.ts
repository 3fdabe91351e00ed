import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { posts } from '../posts/post.table';
import { postComments } from './post-comment.table';

let ctx: TestContext;
let shown: number;
let draft: number;
let later: number;

beforeAll(async () => {
  ctx = await setupApp();
  const a = api(ctx);
  const categoryId = (await a.post('/api/admin/post-categories', { name: 'وبلاگ' })).json().data.id;
  const make = async (title: string) => (await a.post('/api/admin/posts', { post_category_id: categoryId, title, body: 'متن' })).json().data.id as number;
  shown = await make('راهنمای سایز کفش');
  draft = await make('پیش‌نویس');
  later = await make('نوشته فردا');
  await ctx.database.db.update(posts).set({ status: 'published', publishedAt: new Date(Date.now() - 60_000) }).where(eq(posts.id, shown));
  await ctx.database.db.update(posts).set({ status: 'draft' }).where(eq(posts.id, draft));
  await ctx.database.db.update(posts).set({ status: 'published', publishedAt: new Date(Date.now() + 86_400_000) }).where(eq(posts.id, later));
});
afterAll(() => ctx.close());

let seq = 0;
const write = (postId: number | string, payload: object, ip = `10.3.0.${++seq}`) =>
  ctx.app.inject({ method: 'POST', url: `/api/store/posts/${postId}/comments`, payload, remoteAddress: ip });
const read = (postId: number | string, q = '') => ctx.app.inject({ method: 'GET', url: `/api/store/posts/${postId}/comments${q}` });

describe('post comments on the storefront', () => {
  it('a visitor’s comment waits for approval (the menu counts it); once approved it shows with the shop’s reply, never the e-mail', async () => {
    const pendingBefore = (await api(ctx).get('/api/admin/home')).json().data.new_blog_comments_count;
    const res = await write(shown, { name: 'الهام', email: 'Elham@Example.com', body: 'سایز ۴۰ برای پای پهن مناسب است؟' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.message).toBe('دیدگاه شما ثبت شد و پس از تأیید نمایش داده می‌شود');
    const [row] = await ctx.database.db.select().from(postComments).orderBy(desc(postComments.id)).limit(1);
    expect(row).toMatchObject({ postId: shown, name: 'الهام', email: 'elham@example.com', status: 'pending', fromShop: false });
    expect((await api(ctx).get('/api/admin/home')).json().data.new_blog_comments_count).toBe(pendingBefore + 1);
    expect((await read(shown)).json().data).toEqual([]);

    expect((await api(ctx).post('/api/admin/post-comments/status', { ids: [row!.id], status: 'approved' })).statusCode).toBe(200);
    expect((await api(ctx).post(`/api/admin/post-comments/${row!.id}/reply`, { body: 'بله، قالب این مدل بزرگ است.' })).statusCode).toBeLessThan(300);
    // A visitor's reply to it waits too.
    expect((await write(shown, { name: 'مریم', email: 'maryam@example.com', body: 'ممنون از پاسخ', parent_id: row!.id })).statusCode).toBe(201);

    const page = await read(shown);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('public, max-age=30');
    const data = page.json().data;
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ id: row!.id, name: 'الهام', body: 'سایز ۴۰ برای پای پهن مناسب است؟', from_shop: false });
    expect(data[0].replies.map((r: any) => [r.from_shop, r.body])).toEqual([[true, 'بله، قالب این مدل بزرگ است.']]);
    expect(JSON.stringify(page.json())).not.toMatch(/elham@example\.com|"email"|admin_id|customer_id/);
    expect(page.json().meta).toMatchObject({ current_page: 1, total: 1, last_page: 1 });
  });

  it('refuses in Persian: a guest without e-mail, a reply to a reply or to an unknown comment, a draft or future post, odd ids', async () => {
    expect((await write(shown, { name: 'بی‌ایمیل', body: 'سلام' })).json().error.fields.email).toBe('ایمیل برای دیدگاه مهمان الزامی است');
    const [top] = await ctx.database.db.select().from(postComments).where(eq(postComments.fromShop, true)).limit(1);
    const toReply = await write(shown, { name: 'الف', email: 'a@example.com', body: 'پاسخ به پاسخ', parent_id: top!.id });
    expect(toReply.statusCode).toBe(422);
    expect(toReply.json().error.fields.parent_id).toBe('به پاسخ یک دیدگاه نمی‌توان پاسخ داد؛ به خود دیدگاه پاسخ دهید');
    expect((await write(shown, { name: 'الف', email: 'a@example.com', body: 'x', parent_id: 99_999_999 })).json().error.fields.parent_id).toBe('دیدگاهی که به آن پاسخ می‌دهید پیدا نشد');
    for (const id of [draft, later, 99_999_999]) {
      expect((await write(id, { name: 'الف', email: 'a@example.com', body: 'متن' })).statusCode).toBe(404);
      expect((await read(id)).statusCode).toBe(404);
    }
    expect((await read('abc')).statusCode).toBe(404);
    expect((await read(`${'۱'.repeat(3)}`)).statusCode).toBe(404);
  });

  it('is rate-limited per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await write(shown, { name: 'پرکار', email: 'busy@example.com', body: `دیدگاه ${i}` }, '198.51.100.45')).statusCode);
    expect(codes).toEqual([201, 201, 201, 429]);
  });
});
