import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopMessage } from '@pishkhan/common/i18n/fa/shop-labels';
import { api, setupApp, type TestContext } from '../../../test/db';
import { orderFixtures, type OrderFixtures } from '../../../test/order-fixtures';
import { variants } from '../catalog/products/product.table';
import { customers } from '../people/customers/customer.table';
import { flashes, flashProducts } from '../sales/flashes/flash.table';
import { variantsByName } from '../sales/pricing/variant-search';
import { stockLevels, stockMovements } from '../stock/stock/stock.table';
import { auditLogs } from '../system/audit-logs/audit-log.table';
import { changeWallet, walletOf } from '../wallet/wallets/wallet.service';
import { walletTransactions } from '../wallet/wallets/wallet.table';
import { miniOrders } from './shop.table';

let ctx: TestContext;
let fx: OrderFixtures;
let post: number;
const PATH = '/api/admin/shop';
const SALES = `${PATH}/sales`;
const PERSIAN = /[\u0600-\u06FF]/;

beforeAll(async () => {
  ctx = await setupApp();
  fx = await orderFixtures(ctx);
  post = await fx.shippingMethod({ name: 'پست پیشتاز', defaultPrice: 30000, minimumDelay: 1, firstPacketSize: 2, packetSize: 2, morePacketPrice: 5000 });
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const product = (body: Record<string, unknown>) => fx.product(body);
const customer = (balance = 0, name = 'سارا') => fx.customer({ first: name, last: 'احمدی', postalCode: '1234567890', balance });
const stock = async (variantId: number) => (await db().select({ q: stockLevels.quantity }).from(stockLevels).where(eq(stockLevels.variantId, variantId)))[0]?.q ?? 0;
const balance = async (customerId: number) => (await walletOf(db(), customerId)).balance;
const barcodeOf = async (variantId: number) => (await db().select({ b: variants.barcode }).from(variants).where(eq(variants.id, variantId)))[0]!.b;
const saleCount = async () => (await db().select({ id: miniOrders.id }).from(miniOrders)).length;
const fa = (s: string) => s.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);

/** POST a sale with a token and, optionally, an Idempotency-Key. */
const sell = (body: unknown, o: { token?: string; key?: string } = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: SALES,
    payload: body as any,
    headers: { authorization: `Bearer ${o.token ?? ctx.token}`, ...(o.key ? { 'idempotency-key': o.key } : {}) },
  });

