import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMessage } from '@pishkhan/common/i18n/fa/order-labels';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { orderFixtures, type OrderFixtures } from '../../../../test/order-fixtures';
import { stockLevels, stockMovements } from '../../stock/stock/stock.table';
import { auditLogs } from '../../system/audit-logs/audit-log.table';
import { walletTransactions } from '../../wallet/wallets/wallet.table';
import { walletOf } from '../../wallet/wallets/wallet.service';
import { orderPayments } from './order.table';

/** The order workflow after creation: collect on delivery, tracking codes, received, returns, bulk shipping, a customer's purchases. */

let ctx: TestContext;
let fx: OrderFixtures;
let post: number;
const PATH = '/api/admin/orders';
const PERSIAN = /[\u0600-\u06FF]/;

beforeAll(async () => {
  ctx = await setupApp();
  fx = await orderFixtures(ctx);
  post = await fx.shippingMethod({ name: 'پیک', defaultPrice: 20000, minimumDelay: 0 });
});
afterAll(() => ctx.close());

const stock = async (variantId: number) =>
  (await ctx.database.db.select({ q: stockLevels.quantity }).from(stockLevels).where(eq(stockLevels.variantId, variantId)))[0]?.q ?? 0;
const balance = async (customerId: number) => (await walletOf(ctx.database.db, customerId)).balance;
const customer = (b = 0) => fx.customer({ first: 'سارا', last: 'کریمی', postalCode: '1111111111', balance: b });
const create = async (c: { id: number; address: number }, items: { variant_id: number; quantity: number }[], payment: Record<string, unknown> | undefined = { method: 'wallet' }) => {
  const r = await api(ctx).post(PATH, { customer_id: c.id, address_id: c.address, shipping_method_id: post, items, ...(payment ? { payment } : {}) });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data;
};
const setStatus = async (id: number, status: string, extra: Record<string, unknown> = {}) => api(ctx).put(`${PATH}/${id}/status`, { status, ...extra });

describe('phone orders: no payment chosen, collect on delivery, record payment later', () => {
  it('refuses an order with no payment choice (Persian 422) and records an unpaid order as unpaid', async () => {
    const p = await fx.product({ title: 'دفتر', sku: 'WF-NB', price: 100000, stock: 5 });
    const c = await customer(0);
    const none = await api(ctx).post(PATH, { customer_id: c.id, address_id: c.address, shipping_method_id: post, items: [{ variant_id: p.variant, quantity: 1 }] });
    expect(none.statusCode).toBe(422);
    expect(none.json().error.fields.payment).toMatch(PERSIAN);

    const o = await create(c, [{ variant_id: p.variant, quantity: 2 }], { method: 'unpaid' });
    expect(o).toMatchObject({ status: 'new', total_amount: 220000, paid_amount: 0, due_amount: 220000, payment_method: 'unpaid', payment_status: 'unpaid', payments: [] });
    expect(o.payment_status_label).toMatch(PERSIAN);
    expect(await stock(p.variant)).toBe(3);
    // Nothing touched the wallet (the customer has no money there).
    expect(await ctx.database.db.select().from(walletTransactions).where(eq(walletTransactions.orderId, o.id))).toHaveLength(0);
    const list = await api(ctx).get(`${PATH}?ids=${o.id}`);
    expect(list.json().data[0]).toMatchObject({ payment_status: 'unpaid' });

    // An edit changes what is due, and charges nobody.
    const edit = await api(ctx).patch(`${PATH}/${o.id}/items/${o.items[0].id}`, { quantity: 1 });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data).toMatchObject({ total_amount: 120000, paid_amount: 0, due_amount: 120000 });

    // Recording the payment needs its permission; too much is refused; the rest is recorded.
    const clerk = await ctx.adminWith(['read_order', 'update_order']);
    expect((await api(ctx, clerk.token).post(`${PATH}/${o.id}/payments`, { method: 'cash' })).statusCode).toBe(403);
    const much = await api(ctx).post(`${PATH}/${o.id}/payments`, { method: 'cash', amount: 500000 });
    expect(much.statusCode).toBe(422);
    expect(much.json().error.fields.amount).toMatch(PERSIAN);
    const part = await api(ctx).post(`${PATH}/${o.id}/payments`, { method: 'cash', amount: '۲۰٬۰۰۰' });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().data).toMatchObject({ paid_amount: 20000, due_amount: 100000, payment_status: 'partial' });
    const rest = await api(ctx).post(`${PATH}/${o.id}/payments`, { method: 'card', tracking_code: '۱۲۳۴' });
    expect(rest.json().data).toMatchObject({ paid_amount: 120000, due_amount: 0, payment_status: 'paid', payment_method: 'card' });
    expect(rest.json().data.payments).toMatchObject([{ method: 'cash', amount: 20000 }, { method: 'card', amount: 100000, tracking_code: '1234' }]);
    expect((await api(ctx).post(`${PATH}/${o.id}/payments`, { method: 'cash' })).statusCode).toBe(409);
    const logged = await ctx.database.db.select().from(auditLogs).where(and(eq(auditLogs.entity, 'order'), eq(auditLogs.entityId, String(o.id)), eq(auditLogs.action, 'payment')));
    expect(logged).toHaveLength(2);
  });

  it('cash is still a payment received now', async () => {
    const p = await fx.product({ title: 'مداد', sku: 'WF-PN', price: 10000, stock: 5 });
    const c = await customer(0);
    const o = await create(c, [{ variant_id: p.variant, quantity: 1 }], { method: 'cash' });
    expect(o).toMatchObject({ paid_amount: 30000, payment_status: 'paid', payment_method: 'cash' });
  });
});

