/**
 * The registries are checked here, not kept by memory: every menu item has a screen (or is listed
 * as not built yet), every resource definition has its permissions, audit names and menu item, and
 * the screens come from the features folder.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { auditFieldLabel } from '@pishkhan/common/audit-present';
import { entityLabels } from '@pishkhan/common/i18n/fa/labels';
import { MENU, NOT_BUILT } from '@pishkhan/common/menu';
import { ALL_PERMISSIONS, permissionLabel } from '@pishkhan/common/permissions';
import { fieldEntries, permissionOf } from '@pishkhan/common/resource';
import { RESOURCES } from '@pishkhan/common/resources/index';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './router';

function paths(routes: RouteObject[], base = ''): string[] {
  return routes.flatMap((r) => {
    const p = r.index ? base || '/' : r.path ? `${base}/${r.path}` : base;
    return [...(r.element && (r.path || r.index) ? [p] : []), ...(r.children ? paths(r.children, r.path ? p : base) : [])];
  });
}
const routePaths = new Set(paths(appRoutes).map((p) => `/admin${p === '/' ? '' : p}`));
const items = MENU.flatMap((g) => g.items);
const persian = /[\u0600-\u06FF]/;

describe('registries', () => {
  it('every menu item has a screen at its path, unless it is listed as not built yet', () => {
    const missing = items.filter((i) => !NOT_BUILT.has(i.key) && !routePaths.has(i.path)).map((i) => i.path);
    expect(missing).toEqual([]);
    // A screen that got built leaves the list.
    const stale = items.filter((i) => NOT_BUILT.has(i.key) && routePaths.has(i.path)).map((i) => i.key);
    expect(stale).toEqual([]);
    for (const key of NOT_BUILT) expect(items.some((i) => i.key === key), key).toBe(true);
  });

  it.each(RESOURCES.map((r) => [r.name, r] as const))('%s: permissions, audit names, menu item and screens', (_n, r) => {
    const perm = permissionOf(r);
    for (const verb of ['read', 'create', 'update', 'delete']) {
      expect(ALL_PERMISSIONS).toContain(`${verb}_${perm}`);
      expect(permissionLabel(`${verb}_${perm}`)).toMatch(persian);
    }
    expect(entityLabels[r.name]).toBe(r.texts.one);
    for (const [name, f] of fieldEntries(r)) expect(auditFieldLabel(r.name, name)).toBe(f.label);
    const menu = items.find((i) => i.path === `/admin${r.web}`);
    expect(menu?.permission, `menu item at /admin${r.web}`).toBe(`read_${perm}`);
    for (const p of [r.web, `${r.web}/create`, `${r.web}/edit/:id`]) expect(routePaths.has(`/admin${p}`), p).toBe(true);
  });

  it('takes its screens from the features folder: the router lists no feature by hand', () => {
    const router = readFileSync(join(__dirname, 'router.tsx'), 'utf8');
    expect(router).not.toMatch(/from '\.\.\/features\//);
    const files: string[] = [];
    const walk = (d: string) => {
      for (const e of readdirSync(d)) {
        const p = join(d, e);
        if (statSync(p).isDirectory()) walk(p);
        else if (e.endsWith('.routes.tsx')) files.push(p);
      }
    };
    walk(join(__dirname, '../features'));
    expect(files.length).toBeGreaterThan(30);
    // Each routes file's paths are in the router.
    for (const f of files) {
      for (const m of readFileSync(f, 'utf8').matchAll(/path: '([\w-]+)'/g)) expect(routePaths.has(`/admin/${m[1]}`), `${f}: ${m[1]}`).toBe(true);
    }
  });
});
