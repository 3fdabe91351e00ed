import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WALLET_MIN_ADMIN_AMOUNT as SCHEMA_MIN } from '@pishkhan/common/schemas/people.schema';
import { homeFixture, json, listResponse, mockFetch, renderWithSession } from '../../../test/utils';
import { WALLET_MIN_ADMIN_AMOUNT } from '../../wallet/transactions/transaction.api';
import type { Address, Customer, CustomerDetail } from './customer.api';
import { customerRoutes } from './customer.routes';

const T = { timeout: 10000 };
const all = ['read_customer', 'create_customer', 'update_customer', 'delete_customer', 'credit_wallet', 'create_withdraw'];

const customer = (over: Partial<Customer> = {}): Customer => ({
  id: 7,
  first_name: 'علی',
  last_name: 'رضایی',
  full_name: 'علی رضایی',
  mobile: '09121234567',
  email: null,
  national_code: '0499370899',
  gender: 'male',
  gender_label: 'مرد',
  birth_date: '1990-05-01',
  card_number: '6037991199500590',
  card_bank: 'بانک ملی ایران',
  sheba: 'IR820540102680020817909002',
  sheba_bank: 'بانک پارسیان',
  newsletter: false,
  status: true,
  role_id: null,
  role: null,
  has_password: false,
  wallet: { balance: 250000, gift_balance: 50000, withdrawable: 200000 },
  created_at: '2025-03-21T08:00:00Z',
  updated_at: '2025-03-21T08:00:00Z',
  ...over,
});
const address = (over: Partial<Address> = {}): Address => ({
  id: 3,
  customer_id: 7,
  province_id: 8,
  province: { id: 8, name: 'تهران' },
  city_id: 301,
  city: { id: 301, name: 'تهران' },
  address: 'خیابان آزادی، پلاک ۱۰',
  postal_code: '1458889999',
  first_name: 'علی',
  last_name: 'رضایی',
  full_name: 'علی رضایی',
  mobile: '09121234567',
  telephone: null,
  latitude: null,
  longitude: null,
  created_at: '2025-03-21T08:00:00Z',
  updated_at: '2025-03-21T08:00:00Z',
  ...over,
});
const detail = (over: Partial<CustomerDetail> = {}): CustomerDetail => ({ ...customer(), addresses: [address()], ...over });

