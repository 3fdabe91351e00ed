import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '@pishkhan/common/permissions';
import { errorMessages } from '@pishkhan/common/i18n/fa/errors';
import { ADMIN_PASSWORD, api, setupApp, type TestContext } from '../../../../test/db';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config/env';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupApp();
});
afterAll(() => ctx.close());

/** Retries `get` for up to a second until `ok` holds; answers the last result. */
async function eventually<T>(get: () => Promise<T>, ok: (r: T) => boolean): Promise<T> {
  const end = Date.now() + 1000;
  for (;;) {
    const r = await get();
    if (ok(r) || Date.now() > end) return r;
    await new Promise((w) => setTimeout(w, 10));
  }
}
const sha = (t: string) => createHash('sha256').update(t).digest('hex');
const login = (username: string, password: string, extra: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password }, ...extra });
const withCookie = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, token: string, headers: Record<string, string> = {}, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: { cookie: `adminAuthorization=${token}`, ...headers }, ...(payload !== undefined ? { payload: payload as any } : {}) });

describe('sign-in POST /api/admin/login', () => {
  it('returns the token and the admin without the password hash, and sets an HttpOnly SameSite=Lax cookie', async () => {
    const res = await login('admin', ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    const { token, admin } = res.json().data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(admin).toMatchObject({ username: 'admin', status: true, role: { is_super: true } });
    expect(JSON.stringify(res.json())).not.toMatch(/password|argon2/i);
    const cookie = res.cookies.find((c) => c.name === 'adminAuthorization');
    expect(cookie).toMatchObject({ value: token, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie!.secure).toBeFalsy();
    // Only the hash of the token is stored.
    const { rows } = await ctx.database.pool.query('select token_hash from admin_sessions where token_hash = $1', [sha(token)]);
    expect(rows).toHaveLength(1);
    const leaked = await ctx.database.pool.query('select 1 from admin_sessions where token_hash = $1', [token]);
    expect(leaked.rowCount).toBe(0);
    // The username is case-insensitive.
    expect((await login('ADMIN', ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('marks the cookie Secure behind an HTTPS proxy only when TRUST_PROXY is on', async () => {
    const plain = await login('admin', ADMIN_PASSWORD, { headers: { 'x-forwarded-proto': 'https' } });
    expect(plain.cookies.find((c) => c.name === 'adminAuthorization')!.secure).toBeFalsy();
    const config = { ...loadConfig({ DATA_DIR: ctx.dataDir, LOG_LEVEL: 'silent', TRUST_PROXY: 'true' }), adminPassword: ADMIN_PASSWORD };
    const proxied = await buildApp({ config, database: ctx.database, serveStatic: false, logger: false });
    try {
      const res = await proxied.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: 'admin', password: ADMIN_PASSWORD },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name === 'adminAuthorization')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    } finally {
      await proxied.close();
    }
  });

  it('answers a wrong password and an unknown user alike: 401 with the same Persian message', async () => {
    const wrong = await login('admin', 'not-the-password', { remoteAddress: '10.9.0.1' });
    const unknown = await login('nobody-here', 'not-the-password', { remoteAddress: '10.9.0.1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error).toEqual({ code: 'bad_credentials', message: errorMessages.bad_credentials });
    expect(wrong.cookies).toHaveLength(0);
    const missing = await login('admin', '');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.fields.password).toMatch(/رمز عبور/);
    // The good password clears the failure count.
    expect((await login('admin', ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('never locks an account for everyone: failures from one IP do not stop the right password from another', async () => {
    const A = '10.1.0.1';
    const B = '10.1.0.2';
    for (let i = 0; i < 5; i++) expect((await login('admin', 'bad-password', { remoteAddress: A })).statusCode).toBe(401);
    // IP A now waits; the owner signs in from IP B at once, and the attacker's waits do not touch B.
    const blocked = await login('admin', 'bad-password', { remoteAddress: A });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toEqual({ code: 'rate_limited', message: errorMessages.rate_limited });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(55);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await login('admin', ADMIN_PASSWORD, { remoteAddress: B })).statusCode).toBe(200);
    const stillBlocked = await login('admin', ADMIN_PASSWORD, { remoteAddress: A });
    expect(stillBlocked.statusCode).toBe(429);
    expect(stillBlocked.cookies).toHaveLength(0);
    // Another username from A is not held back by admin's delay.
    await ctx.adminWith([], 'neighbour1');
    expect((await login('neighbour1', 'Password-123', { remoteAddress: A })).statusCode).toBe(200);
  });

  it('makes one username + IP wait longer after every further failure; a success from there clears it', async () => {
    await ctx.adminWith([], 'throttled1');
    const A = '10.1.1.1';
    const older = (seconds: number) =>
      ctx.database.pool.query(`update login_failures set created_at = created_at - make_interval(secs => $1) where ip = $2`, [seconds, A]);
    const wait = async () => {
      const res = await login('throttled1', 'bad-password', { remoteAddress: A });
      return res.statusCode === 429 ? Number(res.headers['retry-after']) : 0;
    };
    for (let i = 0; i < 5; i++) expect((await login('Throttled1', 'bad-password', { remoteAddress: A })).statusCode).toBe(401);
    expect(await wait()).toBeGreaterThan(55); // 1 minute after the fifth failure
    await older(61);
    expect((await login('throttled1', 'bad-password', { remoteAddress: A })).statusCode).toBe(401); // the sixth
    const second = await wait();
    expect(second).toBeGreaterThan(115); // then 2 minutes
    expect(second).toBeLessThanOrEqual(120);
    await older(61);
    expect(await wait()).toBeGreaterThan(55); // still waiting
    await older(60);
    expect((await login('throttled1', 'bad-password', { remoteAddress: A })).statusCode).toBe(401); // the seventh
    expect(await wait()).toBeGreaterThan(235); // then 4 minutes
    await older(241);
    // The right password from there clears the count.
    expect((await login('throttled1', 'Password-123', { remoteAddress: A })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login('throttled1', 'bad-password', { remoteAddress: A })).statusCode).toBe(401);

    // The number of free failures comes from the setting.
    await ctx.adminWith([], 'throttled2');
    expect((await api(ctx).put('/api/admin/settings/security', { login_max_failures: 3 })).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await login('throttled2', 'bad', { remoteAddress: '10.2.0.1' })).statusCode).toBe(401);
    expect((await login('throttled2', 'Password-123', { remoteAddress: '10.2.0.1' })).statusCode).toBe(429);
    expect((await login('throttled2', 'Password-123', { remoteAddress: '10.2.0.2' })).statusCode).toBe(200);
    expect((await api(ctx).put('/api/admin/settings/security', { login_max_failures: 5 })).statusCode).toBe(200);
  });

  it('refuses an IP after too many failures across usernames with 429', async () => {
    const ip = '10.3.0.1';
    let status = 401;
    let n = 0;
    for (; n < 40 && status === 401; n++) status = (await login(`spray${n}`, 'bad-password', { remoteAddress: ip })).statusCode;
    expect(status).toBe(429);
    expect(n).toBe(31); // 30 failures from one IP across usernames, then 429
    expect((await login('admin', ADMIN_PASSWORD, { remoteAddress: ip })).statusCode).toBe(429);
    expect((await login('admin', ADMIN_PASSWORD, { remoteAddress: '10.3.0.2' })).statusCode).toBe(200);
  });

  it('refuses a disabled admin at sign-in and ends their live sessions', async () => {
    const a = await ctx.adminWith(['read_color'], 'disabled1');
    expect((await api(ctx, a.token).get('/api/admin/colors')).statusCode).toBe(200);
    await ctx.database.pool.query('update admins set status = false where id = $1', [a.id]);
    // A change made outside the app is heard through the database's notice (session-cache.ts).
    const res = await eventually(() => api(ctx, a.token).get('/api/admin/colors'), (r) => r.statusCode === 401);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(errorMessages.account_disabled);
    // The right password answers exactly like a wrong one: nothing confirms the password.
    const right = await login('disabled1', 'Password-123', { remoteAddress: '10.8.0.1' });
    const wrong = await login('disabled1', 'Wrong-Password-1', { remoteAddress: '10.8.0.2' });
    expect(right.statusCode).toBe(401);
    expect(right.json()).toEqual(wrong.json());
    expect(right.json().error).toEqual({ code: 'bad_credentials', message: errorMessages.bad_credentials });
    expect(right.cookies).toHaveLength(0);
  });

  it('stores passwords as argon2id hashes', async () => {
    const { rows } = await ctx.database.pool.query(`select password_hash from admins where username = 'admin'`);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0].password_hash).not.toContain(ADMIN_PASSWORD);
  });
});

describe('sessions: cookie, bearer, cross-site writes, logout, idle expiry', () => {
  it('authenticates with the cookie and with the bearer header; without either → 401', async () => {
    const token = await ctx.login('admin', ADMIN_PASSWORD);
    expect((await withCookie('GET', '/api/admin/home', token)).statusCode).toBe(200);
    expect((await api(ctx, token).get('/api/admin/home')).statusCode).toBe(200);
    const none = await ctx.app.inject({ method: 'GET', url: '/api/admin/home' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error).toEqual({ code: 'unauthenticated', message: errorMessages.unauthenticated });
    expect((await withCookie('GET', '/api/admin/home', 'forged-token')).statusCode).toBe(401);
    expect((await api(ctx, 'forged-token').get('/api/admin/home')).statusCode).toBe(401);
  });

  it('refuses cookie-authenticated writes without X-Requested-With or a same-origin Origin (403)', async () => {
    const token = await ctx.login('admin', ADMIN_PASSWORD);
    const bare = await withCookie('POST', '/api/admin/profile', token);
    expect(bare.statusCode).toBe(403);
    expect(bare.json().error).toEqual({ code: 'csrf', message: errorMessages.csrf });
    const foreign = await withCookie('PATCH', '/api/admin/profile', token, { origin: 'https://evil.example', host: 'shop.example' }, { name: 'هک' });
    expect(foreign.statusCode).toBe(403);
    expect((await api(ctx).get('/api/admin/profile')).json().data.user.name).not.toBe('هک');

    const xhr = await withCookie('POST', '/api/admin/profile', token, { 'x-requested-with': 'XMLHttpRequest' });
    expect(xhr.statusCode).toBe(200);
    expect(xhr.json().data.user.username).toBe('admin');
    const sameOrigin = await withCookie('POST', '/api/admin/profile', token, { origin: 'https://shop.example', host: 'shop.example' });
    expect(sameOrigin.statusCode).toBe(200);
    // Reads need no header; bearer writes need none either.
    expect((await withCookie('GET', '/api/admin/profile', token)).statusCode).toBe(200);
    expect((await api(ctx, token).post('/api/admin/profile')).statusCode).toBe(200);
  });

  it('logout revokes the session and clears the cookie', async () => {
    const token = await ctx.login('admin', ADMIN_PASSWORD);
    const other = await ctx.login('admin', ADMIN_PASSWORD);
    const out = await api(ctx, token).post('/api/admin/logout');
    expect(out.statusCode).toBe(204);
    const cleared = out.cookies.find((c) => c.name === 'adminAuthorization');
    expect(cleared?.value).toBe('');
    expect(new Date(cleared!.expires!).getTime()).toBeLessThan(Date.now());
    expect((await api(ctx, token).get('/api/admin/home')).statusCode).toBe(401);
    expect((await withCookie('GET', '/api/admin/home', token)).statusCode).toBe(401);
    expect((await api(ctx, other).get('/api/admin/home')).statusCode).toBe(200);
    const logs = (await api(ctx).get('/api/admin/audit-logs?entity=admin&action=logout')).json().data;
    expect(logs.length).toBeGreaterThanOrEqual(1);
  });

  it('expires a session after session_idle_minutes without use', async () => {
    expect((await api(ctx).put('/api/admin/settings/security', { session_idle_minutes: 5 })).statusCode).toBe(200);
    const fresh = await ctx.login('admin', ADMIN_PASSWORD);
    const idle = await ctx.login('admin', ADMIN_PASSWORD);
    await ctx.database.pool.query(`update admin_sessions set last_used_at = now() - interval '4 minutes' where token_hash = $1`, [sha(fresh)]);
    await ctx.database.pool.query(`update admin_sessions set last_used_at = now() - interval '6 minutes' where token_hash = $1`, [sha(idle)]);
    expect((await api(ctx, fresh).get('/api/admin/home')).statusCode).toBe(200);
    // A used session is touched, so its idle time starts again.
    const { rows } = await ctx.database.pool.query(`select extract(epoch from now() - last_used_at) as s from admin_sessions where token_hash = $1`, [sha(fresh)]);
    expect(Number(rows[0].s)).toBeLessThan(60);
    const expired = await api(ctx, idle).get('/api/admin/home');
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.message).toBe(errorMessages.session_expired);
    // Revoked for good: touching it again does not bring it back.
    await ctx.database.pool.query(`update admin_sessions set last_used_at = now() where token_hash = $1`, [sha(idle)]);
    expect((await api(ctx, idle).get('/api/admin/home')).statusCode).toBe(401);
    expect((await api(ctx).put('/api/admin/settings/security', { session_idle_minutes: 480 })).statusCode).toBe(200);
  });
});

describe('profile /api/admin/profile', () => {
  it('GET and POST answer data.user (the session admin, no hash)', async () => {
    const a = await ctx.adminWith(['read_unit'], 'profile1');
    for (const res of [await api(ctx, a.token).get('/api/admin/profile'), await api(ctx, a.token).post('/api/admin/profile')]) {
      expect(res.statusCode).toBe(200);
      expect(res.json().data.user).toMatchObject({ id: a.id, username: 'profile1', role: { is_super: false } });
      expect(JSON.stringify(res.json())).not.toMatch(/password|argon2/i);
    }
    expect((await api(ctx, null).get('/api/admin/profile')).statusCode).toBe(401);
  });

  it('updates name, e-mail and mobile with validation in Persian', async () => {
    const a = await ctx.adminWith([], 'profile2');
    const res = await api(ctx, a.token).patch('/api/admin/profile', { name: 'زهرا', email: 'Z@Example.com', mobile: '۰۹۱۲۱۲۳۴۵۶۷' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ name: 'زهرا', email: 'z@example.com', mobile: '09121234567' });
    const bad = await api(ctx, a.token).patch('/api/admin/profile', { email: 'nope', mobile: '123', role_id: 1 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toMatchObject({ email: expect.stringMatching(/ایمیل/), mobile: expect.stringMatching(/موبایل/), role_id: expect.any(String) });
    // A profile cannot grant itself a role.
    expect((await api(ctx, a.token).get('/api/admin/profile')).json().data.user.role.is_super).toBe(false);
    // Another admin's e-mail or mobile is a 409 on that field.
    const b = await ctx.adminWith([], 'profile2b');
    const dupEmail = await api(ctx, b.token).patch('/api/admin/profile', { email: 'z@EXAMPLE.com' });
    expect(dupEmail.statusCode).toBe(409);
    expect(dupEmail.json().error.fields.email).toMatch(/ایمیل.*تکراری/);
    const dupMobile = await api(ctx, b.token).patch('/api/admin/profile', { mobile: '09121234567' });
    expect(dupMobile.statusCode).toBe(409);
    expect(dupMobile.json().error.fields.mobile).toMatch(/موبایل.*تکراری/);
  });

  it('changes the password only with the current one, revoking the other sessions but keeping this one', async () => {
    const a = await ctx.adminWith([], 'profile3');
    const other = await ctx.login('profile3', 'Password-123');
    const noCurrent = await api(ctx, a.token).patch('/api/admin/profile', { password: 'New-Password-9' });
    expect(noCurrent.statusCode).toBe(422);
    expect(noCurrent.json().error.fields.current_password).toBe(errorMessages.current_password_required);
    const wrongCurrent = await api(ctx, a.token).patch('/api/admin/profile', { password: 'New-Password-9', current_password: 'wrong-one' });
    expect(wrongCurrent.statusCode).toBe(422);
    expect(wrongCurrent.json().error.fields.current_password).toBe(errorMessages.wrong_current_password);
    expect((await api(ctx, other).get('/api/admin/home')).statusCode).toBe(200);
    const short = await api(ctx, a.token).patch('/api/admin/profile', { password: 'short', current_password: 'Password-123' });
    expect(short.statusCode).toBe(422);
    expect(short.json().error.fields.password).toMatch(/رمز عبور جدید/);

    const ok = await api(ctx, a.token).patch('/api/admin/profile', { password: 'New-Password-9', current_password: 'Password-123' });
    expect(ok.statusCode).toBe(200);
    expect((await api(ctx, a.token).get('/api/admin/home')).statusCode).toBe(200);
    expect((await api(ctx, other).get('/api/admin/home')).statusCode).toBe(401);
    expect((await login('profile3', 'Password-123')).statusCode).toBe(401);
    expect((await login('profile3', 'New-Password-9')).statusCode).toBe(200);
    const { rows } = await ctx.database.pool.query('select password_hash from admins where id = $1', [a.id]);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
  });
});

describe('home GET /api/admin/home', () => {
  it('has exactly the documented keys; the super admin holds every permission and sees the setting groups', async () => {
    const res = await api(ctx).get('/api/admin/home');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(Object.keys(data).sort()).toEqual(
      ['admin', 'permissions', 'features', 'setting_groups', 'notifications', 'total_unread_notifications', 'contacts', 'total_unread_contacts', 'unit_label', 'new_product_comments_count', 'new_blog_comments_count'].sort(),
    );
    expect(data.admin.username).toBe('admin');
    expect([...data.permissions].sort()).toEqual([...ALL_PERMISSIONS].sort());
    expect(data.setting_groups).toEqual(expect.arrayContaining([{ name: 'security', label: 'امنیت' }, { name: 'features', label: 'امکانات' }]));
    for (const g of data.setting_groups) expect(g.label).toMatch(/[\u0600-\u06FF]/);
    expect(data.features).toMatchObject({ colors: true, sellers: true });
    expect(data.unit_label).toBe('تومان');
    expect(data.total_unread_notifications).toBe(0);
    expect(data.notifications).toEqual([]);
  });

  it('a limited admin sees only its permissions and no setting groups without read_setting', async () => {
    const a = await ctx.adminWith(['read_color', 'update_unit'], 'limited1');
    const data = (await api(ctx, a.token).get('/api/admin/home')).json().data;
    expect([...data.permissions].sort()).toEqual(['read_color', 'update_unit']);
    expect(data.setting_groups).toEqual([]);
    expect(data.admin).toMatchObject({ id: a.id, username: 'limited1' });
    // Unknown permission names stored in a role never reach the client.
    await ctx.database.db.execute(sql`update roles set permissions = array['read_color', 'drop_everything'] where name = ${'r_limited1'}`);
    const home = await eventually(() => api(ctx, a.token).get('/api/admin/home'), (r) => r.json().data.permissions.length === 1);
    expect(home.json().data.permissions).toEqual(['read_color']);
    const reader = await ctx.adminWith(['read_setting'], 'limited2');
    expect((await api(ctx, reader.token).get('/api/admin/home')).json().data.setting_groups.length).toBeGreaterThan(0);
  });
});
