// Fails when source files of apps/ or packages/ import each other in a loop (type-only and lazy
// imports count too: a loop of types is still two files that cannot be read apart).
// Run by `npm run lint` and by the server tests.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIRS = ['apps/server/src', 'apps/server/test', 'apps/web/src', 'packages/common/src'];
const COMMON = 'packages/common/src';
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles() {
  const files = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name === 'dist') continue;
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(ts|tsx)$/.test(e.name) && !e.name.endsWith('.d.ts')) files.push(path.relative(ROOT, p).replaceAll(path.sep, '/'));
    }
  };
  for (const d of DIRS) if (fs.existsSync(path.join(ROOT, d))) walk(path.join(ROOT, d));
  return files;
}

/** The file of this tree that `spec` names from `from`, or null (a package outside the tree). */
function resolve(from, spec) {
  let base;
  if (spec === '@pishkhan/common') base = `${COMMON}/index`;
  else if (spec.startsWith('@pishkhan/common/')) base = `${COMMON}/${spec.slice('@pishkhan/common/'.length)}`;
  else if (spec.startsWith('.')) base = path.posix.join(path.posix.dirname(from), spec);
  else return null;
  base = base.replace(/\.(js|ts|tsx)$/, '');
  for (const ext of EXTENSIONS) {
    const p = base + ext;
    if (/\.tsx?$/.test(p) && fs.existsSync(path.join(ROOT, p)) && fs.statSync(path.join(ROOT, p)).isFile()) return p;
  }
  return null;
}

/** file → the files of this tree it imports (static, type-only, re-exports and dynamic `import()`). */
export function importGraph() {
  const graph = new Map();
  for (const file of sourceFiles()) {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    const { importedFiles } = ts.preProcessFile(text, true, true);
    const deps = new Set();
    for (const { fileName } of importedFiles) {
      const to = resolve(file, fileName);
      if (to && to !== file) deps.add(to);
    }
    graph.set(file, [...deps].sort());
  }
  return graph;
}

/** Every loop of imports, each as its files (Tarjan's strongly connected components of two files or more). */
export function importCycles(graph = importGraph()) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const cycles = [];
  let next = 0;
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return cycles;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cycles = importCycles();
  for (const c of cycles) console.log(`import cycle: ${c.join(' <-> ')}`);
  console.log(cycles.length ? `${cycles.length} import cycle(s) in apps/ and packages/` : 'no import cycles in apps/ and packages/');
  process.exit(cycles.length ? 1 : 0);
}
