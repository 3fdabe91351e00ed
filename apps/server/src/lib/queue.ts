import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import { taskTexts } from '@pishkhan/common/i18n/fa/messaging';
import type { Config } from '../config/env';
import type { Db, DbOrTx } from '../db/client';
import { announceTask, type TaskRow } from '../modules/system/tasks/task.service';
import { tasks } from '../modules/system/tasks/task.table';

/**
 * Background tasks on PostgreSQL (pg-boss, schema `pgboss` in the app's own database), with the
 * admin-visible `tasks` table on top. See docs/jobs.md.
 *
 *   const exportOrders = defineTask('orders_export', async (ctx, input: { from: string }) => {
 *     await ctx.progress(0, 1000);
 *     …
 *     return { file: 'x.xlsx' };
 *   }, { permission: 'read_order' });
 *
 *   const { id } = await ctx.queue.startTask(exportOrders, { from }, { actor: actorOf(req) });
 *
 * A task row is written and its job queued in ONE transaction (pass `db: tx` to join the caller's
 * own), so a task exists exactly when its job does. Jobs survive restarts (they are rows), any node
 * with JOB_WORKERS on picks them up, a failure retries with exponential backoff, and a task started
 * with a `singletonKey` is not started twice while one with that key is queued or running.
 */

export interface TaskContext {
  db: Db;
  taskId: number;
  /** Who started the task (null for the system). */
  createdBy: number | null;
  /** Records progress (`total` null when unknown); aborts `signal` when the task was canceled meanwhile. */
  progress(done: number, total?: number | null): Promise<void>;
  /** Aborted when the task is canceled or this node stops: stop soon (throwing is fine). */
  signal: AbortSignal;
  /** 1 on the first run, 2 on the first retry… */
  attempt: number;
  /** True on the last attempt the queue will make. */
  lastAttempt: boolean;
  config: Config;
  log: FastifyBaseLogger;
}

export type TaskHandler<I, R> = (ctx: TaskContext, input: I) => Promise<R>;

export interface TaskKindOptions {
  /** The permission that lets an admin other than the starter read (and cancel) the task; a kind serving several screens names it per task from its input. */
  permission: string | ((input: any) => string | null);
  /** Retries after the first failure (default 3). */
  retryLimit?: number;
  /** First retry after this many seconds, doubling (with jitter) each time (default 30). */
  retryDelaySeconds?: number;
  /** A run still going after this long is treated as failed (hard-killed node; default 15 min). */
  expireInSeconds?: number;
  /** Jobs of this kind one node runs at once (default 2). */
  concurrency?: number;
}

export interface TaskKind<I = any, R = any> {
  kind: string;
  handler: TaskHandler<I, R>;
  options: Required<TaskKindOptions>;
}

/** A failure with a Persian reason for the admin; `retry: false` fails the task at once. */
export class TaskFailure extends Error {
  constructor(
    reason: string,
    readonly retry = true,
  ) {
    super(reason);
  }
}

const KINDS = new Map<string, TaskKind<any, any>>();
const QUEUES = new Set<TaskQueue>();

/** Declares a kind of task (once, at module load). A kind is letters, digits, `_` and `-`. */
export function defineTask<I, R>(kind: string, handler: TaskHandler<I, R>, options: TaskKindOptions): TaskKind<I, R> {
  if (!/^[a-z][a-z0-9_-]{1,59}$/.test(kind)) throw new Error(`bad task kind ${kind}`);
  const def: TaskKind<I, R> = {
    kind,
    handler,
    options: { retryLimit: 3, retryDelaySeconds: 30, expireInSeconds: 15 * 60, concurrency: 2, ...options },
  };
  KINDS.set(kind, def);
  for (const q of QUEUES) q.kindDefined(def);
  return def;
}

export const taskKind = (kind: string): TaskKind | undefined => KINDS.get(kind);

