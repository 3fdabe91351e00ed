import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeFixture, mockFetch, renderWithSession } from '../../test/utils';
import { orderReportRoutes } from '../../features/reports/orders/order-report.routes';
import { dashboardRoutes } from '../../features/system/dashboard/dashboard.routes';
import ReportChart, { axisWidth, compactAxisNumber, niceTicks } from './ReportChart';

const zero = { count: 0, gross: 0, discount: 0, returns: 0, net: 0, shipping: 0, total: 0 };
const range = (from: string, to: string, from_day: string, to_day: string, days: number) => ({ from, to, from_day, to_day, days });

function answer(over: Record<string, unknown> = {}) {
  return {
    data: {
      range: range('1404/12/28', '1405/01/01', '2026-03-19', '2026-03-21', 3),
      mode: 'both',
      group: 'day',
      rows: [
        { period: '1404/12/28', from: '2026-03-19', to: '2026-03-19', ...zero },
        { period: '1404/12/29', from: '2026-03-20', to: '2026-03-20', ...zero, count: 2, gross: 130_000, discount: 12_000, net: 118_000, shipping: 5_000, total: 123_000 },
        { period: '1405/01/01', from: '2026-03-21', to: '2026-03-21', ...zero, count: 1, gross: 40_000, net: 40_000, total: 40_000 },
      ],
      totals: { count: 3, gross: 170_000, discount: 12_000, returns: 0, net: 158_000, shipping: 5_000, total: 163_000 },
      series: {
        measure: 'net',
        keys: ['online', 'in_store'],
        points: [
          { period: '1404/12/28', from: '2026-03-19', to: '2026-03-19', values: { online: 0, in_store: 0 } },
          { period: '1404/12/29', from: '2026-03-20', to: '2026-03-20', values: { online: 90_000, in_store: 28_000 } },
          { period: '1405/01/01', from: '2026-03-21', to: '2026-03-21', values: { online: 0, in_store: 40_000 } },
        ],
      },
      compare: {
        range: range('1404/12/25', '1404/12/27', '2026-03-16', '2026-03-18', 3),
        totals: { ...zero, count: 1, net: 79_000 },
        change: { count: 2, gross: null, discount: null, returns: null, net: 1, shipping: null, total: null },
      },
      ...over,
    },
    meta: { current_page: 1, last_page: 2, per_page: 3, total: 5, from: 1, to: 3 },
  };
}

const reader = homeFixture({ permissions: ['read_report'] });

