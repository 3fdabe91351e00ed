import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WITHDRAW_STATUSES as SCHEMA_STATUSES } from '@pishkhan/common/schemas/people.schema';
import { homeFixture, json, listResponse, mockFetch, renderWithSession } from '../../../test/utils';
import { WITHDRAW_STATUSES, type Withdraw } from './withdraw.api';
import { withdrawRoutes } from './withdraw.routes';

const T = { timeout: 10000 };
const wd = (over: Partial<Withdraw> = {}): Withdraw => ({
  id: 12,
  customer_id: 7,
  customer: { id: 7, full_name: 'علی رضایی', mobile: '09121234567' },
  amount: 150000,
  card_number: '6037991199500590',
  card_bank: 'بانک ملی ایران',
  sheba: 'IR820540102680020817909002',
  sheba_bank: 'بانک پارسیان',
  bank_name: 'بانک پارسیان',
  status: 'pending',
  status_label: 'در انتظار پرداخت',
  tracking_code: null,
  note: null,
  creator: null,
  processor: null,
  paid_at: null,
  canceled_at: null,
  created_at: '2025-03-21T08:00:00Z',
  updated_at: '2025-03-21T08:00:00Z',
  ...over,
});
const page = (rows: Withdraw[]) => {
  const r = listResponse(rows);
  return { ...r, meta: { ...r.meta, status_counts: { all: 9, pending: 4, paid: 3, canceled: 2 }, total_amount: 1350000 } };
};
const approver = ['read_withdraw', 'approve_withdraw', 'read_customer'];

