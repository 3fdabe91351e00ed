/**
 * An admin who may read a resource but not update it opens its items read-only: every edit route
 * of the router lets `read_<x>` in, and the form shows the values with its fields disabled and no
 * save or delete button.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { optionsFixture, productFixture } from '../features/catalog/products/fixtures';
import { homeFixture, json, listResponse, mockFetch, renderWithSession } from '../test/utils';
import { appRoutes } from './router';

function flatten(routes: RouteObject[], base = ''): { path: string; route: RouteObject }[] {
  return routes.flatMap((r) => {
    const path = r.path ? (base ? `${base}/${r.path}` : r.path) : base;
    return [...(r.element && r.path ? [{ path, route: r }] : []), ...(r.children ? flatten(r.children, path) : [])];
  });
}
const screens = flatten(appRoutes);
const editRoutes = screens.filter((s) => s.path.endsWith('/edit/:id'));
/** The permission of a screen: the one its list route needs (`<path>` → read_<x>). */
const readPermissionOf = (editPath: string) => {
  const list = screens.find((s) => s.path === editPath.replace(/\/edit\/:id$/, ''));
  const guard = list?.route.element as { props?: { permission?: string; feature?: string } } | undefined;
  return guard?.props?.permission;
};

describe('read-only forms', () => {
  it('finds the edit routes of the router', () => {
    expect(editRoutes.map((r) => r.path)).toEqual(expect.arrayContaining(['products/edit/:id', 'coupon/edit/:id', 'roles/edit/:id', 'admins/edit/:id', 'customers/edit/:id', 'flash/edit/:id']));
  });

  it.each(editRoutes.map((r) => [r.path, r] as const))('%s opens for an admin with only its read permission', async (_p, r) => {
    const read = readPermissionOf(r.path);
    expect(read, r.path).toMatch(/^read_/);
    mockFetch({});
    renderWithSession([r.route], `/admin/${r.path.replace(':id', '1')}`, homeFixture({ permissions: [read!] }));
    // The page itself (here: its "not found" answer from the stubbed API), never the 403 page.
    await waitFor(() => expect(document.querySelector('.pk-result, form')).not.toBeNull(), { timeout: 20_000 });
    expect(screen.queryByText('دسترسی ندارید')).toBeNull();
  }, 30_000);

  it('a list shows a read-only admin a "view" link to the form instead of "edit"', async () => {
    mockFetch({ 'GET /api/admin/colors': () => listResponse([{ id: 3, name: 'لاجوردی', code: '#1f4e9c', status: true, created_at: '2025-03-21T08:00:00Z' }]) });
    const colors = screens.filter((s) => s.path === 'color' || s.path === 'color/edit/:id');
    renderWithSession(colors.map((c) => ({ ...c.route, path: c.path })), '/admin/color', homeFixture({ permissions: ['read_color'] }));
    const view = await screen.findByRole('link', { name: 'مشاهده' }, { timeout: 20_000 });
    expect(view).toHaveAttribute('href', '/admin/color/edit/3');
    expect(screen.queryByRole('link', { name: 'ویرایش' })).toBeNull();
  }, 60_000);

  it('names a read-only form for its row, not «ویرایش»; an editor still sees «ویرایش»', async () => {
    const color = { id: 3, name: 'لاجوردی', code: '#1f4e9c', status: true, created_at: '2025-03-21T08:00:00Z', updated_at: '2025-03-21T08:00:00Z' };
    mockFetch({ 'GET /api/admin/colors/3': () => ({ data: color }) });
    const edit = screens.find((s) => s.path === 'color/edit/:id')!;
    const view = renderWithSession([{ ...edit.route, path: edit.path }], '/admin/color/edit/3', homeFixture({ permissions: ['read_color'] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'لاجوردی' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /ویرایش/ })).toBeNull();
    view.unmount();
    mockFetch({ 'GET /api/admin/colors/3': () => ({ data: color }) });
    renderWithSession([{ ...edit.route, path: edit.path }], '/admin/color/edit/3', homeFixture({ permissions: ['read_color', 'update_color'] }));
    expect(await screen.findByRole('heading', { level: 1, name: /ویرایش/ }, { timeout: 20_000 })).toBeInTheDocument();
  }, 60_000);

  it('a rich text read-only: the editor shows the text, cannot be typed in, its toolbar is off', async () => {
    const faq = { id: 5, question: 'ارسال چند روز است؟', answer: '<p>دو روز</p>', status: true, position: 1, created_at: '2025-03-21T08:00:00Z', updated_at: '2025-03-21T08:00:00Z' };
    mockFetch({ 'GET /api/admin/faqs/5': () => ({ data: faq }) });
    const edit = screens.find((s) => s.path === 'faqs/edit/:id')!;
    renderWithSession([{ ...edit.route, path: edit.path }], '/admin/faqs/edit/5', homeFixture({ permissions: ['read_faq'] }));
    const area = await screen.findByRole('textbox', { name: 'پاسخ' }, { timeout: 30_000 });
    await waitFor(() => expect(area).toHaveTextContent('دو روز'));
    expect(area).toHaveAttribute('contenteditable', 'false');
    expect(screen.getByRole('button', { name: /پررنگ|ضخیم|Bold/ })).toBeDisabled();
  }, 60_000);

  const openProduct = (permissions: string[]) => {
    const fetch = mockFetch({
      'GET /api/admin/products/options': () => ({ data: optionsFixture() }),
      'GET /api/admin/products/1': () => ({ data: productFixture() }),
      'PATCH /api/admin/products/1': () => json(200, { data: productFixture() }),
    });
    const productEdit = screens.find((s) => s.path === 'products/edit/:id')!;
    renderWithSession([productEdit.route], '/admin/products/edit/1', homeFixture({ permissions }));
    return fetch;
  };

  it('read_product alone: the product form shows its values, every field disabled, no save, no delete, no variant removal', async () => {
    openProduct(['read_product']);
    const title = await screen.findByLabelText('عنوان محصول', undefined, { timeout: 20_000 });
    expect(title).toHaveValue(productFixture().title);
    expect(title).toBeDisabled();
    expect(screen.getByTestId('read-only')).toHaveTextContent('فقط خواندنی');
    expect(screen.queryByRole('button', { name: 'ذخیره' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'حذف' })).toBeNull();
    const grid = await screen.findByTestId('variant-grid');
    const stock = within(grid).getAllByLabelText('موجودی')[0]!;
    expect(stock).toHaveValue(String(productFixture().variants[0]!.stock));
    expect(stock).toBeDisabled();
    expect(within(grid).queryByRole('button', { name: 'حذف این تنوع' })).toBeNull();
    // Every box of the form is disabled.
    const enabled = [...document.querySelectorAll<HTMLInputElement>('form input:not([type=hidden]), form textarea')].filter((e) => !e.disabled && !e.readOnly && !e.closest('.ant-upload-disabled'));
    expect(enabled.map((e) => e.id || e.getAttribute('aria-label'))).toEqual([]);
  }, 120_000);

  it('with update_product the same form saves', async () => {
    const fetch = openProduct(['read_product', 'update_product']);
    const title = await screen.findByLabelText('عنوان محصول', undefined, { timeout: 20_000 });
    expect(title).toBeEnabled();
    expect(screen.queryByTestId('read-only')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(fetch.find('PATCH', '/api/admin/products/1')).toHaveLength(1));
  }, 120_000);
});
