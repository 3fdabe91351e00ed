import { and, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkoutText } from '@pishkhan/common/i18n/fa/checkout';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { orderFixtures, type OrderFixtures } from '../../../../test/order-fixtures';
import { clearRateLimiters } from '../../../lib/rate-limit';
import { changeStatus } from '../../sales/orders/order.lifecycle';
import { couponUsages, orderEvents, orders } from '../../sales/orders/order.table';
import { payments } from '../../sales/payments/payment.table';
import { provinces } from '../../shipping/provinces/province.table';
import { shippingMethodCities, shippingMethodProvinces } from '../../shipping/shipping-methods/shipping-method.table';
import { stockMovements, stockLevels } from '../../stock/stock/stock.table';
import { adminNotifications } from '../../system/notifications/notification.table';
import { tasks } from '../../system/tasks/task.table';
import { walletOf } from '../../wallet/wallets/wallet.service';
import { openCustomerSession } from '../accounts/account.session';
import { cartItems, carts } from '../cart/cart.table';
import { AT_THE_BANK_MS, releaseOrder, releaseOverdueOrders } from './checkout.release';

let ctx: TestContext;
let fx: OrderFixtures;
/** Ships to Tehran city only (25,000 for 2 units, 5,000 per extra unit); free from 2,000,000. */
let courier: number;
/** Ships to another province only: not available for a Tehran address. */
let elsewhere: number;

beforeAll(async () => {
  ctx = await setupApp({ seedProvinces: true });
  fx = await orderFixtures(ctx);
  const db = ctx.database.db;
  courier = await fx.shippingMethod({ name: 'پیک شهری', defaultPrice: 40000, freeThreshold: 2_000_000, minimumDelay: 0, firstPacketSize: 2, packetSize: 1, morePacketPrice: 5000 });
  await db.insert(shippingMethodProvinces).values({ shippingMethodId: courier, provinceId: fx.tehran, price: null });
  await db.insert(shippingMethodCities).values({ shippingMethodId: courier, cityId: fx.tehranCity, price: 25000 });
  elsewhere = await fx.shippingMethod({ name: 'باربری شمال', defaultPrice: 60000 });
  const [other] = await db.select({ id: provinces.id }).from(provinces).where(ne(provinces.id, fx.tehran)).limit(1);
  await db.insert(shippingMethodProvinces).values({ shippingMethodId: elsewhere, provinceId: other!.id, price: null });
  const coupon = await api(ctx).post('/api/admin/coupons', {
    code: 'yalda', title: 'یلدا', type: 'fixed', amount: 20000, min_order_amount: 100000,
    starts_at: new Date(Date.now() - 3600_000).toISOString(), ends_at: new Date(Date.now() + 86400_000).toISOString(),
  });
  expect(coupon.statusCode, coupon.body).toBe(201);
});
afterAll(() => ctx?.close());
beforeEach(() => clearRateLimiters());

const db = () => ctx.database.db;
let ip = 0;
const call = (method: 'GET' | 'POST', url: string, token: string | null, body?: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method,
    url,
    remoteAddress: `198.51.100.${(++ip % 250) + 1}`,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    ...(body !== undefined ? { payload: body } : {}),
  });
const stock = async (variantId: number) => (await db().select({ q: stockLevels.quantity }).from(stockLevels).where(eq(stockLevels.variantId, variantId)))[0]?.q ?? 0;
const balance = async (customerId: number) => (await walletOf(db(), customerId)).balance;
const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;

let names = 0;
/** A signed-in customer with an address in Tehran and `balance` in the wallet. */
async function shopper(balanceAmount = 0) {
  const c = await fx.customer({ first: `خریدار${++names}`, last: 'محمدی', postalCode: '1234567890', balance: balanceAmount });
  const token = await openCustomerSession(db(), c.id, { headers: {}, ip: '127.0.0.1' } as FastifyRequest);
  return { ...c, token };
}
async function addToCart(token: string, variantId: number, quantity: number) {
  const r = await call('POST', '/api/store/cart/items', token, { variant_id: variantId, quantity });
  expect(r.statusCode, r.body).toBe(200);
}
let skus = 0;
const product = (o: { price: number; stock: number; title?: string } & Record<string, unknown>) =>
  fx.product({ title: o.title ?? `کالای فروشگاه ${++skus}`, sku: `CK-${++skus}`, slug: `checkout-item-${skus}`, ...o });

