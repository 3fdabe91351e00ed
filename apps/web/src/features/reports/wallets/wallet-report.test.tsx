import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeFixture, mockFetch, renderWithSession } from '../../../test/utils';
import { walletReportRoutes } from './wallet-report.routes';

const range = (from: string, to: string, from_day: string, to_day: string, days: number) => ({ from, to, from_day, to_day, days });
const kinds = { topup: 0, refund: 0, admin_credit: 0, gift_credit: 0, withdraw_cancel: 0, paid_main: 0, paid_gift: 0, withdraw_request: 0, admin_debit: 0 };
const ali = { id: 7, name: 'علی رضایی', mobile: '09121000001', balance: 320_000, gift_balance: 40_000, deposits: 70_000, deposit_count: 2, withdrawals: 210_000, withdrawal_count: 2, ...kinds, refund: 30_000, gift_credit: 40_000, paid_main: 110_000, paid_gift: 100_000 };
const sara = { id: 8, name: 'سارا کریمی', mobile: '09121000002', balance: 180_000, gift_balance: 0, deposits: 280_000, deposit_count: 2, withdrawals: 100_000, withdrawal_count: 2, ...kinds, admin_credit: 200_000, withdraw_cancel: 80_000, withdraw_request: 80_000, admin_debit: 20_000 };
const totals = { customers: 2, balance: 500_000, gift_balance: 40_000, deposits: 350_000, deposit_count: 4, withdrawals: 310_000, withdrawal_count: 4, ...kinds, refund: 30_000, admin_credit: 200_000, gift_credit: 40_000, withdraw_cancel: 80_000, paid_main: 110_000, paid_gift: 100_000, withdraw_request: 80_000, admin_debit: 20_000 };
const answer = {
  data: {
    range: range('1404/12/27', '1404/12/29', '2026-03-18', '2026-03-20', 3),
    mode: 'both',
    rows: [ali, sara],
    totals,
    compare: { range: range('1404/12/24', '1404/12/26', '2026-03-15', '2026-03-17', 3), totals: { ...totals, deposits: 0, balance: 250_000 }, change: { ...Object.fromEntries(Object.keys(totals).map((k) => [k, 0])), deposits: null, balance: 1 } },
    series: [
      { day: '2026-03-18', deposits: 0, withdrawals: 150_000 },
      { day: '2026-03-19', deposits: 310_000, withdrawals: 160_000 },
      { day: '2026-03-20', deposits: 40_000, withdrawals: 0 },
    ],
  },
  meta: { current_page: 1, last_page: 2, per_page: 2, total: 3, from: 1, to: 2 },
};

describe('wallets report page', () => {
  it('shows balances, deposits and withdrawals by kind per customer with the grand totals, the daily chart, and sorts, pages and filters on the server', async () => {
    const calls: string[] = [];
    mockFetch({
      'GET /api/admin/reports/wallets': (c: { url: URL }) => {
        calls.push(c.url.search);
        return answer;
      },
    });
    renderWithSession(walletReportRoutes, '/admin/reports/wallets?preset=this_month', homeFixture({ permissions: ['read_report_wallets', 'read_customer'] }));
    const rows = await screen.findAllByTestId('report-row', undefined, { timeout: 10_000 });
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'علی رضایی' })).toHaveAttribute('href', '/admin/customers/show/7');
    expect(rows[0]).toHaveTextContent('۳۲۰,۰۰۰');
    expect(rows[0]).toHaveTextContent('(۲ تراکنش)');
    expect(screen.getByTestId('report-totals-row')).toHaveTextContent('۳۱۰,۰۰۰');
    // The grand totals above the table, each with its definition as a tooltip and its change.
    expect(screen.getByTestId('total-balance')).toHaveTextContent('۵۰۰,۰۰۰');
    expect(screen.getByTestId('total-balance')).toHaveTextContent('۱۰۰٪');
    expect(screen.getByTestId('total-deposits')).toHaveTextContent('بدون دوره‌ی قبل');
    expect(screen.getByTestId('total-customers')).toHaveTextContent('۲');
    // Each kind's total is in the totals row.
    expect(screen.getByTestId('report-totals-row')).toHaveTextContent('۱۱۰,۰۰۰');
    expect(screen.getAllByLabelText(/در پایان آخرین روز بازه/).length).toBeGreaterThan(0);
    // No online / in-store switch: it does not apply to wallets.
    expect(screen.queryByRole('radio', { name: 'حضوری' })).toBeNull();
    // The chart: deposits and withdrawals of each day.
    const bars = await screen.findAllByTestId('chart-bar', undefined, { timeout: 10_000 });
    expect(bars).toHaveLength(6);
    expect(bars.map((b) => b.textContent).join('|')).toContain('واریز: ۳۱۰,۰۰۰');
    fireEvent.click(screen.getByRole('button', { name: /جمع واریز/ }));
    await waitFor(() => expect(calls.at(-1)).toContain('sort=-deposits'));
    fireEvent.click(screen.getByRole('button', { name: 'صفحه‌ی بعد' }));
    await waitFor(() => expect(calls.at(-1)).toContain('page=2'));
    fireEvent.change(screen.getByLabelText('حداقل موجودی'), { target: { value: '۱۰۰۰۰۰' } });
    await waitFor(() => expect(calls.at(-1)).toContain('min_balance=100000'));
    expect(calls.at(-1)).toContain('preset=this_month');
    expect(calls.at(-1)).not.toContain('page=2');
    const box = screen.getByRole('searchbox', { name: 'جستجوی نام یا موبایل' });
    fireEvent.change(box, { target: { value: 'علي' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(decodeURIComponent(calls.at(-1)!)).toContain('q=علي'));
  });

  it('shows names without links without read_customer, and is forbidden without read_report_wallets', async () => {
    mockFetch({ 'GET /api/admin/reports/wallets': () => answer });
    const first = renderWithSession(walletReportRoutes, '/admin/reports/wallets', homeFixture({ permissions: ['read_report_wallets'] }));
    await screen.findAllByTestId('report-row', undefined, { timeout: 10_000 });
    expect(screen.queryByRole('link', { name: 'علی رضایی' })).toBeNull();
    first.unmount();
    renderWithSession(walletReportRoutes, '/admin/reports/wallets', homeFixture({ permissions: ['read_report', 'read_customer'] }));
    expect(await screen.findByTestId('forbidden', undefined, { timeout: 10_000 })).toBeInTheDocument();
  });
});
