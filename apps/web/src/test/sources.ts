import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The web app's source folder (apps/web/src). */
export const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every source file (.ts, .tsx) below `dir`, tests left out: `{ f }` relative to src with forward slashes, `text` its content. */
export function sourceFiles(dir = SRC): { f: string; text: string }[] {
  const walk = (d: string): string[] =>
    fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => {
      const p = path.join(d, e.name);
      if (e.isDirectory()) return walk(p);
      return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
    });
  return walk(dir).map((p) => ({ f: path.relative(SRC, p).replace(/\\/g, '/'), text: fs.readFileSync(p, 'utf8') }));
}
