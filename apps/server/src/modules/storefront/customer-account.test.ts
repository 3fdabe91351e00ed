import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../test/db';
import { orderFixtures, type OrderFixtures } from '../../../test/order-fixtures';
import { customers } from '../people/customers/customer.table';
import { orders } from '../sales/orders/order.table';
import { changeWallet } from '../wallet/wallets/wallet.service';
import { wallets } from '../wallet/wallets/wallet.table';
import { withdraws } from '../wallet/withdraws/withdraw.table';
import { openCustomerSession } from './accounts/account.session';
import { withdrawWriteLimit } from './customer-wallet.routes';

let ctx: TestContext;
let fx: OrderFixtures;
let ali: { id: number; address: number; mobile: string; token: string };
let sara: { id: number; address: number; mobile: string; token: string };
let aliOrder: number;
let saraOrder: number;

const SHEBA = 'IR820540102680020817909002';
const CARD = '6037991234567893';
const A = '/api/store/account';

async function signedIn(first: string, last: string, postalCode: string, balance: number) {
  const c = await fx.customer({ first, last, postalCode, balance });
  const token = await openCustomerSession(ctx.database.db, c.id, { headers: {}, ip: '127.0.0.1' } as FastifyRequest);
  return { ...c, token };
}

let seq = 0;
const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
  ctx.app.inject({ method, url: `${A}${url}`, remoteAddress: `10.9.0.${++seq % 250}`, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload ? { payload } : {}) });

const walletOf = async (customerId: number) => {
  const [w] = await ctx.database.db.select().from(wallets).where(eq(wallets.customerId, customerId));
  return { balance: w?.balance ?? 0, gift: w?.giftBalance ?? 0 };
};

beforeAll(async () => {
  ctx = await setupApp();
  fx = await orderFixtures(ctx);
  const post = await fx.shippingMethod({ name: 'پست پیشتاز', defaultPrice: 30_000 });
  const shirt = await fx.product({ title: 'پیراهن کتان', slug: 'linen-shirt', price: 400_000, stock: 20 });
  ali = await signedIn('علی', 'رضایی', '1234567890', 2_000_000);
  sara = await signedIn('سارا', 'احمدی', '1234567891', 2_000_000);
  const order = async (c: { id: number; address: number }, quantity: number) => {
    const r = await api(ctx).post('/api/admin/orders', {
      customer_id: c.id,
      address_id: c.address,
      shipping_method_id: post,
      items: [{ variant_id: shirt.variant, quantity }],
      payment: { method: 'wallet' },
      description: 'لطفاً زنگ نزنید',
    });
    expect(r.statusCode, r.body).toBe(201);
    return r.json().data.id as number;
  };
  await order(ali, 1);
  aliOrder = await order(ali, 2);
  saraOrder = await order(sara, 1);
  const moved = await api(ctx).put(`/api/admin/orders/${aliOrder}/status`, { status: 'in_progress', note: 'یادداشت داخلی انبار' });
  expect(moved.statusCode, moved.body).toBe(200);
  await ctx.database.db.update(orders).set({ postTrackingCode: '123456789012345678901234', adminNote: 'مشتری بدقول است' }).where(eq(orders.id, aliOrder));
  expect((await api(ctx).put('/api/admin/settings/wallet', { min_withdraw: 10_000 })).statusCode).toBe(200);
});
afterAll(() => ctx.close());

describe('the customer’s own orders', () => {
  it('lists only their own orders, newest first, paged, with the Persian status and the post tracking code', async () => {
    const r = await call('GET', '/orders?per_page=1', ali.token);
    expect(r.statusCode, r.body).toBe(200);
    const page = r.json();
    expect(page.meta).toMatchObject({ total: 2, per_page: 1, last_page: 2, current_page: 1 });
    expect(page.data[0]).toMatchObject({ id: aliOrder, status: 'in_progress', status_label: 'در حال پردازش', items_count: 1, items_quantity: 2, post_tracking_code: '123456789012345678901234' });
    expect(page.data[0].total_amount).toBe(830_000);
    const all = (await call('GET', '/orders?page=۱', ali.token)).json().data.map((o: { id: number }) => o.id);
    expect(all).toHaveLength(2);
    expect(all).not.toContain(saraOrder);
    expect(all[0]).toBeGreaterThan(all[1]);
    expect((await call('GET', '/orders', sara.token)).json().data.map((o: { id: number }) => o.id)).toEqual([saraOrder]);
  });

  it('shows one own order in full without what only the shop sees; another customer’s order is not found', async () => {
    const r = await call('GET', `/orders/${aliOrder}`, ali.token);
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().data;
    expect(d).toMatchObject({ id: aliOrder, status_label: 'در حال پردازش', shipping_method: { name: 'پست پیشتاز' }, shipping_amount: 30_000, post_tracking_code: '123456789012345678901234' });
    expect(d.items).toEqual([expect.objectContaining({ title: 'پیراهن کتان', quantity: 2, unit_price: 400_000, line_total: 800_000 })]);
    expect(d.address).toMatchObject({ postal_code: '1234567890' });
    expect(d.payments).toEqual([expect.objectContaining({ method: 'wallet', method_label: 'کیف پول', amount: 830_000 })]);
    expect(d.status_history.map((h: { status: string }) => h.status)).toEqual(['new', 'in_progress']);
    const text = JSON.stringify(r.json());
    expect(text).not.toMatch(/admin|creator|انبار|بدقول|barcode|sku|allowed_statuses|events|"customer"/);
    expect((await call('GET', `/orders/${saraOrder}`, ali.token)).statusCode).toBe(404);
    expect((await call('GET', `/orders/۹۹۹۹۹۹`, ali.token)).statusCode).toBe(404);
    expect((await call('GET', `/orders/abc`, ali.token)).statusCode).toBe(404);
  });
});

