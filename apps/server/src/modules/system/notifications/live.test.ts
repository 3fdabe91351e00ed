import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config/env';
import { createDatabase, type Database } from '../../../db/client';
import type { App } from '../../../lib/app-types';
import { categories } from '../../catalog/categories/category.table';
import { admins } from '../../people/admins/admin.table';
import { roles } from '../../people/roles/role.table';
import { adminsWithPermission } from '../../stock/stock/stock.service';
import { defineTask, queueOf } from '../../../lib/queue';
import { liveNotificationsOf } from './live';
import { notifyAdmins, notifyPayloads } from './notification.service';

/** A minimal Server-Sent Events client over node:http (what a browser's EventSource does). */
interface Sse {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: { event: string; data: any }[];
  comments: string[];
  /** The next event of this name not yet taken, waiting up to `ms`. */
  next: (event: string, ms?: number) => Promise<any>;
  ended: Promise<void>;
  close: () => void;
}

function openStream(port: number, token: string | null, opts: { accept?: string; bearer?: boolean } = {}): Promise<Sse> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { accept: opts.accept ?? 'text/event-stream' };
    if (token) {
      if (opts.bearer) headers.authorization = `Bearer ${token}`;
      else headers.cookie = `adminAuthorization=${token}`;
    }
    const req = http.get({ host: '127.0.0.1', port, path: '/api/admin/notifications/stream', headers }, (res) => {
      const events: Sse['events'] = [];
      const comments: string[] = [];
      const taken = new Set<number>();
      let wake: (() => void)[] = [];
      let buf = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buf += chunk;
        for (let i = buf.indexOf('\n\n'); i >= 0; i = buf.indexOf('\n\n')) {
          const block = buf.slice(0, i);
          buf = buf.slice(i + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length) events.push({ event, data: JSON.parse(data.join('\n')) });
        }
        const w = wake;
        wake = [];
        for (const f of w) f();
      });
      const ended = new Promise<void>((r) => {
        res.on('end', r);
        res.on('close', r);
      });
      const next = async (event: string, ms = 5000) => {
        const deadline = Date.now() + ms;
        for (;;) {
          const i = events.findIndex((e, k) => e.event === event && !taken.has(k));
          if (i >= 0) {
            taken.add(i);
            return events[i]!.data;
          }
          const left = deadline - Date.now();
          if (left <= 0) throw new Error(`no "${event}" event within ${ms} ms; got ${JSON.stringify(events.map((e) => e.event))}`);
          await new Promise<void>((r) => {
            const t = setTimeout(r, left);
            wake.push(() => {
              clearTimeout(t);
              r();
            });
          });
        }
      };
      if ((res.statusCode ?? 0) !== 200) res.resume();
      resolve({ status: res.statusCode ?? 0, headers: res.headers, events, comments, next, ended, close: () => req.destroy() });
    });
    req.on('error', reject);
  });
}

const listen = async (app: App) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
};
const until = async (check: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};
const within = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms))]);

let ctx: TestContext;
let portA: number;
let rootId: number;
/** A second app on the same database, as a second server of a cluster. */
let appB: App;
let dbB: Database;
let portB: number;
const opened: Sse[] = [];
const stream = async (port: number, token: string | null, opts?: Parameters<typeof openStream>[2]) => {
  const s = await openStream(port, token, opts);
  opened.push(s);
  return s;
};

beforeAll(async () => {
  ctx = await setupApp();
  rootId = (await ctx.database.pool.query(`select id from admins where username = 'admin'`)).rows[0].id;
  portA = await listen(ctx.app);
  const url = (ctx.database.pool as unknown as { options: { connectionString: string } }).options.connectionString;
  dbB = createDatabase(url, 3);
  appB = await buildApp({ config: { ...loadConfig({ DATA_DIR: ctx.dataDir, LOG_LEVEL: 'silent' }) }, database: dbB, serveStatic: false, logger: false });
  portB = await listen(appB);
  await until(() => !!liveNotificationsOf(ctx.app)?.listening && !!liveNotificationsOf(appB)?.listening);
});
afterAll(async () => {
  for (const s of opened) s.close();
  await appB?.close();
  await dbB?.close();
  await ctx.close();
});

