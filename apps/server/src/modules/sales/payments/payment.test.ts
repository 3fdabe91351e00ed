import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPersianDigits } from '@pishkhan/common/text';
import type { Config } from '../../../config/env';
import { loadConfig } from '../../../config/env';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { orderFixtures, type OrderFixtures } from '../../../../test/order-fixtures';
import { startZarinpalSandbox, type ZarinpalSandbox } from '../../../../test/zarinpal';
import { stockLevels, stockMovements } from '../../stock/stock/stock.table';
import { adminNotifications } from '../../system/notifications/notification.table';
import { tasks } from '../../system/tasks/task.table';
import { walletOf } from '../../wallet/wallets/wallet.service';
import { walletTransactions } from '../../wallet/wallets/wallet.table';
import { changeStatus } from '../orders/order.lifecycle';
import { orderEvents, orderPayments, orders } from '../orders/order.table';
import { testGatewayWarning } from '../../../lib/payments';
import { startOrderPayment, startPayment, startWalletTopup } from './payment.service';
import { payments } from './payment.table';
import { paymentVerifyTask } from './payment.verify';
import { TaskFailure, type TaskContext } from '../../../lib/queue';
import type { FastifyRequest } from 'fastify';
import { openCustomerSession } from '../../storefront/accounts/account.session';

let ctx: TestContext;
let fx: OrderFixtures;
let zp: ZarinpalSandbox;
let shipping: number;
let config: Config;
const MERCHANT = 'a1b2c3d4-e5f6-4711-8a9b-0c1d2e3f4a5b';
const CALLBACK = '/api/store/payments/callback';

beforeAll(async () => {
  zp = await startZarinpalSandbox();
  // The gateway's answers count as unknown after 300 ms; the re-verification task runs here.
  const env = { ZARINPAL_API_URL: zp.url, GATEWAY_TIMEOUT_MS: '300' };
  ctx = await setupApp({ jobs: true, env });
  config = loadConfig({ DATA_DIR: ctx.dataDir, LOG_LEVEL: 'silent', ...env });
  fx = await orderFixtures(ctx);
  shipping = await fx.shippingMethod({ name: 'پیک', defaultPrice: 20000, minimumDelay: 1 });
  const r = await api(ctx).put('/api/admin/settings/payment', { payment_gateway: 'zarinpal', zarinpal_merchant_id: MERCHANT, payment_return_url: 'https://shop.example.com/payment/result?from=bank' });
  expect(r.statusCode, r.body).toBe(200);
});
afterAll(async () => {
  await ctx?.close();
  await zp?.close();
});

const db = () => ctx.database.db;
const balance = async (customerId: number) => (await walletOf(db(), customerId)).balance;
const row = async (id: number) => (await db().select().from(payments).where(eq(payments.id, id)))[0]!;
const topups = (customerId: number) => db().select().from(walletTransactions).where(and(eq(walletTransactions.customerId, customerId), eq(walletTransactions.type, 'gateway_topup')));
const customer = (name = 'سارا') => fx.customer({ first: name, last: 'کریمی', postalCode: '1234567890', balance: 0 });
const topUp = (customerId: number, amount: number) => startWalletTopup(db(), config, { customerId, amount });
const callback = (query: string) => ctx.app.inject({ method: 'GET', url: `${CALLBACK}?${query}` });
const returned = (res: { statusCode: number; headers: Record<string, unknown> }) => {
  expect(res.statusCode).toBe(303);
  return new URL(String(res.headers.location));
};