describe('customers list', () => {
  it('lists customers with LTR mobile, balance in Toman and a link to the customer page; filters go to the URL and the API', async () => {
    const fetch = mockFetch({ 'GET /api/admin/customers': () => listResponse([customer(), customer({ id: 8, full_name: null, first_name: null, last_name: null, mobile: '09351112233', wallet: { balance: 0, gift_balance: 0, withdrawable: 0 } })]) });
    const { router } = renderWithSession(customerRoutes, '/admin/customers', homeFixture({ permissions: all, features: { customer_roles: false } }));
    expect(await screen.findByRole('link', { name: 'علی رضایی' }, T)).toHaveAttribute('href', '/admin/customers/show/7');
    expect(screen.getByText('09121234567')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('۲۵۰,۰۰۰ تومان')).toBeInTheDocument();
    expect(screen.getByText('بدون نام')).toBeInTheDocument();
    // customer roles switched off: no role column or filter
    expect(screen.queryByLabelText('نقش')).toBeNull();
    expect(screen.getByRole('link', { name: /افزودن مشتری/ })).toBeInTheDocument();

    // search with Persian digits is sent as typed (the server normalises)
    fireEvent.change(screen.getByLabelText('جستجو'), { target: { value: '۰۹۱۲' } });
    fireEvent.keyDown(screen.getByLabelText('جستجو'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(router.state.location.search).toContain('q='));
    await waitFor(() => expect(fetch.find('GET', '/api/admin/customers').some((c) => c.url.searchParams.get('q') === '۰۹۱۲')).toBe(true));

    const wallet = screen.getByLabelText('وضعیت کیف پول');
    fireEvent.change(wallet, { target: { value: within(wallet).getByRole('option', { name: 'دارای موجودی' }).getAttribute('value') } });
    await waitFor(() => expect(fetch.find('GET', '/api/admin/customers').some((c) => c.url.searchParams.get('has_balance') === 'true' && c.url.searchParams.get('q') === '۰۹۱۲')).toBe(true));
  });

  it('shows the role filter when customer roles are on and asks the roles list', async () => {
    const fetch = mockFetch({
      'GET /api/admin/customers': () => listResponse([customer({ role_id: 2, role: { id: 2, name: 'همکار' } })]),
      'GET /api/admin/customer-roles': () => listResponse([{ id: 2, name: 'همکار', description: null, see_unpublished: false, customers_count: 1, created_at: '', updated_at: '' }]),
    });
    renderWithSession(customerRoutes, '/admin/customers?role_id=2', homeFixture({ permissions: all }));
    await screen.findByRole('link', { name: 'علی رضایی' }, T);
    expect(screen.getAllByText('همکار').length).toBeGreaterThan(0);
    expect(await screen.findByLabelText('نقش', {}, T)).toBeInTheDocument();
    await waitFor(() => expect(fetch.find('GET', '/api/admin/customer-roles')).not.toHaveLength(0));
    expect(fetch.find('GET', '/api/admin/customers')[0]!.url.searchParams.get('role_id')).toBe('2');
  });

  it('says so when the server deactivated the customer instead of deleting', async () => {
    const fetch = mockFetch({
      'GET /api/admin/customers': () => listResponse([customer()]),
      'DELETE /api/admin/customers/7': () => ({ data: { deactivated: true } }),
    });
    renderWithSession(customerRoutes, '/admin/customers', homeFixture({ permissions: all, features: { customer_roles: false } }));
    await screen.findByRole('link', { name: 'علی رضایی' }, T);
    fireEvent.click(screen.getByRole('button', { name: 'حذف' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('delete-question')).toHaveTextContent('علی رضایی');
    fireEvent.click(within(dialog).getByRole('button', { name: /بله، حذف شود/ }));
    expect(await screen.findByText('این مشتری سابقهٔ مالی دارد؛ به جای حذف، غیرفعال شد')).toBeInTheDocument();
    expect(fetch.find('DELETE', '/api/admin/customers/7')).toHaveLength(1);
  });

  it('downloads the Excel export with the filters of the list', async () => {
    const click = (await import('vitest')).vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:x' });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
    const fetch = mockFetch({
      'GET /api/admin/customers': () => listResponse([customer()]),
      'GET /api/admin/customers/export': () => new Response('xlsx', { status: 200, headers: { 'Content-Disposition': 'attachment; filename="customers.xlsx"' } }),
    });
    renderWithSession(customerRoutes, '/admin/customers?status=true&page=2', homeFixture({ permissions: all, features: { customer_roles: false } }));
    await screen.findByRole('link', { name: 'علی رضایی' }, T);
    fireEvent.click(screen.getByRole('button', { name: /خروجی اکسل/ }));
    await waitFor(() => expect(fetch.find('GET', '/api/admin/customers/export')).toHaveLength(1));
    expect(Object.fromEntries(fetch.find('GET', '/api/admin/customers/export')[0]!.url.searchParams)).toEqual({ status: 'true' });
    await waitFor(() => expect(click).toHaveBeenCalled());
  });
});

describe('customer form', () => {
  const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('refuses a bad mobile, national code, card and Sheba in Persian and names the bank of a valid Sheba', async () => {
    const fetch = mockFetch({ 'POST /api/admin/customers': () => json(201, { data: detail() }) });
    renderWithSession(customerRoutes, '/admin/customers/create', homeFixture({ permissions: all, features: { customer_roles: false } }));
    await screen.findByLabelText('موبایل', undefined, T);
    fill('موبایل', '0912123');
    fill('کد ملی', '1234567890');
    fill('شماره کارت', '6037997000000009');
    fill('شماره شبا', 'IR120170000000123456789012');
    fireEvent.click(screen.getByRole('button', { name: /ذخیره/ }));
    expect(await screen.findByText(/موبایل باید شماره موبایل معتبر ایران باشد/)).toBeInTheDocument();
    expect(screen.getByText('کد ملی معتبر نیست؛ رقم‌های آن را دوباره بررسی کنید')).toBeInTheDocument();
    expect(screen.getByText('شماره کارت معتبر نیست؛ شماره‌ی کارت را دوباره بررسی کنید')).toBeInTheDocument();
    expect(screen.getByText('شماره شبا معتبر نیست؛ رقم‌های شبا را دوباره بررسی کنید')).toBeInTheDocument();
    fill('شماره شبا', 'IR12');
    expect(await screen.findByText('شماره شبا باید با IR شروع شود و ۲۴ رقم داشته باشد')).toBeInTheDocument();
    expect(fetch.find('POST', '/api/admin/customers')).toHaveLength(0);

    // Valid values in Persian digits: the bank names appear as the user types.
    fill('موبایل', '۰۹۱۲۱۲۳۴۵۶۷');
    fill('کد ملی', '۰۴۹۹۳۷۰۸۹۹');
    fill('شماره کارت', '6037-9911-9950-0590');
    fill('شماره شبا', 'IR82 0540 1026 8002 0817 9090 02');
    expect(await screen.findByTestId('sheba-bank')).toHaveTextContent('بانک پارسیان');
    expect(screen.getByTestId('card_number-bank')).toHaveTextContent('بانک ملی ایران');
    fill('نام', 'علی');
    fireEvent.click(screen.getByRole('button', { name: /ذخیره/ }));
    await waitFor(() => expect(fetch.find('POST', '/api/admin/customers')).toHaveLength(1));
    expect(fetch.find('POST', '/api/admin/customers')[0]!.body).toEqual({
      first_name: 'علی',
      last_name: null,
      mobile: '۰۹۱۲۱۲۳۴۵۶۷',
      email: null,
      national_code: '۰۴۹۹۳۷۰۸۹۹',
      gender: null,
      birth_date: null,
      card_number: '6037-9911-9950-0590',
      sheba: 'IR82 0540 1026 8002 0817 9090 02',
      newsletter: false,
      status: true,
    });
  });

  it('puts the server 409/422 field errors under their fields', async () => {
    mockFetch({
      'POST /api/admin/customers': () =>
        json(409, { error: { code: 'conflict', message: 'این موبایل قبلاً ثبت شده است', fields: { mobile: 'این موبایل قبلاً ثبت شده است', role_id: 'نقش‌های مشتری غیرفعال است' } } }),
    });
    renderWithSession(customerRoutes, '/admin/customers/create', homeFixture({ permissions: all, features: { customer_roles: false } }));
    await screen.findByLabelText('موبایل', undefined, T);
    fill('موبایل', '09121234567');
    fireEvent.click(screen.getByRole('button', { name: /ذخیره/ }));
    const under = await screen.findAllByText('این موبایل قبلاً ثبت شده است');
    expect(under.some((el) => el.closest('.ant-form-item-explain'))).toBe(true);
    // a field the form does not have is shown above the form
    expect(await screen.findByTestId('form-error')).toHaveTextContent('نقش‌های مشتری غیرفعال است');
  });

  it('loads a customer for editing and sends the role only when customer roles are on', async () => {
    const fetch = mockFetch({
      'GET /api/admin/customers/7': () => ({ data: detail({ role_id: 2, role: { id: 2, name: 'همکار' } }) }),
      'GET /api/admin/customer-roles': () => listResponse([{ id: 2, name: 'همکار', description: null, see_unpublished: false, customers_count: 1, created_at: '', updated_at: '' }]),
      'PATCH /api/admin/customers/7': () => ({ data: detail() }),
    });
    renderWithSession(customerRoutes, '/admin/customers/edit/7', homeFixture({ permissions: all }));
    await waitFor(() => expect(screen.getByLabelText('موبایل')).toHaveValue('09121234567'), T);
    expect(await screen.findByLabelText('تاریخ تولد')).toHaveValue('1369/02/11'); // the date picker's chunk loads lazily
    fill('نام خانوادگی', 'رضایی‌نژاد');
    fireEvent.click(screen.getByRole('button', { name: /ذخیره/ }));
    await waitFor(() => expect(fetch.find('PATCH', '/api/admin/customers/7')).toHaveLength(1));
    expect(fetch.find('PATCH', '/api/admin/customers/7')[0]!.body).toMatchObject({ last_name: 'رضایی‌نژاد', role_id: 2, birth_date: '1990-05-01', gender: 'male' });
    expect(fetch.find('PATCH', '/api/admin/customers/7')[0]!.body).not.toHaveProperty('password');
  });
});

describe('customer page', () => {
  it('shows profile, wallet, addresses and the transactions of the customer', async () => {
    const fetch = mockFetch({
      'GET /api/admin/customers/7': () => ({ data: detail() }),
      'GET /api/admin/transactions': () =>
        listResponse([
          { id: 1, customer_id: 7, customer: null, type: 'admin_credit', amount: 250000, gift_amount: 50000, balance_after: 250000, gift_balance_after: 50000, reason: 'جبران تأخیر', admin: { id: 1, username: 'admin', name: 'مدیر' }, order_id: null, mini_order_id: null, withdraw_id: null, idempotency_key: null, created_at: '2025-03-21T08:00:00Z' },
        ]),
    });
    renderWithSession(customerRoutes, '/admin/customers/show/7', homeFixture({ permissions: ['read_customer'] }));
    expect(await screen.findByText('مشتری: علی رضایی', undefined, T)).toBeInTheDocument();
    const wallet = screen.getByTestId('wallet-card');
    expect(within(wallet).getByText('۲۵۰,۰۰۰ تومان')).toBeInTheDocument();
    expect(within(wallet).getByText('۵۰,۰۰۰ تومان')).toBeInTheDocument();
    expect(within(wallet).getByText('۲۰۰,۰۰۰ تومان')).toBeInTheDocument();
    // without credit_wallet there are no wallet buttons
    expect(within(wallet).queryByRole('button')).toBeNull();
    expect(screen.getByText('بانک پارسیان')).toBeInTheDocument();
    expect(screen.getByText('۱۳۶۹/۰۲/۱۱')).toBeInTheDocument();
    expect(within(screen.getByTestId('addresses-card')).getByText('خیابان آزادی، پلاک ۱۰')).toBeInTheDocument();
    const tx = screen.getByTestId('transactions-card');
    expect(await within(tx).findByText('جبران تأخیر')).toBeInTheDocument();
    expect(within(tx).getByText('واریز توسط مدیر')).toBeInTheDocument();
    expect(fetch.find('GET', '/api/admin/transactions')[0]!.url.searchParams.get('customer_id')).toBe('7');
    // without read_order or mini_order there is no purchases card
    expect(screen.queryByTestId('orders-card')).toBeNull();
  });

  it('signs the customer out of the shop on every device after a confirmation (update_customer only)', async () => {
    const fetch = mockFetch({
      'GET /api/admin/customers/7': () => ({ data: detail() }),
      'GET /api/admin/transactions': () => listResponse([]),
      'POST /api/admin/customers/7/sessions/revoke': () => ({ data: { revoked: 2 } }),
    });
    renderWithSession(customerRoutes, '/admin/customers/show/7', homeFixture({ permissions: ['read_customer', 'update_customer'] }));
    fireEvent.click(await screen.findByRole('button', { name: /خروج از فروشگاه در همه‌ی دستگاه‌ها/ }, T));
    expect(fetch.find('POST', '/api/admin/customers/7/sessions/revoke')).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: 'بله' }));
    expect(await screen.findByText('۲ نشست فروشگاه بسته شد')).toBeInTheDocument();
    expect(fetch.find('POST', '/api/admin/customers/7/sessions/revoke')).toHaveLength(1);
  });

  it('offers no sign-out of the shop without update_customer', async () => {
    mockFetch({ 'GET /api/admin/customers/7': () => ({ data: detail() }), 'GET /api/admin/transactions': () => listResponse([]) });
    renderWithSession(customerRoutes, '/admin/customers/show/7', homeFixture({ permissions: ['read_customer'] }));
    expect(await screen.findByText('مشتری: علی رضایی', undefined, T)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /خروج از فروشگاه/ })).toBeNull();
  });

  it("shows the customer's online orders and in-store sales with counts, totals, what counts, and links; pages", async () => {
    const purchases = (page: number) => ({
      data:
        page === 1
          ? [
              { kind: 'sale', id: 12, created_at: '2025-03-22T08:00:00Z', status: 'completed', status_label: 'تکمیل‌شده', quantity: 1, amount: 30000, counted: true },
              { kind: 'order', id: 5001, created_at: '2025-03-21T08:00:00Z', status: 'canceled', status_label: 'لغو شده', quantity: 2, amount: 80000, counted: false },
            ]
          : [{ kind: 'order', id: 4999, created_at: '2025-03-20T08:00:00Z', status: 'delivered', status_label: 'ارسال شده', quantity: 3, amount: 150000, counted: true }],
      meta: { current_page: page, last_page: 2, per_page: 10, total: 11, from: 1, to: 10 },
      summary: { online: { count: 4, total: 1_200_000 }, in_store: { count: 1, total: 30000 }, count: 5, total: 1_230_000 },
    });
    const fetch = mockFetch({
      'GET /api/admin/customers/7': () => ({ data: detail() }),
      'GET /api/admin/transactions': () => listResponse([]),
      'GET /api/admin/customers/7/purchases': (c) => purchases(Number(c.url.searchParams.get('page') ?? 1)),
    });
    renderWithSession(customerRoutes, '/admin/customers/show/7', homeFixture({ permissions: ['read_customer', 'read_order', 'mini_order'] }));
    const card = await screen.findByTestId('orders-card', undefined, T);
    expect(await within(card).findByText('۱,۲۳۰,۰۰۰ تومان', undefined, T)).toBeInTheDocument();
    expect(within(screen.getByTestId('purchases-count')).getByText('۵')).toBeInTheDocument();
    expect(within(screen.getByTestId('purchases-online')).getByText(/۱,۲۰۰,۰۰۰ تومان/)).toBeInTheDocument();
    expect(within(screen.getByTestId('purchases-in-store')).getByText(/۳۰,۰۰۰ تومان/)).toBeInTheDocument();
    // What counts is said (tooltip on the count's help icon).
    expect(within(card).getByLabelText(/نه در انتظار پرداخت، لغوشده یا ناموفق/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '۱۲' })).toHaveAttribute('href', '/admin/shop/orders/12');
    expect(within(card).getByRole('link', { name: '۵۰۰۱' })).toHaveAttribute('href', '/admin/order/5001');
    expect(within(card).getByText('در جمع نیست')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'همهٔ سفارش‌های این مشتری' })).toHaveAttribute('href', '/admin/order?customer_id=7');
    fireEvent.click(card.querySelector('.ant-pagination-item-2')!); // page numbers are drawn in Persian digits, with no Latin title
    expect(await within(card).findByRole('link', { name: '۴۹۹۹' }, T)).toBeInTheDocument();
    expect(fetch.find('GET', '/api/admin/customers/7/purchases').at(-1)!.url.searchParams.get('page')).toBe('2');
  });

  it('credits the wallet with amount, reason, gift and one Idempotency-Key per opening, then refreshes', async () => {
    let balance = 250000;
    const fetch = mockFetch({
      'GET /api/admin/customers/7': () => ({ data: detail({ wallet: { balance, gift_balance: 50000, withdrawable: balance - 50000 } }) }),
      'GET /api/admin/transactions': () => listResponse([]),
      'POST /api/admin/customers/7/wallet/credit': async () => {
        await new Promise((r) => setTimeout(r, 50));
        balance += 1200000;
        return json(201, { data: { transaction: {}, wallet: { balance, gift_balance: 50000, withdrawable: balance - 50000 }, replayed: false } });
      },
    });
    renderWithSession(customerRoutes, '/admin/customers/show/7', homeFixture({ permissions: all }));
    await screen.findByText('مشتری: علی رضایی', undefined, T);
    fireEvent.click(screen.getByRole('button', { name: /افزایش موجودی/ }));
    const dialog = await screen.findByRole('dialog');
    // the reason is required; an amount under the minimum is refused
    fireEvent.change(within(dialog).getByLabelText('مبلغ'), { target: { value: '۵۰۰' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /ثبت واریز/ }));
    expect(await within(dialog).findByText('کمترین مبلغ ۱,۰۰۰ تومان است')).toBeInTheDocument();
    expect(await within(dialog).findByText('توضیحات الزامی است')).toBeInTheDocument();
    expect(fetch.find('POST', '/api/admin/customers/7/wallet/credit')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('مبلغ'), { target: { value: '۱۲۰۰۰۰۰' } });
    expect(within(dialog).getByLabelText('مبلغ')).toHaveValue('1,200,000');
    fireEvent.change(within(dialog).getByLabelText('توضیحات'), { target: { value: 'جبران تأخیر ارسال' } });
    fireEvent.click(within(dialog).getByRole('checkbox'));
    const ok = within(dialog).getByRole('button', { name: /ثبت واریز/ });
    fireEvent.click(ok);
    fireEvent.click(ok);
    await waitFor(() => expect(fetch.find('POST', '/api/admin/customers/7/wallet/credit').length).toBeGreaterThan(0));
    const posts = fetch.find('POST', '/api/admin/customers/7/wallet/credit');
    expect(posts[0]!.body).toEqual({ amount: 1200000, reason: 'جبران تأخیر ارسال', gift: true });
    const key = posts[0]!.headers['Idempotency-Key'];
    expect(key).toMatch(/^[0-9a-f-]{32,36}$/);
    // a double click never sends a second key
    expect(new Set(posts.map((p) => p.headers['Idempotency-Key'])).size).toBe(1);
    expect(await screen.findByText('موجودی کیف پول به‌روز شد')).toBeInTheDocument();
    // the customer and the ledger are read again
    await waitFor(() => expect(within(screen.getByTestId('wallet-card')).getByText('۱,۴۵۰,۰۰۰ تومان')).toBeInTheDocument());
    expect(fetch.find('GET', '/api/admin/transactions').length).toBeGreaterThan(1);

    // a new opening gets a new key
    fireEvent.click(screen.getByRole('button', { name: /افزایش موجودی/ }));
    const again = await screen.findByRole('dialog');
    fireEvent.change(within(again).getByLabelText('مبلغ'), { target: { value: '2000' } });
    fireEvent.change(within(again).getByLabelText('توضیحات'), { target: { value: 'هدیه' } });
    fireEvent.click(within(again).getByRole('button', { name: /ثبت واریز/ }));
    await waitFor(() => expect(fetch.find('POST', '/api/admin/customers/7/wallet/credit').length).toBe(posts.length + 1));
    expect(fetch.find('POST', '/api/admin/customers/7/wallet/credit').at(-1)!.headers['Idempotency-Key']).not.toBe(key);
  });

  it('refuses a debit above the balance and shows the server 422 under the amount', async () => {
    const fetch = mockFetch({
      'GET /api/admin/customers/7': () => ({ data: detail() }),
      'GET /api/admin/transactions': () => listResponse([]),
      'POST /api/admin/customers/7/wallet/debit': () => json(422, { error: { code: 'validation', message: 'اطلاعات را بررسی کنید', fields: { amount: 'موجودی کیف پول ۱۰۰ است و ۲۰۰ از آن کم نمی‌شود' } } }),
    });
    renderWithSession(customerRoutes, '/admin/customers/show/7', homeFixture({ permissions: all }));
    await screen.findByText('مشتری: علی رضایی', undefined, T);
    fireEvent.click(screen.getByRole('button', { name: /کاهش موجودی/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('مبلغ'), { target: { value: '300000' } });
    fireEvent.change(within(dialog).getByLabelText('توضیحات'), { target: { value: 'اصلاح' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /ثبت برداشت/ }));
    expect(await within(dialog).findByText('مبلغ برداشت از موجودی کیف پول بیشتر است')).toBeInTheDocument();
    expect(fetch.find('POST', '/api/admin/customers/7/wallet/debit')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('مبلغ'), { target: { value: '200000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /ثبت برداشت/ }));
    expect(await within(dialog).findByText('موجودی کیف پول ۱۰۰ است و ۲۰۰ از آن کم نمی‌شود')).toBeInTheDocument();
    expect(fetch.find('POST', '/api/admin/customers/7/wallet/debit')[0]!.body).toEqual({ amount: 200000, reason: 'اصلاح' });
  });

  it('adds an address: the city list follows the chosen province; a bad postal code is refused', async () => {
    const fetch = mockFetch({
      'GET /api/admin/customers/7': () => ({ data: detail({ addresses: [] }) }),
      'GET /api/admin/transactions': () => listResponse([]),
      'GET /api/admin/customers/address-options': (c) => {
        const provinces = [{ id: 8, name: 'تهران' }, { id: 4, name: 'اصفهان' }];
        const p = c.url.searchParams.get('province_id');
        return { data: p ? { provinces, cities: p === '4' ? [{ id: 401, name: 'کاشان' }] : [{ id: 301, name: 'شهریار' }] } : { provinces } };
      },
      'POST /api/admin/customers/7/addresses': () => json(201, { data: address() }),
    });
    renderWithSession(customerRoutes, '/admin/customers/show/7', homeFixture({ permissions: all }));
    await screen.findByText('نشانی‌ای ثبت نشده است', undefined, T);
    fireEvent.click(screen.getByRole('button', { name: /افزودن نشانی/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByLabelText('استان'));
    fireEvent.click(await screen.findByTitle('اصفهان'));
    await waitFor(() => expect(fetch.find('GET', '/api/admin/customers/address-options').some((c) => c.url.searchParams.get('province_id') === '4')).toBe(true));
    fireEvent.mouseDown(within(dialog).getByLabelText('شهر'));
    fireEvent.click(await screen.findByTitle('کاشان'));
    fireEvent.change(within(dialog).getByLabelText('نشانی'), { target: { value: 'خیابان امیرکبیر' } });
    fireEvent.change(within(dialog).getByLabelText('کد پستی'), { target: { value: '12345' } });
    fireEvent.change(within(dialog).getByLabelText('نام گیرنده'), { target: { value: 'مریم' } });
    fireEvent.change(within(dialog).getByLabelText('نام خانوادگی گیرنده'), { target: { value: 'احمدی' } });
    fireEvent.change(within(dialog).getByLabelText('موبایل گیرنده'), { target: { value: '09351112233' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /ذخیره/ }));
    expect(await within(dialog).findByText('کد پستی باید ۱۰ رقم باشد')).toBeInTheDocument();
    expect(fetch.find('POST', '/api/admin/customers/7/addresses')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('کد پستی'), { target: { value: '۸۷۱۳۷۶۵۴۳۲' } });
    fireEvent.change(within(dialog).getByLabelText('عرض جغرافیایی'), { target: { value: '۳۳٫۹۸' } });
    fireEvent.change(within(dialog).getByLabelText('طول جغرافیایی'), { target: { value: '٥١.٤٣' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /ذخیره/ }));
    await waitFor(() => expect(fetch.find('POST', '/api/admin/customers/7/addresses')).toHaveLength(1));
    expect(fetch.find('POST', '/api/admin/customers/7/addresses')[0]!.body).toEqual({
      province_id: 4,
      city_id: 401,
      address: 'خیابان امیرکبیر',
      postal_code: '۸۷۱۳۷۶۵۴۳۲',
      first_name: 'مریم',
      last_name: 'احمدی',
      mobile: '09351112233',
      telephone: null,
      latitude: 33.98,
      longitude: 51.43,
    });
  });

  it('keeps the wallet minimum equal to the shared contract', () => {
    expect(WALLET_MIN_ADMIN_AMOUNT).toBe(SCHEMA_MIN);
  });
});
