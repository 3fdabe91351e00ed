/**
 * Walks every form screen of the app — derived from the router, not listed by hand — and types
 * Persian digits into every number field it finds (the shared NumberInput marks itself with
 * `data-number-input`). The box must keep the number after blur, and when the form is saved the
 * request body carries it as a number. A raw antd InputNumber or <input type="number"> anywhere
 * fails the walk.
 *
 * A second walk draws every other screen with one realistic record per API path pattern
 * (number-fields.fixtures.ts), clicks every button of the page, and fills and submits each dialog
 * that holds number boxes (۲۵, ۱٬۲۰۰ in money boxes); the boxes that save on their own (an order
 * line's quantity) and the counter's receipt are checked the same way. Every dialog of the sources
 * with a number box must have been sent at least once.
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
import { getFixtures, posDraft, screenStates } from './number-fields.fixtures';
import { saleBody, type Draft } from '../features/shop/draft';
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
const itemFixtures: Record<string, unknown> = {
  '/api/admin/products/options': optionsFixture(),
  // The role-price grid saves on its own (its Persian digits: product-form.test); no roles here keeps it out of the form's save.
  '/api/admin/products/1/role-prices': { roles: [], variants: [], prices: [] },
};
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
    await waitFor(() => expect(document.querySelector('h1, h2, h3, h4, h5, .pk-result, .ant-empty')).not.toBeNull(), { timeout: 20_000 });
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

/* ------------------------------------------------------------------------------------------------
 * The dialogs: every screen drawn with one realistic record per list/detail endpoint (the fixtures
 * by path pattern), every button of the page clicked; a dialog with number boxes gets ۲۵ (۱٬۲۰۰ in
 * money boxes), its other required boxes filled, and is submitted: the request carries the numbers.
 * ---------------------------------------------------------------------------------------------- */

const TYPED_MONEY = '۱٬۲۰۰';
const SENT_MONEY = 1200;
const PERSIAN_DIGIT = /[۰-۹٠-٩]/;

/** The dialogs of the sources that hold number boxes, by their component's name (a Modal/Drawer whose body has a NumberInput/PriceInput). */
function dialogsInSources(): string[] {
  const root = join(__dirname, '..', 'features');
  const names = new Set<string>();
  const visit = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) visit(p);
      else if (/\.tsx$/.test(name) && !/\.test\.tsx$/.test(name)) {
        const src = readFileSync(p, 'utf8');
        const re = /<(\w*(?:Modal|Dialog|Drawer))\b(?:(?!<\/\1>|\n(?:export )?function )[\s\S])*?<(?:NumberInput|PriceInput)\b/g;
        for (let m = re.exec(src); m; m = re.exec(src)) {
          const before = src.slice(0, m.index);
          const fn = [...before.matchAll(/function (\w+)/g)].pop();
          if (fn) names.add(fn[1]!);
        }
      }
    }
  };
  visit(root);
  return [...names].sort();
}

/** The names of the components above a DOM node (React's fiber), innermost first. */
function ownersOf(el: Element): string[] {
  const key = Object.keys(el).find((k) => k.startsWith('__reactFiber$'));
  let fiber = key ? (el as unknown as Record<string, { return: unknown; type: unknown } | null>)[key] : null;
  const names: string[] = [];
  while (fiber) {
    const t = fiber.type as { name?: string; displayName?: string } | string | null;
    if (t && typeof t === 'function') names.push((t as { name: string }).name);
    else if (t && typeof t === 'object' && 'render' in t) names.push(((t as { render: { name: string } }).render.name) || '');
    fiber = fiber.return as typeof fiber;
  }
  return names.filter(Boolean);
}

function stubWithFixtures(extra: [RegExp, unknown][]) {
  const writes: FetchCall[] = [];
  const fetch = mockFetch({});
  fetch.spy.mockImplementation(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const p = url.pathname;
    if (method !== 'GET') {
      const raw = init?.body;
      const body = typeof raw === 'string' ? JSON.parse(raw) : raw;
      writes.push({ method, url, body, headers: {} });
      // A write answers with the record it changed (the record of the path or of its parent), as the server does.
      const own = [...extra, ...getFixtures].find(([re]) => re.test(p));
      if (own) return json(200, own[1]);
      for (let q = p; /\/\d+/.test(q); q = q.replace(/\/[^/]+$/, '')) {
        const rec = [...extra, ...getFixtures].find(([re]) => re.test(q));
        if (rec) return json(200, rec[1]);
      }
      return json(200, { data: { id: 1, ...(body as object) } });
    }
    if (p.startsWith('/api/admin/settings/')) return json(200, { data: settingsGroup });
    const hit = [...extra, ...getFixtures].find(([re]) => re.test(p));
    if (hit) return json(200, hit[1]);
    // A record without a fixture is not found (its screen shows so); a list is empty.
    return /\/\d+(\/|$)/.test(p) ? json(404, { error: { code: 'not_found', message: 'یافت نشد' } }) : json(200, emptyList);
  });
  return writes;
}

