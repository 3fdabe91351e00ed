import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { clearRateLimiters } from '../../../lib/rate-limit';
import { categories } from '../../catalog/categories/category.table';
import { products, variants } from '../../catalog/products/product.table';
import { tokenHash } from '../../people/auth/auth.service';
import { customers } from '../../people/customers/customer.table';
import { media } from '../../system/uploads/media.table';
import { openCustomerSession } from '../accounts/account.session';
import { CART_COOKIE, pruneGuestCarts } from './cart.service';
import { cartItems, carts } from './cart.table';

let ctx: TestContext;
let cat: number;
let img: number;
const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await setupApp();
  const db = ctx.database.db;
  cat = (await db.insert(categories).values({ title: 'پوشاک', slug: 'cart-clothes' }).returning())[0]!.id;
  img = (await db.insert(media).values({ path: '2025/01/cart.webp', mime: 'image/webp', size: 100, width: 10, height: 10 }).returning())[0]!.id;
});
afterAll(async () => {
  await ctx?.close();
});
beforeEach(() => clearRateLimiters());

let ipSeq = 0;
const freshIp = () => `203.0.113.${(++ipSeq % 250) + 1}`;
const fa = (n: number | string) => String(n).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);

/** A storefront call: a guest's cart token and/or a customer's session, from its own address unless told. */
function store(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, o: { cart?: string; session?: string; body?: unknown; ip?: string; headers?: Record<string, string> } = {}) {
  return ctx.app.inject({
    method,
    url: `/api/store/cart${url}`,
    remoteAddress: o.ip ?? freshIp(),
    headers: { ...(o.cart ? { 'x-cart-token': o.cart } : {}), ...(o.session ? { authorization: `Bearer ${o.session}` } : {}), ...o.headers },
    ...(o.body !== undefined ? { payload: o.body as object } : {}),
  });
}

let slugSeq = 0;
async function product(body: Record<string, unknown> = {}) {
  const r = await api(ctx).post('/api/admin/products', { category_ids: [cat], title: `پیراهن ${++slugSeq}`, slug: `cart-shirt-${slugSeq}`, price: 100_000, stock: 10, status: 'available', ...body });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data as { id: number; default_variant_id: number };
}

let mobileSeq = 0;
async function customer() {
  const [c] = await ctx.database.db.insert(customers).values({ mobile: `0912555${String(++mobileSeq).padStart(4, '0')}`, status: true }).returning();
  const token = await openCustomerSession(ctx.database.db, c!.id, { headers: {}, ip: '127.0.0.1' } as FastifyRequest);
  return { id: c!.id, mobile: c!.mobile, token };
}

