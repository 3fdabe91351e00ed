import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMessage } from '@pishkhan/common/i18n/fa/order-labels';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { expectDateCells, NEAR_MIDNIGHT, NEAR_MIDNIGHT_JALALI, NEAR_MIDNIGHT_WALL_CLOCK } from '../../../../test/excel';
import { orderFixtures, type OrderFixtures } from '../../../../test/order-fixtures';
import { variants } from '../../catalog/products/product.table';
import { customers } from '../../people/customers/customer.table';
import { stockLevels } from '../../stock/stock/stock.table';
import { adminNotifications } from '../../system/notifications/notification.table';
import { walletOf } from '../../wallet/wallets/wallet.service';
import { couponUsages, orderEvents } from './order.table';

let ctx: TestContext;
let fx: OrderFixtures;
let post: number;
const PATH = '/api/admin/orders';

beforeAll(async () => {
  ctx = await setupApp();
  fx = await orderFixtures(ctx);
  // 30,000 for the first 2 units, 5,000 per extra packet of 2; free from 1,000,000.
  post = await fx.shippingMethod({ name: 'پست پیشتاز', defaultPrice: 30000, freeThreshold: 1_000_000, minimumDelay: 1, firstPacketSize: 2, packetSize: 2, morePacketPrice: 5000 });
});
afterAll(() => ctx.close());

const product = (body: Record<string, unknown>) => fx.product(body);
const customer = (balance = 0, name = 'مریم') => fx.customer({ first: name, last: 'رضایی', postalCode: '1234567890', balance });
const stock = async (variantId: number) =>
  (await ctx.database.db.select({ q: stockLevels.quantity }).from(stockLevels).where(eq(stockLevels.variantId, variantId)))[0]?.q ?? 0;
const balance = async (customerId: number) => (await walletOf(ctx.database.db, customerId)).balance;
const order = (c: { id: number; address: number }, items: { variant_id: number; quantity: number | string }[], extra: Record<string, unknown> = {}) => ({
  customer_id: c.id,
  address_id: c.address,
  shipping_method_id: post,
  items,
  payment: { method: 'wallet' },
  ...extra,
});

