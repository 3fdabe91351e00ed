import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminFixture, homeFixture, listResponse, mockFetch, renderWithSession } from '../../../test/utils';
import { adminRoutes } from './admin.routes';

const perms = ['read_admin', 'create_admin', 'update_admin', 'delete_admin', 'read_role'];

describe('admins', () => {
  it('edits an admin without sending an empty password, and hides delete/disable on the own row', async () => {
    const other = adminFixture({ id: 2, username: 'sara', name: 'سارا', role: { id: 3, name: 'editor', label: 'ویرایشگر', is_super: false } });
    const fetch = mockFetch({
      'GET /api/admin/admins': () => listResponse([adminFixture(), other]),
      'GET /api/admin/admins/2': () => ({ data: other }),
      'GET /api/admin/roles': () => listResponse([{ id: 3, name: 'editor', label: 'ویرایشگر' }]),
      'PATCH /api/admin/admins/2': ({ body }) => ({ data: { ...other, ...(body as object) } }),
    });
    renderWithSession(adminRoutes, '/admin/admins', homeFixture({ permissions: perms }));
    await screen.findByText('sara', undefined, { timeout: 10000 });
    // own row (id 1): no delete, no disable; the other row has both
    expect(screen.getAllByRole('button', { name: 'حذف' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'غیرفعال کردن' })).toHaveLength(1);

    fireEvent.click(screen.getAllByRole('button', { name: 'ویرایش' })[1]!);
    const name = await screen.findByRole('textbox', { name: 'نام' }, { timeout: 15_000 });
    await waitFor(() => expect(name).toHaveValue('سارا'));
    fireEvent.change(name, { target: { value: 'سارا احمدی' } });
    fireEvent.click(screen.getByRole('button', { name: /ذخیره/ }));
    await waitFor(() => expect(fetch.find('PATCH', '/api/admin/admins/2')).toHaveLength(1));
    const body = fetch.find('PATCH', '/api/admin/admins/2')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ username: 'sara', name: 'سارا احمدی', role_id: 3, status: true, email: null, mobile: null });
    expect(body).not.toHaveProperty('password');
  });
});
