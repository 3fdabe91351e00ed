import { and, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { orderFixtures, type OrderFixtures } from '../../../../test/order-fixtures';
import { customers } from '../../people/customers/customer.table';
import { openCustomerSession } from '../../storefront/accounts/account.session';
import { auditLogs } from '../../system/audit-logs/audit-log.table';

let ctx: TestContext;
let fx: OrderFixtures;
let post: number;
const R = {} as Record<'wholesale' | 'vip' | 'mug' | 'mugV' | 'plate' | 'plateV' | 'pot' | 'potV', number>;
const S = {} as Record<'wholesale' | 'vip' | 'none', string>;
const ROLES = '/api/admin/customer-roles';
const rolePrices = (productId: number) => `/api/admin/products/${productId}/role-prices`;

let seq = 0;
/** A storefront call, as a guest (no session) or a signed-in customer. */
const store = (url: string, session?: string) =>
  ctx.app.inject({ method: 'GET', url, remoteAddress: `198.51.100.${(++seq % 250) + 1}`, headers: session ? { authorization: `Bearer ${session}` } : {} });
const storeWrite = (url: string, body: unknown, session: string | undefined) =>
  ctx.app.inject({ method: 'POST', url, remoteAddress: `198.51.100.${(++seq % 250) + 1}`, headers: session ? { authorization: `Bearer ${session}` } : {}, payload: body as object });

/** A customer of `roleId` (null: none) with an open storefront session. */
async function shopper(roleId: number | null) {
  const [c] = await ctx.database.db.insert(customers).values({ mobile: `0913444${String(++seq).padStart(4, '0')}`, status: true, roleId }).returning();
  return { id: c!.id, token: await openCustomerSession(ctx.database.db, c!.id, { headers: {}, ip: '127.0.0.1' } as FastifyRequest) };
}

beforeAll(async () => {
  ctx = await setupApp();
  fx = await orderFixtures(ctx);
  post = await fx.shippingMethod({ name: 'پیک', defaultPrice: 20000, minimumDelay: 0 });
  const a = api(ctx);
  // Persian digits accepted for the percentage.
  const wholesale = await a.post(ROLES, { name: 'عمده', discount_percent: '۱۲' });
  expect(wholesale.statusCode, wholesale.body).toBe(201);
  expect(wholesale.json().data.discount_percent).toBe(12);
  R.wholesale = wholesale.json().data.id;
  R.vip = (await a.post(ROLES, { name: 'ویژه' })).json().data.id;
  expect((await a.get(`${ROLES}/${R.vip}`)).json().data.discount_percent).toBe(0);
  const plain = await fx.product({ title: 'لیوان سرامیکی', slug: 'role-mug', price: 100000, stock: 20 });
  const discounted = await fx.product({ title: 'بشقاب', slug: 'role-plate', price: 100000, stock: 20, discount_type: 'percentage', discount: 20 });
  const other = await fx.product({ title: 'قوری', slug: 'role-pot', price: 50000, stock: 20 });
  Object.assign(R, { mug: plain.id, mugV: plain.variant, plate: discounted.id, plateV: discounted.variant, pot: other.id, potV: other.variant });
  S.wholesale = (await shopper(R.wholesale)).token;
  S.vip = (await shopper(R.vip)).token;
  S.none = (await shopper(null)).token;
});
afterAll(() => ctx.close());

describe('role prices of a product /api/admin/products/:id/role-prices', () => {
  it('sets fixed prices per variant and role (Persian digits), reads them back with the roles and variants, and logs the change', async () => {
    const a = api(ctx);
    const empty = await a.get(rolePrices(R.mug));
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json().data).toMatchObject({ prices: [], variants: [{ id: R.mugV, title: 'لیوان سرامیکی', price: 100000, is_default: true }] });
    expect(empty.json().data.roles.map((r: any) => [r.id, r.discount_percent])).toEqual([[R.wholesale, 12], [R.vip, 0]]);
    const put = await a.put(rolePrices(R.mug), { prices: [{ variant_id: R.mugV, role_id: String(R.vip), price: '۷۰٬۰۰۰'.replace('٬', '') }] });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.prices).toEqual([{ variant_id: R.mugV, role_id: R.vip, price: 70000 }]);
    const [log] = await ctx.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'product'), eq(auditLogs.entityId, String(R.mug))))
      .orderBy(desc(auditLogs.id))
      .limit(1);
    expect(log!.changes.role_prices).toEqual([[], [['لیوان سرامیکی', R.vip, 70000]]]);
    // The same list again: no change, no new log entry.
    expect((await a.put(rolePrices(R.mug), { prices: [{ variant_id: R.mugV, role_id: R.vip, price: 70000 }] })).statusCode).toBe(200);
    const logs = await ctx.database.db.select().from(auditLogs).where(and(eq(auditLogs.entity, 'product'), eq(auditLogs.entityId, String(R.mug))));
    expect(logs.filter((l) => 'role_prices' in l.changes)).toHaveLength(1);
  });

  it('refuses, in Persian and per line, a variant of another product, an unknown role, a negative or fractional price, a repeated pair', async () => {
    const a = api(ctx);
    const wrong = await a.put(rolePrices(R.mug), {
      prices: [
        { variant_id: R.potV, role_id: R.vip, price: 1000 },
        { variant_id: R.mugV, role_id: 999999, price: 1000 },
      ],
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.fields).toMatchObject({ 'prices.0.variant_id': 'این تنوع متعلق به این محصول نیست', 'prices.1.role_id': 'این نقش مشتری یافت نشد' });
    const bad = await a.put(rolePrices(R.mug), { prices: [{ variant_id: R.mugV, role_id: R.vip, price: -1 }, { variant_id: R.mugV, role_id: R.wholesale, price: '۱۲.۵' }] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['prices.0.price', 'prices.1.price']);
    expect(bad.json().error.fields['prices.0.price']).toMatch(/[\u0600-\u06FF]/);
    const twice = await a.put(rolePrices(R.mug), { prices: [{ variant_id: R.mugV, role_id: R.vip, price: 1 }, { variant_id: R.mugV, role_id: R.vip, price: 2 }] });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().error.fields['prices.1.role_id']).toBe('قیمت این نقش برای این تنوع تکراری است');
    expect((await a.put(rolePrices(999999), { prices: [] })).statusCode).toBe(404);
    expect((await a.put(rolePrices(R.mug), { prices: 'x' })).statusCode).toBe(422);
    // Nothing of the refused writes stayed.
    expect((await a.get(rolePrices(R.mug))).json().data.prices).toEqual([{ variant_id: R.mugV, role_id: R.vip, price: 70000 }]);
    // The percentage: 0–100, whole.
    for (const v of [101, -1, 2.5]) expect((await a.patch(`${ROLES}/${R.vip}`, { discount_percent: v })).statusCode, String(v)).toBe(422);
  });

  it('reads with a product permission, writes with update_product; 404 while the feature is off', async () => {
    const reader = await ctx.adminWith(['read_product']);
    expect((await api(ctx, reader.token).get(rolePrices(R.mug))).statusCode).toBe(200);
    expect((await api(ctx, reader.token).put(rolePrices(R.mug), { prices: [] })).statusCode).toBe(403);
    expect((await api(ctx, null).get(rolePrices(R.mug))).statusCode).toBe(401);
    expect((await api(ctx).put('/api/admin/settings/features', { feature_customer_roles: false })).statusCode).toBe(200);
    try {
      expect((await api(ctx).get(rolePrices(R.mug))).statusCode).toBe(404);
      expect((await api(ctx).put(rolePrices(R.mug), { prices: [] })).statusCode).toBe(404);
    } finally {
      expect((await api(ctx).put('/api/admin/settings/features', { feature_customer_roles: true })).statusCode).toBe(200);
    }
  });
});

