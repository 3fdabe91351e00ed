import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeFixture, mockFetch, renderWithSession } from '../../../test/utils';
import { visitReportRoutes } from './visit-report.routes';

const range = (from: string, to: string, from_day: string, to_day: string, days: number) => ({ from, to, from_day, to_day, days });
const row = (period: string, day: string, visits: number, page_views: number, product_views = 0, post_views = 0) => ({ period, from: day, to: day, visits, page_views, product_views, post_views });

function answer(group = 'day') {
  const rows = [row('1405/01/09', '2026-03-29', 0, 0), row('1405/01/10', '2026-03-30', 1_240, 5_310, 2_100, 310), row('1405/01/11', '2026-03-31', 980, 4_000, 1_500, 200)];
  return {
    data: {
      range: range('1405/01/09', '1405/01/11', '2026-03-29', '2026-03-31', 3),
      mode: 'both',
      group,
      rows,
      totals: { visits: 2_220, page_views: 9_310, product_views: 3_600, post_views: 510 },
      series: { measure: 'visits', keys: ['visits'], points: rows.map((r) => ({ period: r.period, from: r.from, to: r.to, values: { visits: r.visits } })) },
      compare: {
        range: range('1405/01/06', '1405/01/08', '2026-03-26', '2026-03-28', 3),
        totals: { visits: 1_110, page_views: 0, product_views: 3_600, post_views: 1_020 },
        change: { visits: 1, page_views: null, product_views: 0, post_views: -0.5 },
      },
    },
    meta: { current_page: 1, last_page: 1, per_page: 31, total: 3, from: 1, to: 3 },
  };
}

const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, visits: hour === 21 ? 90 : 10, page_views: hour === 21 ? 400 : 40, product_views: 5, post_views: 1 }));
const day = {
  date: '1405/01/10',
  day: '2026-03-30',
  previous: '1405/01/09',
  next: '1405/01/11',
  hours,
  totals: { visits: 320, page_views: 1_320, product_views: 120, post_views: 24 },
  top_products: [
    { id: 7, title: 'پیراهن کتان', views: 55 },
    { id: 9, title: null, views: 3 },
  ],
  top_posts: [{ id: 4, title: 'راهنمای اندازه', views: 12 }],
};

const reader = homeFixture({ permissions: ['read_report_visits', 'read_product'] });

describe('visit report', () => {
  it('lists the days with counts (no amounts, no sales mode), the change and a link to each day', async () => {
    const fetch = mockFetch({ 'GET /api/admin/reports/visit': () => answer() });
    renderWithSession(visitReportRoutes, '/admin/reports/visit?from=1405/01/09&to=1405/01/11', reader);
    const visits = await screen.findByTestId('total-visits', undefined, { timeout: 10_000 });
    expect(visits).toHaveTextContent('۲٬۲۲۰');
    expect(visits).toHaveTextContent('▲ ۱۰۰٪');
    expect(screen.getByTestId('total-post_views')).toHaveTextContent('▼ ۵۰٪');
    expect(screen.queryByText('حضوری')).toBeNull();
    expect(screen.queryByText(/تومان/)).toBeNull();
    const rows = screen.getAllByTestId('report-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('link', { name: '۱۴۰۵/۰۱/۱۰' })).toHaveAttribute('href', '/admin/reports/visit/1405-01-10');
    expect(rows[1]).toHaveTextContent('۵٬۳۱۰');
    expect(screen.getByTestId('report-totals-row')).toHaveTextContent('۹٬۳۱۰');
    const chart = await screen.findByRole('img', { name: 'بازدید' }, { timeout: 10_000 });
    const titles = within(chart)
      .getAllByTestId('chart-point')
      .map((p) => p.querySelector('title')!.textContent);
    expect(titles).toContain('۰۱/۱۰ — بازدید: ۱٬۲۴۰');
    expect(fetch.find('GET', '/api/admin/reports/visit').at(-1)!.url.searchParams.get('from')).toBe('1405/01/09');
  });

  it('links no row when grouped by month', async () => {
    mockFetch({ 'GET /api/admin/reports/visit': () => answer('month') });
    renderWithSession(visitReportRoutes, '/admin/reports/visit?group=month', reader);
    await screen.findByTestId('total-visits', undefined, { timeout: 10_000 });
    expect(within(screen.getAllByTestId('report-row')[0]!).queryByRole('link')).toBeNull();
  });

  it('shows one day by hour with its top products and posts, linked when the admin may open them', async () => {
    mockFetch({ 'GET /api/admin/reports/visit/1405-01-10': () => ({ data: day }) });
    renderWithSession(visitReportRoutes, '/admin/reports/visit/1405-01-10', reader);
    expect(await screen.findByRole('heading', { name: 'بازدید روز ۱۴۰۵/۰۱/۱۰' }, { timeout: 10_000 })).toBeInTheDocument();
    const hourRows = await screen.findAllByTestId('visit-hour-row');
    expect(hourRows).toHaveLength(24);
    expect(hourRows[21]).toHaveTextContent('۲۱:۰۰ تا ۲۲:۰۰');
    expect(hourRows[21]).toHaveTextContent('۴۰۰');
    expect(screen.getByTestId('total-visits')).toHaveTextContent('۳۲۰');
    expect(screen.getByRole('link', { name: 'پیراهن کتان' })).toHaveAttribute('href', '/admin/products/edit/7');
    expect(screen.getByText('حذف‌شده (۹)')).toBeInTheDocument();
    // Posts are not the admin's to open: named, not linked.
    expect(screen.getByText('راهنمای اندازه').closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: 'روز قبل' })).toHaveAttribute('href', '/admin/reports/visit/1405-01-09');
    expect(await screen.findByRole('img', { name: 'بازدید در ساعت‌های روز' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('shows the Persian message of a bad date', async () => {
    mockFetch({
      'GET /api/admin/reports/visit/1405-13-40': () =>
        new Response(JSON.stringify({ error: { code: 'validation', message: 'اطلاعات واردشده معتبر نیست', fields: { date: 'تاریخ روز را به شکل ۱۴۰۵-۰۱-۱۵ وارد کنید' } } }), {
          status: 422,
          headers: { 'Content-Type': 'application/json' },
        }),
    });
    renderWithSession(visitReportRoutes, '/admin/reports/visit/1405-13-40', reader);
    expect(await screen.findByText('تاریخ روز را به شکل ۱۴۰۵-۰۱-۱۵ وارد کنید', undefined, { timeout: 10_000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'بازگشت به گزارش بازدید' }));
    await waitFor(() => expect(screen.queryByText('تاریخ روز را به شکل ۱۴۰۵-۰۱-۱۵ وارد کنید')).toBeNull());
  });
});
