import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeFixture, json, listResponse, mockFetch, renderWithSession } from '../../test/utils';
import { productCommentRoutes } from './comments/comment.routes';
import { recommendationRoutes } from './recommendations/recommendation.routes';
import { setRoutes } from './sets/set.routes';

const comment = (id: number, status: string, body: string) => ({
  id, product_id: 7, product: { id: 7, title: 'کفش' }, author_name: 'مریم', title: null, body, rating: 4, status, replies: [], created_at: '2025-11-21T10:00:00Z',
});

describe('product comments screen', () => {
  it('approves the selected comments in one request', async () => {
    const fetch = mockFetch({
      'GET /api/admin/product-comments': () => listResponse([comment(1, 'pending', 'عالی بود'), comment(2, 'pending', 'بد بود')]),
      'POST /api/admin/product-comments/status': ({ body }) => ({ data: { updated: (body as { ids: number[] }).ids.length } }),
    });
    renderWithSession(productCommentRoutes, '/admin/comments', homeFixture({ permissions: ['read_productComment', 'update_productComment', 'create_productComment'] }));
    const row = (await screen.findByText('عالی بود', undefined, { timeout: 30000 })).closest('tr')!;
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: /تأیید/ }));
    await waitFor(() => expect(fetch.find('POST', '/api/admin/product-comments/status')).toHaveLength(1));
    expect(fetch.find('POST', '/api/admin/product-comments/status')[0]!.body).toEqual({ ids: [1], status: 'approved' });
  }, 60_000);
});

describe('product set form', () => {
  it('adds products with the picker and sends them in order', async () => {
    const fetch = mockFetch({
      'GET /api/admin/products': () => listResponse([{ id: 11, title: 'پیراهن' }, { id: 12, title: 'شلوار' }]),
      'POST /api/admin/product-sets': ({ body }) => json(201, { data: { id: 3, ...(body as object), products: [] } }),
      'GET /api/admin/product-sets': () => listResponse([]),
    });
    renderWithSession(setRoutes, '/admin/sets/create', homeFixture({ permissions: ['read_product_set', 'create_product_set'] }));
    fireEvent.change(await screen.findByLabelText('نام ست', undefined, { timeout: 30000 }), { target: { value: 'ست تابستانی' } });
    // The product picker's select loads when the form first shows it.
    const picker = await screen.findByRole('combobox', { name: '' }, { timeout: 30000 });
    for (const title of ['شلوار', 'پیراهن']) {
      fireEvent.mouseDown(picker);
      fireEvent.click(await screen.findByTitle(title));
    }
    await screen.findByText('پیراهن', { selector: '.ant-typography' });
    fireEvent.click(screen.getByRole('button', { name: /ذخیره/ }));
    await waitFor(() => expect(fetch.find('POST', '/api/admin/product-sets')).toHaveLength(1));
    expect((fetch.find('POST', '/api/admin/product-sets')[0]!.body as { product_ids: number[] }).product_ids).toEqual([12, 11]);
  }, 60_000);
});

describe('recommendation groups screen', () => {
  it('saves a display switch at once', async () => {
    const fetch = mockFetch({
      'GET /api/admin/recommendation-groups': () =>
        listResponse([{ id: 1, key: 'newest', label: 'جدیدترین‌ها', builtin: true, show_in_home: false, show_in_filter: false, status: true, position: 0, products_count: 0 }]),
      'PATCH /api/admin/recommendation-groups/1': ({ body }) => ({ data: { id: 1, ...(body as object) } }),
    });
    renderWithSession(recommendationRoutes, '/admin/recommendation-groups', homeFixture({ permissions: ['recommendation'] }));
    await screen.findAllByText('جدیدترین‌ها', undefined, { timeout: 30000 });
    fireEvent.click(screen.getAllByRole('switch', { name: 'نمایش در صفحه‌ی اصلی' })[0]!);
    await waitFor(() => expect(fetch.find('PATCH', '/api/admin/recommendation-groups/1')).toHaveLength(1));
    expect(fetch.find('PATCH', '/api/admin/recommendation-groups/1')[0]!.body).toEqual({ show_in_home: true });
  }, 60_000);

  it('reads the built-in groups in Persian, never their raw keys', async () => {
    mockFetch({
      'GET /api/admin/recommendation-groups': () =>
        listResponse([
          { id: 1, key: 'newest', label: 'جدیدترین‌ها', builtin: true, show_in_home: false, show_in_filter: false, status: true, position: 0, products_count: 0 },
          { id: 3, key: 'cheapest', label: 'ارزان‌ترین‌ها', builtin: true, show_in_home: false, show_in_filter: false, status: true, position: 2, products_count: 0 },
        ]),
    });
    renderWithSession(recommendationRoutes, '/admin/recommendation-groups', homeFixture({ permissions: ['recommendation'] }));
    await screen.findAllByText('جدیدترین‌ها', undefined, { timeout: 30000 });
    const table = document.querySelector('.ant-table') as HTMLElement;
    expect(table.textContent).not.toMatch(/newest|cheapest/);
    // The icon-only column has a name for screen readers: no empty header.
    for (const th of table.querySelectorAll('thead th')) expect(th.textContent!.trim()).not.toBe('');
  }, 60_000);
});
