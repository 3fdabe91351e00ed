import type { ServerResponse } from 'node:http';
import { and, asc, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import pg from 'pg';
import type { Db } from '../../../db/client';
import type { App } from '../../../lib/app-types';
import { badRequest } from '../../../lib/errors';
import { admins } from '../../people/admins/admin.table';
import { adminSessions } from '../../people/auth/session.table';
import { AUTH_CACHE_CHANNEL, sessionCacheOf, type SessionCache } from '../../people/auth/session-cache';
import { clearSettingsCache, getSetting } from '../settings/setting.service';
import { INBOX_CHANNEL, INBOX_TOPICS, inboxArrived, NOTIFY_CHANNEL, presentNotification, type InboxTopic } from './notification.service';
import { invalidateRedirects, REDIRECTS_NOTICE } from '../../content/redirects/redirect.cache';
import { clearStoreCaches, storeCacheNotice } from '../../../lib/store-cache';
import { adminNotifications } from './notification.table';
import { presentTask, TASK_CHANNEL } from '../tasks/task.service';
import { tasks } from '../tasks/task.table';

/**
 * Live admin notifications (GET /api/admin/notifications/stream, Server-Sent Events).
 *
 * `notifyAdmins` announces new rows with pg_notify in the writer's transaction. Every app holds ONE
 * dedicated connection (outside the pool) that LISTENs on the channel; on a notice it loads the
 * rows by id (only those of admins with a stream open here) and writes them to those streams. So a
 * row written on any server of a cluster reaches the admin's tab on whichever server holds it, at
 * commit. The listener reconnects with backoff; after a reconnect every stream gets a fresh `hello`
 * so the page can reload what it may have missed.
 *
 * Each stream gets a comment heartbeat every 25 s (keeps proxies from closing it); at the same
 * time the streams' sessions are checked and a stream whose session was revoked, expired (idle
 * limit) or whose admin was disabled is closed. The heartbeat does not count as activity.
 *
 * The same connection LISTENs on AUTH_CACHE_CHANNEL, where triggers announce changes of sessions,
 * admins, roles and settings: each notice drops what this node cached (people/auth/session-cache.ts,
 * the settings cache). The session cache is used only while this connection is up.
 *
 * And on TASK_CHANNEL (system/tasks): a background task's change is sent as a `task` event (the
 * task as GET /api/admin/tasks/{id} answers it) to the streams of the admin who started it.
 *
 * And on INBOX_CHANNEL: the storefront added a contact message or a comment; every stream gets an
 * `inbox` event with the topic only, and the page re-reads its counts and lists with its own rights.
 */

export const HEARTBEAT_MS = 25_000;
/** The browser's wait before it reconnects a dropped stream. */
const CLIENT_RETRY_MS = 5_000;
/** A client that stops reading is dropped rather than buffered without bound. */
const MAX_BUFFERED_BYTES = 1 << 20;
const BACKOFF_MIN_MS = 250;
const BACKOFF_MAX_MS = 30_000;

interface Stream {
  adminId: number;
  sessionId: number;
  /** Events before `hello` are held, so `hello` always comes first. */
  pending: string[] | null;
  res: ServerResponse;
}

const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export class LiveNotifications {
  private streams = new Map<number, Set<Stream>>();
  private client: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private backoff = BACKOFF_MIN_MS;
  private closed = false;
  private everConnected = false;
  private pinging = false;
  /** Notices are handled one at a time, in arrival order. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly clientConfig: pg.ClientConfig,
    private readonly log: FastifyBaseLogger,
    private readonly heartbeatMs = HEARTBEAT_MS,
    private readonly cache?: SessionCache,
  ) {}

  /** True while the LISTEN connection is up. */
  get listening(): boolean {
    return !!this.client && !this.connecting;
  }

  /** Open streams (all admins). */
  get size(): number {
    let n = 0;
    for (const set of this.streams.values()) n += set.size;
    return n;
  }

  start(): void {
    if (this.closed) return;
    void this.connect();
    this.heartbeat = setInterval(() => void this.tick().catch((err) => this.log.error({ err }, 'notification stream heartbeat failed')), this.heartbeatMs);
    this.heartbeat.unref();
  }

  private connect(): Promise<void> {
    if (this.connecting || this.closed) return this.connecting ?? Promise.resolve();
    const client = new pg.Client({ ...this.clientConfig, application_name: 'pishkhan-listen', keepAlive: true });
    let dropped = false;
    const drop = (err?: unknown) => {
      if (dropped) return;
      dropped = true;
      if (this.client === client) this.client = undefined;
      this.cache?.setLive(false);
      invalidateRedirects();
      clearStoreCaches();
      client.removeAllListeners('notification');
      client.end().catch(() => undefined);
      if (this.closed) return;
      this.log.warn({ err }, `notification listener disconnected; reconnecting in ${this.backoff} ms`);
      this.scheduleReconnect();
    };
    client.on('error', drop);
    client.on('end', () => drop());
    client.on('notification', (msg) => {
      if (msg.channel === AUTH_CACHE_CHANNEL) {
        // At once, not queued behind deliveries: the next request must not see the old state.
        if (storeCacheNotice(msg.payload ?? '')) return;
        this.cache?.invalidate(msg.payload ?? '');
        if (msg.payload === 'settings') clearSettingsCache();
        if (msg.payload === REDIRECTS_NOTICE) invalidateRedirects();
        return;
      }
      if (msg.channel === TASK_CHANNEL && msg.payload) {
        const payload = msg.payload;
        this.queue = this.queue.then(() => this.deliverTask(payload)).catch((err) => this.log.error({ err }, 'task event delivery failed'));
        return;
      }
      if (msg.channel === INBOX_CHANNEL) {
        if (!INBOX_TOPICS.includes(msg.payload as InboxTopic)) return;
        inboxArrived(msg.payload as InboxTopic);
        this.broadcast(frame('inbox', { topic: msg.payload }));
        return;
      }
      if (msg.channel !== NOTIFY_CHANNEL || !msg.payload) return;
      const payload = msg.payload;
      this.queue = this.queue.then(() => this.deliver(payload)).catch((err) => this.log.error({ err }, 'notification delivery failed'));
    });
    this.connecting = (async () => {
      try {
        await client.connect();
        await client.query(`LISTEN ${NOTIFY_CHANNEL}; LISTEN ${AUTH_CACHE_CHANNEL}; LISTEN ${TASK_CHANNEL}; LISTEN ${INBOX_CHANNEL}`);
        if (this.closed) {
          dropped = true;
          await client.end().catch(() => undefined);
          return;
        }
        this.client = client;
        this.backoff = BACKOFF_MIN_MS;
        // Changes made while nothing was heard: start from the database again.
        clearSettingsCache();
        invalidateRedirects();
        clearStoreCaches();
        this.cache?.setLive(true);
        // Anything written while we were away was not heard: let every page re-read its list.
        if (this.everConnected) await this.helloAll().catch((err) => this.log.error({ err }, 'notification stream hello failed'));
        this.everConnected = true;
      } catch (err) {
        drop(err);
      } finally {
        this.connecting = undefined;
      }
    })();
    return this.connecting;
  }

  private scheduleReconnect() {
    if (this.closed || this.retryTimer) return;
    const wait = this.backoff;
    this.backoff = Math.min(BACKOFF_MAX_MS, this.backoff * 2);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.connect();
    }, wait);
    this.retryTimer.unref();
  }

  /** Loads the announced rows of admins with a stream open here and writes them out. */
  private async deliver(payload: string) {
    let rows: [string, number][];
    try {
      rows = (JSON.parse(payload) as { rows: [string, number][] }).rows;
      if (!Array.isArray(rows)) return;
    } catch {
      return;
    }
    const ids = rows.filter(([, adminId]) => this.streams.has(adminId)).map(([id]) => id);
    if (!ids.length) return;
    const found = await this.db.select().from(adminNotifications).where(inArray(adminNotifications.id, ids)).orderBy(asc(adminNotifications.createdAt));
    if (!found.length) return;
    const unread = await this.unreadCounts([...new Set(found.map((r) => r.adminId))]);
    for (const row of found) {
      const data = frame('notification', { ...presentNotification(row), total_unread_notifications: unread.get(row.adminId) ?? 0 });
      for (const s of this.streams.get(row.adminId) ?? []) this.write(s, data);
    }
  }

  /** Every open stream here gets the same event (an inbox topic: no data, each page re-reads its own). */
  private broadcast(data: string) {
    for (const set of this.streams.values()) for (const s of set) this.write(s, data);
  }

  /** A background task changed: its starter's streams here get a `task` event with its state. */
  private async deliverTask(payload: string) {
    let notice: { id: number; admin: number | null };
    try {
      notice = JSON.parse(payload) as { id: number; admin: number | null };
    } catch {
      return;
    }
    if (notice.admin === null || !this.streams.has(notice.admin) || !Number.isSafeInteger(notice.id)) return;
    const [row] = await this.db.select().from(tasks).where(eq(tasks.id, notice.id)).limit(1);
    if (!row) return;
    const data = frame('task', presentTask(row));
    for (const s of this.streams.get(notice.admin) ?? []) this.write(s, data);
  }

  private async unreadCounts(adminIds: number[]): Promise<Map<number, number>> {
    if (!adminIds.length) return new Map();
    const rows = await this.db
      .select({ adminId: adminNotifications.adminId, n: count() })
      .from(adminNotifications)
      .where(and(inArray(adminNotifications.adminId, adminIds), isNull(adminNotifications.readAt)))
      .groupBy(adminNotifications.adminId);
    return new Map(rows.map((r) => [r.adminId, r.n]));
  }

  private write(s: Stream, data: string) {
    if (s.pending) {
      s.pending.push(data);
      return;
    }
    if (s.res.destroyed || s.res.writableEnded) return;
    if (s.res.writableLength > MAX_BUFFERED_BYTES) {
      s.res.destroy();
      return;
    }
    s.res.write(data);
  }

  private async hello(streams: Stream[]) {
    const unread = await this.unreadCounts([...new Set(streams.map((s) => s.adminId))]);
    for (const s of streams) {
      const held = s.pending ?? [];
      s.pending = null;
      this.write(s, frame('hello', { total_unread_notifications: unread.get(s.adminId) ?? 0 }));
      for (const d of held) this.write(s, d);
    }
  }

  private helloAll() {
    const all = [...this.streams.values()].flatMap((set) => [...set]);
    return all.length ? this.hello(all) : Promise.resolve();
  }

  /** The route handler: answers with the event stream of the signed-in admin. */
  async open(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    // EventSource always asks for text/event-stream; a plain call gets an answer, not a stream.
    if (!String(req.headers.accept ?? '').includes('text/event-stream')) throw badRequest('event_stream_only');
    const admin = req.admin!;
    reply.hijack();
    const res = reply.raw;
    const socket = req.raw.socket;
    socket.setTimeout(0);
    socket.setNoDelay(true);
    socket.setKeepAlive(true);
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // nginx and similar proxies must pass events through at once.
      'x-accel-buffering': 'no',
    });
    res.write(`retry: ${CLIENT_RETRY_MS}\n\n`);
    const stream: Stream = { adminId: admin.id, sessionId: req.sessionId!, pending: [], res };
    let set = this.streams.get(admin.id);
    if (!set) this.streams.set(admin.id, (set = new Set()));
    set.add(stream);
    const remove = () => {
      const mine = this.streams.get(admin.id);
      if (!mine) return;
      mine.delete(stream);
      if (!mine.size) this.streams.delete(admin.id);
    };
    res.on('close', remove);
    req.raw.on('close', remove);
    if (this.closed) {
      remove();
      res.end();
      return;
    }
    try {
      await this.hello([stream]);
    } catch (err) {
      this.log.error({ err }, 'notification stream hello failed');
      remove();
      res.end();
    }
  }

  /** Heartbeat: a comment to every stream, then closes the streams whose session is gone. */
  async tick(): Promise<void> {
    const all = [...this.streams.values()].flatMap((set) => [...set]);
    this.ping();
    if (!all.length) return;
    for (const s of all) if (!s.pending) this.write(s, ': heartbeat\n\n');
    const idle = await getSetting<number>(this.db, 'session_idle_minutes');
    const sessionIds = [...new Set(all.map((s) => s.sessionId))];
    const alive = await this.db
      .select({ id: adminSessions.id })
      .from(adminSessions)
      .innerJoin(admins, eq(admins.id, adminSessions.adminId))
      .where(
        and(
          inArray(adminSessions.id, sessionIds),
          isNull(adminSessions.revokedAt),
          eq(admins.status, true),
          gt(adminSessions.lastUsedAt, sql`now() - make_interval(mins => ${idle})`),
        ),
      );
    const ok = new Set(alive.map((r) => r.id));
    for (const s of all) if (!ok.has(s.sessionId)) s.res.end();
  }

  /** A query on the listener surfaces a silently dead link as an 'error' (then a reconnect). */
  private ping() {
    const c = this.client;
    if (!c || this.connecting || this.pinging) return;
    this.pinging = true;
    c.query('select 1')
      .catch(() => undefined)
      .finally(() => (this.pinging = false));
  }

  /** Ends every stream (before the server closes, so it does not wait for them). */
  endStreams(): void {
    for (const set of this.streams.values()) for (const s of set) s.res.end();
    this.streams.clear();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.cache?.setLive(false);
    clearInterval(this.heartbeat);
    clearTimeout(this.retryTimer);
    this.endStreams();
    await this.connecting;
    const c = this.client;
    this.client = undefined;
    if (c) {
      c.removeAllListeners('end');
      c.removeAllListeners('notification');
      await c.end().catch(() => undefined);
    }
    await this.queue;
  }
}

const hubs = new WeakMap<object, LiveNotifications>();

/** The hub of an app (tests drive its heartbeat and watch its listener). */
export const liveNotificationsOf = (app: App): LiveNotifications | undefined => hubs.get(app.server);

/**
 * Creates the app's hub: the listener connects when the app is ready; streams end before the
 * server closes and the listener when it has closed, so shutdown and tests never hang on them.
 */
export function startLiveNotifications(app: App, db: Db): LiveNotifications {
  // The dedicated connection uses the pool's connection settings (embedded or DATABASE_URL).
  const { max: _max, idleTimeoutMillis: _idle, ...clientConfig } = (db as Db & { $client: pg.Pool }).$client.options as pg.PoolConfig;
  const hub = new LiveNotifications(db, clientConfig, app.log, HEARTBEAT_MS, sessionCacheOf(app.server));
  hubs.set(app.server, hub);
  app.addHook('onReady', async () => hub.start());
  app.addHook('preClose', async () => hub.endStreams());
  app.addHook('onClose', async () => hub.close());
  return hub;
}
