// `npm run dev`: the API with reload on change (tsx watch) and the SPA with Vite hot reload on
// http://localhost:5173/admin/ (it proxies /api and /uploads to the API on PORT, default 3000).
import { spawn } from 'node:child_process';
import { ensureInstalled, ROOT } from './lib.mjs';

ensureInstalled();
const env = { ...process.env, NODE_ENV: 'development' };
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/server.ts'], { cwd: ROOT, stdio: 'inherit', env }),
  spawn('npx', ['vite'], { cwd: `${ROOT}/apps/web`, stdio: 'inherit', env }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