/** The permission that lets an admin other than the starter read a task (null: nobody else). */
export function taskPermission(row: { kind: string; input: unknown }): string | null {
  const p = KINDS.get(row.kind)?.options.permission;
  if (typeof p === 'function') return p(row.input) ?? null;
  return p ?? null;
}

export interface StartOptions {
  /** The admin starting it (null: the system). */
  actor: { adminId: number | null } | null;
  /** At most one queued-or-running task of this kind per key; a second start answers the first. */
  singletonKey?: string;
  /** The caller's transaction: the task exists only if it commits. */
  db?: DbOrTx;
  /** Do not run before this time. */
  startAfter?: Date;
}

export interface QueueOptions {
  /** Run tasks on this node (JOB_WORKERS); off: only queue them. */
  work: boolean;
  /** How often an idle worker looks for jobs (pg-boss's minimum is 0.5 s). */
  pollingIntervalSeconds?: number;
  /** Overrides every kind's first retry delay (tests). */
  retryDelaySeconds?: number;
  /** How often a working node says its runs are alive (default 15 s). */
  heartbeatSeconds?: number;
  /** A run not heard of for this long belongs to a dead node and is queued again (default 60 s). */
  orphanAfterSeconds?: number;
}

type JobData = { taskId: number };

/** The pg client under a drizzle handle (the transaction's connection, or the pool). */
function clientOf(dbx: DbOrTx): pg.Pool | pg.PoolClient {
  const anyDb = dbx as unknown as { session?: { client?: pg.PoolClient }; $client?: pg.Pool };
  const c = anyDb.session?.client ?? anyDb.$client;
  if (!c) throw new Error('no pg client under this database handle');
  return c;
}
const bossDb = (dbx: DbOrTx): PgBoss.Db => ({ executeSql: (text, values) => clientOf(dbx).query(text, values) });

/**
 * One app's queue: pg-boss on the app's own pool. Every node can start tasks; nodes with `work`
 * also run them. Started when the app is ready, stopped (in-flight runs aborted and handed back
 * to the queue for a retry) when it closes.
 */
export class TaskQueue {
  private boss: PgBoss;
  private starting: Promise<void> | undefined;
  private stopped = false;
  private working = false;
  /** Whether this node runs tasks (not only queues them). */
  get workerNode(): boolean {
    return this.opts.work;
  }
  private readonly running = new Map<number, { ac: AbortController; runner: string }>();
  private timers: NodeJS.Timeout[] = [];
  private readonly queuesMade = new Map<string, Promise<void>>();

  constructor(
    /** The app's database and configuration (the tasks' context). */
    readonly db: Db,
    readonly config: Config,
    private readonly log: FastifyBaseLogger,
    private readonly opts: QueueOptions,
  ) {
    this.boss = new PgBoss({
      db: bossDb(db),
      schema: 'pgboss',
      // Maintenance (expiring runs of dead nodes, archiving) on working nodes only; pg-boss takes
      // an advisory lock so one node at a time does it.
      supervise: opts.work,
      schedule: false,
      migrate: true,
      maintenanceIntervalSeconds: 60,
    });
    this.boss.on('error', (err) => this.log.error({ err }, 'task queue error'));
  }

  /** Creates the schema (first time), the kinds' queues, and starts the workers when `work`. */
  start(): Promise<void> {
    if (!this.starting) {
      QUEUES.add(this);
      this.starting = (async () => {
        await this.boss.start();
        for (const def of KINDS.values()) await this.makeQueue(def);
        if (this.opts.work && !this.stopped) {
          this.working = true;
          for (const def of KINDS.values()) await this.work(def);
          this.watch();
        }
      })();
      this.starting.catch(() => (this.starting = undefined));
    }
    return this.starting;
  }

  /** A kind defined after start (tests): its queue and workers join at once. */
  kindDefined(def: TaskKind) {
    if (!this.starting || this.stopped) return;
    void this.starting
      .then(async () => {
        await this.makeQueue(def);
        if (this.working) await this.work(def);
      })
      .catch((err) => this.log.error({ err, kind: def.kind }, 'task kind registration failed'));
  }

