// List endpoints under load (autocannon, 10 connections, 5 s each) on the embedded database:
// cities search (Persian/Arabic spelling), a deep page of cities, the admins list, home, and the
// audit log with 200,000 generated rows (unfiltered, by entity, by admin and date range).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const freePort = () => new Promise((r) => { const s = net.createServer(); s.listen(0, '127.0.0.1', () => { const p = s.address().port; s.close(() => r(p)); }); });
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pishkhan-bench-'));
fs.chmodSync(dir, 0o755);
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, ADMIN_PASSWORD: 'Bench-Admin-2026', LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});
try {
  for (;;) {
    try { if ((await fetch(`${base}/api/health`)).ok) break; } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
  const token = (await (await fetch(`${base}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'Bench-Admin-2026' }) })).json()).data.token;

  // 200,000 audit rows straight into the database (port from postmaster.pid, password from DATA_DIR).
  const creds = JSON.parse(fs.readFileSync(path.join(dir, 'postgres-credentials.json'), 'utf8'));
  const pgPort = fs.readFileSync(path.join(dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3];
  const c = new pg.Client({ connectionString: `postgres://${creds.user}:${encodeURIComponent(creds.password)}@127.0.0.1:${pgPort}/pishkhan` });
  await c.connect();
  await c.query(`insert into audit_logs (admin_id, ip, entity, entity_id, action, changes, created_at)
    select 1, '10.0.0.' || (g % 250), (array['color','brand','unit','city','admin'])[1 + g % 5], (g % 5000)::text,
      (array['create','update','delete'])[1 + g % 3], jsonb_build_object('name', jsonb_build_array('a' || g, 'b' || g)),
      now() - (g || ' seconds')::interval
    from generate_series(1, 200000) g`);
  await c.query('analyze audit_logs');
  await c.end();

  const q = encodeURIComponent('كرمان');
  const targets = [
    ['cities ?q=كرمان (Arabic ك)', `/api/admin/cities?q=${q}`],
    ['cities page 40 sorted by name', '/api/admin/cities?page=40&sort=name'],
    ['admins list', '/api/admin/admins'],
    ['home (session state)', '/api/admin/home'],
    ['audit log, 200k rows, first page', '/api/admin/audit-logs'],
    ['audit log, entity=brand', '/api/admin/audit-logs?entity=brand'],
    ['audit log, admin + date range', `/api/admin/audit-logs?admin_id=1&from=${new Date(Date.now() - 86400e3).toISOString()}&to=${new Date().toISOString()}`],
  ];
  console.log('endpoint | req/s | p50 ms | p97.5 ms | p99 ms | errors');
  for (const [name, url] of targets) {
    const r = await autocannon({ url: base + url, connections: 10, duration: 5, headers: { authorization: `Bearer ${token}` } });
    console.log(`${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p97_5} | ${r.latency.p99} | ${r.errors + r.non2xx}`);
  }
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  fs.rmSync(dir, { recursive: true, force: true });
}
