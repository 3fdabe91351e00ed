import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { htaccessLineErrors, redirectErrors as E } from '@pishkhan/common/i18n/fa/redirects';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { resolverOf } from './redirect.cache';

let ctx: TestContext;
beforeAll(async () => (ctx = await setupApp()));
afterAll(() => ctx.close());
beforeEach(async () => {
  // Hits counted by an earlier test go to its rows before they are emptied.
  await resolverOf(ctx.app.server, ctx.database.db).flush();
  await ctx.database.db.execute(sql`truncate redirects, redirect_versions restart identity`);
});

const URL = '/api/admin/redirects';
type Body = { match: string; source: string; target?: string | null; kind: number; active?: boolean; note?: string | null };
const add = async (b: Body) => {
  const res = await api(ctx).post(URL, b);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; position: number } & Body;
};
const ids = async () => (await api(ctx).get(URL)).json().data.map((r: { id: number }) => r.id);
const resolve = (path: string) => ctx.app.inject({ method: 'GET', url: `/api/store/redirects/resolve?path=${encodeURIComponent(path)}` });

describe('redirects /api/admin/redirects', () => {
  it('lists, gets, creates, updates and deletes, each audited and kept as a version', async () => {
    const a = api(ctx);
    const one = await add({ match: 'exact', source: '/about.html', target: '/about', kind: 301, note: 'صفحه قدیمی' });
    const two = await add({ match: 'regex', source: '^/p/(\\d+)$', target: '/product/$1', kind: 302 });
    expect([one.position, two.position]).toEqual([1, 2]);
    const list = (await a.get(URL)).json();
    expect(list.data.map((r: { id: number }) => r.id)).toEqual([one.id, two.id]);
    expect(list.data[0]).toMatchObject({ match: 'exact', source: '/about.html', target: '/about', kind: 301, active: true, note: 'صفحه قدیمی', hit_count: 0, last_hit_at: null });
    expect((await a.get(`${URL}?q=product`)).json().data.map((r: { id: number }) => r.id)).toEqual([two.id]);
    expect((await a.get(`${URL}?match=regex`)).json().data).toHaveLength(1);
    expect((await a.get(`${URL}/${one.id}`)).json().data.source).toBe('/about.html');
    const upd = await a.patch(`${URL}/${one.id}`, { target: '/about-us', active: false });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().data).toMatchObject({ target: '/about-us', active: false });
    // Switching to 410 drops the target.
    expect((await a.patch(`${URL}/${one.id}`, { kind: 410 })).json().data).toMatchObject({ kind: 410, target: null });
    expect((await a.del(`${URL}/${two.id}`)).statusCode).toBe(204);
    expect((await a.get(`${URL}/${two.id}`)).statusCode).toBe(404);
    const actions = (await a.get('/api/admin/audit-logs?entity=redirect')).json().data.map((l: { action: string }) => l.action);
    expect(actions.sort()).toEqual(['create', 'create', 'delete', 'update', 'update']);
    const versions = (await a.get(`${URL}/versions`)).json().data;
    expect(versions.map((v: { reason: string; count: number }) => [v.reason, v.count])).toEqual([
      ['delete', 1],
      ['update', 2],
      ['update', 2],
      ['create', 2],
      ['create', 1],
    ]);
    expect(versions[0].admin).toMatchObject({ name: expect.any(String) });
  });

  it('refuses invalid and catastrophic regexes, bad targets and unknown fields with Persian messages, nothing written', async () => {
    const a = api(ctx);
    const bad = async (b: Record<string, unknown>) => {
      const res = await a.post(URL, b);
      expect(res.statusCode).toBe(422);
      return res.json().error.fields;
    };
    expect((await bad({ match: 'regex', source: '^/(a', target: '/b', kind: 301 })).source).toMatch(/^عبارت باقاعده نامعتبر است/);
    expect((await bad({ match: 'regex', source: '^/(a+)+$', target: '/b', kind: 301 })).source).toBe(E.regexUnsafe);
    // Overlapping alternatives pass safe-regex2's shape check; the time budget catches them.
    expect((await bad({ match: 'regex', source: '^/(a|aa)+$', target: '/b', kind: 301 })).source).toBe(E.regexUnsafe);
    expect((await bad({ match: 'regex', source: '^/(\\w|\\d)*x$', target: '/b', kind: 301 })).source).toBe(E.regexUnsafe);
    expect((await bad({ match: 'regex', source: '^/(\\d+)$', target: '/b/$3', kind: 301 })).target).toBe(E.groupMissing(3));
    expect((await bad({ match: 'exact', source: 'old', target: '/b', kind: 301 })).source).toBe(E.sourceSlash);
    expect((await bad({ match: 'exact', source: '/old', kind: 301 })).target).toBe(E.targetRequired);
    expect((await bad({ match: 'exact', source: '/old', target: 'javascript:alert(1)', kind: 301 })).target).toBe(E.targetInvalid);
    expect(await bad({ match: 'glob', source: '/x', target: '/y', kind: 308, extra: 1 })).toMatchObject({ match: expect.any(String), kind: expect.any(String), extra: expect.any(String) });
    expect(await ids()).toEqual([]);
    expect((await a.get(`${URL}/versions`)).json().data).toEqual([]);
  });

  it('refuses a loop and a chain over five hops (on create, update and sort), warns on shadowed rules', async () => {
    const a = api(ctx);
    const r1 = await add({ match: 'exact', source: '/a', target: '/b', kind: 301 });
    const loop = await a.post(URL, { match: 'exact', source: '/b', target: '/a', kind: 301 });
    expect(loop.statusCode).toBe(422);
    expect(loop.json().error).toMatchObject({ code: 'redirect_loop', fields: { target: E.loop('/b') } });
    const self = await a.post(URL, { match: 'regex', source: '^/x/(.*)$', target: '/x/y', kind: 301 });
    expect(self.json().error.code).toBe('redirect_loop');
    // A chain of five hops is taken; a sixth is refused.
    const chain = [];
    for (const [s, t] of [['/b', '/c'], ['/c', '/d'], ['/d', '/e'], ['/e', '/f']]) chain.push(await add({ match: 'exact', source: s!, target: t!, kind: 301 }));
    const six = await a.post(URL, { match: 'exact', source: '/f', target: '/g', kind: 301 });
    expect(six.statusCode).toBe(422);
    expect(six.json().error).toMatchObject({ code: 'redirect_chain', message: E.chain('/a', 5) });
    // An update that closes a loop is refused and leaves the rule as it was.
    const back = await a.patch(`${URL}/${chain[3]!.id}`, { target: '/a' });
    expect(back.json().error.code).toBe('redirect_loop');
    expect((await a.get(`${URL}/${chain[3]!.id}`)).json().data.target).toBe('/f');
    // A sort that would shadow nothing here still checks the set; a reorder is taken.
    expect((await a.post(`${URL}/sort`, { ids: [...chain.map((c) => c.id), r1.id] })).statusCode).toBe(200);
    // Shadowed: a prefix before an exact path under it.
    await a.del(`${URL}/${r1.id}`);
    const prefix = await add({ match: 'prefix', source: '/blog', target: '/news', kind: 301 });
    const under = await add({ match: 'exact', source: '/blog/old', target: '/x', kind: 301 });
    expect((await a.get(URL)).json().meta.shadowed).toEqual([{ rule_id: under.id, by: prefix.id }]);
  });

  it('sorts only with every id, each once; first match wins after the sort', async () => {
    const a = api(ctx);
    const wide = await add({ match: 'prefix', source: '/blog', target: '/news', kind: 301 });
    const narrow = await add({ match: 'exact', source: '/blog/2020', target: '/archive', kind: 301 });
    expect((await resolve('/blog/2020')).json().data.location).toBe('/news/2020');
    for (const body of [[narrow.id], [narrow.id, narrow.id], [narrow.id, 999999]]) expect((await a.post(`${URL}/sort`, { ids: body })).statusCode).toBe(422);
    expect((await a.post(`${URL}/sort`, { ids: [narrow.id] })).json().error.fields.ids).toBe(E.sortIncomplete);
    expect((await a.post(`${URL}/sort`, { ids: [narrow.id, wide.id] })).statusCode).toBe(200);
    expect(await ids()).toEqual([narrow.id, wide.id]);
    expect((await resolve('/blog/2020')).json().data.location).toBe('/archive');
    expect((await a.get(`${URL}/versions`)).json().data[0].reason).toBe('sort');
  });

  it('tests a URL: the answering rule, its target, the chain followed; a path over the limit is refused', async () => {
    const a = api(ctx);
    const r1 = await add({ match: 'regex', source: '^/p/(\\d+)$', target: '/product/$1', kind: 301 });
    const r2 = await add({ match: 'prefix', source: '/product', target: 'https://shop.example.com/item', kind: 302 });
    const res = await a.post(`${URL}/test`, { path: 'https://old.example.com/p/42?utm=x' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      path: '/p/42?utm=x',
      final: 'https://shop.example.com/item/42?utm=x',
      loop: false,
      hops: [
        { rule_id: r1.id, status: 301, location: '/product/42?utm=x', rule: { source: '^/p/(\\d+)$' } },
        { rule_id: r2.id, status: 302, location: 'https://shop.example.com/item/42?utm=x' },
      ],
    });
    expect((await a.post(`${URL}/test`, { path: '/nothing' })).json().data.hops).toEqual([]);
    const long = await a.post(`${URL}/test`, { path: `/${'a'.repeat(3000)}` });
    expect(long.statusCode).toBe(422);
    expect(long.json().error.fields.path).toBe(E.pathTooLong(2048));
  });

  it('imports: a preview of every line first, then only the valid lines in one transaction', async () => {
    const a = api(ctx);
    await add({ match: 'exact', source: '/loop-a', target: '/loop-b', kind: 301 });
    const text = [
      'RewriteEngine On',
      'Redirect 301 /old /new',
      'this is garbage',
      'RedirectMatch 301 ^/p/(\\d+)$ /product/$1',
      'RewriteRule ^x/(a+)+$ /y [R=301,L]',
      'Redirect 301 /loop-b /loop-a',
      'RewriteRule ^cat/(.*)$ /category/$1 [R=302,L]',
      'RedirectMatch 301 ^/(x|xx)+$ /slow',
    ].join('\n');
    const preview = await a.post(`${URL}/import`, { text });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({ valid: 3, errors: 4 });
    expect(preview.json().data.lines.map((l: { line: number; status: string; error?: string }) => [l.line, l.status, l.error ?? null])).toEqual([
      [1, 'skipped', null],
      [2, 'rule', null],
      [3, 'error', htaccessLineErrors.unknownDirective('this')],
      [4, 'rule', null],
      [5, 'error', htaccessLineErrors.unsafeRegex],
      [6, 'error', E.loop('/loop-b')],
      [7, 'rule', null],
      [8, 'error', htaccessLineErrors.unsafeRegex],
    ]);
    // Nothing written by the preview.
    expect(await ids()).toHaveLength(1);
    const done = await a.post(`${URL}/import`, { text, confirm: true });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.created).toBe(3);
    const rules = (await a.get(URL)).json().data;
    expect(rules.map((r: { source: string; position: number }) => [r.source, r.position])).toEqual([
      ['/loop-a', 1],
      ['/old', 2],
      ['^/p/(\\d+)$', 3],
      ['^/cat/(.*)$', 4],
    ]);
    expect((await a.get(`${URL}/versions`)).json().data[0]).toMatchObject({ reason: 'import', count: 4 });
    // Only garbage: refused, nothing written.
    const empty = await a.post(`${URL}/import`, { text: 'garbage\nmore garbage', confirm: true });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.fields.text).toBe(E.importEmpty);
    expect(await ids()).toHaveLength(4);
  });

  it('exports as .htaccess and as nginx maps', async () => {
    await add({ match: 'exact', source: '/about.html', target: '/about', kind: 301 });
    await add({ match: 'prefix', source: '/blog', target: '/news', kind: 302 });
    await add({ match: 'exact', source: '/gone', kind: 410 });
    const ht = await api(ctx).get(`${URL}/export?format=htaccess`);
    expect(ht.statusCode).toBe(200);
    expect(ht.headers['content-disposition']).toContain('redirects.htaccess');
    expect(ht.body).toContain('RedirectMatch 301 ^/about\\.html$ /about\nRedirect 302 /blog /news\nRedirectMatch gone ^/gone$');
    const ng = await api(ctx).get(`${URL}/export?format=nginx`);
    expect(ng.headers['content-disposition']).toContain('redirects.nginx.conf');
    expect(ng.body).toContain('map $uri $redirect_target {');
    expect(ng.body).toContain('~^/gone$ 410;');
  });

  it('compares a version with the current rules and restores it (itself a new version), ids and hits kept', async () => {
    const a = api(ctx);
    const r1 = await add({ match: 'exact', source: '/a', target: '/b', kind: 301 });
    const r2 = await add({ match: 'exact', source: '/c', target: '/d', kind: 301 });
    const v2 = (await a.get(`${URL}/versions`)).json().data[0].id;
    await a.patch(`${URL}/${r1.id}`, { target: '/bb' });
    await a.del(`${URL}/${r2.id}`);
    const r3 = await add({ match: 'exact', source: '/e', target: '/f', kind: 302 });
    await resolve('/a');
    await resolverOf(ctx.app.server, ctx.database.db).flush();
    const cmp = (await a.get(`${URL}/versions/${v2}`)).json().data;
    expect(cmp.rules).toHaveLength(2);
    expect(cmp.diff.added.map((d: { id: number }) => d.id)).toEqual([r3.id]);
    expect(cmp.diff.removed.map((d: { id: number }) => d.id)).toEqual([r2.id]);
    expect(cmp.diff.changed).toEqual([expect.objectContaining({ id: r1.id, fields: ['target'] })]);
    const res = await a.post(`${URL}/versions/${v2}/restore`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ restored: 2, added: 1, removed: 1, changed: 1 });
    const now = (await a.get(URL)).json().data;
    expect(now.map((r: { id: number; target: string; hit_count: number }) => [r.id, r.target, r.hit_count])).toEqual([
      [r1.id, '/b', 1],
      [r2.id, '/d', 0],
    ]);
    expect((await a.get(`${URL}/versions/${v2}`)).json().data.diff).toEqual({ added: [], removed: [], changed: [], moved: [] });
    expect((await a.get(`${URL}/versions`)).json().data[0].reason).toBe('restore');
    expect((await a.get('/api/admin/audit-logs?entity=redirect')).json().data.map((l: { action: string }) => l.action)).toContain('restore');
    expect((await a.post(`${URL}/versions/999999/restore`)).statusCode).toBe(404);
    // A new rule after a restore gets a fresh id.
    expect((await add({ match: 'exact', source: '/n', target: '/m', kind: 301 })).id).toBeGreaterThan(r3.id);
  });

  it('answers the storefront from memory, follows chains, counts hits in batches, sees changes at once', async () => {
    const r1 = await add({ match: 'regex', source: '^/p/(\\d+)$', target: '/product/$1', kind: 301 });
    const r2 = await add({ match: 'prefix', source: '/product', target: '/shop', kind: 302 });
    const gone = await add({ match: 'exact', source: '/dead', kind: 410 });
    const res = await resolve('/p/7?ref=x');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ status: 301, location: '/shop/7?ref=x', rule_id: r1.id, hops: 2 });
    expect((await resolve('/dead')).json().data).toMatchObject({ status: 410, location: null, rule_id: gone.id });
    expect((await resolve('/none')).json().data).toEqual({ status: null, location: null, rule_id: null, hops: 0 });
    for (let i = 0; i < 5; i++) await resolve('/p/7');
    // No write per request: the counts reach the table at the flush.
    expect((await api(ctx).get(`${URL}/${r1.id}`)).json().data.hit_count).toBe(0);
    await resolverOf(ctx.app.server, ctx.database.db).flush();
    const counted = (await api(ctx).get(`${URL}/${r1.id}`)).json().data;
    expect(counted.hit_count).toBe(6);
    expect(counted.last_hit_at).not.toBeNull();
    expect((await api(ctx).get(`${URL}/${r2.id}`)).json().data.hit_count).toBe(6);
    // A change is seen by the next request.
    await api(ctx).patch(`${URL}/${r2.id}`, { active: false });
    expect((await resolve('/p/7')).json().data).toMatchObject({ location: '/product/7', hops: 1 });
    // Bad input: no path, a path over the limit.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/store/redirects/resolve' })).statusCode).toBe(422);
    expect((await resolve(`/${'x'.repeat(3000)}`)).statusCode).toBe(422);
  });

  it('keeps its answers in memory until the change is announced on the LISTEN channel (what every node hears)', async () => {
    const db = ctx.database.pool;
    expect((await resolve('/n1')).json().data.location).toBeNull();
    // Written behind the API's back without a notice: the cached answer stands.
    await db.query(`insert into redirects (match, source, target, kind, position) values ('exact', '/n1', '/n2', 301, 1)`);
    expect((await resolve('/n1')).json().data.location).toBeNull();
    // The notice alone (as another node's change sends it at commit) drops the copy.
    await db.query(`select pg_notify('auth_cache', 'redirects')`);
    const end = Date.now() + 2000;
    let location: string | null = null;
    while (Date.now() < end && location === null) {
      location = (await resolve('/n1')).json().data.location;
      if (location === null) await new Promise((r) => setTimeout(r, 20));
    }
    expect(location).toBe('/n2');
  });

  it('answers 401 without a session, 403 without the permission; read_htaccess reads but never writes', async () => {
    const anon = api(ctx, null);
    expect((await anon.get(URL)).statusCode).toBe(401);
    expect((await anon.post(URL, { match: 'exact', source: '/a', target: '/b', kind: 301 })).statusCode).toBe(401);
    const other = api(ctx, (await ctx.adminWith(['read_faq'])).token);
    expect((await other.get(URL)).statusCode).toBe(403);
    expect((await other.post(`${URL}/test`, { path: '/a' })).statusCode).toBe(403);
    const r = await add({ match: 'exact', source: '/a', target: '/b', kind: 301 });
    const reader = api(ctx, (await ctx.adminWith(['read_htaccess'])).token);
    expect((await reader.get(URL)).statusCode).toBe(200);
    expect((await reader.get(`${URL}/versions`)).statusCode).toBe(200);
    expect((await reader.post(`${URL}/test`, { path: '/a' })).statusCode).toBe(200);
    expect((await reader.get(`${URL}/export`)).statusCode).toBe(200);
    for (const res of [
      await reader.post(URL, { match: 'exact', source: '/x', target: '/y', kind: 301 }),
      await reader.patch(`${URL}/${r.id}`, { target: '/c' }),
      await reader.del(`${URL}/${r.id}`),
      await reader.post(`${URL}/sort`, { ids: [r.id] }),
      await reader.post(`${URL}/import`, { text: 'Redirect /q /w' }),
      await reader.post(`${URL}/versions/1/restore`),
    ])
      expect(res.statusCode).toBe(403);
    const editor = api(ctx, (await ctx.adminWith(['htaccess'])).token);
    expect((await editor.patch(`${URL}/${r.id}`, { target: '/c' })).statusCode).toBe(200);
  });
});
