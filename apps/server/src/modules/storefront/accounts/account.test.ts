import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountText as T } from '@pishkhan/common/i18n/fa/accounts';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { loadConfig } from '../../../config/env';
import { clearRateLimiters } from '../../../lib/rate-limit';
import { AUTH_COOKIE } from '../../../plugins/access';
import { addresses } from '../../people/addresses/address.table';
import { customers } from '../../people/customers/customer.table';
import { cities } from '../../shipping/cities/city.table';
import { auditLogs } from '../../system/audit-logs/audit-log.table';
import { wallets } from '../../wallet/wallets/wallet.table';
import { sendCode } from './account.code';
import { accountClock, resetAccountClock, STORE_COOKIE } from './account.session';
import { customerLoginCodes, customerSessions } from './account.table';

let ctx: TestContext;

/** A local server answering like Kavenegar's REST API, by API key. */
let kavenegar: http.Server;
const smsRequests: { key: string; form: URLSearchParams }[] = [];

beforeAll(async () => {
  kavenegar = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const key = decodeURIComponent(/^\/v1\/([^/]+)\/sms\/send\.json$/.exec(req.url ?? '')?.[1] ?? '');
      const form = new URLSearchParams(body);
      smsRequests.push({ key, form });
      res.writeHead(key === 'good-key' ? 200 : 418, { 'content-type': 'application/json; charset=utf-8' });
      res.end(
        JSON.stringify(
          key === 'good-key'
            ? { return: { status: 200, message: 'تایید شد' }, entries: [{ messageid: 8792343, message: form.get('message'), status: 1, receptor: form.get('receptor'), cost: 120 }] }
            : { return: { status: 418, message: 'اعتبار حساب شما کافی نیست' }, entries: null },
        ),
      );
    });
  });
  await new Promise<void>((r) => kavenegar.listen(0, '127.0.0.1', r));
  ctx = await setupApp({ seedProvinces: true, env: { SMS_API_URL: `http://127.0.0.1:${(kavenegar.address() as AddressInfo).port}` } });
});
afterAll(async () => {
  await ctx?.close();
  await new Promise((r) => kavenegar?.close(r));
});
beforeEach(() => {
  clearRateLimiters();
  resetAccountClock();
});

const BASE = '/api/store/account';
let ipSeq = 0;
/** Each test speaks from its own address unless it says otherwise (the per-address limits are tested apart). */
const freshIp = () => `198.51.100.${++ipSeq}`;

const post = (url: string, payload: unknown, o: { ip?: string; headers?: Record<string, string> } = {}) =>
  ctx.app.inject({ method: 'POST', url: `${BASE}${url}`, payload: payload as object, remoteAddress: o.ip ?? freshIp(), headers: o.headers });
const asCustomer = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Record<string, string>, payload?: unknown) =>
  ctx.app.inject({ method, url: url.startsWith('/api') ? url : `${BASE}${url}`, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });

const outbox = () => path.join(ctx.dataDir, 'outbox');
const smsFiles = () => (fs.existsSync(outbox()) ? fs.readdirSync(outbox()).filter((f) => f.endsWith('.sms.txt')) : []);
/** The e-mails the outbox holds for `to`, decoded, oldest first. */
const mailsTo = (to: string) =>
  (fs.existsSync(outbox()) ? fs.readdirSync(outbox()).filter((f) => f.endsWith('.eml')).sort() : [])
    .map((f) => decodeMail(fs.readFileSync(path.join(outbox(), f), 'utf8')))
    .filter((m) => m.includes(`To: ${to}`));
const decodeMail = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=') +
  [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*?\r?\n([A-Za-z0-9+/=\r\n]+)/g)].map((m) => Buffer.from(m[1]!.replace(/\s/g, ''), 'base64').toString('utf8')).join('\n');
const tokenIn = (mail: string) => mail.match(/email\/confirm\?token=([A-Za-z0-9_-]{43})/)?.[1] ?? null;
const lastMailTo = (to: string) => tokenIn(mailsTo(to).at(-1) ?? '') ?? '';
const confirmEmail = (token: string) => ctx.app.inject({ method: 'POST', url: `${BASE}/email/confirm?token=${token}` });

