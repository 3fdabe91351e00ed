import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirBusyError, startEmbedded } from './embedded';

/**
 * The embedded PostgreSQL and the DATA_DIR lock, on temporary data folders of their own (not the
 * shared test database), including a real server killed with SIGKILL and started again.
 */
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dirs: string[] = [];
const children: ChildProcess[] = [];
const postgresPids: number[] = [];

function tempDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pishkhan-embedded-'));
  fs.chmodSync(dir, 0o755); // the embedded database runs as "postgres" when we are root
  dirs.push(dir);
  return dir;
}
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e: any) {
    return e.code === 'EPERM';
  }
};
const postmasterPid = (dir: string) => {
  const f = path.join(dir, 'postgres', 'postmaster.pid');
  return fs.existsSync(f) ? Number(fs.readFileSync(f, 'utf8').split('\n')[0]) : undefined;
};
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}
async function waitFor<T>(what: string, fn: () => Promise<T | undefined>, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn().catch(() => undefined);
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

interface Server {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}
function startServer(dataDir: string, port: number): Server {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', ADMIN_PASSWORD: 'Embedded-Pass-1', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL; // the embedded database, whatever the suite runs against
  delete env.NODE_OPTIONS;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: SERVER_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, port, output: () => out, exited };
}
async function healthy(s: Server) {
  return waitFor(
    `the server on ${s.port} (${s.output()})`,
    async () => {
      if (s.child.exitCode !== null) throw new Error(`server exited ${s.child.exitCode}: ${s.output()}`);
      const r = await fetch(`http://127.0.0.1:${s.port}/api/health`);
      return r.status === 200 ? ((await r.json()) as { status: string }) : undefined;
    },
    90_000,
  ).catch((e) => {
    throw new Error(`${e.message}\n${s.output()}`);
  });
}
async function call(port: number, method: string, url: string, body?: unknown, token?: string) {
  const r = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: r.status, json: (await r.json().catch(() => null)) as any };
}
const signIn = async (port: number) => (await call(port, 'POST', '/api/admin/login', { username: 'admin', password: 'Embedded-Pass-1' })).json.data.token as string;

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null && c.pid) process.kill(c.pid, 'SIGKILL');
  // A database left behind by a failed test: stop it by its own pid file.
  for (const d of dirs) {
    const pid = postmasterPid(d);
    if (pid && alive(pid)) postgresPids.push(pid);
  }
  for (const pid of postgresPids) if (alive(pid)) process.kill(pid, 'SIGQUIT');
  await new Promise((r) => setTimeout(r, 500));
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

describe('DATA_DIR lock', () => {
  it('refuses a second lock while the holder lives, and takes over a stale lock', async () => {
    const dir = tempDataDir();
    const lockFile = path.join(dir, 'pishkhan.pid');
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    children.push(holder);
    fs.writeFileSync(lockFile, String(holder.pid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirBusyError);
    expect(() => acquireDataDirLock(dir)).toThrow(`pid ${holder.pid}`);
    expect(() => acquireDataDirLock(dir)).toThrow(`DATA_DIR ${dir}`);
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(holder.pid));

    holder.kill('SIGKILL');
    await once(holder, 'exit');
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockFile)).toBe(false);

    // A live pid that is not ours (reused by another program) does not hold the lock either.
    const stranger = spawn('sleep', ['30'], { stdio: 'ignore' });
    children.push(stranger);
    fs.writeFileSync(lockFile, String(stranger.pid));
    const again = acquireDataDirLock(dir);
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    again();
    stranger.kill('SIGKILL');
  });
});

describe('embedded PostgreSQL', () => {
  it('keeps committed data across stop and start, on 127.0.0.1 with a password', async () => {
    const dir = tempDataDir();
    const release = acquireDataDirLock(dir);
    try {
      let db = await startEmbedded(dir, 'keep', () => undefined);
      postgresPids.push(postmasterPid(dir)!);
      expect(db.port).not.toBe(5432);
      expect(db.url()).toMatch(/^postgres:\/\/pishkhan:[^@]+@127\.0\.0\.1:\d+\/keep$/);
      const creds = fs.statSync(path.join(dir, 'postgres-credentials.json'));
      expect(creds.mode & 0o077).toBe(0);
      let c = new pg.Client({ connectionString: db.url() });
      await c.connect();
      const enc = await c.query('show server_encoding');
      expect(enc.rows[0].server_encoding).toBe('UTF8');
      await c.query('create table kept (v text)');
      await c.query(`insert into kept values ('سلام')`);
      await c.end();
      const wrong = new pg.Client({ connectionString: db.url().replace(/:[^:@]+@/, ':wrong@') });
      await expect(wrong.connect()).rejects.toThrow(/password/);
      await wrong.end().catch(() => undefined);
      await db.stop();
      expect(postmasterPid(dir)).toBeUndefined();

      // A stale pid file naming a live process that is some other program — even one called
      // "postgres", e.g. another cluster after a reboot — must not make us stop that process.
      const foreign = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', 'postgres'], { stdio: 'ignore', cwd: os.tmpdir() });
      children.push(foreign);
      await waitFor('the foreign process', async () => (fs.readFileSync(`/proc/${foreign.pid}/cmdline`, 'utf8').includes('postgres') ? true : undefined), 5000);
      fs.writeFileSync(path.join(dir, 'postgres', 'postmaster.pid'), `${foreign.pid}\n${path.join(dir, 'postgres')}\n`);

      db = await startEmbedded(dir, 'keep', () => undefined);
      postgresPids.push(postmasterPid(dir)!);
      expect(alive(foreign.pid!)).toBe(true);
      expect(foreign.exitCode).toBeNull();
      foreign.kill('SIGKILL');
      c = new pg.Client({ connectionString: db.url() });
      await c.connect();
      expect((await c.query('select v from kept')).rows).toEqual([{ v: 'سلام' }]);
      await c.end();
      await db.stop();
    } finally {
      release();
    }
  }, 60_000);
});

