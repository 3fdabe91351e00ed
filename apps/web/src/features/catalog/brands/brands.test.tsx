import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { homeFixture, json, listResponse, mockFetch, renderWithSession } from '../../../test/utils';
import { brandRoutes } from './brand.routes';

const T = { timeout: 15_000 };
const perms = ['read_brand', 'create_brand', 'update_brand', 'delete_brand'];
const brand = (over: object = {}) => ({
  id: 4,
  name: 'ال‌جی',
  slug: 'ال-جی',
  description: null,
  status: true,
  show_index: true,
  logo_id: 7,
  logo: { id: 7, url: '/uploads/lg.webp' },
  created_at: '2025-03-21T08:00:00Z',
  updated_at: '2025-03-21T08:00:00Z',
  ...over,
});

describe('brands on the resource kit', () => {
  it('lists each brand with its logo (or a mark without one), its slug left to right and the show-on-home filter', async () => {
    mockFetch({ 'GET /api/admin/brands': () => listResponse([brand(), brand({ id: 5, name: 'سونی', slug: 'sony', logo_id: null, logo: null, show_index: false })]) });
    renderWithSession(brandRoutes, '/admin/brands', homeFixture({ permissions: perms }));
    expect(await screen.findByRole('img', { name: 'ال‌جی' }, T)).toHaveAttribute('src', '/uploads/lg.webp');
    expect(screen.getByRole('img', { name: 'بدون لوگو' })).toBeInTheDocument();
    expect(screen.getByText('sony')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('combobox', { name: 'نمایش در صفحه‌ی اصلی' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'جستجوی نام برند');
  }, 60_000);

  it('edits a brand: the logo shows, a new one is uploaded and sent as logo_id; an empty slug is sent as null (made from the name)', async () => {
    const fetch = mockFetch({
      'GET /api/admin/brands/4': () => ({ data: brand() }),
      'GET /api/admin/brands': () => listResponse([brand()]),
      'POST /api/admin/uploads': () => json(201, { data: { id: 8, url: '/uploads/new.webp', width: 10, height: 10, mime: 'image/webp', size: 100 } }),
      'PATCH /api/admin/brands/4': ({ body }) => ({ data: brand(body as object) }),
    });
    renderWithSession(brandRoutes, '/admin/brands/edit/4', homeFixture({ permissions: perms }));
    expect(await screen.findByLabelText('نام برند', undefined, T)).toHaveValue('ال‌جی');
    expect(await screen.findByRole('img', { name: 'تصویر ۱' }, T)).toHaveAttribute('src', '/uploads/lg.webp');
    expect(screen.getByText('در نشانی صفحهٔ برند می‌آید؛ اگر خالی بماند از نام ساخته می‌شود')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'حذف تصویر' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'تصویر ۱' })).toBeNull());
    const file = new File([new Uint8Array(100)], 'logo.png', { type: 'image/png' });
    await userEvent.setup({ applyAccept: false }).upload(document.querySelector('input[type=file]') as HTMLInputElement, file);
    await waitFor(() => expect(screen.getByRole('img', { name: 'تصویر ۱' })).toHaveAttribute('src', '/uploads/new.webp'), T);

    fireEvent.change(screen.getByLabelText('نامک'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(fetch.find('PATCH', '/api/admin/brands/4')).toHaveLength(1), T);
    expect(fetch.find('PATCH', '/api/admin/brands/4')[0]!.body).toEqual({ name: 'ال‌جی', slug: null, description: null, logo_id: 8, status: true, show_index: true });
  }, 60_000);
});