/** Asks a code for `mobile` and reads it from the SMS the log driver wrote to the outbox. */
async function requestCode(mobile: string, ip?: string) {
  const before = new Set(smsFiles());
  const res = await post('/request-code', { mobile }, { ip });
  const fresh = smsFiles().filter((f) => !before.has(f));
  const text = fresh.map((f) => fs.readFileSync(path.join(outbox(), f), 'utf8')).join('\n');
  const code = /(\d{6})/.exec(text.split('\n\n').slice(1).join('\n'))?.[1];
  return { res, code, text };
}

/** A new customer signed in: their token and id. */
async function signIn(mobile: string) {
  const { code } = await requestCode(mobile);
  const res = await post('/verify', { mobile, code });
  expect(res.statusCode, res.body).toBe(200);
  return { token: res.json().data.token as string, id: res.json().data.customer.id as number, res };
}

const advance = (ms: number) => {
  const base = accountClock.now();
  accountClock.now = () => base + ms;
};

describe('sign-in by a one-time code', () => {
  it('sends a code by SMS (never in the answer), signs a new mobile up and opens a session', async () => {
    const { res, code, text } = await requestCode('۰۹۱۲ ۳۴۵ ۶۷۸۹');
    expect(res.statusCode).toBe(202);
    expect(res.json().data).toEqual({ message: T.codeSent, expires_in: 120, resend_in: 60 });
    expect(code).toMatch(/^\d{6}$/);
    expect(text).toContain('To: 09123456789');
    expect(res.body).not.toContain(code!);
    expect(JSON.stringify(res.headers)).not.toContain(code!);
    // Only the salted hash is kept; nothing is created before the code comes back.
    const [row] = await ctx.database.db.select().from(customerLoginCodes).where(eq(customerLoginCodes.mobile, '09123456789'));
    expect(row!.codeHash).not.toContain(code!);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{64}$/);
    expect(await ctx.database.db.select().from(customers).where(eq(customers.mobile, '09123456789'))).toEqual([]);

    // A wrong code: Persian 422 on the field; the right one in Persian digits signs up.
    const wrong = await post('/verify', { mobile: '09123456789', code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error).toMatchObject({ code: 'code_invalid', message: T.codeInvalid, fields: { code: T.codeInvalid } });
    const persianCode = code!.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
    const ok = await post('/verify', { mobile: '+98 912 345 6789', code: persianCode });
    expect(ok.statusCode, ok.body).toBe(200);
    const data = ok.json().data;
    expect(data.new_customer).toBe(true);
    expect(data.token).toMatch(/^[\w-]{40,}$/);
    expect(data.customer).toMatchObject({ mobile: '09123456789', first_name: null, role: null });
    expect(data.customer).not.toHaveProperty('status');
    expect(data.customer).not.toHaveProperty('wallet');
    const cookie = ok.cookies.find((c) => c.name === STORE_COOKIE)!;
    expect(cookie).toMatchObject({ value: data.token, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(ok.cookies.find((c) => c.name === AUTH_COOKIE)).toBeUndefined();
    const [c] = await ctx.database.db.select().from(customers).where(eq(customers.mobile, '09123456789'));
    expect(c).toMatchObject({ status: true, roleId: null });
    expect(await ctx.database.db.select().from(wallets).where(eq(wallets.customerId, c!.id))).toHaveLength(1);
    const [session] = await ctx.database.db.select().from(customerSessions).where(eq(customerSessions.customerId, c!.id));
    expect(session!.tokenHash).not.toBe(data.token);
    const signup = await ctx.database.db.select().from(auditLogs).where(and(eq(auditLogs.entity, 'customer'), eq(auditLogs.entityId, String(c!.id))));
    expect(signup.map((a) => a.action)).toEqual(['create']);

    // The code is used up; a second sign-in finds the same customer.
    expect((await post('/verify', { mobile: '09123456789', code })).statusCode).toBe(422);
    advance(61_000);
    const again = await requestCode('09123456789');
    const second = await post('/verify', { mobile: '09123456789', code: again.code });
    expect(second.json().data).toMatchObject({ new_customer: false, customer: { id: c!.id } });
  });

  it('answers the same for a known and an unknown mobile, and creates no one for asking', async () => {
    const known = await api(ctx).post('/api/admin/customers', { first_name: 'مریم', last_name: 'کاظمی', mobile: '09125550001' });
    expect(known.statusCode, known.body).toBe(201);
    const a = await requestCode('09125550001');
    const b = await requestCode('09125550002');
    expect(a.res.statusCode).toBe(b.res.statusCode);
    expect(a.res.body).toBe(b.res.body);
    const headers = (h: Record<string, unknown>) => Object.keys(h).filter((k) => k !== 'date').sort();
    expect(headers(a.res.headers)).toEqual(headers(b.res.headers));
    expect(a.code).toMatch(/^\d{6}$/);
    expect(b.code).toMatch(/^\d{6}$/);
    expect(await ctx.database.db.select().from(customers).where(eq(customers.mobile, '09125550002'))).toEqual([]);
    // Timing: the same work for both (no customer lookup before the code is checked).
    const time = async (mobile: string) => {
      const t = performance.now();
      await post('/verify', { mobile, code: '123456' });
      return performance.now() - t;
    };
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    for (let i = 0; i < 3; i++) {
      knownMs.push(await time('09125550001'));
      unknownMs.push(await time('09125550009'));
    }
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[1]!;
    expect(Math.abs(median(knownMs) - median(unknownMs))).toBeLessThan(50);
  });

  it('lets a code expire after two minutes (the clock is moved)', async () => {
    const { code } = await requestCode('09125550010');
    advance(119_000);
    const mobile = '09125550010';
    // Still live a second before; then dead.
    const [row] = await ctx.database.db.select().from(customerLoginCodes).where(eq(customerLoginCodes.mobile, mobile));
    expect(row!.expiresAt!.getTime()).toBeGreaterThan(accountClock.now());
    advance(2_000);
    const late = await post('/verify', { mobile, code });
    expect(late.statusCode).toBe(422);
    expect(late.json().error.message).toBe(T.codeInvalid);
    // A fresh code works.
    const fresh = await requestCode(mobile);
    expect((await post('/verify', { mobile, code: fresh.code })).statusCode).toBe(200);
  });

  it('locks a code after five wrong tries, even for the right code, until a new one is sent', async () => {
    const mobile = '09125550020';
    const { code } = await requestCode(mobile);
    const wrongCode = code === '999999' ? '888888' : '999999';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await post('/verify', { mobile, code: wrongCode })).statusCode);
    expect(answers).toEqual([422, 422, 422, 422, 429]);
    const locked = await post('/verify', { mobile, code });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatchObject({ code: 'code_locked', message: T.codeLocked });
    advance(60_000);
    const next = await requestCode(mobile);
    expect((await post('/verify', { mobile, code: next.code })).statusCode).toBe(200);
  });

  it('throttles resends per mobile (once a minute, five an hour) and requests per address', async () => {
    const mobile = '09125550030';
    expect((await requestCode(mobile)).res.statusCode).toBe(202);
    const soon = await requestCode(mobile);
    expect(soon.res.statusCode).toBe(429);
    expect(soon.code).toBeUndefined();
    expect(soon.res.json().error.message).toBe(T.resendWait);
    expect(Number(soon.res.headers['retry-after'])).toBeGreaterThan(55);
    expect(Number(soon.res.headers['retry-after'])).toBeLessThanOrEqual(60);
    let step = 0;
    const later = async () => {
      step += 61_000;
      const base = Date.now();
      accountClock.now = () => base + step;
      return (await requestCode(mobile)).res;
    };
    const sends = [];
    for (let i = 0; i < 5; i++) sends.push((await later()).statusCode);
    // Five sends in the hour (the first plus four), then the hourly limit.
    expect(sends).toEqual([202, 202, 202, 202, 429]);
    const hourly = await later();
    expect(hourly.json().error.message).toBe(T.resendHourly);
    step += 3_600_000;
    expect((await later()).statusCode).toBe(202);

    // One address asking for many mobiles: five, then 429 in Persian with Retry-After.
    const ip = '203.0.113.99';
    const fromOne = [];
    for (let i = 0; i < 6; i++) fromOne.push((await requestCode(`0912666000${i}`, ip)).res);
    expect(fromOne.map((r) => r.statusCode)).toEqual([202, 202, 202, 202, 202, 429]);
    expect(fromOne[5]!.json().error.message).toBe(T.tooManyRequests);
    expect(fromOne[5]!.headers['retry-after']).toBeDefined();
  });

  it('with the log driver writes the code to the server log and the outbox', async () => {
    const lines: { obj: Record<string, unknown>; msg: string }[] = [];
    const log = { info: (obj: Record<string, unknown>, msg: string) => lines.push({ obj, msg }), warn: () => {} } as never;
    const before = new Set(smsFiles());
    await sendCode(ctx.database.db, loadConfig({ DATA_DIR: ctx.dataDir, LOG_LEVEL: 'silent' }), log, '09125550050');
    const logged = lines.find((l) => l.obj.code);
    expect(logged).toMatchObject({ obj: { to: '09125550050' } });
    const file = smsFiles().find((f) => !before.has(f))!;
    expect(fs.readFileSync(path.join(outbox(), file), 'utf8')).toContain(String(logged!.obj.code));
  });

  it('sends through Kavenegar when set up (the code only in the SMS), and says so in Persian when the service refuses', async () => {
    const a = api(ctx);
    expect((await a.put('/api/admin/settings/messages', { sms_driver: 'kavenegar', sms_api_key: 'good-key', sms_sender: '10004346' })).statusCode).toBe(200);
    try {
      const res = await post('/request-code', { mobile: '09125550040' });
      expect(res.statusCode).toBe(202);
      const sent = smsRequests.at(-1)!;
      expect(sent.form.get('receptor')).toBe('09125550040');
      const code = /(\d{6})/.exec(sent.form.get('message')!)![1]!;
      expect(res.body).not.toContain(code);
      expect((await post('/verify', { mobile: '09125550040', code })).statusCode).toBe(200);
      expect((await a.put('/api/admin/settings/messages', { sms_api_key: 'no-credit' })).statusCode).toBe(200);
      const refused = await post('/request-code', { mobile: '09125550041' });
      expect(refused.statusCode).toBe(503);
      expect(refused.json().error).toMatchObject({ code: 'sms_unavailable', message: T.smsFailed });
    } finally {
      await a.put('/api/admin/settings/messages', { sms_driver: 'log', sms_api_key: '' });
    }
  });
});