  /** pg-boss's queue of a kind, made once per node; nodes starting together may race (see below). */
  private makeQueue(def: TaskKind): Promise<void> {
    let made = this.queuesMade.get(def.kind);
    if (!made) {
      made = this.createQueueOnce(def.kind);
      this.queuesMade.set(def.kind, made);
      made.catch(() => this.queuesMade.delete(def.kind));
    }
    return made;
  }

  /**
   * pg-boss's create_queue makes a partition table without a lock of its own: two nodes creating the
   * same queue at once can deadlock or collide. The loser finds the queue made and goes on.
   */
  private async createQueueOnce(kind: string): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      if (await this.boss.getQueue(kind)) return;
      try {
        await this.boss.createQueue(kind, { name: kind, policy: 'standard' });
        return;
      } catch (err) {
        if (attempt >= 4) throw err;
        await new Promise((r) => setTimeout(r, 50 + Math.random() * 200));
      }
    }
  }

  private workers = new Map<string, string[]>();

  private async work(def: TaskKind) {
    if (this.workers.has(def.kind)) return;
    const ids: string[] = [];
    this.workers.set(def.kind, ids);
    const pollingIntervalSeconds = this.opts.pollingIntervalSeconds ?? 2;
    for (let i = 0; i < Math.max(1, def.options.concurrency); i++) {
      ids.push(
        await this.boss.work<JobData>(def.kind, { includeMetadata: true, batchSize: 1, pollingIntervalSeconds }, async (jobs) => {
          for (const job of jobs) await this.run(job);
        }),
      );
    }
  }

  /** Queues a task; answers its id (and whether an equal singleton task was already there). */
  async startTask<I>(kind: TaskKind<I, unknown> | string, input: I, opts: StartOptions): Promise<{ id: number; existing: boolean }> {
    const def = typeof kind === 'string' ? KINDS.get(kind) : kind;
    if (!def) throw new Error(`unknown task kind ${String(kind)}`);
    await this.start();
    await this.makeQueue(def);
    const go = async (tx: DbOrTx) => {
      const key = opts.singletonKey ?? null;
      const [row] = await tx
        .insert(tasks)
        .values({ kind: def.kind, input: input ?? null, singletonKey: key, createdBy: opts.actor?.adminId ?? null })
        .onConflictDoNothing({ target: [tasks.kind, tasks.singletonKey], where: sql`singleton_key is not null and status in ('queued', 'running')` })
        .returning();
      if (!row) {
        const [found] = await tx
          .select({ id: tasks.id })
          .from(tasks)
          .where(and(eq(tasks.kind, def.kind), eq(tasks.singletonKey, key!), inArray(tasks.status, ['queued', 'running'])))
          .limit(1);
        // The other task finished between the insert and this read: start again.
        if (!found) return null;
        return { id: found.id, existing: true };
      }
      const retryDelay = this.opts.retryDelaySeconds ?? def.options.retryDelaySeconds;
      const jobId = await this.boss.send(def.kind, { taskId: row.id } satisfies JobData, {
        db: bossDb(tx),
        retryLimit: def.options.retryLimit,
        retryDelay,
        retryBackoff: true,
        expireInSeconds: def.options.expireInSeconds,
        ...(opts.startAfter ? { startAfter: opts.startAfter } : {}),
      });
      await tx.update(tasks).set({ jobId }).where(eq(tasks.id, row.id));
      await announceTask(tx, row);
      return { id: row.id, existing: false };
    };
    for (let i = 0; i < 3; i++) {
      const out = opts.db ? await go(opts.db) : await this.db.transaction(go);
      if (out) return out;
    }
    throw new Error('could not start the task');
  }

  /** Cancels a queued or running task (a running handler sees its signal aborted). */
  async cancel(taskId: number): Promise<TaskRow | undefined> {
    const [row] = await this.db
      .update(tasks)
      .set({ status: 'canceled', error: taskTexts.canceledByAdmin, finishedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(tasks.id, taskId), inArray(tasks.status, ['queued', 'running'])))
      .returning();
    if (!row) return undefined;
    this.running.get(taskId)?.ac.abort();
    if (row.jobId) await this.boss.cancel(row.kind, row.jobId).catch((err) => this.log.warn({ err }, 'task job cancel failed'));
    await announceTask(this.db, row);
    return row;
  }

  private async run(job: PgBoss.JobWithMetadata<JobData>) {
    const def = KINDS.get(job.name);
    const taskId = Number(job.data?.taskId);
    if (!def || !Number.isSafeInteger(taskId)) return;
    const runner = randomUUID();
    const [row] = await this.db
      .update(tasks)
      .set({ status: 'running', runner, heartbeatAt: sql`now()`, attempts: sql`${tasks.attempts} + 1`, startedAt: sql`coalesce(${tasks.startedAt}, now())`, updatedAt: sql`now()` })
      .where(and(eq(tasks.id, taskId), inArray(tasks.status, ['queued', 'running'])))
      .returning();
    // Canceled, or deleted: nothing to do.
    if (!row) return;
    await announceTask(this.db, row);
    const ac = new AbortController();
    this.running.set(taskId, { ac, runner });
    let lastNotice = 0;
    const lastAttempt = job.retryCount >= job.retryLimit;
    const ctx: TaskContext = {
      db: this.db,
      taskId,
      createdBy: row.createdBy,
      signal: ac.signal,
      attempt: job.retryCount + 1,
      lastAttempt,
      config: this.config,
      log: this.log.child({ task: taskId, kind: def.kind }),
      progress: async (done, total) => {
        const [p] = await this.db
          .update(tasks)
          .set({ done: Math.max(0, Math.trunc(done)), ...(total !== undefined ? { total: total === null ? null : Math.max(0, Math.trunc(total)) } : {}), updatedAt: sql`now()` })
          .where(eq(tasks.id, taskId))
          .returning({ status: tasks.status });
        if (p?.status === 'canceled') ac.abort();
        // At most five notices a second per task; the last state is always in the row.
        const now = Date.now();
        if (now - lastNotice >= 200 || done === total) {
          lastNotice = now;
          await announceTask(this.db, row);
        }
      },
    };
    try {
      const result = await def.handler(ctx, row.input);
      const [after] = await this.db
        .update(tasks)
        .set({ status: 'done', result: result ?? null, error: null, finishedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(tasks.id, taskId), eq(tasks.status, 'running'), eq(tasks.runner, runner)))
        .returning();
      if (after) await announceTask(this.db, after);
    } catch (err) {
      const stopping = this.stopped;
      const canceled = ac.signal.aborted && !stopping;
      if (canceled) return;
      const permanent = err instanceof TaskFailure && !err.retry;
      const final = permanent || lastAttempt;
      let reason = err instanceof TaskFailure ? err.message : stopping ? taskTexts.interrupted : taskTexts.failedGeneric;
      if (!(err instanceof TaskFailure) && !stopping) ctx.log.error({ err }, 'task failed');
      if (!final) reason = taskTexts.retrying(reason);
      const [after] = await this.db
        .update(tasks)
        .set({ status: final ? 'failed' : 'queued', error: reason, ...(final ? { finishedAt: sql`now()` } : {}), updatedAt: sql`now()` })
        .where(and(eq(tasks.id, taskId), eq(tasks.status, 'running'), eq(tasks.runner, runner)))
        .returning();
      if (after) await announceTask(this.db, after);
      // pg-boss retries it (with backoff) unless this was the end.
      if (!permanent) throw err;
    } finally {
      this.running.delete(taskId);
    }
  }

  /**
   * A working node's two timers: every `heartbeatSeconds` it stamps the runs it holds (and aborts a
   * run whose task another node has taken over meanwhile); every `heartbeatSeconds` too it looks for
   * runs nobody has stamped for `orphanAfterSeconds` — their node was killed — and queues them again
   * at once instead of waiting for pg-boss to expire the job (`expireInSeconds`, up to 30 minutes).
   */
  private watch() {
    const every = (this.opts.heartbeatSeconds ?? 15) * 1000;
    const tick = (name: string, fn: () => Promise<unknown>) => {
      let busy = false;
      const t = setInterval(() => {
        if (busy || this.stopped) return;
        busy = true;
        fn()
          .catch((err) => this.log.warn({ err }, `task ${name} failed`))
          .finally(() => (busy = false));
      }, every);
      t.unref();
      this.timers.push(t);
    };
    tick('heartbeat', () => this.beat());
    tick('orphan check', () => this.recoverOrphans());
    void this.recoverOrphans().catch((err) => this.log.warn({ err }, 'task orphan check failed'));
  }

  private async beat(): Promise<void> {
    if (!this.running.size) return;
    const runners = [...this.running.values()].map((r) => r.runner);
    const alive = await this.db
      .update(tasks)
      .set({ heartbeatAt: sql`now()` })
      .where(and(inArray(tasks.runner, runners), eq(tasks.status, 'running')))
      .returning({ id: tasks.id });
    const kept = new Set(alive.map((r) => r.id));
    for (const [id, r] of this.running) if (!kept.has(id)) r.ac.abort();
  }

  /** Queues again the runs of dead nodes (not heard of for `orphanAfterSeconds`); answers how many. */
  async recoverOrphans(): Promise<number> {
    const silentFor = this.opts.orphanAfterSeconds ?? 60;
    let n = 0;
    for (;;) {
      const moved = await this.db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(tasks)
          .where(and(eq(tasks.status, 'running'), sql`coalesce(${tasks.heartbeatAt}, ${tasks.updatedAt}) < now() - make_interval(secs => ${silentFor})`))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!row) return false;
        const def = KINDS.get(row.kind);
        // The dead node's job would run again when pg-boss expires it: cancel it, queue a fresh one.
        if (row.jobId) await this.boss.cancel(row.kind, row.jobId).catch(() => undefined);
        const jobId = def
          ? await this.boss.send(def.kind, { taskId: row.id } satisfies JobData, {
              db: bossDb(tx),
              retryLimit: def.options.retryLimit,
              retryDelay: this.opts.retryDelaySeconds ?? def.options.retryDelaySeconds,
              retryBackoff: true,
              expireInSeconds: def.options.expireInSeconds,
            })
          : null;
        const [requeued] = await tx
          .update(tasks)
          .set(jobId ? { status: 'queued', jobId, runner: null, heartbeatAt: null, error: taskTexts.interrupted, updatedAt: sql`now()` } : { status: 'failed', runner: null, error: taskTexts.interrupted, finishedAt: sql`now()`, updatedAt: sql`now()` })
          .where(eq(tasks.id, row.id))
          .returning();
        if (requeued) await announceTask(tx, requeued);
        this.log.warn({ task: row.id, kind: row.kind }, 'task of a stopped node queued again');
        return true;
      });
      if (!moved) return n;
      n++;
    }
  }

  /** Stops the workers: runs in flight are aborted and failed back to the queue (another node or the next start retries them). */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    QUEUES.delete(this);
    this.timers.forEach((t) => clearInterval(t));
    if (!this.starting) return;
    await this.starting.catch(() => undefined);
    for (const r of this.running.values()) r.ac.abort();
    await this.boss.stop({ graceful: true, timeout: 5_000, close: false, wait: true });
  }
}

const byServer = new WeakMap<object, TaskQueue>();
/** Remembers an app's queue (buildApp). */
export const attachQueue = (server: object, queue: TaskQueue) => byServer.set(server, queue);
/** The queue of an app, if it has one (an app built by buildApp does). */
export const findQueue = (app: { server: object }): TaskQueue | undefined => byServer.get(app.server);
/** The queue of an app (for code holding the app rather than its Ctx, and tests). */
export function queueOf(app: { server: object }): TaskQueue {
  const q = byServer.get(app.server);
  if (!q) throw new Error('this app has no task queue');
  return q;
}
