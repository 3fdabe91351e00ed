// Fails when Persian text appears outside the string catalogue (packages/common/src/i18n/fa/).
// Tests, test fixtures and seed data are exempt. Run by `npm run lint` and by the server tests.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PERSIAN = /[\u0600-\u06FF]/;
const EXEMPT = [/\/i18n\//, /\.test\.tsx?$/, /\/test\//, /fixtures/, /\/seed\//];

export function persianOutsideCatalogue() {
  const hits = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name === 'dist') continue;
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(ts|tsx)$/.test(e.name) && !EXEMPT.some((x) => x.test(p.replaceAll(path.sep, '/')))) {
        fs.readFileSync(p, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            // Comments may quote Persian; code may not.
            const code = line.replace(/\/\/.*$/, '').replace(/^\s*\*.*$/, '').replace(/\/\*.*?\*\//g, '');
            if (PERSIAN.test(code)) hits.push(`${path.relative(ROOT, p)}:${i + 1}: ${line.trim().slice(0, 100)}`);
          });
      }
    }
  };
  for (const d of ['apps/server/src', 'apps/web/src', 'packages/common/src']) if (fs.existsSync(path.join(ROOT, d))) walk(path.join(ROOT, d));
  return hits;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const hits = persianOutsideCatalogue();
  for (const h of hits) console.log(h);
  console.log(hits.length ? `${hits.length} Persian literal(s) outside packages/common/src/i18n/fa/` : 'no Persian literals outside the catalogue');
  process.exit(hits.length ? 1 : 0);
}