describe('sessions', () => {
  it('answers 401 without a session and to an admin’s token', async () => {
    for (const url of ['/orders', `/orders/${aliOrder}`, '/wallet', '/wallet/transactions', '/withdraws']) {
      expect((await call('GET', url, null)).statusCode, url).toBe(401);
      expect((await call('GET', url, ctx.token)).statusCode, url).toBe(401);
    }
    expect((await call('POST', '/withdraws', ctx.token, { amount: 20_000, sheba: SHEBA })).statusCode).toBe(401);
    expect((await call('POST', '/withdraws', null, { amount: 20_000, sheba: SHEBA })).statusCode).toBe(401);
  });
});

describe('the customer’s own wallet', () => {
  it('shows the balances and only their own ledger, newest first, with Persian type labels', async () => {
    await ctx.database.db.transaction((tx) => changeWallet(tx, { adminId: null, ip: null }, { customerId: ali.id, amount: 50_000, type: 'gift_credit' }));
    const w = (await call('GET', '/wallet', ali.token)).json().data;
    const own = await walletOf(ali.id);
    expect(w).toEqual({ balance: own.balance, gift_balance: 50_000, withdrawable: own.balance - 50_000, min_withdraw: 10_000 });
    const t = (await call('GET', '/wallet/transactions?per_page=2', ali.token)).json();
    expect(t.meta.total).toBe(4); // credit, two order payments, gift
    expect(t.data[0]).toMatchObject({ type: 'gift_credit', amount: 50_000 });
    expect(t.data[0].type_label).toMatch(/هدیه/);
    expect(JSON.stringify(t)).not.toMatch(/admin|idempotency/);
    const saraRows = (await call('GET', '/wallet/transactions?per_page=100', sara.token)).json().data;
    expect(saraRows).toHaveLength(2);
    expect(saraRows.every((x: { order_id: number | null }) => x.order_id === null || x.order_id === saraOrder)).toBe(true);
  });
});

