import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extraValidation } from '@pishkhan/common/i18n/fa/validation';
import { labels } from '@pishkhan/common/i18n/fa/labels';
import { api, setupApp, type TestContext } from './db';

/**
 * Text PostgreSQL cannot store (NUL, lone surrogates), bidi controls, control characters in search
 * text, prototype keys as sort keys and deeply nested bodies: refused or cleaned, never a 500.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupApp();
});
afterAll(() => ctx.close());

const unstorable = (label: string) => extraValidation.unstorable_char.replace('{field}', label);

/** Every documented GET route without a path parameter (the lists and lookups), the storefront's public reads included. */
function listRoutes(): string[] {
  const doc = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths)
    .filter(([p, ops]) => (p.startsWith('/api/admin/') || p.startsWith('/api/store/')) && !p.includes('{') && ops.get)
    .map(([p]) => p);
}

/** The GET routes whose documented query has a `q` search. */
function searchRoutes(): string[] {
  const doc = ctx.app.swagger() as { paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>> };
  return Object.entries(doc.paths)
    .filter(([p, ops]) => !p.includes('{') && ops.get?.parameters?.some((x) => x.in === 'query' && x.name === 'q'))
    .map(([p]) => p);
}

describe('text PostgreSQL cannot store', () => {
  it('is refused with a Persian 422 naming the field, in the shared text builders', async () => {
    const a = api(ctx);
    for (const bad of ['کیلو\u0000گرم', 'کیلو\uD800گرم', '\uDC00کیلو']) {
      const res = await a.post('/api/admin/units', { name: bad, symbol: 'kg' });
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(res.json().error.fields).toEqual({ name: unstorable(labels.unit.name) });
    }
    // A pair that belongs together (an emoji) is fine.
    expect((await a.post('/api/admin/units', { name: 'جعبه 📦', symbol: 'box' })).statusCode).toBe(201);
  });

  it('is refused in any other string of a body or query, keys included, with the field path', async () => {
    const a = api(ctx);
    // Settings take a free record of values (no text builder).
    const s = await a.put('/api/admin/settings/general', { site_title: 'فروشگاه\u0000' });
    expect(s.statusCode).toBe(422);
    expect(Object.keys(s.json().error.fields)).toEqual(['site_title']);
    expect(s.json().error.fields.site_title).toMatch(/نویسه/);
    const k = await a.put('/api/admin/settings/general', { ['site\u0000title']: 'x' });
    expect(k.statusCode).toBe(422);
    // Nested: a size chart's cell.
    const type = await a.post('/api/admin/size-chart-types', { name: 'پیراهن', values: ['S', 'M'] });
    expect(type.statusCode).toBe(201);
    const chart = await a.post('/api/admin/size-charts', { title: 'جدول', type_id: type.json().data.id, chart: [['a', 'b\u0000']] });
    expect(chart.statusCode).toBe(422);
    expect(Object.keys(chart.json().error.fields)).toEqual(['chart.0.1']);
    // A query filter that no schema names.
    const f = await a.get('/api/admin/units?status=a%00b');
    expect(f.statusCode).toBe(422);
    expect(Object.keys(f.json().error.fields)).toEqual(['status']);
    // No such route: 404 whatever it carries.
    expect((await a.patch('/api/admin/settings/general', { site_title: 'x\u0000' })).statusCode).toBe(404);
    // A path parameter: not found.
    expect((await a.put('/api/admin/settings/gen%00eral', { site_title: 'x' })).statusCode).toBe(404);
  });

  it('refuses a body nested past 32 levels with a 422 (10,000 levels do not overflow the stack)', async () => {
    const deep = '[{"a":'.repeat(5_000) + '1' + '}]'.repeat(5_000);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/general',
      headers: { authorization: `Bearer ${ctx.token}`, 'content-type': 'application/json' },
      payload: `{"site_title":${deep}}`,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('validation');
  });
});

describe('bidi and other invisible controls', () => {
  it('are stripped from names and text; ZWNJ and the direction marks are kept', async () => {
    const a = api(ctx);
    const res = await a.post('/api/admin/units', { name: '\u202Eمی\u200Cلی\u2066لیتر\u2069\u202C', symbol: '\u202Dml\u200F' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ name: 'می\u200Cلیلیتر', symbol: 'ml\u200F' });
    const role = await a.post('/api/admin/customer-roles', { name: '\u2067همکار\u0007\u2069', description: 'x\u202Ey\u0001\u009F\nz' });
    expect(role.statusCode).toBe(201);
    // Other invisible controls go too; a line break in a long text stays.
    expect(role.json().data).toMatchObject({ name: 'همکار', description: 'xy\nz' });
    // The shop's name in the settings (printed on invoices).
    expect((await a.put('/api/admin/settings/shop_info', { shop_name: '\u202Eفروشگاه\u200Cما\u202C' })).statusCode).toBe(200);
    const shopName = (await a.get('/api/admin/settings/shop_info')).json().data.settings.find((x: any) => x.name === 'shop_name');
    expect(shopName?.value).toBe('فروشگاه\u200Cما');
  });
});

describe('search text and sort keys from the query', () => {
  it('control characters in ?q= are removed on every list (no 500, the search still works)', async () => {
    const a = api(ctx);
    await a.post('/api/admin/units', { name: 'متر', symbol: 'm' });
    const found = await a.get('/api/admin/units?q=%00%D9%85%D8%AA%01%D8%B1%0A');
    expect(found.statusCode).toBe(200);
    expect(found.json().data.map((u: any) => u.name)).toEqual(['متر']);
    const failures: string[] = [];
    const searchable = searchRoutes();
    expect(searchable.length).toBeGreaterThan(30);
    for (const path of listRoutes()) {
      const res = await a.get(`${path}?q=a%00b%ED%A0%80%01`);
      if (res.statusCode >= 500) failures.push(`${path} → ${res.statusCode}`);
      // Where q is a search, it is cleaned rather than refused.
      if (searchable.includes(path) && res.statusCode !== 200) failures.push(`${path} → ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });

  it('?sort=__proto__, constructor, toString, hasOwnProperty fall back to the default sort on every list', async () => {
    const a = api(ctx);
    const byDefault = (await a.get('/api/admin/units')).json().data.map((u: any) => u.id);
    const failures: string[] = [];
    for (const key of ['__proto__', '-__proto__', 'constructor', 'toString', '-hasOwnProperty', 'valueOf']) {
      const units = await a.get(`/api/admin/units?sort=${key}`);
      expect(units.statusCode, key).toBe(200);
      expect(units.json().data.map((u: any) => u.id), key).toEqual(byDefault);
      for (const path of listRoutes()) {
        const res = await a.get(`${path}?sort=${key}`);
        if (res.statusCode >= 500) failures.push(`${path}?sort=${key} → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('dates outside the years 1–9999 in ?from= / ?to= / ?before= are ignored on every list, and refused in a body', async () => {
    const a = api(ctx);
    const failures: string[] = [];
    for (const bad of ['-001000-01-01T00:00:00Z', '+275760-09-13T00:00:00Z', '0000-01-01T00:00:00Z']) {
      const v = encodeURIComponent(bad);
      for (const path of listRoutes()) {
        const res = await a.get(`${path}?from=${v}&to=${v}&before=${v}`);
        if (res.statusCode >= 500) failures.push(`${path} ${bad} → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    const coupon = await a.post('/api/admin/coupons', { code: 'YEAR0', title: 'سال صفر', type: 'percent', amount: 10, starts_at: '-001000-01-01T00:00:00Z' });
    expect(coupon.statusCode).toBe(422);
  });
});