describe('withdrawals', () => {
  it('shows status tabs with counts, the bank from the Sheba, LTR account numbers and the total; a tab sets ?status=', async () => {
    const fetch = mockFetch({ 'GET /api/admin/withdraws': () => page([wd(), wd({ id: 13, status: 'paid', status_label: 'پرداخت شده', tracking_code: 'TRK-998877', paid_at: '2025-03-22T08:00:00Z' })]) });
    const { router } = renderWithSession(withdrawRoutes, '/admin/withdraws', homeFixture({ permissions: ['read_withdraw'] }));
    await screen.findByText('TRK-998877', undefined, T);
    expect(screen.getByRole('tab', { name: /در انتظار پرداخت/ })).toHaveTextContent('۴');
    expect(screen.getByRole('tab', { name: /همه/ })).toHaveTextContent('۹');
    expect(screen.getAllByText('بانک پارسیان').length).toBe(2);
    expect(screen.getAllByText('IR820540102680020817909002')[0]).toHaveAttribute('dir', 'ltr');
    expect(screen.getByTestId('withdraw-total')).toHaveTextContent('۱,۳۵۰,۰۰۰ تومان');
    // read only: no pay / cancel / create
    expect(screen.queryByRole('button', { name: 'پرداخت شد' })).toBeNull();
    expect(screen.queryByRole('button', { name: /ثبت درخواست برداشت/ })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: /پرداخت شده/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=paid'));
    await waitFor(() => expect(fetch.find('GET', '/api/admin/withdraws').some((c) => c.url.searchParams.get('status') === 'paid')).toBe(true));
    expect(fetch.find('GET', '/api/admin/withdraws')).toHaveLength(2);
  });

  it('marks a request paid only with the bank tracking code', async () => {
    const fetch = mockFetch({
      'GET /api/admin/withdraws': () => page([wd()]),
      'POST /api/admin/withdraws/12/pay': () => ({ data: wd({ status: 'paid', tracking_code: '778899' }) }),
    });
    renderWithSession(withdrawRoutes, '/admin/withdraws', homeFixture({ permissions: approver }));
    await screen.findByRole('link', { name: 'علی رضایی' }, T);
    // a pending request has no reopen action
    expect(screen.queryByRole('button', { name: 'بازگشایی' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'پرداخت شد' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /ثبت پرداخت/ }));
    expect(await within(dialog).findByText('کد پیگیری بانک الزامی است')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('کد پیگیری بانک'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /ثبت پرداخت/ }));
    await new Promise((r) => setTimeout(r, 300));
    expect(fetch.find('POST', '/api/admin/withdraws/12/pay')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('کد پیگیری بانک'), { target: { value: ' 778899 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /ثبت پرداخت/ }));
    await waitFor(() => expect(fetch.find('POST', '/api/admin/withdraws/12/pay')).toHaveLength(1));
    expect(fetch.find('POST', '/api/admin/withdraws/12/pay')[0]!.body).toEqual({ tracking_code: '778899' });
    expect(await screen.findByText('پرداخت ثبت شد')).toBeInTheDocument();
    await waitFor(() => expect(fetch.find('GET', '/api/admin/withdraws').length).toBeGreaterThan(1));
  });

  it('cancels after a confirmation and shows the server refusal inside the dialog', async () => {
    let calls = 0;
    const fetch = mockFetch({
      'GET /api/admin/withdraws': () => page([wd()]),
      'POST /api/admin/withdraws/12/cancel': () =>
        ++calls === 1 ? json(409, { error: { code: 'conflict', message: 'فقط درخواست در انتظار پرداخت را می‌توان پرداخت یا لغو کرد' } }) : { data: wd({ status: 'canceled' }) },
    });
    renderWithSession(withdrawRoutes, '/admin/withdraws', homeFixture({ permissions: approver }));
    await screen.findByRole('link', { name: 'علی رضایی' }, T);
    fireEvent.click(screen.getByRole('button', { name: 'لغو درخواست' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('withdraw-confirm')).toHaveTextContent('۱۵۰,۰۰۰ تومان');
    fireEvent.click(within(dialog).getByRole('button', { name: /بله، لغو شود/ }));
    expect(await within(dialog).findByTestId('withdraw-action-error')).toHaveTextContent('فقط درخواست در انتظار پرداخت');
    fireEvent.click(within(dialog).getByRole('button', { name: /بله، لغو شود/ }));
    expect(await screen.findByText('درخواست لغو شد و مبلغ به کیف پول بازگشت')).toBeInTheDocument();
    expect(fetch.find('POST', '/api/admin/withdraws/12/cancel')).toHaveLength(2);
  });

  it('offers reopen only with reopen_withdraw', async () => {
    const fetch = mockFetch({
      'GET /api/admin/withdraws': () => page([wd({ status: 'canceled', status_label: 'لغو شده' })]),
      'POST /api/admin/withdraws/12/reopen': () => ({ data: wd() }),
    });
    const first = renderWithSession(withdrawRoutes, '/admin/withdraws', homeFixture({ permissions: approver }));
    await screen.findByRole('link', { name: 'علی رضایی' }, T);
    expect(screen.queryByRole('button', { name: 'بازگشایی' })).toBeNull();
    first.unmount();

    renderWithSession(withdrawRoutes, '/admin/withdraws', homeFixture({ permissions: [...approver, 'reopen_withdraw'] }));
    await screen.findByRole('link', { name: 'علی رضایی' }, T);
    fireEvent.click(screen.getByRole('button', { name: 'بازگشایی' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('withdraw-confirm')).toHaveTextContent('دوباره از کیف پول مشتری کم می‌شود');
    fireEvent.click(within(dialog).getByRole('button', { name: /بله، بازگشایی شود/ }));
    await waitFor(() => expect(fetch.find('POST', '/api/admin/withdraws/12/reopen')).toHaveLength(1));
  });

  it('creates a request on a customer’s behalf with an Idempotency-Key; 422 lands under the amount', async () => {
    const fetch = mockFetch({
      'GET /api/admin/withdraws': () => page([]),
      'GET /api/admin/customers/search': () => ({ data: [{ id: 7, full_name: 'علی رضایی', mobile: '09121234567', national_code: null, status: true }] }),
      'POST /api/admin/withdraws': () => json(422, { error: { code: 'validation', message: 'اطلاعات را بررسی کنید', fields: { amount: 'کمترین مبلغ برداشت ۵۰,۰۰۰ است' } } }),
    });
    renderWithSession(withdrawRoutes, '/admin/withdraws', homeFixture({ permissions: ['read_withdraw', 'create_withdraw'] }));
    fireEvent.click(await screen.findByRole('button', { name: /ثبت درخواست برداشت/ }, T));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /ثبت درخواست/ }));
    expect(await within(dialog).findByText('مشتری الزامی است')).toBeInTheDocument();
    fireEvent.mouseDown(within(dialog).getByLabelText('مشتری'));
    fireEvent.click(await screen.findByTitle('علی رضایی — 09121234567'));
    fireEvent.change(within(dialog).getByLabelText('مبلغ'), { target: { value: '۱۰,۰۰۰' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /ثبت درخواست/ }));
    expect(await within(dialog).findByText('کمترین مبلغ برداشت ۵۰,۰۰۰ است')).toBeInTheDocument();
    const post = fetch.find('POST', '/api/admin/withdraws')[0]!;
    expect(post.body).toEqual({ customer_id: 7, amount: 10000, note: null });
    expect(post.headers['Idempotency-Key']).toBeTruthy();
  });

  it('knows every status of the contract', () => {
    expect(WITHDRAW_STATUSES).toEqual([...SCHEMA_STATUSES]);
  });
});
