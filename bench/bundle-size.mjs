// Gzipped JavaScript a browser downloads for the login page, for the shell (layout + dashboard) and
// for opening a few heavy screens once the shell is there,
// from the build manifest: the entry, the route's lazy chunk, and every chunk they import statically.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

function closure(keys) {
  const seen = new Set();
  const visit = (k) => {
    if (seen.has(k) || !manifest[k]) return;
    seen.add(k);
    for (const i of manifest[k].imports ?? []) visit(i);
  };
  keys.forEach(visit);
  return [...seen].map((k) => manifest[k].file);
}
const find = (re) => Object.keys(manifest).find((k) => re.test(k));
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const kb = (files) => (files.reduce((n, f) => n + gz(f), 0) / 1024).toFixed(1);

const pages = {
  'entry (shared)': [entry],
  'login page': [entry, find(/LoginPage\.tsx$/)],
  'shell (layout)': [entry, find(/AdminLayout\.tsx$/)],
  'shell + dashboard': [entry, find(/AdminLayout\.tsx$/), find(/Dashboard[^/]*\.tsx$/)],
};
for (const [name, keys] of Object.entries(pages)) {
  const files = closure(keys.filter(Boolean));
  console.log(`${name}: ${kb(files)} KB gzip in ${files.length} chunks`);
}
// A screen's own cost: what opening it downloads once the shell is loaded.
const shell = new Set(closure([entry, find(/AdminLayout\.tsx$/)].filter(Boolean)));
for (const [name, re] of [
  ['product form screen', /ProductFormPage\.tsx$/],
  ['product list screen', /ProductListPage\.tsx$/],
  ['customer page', /CustomerShowPage\.tsx$/],
  ['shipping areas screen', /ShippingAreasPage\.tsx$/],
]) {
  const key = find(re);
  if (!key) continue;
  const files = closure([key]).filter((f) => !shell.has(f));
  console.log(`${name} (beyond the shell): ${kb(files)} KB gzip in ${files.length} chunks`);
}
const font = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.woff2'));
console.log(`font: ${font.map((f) => `${f} ${(fs.statSync(path.join(dist, 'assets', f)).size / 1024).toFixed(0)} KB`).join(', ')}`);
