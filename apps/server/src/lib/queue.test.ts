import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, TEST_JOBS, type TestContext } from '../../test/db';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import { tasks } from '../modules/system/tasks/task.table';
import { defineTask, queueOf, TaskFailure, TaskQueue } from './queue';

let ctx: TestContext;
const calls = new Map<string, number>();

const flaky = defineTask(
  'test_flaky',
  async (_c, input: { key: string }) => {
    const n = (calls.get(input.key) ?? 0) + 1;
    calls.set(input.key, n);
    if (n === 1) throw new TaskFailure('بار اول نشد');
    return { runs: n };
  },
  { permission: 'read_setting', retryDelaySeconds: 1 },
);

const counting = defineTask(
  'test_counting',
  async (c, input: { rows: number }) => {
    for (let i = 1; i <= input.rows; i++) await c.progress(i, input.rows);
    return { errors: [{ row: 2, message: 'نادرست' }] };
  },
  { permission: 'read_setting' },
);

const gate: { open?: () => void; started?: () => void } = {};
const slow = defineTask(
  'test_slow',
  async (c, input: { id: string }) => {
    calls.set(input.id, (calls.get(input.id) ?? 0) + 1);
    gate.started?.();
    // The first run waits until the node stops; later runs finish at once.
    if (calls.get(input.id) === 1)
      await new Promise<void>((resolve, reject) => {
        c.signal.addEventListener('abort', () => {
          calls.set(`${input.id}:aborted`, 1);
          reject(new Error('stopped'));
        });
        gate.open = resolve;
      });
    return { ok: true };
  },
  { permission: 'read_setting', retryDelaySeconds: 1 },
);

const permanent = defineTask(
  'test_permanent',
  async () => {
    throw new TaskFailure('کلید نامعتبر', false);
  },
  { permission: 'read_setting' },
);

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out; last ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
const taskRow = (id: number) => async () => (await ctx.database.db.select().from(tasks).where(eq(tasks.id, id)))[0]!;

beforeAll(async () => {
  ctx = await setupApp({ jobs: true });
});
afterAll(async () => ctx?.close());