describe('store checkout preview', () => {
  it('prices the cart like the admin preview: coupon, shipping for the city, wallet part and what is left to pay', async () => {
    const shirt = await product({ price: 200_000, stock: 10, discount_type: 'percentage', discount: 10 });
    const cap = await product({ price: 50_000, stock: 5 });
    const c = await shopper(300_000);
    await addToCart(c.token, shirt.variant, 2);
    await addToCart(c.token, cap.variant, 1);

    const r = await call('POST', '/api/store/checkout/preview', c.token, { address_id: c.address, shipping_method_id: courier, coupon_code: ' Yalda ', wallet_amount: '۱۰۰٬۰۰۰' });
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().data;
    // 2 × 180,000 + 50,000 = 410,000; coupon 20,000; 3 units in Tehran city: 25,000 + 5,000.
    expect(d.totals).toMatchObject({ total_items_amount: 450_000, discount_on_items: 40_000, discount_on_coupon: 20_000, shipping_amount: 30_000, total_amount: 420_000 });
    expect(d.coupon).toEqual({ code: 'YALDA', ok: true, message: null });
    expect(d.shipping.find((s: { id: number }) => s.id === courier)).toMatchObject({ name: 'پیک شهری', available: true, cost: 30_000 });
    expect(d.shipping.find((s: { id: number }) => s.id === elsewhere)).toMatchObject({ available: false, cost: null });
    expect(d).toMatchObject({ wallet: { balance: 300_000, main: 300_000, gift: 0 }, wallet_used: 100_000, payable: 320_000, ready: true, reserve_minutes: 30 });
    expect(d.items[0]).toMatchObject({ variant_id: shirt.variant, quantity: 2, unit_price: 200_000, discount_amount: 20_000, price: 180_000, line_total: 360_000, orderable: true });
    // What the shop keeps to itself is not in it.
    expect(JSON.stringify(d)).not.toMatch(/"(sku|barcode|stock|customer_id)"/);

    // The admin's preview of the same lines gives the same totals and shipping.
    const admin = (await api(ctx).post('/api/admin/orders/preview', { customer_id: c.id, address_id: c.address, shipping_method_id: courier, coupon_code: 'yalda', items: [{ variant_id: shirt.variant, quantity: 2 }, { variant_id: cap.variant, quantity: 1 }] })).json().data;
    for (const k of Object.keys(d.totals)) expect([k, d.totals[k]]).toEqual([k, admin[k]]);
    expect(d.shipping.map((s: { id: number; cost: number | null }) => [s.id, s.cost])).toEqual(admin.shipping.map((s: { id: number; cost: number | null }) => [s.id, s.cost]));

    // More than the wallet holds is capped at the balance; no method chosen: not ready.
    const capped = (await call('POST', '/api/store/checkout/preview', c.token, { address_id: c.address, wallet_amount: 5_000_000 })).json().data;
    expect(capped).toMatchObject({ wallet_used: 300_000, ready: false, shipping_method_id: null });
    // Another's address is unknown; a missing one is a form error.
    const other = await shopper();
    const bad = await call('POST', '/api/store/checkout/preview', c.token, { address_id: other.address });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields.address_id).toBe(checkoutText.addressUnknown);
    expect((await call('POST', '/api/store/checkout/preview', c.token, {})).statusCode).toBe(422);
    expect((await call('POST', '/api/store/checkout/preview', null, { address_id: c.address })).statusCode).toBe(401);
  });
});