describe('report page', () => {
  it('renders the totals with their change, the rows and the totals row, in Persian', async () => {
    mockFetch({ 'GET /api/admin/reports/orders': () => answer() });
    renderWithSession(orderReportRoutes, '/admin/reports/orders', reader);
    const net = await screen.findByTestId('total-net', undefined, { timeout: 10_000 });
    expect(net).toHaveTextContent('۱۵۸,۰۰۰');
    expect(net).toHaveTextContent('▲ ۱۰۰٪');
    expect(screen.getByTestId('total-gross')).toHaveTextContent('بدون دوره‌ی قبل');
    const rows = screen.getAllByTestId('report-row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('۱۴۰۴/۱۲/۲۹');
    expect(rows[1]).toHaveTextContent('۱۱۸,۰۰۰');
    expect(screen.getByTestId('report-totals-row')).toHaveTextContent('جمع کل');
    expect(screen.getByTestId('report-totals-row')).toHaveTextContent('۱۶۳,۰۰۰');
    expect(screen.getByText('۱۴۰۴/۱۲/۲۸ تا ۱۴۰۵/۰۱/۰۱')).toBeInTheDocument();
    expect(screen.getByText('صفحه‌ی ۱ از ۲')).toBeInTheDocument();
  });

  it('compares with the previous period only when asked, and then shows the previous figures', async () => {
    const fetch = mockFetch({
      'GET /api/admin/reports/orders': (c) => (c.url.searchParams.get('compare') === '1' ? answer() : answer({ compare: undefined })),
    });
    renderWithSession(orderReportRoutes, '/admin/reports/orders?preset=last_week', reader);
    const net = await screen.findByTestId('total-net', undefined, { timeout: 10_000 });
    const last = () => fetch.find('GET', '/api/admin/reports/orders').at(-1)!.url.searchParams;
    expect(last().get('compare')).toBe('0');
    expect(screen.queryByTestId('previous-net')).toBeNull();
    expect(net).not.toHaveTextContent('▲');
    fireEvent.click(screen.getByRole('checkbox', { name: 'مقایسه با دوره‌ی قبل' }));
    await waitFor(() => expect(last().get('compare')).toBe('1'));
    expect(await screen.findByTestId('previous-net')).toHaveTextContent('دوره‌ی قبل: ۷۹,۰۰۰');
    expect(screen.getByTestId('total-net')).toHaveTextContent('▲ ۱۰۰٪');
    expect(last().get('preset')).toBe('last_week');
  });

  it('sends the URL filters, and a preset, a mode, a sort or a page changes the query', async () => {
    const fetch = mockFetch({ 'GET /api/admin/reports/orders': () => answer() });
    renderWithSession(orderReportRoutes, '/admin/reports/orders?from=1404/12/28&to=1405/01/01', reader);
    await screen.findByTestId('total-net', undefined, { timeout: 10_000 });
    const last = () => fetch.find('GET', '/api/admin/reports/orders').at(-1)!.url.searchParams;
    expect(last().get('from')).toBe('1404/12/28');

    fireEvent.click(screen.getByRole('button', { name: /^بازه/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'این ماه' }));
    await waitFor(() => expect(last().get('preset')).toBe('this_month'));
    expect(last().get('from')).toBeNull();

    fireEvent.click(screen.getByText('حضوری'));
    await waitFor(() => expect(last().get('mode')).toBe('in_store'));
    fireEvent.click(screen.getByText('ماهانه'));
    await waitFor(() => expect(last().get('group')).toBe('month'));

    fireEvent.click(within(screen.getByRole('table')).getByRole('button', { name: /فروش خالص/ }));
    await waitFor(() => expect(last().get('sort')).toBe('net'));
    fireEvent.click(within(screen.getByRole('table')).getByRole('button', { name: /فروش خالص/ }));
    await waitFor(() => expect(last().get('sort')).toBe('-net'));
    fireEvent.click(screen.getByRole('button', { name: 'صفحه‌ی بعد' }));
    await waitFor(() => expect(last().get('page')).toBe('2'));
    expect(last().get('preset')).toBe('this_month');
  });

  it('loads the chart lazily: bars per channel, right to left, with Persian tooltips', async () => {
    mockFetch({ 'GET /api/admin/reports/orders': () => answer() });
    renderWithSession(orderReportRoutes, '/admin/reports/orders', reader);
    const chart = await screen.findByRole('img', { name: 'فروش خالص' }, { timeout: 10_000 });
    const bars = within(chart).getAllByTestId('chart-bar');
    expect(bars).toHaveLength(6);
    const titles = bars.map((b) => b.querySelector('title')!.textContent);
    expect(titles).toContain('۱۲/۲۹ — فروش آنلاین: ۹۰,۰۰۰ تومان');
    // The first period stands at the right: its bars lie to the right of the last period's.
    const x = (i: number) => Number(bars[i]!.getAttribute('x'));
    expect(x(0)).toBeGreaterThan(x(4));
    expect(screen.getByText('فروش حضوری')).toBeInTheDocument();
  });

  it('asks for the export with the same filters, without the page', async () => {
    const fetch = mockFetch({
      'GET /api/admin/reports/orders': () => answer(),
      'GET /api/admin/reports/orders/export': () => new Response(new Blob(['x']), { status: 200, headers: { 'Content-Disposition': 'attachment; filename="sales-report-20260321.xlsx"' } }),
    });
    URL.createObjectURL = () => 'blob:x';
    URL.revokeObjectURL = () => undefined;
    renderWithSession(orderReportRoutes, '/admin/reports/orders?preset=last_week&mode=online&page=2', reader);
    await screen.findByTestId('total-net', undefined, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: /خروجی اکسل/ }));
    await waitFor(() => expect(fetch.find('GET', '/api/admin/reports/orders/export')).toHaveLength(1));
    const q = fetch.find('GET', '/api/admin/reports/orders/export')[0]!.url.searchParams;
    expect(q.get('preset')).toBe('last_week');
    expect(q.get('mode')).toBe('online');
    expect(q.get('page')).toBeNull();
  });

  it('shows a Persian 422 message instead of the report', async () => {
    mockFetch({
      'GET /api/admin/reports/orders': () =>
        new Response(JSON.stringify({ error: { code: 'validation', message: 'اطلاعات واردشده معتبر نیست', fields: { from: 'x' } } }), { status: 422, headers: { 'Content-Type': 'application/json' } }),
    });
    renderWithSession(orderReportRoutes, '/admin/reports/orders?from=1405/13/01&to=1405/13/02', reader);
    expect(await screen.findByText('اطلاعات واردشده معتبر نیست', undefined, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('chart axis values are compact Persian amounts, and the axis is as wide as its longest label', () => {
    expect(compactAxisNumber(1_200_000_000)).toBe('۱٫۲ میلیارد');
    expect(compactAxisNumber(350_000_000)).toBe('۳۵۰ میلیون');
    expect(compactAxisNumber(1_250_000_000)).toBe('۱٫۲۵ میلیارد');
    expect(compactAxisNumber(25_000)).toBe('۲۵ هزار');
    expect(compactAxisNumber(2_500_000_000_000)).toBe('۲٫۵ هزار میلیارد');
    expect(compactAxisNumber(900)).toBe('۹۰۰');
    expect(compactAxisNumber(0)).toBe('۰');
    expect(compactAxisNumber(-350_000_000)).toMatch(/۳۵۰ میلیون$/);
    expect(axisWidth(['۰', '۱٫۲۵ میلیارد'])).toBeGreaterThan(axisWidth(['۰', '۹۰۰']));
  });

  it('a chart of billions labels its axis compactly and keeps the bars clear of the labels', () => {
    const points = [1_100_000_000, 2_400_000_000, 900_000_000].map((v, i) => ({ label: `۰۱/۰${i + 1}`, values: { online: v, in_store: v / 3 } }));
    const series = [
      { key: 'online', label: 'آنلاین', color: '#1677ff' },
      { key: 'in_store', label: 'حضوری', color: '#52c41a' },
    ];
    render(<ReportChart points={points} series={series} kind="bar" formatValue={String} label="فروش" />);
    const ticks = screen.getAllByTestId('chart-axis-tick');
    expect(ticks.map((t) => t.textContent)).toEqual(['۰', '۵۰۰ میلیون', '۱ میلیارد', '۱٫۵ میلیارد', '۲ میلیارد', '۲٫۵ میلیارد']);
    // The labels stand right of the axis; every bar stays left of it (the chart is 640 wide in jsdom).
    const axisX = Number(ticks[0]!.getAttribute('x')) - 6;
    expect(640 - axisX).toBe(axisWidth(ticks.map((t) => t.textContent!)));
    for (const b of screen.getAllByTestId('chart-bar')) expect(Number(b.getAttribute('x')) + Number(b.getAttribute('width'))).toBeLessThanOrEqual(axisX);
  });

  it('chart axis steps are round and cover the values', () => {
    expect(niceTicks(0, 118_000)).toEqual([0, 25_000, 50_000, 75_000, 100_000, 125_000]);
    expect(niceTicks(-10, 40)).toEqual([-10, 0, 10, 20, 30, 40]);
    expect(niceTicks(0, 0)).toEqual([0, 1]);
  });
});

describe('dashboard widgets', () => {
  const sales = {
    today: { range: range('1405/01/01', '1405/01/01', '2026-03-21', '2026-03-21', 1), previous_range: range('1404/12/29', '1404/12/29', '2026-03-20', '2026-03-20', 1), net: 40_000, count: 1, previous_net: 118_000, previous_count: 2, change: -0.661 },
    week: { range: range('1405/01/01', '1405/01/01', '2026-03-21', '2026-03-21', 1), previous_range: range('1404/12/23', '1404/12/23', '2026-03-14', '2026-03-14', 1), net: 40_000, count: 1, previous_net: 0, previous_count: 0, change: null },
    month: { range: range('1405/01/01', '1405/01/01', '2026-03-21', '2026-03-21', 1), previous_range: range('1404/12/01', '1404/12/01', '2026-02-20', '2026-02-20', 1), net: 40_000, count: 1, previous_net: 20_000, previous_count: 1, change: 1 },
  };

  it('draws the widgets the server answered, in its order, each from its own component', async () => {
    mockFetch({
      'GET /api/admin/dashboard': () => ({ data: { widgets: ['welcome', 'active_sessions', 'sales', 'recent_activity'], welcome: { id: 1, username: 'admin', name: 'سارا' }, active_sessions: 2, sales, recent_activity: [] } }),
    });
    renderWithSession(dashboardRoutes, '/admin', reader);
    const today = await screen.findByTestId('sales-today', undefined, { timeout: 10_000 });
    expect(today).toHaveTextContent('۴۰,۰۰۰ تومان');
    expect(today).toHaveTextContent('▼ ۶۶٫۱٪');
    expect(screen.getByTestId('sales-month')).toHaveTextContent('▲ ۱۰۰٪');
    expect(today.getAttribute('href')).toBe('/admin/reports/orders?preset=today');
    expect(await screen.findByText('سارا، به پیشخوان خوش آمدید')).toBeInTheDocument();
    expect(await screen.findByText('نشست‌های فعال شما')).toBeInTheDocument();
    expect([...document.querySelectorAll('[data-widget]')].map((e) => e.getAttribute('data-widget'))).toEqual(['welcome', 'active_sessions', 'sales', 'recent_activity']);
  });

  it('shows no sales widget when the server leaves it out', async () => {
    mockFetch({ 'GET /api/admin/dashboard': () => ({ data: { widgets: ['welcome', 'recent_activity'], welcome: { id: 1, username: 'admin', name: 'سارا' }, recent_activity: [] } }) });
    renderWithSession(dashboardRoutes, '/admin', homeFixture());
    expect(await screen.findByText('هنوز فعالیتی ثبت نشده است', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('sales-today')).toBeNull();
    expect(document.querySelector('[data-widget="sales"]')).toBeNull();
  });
});