describe('what a role pays', () => {
  it("the storefront shows each role its price, a guest the standard one; the guest's cached answer never carries a role's price", async () => {
    const guest = await store('/api/store/products/role-mug');
    expect(guest.statusCode, guest.body).toBe(200);
    expect(guest.headers['cache-control']).toMatch(/^public/);
    expect(guest.json().data.variants[0]).toMatchObject({ price: 100000, discount_source: 'none' });
    const whole = await store('/api/store/products/role-mug', S.wholesale);
    expect(whole.headers['cache-control']).toMatch(/^private/);
    expect(whole.json().data).toMatchObject({ price: 88000, price_before: 100000, has_discount: true });
    expect(whole.json().data.variants[0]).toMatchObject({ price: 88000, discount_amount: 12000, discount_source: 'role' });
    expect((await store('/api/store/products/role-mug', S.vip)).json().data.variants[0]).toMatchObject({ price: 70000, discount_source: 'role' });
    // A customer without a role, and a guest after the role reads: the guest's price (the same ETag as before).
    expect((await store('/api/store/products/role-mug', S.none)).json().data.variants[0].price).toBe(100000);
    const again = await store('/api/store/products/role-mug');
    expect(again.json().data.variants[0].price).toBe(100000);
    expect(again.headers.etag).toBe(guest.headers.etag);
    // The list's cards too.
    const card = (res: { json: () => any }, id: number) => res.json().data.find((p: any) => p.id === id);
    const q = `/api/store/products?q=${encodeURIComponent('لیوان')}`;
    expect(card(await store(q, S.wholesale), R.mug)).toMatchObject({ price: 88000, price_before: 100000, has_discount: true });
    expect(card(await store(q), R.mug)).toMatchObject({ price: 100000, has_discount: false });
    // A larger discount of the product wins over the role's 12 %, alone.
    expect((await store('/api/store/products/role-plate', S.wholesale)).json().data.variants[0]).toMatchObject({ price: 80000, discount_source: 'product' });
  });

  it("a change of the role's percentage shows at once; with the feature off a role pays the standard price", async () => {
    expect((await store('/api/store/products/role-pot', S.wholesale)).json().data.variants[0].price).toBe(44000);
    // A guest reading after the role: the guest's own answer.
    expect((await store('/api/store/products/role-pot')).json().data.variants[0].price).toBe(50000);
    expect((await api(ctx).patch(`${ROLES}/${R.wholesale}`, { discount_percent: 25 })).statusCode).toBe(200);
    expect((await store('/api/store/products/role-pot', S.wholesale)).json().data.variants[0]).toMatchObject({ price: 37500, discount_source: 'role' });
    expect((await store('/api/store/products/role-plate', S.wholesale)).json().data.variants[0]).toMatchObject({ price: 75000, discount_source: 'role' });
    expect((await api(ctx).put('/api/admin/settings/features', { feature_customer_roles: false })).statusCode).toBe(200);
    try {
      expect((await store('/api/store/products/role-pot', S.wholesale)).json().data.variants[0]).toMatchObject({ price: 50000, discount_source: 'none' });
    } finally {
      expect((await api(ctx).put('/api/admin/settings/features', { feature_customer_roles: true })).statusCode).toBe(200);
      expect((await api(ctx).patch(`${ROLES}/${R.wholesale}`, { discount_percent: 12 })).statusCode).toBe(200);
    }
  });

  it("the cart prices its lines at the customer's role price", async () => {
    const add = await storeWrite('/api/store/cart/items', { variant_id: R.mugV, quantity: 2 }, S.vip);
    expect(add.statusCode, add.body).toBe(200);
    const cart = (await store('/api/store/cart', S.vip)).json().data;
    expect(cart.lines[0]).toMatchObject({ unit_price: 100000, discount_amount: 30000, discount_source: 'role', price: 70000, line_total: 140000 });
    expect(cart).toMatchObject({ subtotal: 140000, discount_total: 60000 });
  });

  it("the admin's order preview and the order itself use the order customer's role", async () => {
    const c = await fx.customer({ first: 'رضا', last: 'عمده‌فروش', postalCode: '1234567890', balance: 1_000_000 });
    await ctx.database.db.update(customers).set({ roleId: R.wholesale }).where(eq(customers.id, c.id));
    const body = { customer_id: c.id, address_id: c.address, shipping_method_id: post, items: [{ variant_id: R.mugV, quantity: 2 }, { variant_id: R.potV, quantity: 1 }] };
    const preview = await api(ctx).post('/api/admin/orders/preview', body);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.items.map((i: any) => [i.unit_price, i.unit_discount, i.discount_source])).toEqual([
      [100000, 12000, 'role'],
      [50000, 6000, 'role'],
    ]);
    // Without a customer: the standard price.
    const anon = await api(ctx).post('/api/admin/orders/preview', { items: body.items });
    expect(anon.json().data.items.map((i: any) => i.discount_source)).toEqual(['none', 'none']);
    const created = await api(ctx).post('/api/admin/orders', { ...body, payment: { method: 'wallet' } });
    expect(created.statusCode, created.body).toBe(201);
    const o = created.json().data;
    expect(o.items.map((i: any) => [i.unit_discount, i.discount_source])).toEqual([[12000, 'role'], [6000, 'role']]);
    // 2 × 88,000 + 44,000 + 20,000 shipping.
    expect(o).toMatchObject({ total_items_amount: 250000, discount_on_items: 30000, total_amount: 240000 });
  });
});
