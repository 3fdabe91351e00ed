import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { homeFixture, json, listResponse, mockFetch, renderWithSession } from '../../../test/utils';
import type { Order, OrderRow, Preview } from './order.api';
import { orderRoutes } from './order.routes';
import { describeEvent } from './OrderTimeline';

const T = { timeout: 10000 };
const row = (over: Partial<OrderRow> = {}): OrderRow => ({
  id: 12,
  status: 'new',
  status_label: 'جدید',
  created_at: '2025-03-21T08:00:00Z',
  customer: { id: 7, name: 'علی رضایی', mobile: '09121234567' },
  city: 'کاشان',
  province: 'اصفهان',
  items_quantity: 3,
  total_amount: 1250000,
  paid_amount: 1250000,
  payment_method: 'wallet',
  shipping_method: { id: 2, name: 'پست پیشتاز' },
  post_tracking_code: '123456789012',
  ...over,
});
const counts = { all: 25, wait_for_payment: 2, new: 8, in_progress: 6, delivered: 5, canceled: 3, failed: 1, reserved: 0 };
const page = (rows: OrderRow[]) => ({ ...listResponse(rows), counts });

const order = (over: Partial<Order> = {}): Order => ({
  id: 12,
  status: 'new',
  status_label: 'جدید',
  created_at: '2025-03-21T08:00:00Z',
  updated_at: '2025-03-21T09:00:00Z',
  customer: { id: 7, name: 'علی رضایی', mobile: '09121234567', wallet: { balance: 300000, gift_balance: 0, withdrawable: 300000 } },
  address: {
    id: 40,
    first_name: 'علی',
    last_name: 'رضایی',
    mobile: '09121234567',
    telephone: null,
    province_id: 4,
    province: 'اصفهان',
    city_id: 301,
    city: 'کاشان',
    address: 'خیابان امیرکبیر، کوچه ۱۲',
    postal_code: '8715613311',
    latitude: null,
    longitude: null,
  },
  shipping_method: { id: 2, name: 'پست پیشتاز' },
  shipping_amount: 50000,
  delivered_at: null,
  coupon: null,
  items_count: 2,
  items_quantity: 3,
  total_items_amount: 1300000,
  discount_on_items: 100000,
  discount_on_coupon: 0,
  discount_on_order: 0,
  discount_amount: 100000,
  total_amount: 1250000,
  paid_amount: 1250000,
  payment_method: 'wallet',
  description: null,
  admin_note: null,
  post_tracking_code: null,
  reserved: false,
  items: [
    {
      id: 101,
      product_id: 5,
      variant_id: 51,
      title: 'پیراهن مردانه',
      variant_title: 'آبی — XL',
      sku: 'SH-BL-XL',
      barcode: '6260000000011',
      image_url: null,
      quantity: 2,
      unit_price: 500000,
      unit_discount: 50000,
      discount_source: 'product',
      line_total: 900000,
      status: true,
    },
    {
      id: 102,
      product_id: 6,
      variant_id: 61,
      title: 'شلوار کتان',
      variant_title: null,
      sku: 'PT-01',
      barcode: null,
      image_url: null,
      quantity: 1,
      unit_price: 300000,
      unit_discount: 0,
      discount_source: null,
      line_total: 300000,
      status: true,
    },
  ],
  payments: [{ id: 1, method: 'wallet', amount: 1250000, tracking_code: null, admin: { id: 1, name: 'مدیر آزمایشی' }, created_at: '2025-03-21T08:00:00Z' }],
  events: [
    { id: 3, type: 'item_quantity', data: { item_id: 101, title: 'پیراهن مردانه – آبی — XL', from: 1, to: 2, amount_delta: 450000 }, admin: { id: 1, name: 'مدیر آزمایشی' }, created_at: '2025-03-21T08:30:00Z' },
    { id: 2, type: 'status', data: { from: 'wait_for_payment', to: 'new', note: 'پرداخت تلفنی' }, admin: { id: 1, name: 'مدیر آزمایشی' }, created_at: '2025-03-21T08:10:00Z' },
    { id: 1, type: 'created', data: { status: 'wait_for_payment', total: 800000 }, admin: null, created_at: '2025-03-21T08:00:00Z' },
  ],
  allowed_statuses: ['in_progress', 'canceled'],
  ...over,
});

const listPerms = ['read_order', 'change_order_status', 'read_customer'];

