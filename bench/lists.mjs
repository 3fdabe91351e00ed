// List endpoints under load (autocannon, 10 connections, 5 s each) on the embedded database:
// cities search (Persian/Arabic spelling), a deep page of cities, the admins list, home, and the
// audit log with 200,000 generated rows (unfiltered, by entity, by admin and date range).
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startBenchServer } from './server.mjs';

const { base, dir, token, stop } = await startBenchServer();
try {
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
  await stop();
}