describe('store checkout', () => {
  it('paid in full from the wallet: the order is new, stock taken, wallet charged, coupon used, cart emptied, admins notified', async () => {
    const p = await product({ price: 300_000, stock: 4 });
    const c = await shopper(1_000_000);
    await addToCart(c.token, p.variant, 2);
    const preview = (await call('POST', '/api/store/checkout/preview', c.token, { address_id: c.address, shipping_method_id: courier, coupon_code: 'yalda', wallet_amount: 1_000_000 })).json().data;
    expect(preview.payable).toBe(0);
    const total = preview.totals.total_amount as number;

    // The price changed after the preview: refused, nothing placed.
    const changed = await call('POST', '/api/store/checkout', c.token, { address_id: c.address, shipping_method_id: courier, coupon_code: 'yalda', wallet_amount: total, expected_total: total - 1 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error.fields.expected_total).toMatch(/قیمت سبد خرید تغییر کرد/);
    expect(await stock(p.variant)).toBe(4);
    const r = await call('POST', '/api/store/checkout', c.token, { address_id: c.address, shipping_method_id: courier, coupon_code: 'yalda', wallet_amount: total, description: 'زنگ نزنید', expected_total: total });
    expect(r.statusCode, r.body).toBe(201);
    const o = r.json().data.order;
    expect(o).toMatchObject({ status: 'new', total_amount: total, paid_amount: total, payable: 0, reserve_until: null });
    expect(await stock(p.variant)).toBe(2);
    expect(await balance(c.id)).toBe(1_000_000 - total);
    expect(await db().select().from(couponUsages).where(eq(couponUsages.orderId, o.id))).toHaveLength(1);
    const [cart] = await db().select().from(carts).where(eq(carts.customerId, c.id));
    expect(await db().select().from(cartItems).where(eq(cartItems.cartId, cart!.id))).toHaveLength(0);
    const notes = await db().select().from(adminNotifications).where(eq(adminNotifications.type, 'order'));
    expect(notes.some((n) => n.data.order_id === o.id)).toBe(true);
    expect(await orderRow(o.id)).toMatchObject({ customerId: c.id, description: 'زنگ نزنید', paymentMethod: 'wallet', creatorId: null });

    // Nothing left in the cart: a second checkout is refused.
    const again = await call('POST', '/api/store/checkout', c.token, { address_id: c.address, shipping_method_id: courier });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.fields.cart).toBe(checkoutText.cartEmpty);
  });

  it('part from the wallet: waits for payment holding its stock; paying online makes it new without a second stock movement', async () => {
    const p = await product({ price: 100_000, stock: 5 });
    const c = await shopper(50_000);
    await addToCart(c.token, p.variant, 1);
    const before = Date.now();
    const r = await call('POST', '/api/store/checkout', c.token, { address_id: c.address, shipping_method_id: courier, wallet_amount: 50_000 });
    expect(r.statusCode, r.body).toBe(201);
    const o = r.json().data.order;
    // 100,000 + 25,000 shipping, 50,000 from the wallet.
    expect(o).toMatchObject({ status: 'wait_for_payment', total_amount: 125_000, paid_amount: 50_000, payable: 75_000 });
    const until = new Date(o.reserve_until).getTime();
    expect(until).toBeGreaterThanOrEqual(before + 30 * 60_000 - 1000);
    expect(until).toBeLessThanOrEqual(Date.now() + 30 * 60_000 + 1000);
    expect(await stock(p.variant)).toBe(4);
    expect(await balance(c.id)).toBe(0);
    // Not announced yet; its release is queued for the reserve time.
    expect((await db().select().from(adminNotifications).where(eq(adminNotifications.type, 'order'))).some((n) => n.data.order_id === o.id)).toBe(false);
    const [task] = await db().select().from(tasks).where(and(eq(tasks.kind, 'order_release'), eq(tasks.singletonKey, `order-release:${o.id}`)));
    expect(task).toMatchObject({ status: 'queued', input: { orderId: o.id } });
    // Not yet due: the task leaves it alone.
    expect(await releaseOrder(db(), o.id)).toBe(false);

    // More than the wallet holds, or than the order costs, is refused.
    await addToCart(c.token, p.variant, 1);
    const over = await call('POST', '/api/store/checkout', c.token, { address_id: c.address, shipping_method_id: courier, wallet_amount: 10 });
    expect(over.statusCode).toBe(422);
    expect(over.json().error.fields.wallet_amount).toMatch(/کیف پول/);
    const notServed = await call('POST', '/api/store/checkout', c.token, { address_id: c.address, shipping_method_id: elsewhere });
    expect(notServed.statusCode).toBe(422);
    expect(notServed.json().error.fields.shipping_method_id).toContain('باربری شمال');

    // Pay the rest through the demo gateway.
    const pay = await call('POST', `/api/store/orders/${o.id}/pay`, c.token, {});
    expect(pay.statusCode, pay.body).toBe(200);
    const [pm] = await db().select().from(payments).where(eq(payments.id, pay.json().data.payment_id));
    expect(pm).toMatchObject({ amount: 75_000 });
    const back = await ctx.app.inject({ method: 'GET', url: `/api/store/payments/callback?Authority=${pm!.authority}&Status=OK` });
    expect(back.statusCode).toBe(303);
    expect(await orderRow(o.id)).toMatchObject({ status: 'new', paidAmount: 125_000, paymentMethod: 'gateway', reserveUntil: null });
    expect(await stock(p.variant)).toBe(4);
    const moves = await db().select().from(stockMovements).where(eq(stockMovements.orderId, o.id));
    expect(moves.map((m) => m.change)).toEqual([-1]);
    expect((await db().select().from(adminNotifications).where(eq(adminNotifications.type, 'order'))).some((n) => n.data.order_id === o.id)).toBe(true);
    // Paid: the release finds nothing to do.
    expect(await releaseOrder(db(), o.id, new Date(Date.now() + 3600_000))).toBe(false);
  });

  it('unpaid past its reserve time: released (failed), stock back with a reason, wallet part refunded, coupon freed; a late payment goes to the wallet', async () => {
    const p = await product({ price: 150_000, stock: 3 });
    const c = await shopper(40_000);
    await addToCart(c.token, p.variant, 2);
    const r = await call('POST', '/api/store/checkout', c.token, { address_id: c.address, shipping_method_id: courier, coupon_code: 'yalda', wallet_amount: 40_000 });
    expect(r.statusCode, r.body).toBe(201);
    const o = r.json().data.order;
    expect(await stock(p.variant)).toBe(1);
    expect(await db().select().from(couponUsages).where(eq(couponUsages.orderId, o.id))).toHaveLength(1);
    const pay = await call('POST', `/api/store/orders/${o.id}/pay`, c.token, {});
    expect(pay.statusCode, pay.body).toBe(200);
    const [pm] = await db().select().from(payments).where(eq(payments.id, pay.json().data.payment_id));

    // The task runs after the reserve time.
    const later = new Date(new Date(o.reserve_until).getTime() + 1000);
    expect(await releaseOrder(db(), o.id, later)).toBe(true);
    const after = await orderRow(o.id);
    expect(after).toMatchObject({ status: 'failed', paidAmount: 0, reserveUntil: null });
    expect(after.statusDetail).toContain('پرداخت نشد');
    expect(await stock(p.variant)).toBe(3);
    const back = await db().select().from(stockMovements).where(and(eq(stockMovements.orderId, o.id), eq(stockMovements.change, 2)));
    expect(back[0]!.reason).toContain('پرداخت‌نشده');
    expect(await balance(c.id)).toBe(40_000);
    expect(await db().select().from(couponUsages).where(eq(couponUsages.orderId, o.id))).toHaveLength(0);
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, o.id));
    expect(events.some((e) => e.type === 'status' && e.data.to === 'failed')).toBe(true);
    // Twice is harmless; the sweep finds nothing either.
    expect(await releaseOrder(db(), o.id, later)).toBe(false);
    expect(await releaseOverdueOrders(db(), later)).toBe(0);
    // A new payment is refused; the one already at the bank lands in the wallet, the order stays failed.
    expect((await call('POST', `/api/store/orders/${o.id}/pay`, c.token, {})).statusCode).toBe(409);
    await ctx.app.inject({ method: 'GET', url: `/api/store/payments/callback?Authority=${pm!.authority}&Status=OK` });
    expect(await orderRow(o.id)).toMatchObject({ status: 'failed', paidAmount: 0 });
    expect(await balance(c.id)).toBe(40_000 + pm!.amount);
    expect(await stock(p.variant)).toBe(3);
  });

  it('a customer still at the bank when the time runs out keeps the order until the payment had its time', async () => {
    const p = await product({ price: 120_000, stock: 2 });
    const c = await shopper(0);
    await addToCart(c.token, p.variant, 1);
    const r = await call('POST', '/api/store/checkout', c.token, { address_id: c.address, shipping_method_id: courier });
    expect(r.statusCode, r.body).toBe(201);
    const o = r.json().data.order;
    const pay = await call('POST', `/api/store/orders/${o.id}/pay`, c.token, {});
    expect(pay.statusCode, pay.body).toBe(200);
    // The payment started five minutes before the reserve time ran out.
    const deadline = new Date(o.reserve_until).getTime();
    const started = new Date(deadline - 5 * 60_000);
    await db().update(payments).set({ createdAt: started }).where(eq(payments.id, pay.json().data.payment_id));

    const justAfter = new Date(deadline + 1000);
    expect(await releaseOrder(db(), o.id, justAfter)).toBe(false);
    expect(await releaseOverdueOrders(db(), justAfter)).toBe(0);
    const held = await orderRow(o.id);
    expect(held.status).toBe('wait_for_payment');
    expect(held.reserveUntil!.getTime()).toBe(started.getTime() + AT_THE_BANK_MS);
    expect(await stock(p.variant)).toBe(1);

    // Its time at the bank over and still unpaid: released by the sweep.
    const later = new Date(started.getTime() + AT_THE_BANK_MS + 1000);
    expect(await releaseOverdueOrders(db(), later)).toBe(1);
    expect((await orderRow(o.id)).status).toBe('failed');
    expect(await stock(p.variant)).toBe(2);
  });

  it("the admin's order tabs count a storefront order at once, not when their short cache runs out", async () => {
    const p = await product({ price: 200_000, stock: 3 });
    const c = await shopper(0);
    const waiting = async () => ((await api(ctx).get('/api/admin/orders')).json().counts.wait_for_payment as number | undefined) ?? 0;
    const before = await waiting(); // the counts are now cached (3 s)
    await addToCart(c.token, p.variant, 1);
    const r = await call('POST', '/api/store/checkout', c.token, { address_id: c.address, shipping_method_id: courier });
    expect(r.statusCode, r.body).toBe(201);
    // The checkout announced `orders` at commit; the listener drops the counts well within the cache's 3 s.
    const started = Date.now();
    await expect.poll(waiting, { timeout: 2_000, interval: 50 }).toBe(before + 1);
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it('two customers racing for the last unit: one order, the other a Persian 422; nothing half-written', async () => {
    const p = await product({ price: 80_000, stock: 1 });
    const [a, b] = [await shopper(), await shopper()];
    await addToCart(a.token, p.variant, 1);
    await addToCart(b.token, p.variant, 1);
    const [ra, rb] = await Promise.all([a, b].map((c) => call('POST', '/api/store/checkout', c.token, { address_id: c.address, shipping_method_id: courier })));
    const codes = [ra!.statusCode, rb!.statusCode].sort();
    expect(codes, `${ra!.body} ${rb!.body}`).toEqual([201, 422]);
    const lost = ra!.statusCode === 422 ? ra! : rb!;
    const loser = ra!.statusCode === 422 ? a : b;
    expect(lost.json().error.message).toMatch(/به فروش رفت/);
    expect(await stock(p.variant)).toBe(0);
    expect(await db().select().from(orders).where(eq(orders.customerId, loser.id))).toHaveLength(0);
    // The loser's cart is as it was.
    const [cart] = await db().select().from(carts).where(eq(carts.customerId, loser.id));
    expect(await db().select().from(cartItems).where(eq(cartItems.cartId, cart!.id))).toHaveLength(1);
  });

  it('the same Idempotency-Key places one order', async () => {
    const p = await product({ price: 60_000, stock: 10 });
    const c = await shopper();
    await addToCart(c.token, p.variant, 1);
    const body = { address_id: c.address, shipping_method_id: courier };
    const [r1, r2] = await Promise.all([1, 2].map(() => call('POST', '/api/store/checkout', c.token, body, { 'idempotency-key': 'checkout-42' })));
    expect([r1!.statusCode, r2!.statusCode].sort(), `${r1!.body} ${r2!.body}`).toEqual([200, 201]);
    expect(r1!.json().data.order.id).toBe(r2!.json().data.order.id);
    const r3 = await call('POST', '/api/store/checkout', c.token, body, { 'idempotency-key': 'checkout-42' });
    expect(r3.statusCode).toBe(200);
    expect(await db().select().from(orders).where(eq(orders.customerId, c.id))).toHaveLength(1);
    expect(await stock(p.variant)).toBe(9);
    expect((await call('POST', '/api/store/checkout', c.token, body, { 'idempotency-key': 'کلید' })).statusCode).toBe(400);
  });

  it('a waiting order without a reservation (older data) holds nothing: paying takes its stock, canceling returns none', async () => {
    const p = await product({ price: 70_000, stock: 6 });
    const c = await shopper();
    const placed = async () => {
      const r = await api(ctx).post('/api/admin/orders', { customer_id: c.id, address_id: c.address, shipping_method_id: courier, items: [{ variant_id: p.variant, quantity: 2 }], payment: { method: 'unpaid' } });
      expect(r.statusCode, r.body).toBe(201);
      const id = r.json().data.id as number;
      await db().transaction((tx) => changeStatus(tx, { adminId: null, ip: null }, id, 'canceled', { noCharge: true }));
      await db().update(orders).set({ status: 'wait_for_payment', reserveUntil: null }).where(eq(orders.id, id));
      return id;
    };
    const paid = await placed();
    expect(await stock(p.variant)).toBe(6);
    await db().transaction((tx) => changeStatus(tx, { adminId: null, ip: null }, paid, 'new', { payment: { method: 'gateway', tracking_code: '123' } }));
    expect(await stock(p.variant)).toBe(4);
    const dropped = await placed();
    await db().transaction((tx) => changeStatus(tx, { adminId: null, ip: null }, dropped, 'failed'));
    expect(await stock(p.variant)).toBe(4);
  });

  it('limits each customer’s checkouts', async () => {
    const c = await shopper();
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await call('POST', '/api/store/checkout', c.token, { address_id: c.address, shipping_method_id: courier })).statusCode);
    expect(codes.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(codes.slice(5)).toEqual([429, 429]);
  });
});
