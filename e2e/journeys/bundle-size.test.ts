import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Figures {
  budgets: { login: number; shell: number; screen: number };
  login: { kb: number };
  shell: { kb: number };
  screens: { name: string; kb: number }[];
  offenders: string[];
  parts: { name: string; kb: number; chunks: number; loadedBy: string | null }[];
}

/** The built admin app (npm test builds it before the browser journeys) stays within its JavaScript budgets. */
describe('bundle budgets', () => {
  // Screens not yet within the 100 KB budget are listed with a ceiling each (bench/bundle-ceilings.json):
  // none may grow past it, no new screen may join them, and a screen brought under loses its ceiling.
  it('keeps the login page, the shell and every lazy screen within their gzip budgets (or known ceilings)', () => {
    const r = spawnSync(process.execPath, ['bench/bundle-size.mjs', '--json'], { cwd: ROOT, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    const f = JSON.parse(r.stdout) as Figures;
    // Every lazy screen of the router is measured, not a chosen few.
    expect(f.screens.length).toBeGreaterThan(50);
    expect(f.offenders, `over budget:\n${f.offenders.join('\n')}`).toEqual([]);
    // The login page and the shell have no ceilings: their budgets hold as they are.
    expect(f.login.kb).toBeLessThanOrEqual(f.budgets.login);
    expect(f.shell.kb).toBeLessThanOrEqual(f.budgets.shell);
  });

  it('keeps the rich-text editor a lazy part of its own, loaded by the form only when a field needs it', () => {
    const r = spawnSync(process.execPath, ['bench/bundle-size.mjs', '--json'], { cwd: ROOT, encoding: 'utf8' });
    const f = JSON.parse(r.stdout) as Figures;
    const editor = f.parts.find((p) => p.name === 'editor');
    // Loaded lazily (a dynamic import) by the forms with rich text: by ResourceFormPage alone, or, now that
    // the newsletter form has rich text too, by the chunk the two share; never part of the entry.
    expect(editor?.loadedBy).toBeTruthy();
    expect(editor!.loadedBy).not.toMatch(/main\.tsx|AdminLayout|LoginPage/);
    // Bigger than a screen's whole budget, so a form screen within its budget cannot be carrying it.
    expect(editor!.kb).toBeGreaterThan(f.budgets.screen);
    expect(f.screens.find((s) => s.name === 'components/crud/resource/ResourceFormPage.tsx')!.kb).toBeLessThanOrEqual(f.budgets.screen);
  });
});
