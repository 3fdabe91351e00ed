import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// antd's Select (~22 KB gzip) loads when a screen first shows one (components/inputs/LazySelect): one
// chunk no screen counts. A single screen importing it from antd again would bring it back into that
// screen and make the bundler split it anew, a little heavier for every screen that has a picker.
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });

describe('antd Select loads when shown', () => {
  it('no source imports Select from antd at once (type imports and lazy imports aside)', () => {
    const eager = sources(src)
      .map((f) => ({ f: path.relative(src, f).replace(/\\/g, '/'), text: fs.readFileSync(f, 'utf8') }))
      .filter(({ text }) =>
        [...text.matchAll(/^import\s+(type\s+)?\{([^}]*)\}\s*from\s*'antd';/gm)].some(([, typeOnly, names]) => !typeOnly && names!.split(',').some((n) => n.trim().split(/\s+as\s+/)[0] === 'Select')) ||
        /^import\s+[^;]*from\s*'antd\/es\/select'/m.test(text),
      )
      .map(({ f }) => f);
    expect(eager).toEqual([]);
  });
});