async function until<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('payment settings', () => {
  it('keeps the merchant id masked, checks the return address, and chooses the gateway', async () => {
    const g = await api(ctx).get('/api/admin/settings/payment');
    expect(g.statusCode).toBe(200);
    const s = Object.fromEntries(g.json().data.settings.map((x: { name: string }) => [x.name, x]));
    expect(s.zarinpal_merchant_id).toMatchObject({ type: 'secret', value: '', is_set: true, masked: '••••4a5b' });
    expect(g.body).not.toContain(MERCHANT);
    expect(s.payment_gateway.value).toBe('zarinpal');
    expect(s.zarinpal_sandbox.value).toBe(true);
    const bad = await api(ctx).put('/api/admin/settings/payment', { payment_return_url: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields.payment_return_url).toMatch(/نشانی کاملی/);
    const odd = await api(ctx).put('/api/admin/settings/payment', { payment_gateway: 'paypal' });
    expect(odd.statusCode).toBe(422);
  });

  it('a production start with the demo gateway is warned about (not stopped); Zarinpal, or a development start, is not', async () => {
    const db = ctx.database.db;
    expect(await testGatewayWarning(db, { nodeEnv: 'production' })).toBeNull();
    expect((await api(ctx).put('/api/admin/settings/payment', { payment_gateway: 'test' })).statusCode).toBe(200);
    try {
      expect(await testGatewayWarning(db, { nodeEnv: 'production' })).toMatch(/WARNING: payments use the demo "test" gateway/);
      expect(await testGatewayWarning(db, { nodeEnv: 'development' })).toBeNull();
    } finally {
      expect((await api(ctx).put('/api/admin/settings/payment', { payment_gateway: 'zarinpal' })).statusCode).toBe(200);
    }
  });
});

describe('wallet top-up through Zarinpal (local sandbox)', () => {
  it('pays: the sandbox is asked in Rials, the callback verifies, the wallet is credited with a ledger row, the customer goes back with the result', async () => {
    const c = await customer();
    const start = await topUp(c.id, 50_000);
    expect(start.redirectUrl).toBe(`${zp.url}/pg/StartPay/${start.authority}`);
    const at = zp.payments.get(start.authority)!;
    expect(at).toMatchObject({ amount: 500_000, merchantId: MERCHANT, callbackUrl: `http://localhost:${config.port}/api/store/payments/callback`, description: 'افزایش موجودی کیف پول', mobile: c.mobile });
    expect(await row(start.id)).toMatchObject({ status: 'pending', amount: 50_000, amountRials: 500_000, gateway: 'zarinpal', customerId: c.id, purpose: 'wallet_topup' });

    zp.pay(start.authority);
    const url = returned(await callback(`Authority=${start.authority}&Status=OK`));
    expect(url.origin + url.pathname).toBe('https://shop.example.com/payment/result');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ from: 'bank', payment: String(start.id), status: 'paid', purpose: 'wallet_topup', ref_id: String(at.refId) });
    const p = await row(start.id);
    expect(p).toMatchObject({ status: 'paid', refId: String(at.refId), cardPan: '502229******5995', verifyAttempts: 1 });
    expect(p.paidAt).toBeInstanceOf(Date);
    expect(await balance(c.id)).toBe(50_000);
    const ledger = await topups(c.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ amount: 50_000, balanceAfter: 50_000, idempotencyKey: `payment:${start.id}` });
    expect(ledger[0]!.reason).toContain(String(at.refId));
  });

  it('the customer cancels at the bank: the payment is canceled, nothing credited', async () => {
    const c = await customer();
    const start = await topUp(c.id, 20_000);
    const url = returned(await callback(`Authority=${start.authority}&Status=NOK`));
    expect(url.searchParams.get('status')).toBe('canceled');
    expect(await row(start.id)).toMatchObject({ status: 'canceled', refId: null });
    expect(zp.verifyCalls.get(start.authority)).toBe(1);
    expect(await balance(c.id)).toBe(0);
    expect(await topups(c.id)).toHaveLength(0);
    // Coming back again changes nothing and does not ask the bank again.
    expect(returned(await callback(`Authority=${start.authority}&Status=OK`)).searchParams.get('status')).toBe('canceled');
    expect(zp.verifyCalls.get(start.authority)).toBe(1);
  });

  it('a double callback (both at once, then a reload) verifies once and credits once', async () => {
    const c = await customer();
    const start = await topUp(c.id, 30_000);
    zp.pay(start.authority);
    const [a, b] = await Promise.all([callback(`Authority=${start.authority}&Status=OK`), callback(`Authority=${start.authority}&Status=OK`)]);
    expect(returned(a).searchParams.get('status')).toBe('paid');
    expect(returned(b).searchParams.get('status')).toBe('paid');
    const again = await ctx.app.inject({ method: 'POST', url: CALLBACK, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `Authority=${start.authority}&Status=OK` });
    expect(returned(again).searchParams.get('status')).toBe('paid');
    expect(zp.verifyCalls.get(start.authority)).toBe(1);
    expect(await balance(c.id)).toBe(30_000);
    expect(await topups(c.id)).toHaveLength(1);
  });

  it('a callback for another amount is refused and credits nothing; a payment of another amount at the bank fails', async () => {
    const c = await customer();
    const start = await topUp(c.id, 40_000);
    zp.pay(start.authority);
    const forged = await callback(`Authority=${start.authority}&Status=OK&Amount=4000000`);
    expect(forged.statusCode).toBe(409);
    expect(forged.json().error.code).toBe('payment_amount_mismatch');
    expect(await row(start.id)).toMatchObject({ status: 'pending' });
    expect(zp.verifyCalls.get(start.authority)).toBeUndefined();

    const other = await topUp(c.id, 60_000);
    zp.pay(other.authority, 100_000);
    expect(returned(await callback(`Authority=${other.authority}&Status=OK`)).searchParams.get('status')).toBe('failed');
    expect(await row(other.id)).toMatchObject({ status: 'failed', refId: null });
    expect((await row(other.id)).note).toMatch(/مبلغ/);
    expect(await balance(c.id)).toBe(0);
    expect(await topups(c.id)).toHaveLength(0);
    // An unknown authority goes back as not found, without asking the bank.
    expect(returned(await callback('Authority=S999&Status=OK')).searchParams.get('status')).toBe('not_found');
    expect(zp.verifyCalls.get('S999')).toBeUndefined();
  });

  it('a verification that times out is unknown, then the queued task verifies again (with a retry) and credits once', async () => {
    const c = await customer();
    const start = await topUp(c.id, 70_000);
    zp.pay(start.authority);
    // The callback's verification and the task's first attempt both time out; the retry gets 101.
    zp.delayVerify(1500, 2);
    const url = returned(await callback(`Authority=${start.authority}&Status=OK`));
    expect(url.searchParams.get('status')).toBe('unknown');
    expect((await row(start.id)).status).toBe('unknown');
    expect(await balance(c.id)).toBe(0);
    const [task] = await db().select().from(tasks).where(and(eq(tasks.kind, 'payment_verify'), eq(tasks.singletonKey, `payment:${start.id}`)));
    expect(task).toBeDefined();
    // A second callback meanwhile neither verifies nor queues again.
    expect(returned(await callback(`Authority=${start.authority}&Status=OK`)).searchParams.get('status')).toBe('unknown');

    const p = await until(() => row(start.id), (r) => r.status === 'paid');
    expect(p).toMatchObject({ status: 'paid', refId: String(zp.payments.get(start.authority)!.refId), verifyAttempts: 3 });
    expect(zp.verifyCalls.get(start.authority)).toBe(3);
    expect(await balance(c.id)).toBe(70_000);
    expect(await topups(c.id)).toHaveLength(1);
    const done = await until(
      async () => (await db().select().from(tasks).where(eq(tasks.id, task!.id)))[0]!,
      (t) => t.status === 'done',
    );
    expect(done).toMatchObject({ status: 'done', attempts: 2 });
    expect(await db().select().from(tasks).where(eq(tasks.kind, 'payment_verify'))).toHaveLength(1);
  });

  it('the re-verification keeps an unanswered payment unknown (the queue retries), and its last attempt gives it up as failed', async () => {
    const c = await customer();
    const start = await topUp(c.id, 15_000);
    zp.pay(start.authority);
    await db().update(payments).set({ status: 'unknown' }).where(eq(payments.id, start.id));
    const run = (lastAttempt: boolean) =>
      paymentVerifyTask.handler({ db: db(), config, lastAttempt, attempt: lastAttempt ? 8 : 1, taskId: 0, createdBy: null, signal: new AbortController().signal, progress: async () => {}, log: ctx.app.log } as TaskContext, { paymentId: start.id });
    zp.answerNextVerify(502, '<html>Bad Gateway</html>');
    await expect(run(false)).rejects.toBeInstanceOf(TaskFailure);
    expect(await row(start.id)).toMatchObject({ status: 'unknown', verifyAttempts: 1 });
    zp.answerNextVerify(502, '<html>Bad Gateway</html>');
    expect(await run(true)).toEqual({ payment_id: start.id, status: 'failed' });
    expect((await row(start.id)).note).toMatch(/کارت پرداخت‌کننده/);
    expect(await balance(c.id)).toBe(0);
    // Settled: a later run leaves it alone.
    expect(await run(false)).toEqual({ payment_id: start.id, status: 'failed' });
    expect(zp.verifyCalls.get(start.authority)).toBe(2);
  });

  it('a gateway that is not configured refuses to start (503), one that refuses the request answers 502 with its reason; nothing is recorded', async () => {
    const c = await customer();
    // 50 Toman = 500 Rials: under Zarinpal's minimum, its -9.
    await expect(startPayment(db(), config, { purpose: 'wallet_topup', subjectId: c.id, customerId: c.id, amount: 50, description: 'x' })).rejects.toMatchObject({ status: 502, code: 'payment_gateway_refused', message: expect.stringContaining('داده‌های ارسالی نادرست') });
    await expect(topUp(c.id, 999)).rejects.toMatchObject({ status: 422, code: 'payment_topup_too_small' });
    await api(ctx).put('/api/admin/settings/payment', { zarinpal_merchant_id: null });
    await expect(topUp(c.id, 10_000)).rejects.toMatchObject({ status: 503, code: 'payment_gateway_not_configured' });
    await api(ctx).put('/api/admin/settings/payment', { zarinpal_merchant_id: MERCHANT });
    expect(await db().select().from(payments).where(eq(payments.customerId, c.id))).toHaveLength(0);
  });
});