const leaves = (v: unknown, path = ''): [string, unknown][] =>
  v !== null && typeof v === 'object' ? Object.entries(v as object).flatMap(([k, x]) => leaves(x, path ? `${path}.${k}` : k)) : [[path, v]];

const isMoney = (box: HTMLInputElement) => box.hasAttribute('data-money');

interface DialogWalk {
  screen: string;
  button: string;
  component: string;
  boxes: number;
  money: number;
  sent: boolean;
}
const dialogWalks: DialogWalk[] = [];
const inlineBoxes: { screen: string; label: string; sent: boolean }[] = [];
const expectedDialogs = dialogsInSources();

const rowScreens = screens
  // The form screens are the walk above (their dialogs with number boxes, if any, are required below).
  .filter((s) => s.path !== '' && s.path !== 'shop/create' && !/print/.test(s.path) && !/(^|\/)(create|edit\/:id)$/.test(s.path))
  .flatMap((s) => (screenStates[s.path] ?? [{ label: '', get: [] }]).map((st) => ({ ...s, state: st, url: `/admin/${param(s.path)}` })))
  .filter((s) => !/:/.test(s.url));

const settle = async () => {
  await waitFor(() => expect(document.querySelector('h1, h2, h3, h4, h5, .pk-result, .ant-empty')).not.toBeNull(), { timeout: 20_000 });
  await waitFor(() => expect(document.querySelector('.ant-skeleton, .ant-spin-spinning')).toBeNull(), { timeout: 15_000 });
  await act(() => new Promise((r) => setTimeout(r, 30)));
};
const openDialogs = () => [...document.querySelectorAll<HTMLElement>('.ant-modal-wrap:not([style*="display: none"]) [role="dialog"], .ant-drawer-open [role="dialog"]')];
const labelOf = (b: HTMLElement) => (b.getAttribute('aria-label') || b.textContent || '').trim();

async function closeDialog(d: HTMLElement) {
  const cancel = d.querySelector<HTMLElement>('.ant-modal-footer button:not(.ant-btn-primary), .ant-modal-close, .ant-drawer-close');
  if (cancel) fireEvent.click(cancel);
  else fireEvent.keyDown(d, { key: 'Escape' });
  await act(async () => {});
}

