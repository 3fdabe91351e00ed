// `npm start`: install on the first run, build the SPA if needed, then run the server
// (API under /api, the SPA under /admin) on the embedded PostgreSQL unless DATABASE_URL is set.
import { ensureBuilt, ensureInstalled, ROOT } from './lib.mjs';

ensureInstalled();
ensureBuilt();
process.chdir(ROOT);
const { register } = await import('tsx/esm/api');
register();
await import('../apps/server/src/server.ts');
