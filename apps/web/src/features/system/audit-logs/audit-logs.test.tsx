import { render, screen, waitFor, within } from '@testing-library/react';
import { permissionLabel } from '@pishkhan/common/permissions';
import { describe, expect, it } from 'vitest';
import { homeFixture, listResponse, mockFetch, renderWithSession } from '../../../test/utils';
import { AuditChanges } from './AuditChanges';
import type { AuditLog } from './audit-log.api';
import { auditLogRoutes } from './audit-log.routes';
import { dashboardRoutes } from '../dashboard/dashboard.routes';

describe('audit log', () => {
  it('shows each change as field: before → after with Persian labels (the labels load for changes given raw)', async () => {
    render(
      <AuditChanges
        entry={{ entity: 'color', changes: { name: ['قرمز', 'سرخ'], status: [true, false], code: ['#ff0000', '#ee0000'], password_hash: ['***', '***'] } }}
      />,
    );
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('نام رنگ:');
    expect(items[0]).toHaveTextContent('قرمز');
    expect(items[0]).toHaveTextContent('سرخ');
    expect(items[1]).toHaveTextContent('وضعیت:بله←خیر');
    expect(items[2]).toHaveTextContent('#ff0000');
    expect(items[3]).toHaveTextContent('••••••');
  });

  it('shows a role change of permissions by their Persian labels, never the permission names', async () => {
    render(<AuditChanges entry={{ entity: 'role', changes: { permissions: [['read_color'], ['read_color', 'update_color']] } }} />);
    const item = await screen.findByRole('listitem');
    await waitFor(() => expect(item).toHaveTextContent(permissionLabel('update_color')));
    expect(item).toHaveTextContent(permissionLabel('read_color'));
    expect(item.textContent).not.toMatch(/read_color|update_color/);
  });

  it('shows a Jalali date and sends the filters from the URL', async () => {
    const fetch = mockFetch({
      'GET /api/admin/audit-logs': () =>
        listResponse([
          { id: 1, admin: { id: 1, username: 'admin', name: 'مدیر کل' }, ip: '127.0.0.1', entity: 'color', entity_label: 'رنگ', entity_id: '3', action: 'update', action_label: 'ویرایش', changes: { name: ['قرمز', 'سرخ'] }, created_at: '2025-03-21T08:30:00Z' },
        ]),
      'GET /api/admin/audit-logs/entities': () => ({ data: [{ name: 'color', label: 'رنگ' }] }),
      'GET /api/admin/audit-logs/actions': () => ({ data: [{ name: 'update', label: 'ویرایش' }] }),
      'GET /api/admin/admins': () => listResponse([]),
    });
    renderWithSession(auditLogRoutes, '/admin/audit-logs?entity=color&action=update&from=2025-03-20T20:30:00.000Z&to=2025-03-21T20:29:59.999Z', homeFixture({ permissions: ['read_audit_log', 'read_admin'] }));
    // 2025-03-21 08:30 UTC = 1404/01/01 12:00 in Tehran
    expect(await screen.findByText('۱۴۰۴/۰۱/۰۱ ۱۲:۰۰', undefined, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.getByText('#۳')).toBeInTheDocument();
    // The labels the server gave: the entity, the action, the changed field (from the raw changes here).
    expect(screen.getByText('رنگ', { selector: '.pk-nowrap' })).toBeInTheDocument();
    expect(screen.getByText('ویرایش', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(await screen.findByText('نام رنگ')).toBeInTheDocument();
    await waitFor(() => expect(fetch.find('GET', '/api/admin/audit-logs').length).toBeGreaterThan(0));
    const q = fetch.find('GET', '/api/admin/audit-logs')[0]!.url.searchParams;
    expect(q.get('entity')).toBe('color');
    expect(q.get('action')).toBe('update');
    expect(q.get('from')).toBe('2025-03-20T20:30:00.000Z');
    expect(q.get('to')).toBe('2025-03-21T20:29:59.999Z');
  });

  const presented: AuditLog = {
    id: 9,
    admin: { id: 1, username: 'admin', name: 'مدیر کل' },
    ip: '127.0.0.1',
    entity: 'order',
    entity_label: 'سفارش',
    entity_id: '5001',
    entity_title: '۵۰۰۱',
    action: 'status',
    action_label: 'تغییر وضعیت',
    changes: { status: ['in_progress', 'delivered'] },
    items: [{ field: 'status', label: 'وضعیت', before: 'در حال پردازش', after: 'ارسال شده' }],
    created_at: '2026-11-23T20:04:00Z',
  };
  const roleChange: AuditLog = {
    ...presented,
    id: 10,
    entity: 'admin',
    entity_label: 'مدیر',
    entity_id: '1',
    entity_title: 'سارا احمدی',
    action: 'update',
    action_label: 'ویرایش',
    changes: { role_id: [2, 3], price: [61000, 311000] },
    items: [
      { field: 'role_id', label: 'نقش', before: 'انباردار', after: 'فروشنده' },
      { field: 'code', label: 'کد رنگ', before: null, after: '#ff0000' },
    ],
  };

  it('the dashboard shows what the server presented: the row by name, Persian labels and values, never raw ids or status keys', async () => {
    mockFetch({ 'GET /api/admin/dashboard': () => ({ data: { recent_activity: [presented, roleChange] } }) });
    renderWithSession(dashboardRoutes, '/admin', homeFixture({ permissions: ['read_audit_log'] }));
    const items = await screen.findAllByTestId('activity-item', undefined, { timeout: 10000 });
    expect(items[0]).toHaveTextContent('تغییر وضعیت');
    expect(items[0]).toHaveTextContent('سفارش ۵۰۰۱');
    expect(items[0]).toHaveTextContent('وضعیت:در حال پردازش←ارسال شده');
    expect(items[1]).toHaveTextContent('سارا احمدی');
    expect(items[1]).toHaveTextContent('نقش:انباردار←فروشنده');
    expect(items[1]).not.toHaveTextContent('#۱');
    const text = items.map((i) => i.textContent).join(' ');
    expect(text).not.toMatch(/in_progress|delivered|\b2\b|61000|فیلد دیگر/);
    expect(items[0]).toHaveTextContent('۱۴۰۵/۰۹/۰۲ ۲۳:۳۴');
  });

  it('the audit log names the row and lists the presented labels; the expanded row shows the values', async () => {
    mockFetch({
      'GET /api/admin/audit-logs': () => listResponse([roleChange]),
      'GET /api/admin/audit-logs/entities': () => ({ data: [{ name: 'admin', label: 'مدیر' }] }),
      'GET /api/admin/audit-logs/actions': () => ({ data: [{ name: 'update', label: 'ویرایش' }] }),
    });
    renderWithSession(auditLogRoutes, '/admin/audit-logs', homeFixture({ permissions: ['read_audit_log'] }));
    expect(await screen.findByText('سارا احمدی', undefined, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.getByText('نقش، کد رنگ')).toBeInTheDocument();
    const { container } = render(<AuditChanges entry={roleChange} />);
    const lines = within(container).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('نقش:انباردار←فروشنده');
    expect(lines[1]).toHaveTextContent(/کد رنگ:\s*#ff0000/);
  });
});

