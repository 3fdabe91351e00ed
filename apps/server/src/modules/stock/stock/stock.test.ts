import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { categories } from '../../catalog/categories/category.table';
import { colors } from '../../catalog/colors/color.table';
import { adminNotifications } from '../../system/notifications/notification.table';
import { changeStocks, InsufficientStockError } from './stock.service';
import { stockLevels, stockMovements } from './stock.table';

let ctx: TestContext;
let cat: number;
let red: number;
let blue: number;

beforeAll(async () => {
  ctx = await setupApp();
  const db = ctx.database.db;
  cat = (await db.insert(categories).values({ title: 'لوازم', slug: 'tools' }).returning())[0]!.id;
  red = (await db.insert(colors).values({ name: 'قرمز', code: '#ff0000' }).returning())[0]!.id;
  blue = (await db.insert(colors).values({ name: 'آبی', code: '#0000ff' }).returning())[0]!.id;
});
afterAll(() => ctx.close());

const create = async (body: Record<string, unknown>) => {
  const r = await api(ctx).post('/api/admin/products', { category_ids: [cat], ...body });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data;
};

describe('warehouse stock /api/admin/store', () => {
  it('lists balances with value, low flag and filters; adjusts with a reason; movements history', async () => {
    const a = api(ctx);
    const p = await create({ title: 'چکش', sku: 'HAM-1', price: 50000, purchase_price: 30000, stock: 2, low_stock_threshold: 3, status: 'available' });
    const vid = p.default_variant_id;
    const row = (await a.get(`/api/admin/store?product_id=${p.id}`)).json().data[0];
    expect(row).toMatchObject({ variant_id: vid, product_id: p.id, product_title: 'چکش', sku: 'HAM-1', quantity: 2, low_stock: true, purchase_price: 30000, stock_value: 60000, is_default: true });
    expect((await a.get('/api/admin/store?state=low')).json().data.map((r: any) => r.variant_id)).toContain(vid);
    expect((await a.get('/api/admin/store?state=out')).json().data.map((r: any) => r.variant_id)).not.toContain(vid);
    expect((await a.get('/api/admin/store?q=ham-1')).json().data.map((r: any) => r.variant_id)).toEqual([vid]);

    const add = await a.post('/api/admin/store/adjust', { variant_id: vid, change: '۱۰', reason: 'خرید از تأمین‌کننده' });
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json().data.row).toMatchObject({ quantity: 12, low_stock: false, stock_value: 360000 });
    expect(add.json().data.movement).toMatchObject({ type: 'adjustment', change: 10, quantity_after: 12, reason: 'خرید از تأمین‌کننده', admin: { username: 'admin' } });
    const rem = await a.post('/api/admin/store/adjust', { variant_id: vid, change: -4, reason: 'خرابی' });
    expect(rem.json().data.row.quantity).toBe(8);

    // Below zero: refused with the variant's name and what is available; nothing written.
    const over = await a.post('/api/admin/store/adjust', { variant_id: vid, change: -9, reason: 'خطا' });
    expect(over.statusCode).toBe(422);
    expect(over.json().error.fields.change).toMatch(/چکش.*۸/);
    expect((await a.get(`/api/admin/store/${vid}`)).json().data.quantity).toBe(8);
    // Bad bodies
    expect((await a.post('/api/admin/store/adjust', { variant_id: vid, change: 0, reason: 'x' })).json().error.fields.change).toMatch(/صفر/);
    expect((await a.post('/api/admin/store/adjust', { variant_id: vid, change: 1, reason: '' })).json().error.fields.reason).toMatch(/الزامی/);
    expect((await a.post('/api/admin/store/adjust', { variant_id: vid, change: 1.5, reason: 'x' })).statusCode).toBe(422);
    expect((await a.post('/api/admin/store/adjust', { variant_id: 99999999, change: 1, reason: 'x' })).statusCode).toBe(422);

    const mv = (await a.get(`/api/admin/store/${vid}/movements`)).json();
    expect(mv.meta.total).toBe(3);
    expect(mv.data.map((m: any) => [m.type, m.change, m.quantity_after])).toEqual([['adjustment', -4, 8], ['adjustment', 10, 12], ['initial', 2, 2]]);
    expect(mv.data[2].type_label).toBe('موجودی اولیه');
    expect((await a.get(`/api/admin/store/99999999/movements`)).statusCode).toBe(404);
    expect((await a.get(`/api/admin/products/${p.id}`)).json().data.stock_total).toBe(8);
    const logs = (await a.get(`/api/admin/audit-logs?entity=stock&entity_id=${vid}`)).json().data;
    expect(logs[0].changes.quantity).toEqual([12, 8]);
  });

  it('sold out → out_of_stock and a notification to active admins with read_product only; back in stock → available', async () => {
    const a = api(ctx);
    const reader = await ctx.adminWith(['read_product']);
    const storeOnly = await ctx.adminWith(['read_store', 'adjust_store']);
    const p = await create({
      title: 'پیچ‌گوشتی',
      status: 'available',
      variants: [
        { color_id: red, sku: 'SD-R', price: 1000, stock: 1 },
        { color_id: blue, sku: 'SD-B', price: 1000, stock: 1 },
      ],
    });
    const [r, b] = p.variants;
    const s = api(ctx, storeOnly.token);
    expect((await s.post('/api/admin/store/adjust', { variant_id: r.id, change: -1, reason: 'فروش' })).statusCode).toBe(200);
    expect((await a.get(`/api/admin/products/${p.id}`)).json().data.status).toBe('available');
    expect((await s.post('/api/admin/store/adjust', { variant_id: b.id, change: -1, reason: 'فروش' })).statusCode).toBe(200);
    const after = (await a.get(`/api/admin/products/${p.id}`)).json().data;
    expect(after).toMatchObject({ status: 'out_of_stock', stock_total: 0 });
    const db = ctx.database.db;
    const notes = await db.select().from(adminNotifications).where(eq(adminNotifications.type, 'ProductUnavailableNotification'));
    const to = notes.filter((n) => (n.data as any).product_id === p.id).map((n) => n.adminId);
    expect(to).toContain(reader.id);
    expect(to).not.toContain(storeOnly.id);
    expect(to).toHaveLength(2); // the super admin and the reader
    const home = (await api(ctx, reader.token).get('/api/admin/home')).json().data;
    expect(JSON.parse(home.notifications[0].data)).toMatchObject({ product_id: p.id, description: expect.stringMatching(/پیچ‌گوشتی/) });

    expect((await s.post('/api/admin/store/adjust', { variant_id: b.id, change: 3, reason: 'ورود کالا' })).statusCode).toBe(200);
    expect((await a.get(`/api/admin/products/${p.id}`)).json().data).toMatchObject({ status: 'available', stock_total: 3 });
    const again = await db.select().from(adminNotifications).where(eq(adminNotifications.type, 'ProductUnavailableNotification'));
    expect(again.length).toBe(notes.length);
  });

  it('a batch moves several variants in order, in one go: a return then a sale of the same variant, totals and status once; a shortage names its change and writes nothing', async () => {
    const db = ctx.database.db;
    const reader = await ctx.adminWith(['read_product']);
    const p = await create({
      title: 'انبردست',
      status: 'available',
      variants: [
        { color_id: red, sku: 'PL-R', price: 1000, stock: 1 },
        { color_id: blue, sku: 'PL-B', price: 1000, stock: 2 },
      ],
    });
    const q = await create({ title: 'آچار', sku: 'WR-1', price: 1000, stock: 1, status: 'available' });
    const [r, b] = p.variants;
    const actor = { adminId: null, ip: null };
    const moved = await db.transaction((tx) =>
      changeStocks(tx, actor, [
        { variantId: r.id, change: 1, type: 'shop_return', reason: 'مرجوعی' },
        { variantId: r.id, change: -2, type: 'shop_sale', reason: 'فروش' },
        { variantId: b.id, change: -2, type: 'shop_sale', reason: 'فروش' },
        { variantId: q.default_variant_id, change: -1, type: 'shop_sale', reason: 'فروش' },
      ]),
    );
    expect(moved.map((m) => [m.quantityBefore, m.quantity])).toEqual([[1, 2], [2, 0], [2, 0], [1, 0]]);
    expect(moved.map((m) => [m.productStatus, m.stockTotal])).toEqual([['out_of_stock', 0], ['out_of_stock', 0], ['out_of_stock', 0], ['out_of_stock', 0]]);
    expect((await api(ctx).get(`/api/admin/products/${p.id}`)).json().data).toMatchObject({ status: 'out_of_stock', stock_total: 0 });
    expect((await api(ctx).get(`/api/admin/products/${q.id}`)).json().data).toMatchObject({ status: 'out_of_stock', stock_total: 0 });
    const moves = await db.select().from(stockMovements).where(eq(stockMovements.variantId, r.id));
    expect(moves.map((m) => [m.type, m.change, m.quantityAfter]).slice(-2)).toEqual([['shop_return', 1, 2], ['shop_sale', -2, 0]]);
    const notes = await db.select().from(adminNotifications).where(eq(adminNotifications.adminId, reader.id));
    expect(notes.map((n) => (n.data as any).product_id).sort()).toEqual([p.id, q.id].sort()); // once per product

    // The third change is short: the error names it, and the first two are rolled back with it.
    await db.transaction((tx) => changeStocks(tx, actor, [{ variantId: b.id, change: 5, type: 'adjustment', reason: 'ورود' }]));
    const err = await db
      .transaction((tx) =>
        changeStocks(tx, actor, [
          { variantId: b.id, change: -1, type: 'shop_sale' },
          { variantId: q.default_variant_id, change: 1, type: 'shop_return' },
          { variantId: r.id, change: -1, type: 'shop_sale' },
        ]),
      )
      .catch((e) => e);
    expect(err).toBeInstanceOf(InsufficientStockError);
    expect(err).toMatchObject({ status: 409, index: 2, variantId: r.id, available: 0 });
    expect((await db.select().from(stockLevels).where(eq(stockLevels.variantId, b.id)))[0]!.quantity).toBe(5);
    expect((await db.select().from(stockLevels).where(eq(stockLevels.variantId, q.default_variant_id)))[0]!.quantity).toBe(0);
    expect((await api(ctx).get(`/api/admin/products/${p.id}`)).json().data).toMatchObject({ status: 'available', stock_total: 5 });
  });

  it('fifty concurrent removals of 1 on a stock of 30: exactly 30 succeed, never below zero', async () => {
    const p = await create({ title: 'پرفروش', sku: 'HOT-1', price: 1000, stock: 30, status: 'available' });
    const vid = p.default_variant_id;
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/admin/store/adjust',
          headers: { authorization: `Bearer ${ctx.token}` },
          payload: { variant_id: vid, change: -1, reason: 'فروش همزمان' },
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(30);
    expect(codes.filter((c) => c === 422)).toHaveLength(20);
    const db = ctx.database.db;
    expect((await db.select().from(stockLevels).where(eq(stockLevels.variantId, vid)))[0]!.quantity).toBe(0);
    const moves = await db.select().from(stockMovements).where(eq(stockMovements.variantId, vid));
    expect(moves).toHaveLength(31);
    expect(Math.min(...moves.map((m) => m.quantityAfter))).toBe(0);
    expect(new Set(moves.map((m) => m.quantityAfter)).size).toBe(31); // each balance 30…0 exactly once
    expect((await api(ctx).get(`/api/admin/products/${p.id}`)).json().data).toMatchObject({ status: 'out_of_stock', stock_total: 0 });
  });

  it('401 / 403', async () => {
    expect((await api(ctx, null).get('/api/admin/store')).statusCode).toBe(401);
    const reader = await ctx.adminWith(['read_store']);
    expect((await api(ctx, reader.token).get('/api/admin/store')).statusCode).toBe(200);
    expect((await api(ctx, reader.token).post('/api/admin/store/adjust', { variant_id: 1, change: 1, reason: 'x' })).statusCode).toBe(403);
    const other = await ctx.adminWith(['read_product']);
    expect((await api(ctx, other.token).get('/api/admin/store')).statusCode).toBe(403);
  });
});
