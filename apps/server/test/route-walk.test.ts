import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ALL_PERMISSIONS } from '@pishkhan/common/permissions';
import { newToken, tokenHash } from '../src/modules/people/auth/auth.service';
import { customers } from '../src/modules/people/customers/customer.table';
import { customerSessions } from '../src/modules/storefront/accounts/account.table';
import { ADMIN_PASSWORD, setupApp, type TestContext } from './db';

/**
 * "Never a 500": every route of the OpenAPI document is called with a body and a query derived from
 * its own schema, then with a fixed set of malformed variants (NUL and lone surrogates in every
 * string, wrong types, huge numbers, deep nesting, 10,000-item arrays, 100,000-character strings,
 * hostile list parameters and path ids). Any 5xx fails, naming the route and the variant. It runs as
 * a super admin and as an admin whose role holds every read_* permission and nothing else.
 */

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Schema = Record<string, any>;
interface Operation {
  method: string;
  path: string;
  body?: Schema;
  multipart: boolean;
  query: { name: string; schema: Schema }[];
  params: string[];
}
interface Call {
  variant: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
}

let ctx: TestContext;
let doc: { paths: Record<string, Record<string, any>>; components?: { schemas?: Record<string, Schema> } };

beforeAll(async () => {
  ctx = await setupApp({ seedProvinces: true });
  doc = ctx.app.swagger() as typeof doc;
});
afterAll(() => ctx.close());

/* ------------------------------------------------------------------------ the document */

function resolve(s: Schema | undefined): Schema {
  let cur = s ?? {};
  for (let i = 0; i < 10 && cur.$ref; i++) cur = doc.components?.schemas?.[String(cur.$ref).split('/').pop()!] ?? {};
  return cur;
}

function operations(): Operation[] {
  const out: Operation[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const content = op.requestBody?.content ?? {};
      const params = (op.parameters ?? []) as { in: string; name: string; schema?: Schema }[];
      out.push({
        method: method.toUpperCase(),
        path,
        body: content['application/json']?.schema,
        multipart: !!content['multipart/form-data'],
        query: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: resolve(p.schema) })),
        params: params.filter((p) => p.in === 'path').map((p) => p.name),
      });
    }
  }
  return out;
}

/* ------------------------------------------------------------- a valid-looking value */

const SAMPLES = ['نمونه متن', 'sample_key', '09121234567', '#1f3a93', '2026-01-01T08:30:00.000Z', '2026-01-01', '1234567890', 'IR062960000000100324200001', 'a@example.com', 'SKU-1', '12345678', 'general'];

/** Values a field's name asks for (checksummed Iranian identifiers, dates, codes). */
const BY_NAME: [RegExp, string][] = [
  [/^ends_at$|^expires_at$|^to$/, '2027-01-01T08:30:00.000Z'],
  [/_at$|^from$|^before$/, '2026-01-01T08:30:00.000Z'],
  [/birth_date|^date$/, '2026-01-01'],
  [/national_code/, '0499370899'],
  [/card_number/, '6037997599999993'],
  [/sheba/, 'IR062960000000100324200001'],
  [/postal_code|post_code/, '1193653471'],
  [/telephone|phone/, '02188776655'],
  [/mobile/, '09121234567'],
  [/email/, 'a@example.com'],
  [/slug/, 'sample-slug'],
  [/^code$|coupon_code/, 'CODE_2026'],
  [/username/, 'walk_user'],
  [/password/, 'Walk-Pass-2026'],
  [/^name$/, 'نمونه'],
];

