// `npm test`: server tests (real PostgreSQL), web tests, then the browser journeys. Installs what it
// needs on the first run. Prints one closing line `tests: N passed, M failed`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, ROOT } from './lib.mjs';

ensureInstalled();
const only = process.argv[2]; // optional: server | web | e2e
const say = (m) => process.stdout.write(`[pishkhan] ${m}\n`);

function ensureChromium() {
  if (process.env.CHROMIUM_PATH || fs.existsSync('/usr/bin/chromium')) return;
  if (process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
    say('installing Debian chromium for the browser tests…');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  }
  if (!fs.existsSync('/usr/bin/chromium')) {
    say('the browser tests need Chromium at /usr/bin/chromium (apt-get install chromium) or CHROMIUM_PATH');
    process.exit(1);
  }
}

const suites = [
  { name: 'server', cwd: 'apps/server', args: [] },
  { name: 'web', cwd: 'apps/web', args: [] },
  { name: 'e2e', cwd: 'e2e', args: [] },
].filter((s) => !only || s.name === only);

let passed = 0;
let failed = 0;
let broken = false;
for (const s of suites) {
  if (s.name === 'e2e') {
    ensureBuilt();
    ensureChromium();
  }
  const out = path.join(os.tmpdir(), `pishkhan-vitest-${s.name}-${process.pid}.json`);
  say(`${s.name} tests…`);
  const r = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...s.args], {
    cwd: path.join(ROOT, s.cwd),
    stdio: 'inherit',
  });
  try {
    const j = JSON.parse(fs.readFileSync(out, 'utf8'));
    passed += j.numPassedTests;
    failed += j.numFailedTests;
    if (j.numTotalTests === 0) broken = true;
    fs.rmSync(out, { force: true });
  } catch {
    broken = true;
  }
  if (r.status !== 0) broken = true;
}
process.stdout.write(`tests: ${passed} passed, ${failed} failed\n`);
process.exit(failed || broken ? 1 : 0);
