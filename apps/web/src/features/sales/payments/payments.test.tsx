import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { homeFixture, listResponse, mockFetch, renderWithSession } from '../../../test/utils';
import type { Payment } from './payment.api';
import { OrderGatewayPayments } from './OrderGatewayPayments';
import { paymentRoutes } from './payment.routes';

const T = { timeout: 10000 };
const pay = (over: Partial<Payment> = {}): Payment => ({
  id: 1,
  purpose: 'order',
  purpose_label: 'پرداخت سفارش',
  order_id: 55,
  customer_id: 7,
  customer: { id: 7, full_name: 'علی رضایی', mobile: '09121234567' },
  amount: 150000,
  amount_rials: 1500000,
  gateway: 'zarinpal',
  gateway_label: 'زرین‌پال',
  authority: 'A0001',
  status: 'paid',
  status_label: 'پرداخت موفق',
  ref_id: '987654',
  card_pan: null,
  note: null,
  verify_attempts: 1,
  paid_at: '2025-03-21T08:01:00Z',
  created_at: '2025-03-21T08:00:00Z',
  ...over,
});
const rows = [pay(), pay({ id: 2, order_id: 56, status: 'unknown', status_label: 'در حال بررسی', ref_id: null, paid_at: null })];

describe('gateway payments', () => {
  it('lists payments with Toman amounts, status tags and links to the order and customer; «verify again» only for an unknown one', async () => {
    const fetch = mockFetch({
      'GET /api/admin/payments': () => listResponse(rows, { total: 2 }),
      'POST /api/admin/payments/2/verify': () => ({ data: rows[1], message: 'استعلام دوباره در صف کارها قرار گرفت.' }),
    });
    renderWithSession(paymentRoutes, '/admin/payments', homeFixture({ permissions: ['read_payment', 'verify_payment', 'read_order', 'read_customer'] }));
    await screen.findByText('987654', undefined, T);
    expect(screen.getAllByText('۱۵۰,۰۰۰ تومان').length).toBe(2);
    const unknown = screen.getAllByRole('row').find((r) => r.textContent?.includes('سفارش ۵۶'))!;
    expect(within(unknown).getByText('در حال بررسی')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'سفارش ۵۵' })).toHaveAttribute('href', '/admin/order/55');
    expect(screen.getAllByRole('link', { name: 'علی رضایی' })[0]).toHaveAttribute('href', '/admin/customers/show/7');
    expect(screen.queryByTestId('reverify-1')).toBeNull();
    fireEvent.click(screen.getByTestId('reverify-2'));
    const confirm = await screen.findByRole('tooltip', undefined, T);
    fireEvent.click(within(confirm).getByRole('button', { name: 'استعلام دوباره' }));
    await waitFor(() => expect(fetch.find('POST', '/api/admin/payments/2/verify')).toHaveLength(1), T);
  });

  it('without verify_payment there is no «verify again»; filters go to the server', async () => {
    const fetch = mockFetch({ 'GET /api/admin/payments': () => listResponse(rows, { total: 2 }) });
    renderWithSession(paymentRoutes, '/admin/payments?status=unknown&order_id=56', homeFixture({ permissions: ['read_payment'] }));
    await screen.findByText('987654', undefined, T);
    expect(screen.queryByTestId('reverify-2')).toBeNull();
    const q = fetch.find('GET', '/api/admin/payments').at(-1)!.url.searchParams;
    expect(q.get('status')).toBe('unknown');
    expect(q.get('order_id')).toBe('56');
  });

  it('downloads the Excel export with exactly the filters of the list (not the page); read_payment is enough', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:x' });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
    const fetch = mockFetch({
      'GET /api/admin/payments': () => listResponse(rows, { total: 2 }),
      'GET /api/admin/payments/export': () => new Response('xlsx', { status: 200, headers: { 'Content-Disposition': 'attachment; filename="payments-20260101.xlsx"' } }),
    });
    renderWithSession(paymentRoutes, '/admin/payments?status=paid,unknown&customer_id=7&page=2&sort=amount', homeFixture({ permissions: ['read_payment'] }));
    await screen.findByText('987654', undefined, T);
    fireEvent.click(screen.getByRole('button', { name: /خروجی اکسل/ }));
    await waitFor(() => expect(fetch.find('GET', '/api/admin/payments/export')).toHaveLength(1), T);
    expect(Object.fromEntries(fetch.find('GET', '/api/admin/payments/export')[0]!.url.searchParams)).toEqual({ status: 'paid,unknown', customer_id: '7', sort: 'amount' });
    await waitFor(() => expect(click).toHaveBeenCalled(), T);
    click.mockRestore();
  });

  it('the order page lists the order’s gateway attempts (asked by order id), with «verify again» for an unknown one', async () => {
    const fetch = mockFetch({ 'GET /api/admin/payments': () => listResponse(rows, { total: 2 }) });
    renderWithSession([{ path: 'order/55', element: <OrderGatewayPayments orderId={55} unit="تومان" /> }], '/admin/order/55', homeFixture({ permissions: ['read_payment', 'verify_payment'] }));
    await screen.findByText('987654', undefined, T);
    expect(within(screen.getByTestId('gateway-payments-card')).getByTestId('reverify-2')).toBeInTheDocument();
    expect(fetch.find('GET', '/api/admin/payments')[0]!.url.searchParams.get('order_id')).toBe('55');
  });
});
