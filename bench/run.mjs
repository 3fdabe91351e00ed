// `npm run bench`: every benchmark in this folder, one after the other.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
for (const b of ['startup.mjs', 'bundle-size.mjs', 'lists.mjs', 'orders.mjs', 'shop.mjs', 'admin-lists.mjs', 'reports.mjs', 'store.mjs']) {
  console.log(`\n== ${b}`);
  spawnSync(process.execPath, [path.join(here, b)], { stdio: 'inherit' });
}
