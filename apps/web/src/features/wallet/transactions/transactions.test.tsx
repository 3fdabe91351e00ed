import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WALLET_TRANSACTION_TYPES } from '@pishkhan/common/schemas/people.schema';
import { findCombobox, homeFixture, listResponse, mockFetch, renderWithSession } from '../../../test/utils';
import { TRANSACTION_TYPES, type Transaction } from './transaction.api';
import { transactionRoutes } from './transaction.routes';

const T = { timeout: 10000 };
const tx = (over: Partial<Transaction> = {}): Transaction => ({
  id: 1,
  customer_id: 7,
  customer: { id: 7, full_name: 'علی رضایی', mobile: '09121234567' },
  type: 'admin_credit',
  amount: 120000,
  gift_amount: 0,
  balance_after: 370000,
  gift_balance_after: 0,
  reason: 'جبران تأخیر',
  admin: { id: 1, username: 'admin', name: 'سارا' },
  order_id: null,
  mini_order_id: null,
  withdraw_id: null,
  idempotency_key: null,
  created_at: '2025-03-21T08:00:00Z',
  ...over,
});
const withTotals = (rows: Transaction[]) => {
  const r = listResponse(rows, { total: 42 });
  return { ...r, meta: { ...r.meta, totals: { credits: 5000000, debits: 1250000, net: 3750000, count: 42 } } };
};

describe('wallet transactions', () => {
  it('shows signed, coloured amounts, balance after, who, reason and links; totals of the filtered rows above the table', async () => {
    const fetch = mockFetch({
      'GET /api/admin/transactions': () =>
        withTotals([
          tx(),
          tx({ id: 2, type: 'withdraw_request', amount: -50000, balance_after: 320000, reason: null, admin: null, withdraw_id: 12 }),
          tx({ id: 3, type: 'order_refund', amount: 80000, balance_after: 400000, order_id: 55, admin: null, reason: 'لغو سفارش' }),
        ]),
    });
    renderWithSession(transactionRoutes, '/admin/transactions', homeFixture({ permissions: ['read_customer'] }));
    await screen.findByText('جبران تأخیر', undefined, T);
    const amounts = screen.getAllByTestId('signed-amount').map((el) => el.textContent);
    expect(amounts).toContain('+۱۲۰,۰۰۰ تومان');
    expect(amounts).toContain('−۵۰,۰۰۰ تومان');
    const minus = screen.getAllByTestId('signed-amount').find((el) => el.textContent === '−۵۰,۰۰۰ تومان')!;
    expect(minus).toHaveClass('pk-amount-debit');
    expect(screen.getAllByTestId('signed-amount').find((el) => el.textContent === '+۱۲۰,۰۰۰ تومان')).toHaveClass('pk-amount-credit');
    expect(screen.getByText('۳۷۰,۰۰۰ تومان')).toBeInTheDocument();
    expect(screen.getByText('سارا')).toBeInTheDocument();
    expect(screen.getAllByText('سیستم').length).toBe(2);
    expect(screen.getByRole('link', { name: 'سفارش ۵۵' })).toHaveAttribute('href', '/admin/order/55');
    expect(screen.getByRole('link', { name: 'برداشت ۱۲' })).toHaveAttribute('href', '/admin/withdraws?id=12');
    expect(screen.getAllByRole('link', { name: 'علی رضایی' })[0]).toHaveAttribute('href', '/admin/customers/show/7');
    expect(screen.getAllByText('۱۴۰۴/۰۱/۰۱ ۱۱:۳۰').length).toBe(3);
    const totals = screen.getByTestId('transaction-totals');
    expect(within(totals).getAllByTestId('signed-amount').map((el) => el.textContent)).toEqual(['+۵,۰۰۰,۰۰۰ تومان', '−۱,۲۵۰,۰۰۰ تومان', '+۳,۷۵۰,۰۰۰ تومان']);
    expect(within(totals).getByText('۴۲')).toBeInTheDocument();
    // one request feeds both the totals and the table
    expect(fetch.find('GET', '/api/admin/transactions')).toHaveLength(1);
  });

  it('filters by type and customer (searched by mobile) into the URL and the API', async () => {
    const fetch = mockFetch({
      'GET /api/admin/transactions': () => withTotals([tx()]),
      'GET /api/admin/customers/search': (c) =>
        ({ data: c.url.searchParams.get('q') === '0935' ? [{ id: 9, full_name: 'مریم احمدی', mobile: '09351112233', national_code: null, status: true }] : [] }),
    });
    const { router } = renderWithSession(transactionRoutes, '/admin/transactions', homeFixture({ permissions: ['read_customer'] }));
    await screen.findByText('جبران تأخیر', undefined, T);
    const types = screen.getByLabelText('همهٔ نوع‌ها');
    fireEvent.change(types, { target: { value: within(types).getByRole('option', { name: 'درخواست برداشت' }).getAttribute('value') } });
    await waitFor(() => expect(router.state.location.search).toBe('?type=withdraw_request'));

    const customer = await findCombobox('مشتری');
    fireEvent.mouseDown(customer);
    fireEvent.change(customer, { target: { value: '0935' } });
    fireEvent.click(await screen.findByTitle('مریم احمدی — 09351112233', undefined, T));
    await waitFor(() => expect(router.state.location.search).toContain('customer_id=9'));
    await waitFor(() =>
      expect(fetch.find('GET', '/api/admin/transactions').some((c) => c.url.searchParams.get('customer_id') === '9' && c.url.searchParams.get('type') === 'withdraw_request')).toBe(true),
    );
  });

  it('exports the filtered rows to Excel', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:x' });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
    const fetch = mockFetch({
      'GET /api/admin/transactions': () => withTotals([tx()]),
      'GET /api/admin/transactions/export': () => new Response('x', { status: 200 }),
    });
    renderWithSession(transactionRoutes, '/admin/transactions?direction=debit&from=2025-03-20T20%3A30%3A00.000Z&to=2025-03-21T20%3A29%3A59.999Z', homeFixture({ permissions: ['read_customer'] }));
    await screen.findByText('جبران تأخیر', undefined, T);
    // the Jalali range shows the chosen days
    expect((await screen.findAllByDisplayValue('1404/01/01', undefined, T)).length).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: /خروجی اکسل/ }));
    await waitFor(() => expect(fetch.find('GET', '/api/admin/transactions/export')).toHaveLength(1));
    expect(Object.fromEntries(fetch.find('GET', '/api/admin/transactions/export')[0]!.url.searchParams)).toEqual({
      direction: 'debit',
      from: '2025-03-20T20:30:00.000Z',
      to: '2025-03-21T20:29:59.999Z',
    });
    await waitFor(() => expect(click).toHaveBeenCalled());
  });

  it('knows every ledger type of the contract', () => {
    expect(TRANSACTION_TYPES).toEqual([...WALLET_TRANSACTION_TYPES]);
  });
});
