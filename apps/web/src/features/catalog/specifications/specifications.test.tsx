import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { homeFixture, json, listResponse, mockFetch, renderWithSession } from '../../../test/utils';
import { specificationRoutes } from './specification.routes';

const perms = ['read_specification', 'create_specification', 'update_specification', 'delete_specification'];
const spec = (id: number, label: string, group = '') => ({
  id,
  name: `s${id}`,
  label,
  group,
  type: 'text',
  required: false,
  show_filter: false,
  status: true,
  position: id,
  values: [],
  products_count: 0,
  created_at: '2025-03-21T08:00:00Z',
  updated_at: '2025-03-21T08:00:00Z',
});
const specs = [spec(1, 'وزن', 'عمومی'), spec(2, 'ابعاد'), spec(3, 'سیستم عامل', 'نرم‌افزار')];

describe('specifications', () => {
  it('lists by position and saves a dragged order with PUT /order', async () => {
    const fetch = mockFetch({
      'GET /api/admin/specifications': () => listResponse(specs),
      'PUT /api/admin/specifications/order': () => ({ data: { changed: 2 } }),
    });
    renderWithSession(specificationRoutes, '/admin/specifications', homeFixture({ permissions: perms }));
    expect(await screen.findByText('سیستم عامل', undefined, { timeout: 10000 })).toBeInTheDocument();
    expect(fetch.find('GET', '/api/admin/specifications')[0]!.url.searchParams.get('sort')).toBe('position');
    fireEvent.click(screen.getByRole('button', { name: /مرتب‌سازی/ }));
    const dialog = await screen.findByRole('dialog');
    const handle = await within(dialog).findByRole('button', { name: /«سیستم عامل»/ }, { timeout: 10_000 });
    handle.focus();
    await userEvent.keyboard('{ArrowUp}');
    within(dialog).getByRole('button', { name: /«سیستم عامل»/ }).focus();
    await userEvent.keyboard('{ArrowUp}');
    // one level only: nesting is refused
    within(dialog).getByRole('button', { name: /«وزن»/ }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    fireEvent.click(within(dialog).getByRole('button', { name: /ذخیره‌ی ترتیب/ }));
    await waitFor(() => expect(fetch.find('PUT', '/api/admin/specifications/order')).toHaveLength(1));
    expect(fetch.find('PUT', '/api/admin/specifications/order')[0]!.body).toEqual({ ids: [3, 1, 2] });
    expect(await screen.findByText('ترتیب مشخصات ذخیره شد')).toBeInTheDocument();
  }, 60_000);

  it('a select specification needs values; a text one sends none', async () => {
    const fetch = mockFetch({
      'POST /api/admin/specifications': ({ body }) => json(201, { data: { id: 9, ...(body as object) } }),
      'GET /api/admin/specifications': () => listResponse([]),
    });
    renderWithSession(specificationRoutes, '/admin/specifications/create', homeFixture({ permissions: perms }));
    fireEvent.change(await screen.findByLabelText('عنوان مشخصه', undefined, { timeout: 10000 }), { target: { value: 'وزن' } });
    fireEvent.change(screen.getByLabelText('نام لاتین مشخصه'), { target: { value: 'weight' } });
    expect(screen.queryByLabelText('افزودن مقدار')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /ذخیره/ }));
    await waitFor(() => expect(fetch.find('POST', '/api/admin/specifications')).toHaveLength(1));
    expect(fetch.find('POST', '/api/admin/specifications')[0]!.body).toEqual({ label: 'وزن', name: 'weight', group: '', type: 'text', required: false, show_filter: false, status: true });
  }, 60_000);
});
