// What the load benchmarks share: the API started on DATABASE_URL, a kept BENCH_DATA_DIR or a
// scratch DATA_DIR with a pg client on its database, and a route measured with autocannon
// (p50 / p95 / p99 from every response time).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BUDGET = 50; // ms, p95
export const PASSWORD = process.env.ADMIN_PASSWORD || 'Bench-Admin-2026';

const freePort = () => new Promise((r) => { const s = net.createServer(); s.listen(0, '127.0.0.1', () => { const p = s.address().port; s.close(() => r(p)); }); });

/** The API on DATABASE_URL, a kept BENCH_DATA_DIR or a scratch DATA_DIR; a pg client on its database. */
export async function start() {
  const url = process.env.DATABASE_URL;
  const kept = process.env.BENCH_DATA_DIR ? path.resolve(process.env.BENCH_DATA_DIR) : null;
  const dir = url ? null : kept ?? fs.mkdtempSync(path.join(os.tmpdir(), 'pishkhan-bench-'));
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    fs.chmodSync(dir, 0o755); // the embedded database's own user must enter it
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'warn', NODE_ENV: 'production' };
  if (dir) { env.DATA_DIR = dir; delete env.DATABASE_URL; }
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; ; i++) {
    try { if ((await fetch(`${base}/api/health`)).ok) break; } catch {}
    if (i > 2400 || child.exitCode !== null) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  const login = await (await fetch(`${base}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: PASSWORD }) })).json();
  if (!login.data?.token) throw new Error(`sign-in refused (${JSON.stringify(login.error ?? login)}): set ADMIN_PASSWORD to the admin account's password`);
  let conn = url;
  if (!conn) {
    const creds = JSON.parse(fs.readFileSync(path.join(dir, 'postgres-credentials.json'), 'utf8'));
    const pgPort = fs.readFileSync(path.join(dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3].trim();
    conn = `postgres://${creds.user}:${encodeURIComponent(creds.password)}@127.0.0.1:${pgPort}/pishkhan`;
  }
  const client = new pg.Client({ connectionString: conn });
  await client.connect();
  // The server's database goes away with it (an embedded one): its "terminating connection" is expected.
  client.on('error', () => {});
  const stop = async () => {
    await client.end().catch(() => {});
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    if (dir && !kept) fs.rmSync(dir, { recursive: true, force: true });
  };
  return { base, token: login.data.token, client, stop, pid: child.pid };
}

/** autocannon on one GET (`setup` may change each request) for `secs` seconds: its result and every response time. */
export const run = (base, headers, { connections }, url, setup, secs) =>
  new Promise((resolve, reject) => {
    const times = [];
    const inst = autocannon(
      { url: base + url, connections, duration: secs, headers, ...(setup ? { requests: [{ method: 'GET', setupRequest: setup }] } : {}) },
      (err, r) => (err ? reject(err) : resolve({ r, times })),
    );
    inst.on('response', (_c, _status, _bytes, rt) => times.push(rt));
  });

export const pct = (sorted, x) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((x / 100) * sorted.length) - 1)] : NaN);

/** One route: a one-second warm-up, then `duration` seconds measured → p50 / p95 / p99 ms, req/s, errors. */
export async function measure(base, headers, o, t) {
  await run(base, headers, o, t.url, t.setup, 1);
  const { r, times } = await run(base, headers, o, t.url, t.setup, o.duration);
  times.sort((a, b) => a - b);
  const r1 = (x) => Math.round(x * 10) / 10;
  return { p50: r1(pct(times, 50)), p95: r1(pct(times, 95)), p99: r1(pct(times, 99)), rps: Math.round(r.requests.average), errors: r.errors + r.non2xx + r.timeouts };
}
