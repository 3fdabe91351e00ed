// The product started as `npm start` starts it, for a benchmark: on a fresh embedded database in a
// temporary DATA_DIR and a free port, with the bench admin signed in.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCH_PASSWORD = 'Bench-Admin-2026';
const DEFAULT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const freePort = () => new Promise((r) => { const s = net.createServer(); s.listen(0, '127.0.0.1', () => { const p = s.address().port; s.close(() => r(p)); }); });

/**
 * Starts the server of the checkout at `root` and waits for /api/health. Returns its base URL, its
 * DATA_DIR, a signed-in admin's token and `stop()` (stops it and removes the DATA_DIR).
 */
export async function startBenchServer(root = DEFAULT_ROOT) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pishkhan-bench-'));
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, ADMIN_PASSWORD: BENCH_PASSWORD, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
      try { if ((await fetch(`${base}/api/health`)).ok) break; } catch {}
      await new Promise((r) => setTimeout(r, 50));
    }
    const login = await fetch(`${base}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: BENCH_PASSWORD }) });
    const token = (await login.json()).data.token;
    return { base, dir, token, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}