function sampleString(s: Schema, name = ''): string {
  if (Array.isArray(s.enum) && s.enum.length) return String(s.enum[0]);
  const min0 = s.minLength ?? 0;
  const max0 = s.maxLength ?? 1000;
  const re0 = s.pattern ? new RegExp(s.pattern, 'u') : undefined;
  for (const [test, v] of BY_NAME) if (test.test(name) && v.length >= min0 && v.length <= max0 && (!re0 || re0.test(v))) return v;
  if (name === 'permissions' || name === 'permission') return 'read_unit';
  if (s.format === 'date-time') return '2026-01-01T08:30:00.000Z';
  if (s.format === 'email') return 'a@example.com';
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? 1000;
  const re = s.pattern ? new RegExp(s.pattern, 'u') : undefined;
  for (const c of SAMPLES) if (c.length >= min && c.length <= max && (!re || re.test(c))) return c;
  const fill = 'الف'.repeat(Math.ceil(Math.max(min, 1) / 3)).slice(0, Math.max(min, Math.min(max, 5)));
  return fill || 'x';
}

function sample(raw: Schema | undefined, depth = 0, name = '', minimal = false): Json {
  const s = resolve(raw);
  if (depth > 8) return null;
  if ('const' in s) return s.const as Json;
  if (Array.isArray(s.enum) && s.enum.length) return (s.enum.find((v: unknown) => v !== null) ?? null) as Json;
  for (const k of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (Array.isArray(s[k])) {
      const options = (s[k] as Schema[]).map(resolve).filter((o) => o.type !== 'null');
      if (options.length) return sample(options[0], depth + 1, name, minimal);
      return null;
    }
  }
  const type = Array.isArray(s.type) ? s.type.find((t: string) => t !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const out: Record<string, Json> = {};
      const required = new Set<string>(s.required ?? []);
      for (const [k, v] of Object.entries((s.properties ?? {}) as Record<string, Schema>)) if (!minimal || required.has(k)) out[k] = sample(v, depth + 1, k, minimal);
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => sample(s.items, depth + 1, name, minimal));
    case 'integer':
    case 'number': {
      const least = Math.max(1, Math.ceil(s.minimum ?? s.exclusiveMinimum ?? 1));
      // Money fields get an amount above the shop's minimums (a withdrawal's is 10,000).
      return /price|amount/.test(name) && (s.maximum === undefined || s.maximum >= 20_000) ? Math.max(least, 20_000) : least;
    }
    case 'boolean':
      return true;
    case 'string':
      return sampleString(s, name);
    case 'null':
      return null;
    default:
      return 'نمونه';
  }
}

/* ------------------------------------------------------------------- the variants */

const mapLeaves = (v: Json, f: (leaf: Json) => Json): Json =>
  Array.isArray(v) ? v.map((x) => mapLeaves(x, f)) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, mapLeaves(x, f)])) : f(v);
const mapStrings = (v: Json, f: (s: string) => Json) => mapLeaves(v, (x) => (typeof x === 'string' ? f(x) : x));
const mapNumbers = (v: Json, f: (n: number) => Json) => mapLeaves(v, (x) => (typeof x === 'number' ? f(x) : x));
const mapArrays = (v: Json, f: (a: Json[]) => Json): Json =>
  Array.isArray(v) ? f(v) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, mapArrays(x, f)])) : v;
const eachProp = (v: Json, f: () => Json): Json => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.keys(v).map((k) => [k, f()])) : f());

const DEEP = '['.repeat(10_000) + ']'.repeat(10_000);
const DEEP_OBJECT = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);

