/**
 * Walks every form screen of the app — derived from the router, not listed by hand — and types
 * Persian digits into every number field it finds (the shared NumberInput marks itself with
 * `data-number-input`). The box must keep the number after blur, and when the form is saved the
 * request body carries it as a number. A raw antd InputNumber or <input type="number"> anywhere
 * fails the walk.
 */
import { ALL_PERMISSIONS } from '@pishkhan/common/permissions';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NUMBER_INPUT_ATTR } from '../components/inputs/NumberInput';
import { optionsFixture, productFixture } from '../features/catalog/products/fixtures';
import { homeFixture, json, mockFetch, renderWithSession, type FetchCall } from '../test/utils';
import { appRoutes } from './router';

const TYPED = '۲۵';
const SENT = 25;

/** The signed-in screens, flattened with their full paths. */
function flatten(routes: RouteObject[], base = ''): { path: string; route: RouteObject }[] {
  return routes.flatMap((r) => {
    const path = r.path ? (base ? `${base}/${r.path}` : r.path) : base;
    const own = r.element && (r.path || r.index) ? [{ path, route: r }] : [];
    return [...own, ...(r.children ? flatten(r.children, path) : [])];
  });
}
const screens = flatten(appRoutes).filter((s) => s.path !== '*' && s.path !== 'login');

/** Records for the screens that open one (`:id`): the edit forms with a full record. */
const records: Record<string, unknown> = {
  '/api/admin/products/1': productFixture({ variants: [productFixture().variants[0]!, { ...productFixture().variants[0]!, id: 12, sku: 'V-2', barcode: '6260000000099' }] }),
};
const itemFixtures: Record<string, unknown> = { '/api/admin/products/options': optionsFixture() };
const settingsGroup = {
  group: { name: 'shop', label: 'فروشگاه' },
  settings: [
    { name: 'low_stock', label: 'حد کم بودن موجودی', type: 'number', value: 3, min: 0, max: 1000 },
    { name: 'min_order', label: 'حداقل سفارش', type: 'price', value: 0 },
  ],
};

/** Which screens to walk: every form (create, edit with a record, other form screens) and every other screen with number boxes. */
const param = (path: string) =>
  path.replace(/:id\b/, '1').replace(':group', 'shop');
const walk = screens
  .map((s) => ({ ...s, url: `/admin/${param(s.path)}` }))
  .filter((s) => !/:/.test(s.url) && (!/\/1(\/|$)/.test(s.url) || Object.keys(records).some((k) => k.endsWith('/1') && s.url.includes(k.split('/')[3]!))));

/** Screens without a form that need more than empty lists to draw. */
const NOT_FORMS = new Set(['', 'shop']);
const emptyList = { data: [], meta: { current_page: 1, per_page: 15, total: 0, last_page: 1, from: null, to: null } };

/** The HTTP edge: known records and options, an empty list for everything else; writes are recorded. */
function stubApi() {
  const writes: FetchCall[] = [];
  const fetch = mockFetch({});
  fetch.spy.mockImplementation(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET') {
      const raw = init?.body;
      const body = typeof raw === 'string' ? JSON.parse(raw) : raw;
      writes.push({ method, url, body, headers: {} });
      if (url.pathname.startsWith('/api/admin/settings/')) return json(200, { data: settingsGroup });
      return json(200, { data: records[url.pathname] ?? { id: 1, ...(body as object) } });
    }
    const p = url.pathname;
    if (records[p]) return json(200, { data: records[p] });
    if (itemFixtures[p]) return json(200, { data: itemFixtures[p] });
    if (p.startsWith('/api/admin/settings/')) return json(200, { data: settingsGroup });
    return json(200, emptyList);
  });
  return writes;
}

