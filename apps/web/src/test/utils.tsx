import { StyleProvider } from '@ant-design/cssinjs';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { Feedback } from '../app/Feedback';
import { AppProviders } from '../app/providers';
import { appRoutes } from '../app/router';
import { SessionProvider } from '../app/session';
import type { Admin, HomeData } from '../app/types';

export interface FetchCall {
  method: string;
  url: URL;
  body: unknown;
  headers: Record<string, string>;
}
type Handler = (call: FetchCall) => Response | unknown | Promise<Response | unknown>;

export const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Replaces fetch: `routes` maps "METHOD /path" (query string ignored) to a handler returning a
 * Response or a JSON body (200). Unmatched calls answer 404. Returns the recorded calls.
 */
export function mockFetch(routes: Record<string, Handler>) {
  const calls: FetchCall[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const raw = init?.body;
    const body = typeof raw === 'string' ? JSON.parse(raw) : raw;
    const headers = Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>));
    const call = { method, url, body, headers };
    calls.push(call);
    const h = routes[`${method} ${url.pathname}`];
    if (!h) return json(404, { error: { code: 'not_found', message: 'یافت نشد' } });
    const out = await h(call);
    return out instanceof Response ? out : json(200, out);
  });
  return { calls, spy, find: (method: string, path: string) => calls.filter((c) => c.method === method && c.url.pathname === path) };
}

export const adminFixture = (over: Partial<Admin> = {}): Admin => ({
  id: 1,
  username: 'admin',
  name: 'مدیر آزمایشی',
  email: null,
  mobile: null,
  status: true,
  role: { id: 1, name: 'super_admin', label: 'مدیر کل', is_super: true },
  last_login_at: null,
  created_at: '2025-03-21T08:00:00Z',
  ...over,
});

export const homeFixture = (over: Partial<HomeData> = {}): HomeData => ({
  admin: adminFixture(),
  permissions: [],
  features: {},
  setting_groups: [],
  notifications: [],
  total_unread_notifications: 0,
  contacts: [],
  total_unread_contacts: 0,
  unit_label: 'تومان',
  ...over,
});

/**
 * The app's providers as the tests draw them: antd's style rules are computed but not inserted into
 * the test DOM. The test DOM lays nothing out, and every style lookup (role and name queries ask for
 * one at each element they pass) matched each element against all of antd's rules: about a third of
 * the web suite's time. What the styles look like is checked in the browser journeys.
 */
function TestProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <StyleProvider mock="server">
      <AppProviders client={client}>{children}</AppProviders>
    </StyleProvider>
  );
}

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });

/** The whole app (router + providers) at `path`, as in the browser. */
export function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { basename: '/admin', initialEntries: [path] });
  const client = testQueryClient();
  const utils = render(
    <TestProviders client={client}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...utils, router, client };
}

/** One page inside the providers and a session, with its own routes (e.g. the list and its form). */
export function renderWithSession(routes: RouteObject[], path: string, home: HomeData = homeFixture()) {
  const wrap = (el: ReactNode) => (
    <SessionProvider home={home}>
      <Feedback>{el}</Feedback>
    </SessionProvider>
  );
  const router = createMemoryRouter(
    routes.map((r) => ({ ...r, element: wrap(r.element) })),
    { basename: '/admin', initialEntries: [path] },
  );
  const client = testQueryClient();
  const utils = render(
    <TestProviders client={client}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...utils, router, client };
}

export const listResponse = <T,>(data: T[], meta: Partial<{ current_page: number; per_page: number; total: number; last_page: number }> = {}) => {
  const per_page = meta.per_page ?? 15;
  const total = meta.total ?? data.length;
  const current_page = meta.current_page ?? 1;
  return {
    data,
    meta: {
      current_page,
      per_page,
      total,
      last_page: meta.last_page ?? Math.max(1, Math.ceil(total / per_page)),
      from: total ? (current_page - 1) * per_page + 1 : null,
      to: total ? (current_page - 1) * per_page + data.length : null,
    },
  };
};

/**
 * The select (role combobox) named `label`, once it has loaded: antd's Select loads with the first
 * screen that shows one, behind a placeholder box, so it is not there on the first render (the
 * first test of a file that opens one also waits for its code to be prepared: allow the time of a screen).
 */
export async function findCombobox(label: string | RegExp, scope: Pick<typeof screen, 'getAllByLabelText'> = screen): Promise<HTMLElement> {
  return waitFor(
    () => {
      const el = scope.getAllByLabelText(label).find((e) => e.getAttribute('role') === 'combobox');
      if (!el) throw new Error(`no select named ${String(label)} yet`);
      return el;
    },
    { timeout: 30_000 },
  );
}
