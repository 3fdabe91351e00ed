import { eq, getTableColumns, sql } from 'drizzle-orm';
import Fastify, { type FastifyRequest, type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env';
import type { App, Ctx } from '../src/lib/app-types';
import { TaskQueue } from '../src/lib/queue';
import { ROUTE_MODULES } from '../src/routes';
import { productComments } from '../src/modules/catalog/comments/product-comment.table';
import { products, variants } from '../src/modules/catalog/products/product.table';
import { contacts } from '../src/modules/content/contacts/contact.table';
import { newsletterMembers } from '../src/modules/messaging/members/member.table';
import { admins } from '../src/modules/people/admins/admin.table';
import { adminSessions } from '../src/modules/people/auth/session.table';
import { auditLogs } from '../src/modules/system/audit-logs/audit-log.table';
import { customerSessions } from '../src/modules/storefront/accounts/account.table';
import { media } from '../src/modules/system/uploads/media.table';
import { pages } from '../src/modules/content/pages/page.table';
import { postCategories } from '../src/modules/content/post-categories/post-category.table';
import { postComments } from '../src/modules/content/post-comments/post-comment.table';
import { posts } from '../src/modules/content/posts/post.table';
import { addresses } from '../src/modules/people/addresses/address.table';
import { customers } from '../src/modules/people/customers/customer.table';
import { orderEvents, orderReturns, orders } from '../src/modules/sales/orders/order.table';
import { openCustomerSession } from '../src/modules/storefront/accounts/account.session';
import { changeWallet } from '../src/modules/wallet/wallets/wallet.service';
import { api, setupApp, type TestContext } from './db';
import { orderFixtures } from './order-fixtures';

/**
 * The storefront never shows one customer's data to another, nor an admin's to anyone.
 *
 * Two customers (A and B) with orders, addresses, wallet transactions, comments, contact messages
 * and newsletter membership, next to products with purchase prices, a draft product, scheduled and
 * draft posts, a hidden page and admins. Then every GET of /api/store the route modules register (a
 * new route is walked without being listed here) is called as a guest and as customer A, its path
 * parameters filled with A's and B's ids, slugs and unknown values; every write of /api/store is
 * called as A aimed at B's rows. Every JSON answer is searched at any depth for an admin-only key and
 * for any of B's identifying values (or a hidden title, or a purchase price).
 */

/**
 * Keys the admin API answers and the store must not: columns of the tables the storefront reads from
 * (or sits next to) that only the back office sees. Each column key is checked below to be a real
 * column of one of `SOURCE_TABLES`, so a renamed column cannot leave this list stale.
 */
const ADMIN_ONLY_COLUMNS = [
  // products / variants: cost, internal bookkeeping, approval and authorship
  'purchase_price', 'barcode', 'approved_by', 'approved_at', 'creator_id', 'archived_at', 'low_stock_threshold', 'stock_total', 'min_price', 'price_valid_until',
  // every searchable table: the normalised search key
  'search',
  // posts: the writing admin
  'author_id',
  // admins, their sessions and the audit trail
  'admin_id', 'password_hash', 'token_hash', 'ip', 'user_agent', 'last_used_at', 'changes',
  // orders and their returns: internal notes and who did what
  'admin_note', 'note', 'completed_by', 'status_detail',
  // contact messages: the answer's bookkeeping
  'answered_by', 'answered_at', 'answer_channel', 'answer_delivery', 'answer_delivery_error', 'answer_task_id',
  // newsletter members: their tokens and reasons
  'unsubscribe_token', 'confirm_token', 'unsubscribe_reason',
  // who owns a public row (a comment's customer)
  'customer_id',
];
/** Names the admin API derives or the settings hold, never columns of their own. */
const ADMIN_ONLY_DERIVED = [
  'cost', 'sales_count', 'salable_max', 'admin', 'password', 'token', 'session_id', 'created_by', 'audit', 'audit_logs', 'before', 'after',
  'smtp_password', 'sms_api_key', 'instagram_access_token', 'admin_per_page',
];
const SOURCE_TABLES = [products, variants, posts, orders, orderEvents, orderReturns, contacts, newsletterMembers, productComments, postComments, admins, adminSessions, customerSessions, auditLogs];
/** `token` is answered by a customer's own sign-in (verify), which A cannot reach with B's mobile. */
const DENY = new Set([...ADMIN_ONLY_COLUMNS, ...ADMIN_ONLY_DERIVED]);

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
interface Op {
  method: string;
  path: string;
  params: string[];
  query: string[];
  body?: Record<string, any>;
}

let ctx: TestContext;
let doc: { paths: Record<string, Record<string, any>>; components?: { schemas?: Record<string, any> } };
const F: Record<string, number | string> = {};
/** B's identifying values and everything hidden: none may appear in an answer to A or a guest. */
const forbidden = new Map<string | number, string>();
let tokenA = '';
let tokenB = '';

const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await setupApp({ seedProvinces: true });
  doc = ctx.app.swagger() as typeof doc;
  ops = await collectStoreOps();
  const db = ctx.database.db;
  const fx = await orderFixtures(ctx);
  // Order ids far from every other id, so an order id in an answer means the order.
  await db.execute(sql`select setval(pg_get_serial_sequence('orders', 'id'), 7700000)`);

  // Two customers, each with an address, a wallet and distinct identifiers.
  const a = await fx.customer({ first: 'آرش', last: 'امینی', postalCode: '1193653471', balance: 5_000_000 });
  const b = await fx.customer({ first: 'بهاره', last: 'بهرامی‌نژاد', postalCode: '1598765432', balance: 8_000_000 });
  await db.update(customers).set({ email: 'arash.amini@example.com', nationalCode: '0499370899', status: true }).where(eq(customers.id, a.id));
  await db.update(customers).set({ email: 'bahare.secret@example.com', nationalCode: '0013542419', status: true }).where(eq(customers.id, b.id));
  await db.update(addresses).set({ address: 'کوچه نسترن، پلاک ۷۷ واحد ۳', telephone: '02144556677' }).where(eq(addresses.id, b.address));
  // B's wallet: a gift and a charge of distinctive amounts.
  await db.transaction((tx) => changeWallet(tx, { adminId: null, ip: null }, { customerId: b.id, amount: 3_141_593, type: 'admin_credit' }));
  await db.transaction((tx) => changeWallet(tx, { adminId: null, ip: null }, { customerId: b.id, amount: 2_718_281, type: 'admin_credit' }));
  tokenA = await openCustomerSession(db, a.id, { headers: {}, ip: '127.0.0.1' } as FastifyRequest);
  tokenB = await openCustomerSession(db, b.id, { headers: {}, ip: '127.0.0.1' } as FastifyRequest);

  // Admins (one writes posts).
  const writer = await ctx.adminWith(['read_post'], 'privacy_admin_x');

  // Catalogue: a live product with purchase prices, a draft one, an unapproved one.
  const live = await fx.product({ title: 'کفش پیاده‌روی سبک', slug: 'light-walker', price: 900_000, purchase_price: 6_543_219, stock: 40, low_stock_threshold: 3 });
  const draft = await fx.product({ title: 'کفش مخفی پیش‌نویس', slug: 'secret-draft-shoe', price: 1_000_000, stock: 5, status: 'draft' });
  const unapproved = await fx.product({ title: 'کفش تأییدنشده پنهان', slug: 'secret-unapproved-shoe', price: 1_000_000, stock: 5 });
  await db.update(products).set({ approvedAt: null }).where(eq(products.id, unapproved.id));
  const post = await fx.shippingMethod({ name: 'پست پیشتاز', defaultPrice: 30000 });

  // Orders: one each, paid from the wallet, B's with an admin's note.
  const order = async (c: typeof a, quantity: number) => {
    const r = await api(ctx).post('/api/admin/orders', { customer_id: c.id, address_id: c.address, shipping_method_id: post, items: [{ variant_id: live.variant, quantity }], payment: { method: 'wallet' } });
    expect(r.statusCode, r.body).toBe(201);
    return r.json().data as { id: number; tracking_code?: string | null; code?: string | null };
  };
  const oa = await order(a, 1);
  const ob = await order(b, 2);
  const unpaid = await api(ctx).post('/api/admin/orders', { customer_id: b.id, address_id: b.address, shipping_method_id: post, items: [{ variant_id: live.variant, quantity: 1 }], payment: { method: 'unpaid' } });
  expect(unpaid.statusCode, unpaid.body).toBe(201);
  const unpaidB = unpaid.json().data as { id: number };
  // Waiting for B's online payment: B could pay it; A must not.
  await db.update(orders).set({ status: 'wait_for_payment' }).where(eq(orders.id, unpaidB.id));
  await db.update(orders).set({ adminNote: 'یادداشت داخلی: مشتری بدقول' }).where(eq(orders.id, ob.id));

  // Content: a published, a scheduled and a draft post by the admin; a hidden page.
  const [pc] = await db.insert(postCategories).values({ name: 'راهنما', slug: 'guides' }).returning();
  const mk = (title: string, slug: string, status: 'draft' | 'published', at: number) =>
    ({ postCategoryId: pc!.id, title, slug, body: '<p>متن</p>', status, publishedAt: new Date(Date.now() + at), authorId: writer.id });
  const [pub, scheduled, draftPost] = await db
    .insert(posts)
    .values([mk('راهنمای انتخاب کفش', 'shoe-guide', 'published', -DAY), mk('نوشته زمان‌بندی‌شده محرمانه', 'scheduled-secret', 'published', 3 * DAY), mk('نوشته پیش‌نویس محرمانه', 'draft-secret', 'draft', -DAY)])
    .returning();
  await db.insert(pages).values([{ title: 'درباره ما', slug: 'about', body: '<p>ما</p>' }, { title: 'صفحه پنهان محرمانه', slug: 'secret-page', body: '<p>x</p>', status: false }]);

  // Menus, sliders and banners (some linking to hidden rows: the link must not carry the hidden title).
  const [img] = await db.insert(media).values({ path: '2026/11/privacy.webp', mime: 'image/webp', size: 10, width: 1920, height: 600 }).returning();
  const admin = api(ctx);
  const group = (await admin.post('/api/admin/menu-groups', { title: 'سربرگ', key: 'main' })).json().data;
  for (const link of [{ url: '/shoes' }, { type: 'product', id: live.id }, { type: 'product', id: draft.id }, { type: 'post', id: scheduled!.id }])
    expect((await admin.post('/api/admin/menu-items', { group_id: group.id, title: 'پیوند منو', link })).statusCode).toBe(201);
  for (const link of [{ type: 'product', id: live.id }, { type: 'product', id: draft.id }])
    expect((await admin.post('/api/admin/sliders', { group: 'desktop', title: 'حراج پاییزه', image_id: img!.id, link })).statusCode).toBe(201);
  const position = await admin.post('/api/admin/positions', { label: 'بالای صفحه', key: 'home', width: 1200, height: 300, description: 'بالای صفحه‌ی اصلی' });
  expect(position.statusCode, position.body).toBe(201);
  const ad = await admin.post('/api/admin/advertisements', { position_id: position.json().data.id, title: 'بنر کفش', image_id: img!.id });
  expect(ad.statusCode, ad.body).toBe(201);

  // Comments, contact messages and newsletter sign-ups of both customers (B's approved, so shown).
  let ip = 0;
  const post$ = (token: string | null, url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, payload, remoteAddress: `10.9.0.${++ip}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
  for (const [t, name] of [[tokenA, 'آرش'], [tokenB, 'بهاره']] as const) {
    expect((await post$(t, `/api/store/products/${live.id}/comments`, { title: 'خوب', body: `نظر ${name} درباره کفش`, rating: 5 })).statusCode).toBe(201);
    expect((await post$(t, `/api/store/posts/${pub!.id}/comments`, { name, body: `پرسش ${name} درباره راهنما` })).statusCode).toBe(201);
    expect((await post$(t, '/api/store/contacts', { name, body: `پیام ${name} درباره سفارش`, subject: 'سفارش' })).statusCode).toBe(201);
  }
  // A guest's comment carrying B's e-mail, and B's newsletter sign-up.
  expect((await post$(null, `/api/store/posts/${pub!.id}/comments`, { name: 'بهاره', email: 'bahare.secret@example.com', body: 'پرسش مهمان' })).statusCode).toBe(201);
  expect((await post$(null, '/api/store/newsletter', { email: 'bahare.secret@example.com', mobile: b.mobile })).statusCode).toBeLessThan(300);
  await db.update(productComments).set({ status: 'approved' });
  await db.update(postComments).set({ status: 'approved' });

  Object.assign(F, {
    a: a.id, b: b.id, addressA: a.address, addressB: b.address, orderA: oa.id, orderB: ob.id,
    live: live.id, draft: draft.id, unapproved: unapproved.id, variant: live.variant, post: pub!.id, scheduled: scheduled!.id, draftPost: draftPost!.id,
    cat: fx.cat, tehran: fx.tehran, tehranCity: fx.tehranCity, unpaidB: unpaidB.id,
  });

  // What A or a guest must never see.
  const [bRow] = await db.select().from(customers).where(eq(customers.id, b.id));
  const [bWallet] = (await db.execute(sql`select balance from wallets where customer_id = ${b.id}`)).rows as { balance: string | number }[];
  const [bAddress] = await db.select().from(addresses).where(eq(addresses.id, b.address));
  const add = (v: string | number | null | undefined, why: string) => {
    if (v !== null && v !== undefined && v !== '') forbidden.set(v, why);
  };
  add(bRow!.mobile, "B's mobile");
  add(bRow!.email, "B's e-mail");
  add(bRow!.nationalCode, "B's national code");
  add(bAddress!.address, "B's address");
  add(bAddress!.postalCode, "B's postal code");
  add('02144556677', "B's telephone");
  for (const o of [ob.id, unpaidB.id]) (add(o, "B's order id"), add(String(o), "B's order id"));
  add(ob.tracking_code, "B's order tracking code");
  add(ob.code, "B's order code");
  for (const n of [3_141_593, 2_718_281, 8_000_000, Number(bWallet!.balance)]) (add(n, "B's wallet amount"), add(String(n), "B's wallet amount"));
  add('یادداشت داخلی: مشتری بدقول', 'an order note');
  add(6_543_219, 'a purchase price');
  add('privacy_admin_x', "an admin's username");
  for (const t of ['کفش مخفی پیش‌نویس', 'کفش تأییدنشده پنهان', 'نوشته زمان‌بندی‌شده محرمانه', 'نوشته پیش‌نویس محرمانه', 'صفحه پنهان محرمانه']) add(t, 'a hidden title');
}, 60_000);
afterAll(() => ctx.close());

/* ------------------------------------------------------------------- the document */

const resolve = (s: any): any => {
  let cur = s ?? {};
  for (let i = 0; i < 10 && cur.$ref; i++) cur = doc.components?.schemas?.[String(cur.$ref).split('/').pop()!] ?? {};
  return cur;
};

/**
 * Every /api/store route the route modules register (an onRoute collector, so a route hidden from the
 * OpenAPI document is walked too), with its query parameters and body schema from the document.
 */
async function collectStoreOps(): Promise<Op[]> {
  const scratch = Fastify({ logger: false });
  scratch.setValidatorCompiler(() => () => true);
  scratch.setSerializerCompiler(() => (d) => JSON.stringify(d));
  const seen: { method: string; url: string }[] = [];
  scratch.addHook('onRoute', (r: RouteOptions) => {
    for (const m of ([] as string[]).concat(r.method as string | string[])) if (r.url.startsWith('/api/store/') && m !== 'HEAD') seen.push({ method: m, url: r.url });
  });
  const config = loadConfig({ DATA_DIR: ctx.dataDir });
  const fakeCtx: Ctx = { db: ctx.database.db, config, uploadsDir: ctx.dataDir, queue: new TaskQueue(ctx.database.db, config, scratch.log as never, { work: false }) };
  for (const mod of ROUTE_MODULES) await scratch.register(async (x) => mod(x as unknown as App, fakeCtx));
  await scratch.ready();
  await scratch.close();
  return seen.map(({ method, url }) => {
    const path = url.replace(/:(\w+)/g, '{$1}');
    const op = doc.paths[path]?.[method.toLowerCase()] ?? {};
    const params = (op.parameters ?? []) as { in: string; name: string }[];
    return {
      method,
      path,
      params: [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!),
      query: params.filter((p) => p.in === 'query').map((p) => p.name),
      body: op.requestBody?.content?.['application/json']?.schema,
    };
  });
}
let ops: Op[] = [];
const storeOps = () => ops;

/** Values for a path parameter: A's and B's rows, hidden rows, slugs and unknown values. */
function pathValues(name: string): string[] {
  const ids = [F.a, F.b, F.addressA, F.addressB, F.orderA, F.orderB, F.live, F.draft, F.unapproved, F.post, F.scheduled, F.draftPost, 999_999].map(String);
  switch (name) {
    case 'slug':
      return ['light-walker', 'secret-draft-shoe', 'secret-unapproved-shoe', 'shoe-guide', 'scheduled-secret', 'draft-secret', 'about', 'secret-page', String(F.live), String(F.draft), String(F.scheduled), 'no-such-slug'];
    case 'key':
    case 'group':
      return ['main', 'home', 'desktop', 'mobile', 'general', 'unknown'];
    case 'kind':
      return ['view', 'click'];
    case 'token':
    case 'authority':
      return ['A00000000000000000000000000000000001', 'unknown-token'];
    default:
      return ids;
  }
}

/** Values for a query parameter, some of them B's own identifiers (a search must not find B by them). */
function queryValues(name: string): string[] {
  switch (name) {
    case 'q':
      return ['کفش', 'مخفی', 'محرمانه', 'بهاره', String(forbiddenValue("B's mobile"))];
    case 'category_id':
    case 'post_category_id':
    case 'brand_id':
    case 'province_id':
      return [String(F.cat), String(F.tehran), '1'];
    case 'path':
      return ['/secret-draft-shoe', '/'];
    case 'status':
      return ['paid', 'failed'];
    case 'ref_id':
      return [String(F.orderB)];
    case 'token':
      return ['unknown-token'];
    case 'per_page':
      return ['100'];
    default:
      return ['1'];
  }
}

const forbiddenValue = (why: string) => [...forbidden].find(([, w]) => w === why)?.[0];

function fill(path: string, values: Record<string, string>) {
  return path.replace(/\{(\w+)\}/g, (_, n: string) => encodeURIComponent(values[n]!));
}

/** Every combination of values for the path parameters of an operation (one parameter at a time varied). */
function urlsFor(op: Op): string[] {
  const base: Record<string, string> = Object.fromEntries(op.params.map((p) => [p, pathValues(p)[0]!]));
  const paths = new Set<string>([fill(op.path, base)]);
  for (const p of op.params) for (const v of pathValues(p)) paths.add(fill(op.path, { ...base, [p]: v }));
  const urls: string[] = [];
  for (const p of paths) {
    urls.push(p);
    for (const q of op.query) for (const v of queryValues(q)) urls.push(`${p}?${q}=${encodeURIComponent(v)}`);
  }
  return urls;
}

/* ------------------------------------------------------------------- the search */

/** Every admin-only key and forbidden value in an answer, with where it was found. */
function leaks(v: unknown, sent: string, at = '$', out: string[] = []): string[] {
  if (Array.isArray(v)) v.forEach((x, i) => leaks(x, sent, `${at}[${i}]`, out));
  else if (v && typeof v === 'object')
    for (const [k, x] of Object.entries(v)) {
      if (DENY.has(k)) out.push(`admin-only key ${at}.${k}`);
      leaks(x, sent, `${at}.${k}`, out);
    }
  else if (typeof v === 'string' || typeof v === 'number') {
    const why = forbidden.get(v);
    // A value the caller itself sent (a search term, an address in the body) may be echoed back.
    if (why && !sent.includes(String(v)) && !sent.includes(encodeURIComponent(String(v)))) out.push(`${why} (${v}) at ${at}`);
    if (typeof v === 'string')
      for (const [f, w] of forbidden) if (typeof f === 'string' && f.length > 6 && v !== f && v.includes(f) && !sent.includes(f)) out.push(`${w} inside ${at}`);
  }
  return out;
}

/* ------------------------------------------------------------------- a body from a schema */

const SAMPLE_BY_NAME: [RegExp, () => Json][] = [
  [/mobile/, () => String(forbiddenValue("B's mobile"))],
  [/email/, () => String(forbiddenValue("B's e-mail"))],
  [/national_code/, () => '0499370899'],
  [/postal_code/, () => '1193653471'],
  [/telephone|phone/, () => '02188776655'],
  [/^code$/, () => '12345'],
  [/address_id/, () => Number(F.addressB)],
  [/order_id/, () => Number(F.orderB)],
  [/variant_id/, () => Number(F.variant)],
  [/customer_id/, () => Number(F.b)],
  [/province_id/, () => Number(F.tehran)],
  [/city_id/, () => Number(F.tehranCity)],
  [/birth_date/, () => '1990-03-21'],
  [/amount/, () => 50_000],
];

function sample(raw: any, name = '', depth = 0): Json {
  const s = resolve(raw);
  if (depth > 6) return null;
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum) && s.enum.length) return s.enum.find((v: unknown) => v !== null) ?? null;
  for (const k of ['anyOf', 'oneOf', 'allOf'])
    if (Array.isArray(s[k])) {
      const o = (s[k] as any[]).map(resolve).find((x) => x.type !== 'null');
      return o ? sample(o, name, depth + 1) : null;
    }
  for (const [re, v] of SAMPLE_BY_NAME) if (re.test(name)) return v();
  const type = Array.isArray(s.type) ? s.type.find((t: string) => t !== 'null') : s.type;
  if (type === 'object') return Object.fromEntries(Object.entries((s.properties ?? {}) as Record<string, any>).map(([k, v]) => [k, sample(v, k, depth + 1)]));
  if (type === 'array') return [sample(s.items, name, depth + 1)];
  if (type === 'integer' || type === 'number') return Math.max(1, s.minimum ?? 1);
  if (type === 'boolean') return true;
  if (type === 'string') return s.format === 'date-time' ? '2026-01-01T08:30:00.000Z' : 'متن آزمایشی ساده';
  return null;
}

/* ------------------------------------------------------------------- the walk */

let seq = 0;
async function call(method: string, url: string, token: string | null, payload?: string) {
  const res = await ctx.app.inject({
    method: method as 'GET',
    url,
    remoteAddress: `10.8.${Math.floor(++seq / 250) % 250}.${seq % 250}`,
    ...(payload !== undefined ? { payload } : {}),
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
  });
  const json = (res.headers['content-type'] ?? '').toString().includes('json') ? (JSON.parse(res.body || 'null') as unknown) : undefined;
  return { status: res.statusCode, json, body: res.body };
}

describe('the storefront never answers another customer’s or an admin’s data', () => {
  it('denies only real columns of the tables it names (the list follows the schema)', () => {
    const columns = new Set(SOURCE_TABLES.flatMap((t) => Object.values(getTableColumns(t)).map((c) => c.name)));
    expect(ADMIN_ONLY_COLUMNS.filter((k) => !columns.has(k))).toEqual([]);
  });

  it('every GET of /api/store, as a guest and as customer A, over A’s, B’s, hidden and unknown rows', async () => {
    const started = Date.now();
    // The collector finds every documented store route (and those hidden from the document).
    const documented = Object.entries(doc.paths).flatMap(([p, m]) => (p.startsWith('/api/store/') ? Object.keys(m).map((x) => `${x.toUpperCase()} ${p}`) : []));
    expect(storeOps().map((o) => `${o.method} ${o.path}`)).toEqual(expect.arrayContaining(documented));
    const gets = storeOps().filter((o) => o.method === 'GET');
    // The walk covers the routes the storefront is made of (a route missing from the document would be missed).
    expect(gets.map((o) => o.path)).toEqual(expect.arrayContaining(['/api/store/products', '/api/store/products/{slug}', '/api/store/posts/{slug}', '/api/store/account/me', '/api/store/account/addresses/{id}', '/api/store/products/{id}/comments', '/api/store/posts/{id}/comments']));
    const found: string[] = [];
    const seen = { json: 0, ok: 0, ownAddress: false, ownMe: false, liveProduct: false, bComment: false };
    for (const op of gets)
      for (const url of urlsFor(op))
        for (const [who, token] of [['guest', null], ['A', tokenA]] as const) {
          const r = await call('GET', url, token);
          if (r.status >= 500) found.push(`${who} GET ${url} → ${r.status}`);
          if (r.json === undefined) continue;
          seen.json++;
          if (r.status < 300) seen.ok++;
          for (const l of leaks(r.json, url)) found.push(`${who} GET ${url}: ${l}`);
          const text = JSON.stringify(r.json);
          if (who === 'A' && url === `/api/store/account/addresses/${F.addressA}` && r.status === 200) seen.ownAddress = true;
          if (who === 'A' && url === '/api/store/account/me' && text.includes('arash.amini@example.com')) seen.ownMe = true;
          if (url === '/api/store/products' && text.includes('کفش پیاده‌روی سبک')) seen.liveProduct = true;
          if (url.startsWith(`/api/store/products/${F.live}/comments`) && text.includes('نظر بهاره درباره کفش')) seen.bComment = true;
        }
    // The walk saw real data, not only refusals: A's own rows, the live product, B's public review.
    expect(seen).toMatchObject({ ownAddress: true, ownMe: true, liveProduct: true, bComment: true });
    expect(seen.ok).toBeGreaterThan(50);
    // B's address asked for by A is unknown to A; hidden products and posts are unknown, with their comments.
    expect((await call('GET', `/api/store/account/addresses/${F.addressB}`, tokenA)).status).toBe(404);
    for (const url of [`/api/store/products/${F.draft}/comments`, `/api/store/products/${F.unapproved}/comments`, `/api/store/posts/${F.scheduled}/comments`, `/api/store/posts/${F.draftPost}/comments`, '/api/store/products/secret-draft-shoe', '/api/store/products/secret-unapproved-shoe', '/api/store/posts/scheduled-secret', '/api/store/posts/draft-secret', '/api/store/pages/secret-page'])
      for (const token of [null, tokenA]) expect([url, (await call('GET', url, token)).status]).toEqual([url, 404]);
    // Menus, sliders and banners were walked with content in them.
    for (const url of ['/api/store/menus/main', '/api/store/sliders/desktop', '/api/store/banners/home']) expect([url, (await call('GET', url, null)).status]).toEqual([url, 200]);
    // A link to a live product keeps its title; one to a draft product or a scheduled post is left out.
    const menu = (await call('GET', '/api/store/menus/main', null)).json as { data: { items: { link: { title: string } | null }[] } };
    expect(menu.data.items.map((i) => i.link?.title ?? null)).toEqual([null, 'کفش پیاده‌روی سبک', null, null]);
    const slides = (await call('GET', '/api/store/sliders/desktop', null)).json as { data: { link: { title: string } | null }[] };
    expect(slides.data.map((x) => x.link?.title ?? null)).toEqual(['کفش پیاده‌روی سبک', null]);
    // eslint-disable-next-line no-console
    console.info(`store privacy: ${gets.length} GET routes, ${seen.json} JSON answers in ${Math.round((Date.now() - started) / 1000)} s`);
    expect(found).toEqual([]);
  }, 60_000);

  it('every write of /api/store, as customer A aimed at B’s rows, answers none of B’s data and changes none of B’s rows', async () => {
    // Sign-out last: it ends A's session.
    const writes = storeOps()
      .filter((o) => o.method !== 'GET')
      .sort((x, y) => Number(/logout/.test(x.path)) - Number(/logout/.test(y.path)));
    expect(writes.map((o) => `${o.method} ${o.path}`)).toEqual(expect.arrayContaining(['PATCH /api/store/account/addresses/{id}', 'DELETE /api/store/account/addresses/{id}', 'POST /api/store/orders/{id}/pay', 'PATCH /api/store/account/me']));
    const found: string[] = [];
    const bIds = (name: string) => (name === 'id' ? [String(F.addressB), String(F.orderB), String(F.unpaidB)] : pathValues(name).slice(0, 1));
    for (const op of writes) {
      const paths = new Set<string>();
      const base: Record<string, string> = Object.fromEntries(op.params.map((p) => [p, bIds(p)[0]!]));
      paths.add(fill(op.path, base));
      for (const p of op.params) for (const v of bIds(p)) paths.add(fill(op.path, { ...base, [p]: v }));
      const payload = op.method === 'DELETE' ? undefined : JSON.stringify(op.body ? sample(op.body) : {});
      for (const url of paths) {
        const r = await call(op.method, url, tokenA, payload);
        if (r.status >= 500) found.push(`A ${op.method} ${url} → ${r.status}`);
        if (r.json !== undefined) for (const l of leaks(r.json, url + (payload ?? ''))) found.push(`A ${op.method} ${url}: ${l}`);
      }
    }
    // B's rows are as they were: the address and its text, the order unpaid by A, the mobile and e-mail.
    const db = ctx.database.db;
    const [addr] = await db.select().from(addresses).where(eq(addresses.id, Number(F.addressB)));
    expect(addr).toMatchObject({ customerId: F.b, address: forbiddenValue("B's address") });
    const [unpaid] = await db.select().from(orders).where(eq(orders.id, Number(F.unpaidB)));
    expect(unpaid).toMatchObject({ status: 'wait_for_payment', paidAmount: 0 });
    expect((await db.execute(sql`select count(*)::int as n from payments where customer_id = ${F.b}`)).rows).toEqual([{ n: 0 }]);
    const [me] = await db.select().from(customers).where(eq(customers.id, Number(F.b)));
    expect(me).toMatchObject({ mobile: forbiddenValue("B's mobile"), email: forbiddenValue("B's e-mail") });
    // B is still signed in: A's sign-out ended A's sessions only.
    expect((await call('GET', '/api/store/account/me', tokenB)).status).toBe(200);
    // B may pay the order A could not.
    const pay = await call('POST', `/api/store/orders/${F.unpaidB}/pay`, tokenB, '{}');
    expect(pay.status, pay.body).toBe(200);
    expect(found).toEqual([]);
  }, 60_000);
});
