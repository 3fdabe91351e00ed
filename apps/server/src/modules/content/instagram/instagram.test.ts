import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instagramSyncText as T } from '@pishkhan/common/i18n/fa/instagram';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { media } from '../../system/uploads/media.table';

/**
 * The social feed: manual items on the resource kit, and the sync against a local server that answers
 * with recorded Graph API responses and serves real pictures, reached directly or through a local
 * proxy that counts its tunnels. Nothing leaves the machine.
 */
const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name), 'utf8');

let ctx: TestContext;
let graph: http.Server;
let proxy: http.Server;
let base = '';
let mode: 'page' | 'one' | '190' | 'rate' | 'garbage' = 'page';
const graphHits: URL[] = [];
let pictureHits = 0;
let tunnels = 0;
let jpeg: Buffer;
let png: Buffer;

const listen = (s: http.Server) => new Promise<number>((ok) => s.listen(0, '127.0.0.1', () => ok((s.address() as net.AddressInfo).port)));

beforeAll(async () => {
  jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c0392b' } }).jpeg().toBuffer();
  png = await sharp({ create: { width: 48, height: 48, channels: 4, background: '#2980b9' } }).png().toBuffer();
  graph = http.createServer((req, res) => {
    const url = new URL(req.url!, base);
    if (url.pathname.startsWith('/cdn/')) {
      pictureHits++;
      const isPng = url.pathname.endsWith('.png');
      res.writeHead(200, { 'content-type': isPng ? 'image/png' : 'image/jpeg' }).end(isPng ? png : jpeg);
      return;
    }
    graphHits.push(url);
    const json = (status: number, body: string) => res.writeHead(status, { 'content-type': 'application/json' }).end(body.replaceAll('{{base}}', base));
    if (mode === '190') return json(400, fixture('error-190.json'));
    if (mode === 'rate') return json(400, fixture('error-rate-limit.json'));
    if (mode === 'garbage') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>login</html>');
    const page = JSON.parse(fixture('media-page.json'));
    if (mode === 'one') page.data = [{ ...page.data[0], like_count: 999, caption: 'ویرایش شد' }];
    return json(200, JSON.stringify(page));
  });
  base = `http://127.0.0.1:${await listen(graph)}`;
  // A forward proxy as a shop would have one: tunnels (CONNECT) to the target and counts them.
  proxy = http.createServer((_req, res) => res.writeHead(405).end());
  proxy.on('connect', (req, socket, head) => {
    tunnels++;
    const [host, port] = req.url!.split(':');
    const up = net.connect(Number(port), host, () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      up.write(head);
      up.pipe(socket);
      socket.pipe(up);
    });
    up.on('error', () => socket.destroy());
    socket.on('error', () => up.destroy());
  });
  await listen(proxy);
  process.env.INSTAGRAM_GRAPH_URL = `${base}/v21.0`;
  ctx = await setupApp();
});
afterAll(async () => {
  delete process.env.INSTAGRAM_GRAPH_URL;
  await ctx.close();
  graph.closeAllConnections();
  proxy.closeAllConnections();
  await new Promise((ok) => graph.close(ok));
  await new Promise((ok) => proxy.close(ok));
});

const picture = async () => {
  const [m] = await ctx.database.db.insert(media).values({ path: `2026/11/feed-${Math.random()}.webp`, mime: 'image/webp', size: 10, width: 10, height: 10 }).returning();
  return m!.id;
};
const feed = async () => (await api(ctx).get('/api/admin/instagram?per_page=100')).json();
const configure = (values: Record<string, unknown>) => api(ctx).put('/api/admin/settings/instagram', values);