describe('shipping with a postal tracking code', () => {
  it('takes the code in the ship step, validates it as the postal import does, refuses a code of another order, audits it', async () => {
    const p = await fx.product({ title: 'کیف', sku: 'WF-BG', price: 50000, stock: 20 });
    const c = await customer(1_000_000);
    const a = await create(c, [{ variant_id: p.variant, quantity: 1 }]);
    const b = await create(c, [{ variant_id: p.variant, quantity: 1 }]);

    const bad = await setStatus(a.id, 'delivered', { post_tracking_code: '12AB' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields.post_tracking_code).toMatch(PERSIAN);
    const tooLong = await setStatus(a.id, 'delivered', { post_tracking_code: '1'.repeat(41) });
    expect(tooLong.statusCode).toBe(422);
    const wrongStatus = await setStatus(a.id, 'in_progress', { post_tracking_code: '123456' });
    expect(wrongStatus.statusCode).toBe(422);

    const ok = await setStatus(a.id, 'delivered', { post_tracking_code: '۱۲۳۴ ۵۶۷۸ ۹۰۱۲ ۳۴۵۶ ۷۸۹۰' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 'delivered', post_tracking_code: '12345678901234567890' });
    expect(ok.json().data.events[0]).toMatchObject({ type: 'tracking', data: { code: '12345678901234567890' } });

    const twin = await setStatus(b.id, 'delivered', { post_tracking_code: '12345678901234567890' });
    expect(twin.statusCode).toBe(422);
    expect(twin.json().error.message).toBe(orderMessage('tracking_taken', { id: a.id }));

    // Corrected later through the order's edit.
    const fix = await api(ctx).patch(`${PATH}/${a.id}`, { post_tracking_code: '99999999999999999999' });
    expect(fix.statusCode, fix.body).toBe(200);
    expect(fix.json().data.post_tracking_code).toBe('99999999999999999999');
    const audits = await ctx.database.db.select().from(auditLogs).where(and(eq(auditLogs.entity, 'order'), eq(auditLogs.entityId, String(a.id))));
    expect(audits.map((x) => x.changes).filter((x) => x && 'post_tracking_code' in (x as object))).toHaveLength(2);
  });

  it('ships many orders at once with their tracking codes; refuses what the rule refuses and says why', async () => {
    const p = await fx.product({ title: 'کلاه', sku: 'WF-HT', price: 40000, stock: 20 });
    const c = await customer(1_000_000);
    const a = await create(c, [{ variant_id: p.variant, quantity: 1 }]);
    const b = await create(c, [{ variant_id: p.variant, quantity: 1 }]);
    const x = await create(c, [{ variant_id: p.variant, quantity: 1 }]);
    expect((await setStatus(x.id, 'canceled')).statusCode).toBe(200);

    const notListed = await api(ctx).post(`${PATH}/status`, { ids: [a.id], status: 'delivered', tracking_codes: [{ id: b.id, code: '5555' }] });
    expect(notListed.statusCode).toBe(422);
    const wrong = await api(ctx).post(`${PATH}/status`, { ids: [a.id], status: 'in_progress', tracking_codes: [{ id: a.id, code: '5555' }] });
    expect(wrong.statusCode).toBe(422);

    const r = await api(ctx).post(`${PATH}/status`, {
      ids: [a.id, b.id, x.id],
      status: 'delivered',
      tracking_codes: [
        { id: a.id, code: '۷۷۷۷۱' },
        { id: b.id, code: '77772' },
      ],
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.changed).toEqual([a.id, b.id]);
    expect(r.json().data.refused).toMatchObject([{ id: x.id }]);
    expect(r.json().data.refused[0].message).toMatch(PERSIAN);
    const list = (await api(ctx).get(`${PATH}?ids=${a.id},${b.id}&sort=id`)).json().data;
    expect(list.map((o: { post_tracking_code: string }) => o.post_tracking_code)).toEqual(['77771', '77772']);
  });
});

describe('received and returns', () => {
  const shipped = async (qty: number, bal = 1_000_000) => {
    const shirt = await fx.product({ title: 'پیراهن', sku: `WF-SH-${Math.random()}`, price: 100000, stock: 10 });
    const sock = await fx.product({ title: 'جوراب', sku: `WF-SK-${Math.random()}`, price: 20000, stock: 10 });
    const c = await customer(bal);
    const o = await create(c, [
      { variant_id: shirt.variant, quantity: qty },
      { variant_id: sock.variant, quantity: 1 },
    ]);
    return { o, c, shirt, sock };
  };

  it('goes shipped → received; refuses returns on an order that is not shipped or received', async () => {
    const { o } = await shipped(1);
    const early = await api(ctx).post(`${PATH}/${o.id}/returns`, { items: [{ item_id: o.items[0].id, quantity: 1 }] });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toMatch(PERSIAN);
    expect((await setStatus(o.id, 'received')).statusCode).toBe(409); // new → received is not a step
    expect((await setStatus(o.id, 'delivered')).statusCode).toBe(200);
    const rec = await setStatus(o.id, 'received');
    expect(rec.statusCode, rec.body).toBe(200);
    expect(rec.json().data).toMatchObject({ status: 'received', status_label: 'تحویل مشتری شده' });
    expect((await api(ctx).post(`${PATH}/${o.id}/returns`, { items: [{ item_id: o.items[0].id, quantity: 1 }] })).statusCode).toBe(201);
  });

  it('returns part of one line: stock back through the ledger, the wallet credited in the same step; more than sold is refused', async () => {
    const { o, c, shirt, sock } = await shipped(3);
    expect(await stock(shirt.variant)).toBe(7);
    const before = await balance(c.id);
    expect((await setStatus(o.id, 'delivered')).statusCode).toBe(200);
    const line = o.items.find((i: { variant_id: number }) => i.variant_id === shirt.variant);

    const tooMany = await api(ctx).post(`${PATH}/${o.id}/returns`, { items: [{ item_id: line.id, quantity: 4 }] });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().error.fields['items.0.quantity']).toBe(orderMessage('return_too_many', { title: 'پیراهن', max: 3 }));
    const reader = await ctx.adminWith(['read_order', 'change_order_status']);
    expect((await api(ctx, reader.token).post(`${PATH}/${o.id}/returns`, { items: [{ item_id: line.id, quantity: 1 }] })).statusCode).toBe(403);

    const asked = await api(ctx).post(`${PATH}/${o.id}/returns`, { items: [{ item_id: line.id, quantity: 2 }], note: 'سایز کوچک بود' });
    expect(asked.statusCode, asked.body).toBe(201);
    const ret = asked.json().data.returns[0];
    expect(ret).toMatchObject({ status: 'requested', amount: 200000, items: [{ item_id: line.id, quantity: 2 }] });
    expect(await stock(shirt.variant)).toBe(7); // asked, not back yet
    // What is asked back counts: only one more shirt may be asked for.
    expect((await api(ctx).post(`${PATH}/${o.id}/returns`, { items: [{ item_id: line.id, quantity: 2 }] })).statusCode).toBe(422);
    // An order with a return is not canceled around it, nor edited.
    expect((await setStatus(o.id, 'canceled')).statusCode).toBe(409);
    expect((await api(ctx).patch(`${PATH}/${o.id}/items/${line.id}`, { quantity: 1 })).statusCode).toBe(409);

    const done = await api(ctx).post(`${PATH}/${o.id}/returns/${ret.id}/complete`, { refund_method: 'wallet' });
    expect(done.statusCode, done.body).toBe(200);
    const d = done.json().data;
    expect(d.returns[0]).toMatchObject({ status: 'returned', refunded_amount: 200000, refund_method: 'wallet' });
    expect(d).toMatchObject({ returned_amount: 200000, paid_amount: o.total_amount - 200000, payment_status: 'paid', due_amount: 0 });
    expect(d.items.find((i: { id: number }) => i.id === line.id)).toMatchObject({ quantity: 3, returned_quantity: 2 });
    expect(await stock(shirt.variant)).toBe(9);
    expect(await stock(sock.variant)).toBe(9);
    expect(await balance(c.id)).toBe(before + 200000);
    const moves = await ctx.database.db.select().from(stockMovements).where(and(eq(stockMovements.orderId, o.id), eq(stockMovements.type, 'order_return')));
    expect(moves).toMatchObject([{ variantId: shirt.variant, change: 2 }]);
    const [tx] = await ctx.database.db.select().from(walletTransactions).where(and(eq(walletTransactions.orderId, o.id), eq(walletTransactions.type, 'order_refund')));
    expect(tx).toMatchObject({ amount: 200000 });
    expect(await ctx.database.db.select().from(auditLogs).where(eq(auditLogs.entity, 'order_return'))).not.toHaveLength(0);
    // Completed once only.
    expect((await api(ctx).post(`${PATH}/${o.id}/returns/${ret.id}/complete`, { refund_method: 'wallet' })).statusCode).toBe(409);
  });

  it('records a cash refund without touching the wallet; a withdrawn request frees its quantity', async () => {
    const { o, c, shirt } = await shipped(2);
    expect((await setStatus(o.id, 'delivered')).statusCode).toBe(200);
    const line = o.items.find((i: { variant_id: number }) => i.variant_id === shirt.variant);
    const first = (await api(ctx).post(`${PATH}/${o.id}/returns`, { items: [{ item_id: line.id, quantity: 2 }] })).json().data.returns[0];
    const cancel = await api(ctx).post(`${PATH}/${o.id}/returns/${first.id}/cancel`);
    expect(cancel.json().data.returns[0]).toMatchObject({ status: 'canceled' });
    const second = (await api(ctx).post(`${PATH}/${o.id}/returns`, { items: [{ item_id: line.id, quantity: 1 }] })).json().data.returns[0];
    const before = await balance(c.id);
    const done = await api(ctx).post(`${PATH}/${o.id}/returns/${second.id}/complete`, { refund_method: 'cash' });
    expect(done.statusCode, done.body).toBe(200);
    expect(await balance(c.id)).toBe(before);
    const pays = await ctx.database.db.select().from(orderPayments).where(eq(orderPayments.orderId, o.id));
    expect(pays.find((x) => x.amount < 0)).toMatchObject({ method: 'cash', amount: -100000 });
  });

  it('an unpaid (collect on delivery) order returned in part owes less and refunds nothing', async () => {
    const p = await fx.product({ title: 'شال', sku: 'WF-SC', price: 50000, stock: 5 });
    const c = await customer(0);
    const o = await create(c, [{ variant_id: p.variant, quantity: 2 }], { method: 'unpaid' });
    expect((await setStatus(o.id, 'delivered')).statusCode).toBe(200);
    const r = (await api(ctx).post(`${PATH}/${o.id}/returns`, { items: [{ item_id: o.items[0].id, quantity: 1 }] })).json().data.returns[0];
    const d = (await api(ctx).post(`${PATH}/${o.id}/returns/${r.id}/complete`, { refund_method: 'wallet' })).json().data;
    expect(d).toMatchObject({ returned_amount: 50000, paid_amount: 0, due_amount: o.total_amount - 50000 });
    expect(d.returns[0]).toMatchObject({ refunded_amount: 0 });
    expect(await balance(c.id)).toBe(0);
  });

  it('two return requests for the whole of one line at the same time: one succeeds', async () => {
    const { o, shirt } = await shipped(2);
    expect((await setStatus(o.id, 'delivered')).statusCode).toBe(200);
    const line = o.items.find((i: { variant_id: number }) => i.variant_id === shirt.variant);
    const body = { items: [{ item_id: line.id, quantity: 2 }] };
    const [a, b] = await Promise.all([api(ctx).post(`${PATH}/${o.id}/returns`, body), api(ctx).post(`${PATH}/${o.id}/returns`, body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 422]);
    const d = (await api(ctx).get(`${PATH}/${o.id}`)).json().data;
    expect(d.returns).toHaveLength(1);
    expect(d.items.find((i: { id: number }) => i.id === line.id)).toMatchObject({ return_requested_quantity: 2 });
  });
});

describe("a customer's purchases", () => {
  it('lists online orders and in-store sales with counts and totals (canceled and voided left out, returns subtracted)', async () => {
    const p = await fx.product({ title: 'لیوان', sku: 'WF-MG', price: 30000, stock: 50 });
    const c = await customer(1_000_000);
    const kept = await create(c, [{ variant_id: p.variant, quantity: 2 }]); // 60,000 + 20,000 shipping
    const gone = await create(c, [{ variant_id: p.variant, quantity: 1 }]);
    expect((await setStatus(gone.id, 'canceled')).statusCode).toBe(200);
    expect((await setStatus(kept.id, 'delivered')).statusCode).toBe(200);
    const r = (await api(ctx).post(`${PATH}/${kept.id}/returns`, { items: [{ item_id: kept.items[0].id, quantity: 1 }] })).json().data.returns[0];
    expect((await api(ctx).post(`${PATH}/${kept.id}/returns/${r.id}/complete`, { refund_method: 'wallet' })).statusCode).toBe(200);
    const sale = await api(ctx).post('/api/admin/shop/sales', { lines: [{ variant_id: p.variant, quantity: 1 }], customer: { id: c.id }, payments: { cash: 30000 } });
    expect(sale.statusCode, sale.body).toBe(201);
    const voided = await api(ctx).post('/api/admin/shop/sales', { lines: [{ variant_id: p.variant, quantity: 1 }], customer: { id: c.id }, payments: { cash: 30000 } });
    expect((await api(ctx).post(`/api/admin/shop/sales/${voided.json().data.id}/void`, { reason: 'اشتباه' })).statusCode).toBe(200);

    const res = await api(ctx).get(`/api/admin/customers/${c.id}/purchases?per_page=3`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.summary).toEqual({ online: { count: 1, total: 50000 }, in_store: { count: 1, total: 30000 }, count: 2, total: 80000 });
    expect(body.meta).toMatchObject({ total: 4, last_page: 2 });
    expect(body.data.map((x: { kind: string }) => x.kind)).toEqual(['sale', 'sale', 'order']);
    expect(body.data[0]).toMatchObject({ kind: 'sale', status: 'voided', counted: false });
    expect(body.data[2]).toMatchObject({ kind: 'order', id: gone.id, counted: false, status_label: 'لغو شده' });
    // The counter's customer lookup counts the same way.
    const lookup = (await api(ctx).get(`/api/admin/shop/customer?mobile=${c.mobile}`)).json().data;
    expect(lookup.stats).toMatchObject({ online: { orders_count: 1, orders_total: 50000 }, shop: { sales_count: 1, sales_total: 30000 } });
    const page2 = (await api(ctx).get(`/api/admin/customers/${c.id}/purchases?per_page=3&page=2`)).json();
    expect(page2.data).toMatchObject([{ kind: 'order', id: kept.id, amount: 50000, counted: true }]);

    // Each part needs its own permission.
    const onlyCustomers = await ctx.adminWith(['read_customer']);
    const limited = (await api(ctx, onlyCustomers.token).get(`/api/admin/customers/${c.id}/purchases`)).json();
    expect(limited).toMatchObject({ data: [], summary: { online: null, in_store: null } });
    const ordersToo = await ctx.adminWith(['read_customer', 'read_order']);
    const online = (await api(ctx, ordersToo.token).get(`/api/admin/customers/${c.id}/purchases`)).json();
    expect(online.summary).toMatchObject({ online: { count: 1 }, in_store: null });
    expect(online.data.every((x: { kind: string }) => x.kind === 'order')).toBe(true);
    expect((await api(ctx, (await ctx.adminWith(['read_order'])).token).get(`/api/admin/customers/${c.id}/purchases`)).statusCode).toBe(403);
  });
});
