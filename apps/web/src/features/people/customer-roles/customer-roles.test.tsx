import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeFixture, json, listResponse, mockFetch, renderWithSession } from '../../../test/utils';
import type { CustomerRole } from './customer-role.api';
import { customerRoleRoutes } from './customer-role.routes';

const T = { timeout: 10000 };
const perms = ['read_customer', 'create_customer', 'update_customer', 'delete_customer'];
const role = (over: Partial<CustomerRole> = {}): CustomerRole => ({
  id: 2,
  name: 'همکار',
  description: 'خرید عمده',
  see_unpublished: true,
  discount_percent: 12,
  customers_count: 14,
  created_at: '2025-03-21T08:00:00Z',
  updated_at: '2025-03-21T08:00:00Z',
  ...over,
});

describe('customer roles', () => {
  it('lists roles with their members and shows a 409 "in use" refusal inside the delete dialog', async () => {
    mockFetch({
      'GET /api/admin/customer-roles': () => listResponse([role()]),
      'DELETE /api/admin/customer-roles/2': () => json(409, { error: { code: 'in_use', message: 'این نقش به ۱۴ مشتری داده شده و حذف نمی‌شود' } }),
    });
    renderWithSession(customerRoleRoutes, '/admin/customer_roles', homeFixture({ permissions: perms }));
    await screen.findByText('همکار', undefined, T);
    expect(screen.getByRole('link', { name: '۱۴' })).toHaveAttribute('href', '/admin/customers?role_id=2');
    expect(screen.getByText('بله')).toBeInTheDocument();
    expect(screen.getByText('۱۲٪')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'حذف' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /بله، حذف شود/ }));
    expect(await within(dialog).findByTestId('delete-error')).toHaveTextContent('این نقش به ۱۴ مشتری داده شده و حذف نمی‌شود');
  });

  it('creates a role from its page and returns to the list', async () => {
    const fetch = mockFetch({
      'GET /api/admin/customer-roles': () => listResponse([]),
      'POST /api/admin/customer-roles': () => json(201, { data: role() }),
    });
    const { router } = renderWithSession(customerRoleRoutes, '/admin/customer_roles/create', homeFixture({ permissions: perms }));
    fireEvent.click(await screen.findByRole('button', { name: /ذخیره/ }, T));
    expect(await screen.findByText('نام نقش الزامی است')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('نام نقش'), { target: { value: 'همکار' } });
    fireEvent.click(screen.getByRole('switch'));
    fireEvent.change(screen.getByLabelText('درصد تخفیف نقش'), { target: { value: '۱۲' } });
    fireEvent.click(screen.getByRole('button', { name: /ذخیره/ }));
    await waitFor(() => expect(fetch.find('POST', '/api/admin/customer-roles')).toHaveLength(1));
    expect(fetch.find('POST', '/api/admin/customer-roles')[0]!.body).toEqual({ name: 'همکار', description: null, see_unpublished: true, discount_percent: 12 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/customer_roles'));
  });

  it('is a 404 page when the feature is switched off', async () => {
    mockFetch({});
    renderWithSession(customerRoleRoutes, '/admin/customer_roles', homeFixture({ permissions: perms, features: { customer_roles: false } }));
    expect(await screen.findByText('صفحه پیدا نشد', undefined, T)).toBeInTheDocument();
  });
});