describe('customer sessions', () => {
  it('work by cookie and by bearer token; an admin session is no customer session and the other way round', async () => {
    const { token, res } = await signIn('09126660100');
    const cookie = { cookie: `${STORE_COOKIE}=${token}` };
    expect((await call('GET', '/me', cookie)).statusCode).toBe(200);
    expect((await call('GET', '/me', asCustomer(token))).json().data.mobile).toBe('09126660100');
    // No session, a made-up one, an admin's token (bearer or cookie): 401.
    expect((await call('GET', '/me', {})).statusCode).toBe(401);
    expect((await call('GET', '/me', asCustomer('x'.repeat(43)))).statusCode).toBe(401);
    const adminBearer = await call('GET', '/me', asCustomer(ctx.token));
    expect(adminBearer.statusCode).toBe(401);
    expect(adminBearer.json().error.message).toMatch(/[\u0600-\u06FF]/);
    expect((await call('GET', '/me', { cookie: `${AUTH_COOKIE}=${ctx.token}` })).statusCode).toBe(401);
    expect((await call('GET', '/addresses', { cookie: `${STORE_COOKIE}=${ctx.token}` })).statusCode).toBe(401);
    // The customer's token opens nothing of the admin's.
    expect((await call('GET', '/api/admin/profile', asCustomer(token))).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/profile', cookie)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/profile', { cookie: `${AUTH_COOKIE}=${token}` })).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/customers', asCustomer(token))).statusCode).toBe(401);
    // A write signed by the cookie must come from the shop's pages.
    expect((await call('PATCH', '/me', cookie, { first_name: 'سارا' })).statusCode).toBe(403);
    expect((await call('PATCH', '/me', { ...cookie, 'x-requested-with': 'fetch' }, { first_name: 'سارا' })).statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === STORE_COOKIE)!.maxAge).toBe(30 * 86_400);
  });

  it('slide: idle past customer_session_days ends a session, use keeps it alive', async () => {
    const { token } = await signIn('09126660110');
    // 87 days in all, never 30 idle.
    for (let i = 0; i < 3; i++) {
      advance(29 * 86_400_000);
      expect((await call('GET', '/me', asCustomer(token))).statusCode).toBe(200);
    }
    advance(31 * 86_400_000);
    const dead = await call('GET', '/me', asCustomer(token));
    expect(dead.statusCode).toBe(401);
    expect(dead.json().error.code).toBe('session_expired');
    expect((await call('GET', '/me', asCustomer(token))).statusCode).toBe(401);
  });

  it('sign-out ends this session, sign-out everywhere ends them all', async () => {
    const mobile = '09126660120';
    const first = await signIn(mobile);
    advance(61_000);
    const second = await signIn(mobile);
    advance(122_000);
    const third = await signIn(mobile);
    const out = await call('POST', '/logout', asCustomer(first.token));
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === STORE_COOKIE)?.value).toBe('');
    expect((await call('GET', '/me', asCustomer(first.token))).statusCode).toBe(401);
    expect((await call('GET', '/me', asCustomer(second.token))).statusCode).toBe(200);
    expect((await call('POST', '/logout-all', asCustomer(second.token))).statusCode).toBe(204);
    expect((await call('GET', '/me', asCustomer(second.token))).statusCode).toBe(401);
    expect((await call('GET', '/me', asCustomer(third.token))).statusCode).toBe(401);
  });

  it('the admin lists and closes a customer\'s sessions; a blocked or deleted customer\'s stop at once', async () => {
    const a = api(ctx);
    const { token, id } = await signIn('09126660130');
    const list = await a.get(`/api/admin/customers/${id}/sessions`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toHaveLength(1);
    expect(list.json().data[0]).not.toHaveProperty('token_hash');
    // Closing needs update_customer.
    const reader = await ctx.adminWith(['read_customer']);
    expect((await api(ctx, reader.token).post(`/api/admin/customers/${id}/sessions/revoke`)).statusCode).toBe(403);
    expect((await call('GET', '/me', asCustomer(token))).statusCode).toBe(200);
    const revoke = await a.post(`/api/admin/customers/${id}/sessions/revoke`);
    expect(revoke.json().data).toEqual({ revoked: 1 });
    expect((await call('GET', '/me', asCustomer(token))).statusCode).toBe(401);
    const logged = await ctx.database.db.select().from(auditLogs).where(and(eq(auditLogs.entity, 'customer'), eq(auditLogs.action, 'revoke_sessions')));
    expect(logged.map((l) => l.entityId)).toEqual([String(id)]);
    expect((await a.post('/api/admin/customers/999999/sessions/revoke')).statusCode).toBe(404);

    // Blocked: the live session stops at once, and a correct code opens none.
    advance(61_000);
    const again = await signIn('09126660130');
    expect((await a.patch(`/api/admin/customers/${id}`, { status: false })).statusCode).toBe(200);
    const blocked = await call('GET', '/me', asCustomer(again.token));
    expect(blocked.statusCode).toBe(401);
    expect(blocked.json().error).toMatchObject({ code: 'account_disabled', message: T.blocked });
    advance(122_000);
    const { code } = await requestCode('09126660130');
    const refused = await post('/verify', { mobile: '09126660130', code });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(T.blocked);
    expect(refused.json()).not.toHaveProperty('data');
    // Unblocked: the session works again (it was never closed), as the admin chose.
    expect((await a.patch(`/api/admin/customers/${id}`, { status: true })).statusCode).toBe(200);
    expect((await call('GET', '/me', asCustomer(again.token))).statusCode).toBe(200);

    // Deleted: its sessions go with it.
    const gone = await signIn('09126660131');
    expect((await a.del(`/api/admin/customers/${gone.id}`)).statusCode).toBe(204);
    expect((await call('GET', '/me', asCustomer(gone.token))).statusCode).toBe(401);
  });
});

