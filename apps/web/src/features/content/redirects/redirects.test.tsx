import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { htaccessLineErrors, redirectErrors, redirectLabels as L, redirectScreen as t } from '@pishkhan/common/i18n/fa/redirects';
import { visibleMenu } from '@pishkhan/common/menu';
import { homeFixture, json, listResponse, mockFetch, renderWithSession } from '../../../test/utils';
import { redirectRoutes } from './redirects.routes';

const rule = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  match: 'exact',
  source: `/old-${id}`,
  target: `/new-${id}`,
  kind: 301,
  active: true,
  note: null,
  position: id,
  hit_count: 12,
  last_hit_at: '2026-11-20T08:15:42Z',
  created_at: '2026-11-20T09:00:00Z',
  updated_at: '2026-11-20T09:00:00Z',
  ...over,
});
const rows = [rule(1, { match: 'prefix', source: '/blog', target: '/news', note: 'وبلاگ قدیمی' }), rule(2, { source: '/blog/x', target: '/y' }), rule(3, { match: 'regex', source: '^/p/(\\d+)$', target: '/product/$1', kind: 410, active: false })];
const page = () => ({ ...listResponse(rows), meta: { ...listResponse(rows).meta, shadowed: [{ rule_id: 2, by: 1 }] } });
const writer = homeFixture({ permissions: ['htaccess'] });
const T = { timeout: 10000 };

