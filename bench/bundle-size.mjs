// Gzipped JavaScript a browser downloads, from the build manifest (apps/web/dist/.vite/manifest.json):
// - the login page: the entry and the login chunk, with every chunk they import statically;
// - the shell: the entry and the layout (menu, header, bell);
// - every lazy screen of the router: what opening it downloads once the shell is there.
// Each figure has a budget; screens not yet within it have a ceiling each (bench/bundle-ceilings.json) that
// they may not pass. `--check` exits 1 listing the offenders, `--json` prints the figures as JSON.
// Run after `npm run build -w @pishkhan/web`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

export const BUDGETS_KB = { login: 200, shell: 300, screen: 100 };

/**
 * Heavy parts that screens load lazily in their turn, reported by name: what opening one downloads
 * once the shell and the screen that loads it are there (the rich-text editor loads only with a form
 * that has a rich-text field).
 */
export const PARTS = { editor: /components\/editor\/RichTextEditor\.tsx$/ };

const DEFAULT_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');

/** The figures of one build: `{ login, shell, screens: [{ name, kb, chunks }] }`, sizes in KB gzip. */
export function measure(dist = DEFAULT_DIST) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const sizes = new Map();
  const gz = (file) => {
    if (!sizes.has(file)) sizes.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
    return sizes.get(file);
  };
  const closure = (keys) => {
    const seen = new Set();
    const visit = (k) => {
      if (seen.has(k) || !manifest[k]) return;
      seen.add(k);
      for (const i of manifest[k].imports ?? []) visit(i);
    };
    keys.forEach(visit);
    return seen;
  };
  const kb = (keys) => [...keys].reduce((n, k) => n + gz(manifest[k].file), 0) / 1024;
  const find = (re) => Object.keys(manifest).find((k) => re.test(k));
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const layout = find(/app\/layout\/AdminLayout\.tsx$/);
  const login = closure([entry, find(/app\/pages\/LoginPage\.tsx$/)]);
  const shell = closure([entry, layout]);

  // The router's lazy screens: every dynamic import of the entry and of the chunks it loads statically,
  // except the layout and the login page (measured above).
  const screens = new Set();
  for (const k of closure([entry])) for (const d of manifest[k].dynamicImports ?? []) screens.add(d);
  screens.delete(layout);
  screens.delete(find(/app\/pages\/LoginPage\.tsx$/));
  const result = {
    login: { kb: kb(login), chunks: login.size },
    shell: { kb: kb(shell), chunks: shell.size },
    screens: [...screens]
      .map((k) => {
        const own = [...closure([k])].filter((c) => !shell.has(c));
        return { name: k.replace(/^src\//, ''), kb: kb(own), chunks: own.length };
      })
      .sort((a, b) => b.kb - a.kb),
    parts: Object.entries(PARTS)
      .map(([name, re]) => {
        const key = find(re);
        if (!key) return null;
        // The first chunk that imports it lazily is the screen it opens in.
        const loader = Object.keys(manifest).find((k) => (manifest[k].dynamicImports ?? []).includes(key));
        const before = loader ? closure([loader]) : new Set();
        const own = [...closure([key])].filter((c) => !shell.has(c) && !before.has(c));
        return { name, kb: kb(own), chunks: own.length, loadedBy: loader ? loader.replace(/^src\//, '') : null };
      })
      .filter(Boolean),
  };
  return result;
}

/**
 * Screens not yet within the screen budget, each with the most it may weigh until it is brought under
 * (bench/bundle-ceilings.json): a ratchet, so no screen grows and none joins them.
 */
export function ceilings(file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'bundle-ceilings.json')) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')).screens ?? {} : {};
}

/** Every figure over its budget (or a known screen over its ceiling), and every ceiling no longer needed, as lines of text. */
export function offenders(m, known = ceilings()) {
  const out = [];
  if (m.login.kb > BUDGETS_KB.login) out.push(`login page: ${m.login.kb.toFixed(1)} KB > ${BUDGETS_KB.login} KB`);
  if (m.shell.kb > BUDGETS_KB.shell) out.push(`shell: ${m.shell.kb.toFixed(1)} KB > ${BUDGETS_KB.shell} KB`);
  const names = new Set(m.screens.map((s) => s.name));
  for (const s of m.screens) {
    const limit = known[s.name] ?? BUDGETS_KB.screen;
    if (s.kb > limit) out.push(`${s.name}: ${s.kb.toFixed(1)} KB beyond the shell > ${limit} KB${known[s.name] ? ' (its ceiling)' : ''}`);
    else if (known[s.name] && s.kb <= BUDGETS_KB.screen) out.push(`${s.name}: ${s.kb.toFixed(1)} KB is within the budget: remove its ceiling from bench/bundle-ceilings.json`);
  }
  for (const name of Object.keys(known)) if (!names.has(name)) out.push(`${name}: no such screen: remove its ceiling from bench/bundle-ceilings.json`);
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const distArg = args.find((a) => !a.startsWith('--'));
  const m = measure(distArg ? path.resolve(distArg) : DEFAULT_DIST);
  if (args.includes('--json')) {
    const known = ceilings();
    process.stdout.write(`${JSON.stringify({ budgets: BUDGETS_KB, ...m, over_budget: m.screens.filter((s) => s.kb > BUDGETS_KB.screen).length, ceilings: known, offenders: offenders(m, known) })}\n`);
  } else {
    console.log(`login page: ${m.login.kb.toFixed(1)} KB gzip in ${m.login.chunks} chunks (budget ${BUDGETS_KB.login})`);
    console.log(`shell (entry + layout): ${m.shell.kb.toFixed(1)} KB gzip in ${m.shell.chunks} chunks (budget ${BUDGETS_KB.shell})`);
    console.log(`${m.screens.length} screens, beyond the shell (budget ${BUDGETS_KB.screen} each):`);
    const known = ceilings();
    for (const s of m.screens) console.log(`  ${s.kb.toFixed(1).padStart(6)} KB  ${String(s.chunks).padStart(2)} chunks  ${s.name}${known[s.name] ? `  (over budget, ceiling ${known[s.name]})` : ''}`);
    for (const p of m.parts) console.log(`lazy part ${p.name}: ${p.kb.toFixed(1)} KB gzip in ${p.chunks} chunks beyond the shell and ${p.loadedBy ?? 'its screen'}`);
    const dist = distArg ? path.resolve(distArg) : DEFAULT_DIST;
    const fonts = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.woff2'));
    console.log(`font: ${fonts.map((f) => `${f} ${(fs.statSync(path.join(dist, 'assets', f)).size / 1024).toFixed(0)} KB`).join(', ')}`);
  }
  const over = offenders(m);
  if (args.includes('--check') && over.length) {
    process.stderr.write(`over budget:\n${over.map((o) => `  ${o}`).join('\n')}\n`);
    process.exit(1);
  }
}
