import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { homeFixture, listResponse, mockFetch, renderApp } from '../../test/utils';
import { notificationLink, parseNotificationData } from '../notifications';
import type { AdminNotification } from '../types';

const n = (id: number | string, type: string, data: object | string, created_at: string, read_at: string | null = null): AdminNotification => ({
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
    expect(badge).toHaveTextContent('۲');
    expect(badge.closest('button')).toHaveAccessibleName('اعلان‌ها — ۲ اعلان خوانده‌نشده');
    // Persian digits on the badge, and the visible count is part of the button's name.
    expect(badge.textContent).not.toMatch(/[0-9]/);
    expect(badge.closest('button')!.getAttribute('aria-label')).toContain(badge.querySelector('sup')!.textContent!);
    expect(screen.getByTestId('contacts-badge')).toHaveTextContent('۳');

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

/** A stand-in for the browser's EventSource: the test sends the server's events. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly url: string;
  readyState = 1;
  onerror: ((e: Event) => void) | null = null;
  private listeners = new Map<string, ((e: Event) => void)[]>();
  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, fn: (e: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {
    this.readyState = 2;
  }
  emit(type: string, data: unknown) {
    act(() => {
      for (const fn of this.listeners.get(type) ?? []) fn(new MessageEvent(type, { data: JSON.stringify(data) }));
    });
  }
  /** The server refused the stream: the browser gives up (readyState CLOSED) and reports an error. */
  refuse() {
    this.readyState = 2;
    act(() => this.onerror?.(new Event('error')));
  }
}

describe('live notifications', () => {
  beforeAll(() => import('./AdminLayout'), 60_000);
  afterEach(() => {
    FakeEventSource.instances = [];
    delete (window as { EventSource?: unknown }).EventSource;
  });

  it('subscribes while signed in: a new notification prepends to the list, updates the count and pops up with a link', async () => {
    Object.defineProperty(window, 'EventSource', { configurable: true, writable: true, value: FakeEventSource });
    const first = [n('a1', 'ProductUnavailableNotification', { product_id: 42, description: 'کفش ناموجود شد' }, '2025-05-01T10:00:00.000Z')];
    let unreadOnServer = 1;
    const fetch = mockFetch({
      'GET /api/admin/home': () => ({ data: homeFixture({ notifications: first, total_unread_notifications: unreadOnServer }) }),
      'GET /api/admin/dashboard': () => ({ data: { recent_activity: [] } }),
      'POST /api/admin/notifications/read': () => ({ data: { total_unread_notifications: 0, total_unread_contacts: 0 } }),
    });
    const { unmount, router } = renderApp('/admin');
    await screen.findByTestId('notifications-badge', undefined, { timeout: 15_000 });
    await waitFor(() => expect(screen.getByTestId('notifications-badge')).toHaveTextContent('۱'));
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const es = FakeEventSource.instances[0]!;
    expect(es.url).toBe('/api/admin/notifications/stream');

    // hello with the count we already show: nothing to re-read.
    es.emit('hello', { total_unread_notifications: 1 });
    expect(fetch.find('GET', '/api/admin/home')).toHaveLength(1);

    es.emit('notification', {
      id: 'b2',
      type: 'order',
      data: JSON.stringify({ order_id: 9, title: 'سفارش جدید', description: 'سفارش ۹ به مبلغ ۱۲۰٬۰۰۰ تومان ثبت شد' }),
      read_at: null,
      created_at: '2025-05-01T11:00:00.000Z',
      total_unread_notifications: 2,
    });
    await waitFor(() => expect(screen.getByTestId('notifications-badge')).toHaveTextContent('۲'));
    const popUp = await screen.findByTestId('live-notification');
    const box = popUp.closest('.ant-notification-notice') as HTMLElement;
    expect(box).toHaveTextContent('سفارش جدید');
    expect(popUp).toHaveTextContent('سفارش ۹ به مبلغ ۱۲۰٬۰۰۰ تومان ثبت شد');
    expect(within(popUp).getByRole('link', { name: 'مشاهده' })).toHaveAttribute('href', '/admin/order/9');
    // The pop-up goes away by itself after 3000 ms (the test DOM keeps the element in its leave motion).
    const shown = Date.now();
    expect(box).not.toHaveClass('ant-notification-fade-leave');
    await waitFor(() => expect(box).toHaveClass('ant-notification-fade-leave'), { timeout: 6000, interval: 100 });
    expect(Date.now() - shown).toBeGreaterThan(2500);

    // An out-of-stock one shows its own title and links to the product.
    es.emit('notification', {
      id: 'c3',
      type: 'ProductUnavailableNotification',
      data: JSON.stringify({ product_id: 5, description: 'موجودی محصول «کلاه» تمام شد' }),
      read_at: null,
      created_at: '2025-05-01T11:01:00.000Z',
      total_unread_notifications: 3,
    });
    const second = await waitFor(() => {
      const open = screen.getAllByTestId('live-notification').filter((e) => !e.closest('.ant-notification-fade-leave'));
      expect(open).toHaveLength(1);
      return open[0]!;
    });
    expect(second.closest('.ant-notification-notice')).toHaveTextContent('ناموجود شدن محصول');
    expect(within(second).getByRole('link', { name: 'مشاهده' })).toHaveAttribute('href', '/admin/products/edit/5');
    await waitFor(() => expect(screen.getByTestId('notifications-badge')).toHaveTextContent('۳'));
    // Following the link navigates inside the app and closes the pop-up.
    fireEvent.click(within(second).getByRole('link', { name: 'مشاهده' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products/edit/5'));
    await waitFor(() => expect(second.closest('.ant-notification-notice')).toHaveClass('ant-notification-fade-leave'));

    fireEvent.click(screen.getByTestId('notifications-badge').closest('button')!);
    const panel = await screen.findByTestId('notifications-panel');
    const items = within(panel).getAllByTestId('notification-item');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('موجودی محصول «کلاه» تمام شد');
    expect(items[1]).toHaveTextContent('سفارش ۹');
    expect(within(items[1]!).getByRole('link')).toHaveAttribute('href', '/admin/order/9');
    await waitFor(() => expect(fetch.find('POST', '/api/admin/notifications/read')).toHaveLength(1));

    // After a reconnect the server counts something we missed: the session is re-read.
    unreadOnServer = 4;
    es.emit('hello', { total_unread_notifications: 4 });
    await waitFor(() => expect(fetch.find('GET', '/api/admin/home')).toHaveLength(2));
    await waitFor(() => expect(screen.getByTestId('notifications-badge')).toHaveTextContent('۴'));

    // Leaving the signed-in layout closes the stream.
    unmount();
    expect(es.readyState).toBe(2);
  });

  it('a contact message from the storefront: the header’s count follows at once (the session is re-read)', async () => {
    Object.defineProperty(window, 'EventSource', { configurable: true, writable: true, value: FakeEventSource });
    let unreadContacts = 0;
    const fetch = mockFetch({
      'GET /api/admin/home': () => ({ data: homeFixture({ permissions: ['read_contact'], total_unread_contacts: unreadContacts, contacts: [] }) }),
      'GET /api/admin/dashboard': () => ({ data: { recent_activity: [] } }),
    });
    const { unmount } = renderApp('/admin');
    await screen.findByTestId('contacts-badge', undefined, { timeout: 15_000 });
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const es = FakeEventSource.instances[0]!;
    es.emit('hello', { total_unread_notifications: 0 });
    const reads = fetch.find('GET', '/api/admin/home').length;
    unreadContacts = 1;
    es.emit('inbox', { topic: 'contacts' });
    await waitFor(() => expect(fetch.find('GET', '/api/admin/home').length).toBe(reads + 1));
    await waitFor(() => expect(screen.getByTestId('contacts-badge')).toHaveTextContent('۱'));
    unmount();
  });

  it('retries a refused stream later, re-reading the session; without EventSource it stays silent', async () => {
    Object.defineProperty(window, 'EventSource', { configurable: true, writable: true, value: FakeEventSource });
    const fetch = mockFetch({
      'GET /api/admin/home': () => ({ data: homeFixture() }),
      'GET /api/admin/dashboard': () => ({ data: { recent_activity: [] } }),
    });
    const { unmount } = renderApp('/admin');
    await screen.findByTestId('notifications-badge', undefined, { timeout: 15_000 });
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    FakeEventSource.instances[0]!.refuse();
    await waitFor(() => expect(fetch.find('GET', '/api/admin/home')).toHaveLength(2));
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2), { timeout: 8000 });
    unmount();
    expect(FakeEventSource.instances[1]!.readyState).toBe(2);

    delete (window as { EventSource?: unknown }).EventSource;
    mockFetch({
      'GET /api/admin/home': () => ({ data: homeFixture({ total_unread_notifications: 2 }) }),
      'GET /api/admin/dashboard': () => ({ data: { recent_activity: [] } }),
    });
    renderApp('/admin');
    await screen.findByTestId('notifications-badge', undefined, { timeout: 15_000 });
    await waitFor(() => expect(screen.getByTestId('notifications-badge')).toHaveTextContent('۲'));
    expect(FakeEventSource.instances).toHaveLength(2);
  }, 30_000);
});