describe('the redirects editor /admin/htaccess', () => {
  it('lists the rules in order with their kinds, hits and a shadowed warning', async () => {
    mockFetch({ 'GET /api/admin/redirects': () => page() });
    renderWithSession(redirectRoutes, '/admin/htaccess', writer);
    expect(await screen.findByText('/blog', undefined, T)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: t.title })).toBeInTheDocument();
    expect(screen.getByText(t.shadowedShort)).toBeInTheDocument();
    expect(screen.getByText('وبلاگ قدیمی')).toBeInTheDocument();
    expect(screen.getAllByText(L.kindLabels['301']!).length).toBeGreaterThan(0);
    expect(screen.getByText(L.kindLabels['410']!)).toBeInTheDocument();
    expect(screen.getAllByText('۱۲')).toHaveLength(3);
    expect(screen.getByRole('button', { name: new RegExp(t.add) })).toBeInTheDocument();
  });

  it('adds a rule and shows the server\'s loop refusal under the target', async () => {
    const fetch = mockFetch({
      'GET /api/admin/redirects': () => page(),
      'POST /api/admin/redirects': () => json(422, { error: { code: 'redirect_loop', message: redirectErrors.loop('/news'), fields: { target: redirectErrors.loop('/news') } } }),
    });
    renderWithSession(redirectRoutes, '/admin/htaccess', writer);
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(t.add) }, T));
    const dialog = await screen.findByRole('dialog', undefined, T);
    fireEvent.change(within(dialog).getByLabelText(L.fields.source), { target: { value: '/news' } });
    fireEvent.change(within(dialog).getByLabelText(L.fields.target), { target: { value: '/blog' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await within(dialog).findByText(redirectErrors.loop('/news'), undefined, T)).toBeInTheDocument();
    expect(fetch.find('POST', '/api/admin/redirects')[0]!.body).toEqual({ match: 'exact', source: '/news', target: '/blog', kind: 301, active: true, note: null });
  });

  it('tests a URL and shows each hop of the chain and where it ends', async () => {
    const fetch = mockFetch({
      'GET /api/admin/redirects': () => page(),
      'POST /api/admin/redirects/test': () => ({
        data: {
          path: '/blog/a',
          final: 'https://shop.example.com/a',
          status: 302,
          loop: false,
          too_long: false,
          hops: [
            { rule_id: 1, from: '/blog/a', status: 301, location: '/news/a', rule: { id: 1, match: 'prefix', source: '/blog', target: '/news', kind: 301 } },
            { rule_id: 4, from: '/news/a', status: 302, location: 'https://shop.example.com/a', rule: { id: 4, match: 'prefix', source: '/news', target: 'https://shop.example.com', kind: 302 } },
          ],
        },
      }),
    });
    renderWithSession(redirectRoutes, '/admin/htaccess', writer);
    const box = await screen.findByRole('textbox', { name: t.tester }, T);
    fireEvent.change(box, { target: { value: '/blog/a' } });
    fireEvent.click(screen.getByRole('button', { name: t.test }));
    const hops = await screen.findByRole('list', { name: t.tester }, T);
    expect(within(hops).getByText(t.hop(1))).toBeInTheDocument();
    expect(within(hops).getByText(t.hop(2))).toBeInTheDocument();
    expect(within(hops).getAllByText('https://shop.example.com/a')).toHaveLength(2);
    expect(fetch.find('POST', '/api/admin/redirects/test')[0]!.body).toEqual({ path: '/blog/a' });
  });

  it('imports: a preview with per-line errors first, then only on confirm', async () => {
    const text = 'Redirect 301 /a /b\ngarbage';
    const fetch = mockFetch({
      'GET /api/admin/redirects': () => page(),
      'POST /api/admin/redirects/import': (c) =>
        (c.body as { confirm?: boolean }).confirm
          ? { data: { lines: [], valid: 1, errors: 1, created: 1 } }
          : {
              data: {
                valid: 1,
                errors: 1,
                lines: [
                  { line: 1, text: 'Redirect 301 /a /b', status: 'rule', rule: { match: 'prefix', source: '/a', target: '/b', kind: 301, active: true, note: null } },
                  { line: 2, text: 'garbage', status: 'error', error: htaccessLineErrors.unknownDirective('garbage') },
                ],
              },
            },
    });
    renderWithSession(redirectRoutes, '/admin/htaccess', writer);
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(t.import) }, T));
    const dialog = await screen.findByRole('dialog', undefined, T);
    const confirm = within(dialog).getByRole('button', { name: t.importConfirm(0) });
    expect(confirm).toBeDisabled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: t.import }), { target: { value: text } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.preview }));
    expect(await within(dialog).findByText(htaccessLineErrors.unknownDirective('garbage'), undefined, T)).toBeInTheDocument();
    expect(within(dialog).getByText(t.importErrors(1))).toBeInTheDocument();
    expect(fetch.find('POST', '/api/admin/redirects/import')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: t.importConfirm(1) }));
    await waitFor(() => expect(fetch.find('POST', '/api/admin/redirects/import')).toHaveLength(2));
    expect(fetch.find('POST', '/api/admin/redirects/import')[1]!.body).toEqual({ text, confirm: true });
    expect(await screen.findByText(t.imported(1), undefined, T)).toBeInTheDocument();
  });

  it('opens read-only with read_htaccess: no add, import, sort, edit or delete; the tester and exports stay', async () => {
    mockFetch({ 'GET /api/admin/redirects': () => page() });
    renderWithSession(redirectRoutes, '/admin/htaccess', homeFixture({ permissions: ['read_htaccess'] }));
    expect(await screen.findByText('/blog', undefined, T)).toBeInTheDocument();
    expect(screen.getByText(t.readOnly)).toBeInTheDocument();
    for (const name of [t.add, t.import, t.sort]) expect(screen.queryByRole('button', { name: new RegExp(name) })).toBeNull();
    expect(screen.queryByRole('button', { name: `${t.edit} /blog` })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByRole('button', { name: new RegExp(t.export) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.test })).toBeInTheDocument();
  });

  it('shows the menu item to an editor and to a read-only admin, to nobody else', () => {
    const items = (perms: string[]) => visibleMenu(perms, {}).flatMap((g) => g.items.map((i) => i.key));
    expect(items(['htaccess'])).toContain('htaccess');
    expect(items(['read_htaccess'])).toContain('htaccess');
    expect(items(['read_faq'])).not.toContain('htaccess');
  });

  it('answers 403 without either permission', async () => {
    mockFetch({ 'GET /api/admin/redirects': () => page() });
    renderWithSession(redirectRoutes, '/admin/htaccess', homeFixture({ permissions: ['read_faq'] }));
    expect(await screen.findByText(/دسترسی/, undefined, T)).toBeInTheDocument();
    expect(screen.queryByText('/blog')).toBeNull();
  });
});