function bodyVariants(valid: Json): [string, string][] {
  const json = (v: Json) => JSON.stringify(v);
  const firstKey = valid && typeof valid === 'object' && !Array.isArray(valid) ? Object.keys(valid)[0] : undefined;
  const withRaw = (raw: string) => (firstKey ? `{${JSON.stringify(firstKey)}:${raw}}` : raw);
  return [
    ['valid body', json(valid)],
    ['NUL in every string', json(mapStrings(valid, (s) => `${s}\u0000x`))],
    ['lone surrogate in every string', json(mapStrings(valid, (s) => `${s}\uD800`))],
    ['every value a string', json(mapLeaves(valid, () => 'abc'))],
    ['every value a number', json(mapLeaves(valid, () => 12))],
    ['every value an object', json(eachProp(valid, () => ({ a: 1 })))],
    ['every value an array', json(eachProp(valid, () => ['a', 1]))],
    ['every value null', json(eachProp(valid, () => null))],
    ['body an array', json([valid])],
    ['body a string', json('abc')],
    ['body null', 'null'],
    ['numbers 1e308', json(mapNumbers(valid, () => 1e308))],
    ['numbers 2^63', json(mapNumbers(valid, () => 2 ** 63)).replace(/9223372036854776000/g, '9223372036854775808')],
    ['numbers -1', json(mapNumbers(valid, () => -1))],
    ['numbers 1.5', json(mapNumbers(valid, () => 1.5))],
    ['strings as huge numbers', json(mapStrings(valid, () => '99999999999999999999999'))],
    ['10,000 nested arrays', withRaw(DEEP)],
    ['10,000 nested objects', withRaw(DEEP_OBJECT)],
    ['10,000-item arrays', json(mapArrays(valid, (a) => Array.from({ length: 10_000 }, () => a[0] ?? 1)))],
    ['every value a 10,000-item array', json(eachProp(valid, () => Array.from({ length: 10_000 }, (_, i) => i + 1)))],
    ['100,000-character strings', json(mapStrings(valid, () => 'ب'.repeat(100_000)))],
    ['unknown key with NUL', json(firstKey ? { ...(valid as object), ['x\u0000']: 1 } : valid)],
  ];
}

const HUGE = '99999999999999999999';
const QUERY_VARIANTS: [string, string][] = [
  ['q with NUL', 'q=a%00b'],
  ['q with a lone surrogate', 'q=a%ED%A0%80b'],
  ['q of 100,000 characters', `q=${'a'.repeat(100_000)}`],
  ['sort=__proto__', 'sort=__proto__'],
  ['sort=-constructor', 'sort=-constructor'],
  ['sort=toString', 'sort=toString'],
  ['sort=hasOwnProperty', 'sort=hasOwnProperty'],
  ['page=-1', 'page=-1'],
  ['page huge', `page=${HUGE}`],
  ['page 1e308', 'page=1e308'],
  ['page in Persian digits', 'page=%DB%B2'],
  ['per_page huge', `per_page=${HUGE}`],
  ['per_page=0', 'per_page=0'],
  ['unknown ids', 'ids=999999,888888'],
  ['ids huge and negative', `ids=${HUGE},-1,0,abc`],
  ['ids in Persian digits', 'ids=%DB%B1,%DB%B2'],
  ['repeated parameters', 'page=1&page=2&q=a&q=b&sort=id&sort=-id'],
  ['bracketed parameters', 'q[a]=1&sort[]=id'],
];

function paramVariants(op: Operation, name: string, s: Schema): [string, string][] {
  const v = encodeURIComponent(String(sample(s) ?? 'x'));
  return [
    [`${name} valid`, `${name}=${v}`],
    [`${name} with NUL`, `${name}=${v}%00`],
    [`${name} Persian digits`, `${name}=%DB%B1%DB%B2`],
    [`${name} huge`, `${name}=${HUGE}`],
    [`${name} negative`, `${name}=-1`],
    [`${name} date garbage`, `${name}=2026-99-99T99:99:99Z`],
    [`${name} 100,000 characters`, `${name}=${'1'.repeat(100_000)}`],
  ].filter(() => op.query.length > 0) as [string, string][];
}

const PATH_VALUES: [string, string][] = [
  ['id 1', '1'],
  ['id 0', '0'],
  ['id -1', '-1'],
  ['id huge', HUGE],
  ['id 2^53+1', '9007199254740993'],
  ['id non-numeric', 'abc'],
  ['id Persian digits', '%DB%B1'],
  ['id with NUL', '1%00'],
];
const pathWith = (op: Operation, value: string) => op.path.replace(/\{(\w+)\}/g, (_, n: string) => (n === 'group' && value === '1' ? 'general' : value));