describe('in-store shop /api/admin/shop', () => {
  it('scans by barcode (Persian digits too) and SKU, searches by name, and says so in Persian when unknown', async () => {
    const shirt = await product({ title: 'پیراهن چهارخانه', sku: 'PS-CHK-1', barcode: '6260000000017', price: 200000, stock: 7, discount_type: 'percentage', discount: 10 });
    const offline = await product({ title: 'کیف دستی فروشگاهی', sku: 'PS-BAG-1', price: 90000, stock: 2, status: 'available_offline' });
    const empty = await product({ title: 'کلاه پشمی', sku: 'PS-HAT-1', price: 50000, stock: 0, status: 'out_of_stock' });
    const draft = await product({ title: 'پیش‌نویس فروشگاه', sku: 'PS-DRF-1', price: 50000, stock: 3, status: 'draft' });
    const a = api(ctx);

    const byBarcode = await a.get(`${PATH}/scan?code=6260000000017`);
    expect(byBarcode.statusCode, byBarcode.body).toBe(200);
    expect(byBarcode.json().data).toMatchObject({
      variant_id: shirt.variant,
      product_id: shirt.id,
      title: 'پیراهن چهارخانه',
      sku: 'PS-CHK-1',
      barcode: '6260000000017',
      stock: 7,
      unit_price: 180000,
      list_price: 200000,
      discount_source: 'product',
      product_status: 'available',
    });
    const persian = await a.get(`${PATH}/scan?code=${encodeURIComponent(fa('6260000000017'))}`);
    expect(persian.json().data.variant_id).toBe(shirt.variant);
    const bySku = await a.get(`${PATH}/scan?code=ps-chk-1`);
    expect(bySku.json().data.variant_id).toBe(shirt.variant);
    // In-store-only and out-of-stock products are found (stock shown; selling beyond it is refused later).
    expect((await a.get(`${PATH}/scan?code=PS-BAG-1`)).json().data).toMatchObject({ variant_id: offline.variant, product_status: 'available_offline' });
    expect((await a.get(`${PATH}/scan?code=PS-HAT-1`)).json().data).toMatchObject({ variant_id: empty.variant, stock: 0, product_status: 'out_of_stock' });

    const unknown = await a.get(`${PATH}/scan?code=0000000000000`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(shopMessage('code_unknown', { code: '0000000000000' }));
    // A draft product is not sold at the counter, but a returned one is taken back.
    const notForSale = await a.get(`${PATH}/scan?code=PS-DRF-1`);
    expect(notForSale.statusCode).toBe(404);
    expect(notForSale.json().error.message).toMatch(PERSIAN);
    expect((await a.get(`${PATH}/scan?code=PS-DRF-1&type=return`)).json().data.variant_id).toBe(draft.variant);
    expect((await a.get(`${PATH}/scan`)).statusCode).toBe(422);

    // Name search with Arabic letters, and an exact code first.
    const found = (await a.get(`${PATH}/search?q=${encodeURIComponent('پيراهن چهارخانه')}`)).json().data;
    expect(found.map((f: any) => f.variant_id)).toEqual([shirt.variant]);
    expect((await a.get(`${PATH}/search?q=PS-BAG-1`)).json().data[0].variant_id).toBe(offline.variant);
    expect((await a.get(`${PATH}/search?q=${encodeURIComponent('پیش‌نویس فروشگاه')}`)).json().data).toEqual([]);
    expect((await a.get(`${PATH}/search?q=`)).json().data).toEqual([]);

    // The best-stocked products first; a product whose only variant is switched off is not for sale
    // (a return still finds it); the order form's search ranks the same way.
    const few = await product({ title: 'فنجان سرامیکی کوچک', sku: 'PS-CUP-1', price: 10000, stock: 2 });
    const many = await product({ title: 'فنجان سرامیکی بزرگ', sku: 'PS-CUP-2', price: 10000, stock: 9 });
    const some = await product({ title: 'فنجان سرامیکی دسته‌دار', sku: 'PS-CUP-3', price: 10000, stock: 5 });
    const off = await product({ title: 'فنجان سرامیکی خاموش', sku: 'PS-CUP-4', price: 10000, stock: 50 });
    await db().update(variants).set({ status: false }).where(eq(variants.id, off.variant));
    const ids = async (url: string) => (await a.get(url)).json().data.map((f: any) => f.variant_id);
    const mug = encodeURIComponent('فنجان سراميكي');
    expect(await ids(`${PATH}/search?q=${mug}`)).toEqual([many.variant, some.variant, few.variant]);
    expect(await ids(`${PATH}/search?q=${mug}&type=return`)).toEqual([off.variant, many.variant, some.variant, few.variant]);
    expect(await ids(`/api/admin/orders/variants?q=${mug}`)).toEqual([off.variant, many.variant, some.variant, few.variant]);
    // The same top, whether the best-stocked products read first hold enough matches or the trigram
    // index has to find the rest (a walk of 1 product here).
    for (const walk of [undefined, 1]) {
      expect(await variantsByName(db(), 'فنجان سرامیکی', { limit: 2, walk })).toEqual([off.variant, many.variant]);
      expect(await variantsByName(db(), 'فنجان سرامیکی', { limit: 2, walk, forSale: ['available'] })).toEqual([many.variant, some.variant]);
    }
  });

  it('prices a campaign product with the campaign and counts the sale towards it', async () => {
    const p = await product({ title: 'عینک آفتابی', sku: 'PS-SUN-1', price: 400000, stock: 5 });
    const [f] = await db()
      .insert(flashes)
      .values({ title: 'حراج تابستان', startsAt: new Date(Date.now() - 3600e3), endsAt: new Date(Date.now() + 86400e3), discountType: 'percentage', discount: 25 })
      .returning();
    await db().insert(flashProducts).values({ flashId: f!.id, productId: p.id });
    const s = (await api(ctx).get(`${PATH}/scan?code=PS-SUN-1`)).json().data;
    expect(s).toMatchObject({ unit_price: 300000, list_price: 400000, discount_source: 'campaign' });
    const r = await sell({ lines: [{ variant_id: p.variant, quantity: 2 }], payments: { cash: 600000 } });
    expect(r.statusCode, r.body).toBe(201);
    const [fp] = await db().select().from(flashProducts).where(eq(flashProducts.productId, p.id));
    expect(fp!.salesCount).toBe(2);
    const v = await api(ctx).post(`${SALES}/${r.json().data.id}/void`, { reason: 'اشتباه صندوق' });
    expect(v.statusCode, v.body).toBe(200);
    const [after] = await db().select().from(flashProducts).where(eq(flashProducts.productId, p.id));
    expect(after!.salesCount).toBe(0);
  });

  it('looks a customer up by mobile with online and in-store figures', async () => {
    const c = await customer(250000, 'نرگس');
    const p = await product({ title: 'جوراب', sku: 'PS-SOC-1', price: 30000, stock: 10 });
    const o = await api(ctx).post('/api/admin/orders', { customer_id: c.id, address_id: c.address, shipping_method_id: post, items: [{ variant_id: p.variant, quantity: 1 }], payment: { method: 'wallet' } });
    expect(o.statusCode, o.body).toBe(201);
    const s = await sell({ lines: [{ variant_id: p.variant, quantity: 2 }], customer: { id: c.id }, payments: { cash: 60000 } });
    expect(s.statusCode, s.body).toBe(201);
    const r = await api(ctx).get(`${PATH}/customer?mobile=${encodeURIComponent(fa(c.mobile))}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({
      customer: { id: c.id, name: 'نرگس احمدی', mobile: c.mobile, wallet: 250000 - 60000, status: true },
      stats: { online: { orders_count: 1, orders_total: 60000 }, shop: { sales_count: 1, sales_total: 60000 } },
    });
    expect(r.json().data.stats.online.last_order_at).toBeTruthy();
    expect((await api(ctx).get(`${PATH}/customer?mobile=09199999999`)).json().data).toEqual({ customer: null, stats: null });
    const bad = await api(ctx).get(`${PATH}/customer?mobile=12`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields.mobile).toMatch(PERSIAN);
  });

  it('completes a sale with sale and return lines, paid by cash, card and wallet, in one go', async () => {
    const shoe = await product({ title: 'کفش ورزشی', sku: 'PS-SHO-1', price: 500000, stock: 4 });
    const sock = await product({ title: 'جوراب ورزشی', sku: 'PS-SOC-2', price: 40000, stock: 10 });
    const old = await product({ title: 'کفش قدیمی', sku: 'PS-OLD-1', price: 300000, stock: 0, status: 'out_of_stock' });
    const c = await customer(1_000_000);
    // 500,000 + 2 × 40,000 − 300,000 returned = 280,000; paid 100,000 cash + 80,000 card + 100,000 wallet.
    const r = await sell({
      lines: [
        { variant_id: shoe.variant, type: 'sale', quantity: 1 },
        { variant_id: sock.variant, type: 'sale', quantity: '۲' },
        { variant_id: old.variant, type: 'return', quantity: 1 },
      ],
      customer: { id: c.id },
      payments: { cash: '۱۰۰٬۰۰۰', card: 80000, wallet: 100000, card_tracking_code: '۹۸۷۶۵۴' },
      description: 'تعویض کفش',
    });
    expect(r.statusCode, r.body).toBe(201);
    const s = r.json().data;
    expect(s).toMatchObject({
      status: 'completed',
      customer: { id: c.id, mobile: c.mobile },
      admin: { name: 'مدیر کل' },
      lines_count: 3,
      sale_quantity: 3,
      return_quantity: 1,
      sales_amount: 580000,
      returns_amount: 300000,
      lines_total: 280000,
      discount_amount: 0,
      total: 280000,
      paid_cash: 100000,
      paid_card: 80000,
      paid_wallet: 100000,
      card_tracking_code: '987654',
      description: 'تعویض کفش',
      can_void: true,
      void_refusal: null,
    });
    expect(s.lines.map((l: any) => [l.type, l.title, l.quantity, l.unit_price, l.line_total, l.price_changed])).toEqual([
      ['sale', 'کفش ورزشی', 1, 500000, 500000, false],
      ['sale', 'جوراب ورزشی', 2, 40000, 80000, false],
      ['return', 'کفش قدیمی', 1, 300000, 300000, false],
    ]);
    expect(s.shop).toHaveProperty('name');
    expect(await stock(shoe.variant)).toBe(3);
    expect(await stock(sock.variant)).toBe(8);
    expect(await stock(old.variant)).toBe(1);
    expect(await balance(c.id)).toBe(900000);
    const moves = await db().select().from(stockMovements).where(eq(stockMovements.miniOrderId, s.id));
    expect(moves.map((m) => [m.type, m.change]).sort()).toEqual([['shop_return', 1], ['shop_sale', -1], ['shop_sale', -2]].sort());
    expect(moves.every((m) => PERSIAN.test(m.reason ?? ''))).toBe(true);
    const tx = await db().select().from(walletTransactions).where(eq(walletTransactions.miniOrderId, s.id));
    expect(tx.map((t) => [t.type, t.amount])).toEqual([['shop_payment', -100000]]);
    const logged = await db().select().from(auditLogs).where(and(eq(auditLogs.entity, 'mini_order'), eq(auditLogs.entityId, String(s.id))));
    expect(logged.map((l) => l.action)).toEqual(['create']);
    // The detail answers the same.
    const d = await api(ctx).get(`${SALES}/${s.id}`);
    expect(d.statusCode).toBe(200);
    expect(d.json().data).toMatchObject({ id: s.id, total: 280000, lines: [{}, {}, {}] });
    expect((await api(ctx).get(`${SALES}/999999`)).statusCode).toBe(404);
    expect((await api(ctx).get(`${SALES}/abc`)).statusCode).toBe(404);
  });

  it('pays money back for a receipt of returns only (negative total), to cash or to the wallet', async () => {
    const p = await product({ title: 'شال گردن', sku: 'PS-SHL-1', price: 120000, stock: 0, status: 'out_of_stock' });
    const c = await customer(0);
    const cash = await sell({ lines: [{ variant_id: p.variant, type: 'return', quantity: 1 }], payments: { cash: -120000 } });
    expect(cash.statusCode, cash.body).toBe(201);
    expect(cash.json().data).toMatchObject({ total: -120000, paid_cash: -120000, returns_amount: 120000 });
    // A positive amount for money paid back is refused.
    const wrongSign = await sell({ lines: [{ variant_id: p.variant, type: 'return', quantity: 1 }], payments: { cash: 120000 } });
    expect(wrongSign.statusCode).toBe(422);
    expect(wrongSign.json().error.fields.payments).toMatch(PERSIAN);
    const toWallet = await sell({ lines: [{ variant_id: p.variant, type: 'return', quantity: 1 }], customer: { id: c.id }, payments: { wallet: -120000 } });
    expect(toWallet.statusCode, toWallet.body).toBe(201);
    expect(await balance(c.id)).toBe(120000);
    expect(await stock(p.variant)).toBe(2);
    // Once the money refunded into the wallet is spent, the refund cannot be voided.
    const other = await product({ title: 'دستمال', sku: 'PS-HK-1', price: 120000, stock: 3 });
    expect((await sell({ lines: [{ variant_id: other.variant, quantity: 1 }], customer: { id: c.id }, payments: { wallet: 120000 } })).statusCode).toBe(201);
    const refusal = shopMessage('void_wallet_spent', { amount: '۱۲۰,۰۰۰', balance: '۰' });
    const id = toWallet.json().data.id;
    expect((await api(ctx).get(`${SALES}/${id}`)).json().data).toMatchObject({ can_void: false, void_refusal: refusal });
    const v = await api(ctx).post(`${SALES}/${id}/void`, { reason: 'اشتباه' });
    expect(v.statusCode).toBe(409);
    expect(v.json().error.message).toBe(refusal);
    expect(await stock(p.variant)).toBe(2);
    // The cash refund voids: the returned unit goes out again.
    expect((await api(ctx).post(`${SALES}/${cash.json().data.id}/void`, { reason: 'اشتباه' })).statusCode).toBe(200);
    expect(await stock(p.variant)).toBe(1);
  });

  it('refuses payments that do not add up (422), a wallet over its balance (409) and a quantity above stock (409), changing nothing', async () => {
    const p = await product({ title: 'کمربند', sku: 'PS-BLT-1', price: 150000, stock: 2 });
    const c = await customer(100000);
    const before = { stock: await stock(p.variant), balance: await balance(c.id), sales: await saleCount(), customers: (await db().select().from(customers)).length };
    const cases: [Record<string, unknown>, number, string, string?][] = [
      [{ lines: [{ variant_id: p.variant, quantity: 1 }], customer: { id: c.id }, payments: { cash: 100000, card: 40000 } }, 422, 'payments', shopMessage('payments_mismatch', { paid: '۱۴۰,۰۰۰', total: '۱۵۰,۰۰۰' })],
      [{ lines: [{ variant_id: p.variant, quantity: 1 }], customer: { id: c.id }, payments: { cash: 20000, wallet: 130000 } }, 409, 'payments.wallet'],
      [{ lines: [{ variant_id: p.variant, quantity: 3 }], customer: { id: c.id }, payments: { cash: 450000 } }, 409, 'lines.0.quantity', shopMessage('stock_short', { title: 'کمربند', available: 2 })],
      [{ lines: [{ variant_id: p.variant, quantity: 1 }], payments: { wallet: 150000 } }, 422, 'payments.wallet'],
      [{ lines: [{ variant_id: p.variant, quantity: 1 }], customer: { mobile: '09351112233' }, payments: { cash: 1 } }, 422, 'payments'],
      [{ lines: [{ variant_id: 999999, quantity: 1 }], payments: { cash: 1 } }, 422, 'lines.0.variant_id'],
      [{ lines: [{ variant_id: p.variant, quantity: 1 }, { variant_id: p.variant, quantity: 1 }], payments: { cash: 300000 } }, 422, 'lines.1.variant_id'],
      [{ lines: [{ variant_id: p.variant, quantity: 'دو' }], payments: { cash: 300000 } }, 422, 'lines.0.quantity'],
      [{ lines: [], payments: { cash: 0 } }, 422, 'lines'],
      [{ lines: [{ variant_id: p.variant, quantity: 1 }], customer: { id: 999999 }, payments: { cash: 150000 } }, 422, 'customer.id'],
      [{ lines: [{ variant_id: p.variant, quantity: 1 }], customer: {}, payments: { cash: 150000 } }, 422, 'customer.mobile'],
      [{ lines: [{ variant_id: p.variant, quantity: 1 }], customer: { mobile: '12345' }, payments: { cash: 150000 } }, 422, 'customer.mobile'],
      [{ lines: [{ variant_id: p.variant, quantity: 1 }], payments: { cash: 150000 }, discount_amount: 200000 }, 422, 'discount_amount'],
      [{ lines: [{ variant_id: p.variant, quantity: 2, unit_price: 1_000_000_000_000 }], payments: { cash: 1 } }, 422, 'lines'],
    ];
    for (const [body, status, field, message] of cases) {
      const r = await sell(body);
      expect(r.statusCode, `${field}: ${r.body}`).toBe(status);
      const err = r.json().error;
      expect(Object.keys(err.fields ?? {}), r.body).toContain(field);
      expect(err.message).toMatch(PERSIAN);
      if (message) expect(err.fields[field]).toBe(message);
    }
    expect(await stock(p.variant)).toBe(before.stock);
    expect(await balance(c.id)).toBe(before.balance);
    expect(await saleCount()).toBe(before.sales);
    // The customer given by mobile in a refused sale was not created either.
    expect((await db().select().from(customers)).length).toBe(before.customers);
  });

  it('needs discount_mini_order to change a price or give a receipt discount', async () => {
    const p = await product({ title: 'دفترچه', sku: 'PS-NB-1', price: 80000, stock: 10 });
    const cashier = await ctx.adminWith(['mini_order']);
    const manager = await ctx.adminWith(['mini_order', 'discount_mini_order']);
    const cheaper = { lines: [{ variant_id: p.variant, quantity: 1, unit_price: 70000 }], payments: { cash: 70000 } };
    const r = await sell(cheaper, { token: cashier.token });
    expect(r.statusCode).toBe(403);
    expect(Object.keys(r.json().error.fields)).toEqual(['lines.0.unit_price']);
    expect(r.json().error.fields['lines.0.unit_price']).toMatch(PERSIAN);
    const disc = await sell({ lines: [{ variant_id: p.variant, quantity: 1 }], discount_amount: 5000, payments: { cash: 75000 } }, { token: cashier.token });
    expect(disc.statusCode).toBe(403);
    expect(Object.keys(disc.json().error.fields)).toEqual(['discount_amount']);
    // The effective price sent back as it is needs nothing.
    const same = await sell({ lines: [{ variant_id: p.variant, quantity: 1, unit_price: 80000 }], payments: { card: 80000 } }, { token: cashier.token });
    expect(same.statusCode, same.body).toBe(201);
    expect(await stock(p.variant)).toBe(9);

    const ok = await sell({ lines: [{ variant_id: p.variant, quantity: 2, unit_price: 70000 }], discount_amount: 10000, payments: { cash: 130000 } }, { token: manager.token });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data).toMatchObject({ lines_total: 140000, discount_amount: 10000, total: 130000, admin: { id: manager.id } });
    expect(ok.json().data.lines[0]).toMatchObject({ unit_price: 70000, effective_price: 80000, list_price: 80000, price_changed: true });
    // The cashier without void_mini_order sees the sale but may not void it.
    const seen = await api(ctx, cashier.token).get(`${SALES}/${ok.json().data.id}`);
    expect(seen.json().data.can_void).toBe(false);
    expect((await api(ctx, cashier.token).post(`${SALES}/${ok.json().data.id}/void`, { reason: 'خطا' })).statusCode).toBe(403);
  });

  it('creates the customer on the spot by mobile, and finds them the next time', async () => {
    const p = await product({ title: 'لیوان', sku: 'PS-MUG-1', price: 60000, stock: 10 });
    const r = await sell({ lines: [{ variant_id: p.variant, quantity: 1 }], customer: { mobile: fa('+989351234567'), first_name: 'رضا', last_name: 'کریمی' }, payments: { cash: 60000 } });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().data.customer).toMatchObject({ mobile: '09351234567', name: 'رضا کریمی' });
    const [c] = await db().select().from(customers).where(eq(customers.mobile, '09351234567'));
    expect(c).toMatchObject({ status: true, passwordHash: null, firstName: 'رضا' });
    expect(await balance(c!.id)).toBe(0);
    const again = await sell({ lines: [{ variant_id: p.variant, quantity: 1 }], customer: { mobile: '09351234567' }, payments: { cash: 60000 } });
    expect(again.json().data.customer.id).toBe(c!.id);
    expect((await db().select().from(customers).where(eq(customers.mobile, '09351234567'))).length).toBe(1);
    // A customer with in-store sales is deactivated, not deleted.
    const del = await api(ctx).del(`/api/admin/customers/${c!.id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json().data).toEqual({ deactivated: true });
    const inactive = await sell({ lines: [{ variant_id: p.variant, quantity: 1 }], customer: { mobile: '09351234567' }, payments: { cash: 60000 } });
    expect(inactive.statusCode).toBe(422);
    expect(inactive.json().error.fields['customer.mobile']).toBe(shopMessage('customer_inactive'));
  });

  it('answers a retried completion with the same sale (Idempotency-Key), also when both arrive at once', async () => {
    const p = await product({ title: 'خودکار', sku: 'PS-PEN-1', price: 10000, stock: 10 });
    const body = { lines: [{ variant_id: p.variant, quantity: 2 }], payments: { cash: 20000 } };
    const first = await sell(body, { key: 'receipt-1' });
    expect(first.statusCode, first.body).toBe(201);
    const retry = await sell(body, { key: 'receipt-1' });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.id).toBe(first.json().data.id);
    expect(await stock(p.variant)).toBe(8);
    // The same key for another receipt is refused.
    const other = await sell({ ...body, payments: { card: 20000 } }, { key: 'receipt-1' });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.message).toBe(shopMessage('idempotency_mismatch'));
    expect((await sell(body, { key: 'bad key with spaces' })).statusCode).toBe(400);
    // A double Enter: both requests at the same moment sell once.
    const both = await Promise.all([sell(body, { key: 'receipt-2' }), sell(body, { key: 'receipt-2' })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(both[0]!.json().data.id).toBe(both[1]!.json().data.id);
    expect(await stock(p.variant)).toBe(6);
  });

  it('voids a sale: stock and wallet come back; a second void and a void after the returned stock was sold are refused', async () => {
    const p = await product({ title: 'تی‌شرت', sku: 'PS-TS-1', price: 100000, stock: 5 });
    const r = await product({ title: 'تی‌شرت برگشتی', sku: 'PS-TS-2', price: 90000, stock: 0, status: 'out_of_stock' });
    const c = await customer(500000);
    const s = (await sell({ lines: [{ variant_id: p.variant, quantity: 2 }], customer: { id: c.id }, payments: { wallet: 150000, cash: 50000 } })).json().data;
    expect(await stock(p.variant)).toBe(3);
    expect(await balance(c.id)).toBe(350000);
    expect((await api(ctx).post(`${SALES}/${s.id}/void`, {})).statusCode).toBe(422);
    const v = await api(ctx).post(`${SALES}/${s.id}/void`, { reason: 'مشتری منصرف شد' });
    expect(v.statusCode, v.body).toBe(200);
    expect(v.json().data).toMatchObject({ status: 'voided', void_reason: 'مشتری منصرف شد', voided_by: { name: 'مدیر کل' }, can_void: false });
    expect(v.json().data.voided_at).toBeTruthy();
    expect(await stock(p.variant)).toBe(5);
    expect(await balance(c.id)).toBe(500000);
    const again = await api(ctx).post(`${SALES}/${s.id}/void`, { reason: 'دوباره' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(shopMessage('already_voided'));
    expect((await api(ctx).post(`${SALES}/999999/void`, { reason: 'نیست' })).statusCode).toBe(404);

    // A receipt that took a returned item back, whose unit was then sold again.
    const ret = (await sell({ lines: [{ variant_id: r.variant, type: 'return', quantity: 1 }, { variant_id: p.variant, quantity: 1 }], payments: { cash: 10000 } })).json().data;
    expect(await stock(r.variant)).toBe(1);
    expect((await sell({ lines: [{ variant_id: r.variant, quantity: 1 }], payments: { cash: 90000 } })).statusCode).toBe(201);
    expect(await stock(r.variant)).toBe(0);
    const d = (await api(ctx).get(`${SALES}/${ret.id}`)).json().data;
    expect(d.can_void).toBe(false);
    expect(d.void_refusal).toBe(shopMessage('void_stock_sold', { title: 'تی‌شرت برگشتی', available: 0, needed: 1 }));
    const refused = await api(ctx).post(`${SALES}/${ret.id}/void`, { reason: 'اشتباه' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(shopMessage('void_stock_sold', { title: 'تی‌شرت برگشتی', available: 0, needed: 1 }));
    // All or nothing: the sale line's unit did not come back either.
    expect(await stock(p.variant)).toBe(4);
    expect((await api(ctx).get(`${SALES}/${ret.id}`)).json().data.status).toBe('completed');
  });

  it('gives gift money spent on a voided sale back as gift money', async () => {
    const p = await product({ title: 'دستبند', sku: 'PS-BR-1', price: 50000, stock: 5 });
    const c = await customer(0);
    await db().transaction((tx) => changeWallet(tx, { adminId: null, ip: null }, { customerId: c.id, amount: 30000, type: 'gift_credit' }));
    const s = (await sell({ lines: [{ variant_id: p.variant, quantity: 1 }], customer: { id: c.id }, payments: { wallet: 30000, cash: 20000 } })).json().data;
    expect(await walletOf(db(), c.id)).toMatchObject({ balance: 0, gift_balance: 0 });
    expect((await api(ctx).post(`${SALES}/${s.id}/void`, { reason: 'اشتباه' })).statusCode).toBe(200);
    expect(await walletOf(db(), c.id)).toMatchObject({ balance: 30000, gift_balance: 30000 });
  });

  it('lists with filters, search, sort and the totals of the filtered completed sales', async () => {
    const p = await product({ title: 'مداد', sku: 'PS-PCL-1', price: 5000, stock: 1000 });
    const cashier = await ctx.adminWith(['mini_order', 'discount_mini_order']);
    const c = await customer(1_000_000, 'کیانا');
    const made: number[] = [];
    for (const [n, payments, token, cust] of [
      [1, { cash: 5000 }, ctx.token, null],
      [2, { card: 10000, card_tracking_code: '55' }, cashier.token, null],
      [3, { wallet: 15000 }, cashier.token, { id: c.id }],
      [4, { cash: 10000, wallet: 10000 }, ctx.token, { id: c.id }],
    ] as const) {
      const r = await sell({ lines: [{ variant_id: p.variant, quantity: n }], payments, ...(cust ? { customer: cust } : {}) }, { token });
      expect(r.statusCode, r.body).toBe(201);
      made.push(r.json().data.id);
    }
    await api(ctx).post(`${SALES}/${made[0]}/void`, { reason: 'آزمایش' });
    const mine = (url: string) => api(ctx).get(`${SALES}?per_page=100&${url}`).then((r) => r.json());
    const ids = (r: any) => r.data.map((x: any) => x.id).filter((id: number) => made.includes(id));

    const all = await mine('');
    expect(ids(all)).toEqual([...made].reverse());
    expect(all.data[0]).toMatchObject({ id: made[3], customer: { id: c.id, name: 'کیانا احمدی' }, lines_count: 1, total: 20000, paid_cash: 10000, paid_wallet: 10000 });
    expect(ids(await mine(`admin_id=${cashier.id}`))).toEqual([made[2], made[1]]);
    const byCustomer = await mine(`customer_id=${c.id}`);
    expect(ids(byCustomer)).toEqual([made[3], made[2]]);
    expect(byCustomer.totals).toEqual({ count: 2, total: 35000, cash: 10000, card: 0, wallet: 25000, discount: 0 });
    expect(ids(await mine('payment=wallet'))).toEqual([made[3], made[2]]);
    expect(ids(await mine('payment=card'))).toEqual([made[1]]);
    expect(ids(await mine('status=voided'))).toEqual([made[0]]);
    expect((await mine('status=voided')).totals.count).toBe(0);
    // A number finds the receipt (and customers whose mobile holds it).
    const byNumber = (await mine(`q=${fa(String(made[1]))}`)).data.map((x: any) => x.id);
    expect(byNumber).toContain(made[1]);
    expect(byNumber).not.toContain(made[0]);
    expect(ids(await mine(`q=${encodeURIComponent('کيانا')}`))).toEqual([made[3], made[2]]);
    expect(ids(await mine(`q=${c.mobile}`))).toEqual([made[3], made[2]]);
    expect(ids(await mine(`sort=total&customer_id=${c.id}`))).toEqual([made[2], made[3]]);
    const future = new Date(Date.now() + 86400e3).toISOString();
    expect((await mine(`from=${encodeURIComponent(future)}`)).data).toEqual([]);
    const ranged = await mine(`from=${encodeURIComponent(new Date(Date.now() - 3600e3).toISOString())}&to=${encodeURIComponent(future)}&admin_id=${cashier.id}`);
    expect(ids(ranged)).toEqual([made[2], made[1]]);
    expect(ranged.totals).toEqual({ count: 2, total: 25000, cash: 0, card: 10000, wallet: 15000, discount: 0 });
    expect(ranged.meta).toMatchObject({ total: 2, current_page: 1 });
  });

  it('closes the day: counts and money per payment type, for one cashier or all', async () => {
    const p = await product({ title: 'پاک‌کن', sku: 'PS-ERS-1', price: 2000, stock: 1000 });
    const cashier = await ctx.adminWith(['mini_order', 'discount_mini_order'], 'daycloser');
    const s1 = await sell({ lines: [{ variant_id: p.variant, quantity: 5 }], discount_amount: 1000, payments: { cash: 4000, card: 5000 } }, { token: cashier.token });
    expect(s1.statusCode, s1.body).toBe(201);
    const s2 = await sell({ lines: [{ variant_id: p.variant, quantity: 2 }, { variant_id: p.variant, type: 'return', quantity: 1 }], payments: { cash: 2000 } }, { token: cashier.token });
    expect(s2.statusCode, s2.body).toBe(201);
    const s3 = await sell({ lines: [{ variant_id: p.variant, quantity: 1 }], payments: { cash: 2000 } }, { token: cashier.token });
    await api(ctx).post(`${SALES}/${s3.json().data.id}/void`, { reason: 'آزمایش' });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    const r = await api(ctx).get(`${PATH}/day-close?date=${today}&admin_id=${cashier.id}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({
      date: today,
      admin: { id: cashier.id, name: 'daycloser' },
      sales_count: 2,
      returns_count: 1,
      voided_count: 1,
      gross_sales: 14000,
      returns: 2000,
      discounts: 1000,
      total: 11000,
      cash: 6000,
      card: 5000,
      wallet: 0,
      by_admin: [{ admin: { id: cashier.id }, sales_count: 2, total: 11000 }],
    });
    const everyone = (await api(ctx).get(`${PATH}/day-close?date=${encodeURIComponent(fa(today))}`)).json().data;
    expect(everyone.admin).toBeNull();
    expect(everyone.by_admin.length).toBeGreaterThan(1);
    expect(everyone.total).toBe(everyone.by_admin.reduce((a: number, x: any) => a + x.total, 0));
    const yesterday = new Date(Date.now() - 3 * 86400e3).toISOString().slice(0, 10);
    expect((await api(ctx).get(`${PATH}/day-close?date=${yesterday}&admin_id=${cashier.id}`)).json().data).toMatchObject({ sales_count: 0, total: 0, by_admin: [] });
    expect((await api(ctx).get(`${PATH}/day-close?date=2025-02-30`)).statusCode).toBe(422);
    expect((await api(ctx).get(`${PATH}/day-close`)).statusCode).toBe(422);
  });

  it('the last unit sold at the counter and online at the same moment leaves stock at zero', async () => {
    for (let round = 0; round < 3; round++) {
      const p = await product({ title: `ساعت آخر ${round}`, sku: `PS-LAST-${round}`, price: 700000, stock: 1 });
      const online = await customer(5_000_000);
      const counter = await customer(5_000_000);
      const results = await Promise.all([
        sell({ lines: [{ variant_id: p.variant, quantity: 1 }], customer: { id: counter.id }, payments: { wallet: 700000 } }),
        api(ctx).post('/api/admin/orders', { customer_id: online.id, address_id: online.address, shipping_method_id: post, items: [{ variant_id: p.variant, quantity: 1 }], payment: { method: 'wallet' } }),
      ]);
      expect(results.map((r) => r.statusCode).sort(), results.map((r) => r.body).join('\n')).toEqual([201, 409]);
      expect(await stock(p.variant)).toBe(0);
      const loser = results.find((r) => r.statusCode === 409)!;
      expect(loser.json().error.message).toMatch(PERSIAN);
      // The loser's wallet is untouched.
      const [shopWon] = [results[0]!.statusCode === 201];
      expect(await balance(shopWon ? online.id : counter.id)).toBe(5_000_000);
    }
  });

  it('concurrent sales of the same products, lines in any order, all complete (no deadlock)', async () => {
    const ps: { id: number; variant: number }[] = [];
    for (let i = 0; i < 4; i++) ps.push(await product({ title: `کالای پرفروش ${i}`, sku: `PS-HOT-${i}`, price: 1000, stock: 100 }));
    const rs = await Promise.all(
      Array.from({ length: 8 }, (_, k) => sell({ lines: (k % 2 ? ps : [...ps].reverse()).map((p) => ({ variant_id: p.variant, quantity: 1 })), payments: { cash: 4000 } })),
    );
    expect(rs.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    for (const p of ps) expect(await stock(p.variant)).toBe(92);
  });

  it('401 without a session, 403 without the permission, 404 while the feature is off', async () => {
    const p = await product({ title: 'کتاب', sku: 'PS-BK-1', price: 100000, stock: 3 });
    const nobody = await ctx.adminWith(['read_product']);
    const urls = [`${PATH}/scan?code=PS-BK-1`, `${PATH}/search?q=x`, `${PATH}/customer?mobile=09120000000`, SALES, `${SALES}/1`, `${PATH}/day-close?date=2025-01-01`];
    for (const u of urls) {
      expect((await api(ctx, null).get(u)).statusCode, u).toBe(401);
      expect((await api(ctx, nobody.token).get(u)).statusCode, u).toBe(403);
    }
    expect((await sell({ lines: [{ variant_id: p.variant, quantity: 1 }], payments: { cash: 100000 } }, { token: nobody.token })).statusCode).toBe(403);
    expect((await api(ctx, null).post(SALES, {})).statusCode).toBe(401);
    const a = api(ctx);
    expect((await a.put('/api/admin/settings/features', { feature_shop: false })).statusCode).toBe(200);
    try {
      for (const u of urls) expect((await a.get(u)).statusCode, u).toBe(404);
      expect((await sell({ lines: [{ variant_id: p.variant, quantity: 1 }], payments: { cash: 100000 } })).statusCode).toBe(404);
      expect((await a.post(`${SALES}/1/void`, { reason: 'خاموش' })).statusCode).toBe(404);
      expect(await stock(p.variant)).toBe(3);
    } finally {
      expect((await a.put('/api/admin/settings/features', { feature_shop: true })).statusCode).toBe(200);
    }
    expect((await a.get(`${PATH}/scan?code=PS-BK-1`)).statusCode).toBe(200);
  });
});