describe('the storefront cart', () => {
  it('a guest adds (Persian digits too), gets a token once, reads the cart back with it; no token reads an empty cart', async () => {
    const p = await product({ title: 'پیراهن کتان', price: 250_000 });
    const empty = await store('GET', '');
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toMatchObject({ lines: [], subtotal: 0, items_count: 0 });

    const add = await store('POST', '/items', { body: { variant_id: fa(p.default_variant_id), quantity: '۲' } });
    expect(add.statusCode, add.body).toBe(200);
    const token = add.json().data.cart_token as string;
    expect(token).toMatch(/^[\w-]{40,}$/);
    expect(add.headers['x-cart-token']).toBe(token);
    expect(add.cookies.find((c) => c.name === CART_COOKIE)).toMatchObject({ value: token, httpOnly: true, maxAge: 30 * 86_400 });
    // Only the token's hash is kept.
    const [row] = await ctx.database.db.select().from(carts).where(eq(carts.tokenHash, tokenHash(token)));
    expect(row).toMatchObject({ customerId: null });

    const again = await store('POST', '/items', { cart: token, body: { variant_id: p.default_variant_id, quantity: 1 } });
    expect(again.json().data.cart_token).toBeUndefined();
    const read = await store('GET', '', { cart: token });
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.json().data).toMatchObject({
      lines: [{ variant_id: p.default_variant_id, product_id: p.id, title: 'پیراهن کتان', variant_title: '', quantity: 3, unit_price: 250_000, price: 250_000, line_total: 750_000, availability: 'in_stock', orderable: true, problem: null }],
      subtotal: 750_000,
      items_count: 3,
    });
    // The cookie names the cart as well (a same-site write).
    const byCookie = await ctx.app.inject({ method: 'GET', url: '/api/store/cart', cookies: { [CART_COOKIE]: token } });
    expect(byCookie.json().data.items_count).toBe(3);
    const crossSite = await ctx.app.inject({ method: 'DELETE', url: '/api/store/cart', cookies: { [CART_COOKIE]: token }, headers: { origin: 'https://evil.example' } });
    expect(crossSite.statusCode).toBe(403);

    // PATCH sets, 0 removes; DELETE of a line and of the cart.
    const q = await product();
    await store('POST', '/items', { cart: token, body: { variant_id: q.default_variant_id, quantity: 1 } });
    expect((await store('PATCH', `/items/${fa(p.default_variant_id)}`, { cart: token, body: { quantity: '۵' } })).json().data.lines[0].quantity).toBe(5);
    expect((await store('PATCH', `/items/${p.default_variant_id}`, { cart: token, body: { quantity: 0 } })).json().data.lines.map((l: any) => l.variant_id)).toEqual([q.default_variant_id]);
    expect((await store('DELETE', `/items/${q.default_variant_id}`, { cart: token })).json().data.lines).toEqual([]);
    await store('POST', '/items', { cart: token, body: { variant_id: q.default_variant_id, quantity: 1 } });
    expect((await store('DELETE', '', { cart: token })).json().data).toMatchObject({ lines: [], subtotal: 0 });
    const missing = await store('PATCH', `/items/${q.default_variant_id}`, { cart: token, body: { quantity: 2 } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.fields.variant_id).toBe('این کالا در سبد خرید شما نیست');
  });

  it('refuses in Persian: unknown, draft, archived or switched-off variants, over stock, over the per-order cap, too many lines', async () => {
    const add = (variant_id: unknown, quantity: unknown, cart?: string) => store('POST', '/items', { cart, body: { variant_id, quantity } });
    const unknown = await add(99_999_999, 1);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.fields.variant_id).toBe('این کالا پیدا نشد');
    const draft = await product({ status: 'draft' });
    expect((await add(draft.default_variant_id, 1)).json().error.fields.variant_id).toBe('این کالا پیدا نشد');
    const archived = await product();
    await ctx.database.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, archived.id));
    expect((await add(archived.default_variant_id, 1)).json().error.fields.variant_id).toBe('این کالا پیدا نشد');
    const off = await product({ title: 'کت خاموش' });
    await ctx.database.db.update(variants).set({ status: false }).where(eq(variants.id, off.default_variant_id));
    expect((await add(off.default_variant_id, 1)).json().error.fields.variant_id).toBe('«کت خاموش» در حال حاضر قابل خرید نیست');
    const none = await product({ title: 'کت تمام‌شده', stock: 0, status: 'out_of_stock' });
    expect((await add(none.default_variant_id, 1)).json().error.fields.variant_id).toBe('«کت تمام‌شده» ناموجود است');

    const few = await product({ title: 'کلاه', stock: 3 });
    const over = await add(few.default_variant_id, 4);
    expect(over.statusCode).toBe(422);
    expect(over.json().error.fields.quantity).toBe('از «کلاه» فقط ۳ عدد موجود است');
    // Two adds that together pass the stock are refused as well, and nothing is written.
    const ok = await add(few.default_variant_id, 2);
    const token = ok.json().data.cart_token;
    expect((await add(few.default_variant_id, 2, token)).statusCode).toBe(422);
    expect((await store('GET', '', { cart: token })).json().data.lines[0].quantity).toBe(2);

    const capped = await product({ title: 'شال', max_per_order: 2 });
    const cap = await add(capped.default_variant_id, 3, token);
    expect(cap.json().error.fields.quantity).toBe('از «شال» حداکثر ۲ عدد در هر سفارش می‌توان خرید');
    expect((await store('PATCH', `/items/${few.default_variant_id}`, { cart: token, body: { quantity: 9 } })).statusCode).toBe(422);

    // Fifty lines at most.
    const [cart] = await ctx.database.db.select().from(carts).where(eq(carts.tokenHash, tokenHash(token)));
    const filler = [];
    for (let i = 0; i < 49; i++) filler.push((await product({ stock: 5 })).default_variant_id);
    await ctx.database.db.insert(cartItems).values(filler.map((variantId) => ({ cartId: cart!.id, variantId, quantity: 1 })));
    const full = await add(capped.default_variant_id, 1, token);
    expect(full.statusCode).toBe(422);
    expect(full.json().error.fields.variant_id).toBe('سبد خرید حداکثر ۵۰ قلم کالا می‌پذیرد');
    // A line already there may still grow.
    expect((await add(few.default_variant_id, 1, token)).statusCode).toBe(200);
  });

  it('flags a line whose variant went unavailable or short, keeps it, and leaves it out of the subtotal', async () => {
    const a = await product({ title: 'جوراب', price: 50_000, stock: 5 });
    const b = await product({ title: 'دستکش', price: 80_000, stock: 5 });
    const token = (await store('POST', '/items', { body: { variant_id: a.default_variant_id, quantity: 4 } })).json().data.cart_token;
    await store('POST', '/items', { cart: token, body: { variant_id: b.default_variant_id, quantity: 1 } });
    await ctx.database.db.update(variants).set({ status: false }).where(eq(variants.id, b.default_variant_id));
    expect((await api(ctx).post('/api/admin/store/adjust', { variant_id: a.default_variant_id, change: -3, reason: 'شمارش' })).statusCode).toBe(200);
    const cart = (await store('GET', '', { cart: token })).json().data;
    expect(cart.lines).toMatchObject([
      { variant_id: a.default_variant_id, quantity: 4, orderable: false, problem: 'از «جوراب» فقط ۲ عدد موجود است', availability: 'in_stock' },
      { variant_id: b.default_variant_id, quantity: 1, orderable: false, problem: '«دستکش» در حال حاضر قابل خرید نیست', availability: 'unavailable' },
    ]);
    expect(cart).toMatchObject({ subtotal: 0, has_problems: true });
    // Lowering a flagged line is allowed.
    const fixed = (await store('PATCH', `/items/${a.default_variant_id}`, { cart: token, body: { quantity: 2 } })).json().data;
    expect(fixed.lines[0]).toMatchObject({ orderable: true, line_total: 100_000 });
    expect(fixed.subtotal).toBe(100_000);
  });

  it('two adds at once never pass the stock together (the cart row is locked)', async () => {
    const me = await customer();
    const p = await product({ stock: 3 });
    await store('POST', '/items', { session: me.token, body: { variant_id: p.default_variant_id, quantity: 1 } });
    const both = await Promise.all([1, 2].map(() => store('POST', '/items', { session: me.token, body: { variant_id: p.default_variant_id, quantity: 2 } })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect((await store('GET', '', { session: me.token })).json().data.lines[0].quantity).toBe(3);
  });

  it('prices a running campaign exactly as the admin pricing engine does', async () => {
    const p = await product({ title: 'کاپشن', price: 400_000, barcode: 'CART-CAMPAIGN-1' });
    const token = (await store('POST', '/items', { body: { variant_id: p.default_variant_id, quantity: 2 } })).json().data.cart_token;
    expect((await store('GET', '', { cart: token })).json().data.lines[0]).toMatchObject({ price: 400_000, discount_source: 'none', flash_id: null });
    const flash = await api(ctx).post('/api/admin/flashes', {
      title: 'حراج سبد',
      starts_at: new Date(Date.now() - DAY).toISOString(),
      ends_at: new Date(Date.now() + DAY).toISOString(),
      image_id: img,
      discount_type: 'percentage',
      discount: 25,
      products: [{ product_id: p.id }],
    });
    expect(flash.statusCode, flash.body).toBe(201);
    const admin = (await api(ctx).get(`/api/admin/orders/variants?barcode=CART-CAMPAIGN-1`)).json().data[0];
    const line = (await store('GET', '', { cart: token })).json().data;
    expect(line.lines[0]).toMatchObject({ unit_price: admin.unit_price, discount_amount: admin.unit_discount, price: admin.final_price, discount_source: 'campaign', flash_id: flash.json().data.id });
    expect(line.lines[0].price).toBe(300_000);
    expect(line).toMatchObject({ subtotal: 600_000, discount_total: 200_000 });
  });

  it('merges a guest cart at sign-in (verify) and by POST /merge: sums capped by stock and the per-order cap; the guest token dies', async () => {
    const me = await customer();
    const a = await product({ stock: 5 });
    const b = await product({ stock: 10, max_per_order: 3 });
    const c = await product({ stock: 10 });
    // The customer's own cart.
    expect((await store('POST', '/items', { session: me.token, body: { variant_id: a.default_variant_id, quantity: 3 } })).statusCode).toBe(200);
    await store('POST', '/items', { session: me.token, body: { variant_id: b.default_variant_id, quantity: 2 } });
    // A guest cart on the same device.
    const guest = (await store('POST', '/items', { body: { variant_id: a.default_variant_id, quantity: 4 } })).json().data.cart_token;
    await store('POST', '/items', { cart: guest, body: { variant_id: b.default_variant_id, quantity: 2 } });
    await store('POST', '/items', { cart: guest, body: { variant_id: c.default_variant_id, quantity: 1 } });

    const merged = await store('POST', '/merge', { session: me.token, cart: guest });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().data.lines.map((l: any) => [l.variant_id, l.quantity])).toEqual([
      [a.default_variant_id, 5],
      [b.default_variant_id, 3],
      [c.default_variant_id, 1],
    ]);
    expect((await store('GET', '', { cart: guest })).json().data.lines).toEqual([]);
    expect(await ctx.database.db.select().from(carts).where(eq(carts.tokenHash, tokenHash(guest)))).toEqual([]);

    // At sign-in: the verify route merges the guest cart it is sent along with.
    const mobile = '09125559999';
    const g2 = (await store('POST', '/items', { body: { variant_id: c.default_variant_id, quantity: 2 } })).json().data.cart_token;
    const outbox = path.join(ctx.dataDir, 'outbox');
    const before = new Set(fs.existsSync(outbox) ? fs.readdirSync(outbox) : []);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/store/account/request-code', payload: { mobile }, remoteAddress: freshIp() })).statusCode).toBe(202);
    const sms = fs.readdirSync(outbox).filter((f) => !before.has(f) && f.endsWith('.sms.txt')).map((f) => fs.readFileSync(path.join(outbox, f), 'utf8')).join('\n');
    const code = /(\d{6})/.exec(sms.split('\n\n').slice(1).join('\n'))?.[1];
    expect(code).toBeTruthy();
    const verify = await ctx.app.inject({ method: 'POST', url: '/api/store/account/verify', payload: { mobile, code }, headers: { 'x-cart-token': g2 }, remoteAddress: freshIp() });
    expect(verify.statusCode, verify.body).toBe(200);
    const session = verify.json().data.token;
    expect((await store('GET', '', { session })).json().data.lines.map((l: any) => [l.variant_id, l.quantity])).toEqual([[c.default_variant_id, 2]]);
    expect((await store('GET', '', { cart: g2 })).json().data.lines).toEqual([]);
  });

  it("never reaches another customer's or guest's cart", async () => {
    const alice = await customer();
    const bob = await customer();
    const p = await product();
    await store('POST', '/items', { session: alice.token, body: { variant_id: p.default_variant_id, quantity: 2 } });
    const guest = (await store('POST', '/items', { body: { variant_id: p.default_variant_id, quantity: 1 } })).json().data.cart_token;
    expect((await store('GET', '', { session: bob.token })).json().data.lines).toEqual([]);
    // A signed-in customer sending a guest's token still sees only their own cart, and their writes go there.
    expect((await store('GET', '', { session: bob.token, cart: guest })).json().data.lines).toEqual([]);
    await store('DELETE', '', { session: bob.token, cart: guest });
    expect((await store('GET', '', { cart: guest })).json().data.lines).toHaveLength(1);
    expect((await store('GET', '', { session: alice.token })).json().data.lines[0].quantity).toBe(2);
    // A guest cannot name a customer's cart, and a made-up token reads nothing and starts a fresh cart.
    const [aliceCart] = await ctx.database.db.select().from(carts).where(eq(carts.customerId, alice.id));
    expect((await store('GET', '', { cart: String(aliceCart!.id) })).json().data.lines).toEqual([]);
    const fresh = await store('POST', '/items', { cart: 'made-up-token', body: { variant_id: p.default_variant_id, quantity: 1 } });
    expect(fresh.json().data.cart_token).not.toBe('made-up-token');
    expect((await store('GET', '', { session: alice.token })).json().data.lines[0].quantity).toBe(2);
    // Merge needs a session.
    expect((await store('POST', '/merge', { cart: guest })).statusCode).toBe(401);
  });

  it('refuses hostile input with 422/404 (never a 500) and limits writes per address and per cart', async () => {
    const p = await product();
    for (const body of [{}, { variant_id: 'abc', quantity: 1 }, { variant_id: p.default_variant_id, quantity: -1 }, { variant_id: p.default_variant_id, quantity: 0 }, { variant_id: p.default_variant_id, quantity: 1.5 }, { variant_id: p.default_variant_id, quantity: 1e12 }, { variant_id: '1\u0000', quantity: 1 }, { variant_id: 2 ** 60, quantity: 1 }]) {
      const r = await store('POST', '/items', { body });
      expect(r.statusCode, JSON.stringify(body)).toBe(422);
    }
    // A path that names no variant is no line (404, in the envelope).
    const badPath = await store('PATCH', '/items/abc', { body: { quantity: 1 } });
    expect(badPath.statusCode).toBe(404);
    expect(badPath.json().error.message).toEqual(expect.any(String));
    expect((await store('DELETE', '/items/-1')).statusCode).toBe(404);
    expect((await store('GET', '', { cart: 'x'.repeat(5000) })).statusCode).toBe(200);
    expect((await store('GET', '', { cart: "' or 1=1 --" })).json().data.lines).toEqual([]);

    const ip = '192.0.2.77';
    const codes: number[] = [];
    for (let i = 0; i < 32; i++) codes.push((await store('DELETE', '', { ip })).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    const token = (await store('POST', '/items', { body: { variant_id: p.default_variant_id, quantity: 1 } })).json().data.cart_token;
    const perCart: number[] = [];
    for (let i = 0; i < 21; i++) perCart.push((await store('PATCH', `/items/${p.default_variant_id}`, { cart: token, body: { quantity: 1 } })).statusCode);
    expect(perCart.at(-1)).toBe(429);
    expect((await store('PATCH', `/items/${p.default_variant_id}`, { cart: token, body: { quantity: 1 } })).json().error.message).toBe('درخواست‌های شما زیاد بود؛ کمی بعد دوباره امتحان کنید');
  });

  it('deletes guest carts untouched for thirty days, never a customer’s', async () => {
    const me = await customer();
    const p = await product();
    await store('POST', '/items', { session: me.token, body: { variant_id: p.default_variant_id, quantity: 1 } });
    const token = (await store('POST', '/items', { body: { variant_id: p.default_variant_id, quantity: 1 } })).json().data.cart_token;
    const old = new Date(Date.now() - 31 * DAY);
    await ctx.database.db.update(carts).set({ updatedAt: old });
    const recent = (await store('POST', '/items', { body: { variant_id: p.default_variant_id, quantity: 1 } })).json().data.cart_token;
    expect(await pruneGuestCarts(ctx.database.db)).toBeGreaterThanOrEqual(1);
    expect(await ctx.database.db.select().from(carts).where(eq(carts.tokenHash, tokenHash(token)))).toEqual([]);
    expect(await ctx.database.db.select().from(carts).where(eq(carts.tokenHash, tokenHash(recent)))).toHaveLength(1);
    expect(await ctx.database.db.select().from(carts).where(eq(carts.customerId, me.id))).toHaveLength(1);
  });
});
