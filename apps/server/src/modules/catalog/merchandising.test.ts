import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchMessages } from '@pishkhan/common/i18n/fa/merchandising';
import { api, setupApp, type TestContext } from '../../../test/db';

let ctx: TestContext;
let p1: number;
let p2: number;
let p3: number;
let v1: number;

async function product(title: string) {
  const { rows } = await ctx.database.pool.query(`insert into products (title, slug) values ($1, $2) returning id`, [title, `s-${Math.random().toString(36).slice(2)}`]);
  return rows[0].id as number;
}

beforeAll(async () => {
  ctx = await setupApp();
  p1 = await product('کفش ورزشی');
  p2 = await product('کیف چرمی');
  p3 = await product('کلاه');
  const { rows } = await ctx.database.pool.query(`insert into variants (product_id, barcode, price) values ($1, '2000000000011', 1000) returning id`, [p1]);
  v1 = rows[0].id;
});
afterAll(() => ctx.close());

describe('gifts /api/admin/gifts', () => {
  it('creates with products and variants, lists active ones, updates, refuses delete while attached', async () => {
    const a = api(ctx);
    const bad = await a.post('/api/admin/gifts', { name: 'جوراب', starts_at: '2026-02-01T00:00:00Z', ends_at: '2026-01-01T00:00:00Z' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields.ends_at).toBe(merchMessages.endsBeforeStart);
    expect((await a.post('/api/admin/gifts', { name: 'جوراب', product_ids: [999999] })).json().error.fields.product_ids).toBe(merchMessages.unknownProducts);
    const g = await a.post('/api/admin/gifts', { name: 'جوراب هدیه', product_ids: [p1, p2], variant_ids: [v1], starts_at: '2020-01-01T00:00:00Z' });
    expect(g.statusCode).toBe(201);
    expect(g.json().data).toMatchObject({ product_ids: [p1, p2], variant_ids: [v1], active: true });
    const expired = (await a.post('/api/admin/gifts', { name: 'قدیمی', ends_at: '2021-01-01T00:00:00Z' })).json().data;
    expect(expired.active).toBe(false);
    expect((await a.get('/api/admin/gifts?active=true')).json().data.map((x: any) => x.name)).toEqual(['جوراب هدیه']);
    expect((await a.get(`/api/admin/gifts?q=${encodeURIComponent('جوراب')}`)).json().meta.total).toBe(1);
    const upd = await a.patch(`/api/admin/gifts/${g.json().data.id}`, { product_ids: [p3] });
    expect(upd.json().data.product_ids).toEqual([p3]);
    const del = await a.del(`/api/admin/gifts/${g.json().data.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().error.message).toMatch(/۲/);
    expect((await a.del(`/api/admin/gifts/${expired.id}`)).statusCode).toBe(204);
    const logs = (await a.get(`/api/admin/audit-logs?entity=gift&entity_id=${g.json().data.id}`)).json().data;
    expect(logs.some((l: any) => l.changes.product_ids)).toBe(true);
  });

  it('answers 404 when the gifts feature is off and 403 without read_product', async () => {
    const reader = await ctx.adminWith(['read_color']);
    expect((await api(ctx, reader.token).get('/api/admin/gifts')).statusCode).toBe(403);
    await api(ctx).put('/api/admin/settings/features', { feature_gifts: false });
    expect((await api(ctx).get('/api/admin/gifts')).statusCode).toBe(404);
    await api(ctx).put('/api/admin/settings/features', { feature_gifts: true });
    expect((await api(ctx, null).get('/api/admin/gifts')).statusCode).toBe(401);
  });
});

describe('product sets /api/admin/product-sets', () => {
  it('keeps the chosen products in order, filters by product, validates ids', async () => {
    const a = api(ctx);
    expect((await a.post('/api/admin/product-sets', { name: 'ست', product_ids: [] })).statusCode).toBe(422);
    expect((await a.post('/api/admin/product-sets', { name: 'ست', product_ids: [p1, 424242] })).statusCode).toBe(422);
    const s = await a.post('/api/admin/product-sets', { name: 'ست تابستانی', product_ids: [p2, p1] });
    expect(s.statusCode).toBe(201);
    expect(s.json().data.products.map((p: any) => p.id)).toEqual([p2, p1]);
    expect((await a.get(`/api/admin/product-sets?product_id=${p1}`)).json().meta.total).toBe(1);
    expect((await a.get(`/api/admin/product-sets?product_id=${p3}`)).json().meta.total).toBe(0);
    const u = await a.patch(`/api/admin/product-sets/${s.json().data.id}`, { product_ids: [p3] });
    expect(u.json().data.product_ids).toEqual([p3]);
    expect((await a.del(`/api/admin/product-sets/${s.json().data.id}`)).statusCode).toBe(204);
    const limited = await ctx.adminWith(['read_product']);
    expect((await api(ctx, limited.token).get('/api/admin/product-sets')).statusCode).toBe(403);
  });
});

describe('recommendation groups', () => {
  it('seeds the built-in groups; curated groups add, order and remove products', async () => {
    const a = api(ctx);
    const groups = (await a.get('/api/admin/recommendation-groups?per_page=50')).json().data;
    expect(groups.filter((g: any) => g.builtin).map((g: any) => g.key)).toEqual(['newest', 'most_viewed', 'cheapest', 'most_expensive', 'best_selling', 'most_discounted']);
    const newest = groups.find((g: any) => g.key === 'newest');
    expect((await a.patch(`/api/admin/recommendation-groups/${newest.id}`, { show_in_home: true })).json().data.show_in_home).toBe(true);
    expect((await a.patch(`/api/admin/recommendation-groups/${newest.id}`, { label: 'x' })).statusCode).toBe(409);
    expect((await a.del(`/api/admin/recommendation-groups/${newest.id}`)).statusCode).toBe(409);
    expect((await a.post(`/api/admin/recommendation-groups/${newest.id}/items`, { product_id: p1 })).statusCode).toBe(409);

    const g = (await a.post('/api/admin/recommendation-groups', { key: 'summer', label: 'پیشنهاد تابستان' })).json().data;
    for (const p of [p1, p2, p3]) expect((await a.post(`/api/admin/recommendation-groups/${g.id}/items`, { product_id: p })).statusCode).toBe(201);
    expect((await a.post(`/api/admin/recommendation-groups/${g.id}/items`, { product_id: p1 })).statusCode).toBe(409);
    expect((await a.put(`/api/admin/recommendation-groups/${g.id}/items/order`, { product_ids: [p3, p1] })).statusCode).toBe(422);
    expect((await a.put(`/api/admin/recommendation-groups/${g.id}/items/order`, { product_ids: [p3, p1, p2] })).statusCode).toBe(200);
    const items = (await a.get(`/api/admin/recommendation-groups/${g.id}/items`)).json().data;
    expect(items.map((i: any) => i.product_id)).toEqual([p3, p1, p2]);
    expect(items[0].product.title).toBe('کلاه');
    expect((await a.del(`/api/admin/recommendation-groups/${g.id}/items/${p1}`)).statusCode).toBe(204);
    expect((await a.del(`/api/admin/recommendation-groups/${g.id}/items/${p1}`)).statusCode).toBe(404);
    expect((await a.get(`/api/admin/recommendation-groups/${g.id}`)).json().data.products_count).toBe(2);
    const other = await ctx.adminWith(['read_product']);
    expect((await api(ctx, other.token).get('/api/admin/recommendation-groups')).statusCode).toBe(403);
    const curator = await ctx.adminWith(['recommendation']);
    expect((await api(ctx, curator.token).get(`/api/admin/recommendation-groups/${g.id}/items`)).statusCode).toBe(200);
  });
});

describe('product comments', () => {
  it('lists by status with counts, approves/rejects many, replies as the shop, deletes', async () => {
    const pool = ctx.database.pool;
    const ins = async (productId: number, body: string, rating: number) =>
      (await pool.query(`insert into product_comments (product_id, author_name, body, rating) values ($1, 'مریم', $2, $3) returning id`, [productId, body, rating])).rows[0].id as number;
    const c1 = await ins(p1, 'کیفیت عالی بود و زود رسید', 5);
    const c2 = await ins(p1, 'سایزش کوچک بود', 2);
    const c3 = await ins(p2, 'چرمش طبيعي است', 4);
    const a = api(ctx);
    const pending = (await a.get('/api/admin/product-comments?status=pending')).json();
    expect(pending.meta.total).toBe(3);
    expect(pending.meta.status_counts.pending).toBe(3);
    expect((await a.get(`/api/admin/product-comments?product_id=${p1}`)).json().meta.total).toBe(2);
    expect((await a.get(`/api/admin/product-comments?q=${encodeURIComponent('طبیعی')}`)).json().data[0].id).toBe(c3);
    expect((await a.post('/api/admin/product-comments/status', { ids: [c1, c3], status: 'approved' })).statusCode).toBe(200);
    expect((await a.post('/api/admin/product-comments/status', { ids: [c2], status: 'bogus' })).statusCode).toBe(422);
    expect((await a.post('/api/admin/product-comments/status', { ids: [c2, 999999], status: 'rejected' })).statusCode).toBe(404);
    const reply = await a.post(`/api/admin/product-comments/${c2}/reply`, { body: 'جدول سایز را ببینید' });
    expect(reply.statusCode).toBe(201);
    const got = (await a.get(`/api/admin/product-comments/${c2}`)).json().data;
    expect(got.status).toBe('approved');
    expect(got.replies[0].body).toBe('جدول سایز را ببینید');
    expect((await a.post(`/api/admin/product-comments/${reply.json().data.id}/reply`, { body: 'نه' })).statusCode).toBe(422);
    const counts = (await a.get('/api/admin/product-comments')).json().meta.status_counts;
    expect(counts).toEqual({ approved: 3 });
    expect((await a.del(`/api/admin/product-comments/${c1}`)).statusCode).toBe(204);
    const reader = await ctx.adminWith(['read_productComment']);
    expect((await api(ctx, reader.token).get('/api/admin/product-comments')).statusCode).toBe(200);
    expect((await api(ctx, reader.token).post('/api/admin/product-comments/status', { ids: [c3], status: 'rejected' })).statusCode).toBe(403);
    expect((await api(ctx, null).get('/api/admin/product-comments')).statusCode).toBe(401);
  });
});
