import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../test/db';
import { orderFixtures, type OrderFixtures } from '../../../test/order-fixtures';
import { customers } from '../people/customers/customer.table';
import { flashes, flashProducts } from '../sales/flashes/flash.table';
import { stockLevels } from '../stock/stock/stock.table';
import { miniOrders } from './shop.table';

// The counter prices a sale for its customer's role (docs/pricing.md): the lowest of the standard
// and the role's price, one discount only; a guest pays the standard price.
let ctx: TestContext;
let fx: OrderFixtures;
const PATH = '/api/admin/shop';
const SALES = `${PATH}/sales`;
const ROLES = '/api/admin/customer-roles';
const fa = (s: string | number) => String(s).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);

const R = {} as Record<'wholesale' | 'vip', number>;
const P = {} as Record<'mug' | 'plate' | 'lamp' | 'pot', { id: number; variant: number }>;
const C = {} as Record<'wholesale' | 'vip' | 'plain', { id: number; mobile: string }>;
let flashId: number;

const db = () => ctx.database.db;
const stock = async (variantId: number) => (await db().select({ q: stockLevels.quantity }).from(stockLevels).where(eq(stockLevels.variantId, variantId)))[0]?.q ?? 0;
const saleCount = async () => (await db().select({ id: miniOrders.id }).from(miniOrders)).length;
const campaignSales = async () => (await db().select({ n: flashProducts.salesCount }).from(flashProducts).where(eq(flashProducts.flashId, flashId)))[0]!.n;
const sell = (body: unknown, token = ctx.token) => ctx.app.inject({ method: 'POST', url: SALES, payload: body as object, headers: { authorization: `Bearer ${token}` } });
const prices = (ids: number[], customerId?: number) => api(ctx).get(`${PATH}/prices?variant_ids=${encodeURIComponent(fa(ids.join(',')))}${customerId ? `&customer_id=${fa(customerId)}` : ''}`);

beforeAll(async () => {
  ctx = await setupApp();
  fx = await orderFixtures(ctx);
  const a = api(ctx);
  R.wholesale = (await a.post(ROLES, { name: 'عمده‌فروش', discount_percent: '۱۲' })).json().data.id;
  R.vip = (await a.post(ROLES, { name: 'ویژه', discount_percent: 5 })).json().data.id;
  P.mug = await fx.product({ title: 'لیوان صندوق', sku: 'RP-MUG', price: 100000, stock: 30 });
  P.plate = await fx.product({ title: 'بشقاب صندوق', sku: 'RP-PLATE', price: 100000, stock: 30, discount_type: 'percentage', discount: 20 });
  P.lamp = await fx.product({ title: 'چراغ صندوق', sku: 'RP-LAMP', price: 200000, stock: 30 });
  P.pot = await fx.product({ title: 'قوری صندوق', sku: 'RP-POT', price: 50000, stock: 30 });
  // The lamp is in a running campaign at 25 % off (150,000).
  const [f] = await db()
    .insert(flashes)
    .values({ title: 'حراج صندوق', startsAt: new Date(Date.now() - 3600e3), endsAt: new Date(Date.now() + 86400e3), discountType: 'percentage', discount: 25 })
    .returning();
  flashId = f!.id;
  await db().insert(flashProducts).values({ flashId, productId: P.lamp.id });
  // Fixed prices of the vip role: the mug at 70,000 (below its 5 %), the lamp at 140,000 (below the campaign).
  for (const [p, price] of [[P.mug, 70000], [P.lamp, 140000]] as const) {
    const r = await a.put(`/api/admin/products/${p.id}/role-prices`, { prices: [{ variant_id: p.variant, role_id: R.vip, price }] });
    expect(r.statusCode, r.body).toBe(200);
  }
  for (const k of ['wholesale', 'vip', 'plain'] as const) {
    const c = await fx.customer({ first: 'مشتری', last: k, postalCode: '1234567890', balance: 0 });
    if (k !== 'plain') await db().update(customers).set({ roleId: R[k] }).where(eq(customers.id, c.id));
    C[k] = { id: c.id, mobile: c.mobile };
  }
});
afterAll(() => ctx.close());

