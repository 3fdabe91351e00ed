import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeFixture, listResponse, mockFetch, renderWithSession } from '../../../test/utils';
import { AuditChanges } from './AuditChanges';
import { auditLogRoutes } from './audit-log.routes';

describe('audit log', () => {
  it('shows each change as field: before → after with Persian labels', () => {
    render(
      <AuditChanges
        entry={{ entity: 'color', changes: { name: ['قرمز', 'سرخ'], status: [true, false], code: ['#ff0000', '#ee0000'], password_hash: ['***', '***'] } }}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('نام رنگ:');
    expect(items[0]).toHaveTextContent('قرمز');
    expect(items[0]).toHaveTextContent('سرخ');
    expect(items[1]).toHaveTextContent('وضعیت:بله←خیر');
    expect(items[2]).toHaveTextContent('#ff0000');
    expect(items[3]).toHaveTextContent('••••••');
  });

  it('shows a Jalali date and sends the filters from the URL', async () => {
    const fetch = mockFetch({
      'GET /api/admin/audit-logs': () =>
        listResponse([
          { id: 1, admin: { id: 1, username: 'admin', name: 'مدیر کل' }, ip: '127.0.0.1', entity: 'color', entity_id: '3', action: 'update', changes: { name: ['قرمز', 'سرخ'] }, created_at: '2025-03-21T08:30:00Z' },
        ]),
      'GET /api/admin/audit-logs/entities': () => ({ data: [{ name: 'color', label: 'رنگ' }] }),
      'GET /api/admin/admins': () => listResponse([]),
    });
    renderWithSession(auditLogRoutes, '/admin/audit-logs?entity=color&action=update&from=2025-03-20T20:30:00.000Z&to=2025-03-21T20:29:59.999Z', homeFixture({ permissions: ['read_audit_log', 'read_admin'] }));
    // 2025-03-21 08:30 UTC = 1404/01/01 12:00 in Tehran
    expect(await screen.findByText('۱۴۰۴/۰۱/۰۱ ۱۲:۰۰', undefined, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.getByText('#۳')).toBeInTheDocument();
    await waitFor(() => expect(fetch.find('GET', '/api/admin/audit-logs').length).toBeGreaterThan(0));
    const q = fetch.find('GET', '/api/admin/audit-logs')[0]!.url.searchParams;
    expect(q.get('entity')).toBe('color');
    expect(q.get('action')).toBe('update');
    expect(q.get('from')).toBe('2025-03-20T20:30:00.000Z');
    expect(q.get('to')).toBe('2025-03-21T20:29:59.999Z');
  });
});
