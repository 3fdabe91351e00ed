import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { products } from '../../catalog/products/product.table';
import { media } from '../../system/uploads/media.table';

let ctx: TestContext;
beforeAll(async () => (ctx = await setupApp()));
afterAll(() => ctx.close());

const picture = async () => {
  const [m] = await ctx.database.db.insert(media).values({ path: `2026/11/slide-${Math.random()}.webp`, mime: 'image/webp', size: 10, width: 1920, height: 600 }).returning();
  return m!.id;
};
let seq = 0;
const product = async (title: string, archived = false) => {
  const [p] = await ctx.database.db
    .insert(products)
    .values({ title, slug: `slide-p-${++seq}`, status: 'active', price: 1000, search: sql`fa_norm(${title})`, archivedAt: archived ? new Date() : null })
    .returning();
  return p!.id;
};
const slide = async (body: Record<string, unknown>) => api(ctx).post('/api/admin/sliders', { group: 'desktop', title: 'حراج پاییزه', image_id: await picture(), ...body });

describe('sliders /api/admin/sliders', () => {
  it('lists, reads, creates, updates and deletes slides, each audited; groups with sizes and counts', async () => {
    const a = api(ctx);
    const created = await slide({ title: 'ارسال رایگان', description: 'برای خریدهای بالای یک میلیون', link: { url: 'https://shop.example/free' } });
    expect(created.statusCode).toBe(201);
    const s = created.json().data;
    expect(s).toMatchObject({ group: 'desktop', title: 'ارسال رایگان', link: { url: 'https://shop.example/free', title: null }, status: true, schedule: 'live', position: 1 });
    expect(s.image.url).toMatch(/^\/uploads\//);
    expect((await a.get(`/api/admin/sliders/${s.id}`)).json().data.title).toBe('ارسال رایگان');
    const updated = await a.patch(`/api/admin/sliders/${s.id}`, { title: 'ارسال رایگان به همه‌جا', link: { type: 'post' } });
    expect(updated.json().data).toMatchObject({ title: 'ارسال رایگان به همه‌جا', link: { type: 'post', title: null } });
    expect((await a.get(`/api/admin/sliders?q=${encodeURIComponent('همه‌جا')}`)).json().data.map((x: { id: number }) => x.id)).toEqual([s.id]);
    const groups = (await a.get('/api/admin/sliders/groups')).json().data;
    expect(groups).toEqual([
      { key: 'desktop', label: 'سربرگ دسکتاپ', width: 1920, height: 600, count: 1, live: 1 },
      { key: 'mobile', label: 'سربرگ موبایل', width: 768, height: 768, count: 0, live: 0 },
    ]);
    expect((await a.del(`/api/admin/sliders/${s.id}`)).statusCode).toBe(204);
    expect((await a.get(`/api/admin/sliders/${s.id}`)).statusCode).toBe(404);
    const actions = (await a.get('/api/admin/audit-logs?entity=slider')).json().data.map((l: { action: string }) => l.action);
    expect(actions).toEqual(expect.arrayContaining(['create', 'update', 'delete']));
  });

  it('refuses bad input in Persian: no title or picture, an unknown group, a missing picture, an end before the start', async () => {
    const bad = await api(ctx).post('/api/admin/sliders', { group: 'footer', title: '' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toMatchObject({ title: 'عنوان الزامی است', image_id: 'تصویر الزامی است', group: expect.stringContaining('گروه') });
    expect((await api(ctx).post('/api/admin/sliders', { group: 'mobile', title: 'الف', image_id: 99999999 })).json().error.fields).toEqual({ image_id: expect.stringContaining('تصویر') });
    const window = await slide({ starts_at: '2026-12-01T10:00:00Z', ends_at: '2026-11-30T10:00:00Z' });
    expect(window.statusCode).toBe(422);
    expect(window.json().error.fields).toEqual({ ends_at: 'پایان نمایش باید بعد از آغاز آن باشد' });
  });

  it('validates links: neither, both, an index where the type has none, an id where it has no rows, a missing or archived target', async () => {
    const live = await product('گوشی نمونه');
    const archived = await product('گوشی بایگانی', true);
    const fields = async (link: unknown) => {
      const r = await slide({ link });
      return r.statusCode === 201 ? r.json().data.link : { status: r.statusCode, ...r.json().error.fields };
    };
    expect(await fields({})).toEqual({ status: 422, link: 'وارد کردن لینک الزامی است' });
    expect(await fields({ url: 'https://a.example', type: 'product', id: live })).toEqual({ status: 422, link: 'یا نشانی را وارد کنید یا مقصد را انتخاب کنید، نه هر دو' });
    expect(await fields({ url: 'javascript:alert(1)' })).toEqual({ status: 422, link: 'نشانی لینک باید با https:// یا / آغاز شود' });
    expect(await fields({ type: 'category' })).toEqual({ status: 422, link: 'دسته‌بندی محصولات صفحه‌ی فهرست ندارد؛ یک مورد را انتخاب کنید' });
    expect(await fields({ type: 'about_us', id: 3 })).toEqual({ status: 422, link: 'درباره‌ی ما مورد جداگانه ندارد' });
    expect(await fields({ type: 'page', id: 99999999 })).toEqual({ status: 422, link: 'صفحه انتخاب‌شده یافت نشد یا حذف شده است' });
    expect(await fields({ type: 'product', id: archived })).toEqual({ status: 422, link: 'محصول انتخاب‌شده یافت نشد یا حذف شده است' });
    expect((await fields({ type: 'bogus' })).status).toBe(422);
    // Good ones, stored in their one form and presented with the target's Persian name.
    expect(await fields({ type: 'product', id: live, url: '' })).toEqual({ type: 'product', id: live, title: 'گوشی نمونه' });
    expect(await fields({ type: 'contact_us', id: null })).toEqual({ type: 'contact_us', title: null });
    expect(await fields({ url: '/about' })).toEqual({ url: '/about', title: null });
    expect(await fields(null)).toBeNull();
  });

  it('refuses deleting a product, category, page or post a slide links to, naming the slide', async () => {
    const a = api(ctx);
    const pid = await product('هدفون بی‌سیم');
    const page = (await a.post('/api/admin/pages', { title: 'شرایط ارسال', body: '<p>متن</p>' })).json().data;
    const cat = (await a.post('/api/admin/categories', { title: 'لوازم جانبی' })).json().data;
    const s1 = (await slide({ title: 'هدفون‌ها', link: { type: 'product', id: pid } })).json().data;
    await slide({ title: 'ارسال', link: { type: 'page', id: page.id } });
    await slide({ title: 'جانبی', link: { type: 'category', id: cat.id } });
    const refused = await a.del(`/api/admin/products/${pid}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'in_use', message: 'این محصول در ۱ مورد پیوند داده شده و حذف نمی‌شود: اسلاید «هدفون‌ها»' });
    expect((await a.del(`/api/admin/pages/${page.id}`)).json().error.code).toBe('in_use');
    expect((await a.del(`/api/admin/categories/${cat.id}`)).json().error.message).toContain('اسلاید «جانبی»');
    // Once the slide links elsewhere, the product goes.
    await a.patch(`/api/admin/sliders/${s1.id}`, { link: { type: 'product' } });
    expect((await a.del(`/api/admin/products/${pid}`)).statusCode).toBe(204);
  });

  it('orders slides within their group: every id of one group, nothing partial or foreign; new slides last in their group', async () => {
    const a = api(ctx);
    const ids = async (group: string) => (await a.get(`/api/admin/sliders?group=${group}&sort=position&per_page=100`)).json().data.map((x: { id: number }) => x.id);
    const m1 = (await slide({ group: 'mobile', title: 'م۱' })).json().data;
    const m2 = (await slide({ group: 'mobile', title: 'م۲' })).json().data;
    const m3 = (await slide({ group: 'mobile', title: 'م۳' })).json().data;
    expect([m1.position, m2.position, m3.position]).toEqual([1, 2, 3]);
    const desktop = await ids('desktop');
    for (const bad of [[m3.id, m1.id], [m3.id, m1.id, m2.id, desktop[0]], [m3.id, m1.id, m1.id], [m3.id, m1.id, m2.id, 99999999]]) {
      expect((await a.post('/api/admin/sliders/sort', { ids: bad })).statusCode).toBe(422);
    }
    expect((await a.post('/api/admin/sliders/sort', { ids: [m3.id, m1.id, m2.id] })).statusCode).toBe(200);
    expect(await ids('mobile')).toEqual([m3.id, m1.id, m2.id]);
    expect(await ids('desktop')).toEqual(desktop);
    // Moved to the other group, a slide goes last there.
    const moved = (await a.patch(`/api/admin/sliders/${m3.id}`, { group: 'desktop' })).json().data;
    expect((await ids('desktop')).at(-1)).toBe(moved.id);
  });

  it('presents the schedule: scheduled before the start, expired after the end, off when disabled', async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const past = new Date(Date.now() - 86_400_000).toISOString();
    expect((await slide({ starts_at: future })).json().data.schedule).toBe('scheduled');
    expect((await slide({ ends_at: past })).json().data.schedule).toBe('expired');
    expect((await slide({ starts_at: past, ends_at: future })).json().data.schedule).toBe('live');
    expect((await slide({ status: false })).json().data.schedule).toBe('off');
  });

  it('answers 401 signed out and 403 without the permission; the link search only for types the admin may read', async () => {
    expect((await api(ctx, null).get('/api/admin/sliders')).statusCode).toBe(401);
    expect((await api(ctx, null).get('/api/admin/links/search?type=product')).statusCode).toBe(401);
    const reader = api(ctx, (await ctx.adminWith(['read_slider'])).token);
    expect((await reader.get('/api/admin/sliders')).statusCode).toBe(200);
    expect((await reader.get('/api/admin/sliders/groups')).statusCode).toBe(200);
    expect((await reader.post('/api/admin/sliders', { group: 'desktop', title: 'x', image_id: 1 })).statusCode).toBe(403);
    expect((await reader.post('/api/admin/sliders/sort', { ids: [1] })).statusCode).toBe(403);
    expect((await reader.del('/api/admin/sliders/1')).statusCode).toBe(403);
    expect((await reader.get('/api/admin/links/search?type=product&q=x')).statusCode).toBe(403);
    expect((await reader.get('/api/admin/links/search?type=about_us')).json().data).toEqual([]);
    expect((await api(ctx, (await ctx.adminWith(['read_post'])).token).get('/api/admin/sliders')).statusCode).toBe(403);
    // With read_product: products by their Persian name (Arabic spelling too), never archived ones.
    const pid = await product('کیف چرمی');
    await product('کیف بایگانی', true);
    const seller = api(ctx, (await ctx.adminWith(['read_slider', 'read_product'])).token);
    expect((await seller.get(`/api/admin/links/search?type=product&q=${encodeURIComponent('كيف')}`)).json().data).toEqual([{ id: pid, title: 'کیف چرمی' }]);
    expect((await seller.get(`/api/admin/links/search?type=product&ids=${pid}`)).json().data).toEqual([{ id: pid, title: 'کیف چرمی' }]);
    expect((await seller.get('/api/admin/links/search?type=nothing')).statusCode).toBe(422);
  });
});

describe('the audit log of slides', () => {
  it('reads a link in Persian: its address, or its type and row', async () => {
    const a = api(ctx);
    const s = (await slide({ title: 'لینک‌دار', link: { url: 'https://shop.example/a1' } })).json().data;
    await a.patch(`/api/admin/sliders/${s.id}`, { link: { type: 'contact_us' } });
    const entry = (await a.get(`/api/admin/audit-logs?entity=slider&entity_id=${s.id}`)).json().data.find((l: { action: string }) => l.action === 'update');
    expect(JSON.stringify(entry)).toContain('صفحه‌ی تماس با ما');
    expect(JSON.stringify(entry)).toContain('https://shop.example/a1');
  });

  it('gives the storefront a group\'s live slides in order, from memory until a slide changes', async () => {
    const a = api(ctx);
    await ctx.database.db.execute(sql`delete from sliders where "group" = 'mobile'`);
    const day = 86_400_000;
    const ids: number[] = [];
    for (const body of [
      { title: 'یکم', link: { url: 'https://shop.example/1' } },
      { title: 'زمان‌بندی‌شده', starts_at: new Date(Date.now() + day).toISOString() },
      { title: 'دوم' },
      { title: 'خاموش', status: false },
      { title: 'پایان‌یافته', starts_at: new Date(Date.now() - 2 * day).toISOString(), ends_at: new Date(Date.now() - day).toISOString() },
    ]) {
      const r = await slide({ group: 'mobile', ...body });
      expect(r.statusCode, r.body).toBe(201);
      ids.push(r.json().data.id);
    }
    const read = async () => (await api(ctx, null).get('/api/store/sliders/mobile')).json();
    const first = await read();
    expect(first.group).toEqual({ key: 'mobile', label: 'سربرگ موبایل', width: 768, height: 768 });
    expect(first.data.map((x: { title: string }) => x.title)).toEqual(['یکم', 'دوم']);
    expect(first.data[0]).toEqual({ id: ids[0], title: 'یکم', description: null, image: { url: expect.stringMatching(/^\/uploads\//), width: 1920, height: 600 }, link: { url: 'https://shop.example/1', title: null } });
    // Reordered through the admin: the next read has the new order.
    await new Promise((r) => setTimeout(r, 300));
    expect((await a.post('/api/admin/sliders/sort', { ids: [ids[2], ids[0], ids[1], ids[3], ids[4]] })).statusCode).toBeLessThan(300);
    expect((await read()).data.map((x: { title: string }) => x.title)).toEqual(['دوم', 'یکم']);
    const unknown = await api(ctx, null).get('/api/store/sliders/sidebar');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('این گروه اسلایدر وجود ندارد');
  });
});