describe('paying an order through the demo gateway', () => {
  /** An order as checkout leaves it: placed, nothing paid, waiting for payment and holding its stock. */
  async function waitingOrder(c: { id: number; address: number }, variant: number, quantity: number) {
    const r = await api(ctx).post('/api/admin/orders', { customer_id: c.id, address_id: c.address, shipping_method_id: shipping, items: [{ variant_id: variant, quantity }], payment: { method: 'unpaid' } });
    expect(r.statusCode, r.body).toBe(201);
    const id = r.json().data.id as number;
    await db().update(orders).set({ status: 'wait_for_payment', paymentMethod: null, reserveUntil: new Date(Date.now() + 30 * 60_000) }).where(eq(orders.id, id));
    return (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
  }
  const stock = async (variantId: number) => (await db().select({ q: stockLevels.quantity }).from(stockLevels).where(eq(stockLevels.variantId, variantId)))[0]?.q ?? 0;

  beforeAll(async () => {
    await api(ctx).put('/api/admin/settings/payment', { payment_gateway: 'test', payment_return_url: null });
  });

  it('shows the Persian demo page; «paid» activates the order with a gateway payment row and the new-order notification', async () => {
    const c = await customer('نگار');
    const p = await fx.product({ title: 'دفتر', sku: 'NB-1', price: 80_000, stock: 5 });
    const o = await waitingOrder(c, p.variant, 2);
    expect(o).toMatchObject({ status: 'wait_for_payment', paidAmount: 0, totalAmount: 180_000 });
    // Reserved when placed.
    expect(await stock(p.variant)).toBe(3);
    // Only the customer's own order, only while it waits for payment.
    const other = await customer('رضا');
    await expect(startOrderPayment(db(), config, { orderId: o.id, customerId: other.id })).rejects.toMatchObject({ status: 404 });
    const start = await startOrderPayment(db(), config, { orderId: o.id, customerId: c.id });
    expect(await row(start.id)).toMatchObject({ purpose: 'order', subjectId: o.id, amount: 180_000, amountRials: 1_800_000, gateway: 'test' });
    const pageUrl = new URL(start.redirectUrl);
    expect(pageUrl.pathname).toBe(`/api/store/payments/test-gateway/${start.authority}`);

    const page = await ctx.app.inject({ method: 'GET', url: pageUrl.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('dir="rtl"');
    expect(page.body).toContain('پرداخت موفق');
    expect(page.body).toContain('انصراف');
    expect(page.body).toContain('۱,۸۰۰,۰۰۰ ریال');
    expect(page.body).toContain('/api/store/payments/font.woff2');
    expect(page.body).not.toMatch(/<script|<form|\son\w+=/i);
    // The app's CSP: no script at all, styles inline, the font from this server.
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    const font = await ctx.app.inject({ method: 'GET', url: '/api/store/payments/font.woff2' });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');

    const ok = page.body.match(/href="([^"]*Status=OK)"/)![1]!.replace(/&#38;/g, '&');
    const url = returned(await ctx.app.inject({ method: 'GET', url: ok }));
    expect(url.pathname).toBe('/api/store/payments/result');
    expect(url.searchParams.get('status')).toBe('paid');
    expect(url.searchParams.get('order')).toBe(String(o.id));
    const paid = await row(start.id);
    expect(paid).toMatchObject({ status: 'paid', gateway: 'test', note: null });

    const after = (await db().select().from(orders).where(eq(orders.id, o.id)))[0]!;
    expect(after).toMatchObject({ status: 'new', paidAmount: 180_000, paymentMethod: 'gateway' });
    // Paying moves no stock: the order has held it since it was placed.
    expect(await stock(p.variant)).toBe(3);
    const moved = await db().select().from(stockMovements).where(eq(stockMovements.orderId, o.id));
    expect(moved.map((m) => m.change)).toEqual([-2]);
    const rows = await db().select().from(orderPayments).where(eq(orderPayments.orderId, o.id));
    expect(rows).toEqual([expect.objectContaining({ method: 'gateway', amount: 180_000, trackingCode: paid.refId })]);
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, o.id));
    expect(events.some((e) => e.type === 'status' && e.data.to === 'new')).toBe(true);
    const notes = await db().select().from(adminNotifications).where(eq(adminNotifications.type, 'order'));
    expect(notes.some((n) => n.data.order_id === o.id)).toBe(true);
    expect(await balance(c.id)).toBe(0);

    const result = await ctx.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(result.statusCode).toBe(200);
    expect(result.body).toContain('پرداخت موفق');
    expect(result.body).toContain(toPersianDigits(paid.refId!));
    // The page of a finished payment is gone.
    expect((await ctx.app.inject({ method: 'GET', url: pageUrl.pathname })).statusCode).toBe(404);
  });

  it('the signed-in customer starts the payments through the store: their own waiting order, a wallet top-up (Persian digits); never another’s', async () => {
    const c = await customer('بهار');
    const stranger = await customer('کاوه');
    const session = async (id: number) => openCustomerSession(db(), id, { headers: {}, ip: '127.0.0.1' } as FastifyRequest);
    const [mine, theirs] = [await session(c.id), await session(stranger.id)];
    const post = (token: string | null, url: string, payload: object = {}) =>
      ctx.app.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
    const p = await fx.product({ title: 'خودکار', sku: 'PEN-9', price: 30_000, stock: 5 });
    const o = await waitingOrder(c, p.variant, 1);

    expect((await post(null, `/api/store/orders/${o.id}/pay`)).statusCode).toBe(401);
    expect((await post(theirs, `/api/store/orders/${o.id}/pay`)).statusCode).toBe(404);
    const pay = await post(mine, `/api/store/orders/${o.id}/pay`);
    expect(pay.statusCode, pay.body).toBe(200);
    const start = pay.json().data as { payment_id: number; redirect_url: string };
    expect(new URL(start.redirect_url).pathname).toMatch(/^\/api\/store\/payments\/test-gateway\//);
    expect(await row(start.payment_id)).toMatchObject({ purpose: 'order', subjectId: o.id, customerId: c.id, status: 'pending' });

    const top = await post(mine, '/api/store/wallet/top-up', { amount: '۵۰۰٬۰۰۰' });
    expect(top.statusCode, top.body).toBe(200);
    const t = top.json().data as { payment_id: number; redirect_url: string };
    const page = await ctx.app.inject({ method: 'GET', url: new URL(t.redirect_url).pathname });
    const ok = page.body.match(/href="([^"]*Status=OK)"/)![1]!.replace(/&#38;/g, '&');
    returned(await ctx.app.inject({ method: 'GET', url: ok }));
    expect(await row(t.payment_id)).toMatchObject({ purpose: 'wallet_topup', customerId: c.id, status: 'paid' });
    expect(await balance(c.id)).toBe(500_000);
    expect(await balance(stranger.id)).toBe(0);
    expect((await post(mine, '/api/store/wallet/top-up', { amount: -5 })).statusCode).toBe(422);
    expect((await post(mine, '/api/store/wallet/top-up', {})).statusCode).toBe(422);
  });

  it('«cancel» leaves the order waiting; an order that changed meanwhile sends the money to the wallet instead', async () => {
    const c = await customer('لیلا');
    const p = await fx.product({ title: 'مداد', sku: 'PN-1', price: 10_000, stock: 5 });
    const o = await waitingOrder(c, p.variant, 1);
    const first = await startOrderPayment(db(), config, { orderId: o.id, customerId: c.id });
    expect(returned(await callback(`Authority=${first.authority}&Status=NOK`)).searchParams.get('status')).toBe('canceled');
    expect((await db().select().from(orders).where(eq(orders.id, o.id)))[0]!.status).toBe('wait_for_payment');

    const second = await startOrderPayment(db(), config, { orderId: o.id, customerId: c.id });
    expect(await stock(p.variant)).toBe(4);
    // The shop cancels it meanwhile: its reserved stock goes back.
    await db().transaction((tx) => changeStatus(tx, { adminId: null, ip: null }, o.id, 'canceled'));
    await expect(startOrderPayment(db(), config, { orderId: o.id, customerId: c.id })).rejects.toMatchObject({ status: 409, code: 'payment_order_not_awaiting' });
    expect(returned(await callback(`Authority=${second.authority}&Status=OK`)).searchParams.get('status')).toBe('paid');
    expect((await db().select().from(orders).where(eq(orders.id, o.id)))[0]!.status).toBe('canceled');
    expect(await db().select().from(orderPayments).where(eq(orderPayments.orderId, o.id))).toHaveLength(0);
    expect(await balance(c.id)).toBe(o.totalAmount);
    expect((await row(second.id)).note).toContain('کیف پول');
    expect(await stock(p.variant)).toBe(5);
  });
});