describe('the server on a DATA_DIR', () => {
  it('recovers after kill -9 with nothing committed lost, and refuses a second server on the same DATA_DIR', async () => {
    const dir = tempDataDir();
    const first = startServer(dir, await freePort());
    expect(await healthy(first)).toEqual({ status: 'ok' });
    const token = await signIn(first.port);
    const created = await call(first.port, 'POST', '/api/admin/colors', { name: 'لاجوردی', code: '#1f3a93' }, token);
    expect(created.status).toBe(201);
    const orphan = postmasterPid(dir)!;
    postgresPids.push(orphan);
    expect(alive(orphan)).toBe(true);

    first.child.kill('SIGKILL');
    await first.exited;
    // The database process outlives its parent: the next start must deal with it.
    expect(alive(orphan)).toBe(true);
    expect(fs.readFileSync(path.join(dir, 'pishkhan.pid'), 'utf8')).toBe(String(first.child.pid));

    const second = startServer(dir, await freePort());
    expect(await healthy(second)).toEqual({ status: 'ok' });
    expect(alive(orphan)).toBe(false);
    postgresPids.push(postmasterPid(dir)!);
    const token2 = await signIn(second.port);
    const list = await call(second.port, 'GET', `/api/admin/colors?q=${encodeURIComponent('لاجوردی')}`, undefined, token2);
    expect(list.status).toBe(200);
    expect(list.json.data).toEqual([expect.objectContaining({ id: created.json.data.id, name: 'لاجوردی', code: '#1f3a93' })]);
    // The provinces were seeded once, not twice.
    expect((await call(second.port, 'GET', '/api/admin/provinces', undefined, token2)).json.meta.total).toBe(31);

    const third = startServer(dir, await freePort());
    const code = await Promise.race([third.exited, new Promise<'hung'>((r) => setTimeout(() => r('hung'), 30_000))]);
    expect(code).not.toBe('hung');
    expect(code).not.toBe(0);
    expect(third.output()).toContain('DATA_DIR');
    expect(third.output()).toContain(String(second.child.pid));
    // The running server is unharmed.
    expect((await call(second.port, 'GET', '/api/health')).json).toEqual({ status: 'ok' });
    expect((await call(second.port, 'GET', '/api/admin/colors', undefined, token2)).json.meta.total).toBe(1);

    // Power loss: the server and its database die at once; WAL recovery keeps what was committed.
    expect((await call(second.port, 'POST', '/api/admin/colors', { name: 'فیروزه‌ای', code: '#40e0d0' }, token2)).status).toBe(201);
    const lostPg = postmasterPid(dir)!;
    second.child.kill('SIGKILL');
    process.kill(lostPg, 'SIGKILL');
    await second.exited;
    await waitFor('the database to die', async () => (alive(lostPg) ? undefined : true), 10_000);
    const fourth = startServer(dir, await freePort());
    expect(await healthy(fourth)).toEqual({ status: 'ok' });
    postgresPids.push(postmasterPid(dir)!);
    const token4 = await signIn(fourth.port);
    const colours = await call(fourth.port, 'GET', '/api/admin/colors?sort=name', undefined, token4);
    expect(colours.json.data.map((c: any) => c.name).sort()).toEqual(['فیروزه‌ای', 'لاجوردی'].sort());

    // A clean stop releases the lock and stops the database.
    const pgPid = postmasterPid(dir)!;
    fourth.child.kill('SIGTERM');
    expect(await fourth.exited).toBe(0);
    expect(fs.existsSync(path.join(dir, 'pishkhan.pid'))).toBe(false);
    expect(alive(pgPid)).toBe(false);
  }, 180_000);
});