describe('background tasks', () => {
  it('a failing run is retried with backoff and then succeeds; the admin reads its state', async () => {
    const me = await ctx.adminWith([]);
    const { id, existing } = await queueOf(ctx.app).startTask(flaky, { key: 'a' }, { actor: { adminId: me.id } });
    expect(existing).toBe(false);
    const row = await until(taskRow(id), (r) => r.status === 'done');
    expect(row).toMatchObject({ status: 'done', attempts: 2, result: { runs: 2 }, error: null, createdBy: me.id });
    expect(calls.get('a')).toBe(2);
    const res = await api(ctx, me.token).get(`/api/admin/tasks/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, kind: 'test_flaky', status: 'done', attempts: 2, result: { runs: 2 } });
  });

  it('dedupes by singleton key while one is queued or running', async () => {
    const q = queueOf(ctx.app);
    const first = await q.startTask(counting, { rows: 3 }, { actor: null, singletonKey: 'k1', startAfter: new Date(Date.now() + 60_000) });
    const second = await q.startTask(counting, { rows: 3 }, { actor: null, singletonKey: 'k1' });
    expect(second).toEqual({ id: first.id, existing: true });
    const other = await q.startTask(counting, { rows: 3 }, { actor: null, singletonKey: 'k2' });
    expect(other.id).not.toBe(first.id);
    await until(taskRow(other.id), (r) => r.status === 'done');
    // Once the first is canceled the key is free again.
    await q.cancel(first.id);
    const third = await q.startTask(counting, { rows: 3 }, { actor: null, singletonKey: 'k1' });
    expect(third.existing).toBe(false);
    expect(third.id).not.toBe(first.id);
  });

  it('reports progress and the result; a permanent failure stops at once with its reason', async () => {
    const q = queueOf(ctx.app);
    const { id } = await q.startTask(counting, { rows: 5 }, { actor: { adminId: null } });
    const row = await until(taskRow(id), (r) => r.status === 'done');
    expect(row).toMatchObject({ done: 5, total: 5, result: { errors: [{ row: 2, message: 'نادرست' }] } });
    const bad = await q.startTask(permanent, {}, { actor: null });
    const failed = await until(taskRow(bad.id), (r) => r.status === 'failed');
    expect(failed).toMatchObject({ attempts: 1, error: 'کلید نامعتبر' });
    expect(failed.finishedAt).toBeTruthy();
  });

  it('only the starter or a holder of the kind’s permission reads a task; 401 without a session', async () => {
    const starter = await ctx.adminWith([]);
    const stranger = await ctx.adminWith(['read_product']);
    const holder = await ctx.adminWith(['read_setting']);
    const { id } = await queueOf(ctx.app).startTask(counting, { rows: 1 }, { actor: { adminId: starter.id } });
    expect((await api(ctx, null).get(`/api/admin/tasks/${id}`)).statusCode).toBe(401);
    expect((await api(ctx, null).post(`/api/admin/tasks/${id}/cancel`)).statusCode).toBe(401);
    expect((await api(ctx, stranger.token).get(`/api/admin/tasks/${id}`)).statusCode).toBe(404);
    expect((await api(ctx, stranger.token).post(`/api/admin/tasks/${id}/cancel`)).statusCode).toBe(404);
    expect((await api(ctx, holder.token).get(`/api/admin/tasks/${id}`)).statusCode).toBe(200);
    expect((await api(ctx, starter.token).get(`/api/admin/tasks/${id}`)).statusCode).toBe(200);
    expect((await api(ctx, starter.token).get('/api/admin/tasks/abc')).statusCode).toBe(404);
    expect((await api(ctx, starter.token).get('/api/admin/tasks/99999999')).statusCode).toBe(404);
    await until(taskRow(id), (r) => r.status === 'done');
    const late = await api(ctx, starter.token).post(`/api/admin/tasks/${id}/cancel`);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('task_finished');
  });

  it('several nodes starting together on one database all make their queues (no deadlock)', async () => {
    const config = loadConfig({ DATA_DIR: ctx.dataDir, LOG_LEVEL: 'silent' });
    const nodes = [0, 1, 2].map(() => new TaskQueue(ctx.database.db, config, ctx.app.log, { work: false }));
    for (let i = 0; i < 3; i++) defineTask(`test_race_${i}`, async () => null, { permission: 'read_setting' });
    await Promise.all(nodes.map((n) => n.start()));
    const ids = await Promise.all(nodes.map((n, i) => n.startTask(`test_race_${i}`, {}, { actor: null })));
    expect(new Set(ids.map((x) => x.id)).size).toBe(3);
    // The working node runs what the others queued.
    for (const { id } of ids) await until(taskRow(id), (r) => r.status === 'done');
    await Promise.all(nodes.map((n) => n.stop()));
  });

  it('a run whose node was killed (no heartbeat) is queued again at once and finished by a live node', async () => {
    // What a kill -9 leaves: the task running, its runner silent for minutes.
    const [row] = await ctx.database.db
      .insert(tasks)
      .values({ kind: 'test_counting', status: 'running', input: { rows: 2 }, attempts: 1, runner: '00000000-0000-4000-8000-000000000000', heartbeatAt: new Date(Date.now() - 10 * 60_000), startedAt: new Date(Date.now() - 10 * 60_000) })
      .returning();
    expect(await queueOf(ctx.app).recoverOrphans()).toBeGreaterThanOrEqual(1);
    const done = await until(taskRow(row!.id), (r) => r.status === 'done');
    expect(done).toMatchObject({ attempts: 2, done: 2, total: 2 });
    // A run that is heard from is left alone.
    const [alive] = await ctx.database.db.insert(tasks).values({ kind: 'test_counting', status: 'running', input: { rows: 1 }, heartbeatAt: new Date() }).returning();
    await queueOf(ctx.app).recoverOrphans();
    expect((await taskRow(alive!.id)()).status).toBe('running');
    await ctx.database.db.update(tasks).set({ status: 'canceled' }).where(eq(tasks.id, alive!.id));
  });

  it('a run whose task another node took over stops at its next heartbeat', async () => {
    const started = new Promise<void>((r) => (gate.started = r));
    const { id } = await queueOf(ctx.app).startTask(slow, { id: 'taken' }, { actor: null });
    await started;
    await ctx.database.db.update(tasks).set({ runner: '11111111-1111-4111-8111-111111111111' }).where(eq(tasks.id, id));
    // The handler sees its signal aborted at the next heartbeat; the row, held by the other runner, is not touched.
    await until(async () => calls.get('taken:aborted'), (v) => v === 1, 5_000);
    await new Promise((r) => setTimeout(r, 300));
    expect(await taskRow(id)()).toMatchObject({ status: 'running', runner: '11111111-1111-4111-8111-111111111111' });
    await ctx.database.db.update(tasks).set({ status: 'canceled' }).where(eq(tasks.id, id));
  });

  it('a task interrupted by a stop is finished after the app starts again', async () => {
    const started = new Promise<void>((r) => (gate.started = r));
    const { id } = await queueOf(ctx.app).startTask(slow, { id: 'restart' }, { actor: null });
    await started;
    expect((await taskRow(id)()).status).toBe('running');
    await ctx.app.close();
    expect((await taskRow(id)()).status).toBe('queued');
    // The same database, a new app (a restart, or another node).
    const config = { ...loadConfig({ DATA_DIR: ctx.dataDir, LOG_LEVEL: 'silent' }) };
    const again = await buildApp({ config, database: ctx.database, serveStatic: false, logger: false, jobs: { work: true, ...TEST_JOBS } });
    await again.ready();
    try {
      const row = await until(taskRow(id), (r) => r.status === 'done');
      expect(row).toMatchObject({ attempts: 2, result: { ok: true } });
      expect(calls.get('restart')).toBe(2);
    } finally {
      await again.close();
    }
  });

});