describe('every number box of every dialog a screen opens', () => {
  it('the sources have dialogs with number boxes', () => {
    expect(expectedDialogs).toEqual(expect.arrayContaining(['AdjustStockModal', 'WalletModal', 'AddressModal', 'CreateWithdrawModal', 'RecordPaymentDialog']));
  });

  it.each(rowScreens.map((s) => [`${s.url}${s.state.label ? ` (${s.state.label})` : ''}`, s] as const))('%s: its dialogs send the numbers typed', async (name, s) => {
    const writes = stubWithFixtures(s.state.get);
    const { router } = renderWithSession(screens.map((x) => ({ ...x.route, path: x.path })), s.url, home);
    await settle();
    if (!NOT_FORMS.has(s.path)) expect(screen.queryByText(/Unexpected Application Error/), `${name} crashed`).toBeNull();
    const here = router.state.location.pathname;
    // The boxes of the screen itself that save on their own (an order line's quantity): typed, left, the request carries the number.
    for (const box of [...document.querySelectorAll<HTMLInputElement>(`input[${NUMBER_INPUT_ATTR}]`)].filter((b) => !b.disabled && !b.closest('[role="dialog"]'))) {
      const money = isMoney(box);
      const want = money ? SENT_MONEY : SENT;
      const sentBefore = writes.length;
      fireEvent.focus(box);
      fireEvent.change(box, { target: { value: money ? TYPED_MONEY : TYPED } });
      expect(box.value.replace(/,/g, ''), `${name} ${box.getAttribute('aria-label') ?? box.id}`).toBe(String(want));
      fireEvent.blur(box);
      await act(async () => {});
      const write = writes.slice(sentBefore).find((w) => w.method !== 'GET');
      inlineBoxes.push({ screen: name, label: box.getAttribute('aria-label') ?? box.id, sent: !!write });
      if (write) expect(leaves(write.body).some(([, v]) => v === want), `${name} ${box.getAttribute('aria-label')}: ${want} in ${JSON.stringify(write.body)}`).toBe(true);
    }
    const buttons = () => [...document.querySelectorAll<HTMLButtonElement>('button')].filter((b) => !b.disabled && !b.closest('[role="dialog"], .ant-pagination, .ant-picker-dropdown, .ant-select-dropdown, .ant-popover, .ant-dropdown, .ant-table-column-sorters') && !/ذخیره|^ثبت$/.test(labelOf(b)));
    const seen = new Set<string>();
    for (let i = 0; i < 60; i++) {
      const next = buttons().find((b) => !seen.has(labelOf(b) + ownersOf(b).slice(0, 3).join()));
      if (!next) break;
      const label = labelOf(next);
      seen.add(label + ownersOf(next).slice(0, 3).join());
      const before = new Set(openDialogs());
      fireEvent.click(next);
      await act(async () => {});
      // A dialog whose code loads when it is first opened (components/crud/lazyPart): let it arrive.
      if (document.querySelector('[data-lazy-part]')) await waitFor(() => expect(document.querySelector('[data-lazy-part]')).toBeNull(), { timeout: 15_000 });
      if (router.state.location.pathname !== here) {
        await act(() => router.navigate(s.url.replace(/^\/admin/, '') || '/'));
        await settle();
        continue;
      }
      const dialog = openDialogs().find((d) => !before.has(d));
      if (!dialog) {
        // A popconfirm or a menu: leave it unanswered.
        if (document.querySelector('.ant-popover:not(.ant-popover-hidden), .ant-dropdown:not(.ant-dropdown-hidden)')) fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
        continue;
      }
      // A dialog that loads what it shows (the shipping quotes): let it draw.
      if (dialog.querySelector('.ant-skeleton, .ant-spin-spinning')) await waitFor(() => expect(dialog.querySelector('.ant-skeleton, .ant-spin-spinning')).toBeNull(), { timeout: 1_000 }).catch(() => undefined);
      const boxes = [...dialog.querySelectorAll<HTMLInputElement>(`input[${NUMBER_INPUT_ATTR}]`)].filter((b) => !b.disabled);
      if (boxes.length === 0) {
        await closeDialog(dialog);
        continue;
      }
      expect(dialog.querySelector('.ant-input-number, input[type="number"]'), `${name} ${label}: a raw number input`).toBeNull();
      const component = ownersOf(dialog).find((n) => expectedDialogs.includes(n)) ?? ownersOf(dialog).find((n) => /Modal|Dialog|Drawer/.test(n) && !/^(Modal|Dialog|Drawer|DialogWrap|InternalModal)/.test(n)) ?? '?';
      const typed: { box: HTMLInputElement; want: number }[] = [];
      for (const box of boxes) {
        const money = isMoney(box);
        fireEvent.focus(box);
        fireEvent.change(box, { target: { value: money ? TYPED_MONEY : TYPED } });
        fireEvent.blur(box);
        const want = money ? SENT_MONEY : SENT;
        expect(box.value.replace(/,/g, ''), `${name} ${label} ${box.getAttribute('aria-label') ?? box.id}`).toBe(String(want));
        if (inRange(box)) typed.push({ box, want });
      }
      // The other required boxes: some text.
      for (const el of dialog.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('textarea, input[type="text"]:not([data-number-input]), input:not([type]):not([data-number-input])')) {
        if (!el.value && !el.disabled && !el.readOnly && el.closest('.ant-form-item')?.querySelector('.ant-form-item-required')) fireEvent.change(el, { target: { value: 'آزمایش' } });
      }
      // Required radio groups without a choice: the first option.
      for (const group of dialog.querySelectorAll<HTMLElement>('.ant-form-item .ant-radio-group')) {
        if (!group.querySelector('input:checked') && group.closest('.ant-form-item')?.querySelector('.ant-form-item-required')) {
          const first = group.querySelector<HTMLInputElement>('input');
          if (first) fireEvent.click(first);
        }
      }
      const sentBefore = writes.length;
      const ok = dialog.querySelector<HTMLElement>('.ant-modal-footer .ant-btn-primary, .ant-drawer-footer .ant-btn-primary, button[type="submit"]');
      if (ok) fireEvent.click(ok);
      // Sent, or refused in place (a field's error or the dialog's alert).
      await waitFor(
        () => {
          if (writes.length === sentBefore && !dialog.querySelector('.ant-form-item-has-error, .ant-alert')) throw new Error('pending');
        },
        { timeout: 600, interval: 10 },
      ).catch(() => undefined);
      await act(async () => {});
      const write = writes.slice(sentBefore).find((w) => w.method !== 'GET');
      for (const { box } of typed) {
        expect(box.closest('.ant-form-item')?.classList.contains('ant-form-item-has-error') ?? false, `${name} ${label} ${box.getAttribute('aria-label')} has an error`).toBe(false);
      }
      dialogWalks.push({ screen: name, button: label, component, boxes: boxes.length, money: typed.filter((x) => x.want === SENT_MONEY).length, sent: !!write });
      if (write) {
        const all = leaves(write.body);
        for (const [path, v] of all) expect(typeof v === 'string' && PERSIAN_DIGIT.test(v) && /^[\s۰-۹٠-٩,٬،.]+$/.test(v), `${name} ${label}: ${path} sent as text`).toBe(false);
        for (const { box, want } of typed) {
          const at = box.id ? bodyValue(write.body, box.id) : undefined;
          if (at !== undefined) expect(at, `${name} ${label} ${box.id}`).toBe(want);
          else expect(all.some(([, v]) => v === want || v === -want), `${name} ${label} ${box.getAttribute('aria-label')}: ${want} in ${JSON.stringify(write.body)}`).toBe(true);
        }
      }
      if (openDialogs().includes(dialog)) await closeDialog(dialog);
    }
  }, 60_000);

  it('/admin/shop/create: the counter with a line in its receipt keeps every number typed, and the sale carries them', async () => {
    const writes = stubWithFixtures([]);
    const storageKey = `pishkhan.shop.draft.${home.admin.id}`;
    sessionStorage.setItem(storageKey, JSON.stringify(posDraft()));
    try {
      renderWithSession(screens.map((x) => ({ ...x.route, path: x.path })), '/admin/shop/create', home);
      await waitFor(() => expect(document.querySelector('.pk-pos-lines tbody tr[data-line]')).not.toBeNull(), { timeout: 20_000 });
      const boxes = [...document.querySelectorAll<HTMLInputElement>(`input[${NUMBER_INPUT_ATTR}]`)].filter((b) => !b.disabled);
      expect(boxes.length).toBeGreaterThan(1);
      for (const box of boxes) {
        const money = isMoney(box);
        fireEvent.focus(box);
        fireEvent.change(box, { target: { value: money ? TYPED_MONEY : TYPED } });
        fireEvent.blur(box);
        await act(async () => {});
        expect(box.value.replace(/,/g, ''), box.getAttribute('aria-label') ?? box.id).toBe(String(money ? SENT_MONEY : SENT));
        inlineBoxes.push({ screen: '/admin/shop/create', label: box.getAttribute('aria-label') ?? box.id, sent: false });
      }
      // The receipt the sale is sent from: the line's quantity and price as numbers.
      const draft = JSON.parse(sessionStorage.getItem(storageKey)!) as Draft;
      const body = saleBody(draft, 1);
      expect(body.lines[0]!.quantity).toBe(SENT);
      expect(body.lines[0]!.unit_price).toBe(SENT_MONEY);
      for (const [path, v] of leaves(body)) expect(typeof v === 'string' && /^[\s۰-۹٠-٩,٬،.]+$/.test(v) && PERSIAN_DIGIT.test(v), path).toBe(false);
      expect(writes.filter((w) => w.method !== 'GET')).toEqual([]);
    } finally {
      sessionStorage.removeItem(storageKey);
    }
  }, 60_000);

  it('every dialog with number boxes in the sources was opened, filled and sent', () => {
    const byScreen = new Map<string, DialogWalk[]>();
    for (const d of dialogWalks) byScreen.set(d.screen, [...(byScreen.get(d.screen) ?? []), d]);
    const lines = [...byScreen].map(([s, ds]) => `  ${s}: ${ds.length} dialog(s) — ${ds.map((d) => `${d.component} «${d.button}» ${d.boxes} box(es)${d.money ? ` (${d.money} money)` : ''}${d.sent ? '' : ' (not sent)'}`).join('; ')}`);
    console.info(
      `number-field walk: ${rowScreens.length} screens, ${dialogWalks.length} dialogs on ${byScreen.size} screens, ${dialogWalks.reduce((n, d) => n + d.boxes, 0)} dialog number boxes (${dialogWalks.reduce((n, d) => n + d.money, 0)} money), ${dialogWalks.filter((d) => d.sent).length} dialogs sent; ${inlineBoxes.length} boxes on the screens themselves, ${inlineBoxes.filter((b) => b.sent).length} saved on their own (${inlineBoxes.filter((b) => b.sent).map((b) => `${b.screen} «${b.label}»`).join(', ')})\n${lines.join('\n')}`,
    );
    console.info(`number-field walk of the forms: ${walk.length} screens, ${[...found.values()].reduce((n, f) => n + f.boxes.length, 0)} number boxes on ${[...found.values()].filter((f) => f.boxes.length).length} of them`);
    // A screen drawn with a record of its own (a state of the fixtures) opens at least one dialog with number boxes.
    for (const [path, states] of Object.entries(screenStates)) for (const st of states) expect(byScreen.get(`/admin/${param(path)} (${st.label})`)?.length ?? 0, `${path} (${st.label}): dialogs walked`).toBeGreaterThan(0);
    const sent = new Set(dialogWalks.filter((d) => d.sent).map((d) => d.component));
    expect(expectedDialogs.filter((c) => !sent.has(c))).toEqual([]);
  });
});
