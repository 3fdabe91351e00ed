import Fastify, { type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPermission } from '@pishkhan/common/permissions';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import type { App, Ctx, RouteModule } from '../src/lib/app-types';
import { TaskQueue } from '../src/lib/queue';
import { ROUTE_MODULES } from '../src/routes';
import { ADMIN_PASSWORD, setupApp, type TestContext } from './db';

/**
 * Walks every registered /api/admin route. The list comes from the route modules themselves
 * (an onRoute collector, so routes hidden from the docs are included) and is checked against
 * the OpenAPI document of the real app.
 */
interface Collected {
  method: string;
  url: string;
  config: { permission?: string | string[]; authOnly?: boolean; public?: boolean };
}

let ctx: TestContext;
let routes: Collected[] = [];

async function collectRoutes(c: TestContext): Promise<Collected[]> {
  const scratch = Fastify({ logger: false });
  scratch.setValidatorCompiler(() => () => true);
  scratch.setSerializerCompiler(() => (d) => JSON.stringify(d));
  const out: Collected[] = [];
  scratch.addHook('onRoute', (r: RouteOptions) => {
    for (const m of ([] as string[]).concat(r.method as string | string[])) {
      if (r.url.startsWith('/api/admin')) out.push({ method: m, url: r.url, config: (r.config ?? {}) as Collected['config'] });
    }
  });
  const config = loadConfig({ DATA_DIR: c.dataDir });
  const fakeCtx: Ctx = { db: c.database.db, config, uploadsDir: c.dataDir, queue: new TaskQueue(c.database.db, config, scratch.log as never, { work: false }) };
  for (const mod of ROUTE_MODULES) await scratch.register(async (s) => mod(s as unknown as App, fakeCtx));
  await scratch.ready();
  await scratch.close();
  return out;
}

