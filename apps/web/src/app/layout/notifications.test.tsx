import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { homeFixture, listResponse, mockFetch, renderApp } from '../../test/utils';
import { notificationLink, parseNotificationData } from '../notifications';
import type { AdminNotification } from '../types';

const n = (id: number, type: string, data: object | string, created_at: string, read_at: string | null = null): AdminNotification => ({
  id,
  type,
  data: typeof data === 'string' ? data : JSON.stringify(data),
  read_at,
  created_at,
});

describe('notification data', () => {
  it('parses the JSON string and builds the links of spec §2', () => {
    const product = n(1, 'ProductUnavailableNotification', { product_id: 42, description: 'کفش ناموجود شد' }, '2025-05-01T10:00:00Z');
    const order = n(2, 'order', { order_id: 7, description: 'سفارش تازه' }, '2025-05-01T09:00:00Z');
    expect(parseNotificationData(product.data)).toEqual({ product_id: 42, description: 'کفش ناموجود شد' });
    expect(notificationLink(product)).toBe('/products/edit/42');
    expect(notificationLink(order)).toBe('/order/7');
    expect(parseNotificationData('{broken')).toEqual({});
    expect(notificationLink(n(3, 'order', '{broken', '2025-05-01T09:00:00Z'))).toBeNull();
  });
});

describe('notifications bell', () => {
  beforeAll(() => import('./AdminLayout'), 60_000);

  it('shows the unread count, parses data, links each item, marks all read on opening and loads more', async () => {
    const first = [
      n(11, 'ProductUnavailableNotification', { product_id: 42, description: 'کفش ناموجود شد' }, '2025-05-01T10:00:00.000Z'),
      n(10, 'order', { order_id: 7, description: 'سفارش تازه ثبت شد' }, '2025-05-01T09:00:00.000Z'),
    ];
    const more = [n(9, 'order', { order_id: 5, description: 'سفارش قدیمی' }, '2025-04-30T08:00:00.000Z', '2025-04-30T09:00:00.000Z')];
    const fetch = mockFetch({
      'GET /api/admin/home': () => ({
        data: homeFixture({ permissions: ['read_contact'], notifications: first, total_unread_notifications: 2, total_unread_contacts: 3 }),
      }),
      'GET /api/admin/dashboard': () => ({ data: { recent_activity: [] } }),
      'POST /api/admin/notifications/read': () => ({ data: { total_unread_notifications: 0, total_unread_contacts: 0 } }),
      'GET /api/admin/notifications': () => ({ ...listResponse(more), meta: { has_more: false } }),
    });
    renderApp('/admin');
    const badge = await screen.findByTestId('notifications-badge', undefined, { timeout: 15_000 });
    expect(badge).toHaveTextContent('2');
    expect(badge.closest('button')).toHaveAccessibleName('اعلان‌ها — ۲ اعلان خوانده‌نشده');
    expect(screen.getByTestId('contacts-badge')).toHaveTextContent('3');

    fireEvent.click(badge.closest('button')!);
    const panel = await screen.findByTestId('notifications-panel');
    const items = within(panel).getAllByTestId('notification-item');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('کفش ناموجود شد');
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/admin/products/edit/42');
    expect(within(items[1]!).getByRole('link')).toHaveAttribute('href', '/admin/order/7');

    await waitFor(() => expect(fetch.find('POST', '/api/admin/notifications/read')).toHaveLength(1));
    // counts go to 0: the buttons no longer announce unread items
    await waitFor(() => expect(screen.getByTestId('notifications-badge').closest('button')).toHaveAccessibleName('اعلان‌ها'));
    expect(screen.getByTestId('contacts-badge').closest('button')).toHaveAccessibleName('پیام‌های تماس');
    await waitFor(() => expect(within(panel).getAllByTestId('notification-item')[0]).not.toHaveClass('pk-notif--unread'));

    fireEvent.click(within(panel).getByRole('button', { name: 'نمایش بیشتر' }));
    await waitFor(() => expect(within(panel).getAllByTestId('notification-item')).toHaveLength(3));
    const loadMore = fetch.find('GET', '/api/admin/notifications')[0]!;
    expect(loadMore.url.searchParams.get('before')).toBe('2025-05-01T09:00:00.000Z');
    expect(within(panel).getAllByTestId('notification-item')[2]!.querySelector('a')).toHaveAttribute('href', '/admin/order/5');
    expect(within(panel).queryByRole('button', { name: 'نمایش بیشتر' })).not.toBeInTheDocument();
  });

  it('does not call the server when nothing is unread', async () => {
    const fetch = mockFetch({
      'GET /api/admin/home': () => ({ data: homeFixture({ notifications: [n(1, 'order', { order_id: 1 }, '2025-05-01T10:00:00Z', '2025-05-01T11:00:00Z')] }) }),
      'GET /api/admin/dashboard': () => ({ data: { recent_activity: [] } }),
    });
    renderApp('/admin');
    const badge = await screen.findByTestId('notifications-badge', undefined, { timeout: 15_000 });
    fireEvent.click(badge.closest('button')!);
    await screen.findByTestId('notifications-panel');
    expect(fetch.find('POST', '/api/admin/notifications/read')).toHaveLength(0);
  });
});
