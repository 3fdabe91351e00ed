import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { columnOf, expectDateCells, NEAR_MIDNIGHT, NEAR_MIDNIGHT_JALALI, NEAR_MIDNIGHT_WALL_CLOCK } from '../../../../test/excel';
import { categories } from '../../catalog/categories/category.table';
import { stockMovements } from './stock.table';

const LOG = '/api/admin/store/movements';
let ctx: TestContext;
let hammer: { id: number; variant: number };
let saw: { id: number; variant: number };
let clerk: { id: number; token: string };

beforeAll(async () => {
  ctx = await setupApp();
  const cat = (await ctx.database.db.insert(categories).values({ title: 'ابزار', slug: 'tools' }).returning())[0]!.id;
  const create = async (title: string, sku: string, stock: number) => {
    const r = await api(ctx).post('/api/admin/products', { category_ids: [cat], title, sku, price: 50000, stock, status: 'available' });
    expect(r.statusCode, r.body).toBe(201);
    return { id: r.json().data.id as number, variant: r.json().data.default_variant_id as number };
  };
  hammer = await create('چکش فولادی', 'HAM-7', 5);
  saw = await create('اره‌ی دستی', 'SAW-2', 3);
  clerk = await ctx.adminWith(['read_store', 'adjust_store'], 'storekeeper');
  const adjust = async (token: string | undefined, variant_id: number, change: number, reason: string) =>
    expect((await api(ctx, token).post('/api/admin/store/adjust', { variant_id, change, reason })).statusCode).toBe(200);
  await adjust(undefined, hammer.variant, 10, 'خرید از تأمین‌کننده');
  await adjust(clerk.token, hammer.variant, -2, 'کالای آسیب‌دیده');
  await adjust(clerk.token, saw.variant, 4, 'شمارش انبار');
  // A sale of the storefront: no admin, linked to its order.
  await ctx.database.db.insert(stockMovements).values({ variantId: saw.variant, type: 'order', change: -1, quantityAfter: 6, reason: 'سفارش شماره ۹۱', orderId: 91 });
});
afterAll(() => ctx.close());

