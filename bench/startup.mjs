// Start-up figures: time from `node scripts/start.mjs` to a healthy /api/health on a fresh DATA_DIR
// (creates the database cluster, migrates, seeds) and on a second start of the same DATA_DIR, and
// the resident memory of the server process and of its embedded PostgreSQL after start.
import { spawn, execSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const freePort = () => new Promise((r) => { const s = net.createServer(); s.listen(0, '127.0.0.1', () => { const p = s.address().port; s.close(() => r(p)); }); });
const rssKb = (pid) => { try { return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]); } catch { return 0; } };
const descendants = (pid) => {
  try { return execSync(`ps -o pid= --ppid ${pid}`).toString().split('\n').map(Number).filter(Boolean).flatMap((c) => [c, ...descendants(c)]); } catch { return []; }
};

async function startOnce(dataDir) {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_PASSWORD: 'Bench-Admin-2026', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  for (;;) {
    try { if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break; } catch {}
    if (child.exitCode !== null) throw new Error('server exited');
    await new Promise((r) => setTimeout(r, 20));
  }
  const ms = performance.now() - t0;
  await new Promise((r) => setTimeout(r, 1000));
  const server = rssKb(child.pid);
  const pg = descendants(child.pid).filter((p) => { try { return fs.readFileSync(`/proc/${p}/cmdline`, 'utf8').includes('postgres'); } catch { return false; } });
  // PostgreSQL backends share memory: report the postmaster's RSS and the sum of all its processes.
  const pgSum = pg.reduce((n, p) => n + rssKb(p), 0);
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return { ms: Math.round(ms), serverRssMb: +(server / 1024).toFixed(1), pgProcesses: pg.length, pgRssSumMb: +(pgSum / 1024).toFixed(1) };
}

const runs = Number(process.argv[2] || 3);
const results = { fresh: [], second: [] };
for (let i = 0; i < runs; i++) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pishkhan-bench-'));
  fs.chmodSync(dir, 0o755);
  results.fresh.push(await startOnce(dir));
  results.second.push(await startOnce(dir));
  fs.rmSync(dir, { recursive: true, force: true });
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const k of ['fresh', 'second']) {
  const r = results[k];
  console.log(`${k} start → healthy: median ${median(r.map((x) => x.ms))} ms (runs: ${r.map((x) => x.ms).join(', ')}); server RSS ${median(r.map((x) => x.serverRssMb))} MB; embedded PostgreSQL ${r[0].pgProcesses} processes, RSS sum ${median(r.map((x) => x.pgRssSumMb))} MB`);
}
