import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config/env';
import { createDatabase, type Database } from '../../../db/client';
import type { App } from '../../../lib/app-types';
import { liveNotificationsOf } from '../../system/notifications/live';
import { sessionCacheOf } from './session-cache';

/**
 * Two servers on one database (each with its own pool and listener). Server B remembers sessions in
 * memory; a change made through server A reaches B within a second. (A notification made on one server
 * reaching a stream on the other: notifications/live.test.ts, "two servers on one database".)
 */
let ctx: TestContext;
let appB: App;
let dbB: Database;
const queriesB: string[] = [];

const until = async (check: () => Promise<boolean> | boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 10));
  }
  return true;
};
const onB = (token: string, url = '/api/admin/units') => appB.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
/** B's answer to this token turns to `status` within a second of the change on A. */
const refusedOnBWithinASecond = (token: string, status: number, url?: string) => until(async () => (await onB(token, url)).statusCode === status, 1000);

beforeAll(async () => {
  ctx = await setupApp();
  const url = (ctx.database.pool as unknown as { options: { connectionString: string } }).options.connectionString;
  dbB = createDatabase(url, 3);
  const query = dbB.pool.query.bind(dbB.pool) as (...args: any[]) => any;
  (dbB.pool as any).query = (...args: any[]) => {
    const q = args[0];
    queriesB.push(typeof q === 'string' ? q : (q?.text ?? ''));
    return query(...args);
  };
  appB = await buildApp({ config: { ...loadConfig({ DATA_DIR: ctx.dataDir, LOG_LEVEL: 'silent' }) }, database: dbB, serveStatic: false, logger: false });
  await appB.ready();
  expect(await until(() => !!liveNotificationsOf(ctx.app)?.listening && !!liveNotificationsOf(appB)?.listening, 5000)).toBe(true);
});
afterAll(async () => {
  await appB?.close();
  await dbB?.close();
  await ctx.close();
});

describe('the session cache', () => {
  it('answers a known session from memory: no session, admin or role read per request', async () => {
    const a = await ctx.adminWith(['read_unit'], 'cached1');
    expect((await onB(a.token)).statusCode).toBe(200);
    queriesB.length = 0;
    for (let i = 0; i < 10; i++) expect((await onB(a.token)).statusCode).toBe(200);
    expect(queriesB.filter((q) => /admin_sessions|"admins"|"roles"/.test(q))).toEqual([]);
    expect(sessionCacheOf(appB.server).size).toBeGreaterThan(0);
  });

  it('a session signed out on A is refused on B within a second', async () => {
    const a = await ctx.adminWith(['read_unit'], 'cached2');
    expect((await onB(a.token)).statusCode).toBe(200);
    expect((await api(ctx, a.token).post('/api/admin/logout')).statusCode).toBe(204);
    expect(await refusedOnBWithinASecond(a.token, 401)).toBe(true);
  });

  it('an admin disabled on A is refused on B within a second; a new password on A ends their sessions on B', async () => {
    const a = await ctx.adminWith(['read_unit'], 'cached3');
    expect((await onB(a.token)).statusCode).toBe(200);
    expect((await api(ctx).patch(`/api/admin/admins/${a.id}`, { status: false })).statusCode).toBe(200);
    expect(await refusedOnBWithinASecond(a.token, 401)).toBe(true);
    const b = await ctx.adminWith(['read_unit'], 'cached4');
    expect((await onB(b.token)).statusCode).toBe(200);
    expect((await api(ctx).patch(`/api/admin/admins/${b.id}`, { password: 'New-Password-9' })).statusCode).toBe(200);
    expect(await refusedOnBWithinASecond(b.token, 401)).toBe(true);
  });

  it("a permission removed from a role on A is refused on B within a second; a deleted admin's too", async () => {
    const a = await ctx.adminWith(['read_unit', 'read_color'], 'cached5');
    expect((await onB(a.token)).statusCode).toBe(200);
    const roleId = (await ctx.database.pool.query('select role_id from admins where id = $1', [a.id])).rows[0].role_id;
    expect((await api(ctx).patch(`/api/admin/roles/${roleId}`, { permissions: ['read_color'] })).statusCode).toBe(200);
    expect(await refusedOnBWithinASecond(a.token, 403)).toBe(true);
    expect((await onB(a.token, '/api/admin/colors')).statusCode).toBe(200);
    expect((await api(ctx).del(`/api/admin/admins/${a.id}`)).statusCode).toBe(204);
    expect(await refusedOnBWithinASecond(a.token, 401, '/api/admin/colors')).toBe(true);
  });

  it('a feature switched off on A answers 404 on B within a second; a change by plain SQL is heard too', async () => {
    const a = await ctx.adminWith(['read_unit'], 'cached6');
    expect((await onB(a.token)).statusCode).toBe(200);
    const groups = (await api(ctx).get('/api/admin/home')).json().data.setting_groups as { name: string }[];
    expect(groups.some((g) => g.name === 'features')).toBe(true);
    // Any switched-off feature removes its permissions at once on B (the menu reads /home).
    const before = (await onB(a.token, '/api/admin/home')).json().data.features as Record<string, boolean>;
    const key = Object.keys(before).find((k) => before[k])!;
    expect((await api(ctx).put('/api/admin/settings/features', { [`feature_${key}`]: false })).statusCode).toBe(200);
    expect(await until(async () => (await onB(a.token, '/api/admin/home')).json().data.features[key] === false, 1000)).toBe(true);
    expect((await api(ctx).put('/api/admin/settings/features', { [`feature_${key}`]: true })).statusCode).toBe(200);

    await ctx.database.pool.query('update admins set status = false where id = $1', [a.id]);
    expect(await refusedOnBWithinASecond(a.token, 401)).toBe(true);
  });

  it('keeps the idle limit: a session idle too long is expired even when cached; use is still recorded', async () => {
    const a = await ctx.adminWith(['read_unit'], 'cached7');
    expect((await onB(a.token)).statusCode).toBe(200);
    // Last used 2 minutes ago: the next request touches it (at most once a minute).
    await ctx.database.pool.query(`update admin_sessions set last_used_at = now() - interval '2 minutes' where admin_id = $1`, [a.id]);
    const entry = [...(sessionCacheOf(appB.server) as any).entries.values()].find((e: any) => e.admin.id === a.id);
    entry.lastUsedAt = Date.now() - 120_000;
    expect((await onB(a.token)).statusCode).toBe(200);
    const touched = (await ctx.database.pool.query(`select extract(epoch from now() - last_used_at) as s from admin_sessions where admin_id = $1`, [a.id])).rows[0].s;
    expect(Number(touched)).toBeLessThan(5);
    // Idle beyond the limit (default 480 minutes) on every node: expired, revoked.
    await ctx.database.pool.query(`update admin_sessions set last_used_at = now() - interval '10 hours' where admin_id = $1`, [a.id]);
    entry.lastUsedAt = Date.now() - 10 * 3600_000;
    const res = await onB(a.token);
    expect(res.statusCode).toBe(401);
    expect((await ctx.database.pool.query('select revoked_at from admin_sessions where admin_id = $1', [a.id])).rows[0].revoked_at).not.toBeNull();
  });
});
