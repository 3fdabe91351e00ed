import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { homeFixture, json, listResponse, mockFetch, renderWithSession } from '../../../test/utils';
import { categoryRoutes } from './category.routes';

const perms = ['read_category', 'create_category', 'update_category', 'delete_category'];
const tree = [
  { id: 1, title: 'پوشاک', status: true, children: [{ id: 3, title: 'پیراهن', status: true, children: [] }] },
  { id: 2, title: 'کفش', status: false, children: [] },
  { id: 4, title: 'کیف', status: true, children: [] },
];
const handle = (title: string) => screen.getByRole('button', { name: new RegExp(`«${title}»`) });

describe('category tree', () => {
  it('shows the nested tree, moves a row, and saves the whole order as nested ids in one request', async () => {
    const fetch = mockFetch({
      'GET /api/admin/categories/tree': () => ({ data: tree }),
      'PUT /api/admin/categories/tree': () => ({ data: { changed: 2, tree } }),
    });
    renderWithSession(categoryRoutes, '/admin/categories', homeFixture({ permissions: perms }));
    expect(await screen.findByText('پیراهن', undefined, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.getByText('غیرفعال')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: /ذخیره‌ی ترتیب/ });
    expect(save).toBeDisabled();

    // «کیف» up above «کفش», then one level deeper (RTL: ←) under «پوشاک»
    handle('کیف').focus();
    await userEvent.keyboard('{ArrowUp}');
    handle('کیف').focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByText('ترتیب تغییر کرده و هنوز ذخیره نشده است')).toBeInTheDocument();
    fireEvent.click(save);
    await waitFor(() => expect(fetch.find('PUT', '/api/admin/categories/tree')).toHaveLength(1));
    expect(fetch.find('PUT', '/api/admin/categories/tree')[0]!.body).toEqual([
      { id: 1, children: [{ id: 3, children: [] }, { id: 4, children: [] }] },
      { id: 2, children: [] },
    ]);
    expect(await screen.findByText('ترتیب دسته‌بندی‌ها ذخیره شد')).toBeInTheDocument();
  });

  it('shows the server refusal and keeps the unsaved order', async () => {
    mockFetch({
      'GET /api/admin/categories/tree': () => ({ data: tree }),
      'PUT /api/admin/categories/tree': () => json(422, { error: { code: 'validation', message: 'درخت دسته‌بندی‌ها بیش از ۱۰ سطح تودرتو نمی‌پذیرد', fields: {} } }),
    });
    renderWithSession(categoryRoutes, '/admin/categories', homeFixture({ permissions: perms }));
    await screen.findByText('کیف', undefined, { timeout: 10000 });
    handle('کیف').focus();
    await userEvent.keyboard('{ArrowUp}');
    fireEvent.click(screen.getByRole('button', { name: /ذخیره‌ی ترتیب/ }));
    expect(await screen.findByTestId('tree-error')).toHaveTextContent('۱۰ سطح');
    expect(screen.getByRole('button', { name: /ذخیره‌ی ترتیب/ })).toBeEnabled();
  });

  it('filters the tree by title (either spelling) and locks dragging while filtered; read-only admins cannot drag', async () => {
    mockFetch({ 'GET /api/admin/categories/tree': () => ({ data: tree }) });
    renderWithSession(categoryRoutes, '/admin/categories', homeFixture({ permissions: ['read_category'] }));
    await screen.findByText('پیراهن', undefined, { timeout: 10000 });
    expect(screen.queryByRole('button', { name: /ذخیره‌ی ترتیب/ })).toBeNull();
    expect(handle('کیف')).toBeDisabled();
    fireEvent.change(screen.getByLabelText('پالایش درخت با عنوان'), { target: { value: 'پيراهن' } });
    await waitFor(() => expect(screen.queryByText('کیف')).toBeNull());
    expect(screen.getByText('پوشاک')).toBeInTheDocument();
  });
});

describe('category form', () => {
  it('creates a category under a parent with its relations; empty slug is sent as null', async () => {
    const fetch = mockFetch({
      'GET /api/admin/categories/tree': () => ({ data: tree }),
      'GET /api/admin/attributes': () => listResponse([{ id: 7, label: 'سایز' }]),
      'GET /api/admin/specifications': () => listResponse([]),
      'GET /api/admin/brands': () => listResponse([]),
      'POST /api/admin/categories': ({ body }) => json(201, { data: { id: 9, ...(body as object) } }),
    });
    const { router } = renderWithSession(categoryRoutes, '/admin/categories/create', homeFixture({ permissions: perms }));
    fireEvent.change(await screen.findByLabelText('عنوان دسته‌بندی', undefined, { timeout: 10000 }), { target: { value: 'تی‌شرت' } });
    fireEvent.click(screen.getByRole('button', { name: /ذخیره/ }));
    await waitFor(() => expect(fetch.find('POST', '/api/admin/categories')).toHaveLength(1));
    expect(fetch.find('POST', '/api/admin/categories')[0]!.body).toMatchObject({
      title: 'تی‌شرت',
      slug: null,
      parent_id: null,
      image_id: null,
      icon_id: null,
      status: true,
      featured: false,
      attribute_ids: [],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/categories'));
  });

  it('puts 422 field messages under their fields', async () => {
    mockFetch({
      'GET /api/admin/categories/tree': () => ({ data: tree }),
      'GET /api/admin/categories/3': () => ({
        data: { id: 3, title: 'پیراهن', slug: 'shirt', description: null, parent_id: 1, parent: { id: 1, title: 'پوشاک' }, depth: 2, position: 0, image: null, icon: null, image_id: null, icon_id: null, status: true, featured: false, meta_title: null, meta_description: null, attribute_ids: [], specification_ids: [], brand_ids: [], children_count: 0, products_count: 0 },
      }),
      'GET /api/admin/attributes': () => listResponse([]),
      'GET /api/admin/specifications': () => listResponse([]),
      'GET /api/admin/brands': () => listResponse([]),
      'PATCH /api/admin/categories/3': () => json(422, { error: { code: 'validation', message: 'اطلاعات واردشده معتبر نیست', fields: { parent_id: 'درخت دسته‌بندی‌ها بیش از ۱۰ سطح تودرتو نمی‌پذیرد' } } }),
    });
    renderWithSession(categoryRoutes, '/admin/categories/edit/3', homeFixture({ permissions: perms }));
    expect(await screen.findByDisplayValue('پیراهن', undefined, { timeout: 10000 })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('عنوان دسته‌بندی'), { target: { value: 'پیراهن مردانه' } });
    fireEvent.click(screen.getByRole('button', { name: /ذخیره/ }));
    expect(await screen.findByText('درخت دسته‌بندی‌ها بیش از ۱۰ سطح تودرتو نمی‌پذیرد')).toBeInTheDocument();
  });
});