describe('GET /api/admin/notifications/stream', () => {
  it('refuses without a session (401) and answers a non-EventSource call with 400 instead of a stream', async () => {
    const anon = await stream(portA, null);
    expect(anon.status).toBe(401);
    expect(anon.headers['content-type']).toMatch(/json/);
    const bad = await stream(portA, 'not-a-token');
    expect(bad.status).toBe(401);
    const plain = await api(ctx).get('/api/admin/notifications/stream');
    expect(plain.statusCode).toBe(400);
    expect(plain.json().error.message).toMatch(/جریان رویدادهای زنده/);
  });

  it('says hello with the unread count, then delivers a committed notification to its admin only, and nothing of a rolled-back one', async () => {
    const other = await ctx.adminWith(['read_product'], 'liveother');
    const before = (await api(ctx).get('/api/admin/home')).json().data.total_unread_notifications;
    const root = await stream(portA, ctx.token);
    expect(root.status).toBe(200);
    expect(root.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(root.headers['cache-control']).toBe('no-cache, no-transform');
    expect(root.headers['x-accel-buffering']).toBe('no');
    expect(await root.next('hello')).toEqual({ total_unread_notifications: before });
    const bystander = await stream(portA, other.token, { bearer: true });
    expect(await bystander.next('hello')).toEqual({ total_unread_notifications: 0 });

    // A rolled-back transaction announces nothing (pg_notify is delivered at commit only).
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await notifyAdmins(tx, 'ProductUnavailableNotification', { product_id: 1, description: 'برگشت‌خورده' }, [rootId, other.id]);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');

    await ctx.database.db.transaction(async (tx) => {
      await notifyAdmins(tx, 'ProductUnavailableNotification', { product_id: 77, description: 'موجودی محصول «کفش» تمام شد' }, [rootId]);
    });
    const got = await root.next('notification');
    expect(got).toEqual({
      id: expect.any(String),
      type: 'ProductUnavailableNotification',
      data: JSON.stringify({ product_id: 77, description: 'موجودی محصول «کفش» تمام شد' }),
      read_at: null,
      created_at: expect.any(String),
      total_unread_notifications: before + 1,
    });
    // The same shape as GET /api/admin/notifications (presentNotification).
    const listed = (await api(ctx).get('/api/admin/notifications')).json().data[0];
    expect({ ...got, total_unread_notifications: undefined }).toEqual({ ...listed, total_unread_notifications: undefined });
    // The rolled-back one never came, before or after.
    expect(root.events.filter((e) => e.event === 'notification')).toHaveLength(1);

    // The bystander got nothing of that: its first notification is the one addressed to it.
    await notifyAdmins(ctx.database.db, 'ProductUnavailableNotification', { product_id: 78, description: 'برای دیگری' }, [other.id]);
    expect(JSON.parse((await bystander.next('notification')).data).product_id).toBe(78);
    expect(bystander.events.filter((e) => e.event === 'notification')).toHaveLength(1);
    expect(root.events.filter((e) => e.event === 'notification')).toHaveLength(1);
    expect(await ctx.database.pool.query('select count(*)::int as n from admin_notifications where data->>\'description\' = $1', ['برگشت‌خورده'])).toMatchObject({ rows: [{ n: 0 }] });
  });

  it('two servers on one database: stock sold out through server A reaches a stream open on server B', async () => {
    const reader = await ctx.adminWith(['read_product'], 'livereader');
    const cat = (await ctx.database.db.insert(categories).values({ title: 'ابزار زنده', slug: 'live-tools' }).returning())[0]!.id;
    const created = await api(ctx).post('/api/admin/products', { category_ids: [cat], title: 'آچار زنده', sku: 'LIVE-1', price: 1000, stock: 1, status: 'available' });
    expect(created.statusCode, created.body).toBe(201);
    const p = created.json().data;

    const onB = await stream(portB, reader.token);
    expect(onB.status).toBe(200);
    await onB.next('hello');
    const adjust = await api(ctx).post('/api/admin/store/adjust', { variant_id: p.default_variant_id, change: -1, reason: 'فروش' });
    expect(adjust.statusCode, adjust.body).toBe(200);
    const got = await onB.next('notification');
    expect(got.type).toBe('ProductUnavailableNotification');
    expect(JSON.parse(got.data)).toEqual({ product_id: p.id, description: expect.stringMatching(/آچار زنده/) });
    expect(got.total_unread_notifications).toBe(1);
  });

  it('a background task started through server A streams its changes to its starter on server B, and to no one else', async () => {
    const starter = await ctx.adminWith(['read_contact'], 'livetasker');
    const other = await ctx.adminWith(['read_contact'], 'livebystander');
    const mine = await stream(portB, starter.token);
    const theirs = await stream(portB, other.token);
    await mine.next('hello');
    await theirs.next('hello');
    const kind = defineTask('live_probe', async (c) => {
      await c.progress(1, 2);
      return { ok: 1 };
    }, { permission: 'read_setting' });
    const { id } = await queueOf(ctx.app).startTask(kind, {}, { actor: { adminId: starter.id } });
    const queued = await mine.next('task');
    expect(queued).toMatchObject({ id, kind: 'live_probe', status: 'queued', created_by: starter.id });
    await expect(theirs.next('task', 500)).rejects.toThrow(/no "task" event/);
  });

  it('delivers an order notification sent the way the order transaction will send it', async () => {
    const orderReader = await ctx.adminWith(['read_order'], 'liveorders');
    const productReader = await ctx.adminWith(['read_product'], 'liveproducts');
    const o = await stream(portB, orderReader.token);
    const pr = await stream(portA, productReader.token);
    await o.next('hello');
    await pr.next('hello');
    await ctx.database.db.transaction(async (tx) => {
      await notifyAdmins(tx, 'order', { order_id: 501, title: 'سفارش جدید', description: 'سفارش ۵۰۱ ثبت شد' }, await adminsWithPermission(tx, 'read_order'));
    });
    const got = await o.next('notification');
    expect(got).toMatchObject({ type: 'order', total_unread_notifications: 1 });
    expect(JSON.parse(got.data)).toEqual({ order_id: 501, title: 'سفارش جدید', description: 'سفارش ۵۰۱ ثبت شد' });
    await notifyAdmins(ctx.database.db, 'ProductUnavailableNotification', { product_id: 9 }, [productReader.id]);
    expect(JSON.parse((await pr.next('notification')).data)).toEqual({ product_id: 9 });
    expect(pr.events.filter((e) => e.event === 'notification')).toHaveLength(1);
  });

  it('keeps each pg_notify payload under 8000 bytes: 400 admins notified at once all hear it', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => ({ id: crypto.randomUUID(), adminId: 1_000_000 + i }));
    const payloads = notifyPayloads(rows);
    expect(payloads.length).toBeGreaterThan(1);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThan(8000);
    expect(payloads.flatMap((p) => JSON.parse(p).rows)).toEqual(rows.map((r) => [r.id, r.adminId]));

    const [role] = await ctx.database.db.insert(roles).values({ name: 'r_bulk', label: 'انبوه', permissions: [] }).returning();
    const many = await ctx.database.db
      .insert(admins)
      .values(Array.from({ length: 400 }, (_, i) => ({ username: `bulk${i}`, name: `bulk${i}`, passwordHash: 'x', roleId: role!.id })))
      .returning({ id: admins.id });
    const last = await ctx.adminWith([], 'bulklast');
    const s = await stream(portB, last.token);
    await s.next('hello');
    await ctx.database.db.transaction(async (tx) => {
      await notifyAdmins(tx, 'order', { order_id: 1 }, [...many.map((a) => a.id), last.id]);
    });
    expect(JSON.parse((await s.next('notification')).data)).toEqual({ order_id: 1 });
  });

  it('heartbeat: a comment every tick, and the stream closes once its session is revoked or the admin disabled', async () => {
    const a = await ctx.adminWith([], 'liverevoke');
    const keep = await stream(portA, ctx.token);
    const s = await stream(portA, a.token);
    await s.next('hello');
    await keep.next('hello');
    const hub = liveNotificationsOf(ctx.app)!;
    await hub.tick();
    await until(() => s.comments.includes('heartbeat'));
    expect(hub.size).toBeGreaterThanOrEqual(2);
    // Signing out (on the other server) revokes the session: the next heartbeat closes the stream.
    expect((await appB.inject({ method: 'POST', url: '/api/admin/logout', headers: { authorization: `Bearer ${a.token}` } })).statusCode).toBe(204);
    await hub.tick();
    await within(s.ended, 5000);
    // A disabled admin's stream closes too; another admin's stays open.
    const b = await ctx.adminWith([], 'livedisabled');
    const sb = await stream(portA, b.token);
    await sb.next('hello');
    await ctx.database.pool.query('update admins set status = false where id = $1', [b.id]);
    await hub.tick();
    await within(sb.ended, 5000);
    // An idle-expired session as well (the heartbeat itself is not activity).
    const c = await ctx.adminWith([], 'liveidle');
    const sc = await stream(portA, c.token);
    await sc.next('hello');
    await ctx.database.pool.query(`update admin_sessions set last_used_at = now() - interval '10 days' where admin_id = $1`, [c.id]);
    await hub.tick();
    await within(sc.ended, 5000);
    await notifyAdmins(ctx.database.db, 'order', { order_id: 2 }, [rootId]);
    expect(JSON.parse((await keep.next('notification')).data)).toEqual({ order_id: 2 });
  });

  it('reconnects the LISTEN connection when it drops and re-greets the streams', async () => {
    const hubB = liveNotificationsOf(appB)!;
    const s = await stream(portB, ctx.token);
    await s.next('hello');
    const killed = await ctx.database.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'pishkhan-listen' and datname = current_database()`,
    );
    expect(killed.rowCount).toBe(2); // one listener per server
    await until(() => !hubB.listening);
    await until(() => hubB.listening && !!liveNotificationsOf(ctx.app)!.listening);
    expect(await s.next('hello')).toMatchObject({ total_unread_notifications: expect.any(Number) });
    await notifyAdmins(ctx.database.db, 'order', { order_id: 3 }, [rootId]);
    expect(JSON.parse((await s.next('notification')).data)).toEqual({ order_id: 3 });
  });

  it('a contact message sent to one server reaches the streams on both as an `inbox` event with its topic only', async () => {
    const onA = await stream(portA, ctx.token);
    const onB = await stream(portB, ctx.token);
    await onA.next('hello');
    await onB.next('hello');
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/store/contacts',
      payload: { name: 'نگار', email: 'negar@example.com', subject: 'ارسال', body: 'سفارشم کی می‌رسد؟' },
      remoteAddress: '192.0.2.77',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await within(onA.next('inbox'), 3000)).toEqual({ topic: 'contacts' });
    expect(await within(onB.next('inbox'), 3000)).toEqual({ topic: 'contacts' });
    // The session's count follows on either server (nothing cached there).
    const home = (await api(ctx).get('/api/admin/home')).json().data;
    expect(home.total_unread_contacts).toBeGreaterThan(0);
  });

  it('ends its streams and its listener when the app closes, without hanging', async () => {
    const s = await stream(portB, ctx.token);
    await s.next('hello');
    const start = Date.now();
    await within(appB.close(), 5000);
    expect(Date.now() - start).toBeLessThan(3000);
    await within(s.ended, 2000);
    expect(liveNotificationsOf(appB)!.size).toBe(0);
    const left = await ctx.database.pool.query(`select count(*)::int as n from pg_stat_activity where application_name = 'pishkhan-listen' and datname = current_database()`);
    expect(left.rows[0].n).toBe(1); // only server A's listener remains
  });
});