describe('orders /api/admin/orders', () => {
  it('creates a paid order: server prices, stock taken, wallet charged, coupon used, timeline, notification', async () => {
    const shirt = await product({ title: 'پیراهن کتان', sku: 'SH-1', price: 200000, stock: 10, discount_type: 'percentage', discount: 10 });
    const cap = await product({ title: 'کلاه', sku: 'CAP-1', price: 50000, stock: 5 });
    const c = await customer(1_000_000);
    const coupon = await api(ctx).post('/api/admin/coupons', {
      code: 'yalda', title: 'یلدا', type: 'fixed', amount: 20000, min_order_amount: 100000,
      starts_at: new Date(Date.now() - 3600_000).toISOString(), ends_at: new Date(Date.now() + 86400_000).toISOString(),
    });
    expect(coupon.statusCode, coupon.body).toBe(201);
    const reader = await ctx.adminWith(['read_order']);

    // A price sent by the client is refused: the contract has no such field.
    const cheat = await api(ctx).post(PATH, order(c, [{ variant_id: shirt.variant, quantity: 1, unit_price: 1 } as never]));
    expect(cheat.statusCode).toBe(422);

    const r = await api(ctx).post(PATH, order(c, [{ variant_id: shirt.variant, quantity: '۲' }, { variant_id: cap.variant, quantity: 1 }], { coupon_code: ' Yalda ' }));
    expect(r.statusCode, r.body).toBe(201);
    const o = r.json().data;
    // 2 × 200,000 − 10% + 50,000 = 410,000 items net; coupon 20,000; 3 units → 30,000 + 5,000 shipping.
    expect(o).toMatchObject({
      status: 'new',
      total_items_amount: 450000,
      discount_on_items: 40000,
      discount_on_coupon: 20000,
      shipping_amount: 35000,
      total_amount: 425000,
      paid_amount: 425000,
      payment_method: 'wallet',
      items_quantity: 3,
      coupon: { code: 'YALDA' },
      address: { city: 'تهران', postal_code: '1234567890' },
      customer: { id: c.id, wallet: { balance: 575000 } },
    });
    expect(o.items.map((i: any) => [i.title, i.unit_price, i.unit_discount, i.line_total])).toEqual([
      ['پیراهن کتان', 200000, 20000, 360000],
      ['کلاه', 50000, 0, 50000],
    ]);
    expect(o.events.map((e: any) => e.type)).toEqual(['payment', 'created']);
    expect(o.payments).toMatchObject([{ method: 'wallet', amount: 425000 }]);
    expect(await stock(shirt.variant)).toBe(8);
    expect(await balance(c.id)).toBe(575000);
    expect(await ctx.database.db.select().from(couponUsages).where(eq(couponUsages.orderId, o.id))).toHaveLength(1);
    const notes = await ctx.database.db.select().from(adminNotifications).where(eq(adminNotifications.adminId, reader.id));
    expect(notes.some((n) => n.type === 'order' && (n.data as any).order_id === o.id)).toBe(true);

    // A coupon used up by this customer (per-customer limit 1) is refused on the next order.
    const again = await api(ctx).post(PATH, order(c, [{ variant_id: cap.variant, quantity: 1 }], { coupon_code: 'YALDA' }));
    expect(again.statusCode).toBe(422);
    expect(again.json().error.fields.coupon_code).toBe(orderMessage('coupon_customer_used_up'));
  });

  it('refuses bad orders with Persian messages and changes nothing', async () => {
    const p = await product({ title: 'شال', sku: 'SHL-1', price: 100000, stock: 2, max_per_order: 3 });
    const off = await product({ title: 'پیش‌نویس', sku: 'DR-1', price: 100000, stock: 2, status: 'draft' });
    const poor = await customer(50000);
    const rich = await customer(5_000_000);
    const other = await customer(0);
    const before = await stock(p.variant);
    const cases: [Record<string, unknown>, number, string][] = [
      [order(rich, [{ variant_id: 999999, quantity: 1 }]), 422, 'items.0.variant_id'],
      [order(rich, [{ variant_id: off.variant, quantity: 1 }]), 422, 'items.0.variant_id'],
      [order(rich, [{ variant_id: p.variant, quantity: 4 }]), 422, 'items.0.quantity'],
      [order(rich, [{ variant_id: p.variant, quantity: 3 }]), 409, 'items.0.quantity'],
      [order(rich, [{ variant_id: p.variant, quantity: 1 }, { variant_id: p.variant, quantity: 1 }]), 422, 'items.1.variant_id'],
      [order(poor, [{ variant_id: p.variant, quantity: 1 }]), 409, 'amount'],
      [{ ...order(rich, [{ variant_id: p.variant, quantity: 1 }]), address_id: other.address }, 422, 'address_id'],
      [order(rich, [{ variant_id: p.variant, quantity: 1 }], { coupon_code: 'NOPE' }), 422, 'coupon_code'],
      [order(rich, [{ variant_id: p.variant, quantity: 1 }], { discount_on_order: 500000 }), 422, 'discount_on_order'],
      [order(rich, [{ variant_id: p.variant, quantity: 'دو' }]), 422, 'items.0.quantity'],
      [order(rich, []), 422, 'items'],
    ];
    for (const [body, status, field] of cases) {
      const r = await api(ctx).post(PATH, body);
      expect(r.statusCode, `${field}: ${r.body}`).toBe(status);
      const err = r.json().error;
      expect(Object.keys(err.fields ?? {}), r.body).toContain(field);
      expect(err.message).toMatch(/[\u0600-\u06FF]/);
    }
    expect(await stock(p.variant)).toBe(before);
    expect(await balance(poor.id)).toBe(50000);
    expect(await balance(rich.id)).toBe(5_000_000);
    const list = (await api(ctx).get(`${PATH}?customer_id=${rich.id}`)).json();
    expect(list.data).toHaveLength(0);
  });

  it('records card and cash payments, and a reserved order', async () => {
    const p = await product({ title: 'دستکش', sku: 'GL-1', price: 80000, stock: 10 });
    const c = await customer(0);
    const r = await api(ctx).post(PATH, order(c, [{ variant_id: p.variant, quantity: 1 }], { payment: { method: 'card', tracking_code: '۱۲۳۴۵۶' }, reserved: true }));
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().data).toMatchObject({ status: 'reserved', paid_amount: 110000, payment_method: 'card', payments: [{ method: 'card', amount: 110000 }] });
    const byCode = (await api(ctx).get(`${PATH}?tracking_code=${r.json().data.payments[0].tracking_code}`)).json();
    expect(byCode.data.map((o: any) => o.id)).toEqual([r.json().data.id]);
  });

  it('moves through the transition table: cancel restocks and refunds, reopening charges again', async () => {
    const p = await product({ title: 'کیف', sku: 'BAG-1', price: 300000, stock: 3 });
    const c = await customer(1_000_000);
    const o = (await api(ctx).post(PATH, order(c, [{ variant_id: p.variant, quantity: 2 }]))).json().data;
    expect(o.allowed_statuses).toEqual(['in_progress', 'delivered', 'reserved', 'canceled', 'failed']);
    const paid = o.total_amount;
    expect(await stock(p.variant)).toBe(1);

    const bad = await api(ctx).put(`${PATH}/${o.id}/status`, { status: 'wait_for_payment' });
    expect(bad.statusCode).toBe(409);
    expect(bad.json().error.message).toBe(orderMessage('transition', { from: 'جدید', to: 'در انتظار پرداخت' }));
    expect((await api(ctx).put(`${PATH}/${o.id}/status`, { status: 'new' })).statusCode).toBe(409);

    const ip = await api(ctx).put(`${PATH}/${o.id}/status`, { status: 'in_progress', note: 'بسته‌بندی شد' });
    expect(ip.statusCode, ip.body).toBe(200);
    expect(await balance(c.id)).toBe(1_000_000 - paid);

    const cancel = await api(ctx).put(`${PATH}/${o.id}/status`, { status: 'canceled' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data).toMatchObject({ status: 'canceled', paid_amount: 0, allowed_statuses: ['new', 'in_progress'] });
    expect(await stock(p.variant)).toBe(3);
    expect(await balance(c.id)).toBe(1_000_000);
    // A canceled order cannot be edited.
    expect((await api(ctx).post(`${PATH}/${o.id}/items`, { variant_id: p.variant, quantity: 1 })).statusCode).toBe(409);

    // Someone buys 2 of the 3 meanwhile: reopening needs 2 and only 1 is left → 409, nothing changes.
    const other = await customer(1_000_000);
    expect((await api(ctx).post(PATH, order(other, [{ variant_id: p.variant, quantity: 2 }]))).statusCode).toBe(201);
    const short = await api(ctx).put(`${PATH}/${o.id}/status`, { status: 'new' });
    expect(short.statusCode).toBe(409);
    expect(await stock(p.variant)).toBe(1);
    expect(await balance(c.id)).toBe(1_000_000);
    expect((await api(ctx).get(`${PATH}/${o.id}`)).json().data.status).toBe('canceled');

    await api(ctx).put(`/api/admin/store/${p.variant}`, { change: 5, reason: 'ورود کالا' }).catch(() => undefined);
    await ctx.database.db.update(stockLevels).set({ quantity: 6 }).where(eq(stockLevels.variantId, p.variant));
    const reopen = await api(ctx).put(`${PATH}/${o.id}/status`, { status: 'new' });
    expect(reopen.statusCode, reopen.body).toBe(200);
    expect(reopen.json().data).toMatchObject({ status: 'new', paid_amount: paid });
    expect(await balance(c.id)).toBe(1_000_000 - paid);
    expect(await stock(p.variant)).toBe(4);
    const types = reopen.json().data.events.map((e: any) => e.type);
    expect(types.filter((t: string) => t === 'status')).toHaveLength(3);
    expect(types).toContain('refund');

    // Cancel without refund (no_charge) keeps the money on the order.
    const nc = await api(ctx).put(`${PATH}/${o.id}/status`, { status: 'failed', no_charge: true });
    expect(nc.json().data.paid_amount).toBe(paid);
    expect(await balance(c.id)).toBe(1_000_000 - paid);
  });

  it('bulk status change moves paid orders and reports the others', async () => {
    const p = await product({ title: 'جوراب', sku: 'SO-1', price: 20000, stock: 20 });
    const c = await customer(1_000_000);
    const a = (await api(ctx).post(PATH, order(c, [{ variant_id: p.variant, quantity: 1 }]))).json().data.id;
    const b = (await api(ctx).post(PATH, order(c, [{ variant_id: p.variant, quantity: 1 }]))).json().data.id;
    await api(ctx).put(`${PATH}/${b}/status`, { status: 'canceled' });
    const r = await api(ctx).post(`${PATH}/status`, { ids: [a, b, 99999], status: 'delivered' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.changed).toEqual([a]);
    expect(r.json().data.refused.map((x: any) => x.id)).toEqual([b, 99999]);
    expect((await api(ctx).post(`${PATH}/status`, { ids: [a], status: 'canceled' })).statusCode).toBe(422);
  });

  it('edits items, address, shipping and admin discount with stock and wallet effects', async () => {
    const p = await product({ title: 'شلوار', sku: 'PN-1', price: 100000, stock: 10 });
    const q = await product({ title: 'کمربند', sku: 'BL-1', price: 40000, stock: 10 });
    const c = await customer(2_000_000);
    const o = (await api(ctx).post(PATH, order(c, [{ variant_id: p.variant, quantity: 1 }]))).json().data;
    expect(o.total_amount).toBe(130000);

    const add = await api(ctx).post(`${PATH}/${o.id}/items`, { variant_id: q.variant, quantity: 2 });
    expect(add.statusCode, add.body).toBe(200);
    // 180,000 items; 3 units → 35,000 shipping.
    expect(add.json().data).toMatchObject({ total_amount: 215000, paid_amount: 215000 });
    expect(await stock(q.variant)).toBe(8);
    expect(await balance(c.id)).toBe(2_000_000 - 215000);
    expect((await api(ctx).post(`${PATH}/${o.id}/items`, { variant_id: q.variant, quantity: 1 })).statusCode).toBe(409);

    const beltLine = add.json().data.items.find((i: any) => i.variant_id === q.variant);
    const qty = await api(ctx).patch(`${PATH}/${o.id}/items/${beltLine.id}`, { quantity: 1 });
    expect(qty.statusCode, qty.body).toBe(200);
    expect(qty.json().data.total_amount).toBe(170000);
    expect(await stock(q.variant)).toBe(9);
    expect(await balance(c.id)).toBe(2_000_000 - 170000);

    const rm = await api(ctx).del(`${PATH}/${o.id}/items/${beltLine.id}`);
    expect(rm.statusCode, rm.body).toBe(200);
    expect(rm.json().data.items.find((i: any) => i.id === beltLine.id).status).toBe(false);
    expect(rm.json().data.total_amount).toBe(130000);
    expect(await stock(q.variant)).toBe(10);
    const shirtLine = rm.json().data.items.find((i: any) => i.variant_id === p.variant);
    const last = await api(ctx).del(`${PATH}/${o.id}/items/${shirtLine.id}`);
    expect(last.statusCode).toBe(409);
    expect(last.json().error.message).toBe(orderMessage('last_item'));

    // The admin discount needs discount_order.
    const clerk = await ctx.adminWith(['read_order', 'update_order']);
    const denied = await api(ctx, clerk.token).patch(`${PATH}/${o.id}`, { discount_on_order: 10000 });
    expect(denied.statusCode).toBe(403);
    const disc = await api(ctx).patch(`${PATH}/${o.id}`, { discount_on_order: '۱۰٬۰۰۰', admin_note: 'مشتری قدیمی' });
    expect(disc.statusCode, disc.body).toBe(200);
    expect(disc.json().data).toMatchObject({ discount_on_order: 10000, total_amount: 120000, paid_amount: 120000, admin_note: 'مشتری قدیمی' });
    expect(await balance(c.id)).toBe(2_000_000 - 120000);
    const types = disc.json().data.events.map((e: any) => e.type);
    expect(types).toEqual(expect.arrayContaining(['item_added', 'item_quantity', 'item_removed', 'discount', 'note']));

    const note = await api(ctx, clerk.token).post(`${PATH}/${o.id}/notes`, { text: 'تماس گرفته شد' });
    expect(note.statusCode).toBe(200);
    expect(note.json().data.events[0]).toMatchObject({ type: 'note', data: { text: 'تماس گرفته شد' }, admin: { id: clerk.id } });
  });

  it('lists with tabs, filters, search and sort; exports; answers 401/403/404', async () => {
    const p = await product({ title: 'عینک آفتابی', sku: 'SUN-1', price: 500000, stock: 50 });
    const c = await customer(10_000_000, 'کیانا');
    const ids: number[] = [];
    for (let i = 1; i <= 3; i++) ids.push((await api(ctx).post(PATH, order(c, [{ variant_id: p.variant, quantity: i }]))).json().data.id);
    await api(ctx).put(`${PATH}/${ids[0]}/status`, { status: 'delivered' });

    const all = (await api(ctx).get(`${PATH}?product_id=${p.id}`)).json();
    expect(all.data.map((o: any) => o.id)).toEqual([...ids].reverse());
    expect(all.counts).toMatchObject({ all: 3, new: 2, delivered: 1, canceled: 0 });
    expect(all.meta.total).toBe(3);
    const tab = (await api(ctx).get(`${PATH}?product_id=${p.id}&status=delivered`)).json();
    expect(tab.data.map((o: any) => o.id)).toEqual([ids[0]]);
    expect(tab.counts.all).toBe(3);
    expect(tab.meta.total).toBe(1);

    const byName = (await api(ctx).get(`${PATH}?q=${encodeURIComponent('كيانا')}`)).json();
    expect(byName.data.map((o: any) => o.id).sort()).toEqual([...ids].sort());
    const byMobile = (await api(ctx).get(`${PATH}?q=${encodeURIComponent(c.mobile.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[+d]!))}`)).json();
    expect(byMobile.data).toHaveLength(3);
    const byNumber = (await api(ctx).get(`${PATH}?q=${ids[1]}`)).json();
    expect(byNumber.data.map((o: any) => o.id)).toContain(ids[1]);
    const byAmount = (await api(ctx).get(`${PATH}?product_id=${p.id}&amount_min=1000000&sort=total_amount`)).json();
    expect(byAmount.data.map((o: any) => o.id)).toEqual([ids[1], ids[2]]);
    const byCity = (await api(ctx).get(`${PATH}?product_id=${p.id}&city_id=${fx.tehranCity}&from=${new Date(Date.now() - 60_000).toISOString()}`)).json();
    expect(byCity.data).toHaveLength(3);
    const future = (await api(ctx).get(`${PATH}?product_id=${p.id}&from=${new Date(Date.now() + 86400_000).toISOString()}`)).json();
    expect(future.data).toHaveLength(0);
    expect(future.counts.all).toBe(0);

    // An order placed at 23:34 Tehran time: the export shows its Jalali day and time in Tehran, not UTC.
    await ctx.database.pool.query('update orders set created_at = $1 where id = $2', [NEAR_MIDNIGHT, ids[0]]);
    const x = await api(ctx).get(`${PATH}/export?product_id=${p.id}&sort=id`);
    expect(x.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(x.rawPayload as any);
    expect(wb.worksheets[0]!.rowCount).toBe(4);
    const xs = wb.worksheets[0]!;
    expect((xs.views[0] as any).rightToLeft).toBe(true);
    const row = [2, 3, 4].find((r) => xs.getRow(r).getCell(1).value === ids[0])!;
    expectDateCells(xs, 'تاریخ ثبت', row, NEAR_MIDNIGHT_JALALI, NEAR_MIDNIGHT_WALL_CLOCK);

    expect((await api(ctx).get(`${PATH}/999999`)).statusCode).toBe(404);
    expect((await api(ctx).get(`${PATH}/abc`)).statusCode).toBe(404);
    expect((await api(ctx, null).get(PATH)).statusCode).toBe(401);
    const nobody = await ctx.adminWith(['read_product']);
    expect((await api(ctx, nobody.token).get(PATH)).statusCode).toBe(403);
    const reader = await ctx.adminWith(['read_order']);
    const seen = await api(ctx, reader.token).get(`${PATH}/${ids[0]}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.allowed_statuses).toEqual([]);
    expect((await api(ctx, reader.token).put(`${PATH}/${ids[1]}/status`, { status: 'canceled' })).statusCode).toBe(403);
    expect((await api(ctx, reader.token).post(PATH, order(c, [{ variant_id: p.variant, quantity: 1 }]))).statusCode).toBe(403);

    // The shop's details print as typed: a postal code of digits stays text (not a number).
    const shopInfo = await api(ctx).put('/api/admin/settings/shop_info', { shop_name: 'فروشگاه آزمون', shop_postal_code: '1458765432', shop_telephone: '02188776655' });
    expect(shopInfo.statusCode, shopInfo.body).toBe(200);
    const print = await api(ctx, reader.token).get(`${PATH}/print?ids=${ids.join(',')}`);
    expect(print.statusCode).toBe(200);
    expect(print.json().data.orders.map((o: any) => o.id)).toEqual(ids);
    expect(print.json().data.shop).toMatchObject({ name: 'فروشگاه آزمون', postal_code: '1458765432', phone: '02188776655', paper: 'A4' });
  });

  it('previews a cart with shipping quotes, coupon check and wallet; searches variants', async () => {
    const p = await product({ title: 'ماگ سرامیکی', sku: 'MUG-1', price: 90000, stock: 1 });
    const c = await customer(100000);
    const r = await api(ctx).post(`${PATH}/preview`, { customer_id: c.id, address_id: c.address, shipping_method_id: post, items: [{ variant_id: p.variant, quantity: 2 }], coupon_code: 'NOPE' });
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().data;
    expect(d.items[0]).toMatchObject({ stock: 1, unit_price: 90000, issue: orderMessage('stock_short', { title: 'ماگ سرامیکی', available: 1 }) });
    expect(d.coupon).toMatchObject({ ok: false, message: orderMessage('coupon_unknown') });
    expect(d.shipping.find((s: any) => s.id === post)).toMatchObject({ available: true, cost: 30000 });
    expect(d).toMatchObject({ total_items_amount: 180000, shipping_amount: 30000, total_amount: 210000, wallet: { balance: 100000 } });

    const found = (await api(ctx).get(`${PATH}/variants?q=${encodeURIComponent('ماگ')}`)).json().data;
    expect(found[0]).toMatchObject({ variant_id: p.variant, stock: 1, final_price: 90000 });
    const [v] = await ctx.database.db.select({ barcode: variants.barcode }).from(variants).where(eq(variants.id, p.variant));
    const byBarcode = (await api(ctx).get(`${PATH}/variants?barcode=${v!.barcode}`)).json().data;
    expect(byBarcode.map((x: any) => x.variant_id)).toEqual([p.variant]);
  });

  it('concurrent orders of the same products do not deadlock', async () => {
    const a = await product({ title: 'تی‌شرت همزمان', sku: 'CC-1', price: 10000, stock: 100 });
    const b = await product({ title: 'جوراب همزمان', sku: 'CC-2', price: 10000, stock: 100 });
    const buyers = await Promise.all(Array.from({ length: 8 }, () => customer(1_000_000)));
    const results = await Promise.all(
      buyers.map((c, i) => api(ctx).post(PATH, order(c, i % 2 ? [{ variant_id: a.variant, quantity: 1 }, { variant_id: b.variant, quantity: 1 }] : [{ variant_id: b.variant, quantity: 1 }, { variant_id: a.variant, quantity: 1 }]))),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    expect(await stock(a.variant)).toBe(92);
    expect(await stock(b.variant)).toBe(92);
  });

  it('two clerks ordering the last unit at once leave stock at zero', async () => {
    const p = await product({ title: 'ساعت مچی', sku: 'WT-1', price: 700000, stock: 1 });
    const a = await customer(5_000_000);
    const b = await customer(5_000_000);
    const results = await Promise.all([api(ctx).post(PATH, order(a, [{ variant_id: p.variant, quantity: 1 }])), api(ctx).post(PATH, order(b, [{ variant_id: p.variant, quantity: 1 }]))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await stock(p.variant)).toBe(0);
    const loser = results.find((r) => r.statusCode === 409)!;
    expect(loser.json().error.message).toMatch(/[\u0600-\u06FF]/);
    const refunded = [await balance(a.id), await balance(b.id)].sort();
    expect(refunded).toEqual([5_000_000 - 730000, 5_000_000]);
  });

  it('keeps what orders name: shipping method, customer and product are not deleted', async () => {
    const p = await product({ title: 'کفش', sku: 'SHO-1', price: 100000, stock: 5 });
    const c = await customer(1_000_000);
    const o = (await api(ctx).post(PATH, order(c, [{ variant_id: p.variant, quantity: 1 }]))).json().data;
    const m = await api(ctx).del(`/api/admin/shipping-methods/${post}`);
    expect(m.statusCode).toBe(409);
    expect(m.json().error.message).toMatch(/[\u0600-\u06FF]/);
    const del = await api(ctx).del(`/api/admin/customers/${c.id}`);
    expect(del.statusCode).toBeLessThan(300);
    const [cu] = await ctx.database.db.select({ status: customers.status }).from(customers).where(eq(customers.id, c.id));
    expect(cu).toMatchObject({ status: false });
    expect((await api(ctx).del(`/api/admin/products/${p.id}`)).statusCode).toBeLessThan(300);
    const [v] = await ctx.database.db.select({ archivedAt: variants.archivedAt }).from(variants).where(eq(variants.id, p.variant));
    expect(v!.archivedAt).not.toBeNull();
    const still = (await api(ctx).get(`${PATH}/${o.id}`)).json().data;
    expect(still.items[0].title).toBe('کفش');
    expect((await ctx.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id))).length).toBeGreaterThan(0);
  });
});