describe('orders list', () => {
  it('shows rows, status tabs with Persian counts, and a tab sends ?status= to the server', async () => {
    const fetch = mockFetch({ 'GET /api/admin/orders': () => page([row(), row({ id: 13, status: 'delivered', status_label: 'ارسال شده', customer: null, post_tracking_code: null })]) });
    const { router } = renderWithSession(orderRoutes, '/admin/order', homeFixture({ permissions: listPerms }));
    await screen.findByRole('link', { name: '۱۲' }, T);
    expect(screen.getByRole('link', { name: 'علی رضایی' })).toHaveAttribute('href', '/admin/customers/show/7');
    expect(screen.getByText('09121234567')).toHaveAttribute('dir', 'ltr');
    expect(screen.getAllByText('۱,۲۵۰,۰۰۰ تومان').length).toBe(2);
    expect(screen.getAllByText('کاشان').length).toBe(2);
    expect(screen.getByText('123456789012')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('tab', { name: /همه/ })).toHaveTextContent('۲۵');
    expect(screen.getByRole('tab', { name: /در حال پردازش/ })).toHaveTextContent('۶');
    // no create button without create_order
    expect(screen.queryByRole('button', { name: /ثبت سفارش/ })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: /ارسال شده/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=delivered'));
    await waitFor(() => expect(fetch.find('GET', '/api/admin/orders').some((c) => c.url.searchParams.get('status') === 'delivered')).toBe(true));
    // one request feeds both the tabs and the table
    expect(fetch.find('GET', '/api/admin/orders')).toHaveLength(2);
    expect(fetch.find('GET', '/api/admin/orders')[0]!.url.searchParams.get('sort')).toBe('-id');
  });

  it('keeps the filters in the URL: search, tracking code, amount', async () => {
    const fetch = mockFetch({ 'GET /api/admin/orders': () => page([row()]) });
    const { router } = renderWithSession(orderRoutes, '/admin/order?amount_min=100000', homeFixture({ permissions: [...listPerms, 'create_order'] }));
    await screen.findByRole('link', { name: '۱۲' }, T);
    expect(screen.getByRole('button', { name: /ثبت سفارش/ })).toBeInTheDocument();
    expect(screen.getByLabelText('مبلغ از')).toHaveValue('100,000');
    expect(fetch.find('GET', '/api/admin/orders')[0]!.url.searchParams.get('amount_min')).toBe('100000');
    fireEvent.change(screen.getByLabelText('کد پیگیری پرداخت'), { target: { value: ' TR-77 ' } });
    fireEvent.keyDown(screen.getByLabelText('کد پیگیری پرداخت'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(router.state.location.search).toContain('tracking_code=TR-77'));
    fireEvent.change(screen.getByLabelText('جستجو'), { target: { value: '۰۹۱۲' } });
    fireEvent.keyDown(screen.getByLabelText('جستجو'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(fetch.find('GET', '/api/admin/orders').some((c) => c.url.searchParams.get('q') === '۰۹۱۲' && c.url.searchParams.get('tracking_code') === 'TR-77')).toBe(true),
    );
  });

  it('changes the status of the selected orders and shows each refusal', async () => {
    const fetch = mockFetch({
      'GET /api/admin/orders': () => page([row(), row({ id: 13, status: 'canceled', status_label: 'لغو شده', post_tracking_code: null })]),
      'POST /api/admin/orders/status': () => ({
        data: { changed: [12], refused: [{ id: 13, message: 'سفارش در وضعیت «لغو شده» است؛ تغییر گروهی فقط برای سفارش‌های پرداخت‌شده است' }] },
      }),
    });
    renderWithSession(orderRoutes, '/admin/order', homeFixture({ permissions: listPerms }));
    await screen.findByRole('link', { name: '۱۲' }, T);
    const boxes = screen.getAllByRole('checkbox');
    fireEvent.click(boxes[1]!);
    fireEvent.click(boxes[2]!);
    const bar = await screen.findByTestId('bulk-bar');
    expect(within(bar).getByRole('button', { name: /چاپ فاکتور/ })).toBeInTheDocument();
    fireEvent.click(within(bar).getByRole('button', { name: /تغییر وضعیت/ }));
    const menu = await screen.findByRole('menu');
    // only new / in progress / sent are offered in bulk
    expect(within(menu).getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['جدید', 'در حال پردازش', 'ارسال شده']);
    // Shipping asks for the tracking codes first; backing out sends nothing and keeps the selection.
    fireEvent.click(within(menu).getByText('ارسال شده'));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('کد رهگیری پست سفارش ۱۲')).toHaveValue('123456789012');
    fireEvent.click(within(dialog).getByRole('button', { name: 'انصراف' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetch.find('POST', '/api/admin/orders/status')).toHaveLength(0);
    fireEvent.click(within(await screen.findByTestId('bulk-bar')).getByRole('button', { name: /تغییر وضعیت/ }));
    fireEvent.click(within(await screen.findByRole('menu')).getByText('ارسال شده'));
    dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('کد رهگیری پست سفارش ۱۳'), { target: { value: ' ۵۵۵۰۰۱ ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ثبت ارسال' }));
    await waitFor(() => expect(fetch.find('POST', '/api/admin/orders/status')).toHaveLength(1));
    // the unchanged code of 12 is not sent again
    expect(fetch.find('POST', '/api/admin/orders/status')[0]!.body).toEqual({ ids: [12, 13], status: 'delivered', tracking_codes: [{ id: 13, code: '555001' }] });
    expect(await screen.findByText(/سفارش ۱۳: سفارش در وضعیت «لغو شده» است/)).toBeInTheDocument();
    expect(await screen.findByText('۱ مورد انجام شد')).toBeInTheDocument();
  });

  it('moves the selected orders to in progress without a dialog', async () => {
    const fetch = mockFetch({
      'GET /api/admin/orders': () => page([row(), row({ id: 13 })]),
      'POST /api/admin/orders/status': () => ({ data: { changed: [12, 13], refused: [] } }),
    });
    renderWithSession(orderRoutes, '/admin/order', homeFixture({ permissions: listPerms }));
    await screen.findByRole('link', { name: '۱۲' }, T);
    fireEvent.click(screen.getAllByRole('checkbox')[0]!);
    fireEvent.click(within(await screen.findByTestId('bulk-bar')).getByRole('button', { name: /تغییر وضعیت/ }));
    fireEvent.click(within(await screen.findByRole('menu')).getByText('در حال پردازش'));
    await waitFor(() => expect(fetch.find('POST', '/api/admin/orders/status')).toHaveLength(1));
    expect(fetch.find('POST', '/api/admin/orders/status')[0]!.body).toEqual({ ids: [12, 13], status: 'in_progress' });
    expect(await screen.findByText('۲ مورد انجام شد')).toBeInTheDocument();
  });

  it('opens the print sheet of the selected orders in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    mockFetch({ 'GET /api/admin/orders': () => page([row(), row({ id: 13 })]) });
    renderWithSession(orderRoutes, '/admin/order', homeFixture({ permissions: ['read_order'] }));
    await screen.findByRole('link', { name: '۱۲' }, T);
    fireEvent.click(screen.getAllByRole('checkbox')[0]!);
    fireEvent.click(within(await screen.findByTestId('bulk-bar')).getByRole('button', { name: /چاپ فاکتور/ }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/admin/print-orders?ids=12,13', '_blank', 'noopener'));
    // without change_order_status there is no bulk status button
    expect(screen.queryByRole('button', { name: /تغییر وضعیت/ })).toBeNull();
  });
});

describe('order detail', () => {
  it('shows items, totals and the timeline in Persian; the status menu offers only allowed statuses and sends the PUT', async () => {
    const fetch = mockFetch({
      'GET /api/admin/orders/12': () => ({ data: order() }),
      'PUT /api/admin/orders/12/status': () => ({
        data: order({ status: 'canceled', status_label: 'لغو شده', paid_amount: 0, allowed_statuses: ['new', 'in_progress'], events: [{ id: 4, type: 'status', data: { from: 'new', to: 'canceled', note: null }, admin: { id: 1, name: 'مدیر آزمایشی' }, created_at: '2025-03-22T08:00:00Z' }, ...order().events] }),
      }),
    });
    renderWithSession(orderRoutes, '/admin/order/12', homeFixture({ permissions: ['read_order', 'update_order', 'change_order_status', 'read_customer'] }));
    const items = await screen.findByTestId('items-card', undefined, T);
    expect(screen.getByRole('heading', { name: 'سفارش ۱۲' })).toBeInTheDocument();
    expect(within(items).getByText('پیراهن مردانه')).toBeInTheDocument();
    expect(within(items).getByText('آبی — XL')).toBeInTheDocument();
    expect(within(items).getByText('SH-BL-XL')).toHaveAttribute('dir', 'ltr');
    expect(within(items).getByText('۹۰۰,۰۰۰ تومان')).toBeInTheDocument();
    expect(within(items).getByLabelText('تعداد پیراهن مردانه')).toHaveValue('2');
    expect(screen.getByTestId('total-amount')).toHaveTextContent('۱,۲۵۰,۰۰۰ تومان');
    expect(screen.getByTestId('customer-card')).toHaveTextContent('۳۰۰,۰۰۰ تومان');
    expect(screen.getByTestId('address-card')).toHaveTextContent('خیابان امیرکبیر');
    const timeline = screen.getByTestId('timeline-card');
    expect(within(timeline).getByText('وضعیت از «در انتظار پرداخت» به «جدید» تغییر کرد')).toBeInTheDocument();
    expect(within(timeline).getByText('پرداخت تلفنی')).toBeInTheDocument();
    expect(within(timeline).getByText('تعداد «پیراهن مردانه – آبی — XL» از ۱ به ۲ تغییر کرد')).toBeInTheDocument();
    expect(within(timeline).getByText('مبلغ سفارش ۴۵۰,۰۰۰ تومان بیشتر شد')).toBeInTheDocument();
    expect(within(timeline).getByText('سفارش ثبت شد')).toBeInTheDocument();
    expect(within(timeline).getAllByText(/توسط مدیر آزمایشی/).length).toBe(2);

    fireEvent.click(screen.getByRole('button', { name: /تغییر وضعیت/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['در حال پردازش', 'لغو شده']);
    fireEvent.click(within(menu).getByText('لغو شده'));
    const dialog = await screen.findByRole('dialog');
    const effects = within(dialog).getByTestId('status-effects');
    expect(effects).toHaveTextContent('کالاهای سفارش به انبار برمی‌گردند');
    expect(effects).toHaveTextContent('مبلغ پرداخت‌شده (۱,۲۵۰,۰۰۰ تومان) به کیف پول مشتری بازگردانده می‌شود');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'بدون بازگشت وجه' }));
    fireEvent.change(within(dialog).getByLabelText('توضیح (اختیاری)'), { target: { value: ' مشتری انصراف داد ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'تغییر وضعیت' }));
    await waitFor(() => expect(fetch.find('PUT', '/api/admin/orders/12/status')).toHaveLength(1));
    expect(fetch.find('PUT', '/api/admin/orders/12/status')[0]!.body).toEqual({ status: 'canceled', note: 'مشتری انصراف داد', no_charge: true });
    // the page shows the answer, with no second GET
    expect(await screen.findByText('وضعیت از «جدید» به «لغو شده» تغییر کرد')).toBeInTheDocument();
    expect(fetch.find('GET', '/api/admin/orders/12')).toHaveLength(1);
    // a canceled order cannot be edited: no quantity boxes
    await waitFor(() => expect(screen.queryByLabelText('تعداد پیراهن مردانه')).toBeNull());
  });

  it('reactivating asks for the payment and refuses a short wallet; card sends its tracking code; errors show in the dialog', async () => {
    let calls = 0;
    const fetch = mockFetch({
      'GET /api/admin/orders/12': () => ({ data: order({ status: 'canceled', status_label: 'لغو شده', paid_amount: 0, allowed_statuses: ['new', 'in_progress'] }) }),
      'PUT /api/admin/orders/12/status': () =>
        ++calls === 1
          ? new Response(JSON.stringify({ error: { code: 'insufficient_stock', message: 'موجودی «شلوار کتان» کافی نیست' } }), { status: 409 })
          : { data: order({ status: 'new', payment_method: 'card' }) },
    });
    renderWithSession(orderRoutes, '/admin/order/12', homeFixture({ permissions: ['read_order', 'change_order_status'] }));
    fireEvent.click(await screen.findByRole('button', { name: /تغییر وضعیت/ }, T));
    fireEvent.click(within(await screen.findByRole('menu')).getByText('جدید'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('status-effects')).toHaveTextContent('مبلغ ۱,۲۵۰,۰۰۰ تومان بابت سفارش پرداخت می‌شود');
    // nothing is chosen at first; the wallet holds 300,000: refused in the browser once chosen
    expect(within(dialog).queryByTestId('wallet-short')).toBeNull();
    expect(within(dialog).getByText('پرداخت در محل (پرداخت‌نشده)')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByText('کیف پول'));
    expect(await within(dialog).findByTestId('wallet-short')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'تغییر وضعیت' })).toBeDisabled();
    fireEvent.click(within(dialog).getByText('کارت‌خوان'));
    fireEvent.change(await within(dialog).findByLabelText('کد پیگیری پرداخت'), { target: { value: ' ۴۴۵۵ ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'تغییر وضعیت' }));
    expect(await within(dialog).findByTestId('status-error')).toHaveTextContent('موجودی «شلوار کتان» کافی نیست');
    fireEvent.click(within(dialog).getByRole('button', { name: 'تغییر وضعیت' }));
    await waitFor(() => expect(fetch.find('PUT', '/api/admin/orders/12/status')).toHaveLength(2));
    expect(fetch.find('PUT', '/api/admin/orders/12/status')[1]!.body).toEqual({ status: 'new', payment: { method: 'card', tracking_code: '۴۴۵۵' } });
  });

  it('the ship step takes the postal tracking code; a shipped order can correct it', async () => {
    const fetch = mockFetch({
      'GET /api/admin/orders/12': () => ({ data: order({ status: 'in_progress', status_label: 'در حال پردازش', post_tracking_code: null, allowed_statuses: ['new', 'delivered', 'canceled'] }) }),
      'PUT /api/admin/orders/12/status': () =>
        json(422, { error: { code: 'validation', message: 'بارکد «12AB» عدد مثبت نیست', fields: { post_tracking_code: 'بارکد «12AB» عدد مثبت نیست' } } }),
    });
    renderWithSession(orderRoutes, '/admin/order/12', homeFixture({ permissions: ['read_order', 'update_order', 'change_order_status'] }));
    fireEvent.click(await screen.findByRole('button', { name: /تغییر وضعیت/ }, T));
    fireEvent.click(within(await screen.findByRole('menu')).getByText('ارسال شده'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('کد رهگیری پست'), { target: { value: '12AB' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'تغییر وضعیت' }));
    await waitFor(() => expect(fetch.find('PUT', '/api/admin/orders/12/status')).toHaveLength(1));
    expect(fetch.find('PUT', '/api/admin/orders/12/status')[0]!.body).toEqual({ status: 'delivered', post_tracking_code: '12AB' });
    // the server's refusal shows under the field
    expect((await within(dialog).findAllByText('بارکد «12AB» عدد مثبت نیست')).length).toBeGreaterThan(0);
    // not shipped yet: no tracking edit on the shipping card
    expect(within(screen.getByTestId('shipping-card')).queryByRole('button', { name: 'ویرایش کد رهگیری پست' })).toBeNull();
  });

  it('edits the tracking code of a shipped order', async () => {
    const fetch = mockFetch({
      'GET /api/admin/orders/12': () => ({ data: order({ status: 'delivered', status_label: 'ارسال شده', post_tracking_code: null, allowed_statuses: ['in_progress', 'received', 'canceled'] }) }),
      'PATCH /api/admin/orders/12': () => ({ data: order({ status: 'delivered', status_label: 'ارسال شده', post_tracking_code: '20000000001' }) }),
    });
    renderWithSession(orderRoutes, '/admin/order/12', homeFixture({ permissions: ['read_order', 'update_order'] }));
    const card = await screen.findByTestId('shipping-card', undefined, T);
    fireEvent.click(within(card).getByRole('button', { name: 'ویرایش کد رهگیری پست' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('کد رهگیری پست'), { target: { value: '20000000001' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /ذخیره/ }));
    await waitFor(() => expect(fetch.find('PATCH', '/api/admin/orders/12')).toHaveLength(1));
    expect(fetch.find('PATCH', '/api/admin/orders/12')[0]!.body).toEqual({ post_tracking_code: '20000000001' });
    expect(await within(card).findByText('20000000001')).toBeInTheDocument();
  });

  it('asks for a return per line within what can come back, then completes it to the wallet; the order freezes', async () => {
    const shipped = order({ status: 'delivered', status_label: 'ارسال شده', allowed_statuses: ['in_progress', 'received', 'canceled'] });
    const base = order().items;
    const requested = {
      id: 3,
      status: 'requested',
      status_label: 'درخواست مرجوعی',
      amount: 450000,
      refund_method: null,
      refunded_amount: 0,
      tracking_code: null,
      note: 'سایز کوچک',
      admin: { id: 1, name: 'مدیر آزمایشی' },
      created_at: '2025-03-23T08:00:00Z',
      completed_at: null,
      items: [{ item_id: 101, title: 'پیراهن مردانه – آبی — XL', quantity: 1, unit_amount: 450000, amount: 450000 }],
    };
    let state = shipped;
    const fetch = mockFetch({
      'GET /api/admin/orders/12': () => ({ data: state }),
      'POST /api/admin/orders/12/returns': () => {
        state = { ...shipped, items: [{ ...base[0]!, return_requested_quantity: 1 }, base[1]!], returns: [requested as never], allowed_statuses: ['in_progress', 'received'] };
        return json(201, { data: state });
      },
      'POST /api/admin/orders/12/returns/3/complete': () => {
        state = {
          ...state,
          items: [{ ...base[0]!, returned_quantity: 1 }, base[1]!],
          returned_amount: 450000,
          paid_amount: 800000,
          returns: [{ ...requested, status: 'returned', status_label: 'مرجوع شده', refund_method: 'wallet', refunded_amount: 450000, completed_at: '2025-03-24T08:00:00Z' } as never],
        };
        return { data: state };
      },
    });
    renderWithSession(orderRoutes, '/admin/order/12', homeFixture({ permissions: ['read_order', 'update_order', 'return_order'] }));
    const items = await screen.findByTestId('items-card', undefined, T);
    fireEvent.click(within(items).getByRole('button', { name: /درخواست مرجوعی/ }));
    const dialog = await screen.findByRole('dialog');
    // nothing chosen: refused in the browser
    fireEvent.click(within(dialog).getByRole('button', { name: 'ثبت درخواست' }));
    expect(await within(dialog).findByText('دست‌کم یک کالا با تعداد بیشتر از صفر انتخاب کنید.')).toBeInTheDocument();
    const box = within(dialog).getByLabelText('تعداد برگشتی پیراهن مردانه');
    fireEvent.change(box, { target: { value: '۳' } }); // more than the two that can come back
    expect(box).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(box, { target: { value: '۱' } });
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(await within(dialog).findByTestId('return-value')).toHaveTextContent('۴۵۰,۰۰۰ تومان');
    fireEvent.change(within(dialog).getByLabelText('توضیح (اختیاری)'), { target: { value: 'سایز کوچک' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ثبت درخواست' }));
    await waitFor(() => expect(fetch.find('POST', '/api/admin/orders/12/returns')).toHaveLength(1));
    expect(fetch.find('POST', '/api/admin/orders/12/returns')[0]!.body).toEqual({ items: [{ item_id: 101, quantity: 1 }], note: 'سایز کوچک' });

    const card = await screen.findByTestId('returns-card', undefined, T);
    expect(within(card).getByText('درخواست مرجوعی')).toBeInTheDocument();
    expect(within(screen.getByTestId('items-card')).getByText('۱ در انتظار مرجوعی')).toBeInTheDocument();
    // items are frozen: no quantity boxes, no add button
    await waitFor(() => expect(screen.queryByLabelText('تعداد پیراهن مردانه')).toBeNull());
    expect(screen.queryByRole('button', { name: /افزودن کالا/ })).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: 'کالا تحویل گرفته شد' }));
    const done = await screen.findByRole('dialog');
    fireEvent.click(within(done).getByRole('button', { name: 'ثبت تحویل' }));
    expect(await within(done).findByText('روش بازگرداندن وجه الزامی است')).toBeInTheDocument();
    fireEvent.click(within(done).getByText('کیف پول'));
    fireEvent.click(within(done).getByRole('button', { name: 'ثبت تحویل' }));
    await waitFor(() => expect(fetch.find('POST', '/api/admin/orders/12/returns/3/complete')).toHaveLength(1));
    expect(fetch.find('POST', '/api/admin/orders/12/returns/3/complete')[0]!.body).toEqual({ refund_method: 'wallet' });
    expect(await within(screen.getByTestId('returns-card')).findByText('مرجوع شده')).toBeInTheDocument();
    expect(screen.getByTestId('returned-amount')).toHaveTextContent('۴۵۰,۰۰۰ تومان');
    expect(within(screen.getByTestId('items-card')).getByText('۱ مرجوع شده')).toBeInTheDocument();
  });

  it('offers no return before shipping or without return_order', async () => {
    mockFetch({ 'GET /api/admin/orders/12': () => ({ data: order() }) });
    const { unmount } = renderWithSession(orderRoutes, '/admin/order/12', homeFixture({ permissions: ['read_order', 'return_order'] }));
    await screen.findByTestId('items-card', undefined, T);
    expect(screen.queryByRole('button', { name: /درخواست مرجوعی/ })).toBeNull();
    unmount();
    mockFetch({ 'GET /api/admin/orders/12': () => ({ data: order({ status: 'received', status_label: 'تحویل مشتری شده' }) }) });
    renderWithSession(orderRoutes, '/admin/order/12', homeFixture({ permissions: ['read_order'] }));
    await screen.findByTestId('items-card', undefined, T);
    expect(screen.queryByRole('button', { name: /درخواست مرجوعی/ })).toBeNull();
  });

  it('an unpaid (collect on delivery) order says so and records the money later with its permission', async () => {
    const unpaid = order({ paid_amount: 0, due_amount: 1250000, payment_method: 'unpaid', payment_status: 'unpaid', payment_status_label: 'پرداخت‌نشده', payments: [] });
    const fetch = mockFetch({
      'GET /api/admin/orders/12': () => ({ data: unpaid }),
      'POST /api/admin/orders/12/payments': () => ({
        data: order({ paid_amount: 1250000, due_amount: 0, payment_method: 'cash', payment_status: 'paid', payment_status_label: 'پرداخت‌شده' }),
      }),
    });
    const { unmount } = renderWithSession(orderRoutes, '/admin/order/12', homeFixture({ permissions: ['read_order'] }));
    expect(await screen.findByTestId('payment-status', undefined, T)).toHaveTextContent('پرداخت‌نشده');
    expect(screen.getByTestId('due-amount')).toHaveTextContent('۱,۲۵۰,۰۰۰ تومان');
    expect(screen.getByTestId('totals-card')).toHaveTextContent('پرداخت در محل (پرداخت‌نشده)');
    // without record_order_payment: no button
    expect(screen.queryByRole('button', { name: /ثبت دریافت وجه/ })).toBeNull();
    unmount();

    renderWithSession(orderRoutes, '/admin/order/12', homeFixture({ permissions: ['read_order', 'record_order_payment'] }));
    fireEvent.click(await screen.findByRole('button', { name: /ثبت دریافت وجه/ }, T));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('مبلغ دریافت‌شده')).toHaveValue('1,250,000');
    // no method pre-chosen: the dialog asks for one
    fireEvent.click(within(dialog).getByRole('button', { name: 'ثبت دریافت وجه' }));
    expect(await within(dialog).findByText('روش پرداخت الزامی است')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByText('نقدی'));
    fireEvent.change(await within(dialog).findByLabelText('کد پیگیری پرداخت'), { target: { value: 'R-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ثبت دریافت وجه' }));
    await waitFor(() => expect(fetch.find('POST', '/api/admin/orders/12/payments')).toHaveLength(1));
    expect(fetch.find('POST', '/api/admin/orders/12/payments')[0]!.body).toEqual({ method: 'cash', tracking_code: 'R-1' });
    await waitFor(() => expect(screen.getByTestId('payment-status')).toHaveTextContent('پرداخت‌شده'));
  });

  it('saves a changed quantity inline and shows the server refusal', async () => {
    const fetch = mockFetch({
      'GET /api/admin/orders/12': () => ({ data: order() }),
      'PATCH /api/admin/orders/12/items/102': () =>
        new Response(JSON.stringify({ error: { code: 'insufficient_balance', message: 'موجودی کیف پول مشتری کافی نیست' } }), { status: 409 }),
    });
    renderWithSession(orderRoutes, '/admin/order/12', homeFixture({ permissions: ['read_order', 'update_order'] }));
    const box = await screen.findByLabelText('تعداد شلوار کتان', undefined, T);
    // no status menu without change_order_status
    expect(screen.queryByRole('button', { name: /تغییر وضعیت/ })).toBeNull();
    fireEvent.change(box, { target: { value: '4' } });
    fireEvent.blur(box);
    await waitFor(() => expect(fetch.find('PATCH', '/api/admin/orders/12/items/102')).toHaveLength(1));
    expect(fetch.find('PATCH', '/api/admin/orders/12/items/102')[0]!.body).toEqual({ quantity: 4 });
    expect(await screen.findByText('موجودی کیف پول مشتری کافی نیست')).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveValue('1'));
  });
});

describe('manual order', () => {
  const preview = (over: Partial<Preview> = {}): Preview => ({
    items: [
      { variant_id: 51, product_id: 5, title: 'پیراهن مردانه', variant_title: 'آبی — XL', sku: 'SH-BL-XL', quantity: 1, stock: 8, unit_price: 500000, unit_discount: 50000, discount_source: 'product', line_total: 450000, issue: null },
    ],
    total_items_amount: 500000,
    discount_on_items: 50000,
    discount_on_coupon: 0,
    coupon: null,
    discount_on_order: 0,
    shipping: [
      { id: 2, name: 'پست پیشتاز', available: true, cost: 40000, rule: 'area', reason: null, earliest_delivery: '2025-03-23' },
      { id: 3, name: 'پیک تهران', available: false, cost: null, rule: null, reason: 'not_served', earliest_delivery: '2025-03-21' },
    ],
    shipping_amount: 0,
    total_amount: 450000,
    wallet: { balance: 2000000 },
    ...over,
  });

  it('prices every change on the server and submits the create body, then opens the order', async () => {
    const fetch = mockFetch({
      'GET /api/admin/customers/search': () => ({ data: [{ id: 9, full_name: 'مریم احمدی', mobile: '09351112233', national_code: null, status: true }] }),
      'GET /api/admin/customers/9/addresses': () => ({
        data: [
          {
            id: 70,
            customer_id: 9,
            province_id: 8,
            province: { id: 8, name: 'تهران' },
            city_id: 301,
            city: { id: 301, name: 'تهران' },
            address: 'خیابان ولیعصر، پلاک ۳',
            postal_code: '1415913311',
            first_name: 'مریم',
            last_name: 'احمدی',
            full_name: 'مریم احمدی',
            mobile: '09351112233',
            telephone: null,
            latitude: null,
            longitude: null,
            created_at: '2025-03-21T08:00:00Z',
            updated_at: '2025-03-21T08:00:00Z',
          },
        ],
      }),
      'GET /api/admin/orders/variants': (c) => ({
        data:
          c.url.searchParams.get('barcode') === '6260000000011'
            ? [{ variant_id: 51, product_id: 5, title: 'پیراهن مردانه', variant_title: 'آبی — XL', sku: 'SH-BL-XL', barcode: '6260000000011', stock: 8, max_per_order: null, status: true, product_status: 'available', unit_price: 500000, unit_discount: 50000, final_price: 450000, image_url: null }]
            : [],
      }),
      'POST /api/admin/orders/preview': (c) => {
        const b = c.body as { shipping_method_id?: number; coupon_code?: string };
        return {
          data: preview({
            ...(b.shipping_method_id ? { shipping_amount: 40000, total_amount: 490000 } : {}),
            ...(b.coupon_code ? { coupon: { code: 'NOPE', ok: false, message: 'کد تخفیف پیدا نشد' } } : {}),
          }),
        };
      },
      'POST /api/admin/orders': () => new Response(JSON.stringify({ data: order({ id: 55 }) }), { status: 201 }),
      'GET /api/admin/orders/55': () => ({ data: order({ id: 55 }) }),
    });
    const { router } = renderWithSession(orderRoutes, '/admin/order/create', homeFixture({ permissions: ['read_order', 'create_order', 'read_customer', 'update_customer'] }));
    const customer = (await screen.findAllByLabelText('مشتری', undefined, T)).find((el) => el.getAttribute('role') === 'combobox')!;
    fireEvent.mouseDown(customer);
    fireEvent.change(customer, { target: { value: '0935' } });
    fireEvent.click(await screen.findByTitle('مریم احمدی — 09351112233', undefined, T));
    // the only address is taken
    expect(await screen.findByText('خیابان ولیعصر، پلاک ۳', undefined, T)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: /خیابان ولیعصر/ })).toBeChecked());

    const barcode = screen.getByLabelText('بارکد');
    fireEvent.change(barcode, { target: { value: '۶۲۶۰۰۰۰۰۰۰۰۱۱' } });
    fireEvent.keyDown(barcode, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByTestId('line-51', undefined, T)).toHaveTextContent('پیراهن مردانه — آبی — XL');
    expect(fetch.find('GET', '/api/admin/orders/variants')[0]!.url.searchParams.get('barcode')).toBe('6260000000011');
    // the preview's stock, price and totals
    expect(await screen.findByText(/موجودی: ۸/, undefined, T)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('preview-total')).toHaveTextContent('۴۵۰,۰۰۰ تومان'), T);
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('۲,۰۰۰,۰۰۰ تومان');
    // shipping quotes: cost, or not served (disabled)
    expect(screen.getByRole('radio', { name: /پیک تهران/ })).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: /پست پیشتاز/ }));
    await waitFor(() => expect(screen.getByTestId('preview-total')).toHaveTextContent('۴۹۰,۰۰۰ تومان'), T);
    // a coupon the server refuses shows the server's message
    fireEvent.change(screen.getByLabelText('کد تخفیف'), { target: { value: 'nope' } });
    expect(await screen.findByTestId('coupon-message', undefined, T)).toHaveTextContent('کد تخفیف پیدا نشد');
    fireEvent.change(screen.getByLabelText('کد تخفیف'), { target: { value: '' } });
    await waitFor(() => expect(screen.queryByTestId('coupon-message')).toBeNull(), T);

    const previews = fetch.find('POST', '/api/admin/orders/preview');
    expect(previews.at(-1)!.body).toEqual({ customer_id: 9, address_id: 70, shipping_method_id: 2, items: [{ variant_id: 51, quantity: 1 }] });

    fireEvent.change(screen.getByLabelText('توضیحات مشتری'), { target: { value: 'لطفاً صبح تحویل شود' } });
    // No payment method is pre-selected: submitting asks for one and sends nothing.
    expect(screen.getByRole('radio', { name: 'کیف پول' })).not.toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'ثبت سفارش' }));
    expect(await screen.findByText('روش پرداخت الزامی است', undefined, T)).toBeInTheDocument();
    expect(fetch.find('POST', '/api/admin/orders')).toHaveLength(0);
    fireEvent.click(screen.getByText('پرداخت در محل (پرداخت‌نشده)'));
    expect(await screen.findByTestId('payment-help', undefined, T)).toHaveTextContent('پرداخت‌نشده');
    expect(screen.queryByLabelText('کد پیگیری پرداخت')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'ثبت سفارش' }));
    await waitFor(() => expect(fetch.find('POST', '/api/admin/orders')).toHaveLength(1), T);
    expect(fetch.find('POST', '/api/admin/orders')[0]!.body).toEqual({
      customer_id: 9,
      address_id: 70,
      shipping_method_id: 2,
      items: [{ variant_id: 51, quantity: 1 }],
      payment: { method: 'unpaid' },
      description: 'لطفاً صبح تحویل شود',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/order/55'), T);
  });

  it("the variant search is priced for the chosen customer: the role's price, the own price struck through", async () => {
    const fetch = mockFetch({
      'GET /api/admin/customers/search': () => ({ data: [{ id: 9, full_name: 'مریم احمدی', mobile: '09351112233', national_code: null, status: true }] }),
      'GET /api/admin/customers/9/addresses': () => ({ data: [] }),
      'GET /api/admin/orders/variants': (c) => {
        const role = c.url.searchParams.get('customer_id') === '9';
        const base = { product_id: 5, variant_title: '', sku: null, barcode: '6260000000011', stock: 8, max_per_order: null, status: true, product_status: 'available', image_url: null };
        return {
          data: [
            { ...base, variant_id: 51, title: 'لیوان سرامیکی', unit_price: 100000, unit_discount: role ? 12000 : 0, final_price: role ? 88000 : 100000, discount_source: role ? 'role' : 'none' },
          ],
        };
      },
      'POST /api/admin/orders/preview': () => ({ data: preview({ items: [], total_items_amount: 0, discount_on_items: 0, total_amount: 0, shipping: [] }) }),
    });
    renderWithSession(orderRoutes, '/admin/order/create', homeFixture({ permissions: ['read_order', 'create_order', 'read_customer'] }));
    const customer = (await screen.findAllByLabelText('مشتری', undefined, T)).find((el) => el.getAttribute('role') === 'combobox')!;
    fireEvent.mouseDown(customer);
    fireEvent.change(customer, { target: { value: 'مریم' } });
    fireEvent.click(await screen.findByTitle('مریم احمدی — 09351112233', undefined, T));
    await screen.findByTestId('no-addresses', undefined, T);
    const search = (await screen.findAllByLabelText('جستجوی نام، کد کالا یا بارکد', undefined, T)).find((el) => el.getAttribute('role') === 'combobox')!;
    fireEvent.mouseDown(search);
    fireEvent.change(search, { target: { value: 'لیوان' } });
    const option = (await screen.findByTitle('لیوان سرامیکی', undefined, T)).closest('.ant-select-item') as HTMLElement;
    await waitFor(() => expect(within(option).getByTestId('variant-price')).toHaveTextContent('۸۸,۰۰۰'), T);
    expect(option.querySelector('s.pk-order-old-price')).toHaveTextContent('۱۰۰,۰۰۰');
    const asked = fetch.find('GET', '/api/admin/orders/variants').at(-1)!.url;
    expect([asked.searchParams.get('q'), asked.searchParams.get('customer_id')]).toEqual(['لیوان', '9']);
  });

  it('refuses a wallet payment larger than the balance and notes a customer without addresses', async () => {
    mockFetch({
      'GET /api/admin/customers/search': () => ({ data: [{ id: 9, full_name: 'مریم احمدی', mobile: '09351112233', national_code: null, status: true }] }),
      'GET /api/admin/customers/9/addresses': () => ({ data: [] }),
      'POST /api/admin/orders/preview': () => ({ data: preview({ items: [], total_items_amount: 0, discount_on_items: 0, total_amount: 3000000, shipping: [], wallet: { balance: 100000 } }) }),
    });
    renderWithSession(orderRoutes, '/admin/order/create', homeFixture({ permissions: ['read_order', 'create_order', 'read_customer', 'update_customer'] }));
    const customer = (await screen.findAllByLabelText('مشتری', undefined, T)).find((el) => el.getAttribute('role') === 'combobox')!;
    fireEvent.mouseDown(customer);
    fireEvent.change(customer, { target: { value: 'مریم' } });
    fireEvent.click(await screen.findByTitle('مریم احمدی — 09351112233', undefined, T));
    const none = await screen.findByTestId('no-addresses', undefined, T);
    expect(within(none).getByRole('link', { name: 'افزودن آدرس در صفحهٔ مشتری' })).toHaveAttribute('href', '/admin/customers/show/9');
    // Before a method is chosen the balance is information, not a red error.
    expect(await screen.findByTestId('wallet-balance', undefined, T)).toHaveTextContent('۱۰۰,۰۰۰ تومان');
    expect(screen.queryByTestId('wallet-short')).toBeNull();
    fireEvent.click(screen.getByText('کیف پول'));
    expect(await screen.findByTestId('wallet-short', undefined, T)).toHaveTextContent('موجودی کیف پول (۱۰۰,۰۰۰ تومان)');
    expect(screen.getByRole('button', { name: 'ثبت سفارش' })).toBeDisabled();
    fireEvent.click(screen.getByText('نقدی'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'ثبت سفارش' })).toBeEnabled());
    expect(screen.getByLabelText('کد پیگیری پرداخت')).toBeInTheDocument();
  });
});