describe('in-store sale priced for the customer role', () => {
  it('scan, search and the price check answer the role price for the chosen customer, the standard one without', async () => {
    const a = api(ctx);
    const guest = (await a.get(`${PATH}/scan?code=RP-MUG`)).json().data;
    expect(guest).toMatchObject({ unit_price: 100000, list_price: 100000, discount_source: 'none' });
    const wholesale = await a.get(`${PATH}/scan?code=RP-MUG&customer_id=${fa(C.wholesale.id)}`);
    expect(wholesale.statusCode, wholesale.body).toBe(200);
    expect(wholesale.json().data).toMatchObject({ unit_price: 88000, list_price: 100000, discount_source: 'role' });
    const found = (await a.get(`${PATH}/search?q=${encodeURIComponent('صندوق')}&customer_id=${C.vip.id}`)).json().data;
    expect(Object.fromEntries(found.map((r: any) => [r.variant_id, [r.unit_price, r.discount_source]]))).toEqual({
      [P.mug.variant]: [70000, 'role'], // fixed 70,000 below 5 % off (95,000)
      [P.plate.variant]: [80000, 'product'], // the product's 20 % beats the role's 5 %; never 25 %
      [P.lamp.variant]: [140000, 'role'], // the fixed price beats the campaign's 150,000
      [P.pot.variant]: [47500, 'role'], // 5 % off
    });

    // Re-pricing the receipt when the customer is chosen, changed, or taken away.
    const ids = [P.mug.variant, P.plate.variant, P.lamp.variant, P.pot.variant];
    const asWholesale = await prices(ids, C.wholesale.id);
    expect(asWholesale.statusCode, asWholesale.body).toBe(200);
    expect(asWholesale.json().data.map((r: any) => [r.variant_id, r.unit_price, r.list_price, r.discount_source])).toEqual([
      [P.mug.variant, 88000, 100000, 'role'],
      [P.plate.variant, 80000, 100000, 'product'],
      [P.lamp.variant, 150000, 200000, 'campaign'], // the campaign's 25 % beats the role's 12 %
      [P.pot.variant, 44000, 50000, 'role'],
    ]);
    expect((await prices(ids)).json().data.map((r: any) => r.unit_price)).toEqual([100000, 80000, 150000, 50000]);
    expect((await prices(ids, C.plain.id)).json().data.map((r: any) => r.unit_price)).toEqual([100000, 80000, 150000, 50000]);
    // A malformed list is a Persian 422, never a 500.
    const bad = await a.get(`${PATH}/prices?variant_ids=abc`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('charges a role customer the role price, server-side: lines, totals, stock, campaign count and report facts', async () => {
    const before = { mug: await stock(P.mug.variant), lamp: await stock(P.lamp.variant), campaign: await campaignSales() };
    const lines = [
      { variant_id: P.mug.variant, quantity: 2 },
      { variant_id: P.plate.variant, quantity: 1 },
      { variant_id: P.lamp.variant, quantity: 1 },
    ];
    // Paid as for a guest (the screen had not asked again): the totals do not add up, nothing is written.
    const stale = await sell({ lines, customer: { id: C.vip.id }, payments: { cash: 2 * 100000 + 80000 + 150000 } });
    expect(stale.statusCode, stale.body).toBe(422);
    expect(stale.json().error.code).toBe('payments_mismatch');
    expect(await stock(P.mug.variant)).toBe(before.mug);

    const total = 2 * 70000 + 80000 + 140000;
    const r = await sell({ lines, customer: { id: C.vip.id }, payments: { cash: total } });
    expect(r.statusCode, r.body).toBe(201);
    const s = r.json().data;
    expect(s).toMatchObject({ lines_total: total, discount_amount: 0, total, paid_cash: total, customer: { id: C.vip.id } });
    expect(s.lines.map((l: any) => [l.variant_id, l.unit_price, l.list_price, l.effective_price, l.discount_source, l.price_changed, l.line_total])).toEqual([
      [P.mug.variant, 70000, 100000, 70000, 'role', false, 140000],
      [P.plate.variant, 80000, 100000, 80000, 'product', false, 80000],
      [P.lamp.variant, 140000, 200000, 140000, 'role', false, 140000],
    ]);
    expect(await stock(P.mug.variant)).toBe(before.mug - 2);
    expect(await stock(P.lamp.variant)).toBe(before.lamp - 1);
    // The lamp sold at the role's price is not a campaign sale.
    expect(await campaignSales()).toBe(before.campaign);
    // The in-store report facts count what was charged.
    const facts = (await db().execute(sql`select variant_id, sum(quantity)::int as q, sum(amount)::bigint as amount from product_sale_days
      where channel = 'in_store' and variant_id = ${P.mug.variant} group by variant_id`)).rows[0] as { q: number; amount: string };
    expect(facts).toMatchObject({ q: 2, amount: 140000 });
  });

  it('ignores a line sent at the standard price for a role customer, and a customer found by mobile is priced by role', async () => {
    const cashier = await ctx.adminWith(['mini_order']);
    const manager = await ctx.adminWith(['mini_order', 'discount_mini_order']);
    for (const token of [cashier.token, manager.token]) {
      const r = await sell({ lines: [{ variant_id: P.pot.variant, quantity: 2, unit_price: 50000 }], customer: { mobile: fa(C.wholesale.mobile) }, payments: { card: 88000 } }, token);
      expect(r.statusCode, r.body).toBe(201);
      expect(r.json().data).toMatchObject({ customer: { id: C.wholesale.id }, total: 88000 });
      expect(r.json().data.lines[0]).toMatchObject({ unit_price: 44000, effective_price: 44000, list_price: 50000, discount_source: 'role', price_changed: false });
    }
    // A cashier without discount_mini_order may not charge another price; a manager's own price stays a cashier's change.
    const lower = { lines: [{ variant_id: P.pot.variant, quantity: 1, unit_price: 40000 }], customer: { id: C.wholesale.id }, payments: { cash: 40000 } };
    expect((await sell(lower, cashier.token)).statusCode).toBe(403);
    const changed = await sell(lower, manager.token);
    expect(changed.statusCode, changed.body).toBe(201);
    expect(changed.json().data.lines[0]).toMatchObject({ unit_price: 40000, effective_price: 44000, discount_source: 'role', price_changed: true });
  });

  it('takes only the standard price sent for a lower role price as the role price; any other sent price is a change', async () => {
    const cashier = await ctx.adminWith(['mini_order']);
    const before = { lamp: await stock(P.lamp.variant), mug: await stock(P.mug.variant), campaign: await campaignSales(), sales: await saleCount() };
    // As the screen showed them before the vip customer was chosen: the lamp at the campaign's
    // 150,000 (its list price is 200,000), the mug at 100,000; the vip role's are 140,000 and 70,000.
    const asGuest = [
      { variant_id: P.lamp.variant, quantity: 1, unit_price: 150000 },
      { variant_id: P.mug.variant, quantity: 1, unit_price: 100000 },
    ];
    // Paid at the standard total: the totals do not add up, nothing is written.
    const stale = await sell({ lines: asGuest, customer: { mobile: C.vip.mobile }, payments: { cash: 250000 } }, cashier.token);
    expect(stale.statusCode, stale.body).toBe(422);
    expect(stale.json().error.code).toBe('payments_mismatch');
    expect([await stock(P.lamp.variant), await stock(P.mug.variant), await campaignSales(), await saleCount()]).toEqual([before.lamp, before.mug, before.campaign, before.sales]);

    // Paid at the role's total, by a cashier without discount_mini_order: the role's prices, no change.
    const r = await sell({ lines: asGuest, customer: { mobile: C.vip.mobile }, payments: { cash: 140000 + 70000 } }, cashier.token);
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().data).toMatchObject({ customer: { id: C.vip.id }, total: 210000 });
    expect(r.json().data.lines.map((l: any) => [l.variant_id, l.unit_price, l.list_price, l.effective_price, l.discount_source, l.price_changed])).toEqual([
      [P.lamp.variant, 140000, 200000, 140000, 'role', false],
      [P.mug.variant, 70000, 100000, 70000, 'role', false],
    ]);
    expect([await stock(P.lamp.variant), await stock(P.mug.variant), await campaignSales(), await saleCount()]).toEqual([before.lamp - 1, before.mug - 1, before.campaign, before.sales + 1]);

    // The list price is not the standard price: a change, refused without discount_mini_order.
    const list = await sell({ lines: [{ variant_id: P.lamp.variant, quantity: 1, unit_price: 200000 }], customer: { id: C.vip.id }, payments: { cash: 200000 } }, cashier.token);
    expect(list.statusCode, list.body).toBe(403);
    expect(list.json().error.code).toBe('price_forbidden');
    expect(Object.keys(list.json().error.fields)).toEqual(['lines.0.unit_price']);
    // A line the role does not price lower (the plate's 20 % beats the wholesale 12 %): its list price is a change too.
    const plate = await sell({ lines: [{ variant_id: P.plate.variant, quantity: 1, unit_price: 100000 }], customer: { id: C.wholesale.id }, payments: { cash: 100000 } }, cashier.token);
    expect(plate.statusCode, plate.body).toBe(403);
    expect(plate.json().error.code).toBe('price_forbidden');
    expect(await saleCount()).toBe(before.sales + 1);
  });

  it('a sale without a customer, or with a customer without a role, is at the standard price; a campaign line counts towards the campaign', async () => {
    const before = await campaignSales();
    const guest = await sell({ lines: [{ variant_id: P.mug.variant, quantity: 1 }, { variant_id: P.lamp.variant, quantity: 1 }], payments: { cash: 250000 } });
    expect(guest.statusCode, guest.body).toBe(201);
    expect(guest.json().data.lines.map((l: any) => [l.unit_price, l.discount_source])).toEqual([[100000, 'none'], [150000, 'campaign']]);
    expect(await campaignSales()).toBe(before + 1);
    const plain = await sell({ lines: [{ variant_id: P.mug.variant, quantity: 1 }], customer: { id: C.plain.id }, payments: { cash: 100000 } });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json().data.lines[0]).toMatchObject({ unit_price: 100000, discount_source: 'none' });
    // A wholesale customer buying the campaign lamp pays the campaign's price (lower than 12 % off), counted.
    const campaign = await sell({ lines: [{ variant_id: P.lamp.variant, quantity: 1 }], customer: { id: C.wholesale.id }, payments: { cash: 150000 } });
    expect(campaign.statusCode, campaign.body).toBe(201);
    expect(campaign.json().data.lines[0]).toMatchObject({ unit_price: 150000, discount_source: 'campaign' });
    expect(await campaignSales()).toBe(before + 2);
  });

  it('the customer lookup names the role the counter prices for; with the feature off everyone pays the standard price', async () => {
    const a = api(ctx);
    const found = (await a.get(`${PATH}/customer?mobile=${C.wholesale.mobile}`)).json().data.customer;
    expect(found.role).toEqual({ id: R.wholesale, name: 'عمده‌فروش', discount_percent: 12 });
    expect((await a.get(`${PATH}/customer?mobile=${C.plain.mobile}`)).json().data.customer.role).toBeNull();
    expect((await a.put('/api/admin/settings/features', { feature_customer_roles: false })).statusCode).toBe(200);
    try {
      expect((await a.get(`${PATH}/customer?mobile=${C.wholesale.mobile}`)).json().data.customer.role).toBeNull();
      expect((await prices([P.mug.variant], C.vip.id)).json().data[0]).toMatchObject({ unit_price: 100000, discount_source: 'none' });
      const r = await sell({ lines: [{ variant_id: P.mug.variant, quantity: 1 }], customer: { id: C.vip.id }, payments: { cash: 100000 } });
      expect(r.statusCode, r.body).toBe(201);
    } finally {
      expect((await a.put('/api/admin/settings/features', { feature_customer_roles: true })).statusCode).toBe(200);
    }
  });
});

describe("order form's variant search priced for the order's customer", () => {
  it('answers the role price with the standard price it replaces, and the standard price without a customer', async () => {
    const a = api(ctx);
    const search = (q: string) => a.get(`/api/admin/orders/variants?${q}`);
    const guest = (await search(`q=${encodeURIComponent('لیوان صندوق')}`)).json().data[0];
    expect(guest).toMatchObject({ variant_id: P.mug.variant, unit_price: 100000, unit_discount: 0, final_price: 100000, discount_source: 'none' });
    const vip = await search(`q=${encodeURIComponent('صندوق')}&customer_id=${fa(C.vip.id)}`);
    expect(vip.statusCode, vip.body).toBe(200);
    expect(Object.fromEntries(vip.json().data.map((r: any) => [r.variant_id, [r.final_price, r.unit_price, r.discount_source]]))).toEqual({
      [P.mug.variant]: [70000, 100000, 'role'],
      [P.plate.variant]: [80000, 100000, 'product'],
      [P.lamp.variant]: [140000, 200000, 'role'],
      [P.pot.variant]: [47500, 50000, 'role'],
    });
    const byBarcode = await search(`barcode=RP-POT&customer_id=${C.wholesale.id}`);
    expect(byBarcode.json().data[0]).toMatchObject({ variant_id: P.pot.variant, final_price: 44000, unit_discount: 6000, discount_source: 'role' });
    // The same as the order's preview for that customer.
    const preview = await a.post('/api/admin/orders/preview', { customer_id: C.wholesale.id, items: [{ variant_id: P.pot.variant, quantity: 1 }] });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.items[0]).toMatchObject({ unit_price: 50000, unit_discount: 6000 });
    expect((await search(`q=x&customer_id=abc`)).statusCode).toBe(422);
  });
});
