import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeFixture, mockFetch, renderWithSession } from '../../../test/utils';
import { dashboardRoutes } from './dashboard.routes';

const range = (from: string, to: string, from_day: string, to_day: string, days: number) => ({ from, to, from_day, to_day, days });
const period = (net: number, online: number, change: number | null) => ({
  range: range('1405/01/01', '1405/01/01', '2026-03-21', '2026-03-21', 1),
  previous_range: range('1404/12/29', '1404/12/29', '2026-03-20', '2026-03-20', 1),
  net,
  count: 3,
  previous_net: 0,
  previous_count: 0,
  change,
  channels: { online: { net: online, count: 2, change }, in_store: { net: net - online, count: 1, change: null } },
});
const sales = { today: period(120_000, 90_000, 0.5), week: period(300_000, 200_000, -0.25), month: period(900_000, 600_000, null) };
const points = Array.from({ length: 30 }, (_, i) => {
  const d = `2026-02-${String(20 + (i % 8)).padStart(2, '0')}`;
  return { period: `1404/12/${String(i + 1).padStart(2, '0')}`, from: d, to: d, values: { online: i * 1000, in_store: 500 } };
});
const salesChart = { range: range('1404/12/01', '1404/12/30', '2026-02-20', '2026-03-21', 30), net: 450_000, series: { measure: 'net', keys: ['online', 'in_store'], points } };
const topProducts = { range: sales.month.range, rows: [{ id: 7, title: 'کفش رانینگ', quantity: 12, amount: 2_400_000 }] };
const welcome = { id: 1, username: 'admin', name: 'سارا' };

const full = {
  widgets: ['welcome', 'active_sessions', 'sales', 'order_queue', 'sales_chart', 'top_products', 'latest_orders', 'pending_product_comments', 'pending_post_comments', 'unread_contacts', 'stock_alerts', 'recent_activity'],
  welcome,
  active_sessions: 1,
  sales,
  order_queue: { wait_for_payment: 4, new: 12, in_progress: 3, reserved: 0 },
  sales_chart: salesChart,
  top_products: topProducts,
  pending_product_comments: { pending: 5 },
  pending_post_comments: { pending: 2 },
  unread_contacts: { unread: 9 },
  stock_alerts: { low: 14, out: 3 },
  latest_orders: [{ id: 1203, status: 'new', status_label: 'جدید', created_at: '2026-03-21T08:00:00Z', customer: { id: 3, name: 'علی رضایی' }, receiver: null, total_amount: 250_000 }],
  recent_activity: [],
};

describe('dashboard', () => {
  it('a full admin sees every figure, each opening its filtered list', async () => {
    mockFetch({ 'GET /api/admin/dashboard': () => ({ data: full }) });
    renderWithSession(dashboardRoutes, '/admin', homeFixture({ permissions: ['read_report', 'read_order', 'read_product', 'read_store', 'read_productComment', 'read_comment', 'read_contact', 'read_audit_log'] }));
    const online = await screen.findByTestId('sales-today-online', undefined, { timeout: 10_000 });
    expect(online).toHaveTextContent('آنلاین');
    expect(online).toHaveTextContent('۹۰,۰۰۰ تومان');
    expect(online).toHaveTextContent('▲ ۵۰٪');
    expect(screen.getByTestId('sales-today-in_store')).toHaveTextContent('۳۰,۰۰۰ تومان');
    expect(screen.getByTestId('sales-definition')).toBeInTheDocument();
    const waiting = await screen.findByTestId('queue-new');
    expect(waiting).toHaveTextContent('۱۲');
    expect(waiting.getAttribute('href')).toBe('/admin/order?status=new');
    expect((await screen.findByTestId('stock-low')).getAttribute('href')).toBe('/admin/store?state=low');
    expect(screen.getByTestId('stock-out')).toHaveTextContent('۳ تنوع');
    expect((await screen.findByTestId('pending-product-comments')).getAttribute('href')).toBe('/admin/comments?status=pending');
    expect((await screen.findByTestId('pending-post-comments')).getAttribute('href')).toBe('/admin/post-comment?status=pending');
    const unread = await screen.findByTestId('unread-contacts');
    expect(unread).toHaveTextContent('۹');
    expect(unread.getAttribute('href')).toBe('/admin/contact?status=unread');
    const order = await screen.findByTestId('latest-order');
    expect(order).toHaveTextContent('۱۲۰۳');
    expect(order).toHaveTextContent('علی رضایی');
    expect(order).toHaveTextContent('۲۵۰,۰۰۰ تومان');
    expect(within(await screen.findByTestId('top-product')).getByRole('link', { name: 'کفش رانینگ' }).getAttribute('href')).toBe('/admin/products/edit/7');
    expect(await screen.findByRole('img', { name: 'فروش خالص ۳۰ روز گذشته' }, { timeout: 10_000 })).toBeInTheDocument();
    expect([...document.querySelectorAll('[data-widget]')].map((e) => e.getAttribute('data-widget'))).toEqual(full.widgets);
  });

  it('a read-only sales viewer sees the sales and nothing about orders, stock or messages', async () => {
    mockFetch({
      'GET /api/admin/dashboard': () => ({ data: { widgets: ['welcome', 'sales', 'sales_chart', 'top_products', 'recent_activity'], welcome, sales, sales_chart: salesChart, top_products: topProducts, recent_activity: [] } }),
    });
    renderWithSession(dashboardRoutes, '/admin', homeFixture({ permissions: ['read_report'] }));
    expect(await screen.findByTestId('sales-month', undefined, { timeout: 10_000 })).toHaveTextContent('۹۰۰,۰۰۰ تومان');
    // Without read_product the product is named, not linked.
    const top = await screen.findByTestId('top-product');
    expect(top).toHaveTextContent('کفش رانینگ');
    expect(within(top).queryByRole('link')).toBeNull();
    for (const w of ['order_queue', 'latest_orders', 'stock_alerts', 'pending_product_comments', 'pending_post_comments', 'unread_contacts']) expect(document.querySelector(`[data-widget="${w}"]`)).toBeNull();
    expect(screen.queryByTestId('queue-new')).toBeNull();
  });
});