describe('order timeline', () => {
  const ev = (type: string, data: Record<string, unknown>) => describeEvent({ id: 1, type, data, admin: null, created_at: '2025-03-21T08:00:00Z' }, 'تومان');
  it('reads returns, refunds by card or cash, tracking codes and collect-on-delivery in Persian', () => {
    expect(ev('return', { return_id: 3, status: 'requested', amount: 450000, lines: [{ title: 'پیراهن', quantity: 2 }] })).toMatchObject({
      text: 'درخواست مرجوعی ۳ به ارزش ۴۵۰,۰۰۰ تومان ثبت شد',
      details: ['پیراهن: ۲ عدد'],
    });
    expect(ev('return', { return_id: 3, status: 'returned', amount: 450000, refunded: 450000 }).text).toBe('مرجوعی ۳ تحویل گرفته شد؛ ۴۵۰,۰۰۰ تومان بازگشت وجه');
    expect(ev('return', { return_id: 3, status: 'canceled' }).text).toBe('درخواست مرجوعی ۳ لغو شد');
    expect(ev('refund', { amount: 1000, method: 'cash' }).text).toBe('۱,۰۰۰ تومان با نقدی به مشتری بازگشت');
    expect(ev('tracking', { code: null, from: '123' }).text).toBe('کد رهگیری پست پاک شد');
    expect(ev('created', { status: 'new', total: 1000, payment: 'unpaid' }).details).toContain('پرداخت در محل: وجهی دریافت نشده است');
  });
});
