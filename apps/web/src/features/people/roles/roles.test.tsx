import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERMISSION_GROUPS } from '@pishkhan/common/permissions';
import { describe, expect, it } from 'vitest';
import { homeFixture, json, mockFetch, renderWithSession } from '../../../test/utils';
import { roleRoutes } from './role.routes';

const perms = ['read_role', 'create_role', 'update_role', 'delete_role'];

describe('role form', () => {
  it('renders the permission matrix by group with Persian labels; select-all per group; saves the list', async () => {
    const fetch = mockFetch({
      'GET /api/admin/permissions': () => ({ data: PERMISSION_GROUPS }),
      'POST /api/admin/roles': ({ body }) => json(201, { data: { id: 5, ...(body as object) } }),
      'GET /api/admin/roles': () => ({ data: [], meta: { current_page: 1, last_page: 1, per_page: 15, total: 0, from: null, to: null } }),
    });
    renderWithSession(roleRoutes, '/admin/roles/create', homeFixture({ permissions: perms }));
    fireEvent.change(await screen.findByLabelText('عنوان نقش', undefined, { timeout: 10000 }), { target: { value: 'ویرایشگر' } });
    // No Latin name to invent: the server names the role.
    expect(screen.queryByLabelText('نام لاتین نقش')).toBeNull();

    const basic = await screen.findByTestId('perm-group-basic', undefined, { timeout: 15_000 });
    expect(within(basic).getByText('اطلاعات پایه')).toBeInTheDocument();
    expect(within(basic).getByLabelText('مشاهده رنگ‌ها')).not.toBeChecked();
    fireEvent.click(within(basic).getByLabelText('انتخاب همه — اطلاعات پایه'));
    await waitFor(() => expect(within(basic).getByLabelText('حذف واحدها')).toBeChecked());
    // one permission of another group by hand
    fireEvent.click(within(screen.getByTestId('perm-group-reports')).getByLabelText('مشاهده گزارش‌ها'));
    // and one unticked again in the first group: the group becomes "partly"
    fireEvent.click(within(basic).getByLabelText('حذف رنگ‌ها'));

    fireEvent.click(screen.getByRole('button', { name: /ذخیره/ }));
    await waitFor(() => expect(fetch.find('POST', '/api/admin/roles')).toHaveLength(1));
    const body = fetch.find('POST', '/api/admin/roles')[0]!.body as { name?: string; label: string; permissions: string[] };
    const basicNames = PERMISSION_GROUPS.find((g) => g.key === 'basic')!.permissions.map((p) => p.name);
    expect(body.name).toBeUndefined();
    expect(body.label).toBe('ویرایشگر');
    expect(body.permissions).toEqual([...basicNames.filter((n) => n !== 'delete_color'), 'read_report'].sort());
  });
});
