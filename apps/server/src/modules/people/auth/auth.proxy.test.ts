import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, setupApp, type TestContext } from '../../../../test/db';
import { buildApp } from '../../../app';
import { ConfigError, loadConfig } from '../../../config/env';
import type { App } from '../../../lib/app-types';

/** TRUST_PROXY: only a trusted proxy's X-Forwarded-For is believed (throttling and the audit log). */
let ctx: TestContext;
const apps: App[] = [];
beforeAll(async () => {
  ctx = await setupApp();
});
afterAll(async () => {
  for (const a of apps) await a.close();
  await ctx.close();
});

const appWith = async (TRUST_PROXY: string) => {
  const config = { ...loadConfig({ DATA_DIR: ctx.dataDir, LOG_LEVEL: 'silent', TRUST_PROXY }), adminPassword: ADMIN_PASSWORD };
  const app = await buildApp({ config, database: ctx.database, serveStatic: false, logger: false });
  apps.push(app);
  return app;
};
const signIn = (app: App, password: string, remoteAddress: string, xff?: string, username = 'admin') =>
  app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password },
    remoteAddress,
    headers: xff ? { 'x-forwarded-for': xff } : {},
  });
const lastLoginIp = async () =>
  (await ctx.database.pool.query(`select ip from audit_logs where action = 'login' order by id desc limit 1`)).rows[0]?.ip as string;
const failuresFrom = async (ip: string) => Number((await ctx.database.pool.query('select count(*) from login_failures where ip = $1', [ip])).rows[0].count);

describe('TRUST_PROXY', () => {
  it('accepts false, a hop count or proxy addresses and ranges; reads true as one hop; refuses anything else', () => {
    const trust = (v: string) => loadConfig({ TRUST_PROXY: v }).trustProxy;
    expect(trust('')).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('true')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.5')).toBe('10.0.0.5');
    expect(trust(' 10.0.0.0/8, 192.168.1.1 ,::1,fd00::/8, loopback')).toBe('10.0.0.0/8,192.168.1.1,::1,fd00::/8,loopback');
    for (const bad of ['yes', '10.0.0.300', '10.0.0.0/33', 'proxy.example.com', '-1', '1.5', '10.0.0.1,,x']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(ConfigError);
    }
  });

  it('ignores a forged X-Forwarded-For from a peer that is not the trusted proxy', async () => {
    for (const setting of ['false', '10.0.0.5']) {
      const app = await appWith(setting);
      const peer = setting === 'false' ? '203.0.113.9' : '203.0.113.10';
      // 30 failures with a new forged address each time still all count against the real peer.
      for (let i = 0; i < 30; i++) expect((await signIn(app, 'bad-password', peer, `198.51.100.${i + 1}`, `spray${i}`)).statusCode).toBe(401);
      expect(await failuresFrom(peer)).toBe(30);
      expect((await signIn(app, ADMIN_PASSWORD, peer, '198.51.100.200')).statusCode).toBe(429);
      // The audit log records the real address of a successful sign-in.
      expect((await signIn(app, ADMIN_PASSWORD, '203.0.113.50', '1.2.3.4')).statusCode).toBe(200);
      expect(await lastLoginIp()).toBe('203.0.113.50');
    }
  });

  it("honours the trusted proxy's header: by address and by hop count (true = one hop)", async () => {
    const byAddress = await appWith('10.0.0.0/24');
    expect((await signIn(byAddress, ADMIN_PASSWORD, '10.0.0.5', '198.51.100.77')).statusCode).toBe(200);
    expect(await lastLoginIp()).toBe('198.51.100.77');
    // A client's own header in front of the proxy's entry is not believed: the proxy's entry wins.
    expect((await signIn(byAddress, ADMIN_PASSWORD, '10.0.0.5', '6.6.6.6, 198.51.100.78')).statusCode).toBe(200);
    expect(await lastLoginIp()).toBe('198.51.100.78');

    const oneHop = await appWith('true');
    expect((await signIn(oneHop, 'bad-password', '10.9.9.9', '6.6.6.6, 198.51.100.79')).statusCode).toBe(401);
    expect(await failuresFrom('198.51.100.79')).toBe(1);
    expect(await failuresFrom('6.6.6.6')).toBe(0);
    expect((await signIn(oneHop, ADMIN_PASSWORD, '10.9.9.9', '6.6.6.6, 198.51.100.80')).statusCode).toBe(200);
    expect(await lastLoginIp()).toBe('198.51.100.80');
  });
});