describe('the social feed /api/admin/instagram', () => {
  it('keeps manual items: a picture is required, the link must be https, new items go last and the order is by hand', async () => {
    const a = api(ctx);
    const bad = await a.post('/api/admin/instagram', { link: 'http://example.com/p', likes: -1, source: 'instagram' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toMatchObject({
      image_id: 'تصویر الزامی است',
      link: 'لینک باید نشانی اینترنتی کامل و امن باشد (با https:// آغاز شود)',
      likes: 'مقدار پسندها باید ۰ یا بیشتر باشد',
      source: expect.any(String),
    });
    expect((await a.post('/api/admin/instagram', { image_id: 99999999 })).json().error.fields.image_id).toBeDefined();
    const add = async (caption: string, link: string | null = null) => (await a.post('/api/admin/instagram', { image_id: await picture(), caption, link, likes: 5 })).json().data;
    const first = await add('پست اول', 'https://www.instagram.com/p/abc/');
    const second = await add('پست دوم');
    expect(first).toMatchObject({ source: 'manual', external_id: null, position: 1, link: 'https://www.instagram.com/p/abc/', likes: 5, comments: 0, image: { id: first.image_id } });
    expect(second.position).toBe(2);
    expect((await a.post('/api/admin/instagram/sort', { ids: [second.id, first.id] })).statusCode).toBe(200);
    const list = await feed();
    expect(list.data.map((r: { id: number }) => r.id)).toEqual([second.id, first.id]);
    expect(list.meta.sync).toEqual({ configured: false, last_synced_at: null, last_error: null });
    expect((await a.get(`/api/admin/instagram?q=${encodeURIComponent('دوم')}`)).json().data.map((r: { id: number }) => r.id)).toEqual([second.id]);
    expect((await a.patch(`/api/admin/instagram/${first.id}`, { source: 'instagram' })).statusCode).toBe(422);
    for (const id of [first.id, second.id]) expect((await a.del(`/api/admin/instagram/${id}`)).statusCode).toBeLessThan(300);
  });

  it('guards the feed: 401 without a session, 403 without the permission, the feature switch closes it', async () => {
    expect((await api(ctx, null).get('/api/admin/instagram')).statusCode).toBe(401);
    const reader = api(ctx, (await ctx.adminWith(['read_instagram'])).token);
    expect((await reader.get('/api/admin/instagram')).statusCode).toBe(200);
    expect((await reader.post('/api/admin/instagram', { image_id: await picture() })).statusCode).toBe(403);
    expect((await reader.post('/api/admin/instagram/sync')).statusCode).toBe(403);
    expect((await api(ctx).put('/api/admin/settings/features', { feature_instagram: false })).statusCode).toBe(200);
    const off = await api(ctx).get('/api/admin/instagram');
    expect([403, 404]).toContain(off.statusCode);
    expect((await api(ctx).post('/api/admin/instagram/sync')).statusCode).toBe(off.statusCode);
    expect((await api(ctx).put('/api/admin/settings/features', { feature_instagram: true })).statusCode).toBe(200);
  });

  it('keeps the access token secret: never read back, masked, an empty save keeps it, not in the audit log', async () => {
    const bad = await configure({ instagram_proxy_url: 'socks://proxy', instagram_feed_size: 51 });
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['instagram_feed_size', 'instagram_proxy_url']);
    const token = 'EAAGm0PX4ZCpsBAsecretTOKENwxyz9876';
    const saved = (await configure({ instagram_account_id: '17841400000000000', instagram_access_token: token })).json().data;
    expect(saved.settings.find((s: { name: string }) => s.name === 'instagram_access_token')).toMatchObject({ type: 'secret', value: '', is_set: true, masked: '••••9876' });
    expect(saved.settings.find((s: { name: string }) => s.name === 'instagram_feed_size')).toMatchObject({ value: 12, min: 1, max: 50 });
    await configure({ instagram_account_id: '17841400000000000', instagram_access_token: '' });
    const read = (await api(ctx).get('/api/admin/settings/instagram')).body;
    expect(read).not.toContain('secretTOKEN');
    expect(read).toContain('••••9876');
    const logs = (await api(ctx).get('/api/admin/audit-logs?entity=setting&per_page=100')).body;
    expect(logs).not.toContain('secretTOKEN');
    expect((await feed()).meta.sync.configured).toBe(true);
  });

  it('syncs the account: pictures stored through the upload pipeline, new posts first, rows upserted by Instagram id', async () => {
    const manual = (await api(ctx).post('/api/admin/instagram', { image_id: await picture(), caption: 'دستی' })).json().data;
    mode = 'page';
    const res = await api(ctx).post('/api/admin/instagram/sync');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ added: 3, updated: 0, removed: 0, sync: { configured: true, last_error: null } });
    const hit = graphHits.at(-1)!;
    expect(hit.pathname).toBe('/v21.0/17841400000000000/media');
    expect(Object.fromEntries(hit.searchParams)).toEqual({
      fields: 'id,caption,media_type,media_url,thumbnail_url,permalink,like_count,comments_count,timestamp',
      limit: '12',
      access_token: 'EAAGm0PX4ZCpsBAsecretTOKENwxyz9876',
    });
    expect(pictureHits).toBe(3); // the video's thumbnail, not the video
    const list = await feed();
    expect(list.data.map((r: any) => [r.external_id, r.source, r.position])).toEqual([
      ['17895695668004550', 'instagram', 1],
      ['17912345678901234', 'instagram', 2],
      ['17988776655443322', 'instagram', 3],
      [null, 'manual', manual.position + 3],
    ]);
    expect(list.data[1]).toMatchObject({ likes: 1032, comments: 47, link: 'https://www.instagram.com/reel/C9wQrStUvWx/', posted_at: expect.stringMatching(/^2026-11-18T17:02:10/) });
    const image = list.data[0].image;
    expect(image.url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp$/);
    const stored = fs.readFileSync(path.join(ctx.dataDir, image.url));
    expect((await sharp(stored).metadata()).format).toBe('webp');
    expect(list.meta.sync.last_synced_at).toEqual(expect.any(String));

    // Again, with one post left: it is updated (no new download), the other two removed, manual kept.
    mode = 'one';
    const again = (await api(ctx).post('/api/admin/instagram/sync')).json().data;
    expect(again).toMatchObject({ added: 0, updated: 1, removed: 2 });
    expect(pictureHits).toBe(3);
    const after = await feed();
    expect(after.data.map((r: any) => [r.external_id, r.likes, r.caption])).toEqual([
      ['17895695668004550', 999, 'ویرایش شد'],
      [null, 0, 'دستی'],
    ]);
    const actions = (await api(ctx).get('/api/admin/audit-logs?entity=instagram_post&per_page=100')).json().data.map((l: { action: string }) => l.action);
    expect(actions.filter((a: string) => a === 'sync')).toHaveLength(2);
  });

  it('goes through the proxy when one is set', async () => {
    mode = 'page';
    const [tunnelsBefore, hitsBefore] = [tunnels, graphHits.length];
    expect((await configure({ instagram_proxy_url: `http://127.0.0.1:${(proxy.address() as net.AddressInfo).port}`, instagram_feed_size: 3 })).statusCode).toBe(200);
    const res = await api(ctx).post('/api/admin/instagram/sync');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ added: 2, updated: 1 });
    expect(tunnels).toBeGreaterThan(tunnelsBefore);
    expect(graphHits.length).toBe(hitsBefore + 1);
    expect(graphHits.at(-1)!.searchParams.get('limit')).toBe('3');
  });

  it('answers each failure in Persian, keeps the feed as it was and remembers the error', async () => {
    const before = (await feed()).data.map((r: { id: number }) => r.id);
    const cases: [typeof mode, number, string][] = [
      ['190', 502, T.tokenInvalid],
      ['rate', 502, T.rateLimited],
      ['garbage', 502, T.unexpected],
    ];
    for (const [m, status, message] of cases) {
      mode = m;
      const res = await api(ctx).post('/api/admin/instagram/sync');
      expect([res.statusCode, res.json().error.message]).toEqual([status, message]);
      expect((await feed()).meta.sync.last_error).toBe(message);
    }
    // A proxy that is not there.
    const closed = net.createServer();
    const port = await new Promise<number>((ok) => closed.listen(0, '127.0.0.1', () => ok((closed.address() as net.AddressInfo).port)));
    await new Promise((ok) => closed.close(ok));
    await configure({ instagram_proxy_url: `http://127.0.0.1:${port}` });
    const down = await api(ctx).post('/api/admin/instagram/sync');
    expect([down.statusCode, down.json().error.message]).toEqual([503, T.unreachable]);
    expect((await feed()).data.map((r: { id: number }) => r.id)).toEqual(before);

    // Not configured: 422, before anything is fetched.
    await configure({ instagram_proxy_url: '', instagram_access_token: null });
    const none = await api(ctx).post('/api/admin/instagram/sync');
    expect([none.statusCode, none.json().error.message]).toEqual([422, T.notConfigured]);

    // A good sync clears the error.
    mode = 'page';
    await configure({ instagram_access_token: 'EAAGnewtoken1234' });
    expect((await api(ctx).post('/api/admin/instagram/sync')).statusCode).toBe(200);
    expect((await feed()).meta.sync.last_error).toBeNull();
  });
});
