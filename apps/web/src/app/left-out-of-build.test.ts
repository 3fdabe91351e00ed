import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// vite.config.ts leaves two antd features out of the build (no screen uses them): a Table column's own
// filter dropdown and a Card's tab list. Using either would silently show nothing, so no screen may.
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });

describe('antd features left out of the build', () => {
  const files = sources(src).map((f) => ({ f: path.relative(src, f), text: fs.readFileSync(f, 'utf8') }));

  it('no Card has a tab list', () => {
    expect(files.filter(({ text }) => /\btabList\b|\bactiveTabKey\b|\bonTabChange\b/.test(text)).map(({ f }) => f)).toEqual([]);
  });

  it('no table column has its own filter dropdown', () => {
    expect(files.filter(({ text }) => /\bfilterDropdown\b|\bfilters\s*:\s*\[|\bonFilter\s*:/.test(text)).map(({ f }) => f)).toEqual([]);
  });
});