describe('withdrawal requests', () => {
  it('takes a request with a Sheba in Persian digits through the wallet’s own rules; the account’s own Sheba is left alone', async () => {
    withdrawWriteLimit.clear();
    const before = await walletOf(sara.id);
    const r = await call('POST', '/withdraws', sara.token, { amount: '۱۲۰٬۰۰۰', sheba: 'IR۸۲ ۰۵۴۰ ۱۰۲۶ ۸۰۰۲ ۰۸۱۷ ۹۰۹۰ ۰۲', card_number: '۶۰۳۷-۹۹۱۲-۳۴۵۶-۷۸۹۳' });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().data).toMatchObject({ amount: 120_000, sheba: SHEBA, card_number: CARD, status: 'pending', status_label: 'در انتظار پرداخت' });
    expect(JSON.stringify(r.json())).not.toMatch(/admin|creator|processor|note/);
    expect(await walletOf(sara.id)).toEqual({ balance: before.balance - 120_000, gift: before.gift });
    const [account] = await ctx.database.db.select().from(customers).where(eq(customers.id, sara.id));
    expect(account).toMatchObject({ sheba: null, cardNumber: null });
    // Listed for her, not for Ali; the admin sees it with no creator.
    expect((await call('GET', '/withdraws', sara.token)).json().data.map((w: { id: number }) => w.id)).toEqual([r.json().data.id]);
    expect((await call('GET', '/withdraws', ali.token)).json().data).toEqual([]);
    const admin = (await api(ctx).get(`/api/admin/withdraws/${r.json().data.id}`)).json().data;
    expect(admin).toMatchObject({ customer_id: sara.id, creator: null, sheba: SHEBA });
  });

  it('refuses hostile input with a Persian 422 and writes nothing', async () => {
    withdrawWriteLimit.clear();
    const count = (await ctx.database.db.select().from(withdraws)).length;
    const before = await walletOf(ali.id);
    const cases: [object, string][] = [
      [{ amount: 20_000, sheba: 'IR820540102680020817909003' }, 'sheba'],
      [{ amount: 20_000, sheba: '۱۲۳' }, 'sheba'],
      [{ amount: 20_000 }, 'sheba'],
      [{ amount: 20_000, sheba: SHEBA, card_number: '6037991234567894' }, 'card_number'],
      [{ amount: -5_000, sheba: SHEBA }, 'amount'],
      [{ amount: 0, sheba: SHEBA }, 'amount'],
      [{ amount: 12.5, sheba: SHEBA }, 'amount'],
      [{ amount: '99999999999999999999999', sheba: SHEBA }, 'amount'],
      [{ amount: 'صد هزار', sheba: SHEBA }, 'amount'],
      [{ amount: 5_000, sheba: SHEBA }, 'amount'], // under min_withdraw
      [{ amount: 20_000, sheba: SHEBA, customer_id: sara.id }, 'customer_id'],
    ];
    for (const [body, field] of cases) {
      withdrawWriteLimit.clear();
      const r = await call('POST', '/withdraws', ali.token, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(422);
      const msg = JSON.stringify(r.json().error);
      expect(msg, JSON.stringify(body)).toContain(field);
      expect(r.json().error.message).toMatch(/[\u0600-\u06FF]/);
    }
    expect((await ctx.database.db.select().from(withdraws)).length).toBe(count);
    expect(await walletOf(ali.id)).toEqual(before);
  });

  it('refuses more than the withdrawable balance (gift money is not withdrawable)', async () => {
    withdrawWriteLimit.clear();
    const { balance, gift } = await walletOf(ali.id);
    const r = await call('POST', '/withdraws', ali.token, { amount: balance - gift + 1, sheba: SHEBA });
    expect(r.statusCode).toBe(422);
    expect(r.json().error.fields.amount).toMatch(/قابل برداشت/);
    expect(await walletOf(ali.id)).toEqual({ balance, gift });
  });

  it('two requests at once for the whole withdrawable balance: one is taken, the other refused', async () => {
    withdrawWriteLimit.clear();
    const { balance, gift } = await walletOf(ali.id);
    const all = balance - gift;
    const rs = await Promise.all([1, 2].map(() => call('POST', '/withdraws', ali.token, { amount: all, sheba: SHEBA })));
    expect(rs.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect(await walletOf(ali.id)).toEqual({ balance: gift, gift });
    expect((await call('GET', '/withdraws', ali.token)).json().data).toHaveLength(1);
  });

  it('the owner cancels a pending request and the money comes back; not twice, not another’s', async () => {
    withdrawWriteLimit.clear();
    const mine = (await call('GET', '/withdraws', ali.token)).json().data[0];
    const before = await walletOf(ali.id);
    const saraW = (await call('GET', '/withdraws', sara.token)).json().data[0];
    expect((await call('POST', `/withdraws/${saraW.id}/cancel`, ali.token)).statusCode).toBe(404);
    const r = await call('POST', `/withdraws/${mine.id}/cancel`, ali.token);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ status: 'canceled', status_label: 'لغو شده' });
    expect(await walletOf(ali.id)).toEqual({ balance: before.balance + mine.amount, gift: before.gift });
    expect((await call('POST', `/withdraws/${mine.id}/cancel`, ali.token)).statusCode).toBe(409);
    expect((await call('GET', '/withdraws', sara.token)).json().data[0].status).toBe('pending');
  });

  it('is rate-limited per customer with a Persian 429', async () => {
    withdrawWriteLimit.clear();
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await call('POST', '/withdraws', ali.token, { amount: 5_000, sheba: SHEBA })).statusCode);
    expect(codes.slice(0, 5).every((c) => c === 422)).toBe(true);
    const limited = await call('POST', '/withdraws', ali.token, { amount: 5_000, sheba: SHEBA });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toMatch(/[\u0600-\u06FF]/);
    // Another customer is not held back.
    expect((await call('POST', '/withdraws', sara.token, { amount: 5_000, sheba: SHEBA })).statusCode).toBe(422);
    withdrawWriteLimit.clear();
  });
});

describe('the API document', () => {
  it('lists the routes under their store-account tags with the customer session', () => {
    const doc = ctx.app.swagger() as { paths: Record<string, Record<string, { tags?: string[]; security?: unknown[] }>> };
    const ops = Object.entries(doc.paths)
      .filter(([p]) => /^\/api\/store\/account\/(orders|wallet|withdraws)/.test(p))
      .flatMap(([p, o]) => Object.entries(o).map(([m, op]) => ({ route: `${m.toUpperCase()} ${p}`, ...op })));
    expect(ops.map((o) => o.route).sort()).toEqual(
      [
        'GET /api/store/account/orders',
        'GET /api/store/account/orders/{id}',
        'GET /api/store/account/wallet',
        'GET /api/store/account/wallet/transactions',
        'GET /api/store/account/withdraws',
        'POST /api/store/account/withdraws',
        'POST /api/store/account/withdraws/{id}/cancel',
      ].sort(),
    );
    for (const o of ops) {
      expect(o.tags?.[0], o.route).toMatch(/^store-account-(orders|wallet)$/);
      expect(o.security, o.route).toEqual([{ bearer: [] }, { storeCookie: [] }]);
    }
  });
});
