// Shared by the root scripts: install dependencies and build the SPA when needed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const say = (m) => process.stdout.write(`[pishkhan] ${m}\n`);

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts });
  if (r.status !== 0) {
    say(`${cmd} ${args.join(' ')} failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status || 1);
  }
}

const mtime = (p) => {
  try {
    return fs.statSync(p).mtimeMs;
  } catch {
    return 0;
  }
};

function newest(dir) {
  let t = 0;
  if (!fs.existsSync(dir)) return 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist') continue;
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : mtime(p));
  }
  return t;
}

/** npm ci on the first run, or when package-lock.json changed since the last install. */
export function ensureInstalled() {
  const marker = path.join(ROOT, 'node_modules', '.package-lock.json');
  if (!fs.existsSync(marker) || mtime(path.join(ROOT, 'package-lock.json')) > mtime(marker)) {
    say('installing dependencies (npm ci)…');
    run('npm', ['ci', '--no-audit', '--no-fund']);
  }
}

/** Builds the admin SPA when it is missing or older than its sources. */
export function ensureBuilt() {
  const index = path.join(ROOT, 'apps/web/dist/index.html');
  const sources = Math.max(
    newest(path.join(ROOT, 'apps/web/src')),
    newest(path.join(ROOT, 'apps/web/public')),
    newest(path.join(ROOT, 'packages/common/src')),
    mtime(path.join(ROOT, 'apps/web/index.html')),
    mtime(path.join(ROOT, 'apps/web/vite.config.ts')),
  );
  if (mtime(index) < sources) {
    say('building the admin app (vite build)…');
    // A production build even when started from a test runner (vitest sets NODE_ENV=test, and Vite keeps it).
    run('npm', ['run', 'build', '-w', '@pishkhan/web'], { env: { ...process.env, NODE_ENV: 'production' } });
  }
}