async function multipartBody(filename: string): Promise<{ payload: Buffer; contentType: string }> {
  const boundary = '----pishkhan-walk';
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } }).png().toBuffer();
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; ${filename}\r\nContent-Type: image/png\r\n\r\n`;
  return { payload: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function callsFor(op: Operation): Promise<Call[]> {
  const calls: Call[] = [];
  const base = pathWith(op, '1');
  const validBody = op.body ? sample(op.body) : undefined;
  const withBody = op.method !== 'GET' && op.method !== 'DELETE';
  const body = withBody ? JSON.stringify(validBody ?? {}) : undefined;
  for (const [variant, value] of op.params.length ? PATH_VALUES : [['no path parameter', ''] as [string, string]])
    calls.push({ variant, url: op.params.length ? pathWith(op, value) : base, payload: body });
  if (op.method === 'GET' || op.query.length) {
    for (const [variant, qs] of QUERY_VARIANTS) calls.push({ variant, url: `${base}?${qs}`, payload: body });
    for (const p of op.query) for (const [variant, qs] of paramVariants(op, p.name, p.schema)) calls.push({ variant, url: `${base}?${qs}`, payload: body });
  }
  if (withBody && op.body) {
    calls.push({ variant: 'required fields only', url: base, payload: JSON.stringify(sample(op.body, 0, '', true)) });
    for (const [variant, payload] of bodyVariants(validBody ?? {})) calls.push({ variant, url: base, payload });
  }
  if (withBody && !op.body && !op.multipart) calls.push({ variant: 'unexpected NUL body', url: base, payload: '{"a":"\\u0000"}' });
  if (op.multipart) {
    for (const [variant, disposition] of [
      ['file name with %00', `filename*=UTF-8''a%00b.png`],
      ['file name with NUL', 'filename="a\u0000b.png"'],
      ['file name with a lone surrogate', `filename*=UTF-8''a%ED%A0%80.png`],
    ] as const) {
      const m = await multipartBody(disposition);
      calls.push({ variant, url: base, payload: m.payload, contentType: m.contentType });
    }
    calls.push({ variant: 'JSON to a multipart route', url: base, payload: '{"file":"\\u0000"}' });
  }
  return calls;
}

/* --------------------------------------------------------------------- the walk */

async function pool<T>(items: T[], size: number, f: (t: T) => Promise<void>) {
  let next = 0;
  await Promise.all(Array.from({ length: size }, async () => {
    while (next < items.length) await f(items[next++]!);
  }));
}

/** Order: reads, then writes, then deletes, sign-out last (each may spoil what follows). */
const rank = (op: Operation) =>
  /\/logout(-all)?$/.test(op.path) ? 9 : op.path.endsWith('/login') ? 8 : /bulk-delete$/.test(op.path) ? 3 : ({ GET: 0, POST: 1, PUT: 1, PATCH: 2, DELETE: 3 }[op.method] ?? 4);

/** A storefront customer's session (the store's signed-in routes are walked as a customer; an admin's token is no customer's). */
async function customerToken(): Promise<string> {
  const db = ctx.database.db;
  let [c] = await db.select().from(customers).where(eq(customers.mobile, '09350000001'));
  if (!c) [c] = await db.insert(customers).values({ mobile: '09350000001' }).returning();
  await db.update(customers).set({ status: true }).where(eq(customers.id, c!.id));
  const token = newToken();
  await db.insert(customerSessions).values({ customerId: c!.id, tokenHash: tokenHash(token) });
  return token;
}
const isStoreAccount = (path: string) => path.startsWith('/api/store/account/');

async function walk(who: string, signIn: () => Promise<string>): Promise<{ failures: string[]; requests: number; routes: number; walked: Set<string> }> {
  const walked = new Set<string>();
  let token = await signIn();
  let customer = await customerToken();
  const ops = operations().sort((a, b) => rank(a) - rank(b));
  const failures: string[] = [];
  let requests = 0;
  for (const group of [[0], [1], [2], [3, 4], [8], [9]]) {
    const batch = ops.filter((o) => group.includes(rank(o)));
    await pool(batch, 4, async (op) => {
      for (const c of await callsFor(op)) {
        const res = await ctx.app.inject({
          method: op.method as any,
          url: c.url,
          ...(c.payload !== undefined ? { payload: c.payload } : {}),
          headers: { authorization: `Bearer ${isStoreAccount(op.path) ? customer : token}`, ...(c.payload !== undefined ? { 'content-type': c.contentType ?? 'application/json' } : {}) },
        });
        requests++;
        walked.add(`${op.method} ${op.path}`);

        if (res.statusCode >= 500) failures.push(`${who}: ${op.method} ${op.path} [${c.variant}] → ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    });
    // A step may have ended the session (sign-out, a revoked session): sign in again.
    if ((await ctx.app.inject({ method: 'GET', url: '/api/admin/profile', headers: { authorization: `Bearer ${token}` } })).statusCode === 401) token = await signIn();
    if ((await ctx.app.inject({ method: 'GET', url: '/api/store/account/me', headers: { authorization: `Bearer ${customer}` } })).statusCode === 401) customer = await customerToken();
  }
  return { failures, requests, routes: ops.length, walked };
}