describe('the customer\'s own profile and addresses', () => {
  it('edits what a customer may (Jalali birthday, Persian digits) and never role, status, mobile or wallet', async () => {
    const { token, id } = await signIn('09127770100');
    const me = asCustomer(token);
    const res = await call('PATCH', '/me', me, { first_name: 'سارا', last_name: 'رضایی', email: 'Sara@Example.com', national_code: '۰۴۹۹۳۷۰۸۹۹', gender: 'female', birth_date: '۱۳۷۰/۰۵/۱۲', newsletter: true });
    expect(res.statusCode, res.body).toBe(200);
    // The e-mail waits for its link; the rest is saved at once.
    expect(res.json().data).toMatchObject({ email: null, pending_email: 'sara@example.com' });
    expect(res.json().message).toBe(T.emailChangeSent);
    expect((await confirmEmail(lastMailTo('sara@example.com'))).statusCode).toBe(200);
    expect((await call('GET', '/me', me)).json().data).toMatchObject({ full_name: 'سارا رضایی', email: 'sara@example.com', pending_email: null, national_code: '0499370899', birth_date: '1991-08-03', birth_date_jalali: '1370/05/12', newsletter: true });
    for (const forbidden of [{ role_id: 1 }, { status: false }, { mobile: '09127770199' }, { card_number: '6037997599999993' }, { password: 'Secret-Pass-1' }]) {
      const r = await call('PATCH', '/me', me, forbidden);
      expect(r.statusCode, JSON.stringify(forbidden)).toBe(422);
      expect(r.json().error.message).toMatch(/[\u0600-\u06FF]/);
    }
    const [row] = await ctx.database.db.select().from(customers).where(eq(customers.id, id));
    expect(row).toMatchObject({ status: true, roleId: null, mobile: '09127770100', cardNumber: null });
    // Bad values in Persian per field.
    const bad = await call('PATCH', '/me', me, { national_code: '1234567890', birth_date: '1370/13/40', email: 'nope' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['birth_date', 'email', 'national_code']);
    for (const m of Object.values(bad.json().error.fields)) expect(m).toMatch(/[\u0600-\u06FF]/);
    // The role the admin gave is shown, read-only.
    const role = await api(ctx).post('/api/admin/customer-roles', { name: 'همکار' });
    expect(role.statusCode, role.body).toBe(201);
    expect((await api(ctx).patch(`/api/admin/customers/${id}`, { role_id: role.json().data.id })).statusCode).toBe(200);
    expect((await call('GET', '/me', me)).json().data.role).toEqual({ id: role.json().data.id, name: 'همکار' });
  });

  it('an e-mail change waits for the link sent to the new address, and never tells whether another customer has it', async () => {
    const sara = await signIn('09127770110');
    const other = await signIn('09127770111');
    const db = ctx.database.db;
    await db.update(customers).set({ email: 'taken@example.com' }).where(eq(customers.id, sara.id));
    // A free address and another customer's answer alike.
    const free = await call('PATCH', '/me', asCustomer(other.token), { email: 'fresh@example.com' });
    const taken = await call('PATCH', '/me', asCustomer(other.token), { email: 'Taken@Example.com', first_name: 'مینا' });
    for (const r of [free, taken]) {
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().message).toBe(T.emailChangeSent);
      expect(r.json().data.email).toBeNull();
    }
    expect(taken.json().data).toMatchObject({ pending_email: 'taken@example.com', first_name: 'مینا' });
    // The owner of the taken address hears that nothing changed; no link goes out for it.
    const notice = mailsTo('taken@example.com').at(-1)!;
    expect(notice).toContain(T.emailTakenBody.slice(0, 30));
    expect(tokenIn(notice)).toBeNull();
    // The free address's link no longer works: a newer request replaced it.
    expect((await confirmEmail(lastMailTo('fresh@example.com'))).statusCode).toBe(404);
    // A fresh request; the page asks first (a mail scanner's GET changes nothing), the POST changes it.
    await call('PATCH', '/me', asCustomer(other.token), { email: 'fresh@example.com' });
    const token = lastMailTo('fresh@example.com');
    const page = await ctx.app.inject({ method: 'GET', url: `${BASE}/email/confirm?token=${token}`, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    expect((await call('GET', '/me', asCustomer(other.token))).json().data.email).toBeNull();
    const done = await ctx.app.inject({ method: 'POST', url: `${BASE}/email/confirm?token=${token}`, headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.body).toContain(T.emailConfirmed);
    expect((await call('GET', '/me', asCustomer(other.token))).json().data).toMatchObject({ email: 'fresh@example.com', pending_email: null });
    // Used once; a made-up token is not found.
    expect((await confirmEmail(token)).statusCode).toBe(404);
    expect((await confirmEmail('x'.repeat(43))).statusCode).toBe(404);
    // An address taken between the request and the link: refused then, nothing changed.
    clearRateLimiters();
    await call('PATCH', '/me', asCustomer(other.token), { email: 'race@example.com' });
    const raceToken = lastMailTo('race@example.com');
    await db.update(customers).set({ email: 'race@example.com' }).where(eq(customers.id, sara.id));
    const race = await confirmEmail(raceToken);
    expect(race.statusCode).toBe(409);
    expect(race.json().error.message).toBe(T.emailInUse);
    expect((await call('GET', '/me', asCustomer(other.token))).json().data).toMatchObject({ email: 'fresh@example.com', pending_email: null });
    // Clearing the e-mail needs no link.
    expect((await call('PATCH', '/me', asCustomer(other.token), { email: null })).json().data).toMatchObject({ email: null, pending_email: null });
  });

  it('keeps addresses per customer: from the shop\'s provinces and cities, another customer\'s id is not found', async () => {
    const opts = await ctx.app.inject({ method: 'GET', url: `${BASE}/address-options` });
    expect(opts.statusCode).toBe(200);
    const tehran = opts.json().data.provinces.find((p: any) => p.name === 'تهران');
    expect(tehran).toBeDefined();
    const withCities = await ctx.app.inject({ method: 'GET', url: `${BASE}/address-options?province_id=${tehran.id}` });
    const city = withCities.json().data.cities[0];
    const [elsewhere] = await ctx.database.db.select().from(cities).where(eq(cities.provinceId, tehran.id + 1)).limit(1);

    const ali = await signIn('09127770200');
    const reza = await signIn('09127770201');
    const body = { province_id: String(tehran.id), city_id: city.id, address: 'خیابان آزادی، پلاک ۱۲', postal_code: '۱۱۹۳۶۵۳۴۷۱', first_name: 'علی', last_name: 'محمدی', mobile: '۰۹۱۲۱۱۱۲۲۳۳' };
    const created = await call('POST', '/addresses', asCustomer(ali.token), body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ postal_code: '1193653471', mobile: '09121112233', province: { name: 'تهران' } });
    expect(created.json().data).not.toHaveProperty('customer_id');
    const addrId = created.json().data.id as number;
    expect((await call('GET', '/addresses', asCustomer(ali.token))).json().data.map((x: any) => x.id)).toEqual([addrId]);
    // Persian digits in the path.
    const persianId = String(addrId).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
    expect((await call('GET', `/addresses/${encodeURIComponent(persianId)}`, asCustomer(ali.token))).statusCode).toBe(200);

    // Another customer: nothing to see, change or delete.
    expect((await call('GET', '/addresses', asCustomer(reza.token))).json().data).toEqual([]);
    for (const [method, payload] of [['GET'], ['PATCH', { address: 'دزدیده' }], ['DELETE']] as const) {
      const r = await call(method, `/addresses/${addrId}`, asCustomer(reza.token), payload);
      expect(r.statusCode, method).toBe(404);
      expect(r.json().error.message).toMatch(/[\u0600-\u06FF]/);
    }
    const [kept] = await ctx.database.db.select().from(addresses).where(eq(addresses.id, addrId));
    expect(kept!.address).toBe('خیابان آزادی، پلاک ۱۲');

    // Validation: postal code, mobile, a city of another province.
    const bad = await call('POST', '/addresses', asCustomer(ali.token), { ...body, postal_code: '123', mobile: '0912' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['mobile', 'postal_code']);
    if (elsewhere) {
      const wrongCity = await call('POST', '/addresses', asCustomer(ali.token), { ...body, city_id: elsewhere.id });
      expect(wrongCity.statusCode).toBe(422);
      expect(Object.keys(wrongCity.json().error.fields)).toEqual(['city_id']);
    }
    // The owner edits and deletes.
    const edited = await call('PATCH', `/addresses/${addrId}`, asCustomer(ali.token), { telephone: '۰۲۱۸۸۷۷۶۶۵۵' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.telephone).toBe('02188776655');
    expect((await call('DELETE', `/addresses/${addrId}`, asCustomer(ali.token))).statusCode).toBe(204);
    expect((await call('GET', `/addresses/${addrId}`, asCustomer(ali.token))).statusCode).toBe(404);
    // Without a session: 401.
    expect((await call('POST', '/addresses', {}, body)).statusCode).toBe(401);
  });
});

describe('the API document', () => {
  it('lists every account route under the store-account tag, with the customer session where one is needed', () => {
    const doc = ctx.app.swagger() as { paths: Record<string, Record<string, { tags?: string[]; security?: unknown[] }>>; components: { securitySchemes: Record<string, unknown> } };
    const ops = Object.entries(doc.paths)
      .filter(([p]) => p.startsWith(BASE) && !/^\/api\/store\/account\/(orders|wallet|withdraws)\b/.test(p))
      .flatMap(([p, o]) => Object.entries(o).map(([m, op]) => ({ route: `${m.toUpperCase()} ${p}`, ...op })));
    expect(ops.map((o) => o.route).sort()).toEqual(
      [
        'DELETE /api/store/account/addresses/{id}',
        'GET /api/store/account/address-options',
        'GET /api/store/account/addresses',
        'GET /api/store/account/addresses/{id}',
        'GET /api/store/account/email/confirm',
        'POST /api/store/account/email/confirm',
        'GET /api/store/account/me',
        'PATCH /api/store/account/addresses/{id}',
        'PATCH /api/store/account/me',
        'POST /api/store/account/addresses',
        'POST /api/store/account/logout',
        'POST /api/store/account/logout-all',
        'POST /api/store/account/request-code',
        'POST /api/store/account/verify',
      ].sort(),
    );
    for (const o of ops) expect(o.tags, o.route).toEqual(['store-account']);
    const open = [
      'POST /api/store/account/request-code',
      'POST /api/store/account/verify',
      'GET /api/store/account/address-options',
      'GET /api/store/account/email/confirm',
      'POST /api/store/account/email/confirm',
    ];
    for (const o of ops) expect(o.security, o.route).toEqual(open.includes(o.route) ? [] : [{ bearer: [] }, { storeCookie: [] }]);
    expect(doc.components.securitySchemes.storeCookie).toMatchObject({ in: 'cookie', name: STORE_COOKIE });
  });
});

describe('hostile input', () => {
  it('is refused in Persian: bad mobiles and codes, control characters, huge bodies, unknown keys', async () => {
    const persian = /[\u0600-\u06FF]/;
    for (const mobile of ['0812345678', '۰۹۱۲۳۴۵', 'abc', '0912\u00001234567', 9123456789, null, ['09121234567'], 'ب'.repeat(100)]) {
      const r = await post('/request-code', { mobile });
      expect(r.statusCode, JSON.stringify(mobile)).toBe(422);
      expect(r.json().error.fields.mobile, JSON.stringify(mobile)).toMatch(persian);
    }
    for (const code of ['12', '1234567', 'abcdef', '12\u00003456', null]) {
      const r = await post('/verify', { mobile: '09121234567', code });
      expect(r.statusCode, JSON.stringify(code)).toBe(422);
      expect(r.json().error.message).toMatch(persian);
    }
    expect((await post('/request-code', { mobile: '09121234567', extra: 1 })).statusCode).toBe(422);
    const huge = await post('/request-code', { mobile: '09121234567', pad: 'x'.repeat(10_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toMatch(persian);
    const notJson = await ctx.app.inject({ method: 'POST', url: `${BASE}/verify`, payload: '{"mobile":', headers: { 'content-type': 'application/json' } });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error.message).toMatch(persian);

    const { token } = await signIn('09127770300');
    const me = asCustomer(token);
    const stripped = await call('PATCH', '/me', me, { first_name: '\u202Eسارا\u0007', last_name: 'رضایی\u200Cپور' });
    expect(stripped.statusCode).toBe(200);
    expect(stripped.json().data).toMatchObject({ first_name: 'سارا', last_name: 'رضایی\u200Cپور' });
    const nul = await call('PATCH', '/me', me, { first_name: 'سا\u0000را' });
    expect(nul.statusCode).toBe(422);
    expect(nul.json().error.fields.first_name).toMatch(persian);
    const big = await call('PATCH', '/me', me, { first_name: 'ب'.repeat(20_000) });
    expect(big.statusCode).toBe(413);
    for (const id of ['abc', '-1', '0', '9'.repeat(30), '1.5']) expect((await call('GET', `/addresses/${id}`, me)).statusCode, id).toBe(404);
    // A very long or odd token is simply no session.
    expect((await call('GET', '/me', asCustomer('a'.repeat(5000)))).statusCode).toBe(401);
    expect((await call('GET', '/me', { cookie: `${STORE_COOKIE}=%00%ff` })).statusCode).toBe(401);
  });
});