/** The value at a form field's path in a request body (`variants_1_stock` → body.variants[1].stock), if there. */
function bodyValue(body: unknown, id: string): unknown {
  let cur: unknown = body;
  for (const part of id.split('_').reduce<string[]>((acc, p) => {
    // ids join the name path with "_": field names with "_" are rebuilt greedily against the body.
    const last = acc.length ? acc[acc.length - 1]! : null;
    if (last !== null && /^\D/.test(p) && !/^\d+$/.test(last)) acc[acc.length - 1] = `${last}_${p}`;
    else acc.push(p);
    return acc;
  }, [])) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

const inRange = (el: HTMLElement) => {
  // A field whose own range excludes 25 is typed with its own bound instead (aria-invalid says so).
  return el.getAttribute('aria-invalid') !== 'true';
};

afterEach(() => cleanup());
/** What the walk met on each screen: the number boxes and the body saved. */
const found = new Map<string, { boxes: string[]; body: unknown }>();

const home = homeFixture({
  permissions: ALL_PERMISSIONS,
  setting_groups: [{ name: 'shop', label: 'فروشگاه' }] as never,
});

describe('every number field of every form', () => {
  it('the walk finds the forms from the router', () => {
    const urls = walk.map((w) => w.url);
    expect(urls).toContain('/admin/products/create');
    expect(urls).toContain('/admin/products/edit/1');
    expect(urls).toContain('/admin/coupon/create');
    expect(urls).toContain('/admin/settings/shop');
    expect(urls.length).toBeGreaterThan(25);
  });

  it.each(walk.map((w) => [w.url, w] as const))('%s: Persian digits typed are the number sent', async (_url, w) => {
    const writes = stubApi();
    renderWithSession(
      screens.map((s) => ({ ...s.route, path: s.path })),
      w.url,
      home,
    );
    // Let the lazy page and its queries settle: its title is shown and nothing is loading.
    await waitFor(() => expect(document.querySelector('h1, h2, h3, h4, h5, .ant-result, .ant-empty')).not.toBeNull(), { timeout: 20_000 });
    await waitFor(() => expect(document.querySelector('.ant-skeleton, .ant-spin-spinning')).toBeNull(), { timeout: 15_000 });
    await act(() => new Promise((r) => setTimeout(r, 50)));

    // Screens that are not forms and need data of their own (the dashboard, the counter's day) may not draw from empty lists.
    if (!NOT_FORMS.has(w.path)) expect(screen.queryByText(/Unexpected Application Error/), `${w.url} crashed`).toBeNull();
    expect(document.querySelector('.ant-input-number, input[type="number"]'), 'a raw number input').toBeNull();
    const boxes = [...document.querySelectorAll<HTMLInputElement>(`input[${NUMBER_INPUT_ATTR}]`)].filter((b) => !b.disabled);
    const typed: HTMLInputElement[] = [];
    for (const box of boxes) {
      fireEvent.focus(box);
      fireEvent.change(box, { target: { value: TYPED } });
      fireEvent.blur(box);
      expect(box.value, `${w.url} ${box.id || box.getAttribute('aria-label')}`).toBe(String(SENT));
      if (inRange(box)) typed.push(box);
    }
    const save = screen.queryByRole('button', { name: /ذخیره|ثبت/ });
    if (!save || typed.length === 0) return;
    fireEvent.click(save);
    await act(() => new Promise((r) => setTimeout(r, 300)));
    for (const box of typed) {
      // Valid: no error under the number field.
      const item = box.closest('.ant-form-item');
      expect(item?.classList.contains('ant-form-item-has-error') ?? false, `${w.url} ${box.id} has an error`).toBe(false);
    }
    const write = writes.find((c) => c.method !== 'GET');
    found.set(w.url, { boxes: boxes.map((b) => b.id || b.getAttribute('aria-label') || ''), body: write?.body });
    if (!write) return; // other required fields are empty: the number fields themselves were valid
    for (const box of typed) {
      if (!box.id) continue;
      const v = bodyValue(write.body, box.id);
      if (v !== undefined) expect(v, `${w.url} ${box.id}`).toBe(SENT);
    }
  }, 60_000);
});

describe('what the walk met', () => {
  it('the product form sends the variant stock typed as ۲۵ as 25 (it used to empty the box and save 0)', () => {
    const product = found.get('/admin/products/edit/1');
    expect(product?.boxes).toEqual(expect.arrayContaining(['variants_0_stock', 'variants_1_stock', 'variants_0_max_per_order', 'low_stock_threshold', 'weight']));
    const body = product?.body as { variants: { stock: number; max_per_order: number }[]; weight: number };
    expect(body.variants.map((v) => v.stock)).toEqual([25, 25]);
    expect(body.weight).toBe(25);
    // Number boxes on many screens: forms, dialogs' screens and list filters.
    expect([...found.values()].filter((f) => f.boxes.length > 0).length).toBeGreaterThan(8);
  });
});

describe('no raw number inputs in the sources', () => {
  it('apps/web/src has no antd InputNumber and no <input type="number">', () => {
    const root = join(__dirname, '..');
    const offenders: string[] = [];
    const visit = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const p = join(dir, name);
        if (statSync(p).isDirectory()) visit(p);
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
          const src = readFileSync(p, 'utf8');
          if (/\bInputNumber\b|type=["']number["']/.test(src)) offenders.push(p.slice(root.length + 1));
        }
      }
    };
    visit(root);
    expect(offenders).toEqual([]);
  });
});
