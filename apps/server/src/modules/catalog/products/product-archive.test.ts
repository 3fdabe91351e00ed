import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { stockMovements } from '../../stock/stock/stock.table';
import { categories } from '../categories/category.table';
import { colors } from '../colors/color.table';
import { refreshEndedDiscounts } from './product.derived';
import { products, variants } from './product.table';

let ctx: TestContext;
let cat: number;
const C: number[] = [];

beforeAll(async () => {
  ctx = await setupApp();
  const [c] = await ctx.database.db.insert(categories).values({ title: 'لوازم', slug: 'tools' }).returning();
  cat = c!.id;
  const cs = await ctx.database.db.insert(colors).values([{ name: 'سیاه', code: '#000000' }, { name: 'سفید', code: '#ffffff' }, { name: 'زرد', code: '#ffff00' }]).returning();
  C.push(...cs.map((x) => x.id));
});
afterAll(() => ctx.close());

const product = (over: Record<string, unknown> = {}) => ({
  title: 'چکش',
  category_ids: [cat],
  variants: [
    { color_id: C[0], sku: 'HM-1', price: 50000, stock: 5 },
    { color_id: C[1], sku: 'HM-2', price: 60000, stock: 5 },
  ],
  ...over,
});
/** What an order or in-store sale leaves behind: a stock movement that names it. */
const sell = (variantId: number, link: { orderId?: number; miniOrderId?: number }) =>
  ctx.database.db.insert(stockMovements).values({ variantId, type: link.orderId ? 'order' : 'shop_sale', change: -1, quantityAfter: 4, ...link });

describe('products that sales name are archived, not deleted', () => {
  it('a removed variant that an order names is archived; its SKU and barcode become free', async () => {
    const a = api(ctx);
    const created = await a.post('/api/admin/products', product());
    expect(created.statusCode, created.body).toBe(201);
    const p = created.json().data;
    const [sold, unsold] = p.variants;
    await sell(sold.id, { orderId: 1 });
    const r = await a.patch(`/api/admin/products/${p.id}`, { variants: [{ color_id: C[2], sku: 'HM-3', price: 70000, stock: 1 }] });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.variants.map((v: any) => v.sku)).toEqual(['HM-3']);
    expect(r.json().data.stock_total).toBe(1);
    const rows = await ctx.database.db.select().from(variants).where(eq(variants.productId, p.id));
    expect(rows.find((v) => v.id === unsold.id)).toBeUndefined();
    const kept = rows.find((v) => v.id === sold.id)!;
    expect(kept.archivedAt).not.toBeNull();
    expect(kept.status).toBe(false);
    // The movement history of the sale stays.
    expect((await ctx.database.db.select().from(stockMovements).where(eq(stockMovements.variantId, sold.id))).length).toBeGreaterThan(0);
    // Its SKU and barcode may be given to a new variant.
    const again = await a.post('/api/admin/products', product({ title: 'چکش نو', variants: [{ sku: 'HM-1', barcode: sold.barcode, price: 1000 }] }));
    expect(again.statusCode, again.body).toBe(201);
  });

  it('deleting a product an in-store sale names archives it: gone from the list and the API, kept in the database', async () => {
    const a = api(ctx);
    const p = (await a.post('/api/admin/products', product({ title: 'انبردست', variants: [{ sku: 'PL-1', price: 80000, stock: 2 }] }))).json().data;
    const q = (await a.post('/api/admin/products', product({ title: 'انبردست دوم', variants: [{ sku: 'PL-2', price: 80000, stock: 2 }] }))).json().data;
    await sell(p.variants[0].id, { miniOrderId: 7 });
    const r = await a.post('/api/admin/products/bulk', { ids: [p.id, q.id], action: 'delete' });
    expect(r.statusCode, r.body).toBe(200);
    expect((await a.get(`/api/admin/products/${p.id}`)).statusCode).toBe(404);
    expect((await a.get(`/api/admin/products?q=${encodeURIComponent('انبردست')}`)).json().data).toEqual([]);
    expect((await a.del(`/api/admin/products/${p.id}`)).statusCode).toBe(404);
    const [row] = await ctx.database.db.select().from(products).where(eq(products.id, p.id));
    expect(row!.archivedAt).not.toBeNull();
    expect((await ctx.database.db.select().from(variants).where(eq(variants.productId, p.id)))[0]!.archivedAt).not.toBeNull();
    expect(await ctx.database.db.select().from(products).where(eq(products.id, q.id))).toEqual([]);
    const logs = (await a.get(`/api/admin/audit-logs?entity=product&entity_id=${p.id}`)).json().data;
    expect(logs[0].action).toBe('archive');
    // The store list no longer shows the archived variant.
    const store = (await a.get(`/api/admin/store?q=PL-1`)).json().data;
    expect(store).toEqual([]);
  });
});

describe('a discount that ends refreshes the list columns', () => {
  it('min_price and has_discount follow the discount end', async () => {
    const a = api(ctx);
    const until = new Date(Date.now() + 60 * 60_000).toISOString();
    const p = (
      await a.post('/api/admin/products', product({ title: 'اره', variants: [{ sku: 'SW-1', price: 100000, discount_type: 'fixed', discount: 20000, discount_until: until }] }))
    ).json().data;
    const [before] = await ctx.database.db.select().from(products).where(eq(products.id, p.id));
    expect([before!.minPrice, before!.hasDiscount]).toEqual([80000, true]);
    expect(before!.priceValidUntil?.toISOString()).toBe(until);
    expect(await refreshEndedDiscounts(ctx.database.db)).toBe(0);
    // The hour passes.
    await ctx.database.db.update(variants).set({ discountUntil: sql`now() - interval '1 second'` }).where(eq(variants.productId, p.id));
    await ctx.database.db.update(products).set({ priceValidUntil: sql`now() - interval '1 second'` }).where(eq(products.id, p.id));
    expect(await refreshEndedDiscounts(ctx.database.db)).toBe(1);
    const [after] = await ctx.database.db.select().from(products).where(eq(products.id, p.id));
    expect([after!.minPrice, after!.hasDiscount, after!.priceValidUntil]).toEqual([100000, false, null]);
    const listed = await a.get(`/api/admin/products?discounted=true&q=SW-1`);
    expect(listed.json().data, listed.body).toEqual([]);
    expect(await refreshEndedDiscounts(ctx.database.db)).toBe(0);
  });
});
