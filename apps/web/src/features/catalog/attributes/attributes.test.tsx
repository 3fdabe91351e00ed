import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeFixture, json, listResponse, mockFetch, renderWithSession } from '../../../test/utils';
import { attributeRoutes } from './attribute.routes';

const perms = ['read_attribute', 'create_attribute', 'update_attribute', 'delete_attribute'];
const size = {
  id: 5,
  name: 'size',
  label: 'سایز',
  type: 'select',
  style: 'box',
  show_filter: true,
  status: true,
  values: [
    { id: 11, value: 'S' },
    { id: 12, value: 'M' },
    { id: 13, value: 'L' },
  ],
  variants_count: 0,
  created_at: '2025-03-21T08:00:00Z',
  updated_at: '2025-03-21T08:00:00Z',
};

describe('attributes', () => {
  it('lists attributes with their values and Persian type', async () => {
    mockFetch({ 'GET /api/admin/attributes': () => listResponse([size]) });
    renderWithSession(attributeRoutes, '/admin/attributes', homeFixture({ permissions: perms }));
    expect(await screen.findByText('S، M، L', undefined, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.getAllByText('انتخابی').length).toBeGreaterThan(0);
  });

  it('edits the value list: rename by id, remove, reorder, add; sends the full list and shows a 409 naming the value', async () => {
    let answer: 'conflict' | 'ok' = 'conflict';
    const fetch = mockFetch({
      'GET /api/admin/attributes/5': () => ({ data: size }),
      'GET /api/admin/attributes': () => listResponse([size]),
      'PATCH /api/admin/attributes/5': () =>
        answer === 'conflict'
          ? json(409, { error: { code: 'in_use', message: 'مقدار «S» در ۲ تنوع محصول استفاده شده و حذف نمی‌شود', fields: { values: 'مقدار «S» در ۲ تنوع محصول استفاده شده و حذف نمی‌شود' } } })
          : { data: size },
    });
    renderWithSession(attributeRoutes, '/admin/attributes/edit/5', homeFixture({ permissions: perms }));
    expect(await screen.findByDisplayValue('M', undefined, { timeout: 10000 })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('مقدار ۲'), { target: { value: 'Medium' } });
    fireEvent.click(screen.getByRole('button', { name: 'حذف مقدار ۱' }));
    const add = screen.getByLabelText('افزودن مقدار');
    const addButton = screen.getByRole('button', { name: /افزودن مقدار/ });
    fireEvent.change(add, { target: { value: 'XL' } });
    fireEvent.click(addButton);
    // a duplicate (either spelling) is refused in place
    fireEvent.change(add, { target: { value: 'l' } });
    fireEvent.click(addButton);
    expect(await screen.findByText('این مقدار در فهرست هست')).toBeInTheDocument();
    fireEvent.change(add, { target: { value: '' } });
    // L above Medium
    fireEvent.click(screen.getAllByRole('button', { name: 'بالا بردن' })[1]!);

    fireEvent.click(screen.getByRole('button', { name: /ذخیره/ }));
    await waitFor(() => expect(fetch.find('PATCH', '/api/admin/attributes/5')).toHaveLength(1));
    expect((fetch.find('PATCH', '/api/admin/attributes/5')[0]!.body as { values: unknown }).values).toEqual([
      { id: 13, value: 'L' },
      { id: 12, value: 'Medium' },
      { value: 'XL' },
    ]);
    expect(await screen.findByText('مقدار «S» در ۲ تنوع محصول استفاده شده و حذف نمی‌شود')).toBeInTheDocument();
    answer = 'ok';
  }, 60_000);

  it('creates with the values as plain strings', async () => {
    const fetch = mockFetch({
      'POST /api/admin/attributes': ({ body }) => json(201, { data: { id: 6, ...(body as object) } }),
      'GET /api/admin/attributes': () => listResponse([]),
    });
    renderWithSession(attributeRoutes, '/admin/attributes/create', homeFixture({ permissions: perms }));
    fireEvent.change(await screen.findByLabelText('عنوان ویژگی', undefined, { timeout: 10000 }), { target: { value: 'جنس' } });
    fireEvent.change(screen.getByLabelText('نام لاتین ویژگی'), { target: { value: 'material' } });
    const add = screen.getByLabelText('افزودن مقدار');
    for (const v of ['نخی', 'پلی‌استر']) {
      fireEvent.change(add, { target: { value: v } });
      fireEvent.click(screen.getByRole('button', { name: /افزودن مقدار/ }));
    }
    fireEvent.click(screen.getByRole('button', { name: /ذخیره/ }));
    await waitFor(() => expect(fetch.find('POST', '/api/admin/attributes')).toHaveLength(1));
    expect(fetch.find('POST', '/api/admin/attributes')[0]!.body).toEqual({
      label: 'جنس',
      name: 'material',
      type: 'select',
      style: 'select',
      show_filter: false,
      status: true,
      values: ['نخی', 'پلی‌استر'],
    });
  });
});