const list = async (query: string, token?: string) => {
  const r = await api(ctx, token).get(`${LOG}?per_page=100&${query}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as { data: any[]; meta: any };
};
const ours = (rows: any[]) => rows.filter((m) => m.variant_id === hammer.variant || m.variant_id === saw.variant);

describe('stock movement log /api/admin/store/movements', () => {
  it('lists every movement of the shop, newest first, with its product, type label, admin and link', async () => {
    const { data, meta } = await list('');
    expect(meta.total).toBe(6);
    expect(data.map((m) => m.type)).toEqual(['order', 'adjustment', 'adjustment', 'adjustment', 'initial', 'initial']);
    expect(data[0]).toMatchObject({ product_title: 'اره‌ی دستی', sku: 'SAW-2', type_label: 'سفارش', change: -1, quantity_after: 6, admin: null, order_id: 91 });
    expect(data[1]).toMatchObject({ product_title: 'اره‌ی دستی', type_label: 'اصلاح دستی', change: 4, admin: { id: clerk.id, username: 'storekeeper' }, reason: 'شمارش انبار' });
    expect(data[0].variant_title).toBeNull();
    // Paged: the second page of two holds the third and fourth movements.
    const page2 = await api(ctx).get(`${LOG}?per_page=2&page=2`);
    expect(page2.json().meta).toMatchObject({ current_page: 2, per_page: 2, total: 6, last_page: 3, from: 3, to: 4 });
    expect(page2.json().data.map((m: any) => m.id)).toEqual([data[2].id, data[3].id]);
    // Oldest first on request.
    expect((await list('sort=created_at')).data.map((m) => m.id)).toEqual(data.map((m) => m.id).reverse());
  });

  it('filters by type, admin, reason words, product or SKU and a date range', async () => {
    expect((await list('type=adjustment')).data.map((m) => m.change)).toEqual([4, -2, 10]);
    expect((await list('type=order,initial')).data.map((m) => m.type)).toEqual(['order', 'initial', 'initial']);
    // An unknown type matches nothing rather than everything.
    expect((await list('type=bogus')).meta.total).toBe(0);
    expect((await list(`admin_id=${clerk.id}`)).data.map((m) => m.reason)).toEqual(['شمارش انبار', 'کالای آسیب‌دیده']);
    // Reason words match either spelling (Arabic ي/ك, Persian digits).
    expect((await list(`reason=${encodeURIComponent('آسيب')}`)).data.map((m) => m.change)).toEqual([-2]);
    expect((await list(`reason=${encodeURIComponent('سفارش شماره 91')}`)).data.map((m) => m.order_id)).toEqual([91]);
    // Product title (any spelling), exact SKU or barcode.
    expect(new Set((await list(`q=${encodeURIComponent('چكش')}`)).data.map((m) => m.variant_id))).toEqual(new Set([hammer.variant]));
    expect((await list('q=saw-2')).data.every((m) => m.variant_id === saw.variant)).toBe(true);
    expect((await list('q=saw-2')).meta.total).toBe(3);
    expect((await list(`q=nothing-like-this`)).meta.total).toBe(0);
    // Combined.
    expect((await list(`q=HAM-7&type=adjustment&admin_id=${clerk.id}`)).data.map((m) => m.change)).toEqual([-2]);

    // Date range (the web sends the start and end of the chosen Tehran days as instants).
    const damaged = (await list(`reason=${encodeURIComponent('آسیب')}`)).data[0];
    await ctx.database.pool.query('update stock_movements set created_at = $1 where id = $2', [NEAR_MIDNIGHT, damaged.id]);
    // 1405/09/02 in Tehran = 2026-11-22T20:30Z … 2026-11-23T20:29:59.999Z
    const day = await list('from=2026-11-22T20:30:00.000Z&to=2026-11-23T20:29:59.999Z');
    expect(day.data.map((m) => m.id)).toEqual([damaged.id]);
    expect((await list('from=2026-11-23T20:30:00.000Z&to=2026-11-24T20:29:59.999Z')).meta.total).toBe(0);
    expect((await list('to=2026-12-01T00:00:00Z')).meta.total).toBe(6);
    // Garbage filters are ignored, not a 500.
    expect((await api(ctx).get(`${LOG}?from=yesterday&admin_id=abc&to=&type=&q=%25%5F`)).statusCode).toBe(200);
    for (const bad of ['q=a%00b', 'reason=a%00b', 'q=%ED%A0%80', 'reason=x%ED%B0%80', 'sort=__proto__', 'admin_id=99999999999999999999']) {
      expect((await api(ctx).get(`${LOG}?${bad}`)).statusCode, bad).toBe(200);
      expect((await api(ctx).get(`${LOG}/export?${bad}`)).statusCode, bad).toBe(200);
    }
  });

  it('exports exactly the filtered movements as an RTL sheet with Jalali dates', async () => {
    const filtered = await list(`type=adjustment&q=HAM-7`);
    const r = await api(ctx).get(`${LOG}/export?type=adjustment&q=HAM-7`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    expect(r.headers['content-disposition']).toMatch(/stock-movements-\d{8}\.xlsx/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.rawPayload as any);
    const ws = wb.worksheets[0]!;
    expect(ws.name).toBe('گردش موجودی');
    expect((ws.views[0] as any).rightToLeft).toBe(true);
    expect(ws.rowCount).toBe(1 + filtered.data.length);
    const ids = [];
    for (let r = 2; r <= ws.rowCount; r++) ids.push(ws.getRow(r).getCell(1).value);
    expect(ids).toEqual(filtered.data.map((m) => m.id));
    const damagedRow = 2 + filtered.data.findIndex((m) => m.change === -2);
    expect(ws.getRow(damagedRow).getCell(columnOf(ws, 'نوع')).value).toBe('اصلاح دستی');
    expect(ws.getRow(damagedRow).getCell(columnOf(ws, 'مدیر')).value).toBe('storekeeper');
    expect(ws.getRow(damagedRow).getCell(columnOf(ws, 'کد کالا')).value).toBe('HAM-7');
    expectDateCells(ws, 'زمان', damagedRow, NEAR_MIDNIGHT_JALALI, NEAR_MIDNIGHT_WALL_CLOCK);
  });

  it('needs read_store: 401 without a session, 403 without it', async () => {
    expect((await api(ctx, null).get(LOG)).statusCode).toBe(401);
    expect((await api(ctx, null).get(`${LOG}/export`)).statusCode).toBe(401);
    const other = await ctx.adminWith(['read_product']);
    expect((await api(ctx, other.token).get(LOG)).statusCode).toBe(403);
    expect((await api(ctx, other.token).get(`${LOG}/export`)).statusCode).toBe(403);
    const reader = await ctx.adminWith(['read_store']);
    expect((await list('', reader.token)).meta.total).toBe(6);
    expect((await api(ctx, reader.token).get(`${LOG}/export`)).statusCode).toBe(200);
  });
});
