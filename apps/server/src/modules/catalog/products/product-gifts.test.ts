import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productLabels } from '@pishkhan/common/i18n/fa/product-labels';
import { productMessage } from '@pishkhan/common/i18n/fa/product-messages';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { brands } from '../brands/brand.table';
import { categories } from '../categories/category.table';
import { giftProducts, gifts } from '../gifts/gift.table';

let ctx: TestContext;
const F: Record<string, number> = {};

beforeAll(async () => {
  ctx = await setupApp();
  const db = ctx.database.db;
  const [cat] = await db.insert(categories).values({ title: 'کتاب', slug: 'books' }).returning();
  const [brand] = await db.insert(brands).values({ name: 'نشر یک', slug: 'nashr' }).returning();
  const [g1] = await db.insert(gifts).values({ name: 'بوک‌مارک' }).returning();
  const [g2] = await db.insert(gifts).values({ name: 'جلد هدیه' }).returning();
  const [off] = await db.insert(gifts).values({ name: 'کیسهٔ پارچه‌ای', status: false }).returning();
  Object.assign(F, { cat: cat!.id, brand: brand!.id, g1: g1!.id, g2: g2!.id, off: off!.id });
});
afterAll(() => ctx.close());

const book = (over: Record<string, unknown> = {}) => ({ title: 'رمان', category_ids: [F.cat], price: 90000, stock: 2, ...over });
const setGifts = (on: boolean) => api(ctx).put('/api/admin/settings/features', { feature_gifts: on });
const giftRows = async (productId: number) =>
  (await ctx.database.db.select().from(giftProducts).where(eq(giftProducts.productId, productId))).map((r) => r.giftId).sort((a, b) => a - b);

describe('gifts on the product body', () => {
  it('creates with gift_ids, returns them from GET, replaces them on PATCH and keeps them when not sent', async () => {
    const a = api(ctx);
    const r = await a.post('/api/admin/products', book({ gift_ids: [F.g2, F.g1, F.g2] }));
    expect(r.statusCode, r.body).toBe(201);
    const id = r.json().data.id as number;
    expect(r.json().data.gift_ids).toEqual([F.g1, F.g2]);
    expect(await giftRows(id)).toEqual([F.g1, F.g2]);

    const got = (await a.get(`/api/admin/products/${id}`)).json().data;
    expect(got.gift_ids).toEqual([F.g1, F.g2]);
    expect(got.gifts).toEqual([{ id: F.g1, name: 'بوک‌مارک' }, { id: F.g2, name: 'جلد هدیه' }]);
    // The gift side sees the same rows.
    expect((await a.get(`/api/admin/gifts/${F.g1}`)).json().data.product_ids).toEqual([id]);

    // A PATCH without gift_ids leaves them alone.
    expect((await a.patch(`/api/admin/products/${id}`, { title: 'رمان تازه' })).statusCode).toBe(200);
    expect(await giftRows(id)).toEqual([F.g1, F.g2]);
    // Sent = the whole list (an inactive gift may be attached too).
    const p = await a.patch(`/api/admin/products/${id}`, { gift_ids: [F.off] });
    expect(p.statusCode, p.body).toBe(200);
    expect(p.json().data.gift_ids).toEqual([F.off]);
    expect(await giftRows(id)).toEqual([F.off]);
    expect((await a.patch(`/api/admin/products/${id}`, { gift_ids: [] })).json().data.gift_ids).toEqual([]);
    expect(await giftRows(id)).toEqual([]);

    const logs = (await a.get(`/api/admin/audit-logs?entity=product&entity_id=${id}`)).json().data as { changes: Record<string, unknown> | null }[];
    expect(logs.map((l) => l.changes?.gift_ids).filter(Boolean)).toEqual(
      expect.arrayContaining([
        [[F.g1, F.g2], [F.off]],
        [[F.off], []],
      ]),
    );
  });

  it('answers 422 on gift_ids.<i> for an unknown gift and saves nothing', async () => {
    const a = api(ctx);
    const r = await a.post('/api/admin/products', book({ title: 'بی‌هدیه', gift_ids: [F.g1, 987654] }));
    expect(r.statusCode).toBe(422);
    expect(r.json().error.fields).toEqual({ 'gift_ids.1': productMessage('not_found_ref', { field: productLabels.gift_id }) });
    expect(r.json().error.fields['gift_ids.1']).toBe('هدیه یافت نشد');
    expect((await a.get(`/api/admin/products?q=${encodeURIComponent('بی‌هدیه')}`)).json().meta.total).toBe(0);

    const id = (await a.post('/api/admin/products', book({ title: 'با هدیه', gift_ids: [F.g1] }))).json().data.id as number;
    const p = await a.patch(`/api/admin/products/${id}`, { title: 'عوض نشود', gift_ids: [424242] });
    expect(p.statusCode).toBe(422);
    expect(Object.keys(p.json().error.fields)).toEqual(['gift_ids.0']);
    const after = (await a.get(`/api/admin/products/${id}`)).json().data;
    expect(after.title).toBe('با هدیه');
    expect(after.gift_ids).toEqual([F.g1]);
  });

  it('ignores and hides the field while the gifts feature is off', async () => {
    const a = api(ctx);
    const id = (await a.post('/api/admin/products', book({ title: 'دفترچه', gift_ids: [F.g1] }))).json().data.id as number;
    await setGifts(false);
    try {
      const got = (await a.get(`/api/admin/products/${id}`)).json().data;
      expect(got).not.toHaveProperty('gift_ids');
      expect(got).not.toHaveProperty('gifts');
      // Sent anyway: neither checked (an unknown id is no error) nor written.
      const p = await a.patch(`/api/admin/products/${id}`, { gift_ids: [987654] });
      expect(p.statusCode, p.body).toBe(200);
      expect(await giftRows(id)).toEqual([F.g1]);
      const c = await a.post('/api/admin/products', book({ title: 'مداد', gift_ids: [F.g2] }));
      expect(c.statusCode, c.body).toBe(201);
      expect(await giftRows(c.json().data.id)).toEqual([]);
      expect((await a.get('/api/admin/products/options')).json().data).not.toHaveProperty('gifts');
    } finally {
      await setGifts(true);
    }
    expect((await a.get(`/api/admin/products/${id}`)).json().data.gift_ids).toEqual([F.g1]);
  });
});

describe('GET /api/admin/products/options', () => {
  it('lists the switched-on gifts for the form picker', async () => {
    const r = await api(ctx).get('/api/admin/products/options');
    expect(r.statusCode).toBe(200);
    expect(r.json().data.gifts).toEqual([{ id: F.g1, name: 'بوک‌مارک' }, { id: F.g2, name: 'جلد هدیه' }]);
  });

  it('answers an admin holding only read_product (the list filters), and 403 without a product permission', async () => {
    const reader = await ctx.adminWith(['read_product']);
    const r = await api(ctx, reader.token).get('/api/admin/products/options');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.categories.map((c: { id: number }) => c.id)).toContain(F.cat);
    expect(r.json().data.brands).toEqual([{ id: F.brand, name: 'نشر یک' }]);
    const other = await ctx.adminWith(['read_color']);
    expect((await api(ctx, other.token).get('/api/admin/products/options')).statusCode).toBe(403);
  });
});
