import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import type { App } from '../src/lib/app-types';
import { ADMIN_PASSWORD, api, setupApp, type TestContext } from './db';

/** Security headers on every answer (the admin app, uploads, the API) and the API document for admins only. */
let ctx: TestContext;
let full: App;
beforeAll(async () => {
  ctx = await setupApp();
  const config = { ...loadConfig({ DATA_DIR: ctx.dataDir, LOG_LEVEL: 'silent' }), adminPassword: ADMIN_PASSWORD };
  full = await buildApp({ config, database: ctx.database, serveStatic: true, logger: false });
  await full.ready();
  fs.mkdirSync(path.join(ctx.dataDir, 'uploads', '2026', '01'), { recursive: true });
  fs.writeFileSync(path.join(ctx.dataDir, 'uploads', '2026', '01', 'a.webp'), Buffer.from('RIFF0000WEBPVP8 '));
});
afterAll(async () => {
  await full.close();
  await ctx.close();
});

const directives = (csp: string) => new Map(csp.split(';').map((d) => d.trim()).filter(Boolean).map((d) => [d.split(/\s+/)[0]!, d.split(/\s+/).slice(1)]));

function expectHardened(res: { headers: Record<string, unknown> }, where: string) {
  const h = res.headers;
  expect(h['x-content-type-options'], where).toBe('nosniff');
  expect(h['x-frame-options'], where).toBe('DENY');
  expect(h['referrer-policy'], where).toBe('no-referrer');
  const csp = directives(String(h['content-security-policy'] ?? ''));
  expect(csp.get('frame-ancestors'), where).toEqual(["'none'"]);
  expect(csp.get('object-src'), where).toEqual(["'none'"]);
  // No inline or evaluated script anywhere.
  const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
  expect(scripts, where).toContain("'self'");
  expect(scripts.join(' '), where).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  return csp;
}

describe('security headers', () => {
  it('the admin app, its deep links, uploads, the API and errors all carry them', async () => {
    const admin = await full.inject({ method: 'GET', url: '/admin/products' });
    const csp = expectHardened(admin, '/admin');
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false); // the shop may be served over plain http on its LAN
    expectHardened(await full.inject({ method: 'GET', url: '/admin/assets/nothing.js' }), '/admin/assets');
    const upload = await full.inject({ method: 'GET', url: '/uploads/2026/01/a.webp' });
    expect(upload.statusCode).toBe(200);
    expectHardened(upload, '/uploads');
    // Product images may be shown by a storefront on another origin.
    expect(upload.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expectHardened(await full.inject({ method: 'GET', url: '/api/health' }), '/api/health');
    const list = await full.inject({ method: 'GET', url: '/api/admin/units', headers: { authorization: `Bearer ${ctx.token}` } });
    expect(list.statusCode).toBe(200);
    expect(expectHardened(list, '/api/admin').size).toBeGreaterThan(0);
    expect(list.headers['cross-origin-resource-policy']).toBe('same-origin');
    expectHardened(await full.inject({ method: 'GET', url: '/api/admin/units' }), '401');
    expectHardened(await full.inject({ method: 'GET', url: '/api/nowhere' }), '404');
  });
});

describe('the API document /api/docs', () => {
  it('is for signed-in admins only: 401 without a session, 200 with one (bearer or cookie)', async () => {
    for (const url of ['/api/docs/json', '/api/docs/yaml', '/api/docs', '/api/docs/']) {
      const anon = await full.inject({ method: 'GET', url });
      expect(anon.statusCode, url).toBe(401);
      expect(anon.json().error.code, url).toBe('unauthenticated');
      expect(anon.body, url).not.toMatch(/openapi|\/api\/admin\//);
    }
    const json = await api(ctx).get('/api/docs/json');
    expect(json.statusCode).toBe(200);
    expect(json.json().paths['/api/admin/units']).toBeDefined();
    const page = await full.inject({ method: 'GET', url: '/api/docs/', headers: { cookie: `adminAuthorization=${ctx.token}` } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/swagger/i);
    // Swagger UI keeps its own policy (its scripts are files), and may not be framed either.
    expectHardened(page, '/api/docs');
    const init = await full.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js', headers: { cookie: `adminAuthorization=${ctx.token}` } });
    expect(init.statusCode).toBe(200);
    // The code still reads the document.
    expect(Object.keys(ctx.app.swagger().paths ?? {}).length).toBeGreaterThan(50);
  });
});