/**
 * Valid-looking rows first, so ids 1, 2… exist when the walk refers to them: an image, then every
 * creating route's valid body, three rounds (a product needs its category, an order its product…).
 */
async function seed() {
  const headers = { authorization: `Bearer ${ctx.token}` };
  for (let i = 0; i < 2; i++) {
    const m = await multipartBody('filename="seed.png"');
    await ctx.app.inject({ method: 'POST', url: '/api/admin/uploads', payload: m.payload, headers: { ...headers, 'content-type': m.contentType } });
  }
  const creates = operations().filter((o) => (o.method === 'POST' || o.method === 'PUT') && o.body && !/login|logout|bulk|delete|void|cancel|status|order$|tree$/.test(o.path));
  for (let round = 0; round < 3; round++)
    for (const op of creates)
      for (const minimal of [true, false]) {
        // Unique names per round, so a second round adds rows instead of meeting its own duplicates.
        const value = sample(op.body, 0, '', minimal) as Record<string, Json>;
        // A product without variants needs its price (a rule across fields the schema cannot show).
        if (op.path === '/api/admin/products' && minimal) Object.assign(value, { price: 20_000, status: 'available', stock: 50 });
        const body = JSON.stringify(value).replace(/"(sample-slug|CODE_2026|walk_user|sample_key|نمونه|نمونه متن)"/g, (_, v: string) => `"${v}${v === 'sample-slug' ? '-' : '_'}${round}${minimal ? 'm' : 'f'}"`);
        await ctx.app.inject({ method: op.method as 'POST', url: pathWith(op, '1'), payload: body, headers: { ...headers, 'content-type': 'application/json' } });
      }
}

describe('every route of the OpenAPI document', () => {
  it('never answers 5xx to a valid-looking or malformed request, as a super admin and as a read-only admin', async () => {
    const started = Date.now();
    await seed();
    const ops = operations();
    expect(ops.length).toBeGreaterThan(150);
    // The storefront's public reads are documented, hence walked too.
    expect(ops.map((o) => o.path)).toEqual(expect.arrayContaining(['/api/store/products', '/api/store/products/{slug}', '/api/store/categories', '/api/store/posts/{slug}', '/api/store/settings']));
    const readOnlyPermissions = ALL_PERMISSIONS.filter((p) => p.startsWith('read_'));
    const reader = await ctx.adminWith(readOnlyPermissions, 'walk_reader');
    const asReader = await walk('read-only', async () => (await ctx.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'walk_reader', password: 'Password-123' } })).json().data?.token ?? reader.token);
    const asSuper = await walk('super', () => ctx.login('admin', ADMIN_PASSWORD));
    const failures = [...asReader.failures, ...asSuper.failures];
    // Nothing skipped: every documented operation was called, by both.
    const all = ops.map((o) => `${o.method} ${o.path}`).sort();
    expect([...asSuper.walked].sort()).toEqual(all);
    expect([...asReader.walked].sort()).toEqual(all);
    // eslint-disable-next-line no-console
    console.info(`route walk: ${asSuper.routes} routes, ${asReader.requests + asSuper.requests} requests in ${Math.round((Date.now() - started) / 1000)} s`);
    expect(failures).toEqual([]);
  }, 240_000);
});