const concrete = (url: string) => url.replace(':id', '1').replace(':group', 'general').replace(/:\w+/g, '1');
const call = (method: string, url: string, token?: string) =>
  ctx.app.inject({
    method: method as any,
    url: concrete(url),
    ...(method === 'GET' || method === 'HEAD' || method === 'DELETE' ? {} : { payload: {} }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

beforeAll(async () => {
  ctx = await setupApp();
  routes = await collectRoutes(ctx);
});
afterAll(() => ctx.close());

describe('every /api/admin route', () => {
  it('is found by the collector, documented in OpenAPI, and declares a known permission, authOnly or public', () => {
    expect(routes.length).toBeGreaterThan(40);
    const doc = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ':$1')}`)),
    );
    const documentedAdmin = [...documented].filter((r) => r.split(' ')[1]!.startsWith('/api/admin'));
    const collected = new Set(routes.map((r) => `${r.method} ${r.url}`));
    // Nothing is served that the collector misses, and every collected route is real.
    for (const d of documentedAdmin) expect(collected, d).toContain(d);
    for (const r of routes) {
      if (r.method === 'HEAD') continue;
      expect(documented, `${r.method} ${r.url}`).toContain(`${r.method} ${r.url}`);
      expect(ctx.app.hasRoute({ method: r.method as any, url: r.url }), `${r.method} ${r.url}`).toBe(true);
      const c = r.config;
      expect(!!(c.permission || c.authOnly || c.public), `${r.method} ${r.url}`).toBe(true);
      for (const p of ([] as string[]).concat(c.permission ?? [])) expect(isPermission(p), `${r.url}: ${p}`).toBe(true);
    }
    // The only public admin route is the sign-in.
    expect(routes.filter((r) => r.config.public).map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/admin/login']);
  });

  it('answers 401 without a session on every non-public route', async () => {
    const failures: string[] = [];
    for (const r of routes.filter((x) => !x.config.public)) {
      const res = await call(r.method, r.url);
      if (res.statusCode !== 401) failures.push(`${r.method} ${r.url} → ${res.statusCode}`);
      else if (r.method !== 'HEAD') expect(res.json().error.code).toBe('unauthenticated');
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 to a signed-in admin without permissions on every route that declares one', async () => {
    const nobody = await ctx.adminWith([], 'nobody');
    const guarded = routes.filter((x) => x.config.permission && !x.config.authOnly && !x.config.public);
    expect(guarded.length).toBeGreaterThan(35);
    const failures: string[] = [];
    for (const r of guarded) {
      const res = await call(r.method, r.url, nobody.token);
      if (res.statusCode !== 403) failures.push(`${r.method} ${r.url} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
    // Holding one permission opens exactly its routes.
    const reader = await ctx.adminWith(['read_unit'], 'unitreader');
    expect((await call('GET', '/api/admin/units', reader.token)).statusCode).toBe(200);
    expect((await call('POST', '/api/admin/units', reader.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/brands', reader.token)).statusCode).toBe(403);
  });

  it('never answers 500, whoever calls, with an id of 1 and an empty body', async () => {
    const nobody = await ctx.adminWith([], 'nobody2');
    const failures: string[] = [];
    let token = await ctx.login('admin', ADMIN_PASSWORD);
    for (const r of routes) {
      // A fresh super-admin session after a logout, so it does not spoil the next calls.
      if (r.url.endsWith('/logout')) token = await ctx.login('admin', ADMIN_PASSWORD);
      for (const t of [token, nobody.token, undefined]) {
        const res = await call(r.method, r.url, t);
        if (res.statusCode >= 500) failures.push(`${r.method} ${r.url} (${t === token ? 'super' : t ? 'nobody' : 'anonymous'}) → ${res.statusCode} ${res.body}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('never answers 500 to odd ids or odd JSON bodies either', async () => {
    const failures: string[] = [];
    const token = await ctx.login('admin', ADMIN_PASSWORD);
    for (const r of routes.filter((x) => !x.config.public && x.method !== 'HEAD' && !/logout/.test(x.url))) {
      const ids = r.url.includes(':id') ? ['abc', '-1', '0', '9'.repeat(20), '1.5'] : ['1'];
      const bodies: unknown[] = r.method === 'GET' || r.method === 'DELETE' ? [undefined] : [[], 'text', 42, { ids: 'x', name: { a: 1 } }];
      for (const id of ids)
        for (const body of bodies) {
          const res = await ctx.app.inject({
            method: r.method as any,
            url: concrete(r.url.replace(':id', id)),
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
          });
          if (res.statusCode >= 500) failures.push(`${r.method} ${r.url} id=${id} body=${JSON.stringify(body)} → ${res.statusCode} ${res.body}`);
          if (r.url.includes(':id') && res.statusCode < 300) failures.push(`${r.method} ${r.url} id=${id} → ${res.statusCode}`);
        }
    }
    expect(failures).toEqual([]);
  });
});

describe('boot-time check', () => {
  it('buildApp refuses a /api/admin route that declares no permission, and accepts one that does', async () => {
    const config = { ...loadConfig({ DATA_DIR: ctx.dataDir, LOG_LEVEL: 'silent' }), adminPassword: ADMIN_PASSWORD };
    const build = async (mod: RouteModule) => {
      ROUTE_MODULES.push(mod);
      try {
        const app = await buildApp({ config, database: ctx.database, serveStatic: false, logger: false });
        await app.ready();
        await app.close();
      } finally {
        ROUTE_MODULES.splice(ROUTE_MODULES.indexOf(mod), 1);
      }
    };
    await expect(build((app) => void app.get('/api/admin/naked', async () => ({ data: 1 })))).rejects.toThrow(/naked.*declares no permission/);
    await expect(build((app) => void app.get('/api/admin/empty', { config: { permission: [] } }, async () => ({ data: 1 })))).rejects.toThrow(/declares no permission/);
    await expect(build((app) => void app.get('/api/admin/dressed', { config: { permission: 'read_color' } }, async () => ({ data: 1 })))).resolves.toBeUndefined();
    // Routes outside /api/admin are not concerned.
    await expect(build((app) => void app.get('/api/other', async () => ({ data: 1 })))).resolves.toBeUndefined();
    expect(ROUTE_MODULES).not.toContain(undefined);
  });
});
