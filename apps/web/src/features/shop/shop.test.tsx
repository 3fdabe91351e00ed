import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { homeFixture, json, listResponse, mockFetch, renderWithSession } from '../../test/utils';
import { resetBeep } from './beep';
import type { CustomerLookup, Sale, SaleRow, ScanResult } from './shop.api';
import { scanResult } from './scan-result.fixtures';
import { shopRoutes } from './shop.routes';

const T = { timeout: 10000 };
const SELL = ['mini_order'];
const ALL = ['mini_order', 'discount_mini_order', 'void_mini_order'];

const item = (over: Partial<ScanResult> = {}): ScanResult => scanResult({ variant_title: 'آبی — XL', sku: 'SH-BL-XL', unit_price: 450000, discount_source: 'product', ...over });
const mug = item({ variant_id: 61, product_id: 6, title: 'ماگ سرامیکی', variant_title: null, sku: 'MUG-1', barcode: '6260000000028', unit_price: 120000, list_price: 120000, discount_source: null });

const sale = (over: Partial<Sale> = {}): Sale => ({
  id: 1042,
  status: 'completed',
  created_at: '2025-11-21T10:35:00Z',
  admin: { id: 1, name: 'مدیر آزمایشی' },
  customer: null,
  lines: [
    { id: 1, type: 'sale', product_id: 5, variant_id: 51, title: 'پیراهن مردانه', variant_title: 'آبی — XL', sku: 'SH-BL-XL', barcode: '6260000000011', quantity: 2, unit_price: 450000, list_price: 500000, line_total: 900000 },
  ],
  lines_total: 900000,
  discount_amount: 0,
  total: 900000,
  paid_cash: 900000,
  paid_card: 0,
  paid_wallet: 0,
  card_tracking_code: null,
  description: null,
  voided_at: null,
  voided_by: null,
  void_reason: null,
  can_void: true,
  ...over,
});

/** A fake Web Audio context that counts the beeps. */
let beeps = 0;
class FakeAudioContext {
  state = 'running';
  currentTime = 0;
  destination = {};
  resume() {
    return Promise.resolve();
  }
  createOscillator() {
    beeps++;
    return { type: 'sine', frequency: { value: 0 }, connect: () => {}, start: () => {}, stop: () => {} };
  }
  createGain() {
    return { gain: { value: 1 }, connect: () => {} };
  }
}

const scanHandler = (items: ScanResult[]) => (call: { url: URL }) => {
  const code = call.url.searchParams.get('code');
  const found = items.find((i) => i.barcode === code || i.sku === code);
  return found ? { data: found } : json(404, { error: { code: 'not_found', message: `کالایی با بارکد یا کد «${code}» پیدا نشد` } });
};

const scanBox = () => screen.getByLabelText('بارکد یا کد کالا');
function scan(code: string) {
  fireEvent.change(scanBox(), { target: { value: code } });
  fireEvent.keyDown(scanBox(), { key: 'Enter', code: 'Enter', keyCode: 13 });
}
const press = (key: string, extra: Partial<KeyboardEventInit> = {}) => fireEvent.keyDown(document.activeElement ?? document.body, { key, ...extra });
const lineRows = () => document.querySelectorAll('.pk-pos-lines tbody tr[data-line]');

function openCounter(perms = SELL, over: Parameters<typeof homeFixture>[0] = {}) {
  return renderWithSession(shopRoutes, '/admin/shop/create', homeFixture({ permissions: perms, unit_label: 'تومان', ...over }));
}

beforeEach(() => {
  beeps = 0;
  resetBeep();
  Object.defineProperty(window, 'AudioContext', { configurable: true, writable: true, value: FakeAudioContext });
  sessionStorage.clear();
});
afterEach(() => {
  delete (window as { AudioContext?: unknown }).AudioContext;
});

/** A receipt with one scanned line and the customer dialog (F3) open; the mobile box is returned. */
async function oneLineThenCustomer() {
  vi.spyOn(window, 'print').mockImplementation(() => {});
  openCounter();
  await screen.findByLabelText('بارکد یا کد کالا', undefined, T);
  scan('6260000000011');
  await waitFor(() => expect(lineRows()).toHaveLength(1));
  press('F3');
  return screen.findByLabelText('موبایل');
}

describe('the sale counter', () => {
  it('keeps the focus in the scan box; a scan adds the line, a second scan adds one more (Persian digits read)', async () => {
    const fetch = mockFetch({ 'GET /api/admin/shop/scan': scanHandler([item(), mug]) });
    openCounter();
    await screen.findByLabelText('بارکد یا کد کالا', undefined, T);
    await waitFor(() => expect(scanBox()).toHaveFocus());
    expect(screen.getByTestId('shortcuts')).toHaveTextContent('F9');

    scan('۶۲۶۰۰۰۰۰۰۰۰۱۱');
    await waitFor(() => expect(lineRows()).toHaveLength(1));
    expect(fetch.find('GET', '/api/admin/shop/scan')[0]!.url.searchParams.get('code')).toBe('6260000000011');
    expect(scanBox()).toHaveValue('');
    const row = lineRows()[0] as HTMLElement;
    expect(row).toHaveTextContent('پیراهن مردانه');
    expect(within(row).getByLabelText('تعداد پیراهن مردانه')).toHaveValue('1');

    scan('6260000000011');
    await waitFor(() => expect(within(lineRows()[0] as HTMLElement).getByLabelText('تعداد پیراهن مردانه')).toHaveValue('2'));
    expect(lineRows()).toHaveLength(1);
    // The same code again is served from the receipt's own cache.
    expect(fetch.find('GET', '/api/admin/shop/scan')).toHaveLength(1);
    expect(screen.getByTestId('sum-total')).toHaveTextContent('۹۰۰,۰۰۰ تومان');

    // + and − on the empty scan box change the chosen line; «5*» sets its quantity.
    press('+');
    await waitFor(() => expect(within(lineRows()[0] as HTMLElement).getByLabelText('تعداد پیراهن مردانه')).toHaveValue('3'));
    press('-');
    await waitFor(() => expect(within(lineRows()[0] as HTMLElement).getByLabelText('تعداد پیراهن مردانه')).toHaveValue('2'));
    fireEvent.change(scanBox(), { target: { value: '۵' } });
    fireEvent.keyDown(scanBox(), { key: '*' });
    await waitFor(() => expect(within(lineRows()[0] as HTMLElement).getByLabelText('تعداد پیراهن مردانه')).toHaveValue('5'));
    expect(scanBox()).toHaveValue('');

    scan('MUG-1');
    await waitFor(() => expect(lineRows()).toHaveLength(2));
    expect(screen.getByTestId('sum-total')).toHaveTextContent('۲,۳۷۰,۰۰۰ تومان');
    await waitFor(() => expect(scanBox()).toHaveFocus());
  });

  it('an unknown barcode beeps and says so in Persian; the receipt in progress stays', async () => {
    mockFetch({ 'GET /api/admin/shop/scan': scanHandler([item()]) });
    openCounter();
    await screen.findByLabelText('بارکد یا کد کالا', undefined, T);
    scan('6260000000011');
    await waitFor(() => expect(lineRows()).toHaveLength(1));
    scan('9999');
    expect(await screen.findByTestId('scan-error')).toHaveTextContent('کالایی با بارکد یا کد «9999» پیدا نشد');
    expect(beeps).toBe(1);
    expect(lineRows()).toHaveLength(1);
    expect(lineRows()[0]).toHaveTextContent('پیراهن مردانه');
    await waitFor(() => expect(scanBox()).toHaveFocus());
    // The next good scan clears the message.
    scan('6260000000011');
    await waitFor(() => expect(screen.queryByTestId('scan-error')).toBeNull());
  });

  it('F4 makes the next scan a return line (asked with type=return), then the mode is off; a refund total is paid back', async () => {
    const fetch = mockFetch({
      'GET /api/admin/shop/scan': scanHandler([item(), mug]),
      'POST /api/admin/shop/sales': () => ({ data: sale({ id: 1043, total: -330000 }) }),
    });
    vi.spyOn(window, 'print').mockImplementation(() => {});
    openCounter();
    await screen.findByLabelText('بارکد یا کد کالا', undefined, T);
    scan('MUG-1');
    await waitFor(() => expect(lineRows()).toHaveLength(1));
    press('F4');
    expect(await screen.findByTestId('return-mode')).toBeInTheDocument();
    scan('6260000000011');
    await waitFor(() => expect(lineRows()).toHaveLength(2));
    expect(fetch.find('GET', '/api/admin/shop/scan')[1]!.url.searchParams.get('type')).toBe('return');
    expect(lineRows()[1]).toHaveTextContent('مرجوعی');
    expect(screen.queryByTestId('return-mode')).toBeNull();
    // 120,000 − 450,000 = −330,000: money back.
    expect(screen.getByTestId('payment-panel')).toHaveTextContent('مبلغ بازپرداخت به مشتری');
    expect(screen.getByTestId('sum-total')).toHaveTextContent('۳۳۰,۰۰۰ تومان');
    press('F6');
    await waitFor(() => expect(screen.getByTestId('remaining')).toHaveTextContent('تسویه است'));
    press('F9');
    await waitFor(() => expect(fetch.find('POST', '/api/admin/shop/sales')).toHaveLength(1));
    expect(fetch.find('POST', '/api/admin/shop/sales')[0]!.body).toEqual({
      lines: [
        { variant_id: 61, type: 'sale', quantity: 1 },
        { variant_id: 51, type: 'return', quantity: 1 },
      ],
      payments: { cash: -330000 },
    });
  });

  it('the price box and the receipt discount show only with discount_mini_order; a changed price is sent', async () => {
    mockFetch({ 'GET /api/admin/shop/scan': scanHandler([item()]) });
    const first = openCounter(SELL);
    await screen.findByLabelText('بارکد یا کد کالا', undefined, T);
    scan('6260000000011');
    await waitFor(() => expect(lineRows()).toHaveLength(1));
    expect(screen.queryByLabelText('قیمت واحد پیراهن مردانه')).toBeNull();
    expect(screen.getByTestId('unit-price')).toHaveTextContent('۴۵۰,۰۰۰');
    expect(screen.queryByLabelText('تخفیف رسید')).toBeNull();
    first.unmount();
    sessionStorage.clear();

    const fetch = mockFetch({ 'GET /api/admin/shop/scan': scanHandler([item()]), 'POST /api/admin/shop/sales': () => ({ data: sale() }) });
    vi.spyOn(window, 'print').mockImplementation(() => {});
    openCounter(ALL);
    await screen.findByLabelText('بارکد یا کد کالا', undefined, T);
    scan('6260000000011');
    const price = await screen.findByLabelText('قیمت واحد پیراهن مردانه');
    fireEvent.change(price, { target: { value: '۴۰۰۰۰۰' } });
    fireEvent.change(screen.getByLabelText('تخفیف رسید'), { target: { value: '10000' } });
    await waitFor(() => expect(screen.getByTestId('sum-total')).toHaveTextContent('۳۹۰,۰۰۰ تومان'));
    press('F6');
    press('F9');
    await waitFor(() => expect(fetch.find('POST', '/api/admin/shop/sales')).toHaveLength(1));
    expect(fetch.find('POST', '/api/admin/shop/sales')[0]!.body).toEqual({
      lines: [{ variant_id: 51, type: 'sale', quantity: 1, unit_price: 400000 }],
      discount_amount: 10000,
      payments: { cash: 390000 },
    });
  });

  it('payments must add up to the total before confirm: F9 refuses, the remaining sum is live, «rest in» keys settle it', async () => {
    const fetch = mockFetch({ 'GET /api/admin/shop/scan': scanHandler([item()]), 'POST /api/admin/shop/sales': () => ({ data: sale() }) });
    vi.spyOn(window, 'print').mockImplementation(() => {});
    openCounter();
    await screen.findByLabelText('بارکد یا کد کالا', undefined, T);
    scan('6260000000011');
    scan('6260000000011');
    await waitFor(() => expect(screen.getByTestId('sum-total')).toHaveTextContent('۹۰۰,۰۰۰'));
    expect(screen.getByTestId('remaining')).toHaveTextContent('۹۰۰,۰۰۰ تومان');
    expect(screen.getByRole('button', { name: /ثبت فروش و چاپ/ })).toBeDisabled();
    press('F9');
    expect(await screen.findByTestId('sale-refusal')).toHaveTextContent('جمع پرداخت‌ها باید با مبلغ رسید برابر باشد');
    expect(fetch.find('POST', '/api/admin/shop/sales')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('نقد'), { target: { value: '500000' } });
    await waitFor(() => expect(screen.getByTestId('remaining')).toHaveTextContent('۴۰۰,۰۰۰ تومان'));
    // Wallet needs a customer.
    expect(screen.getByLabelText('کیف پول')).toBeDisabled();
    press('F7');
    await waitFor(() => expect(screen.getByTestId('remaining')).toHaveTextContent('تسویه است'));
    expect(screen.getByLabelText('کارت')).toHaveValue('400,000');
    await waitFor(() => expect(screen.getByLabelText('کد پیگیری کارت')).toHaveFocus());
    fireEvent.change(screen.getByLabelText('کد پیگیری کارت'), { target: { value: '۱۲۳۴۵۶' } });
    fireEvent.keyDown(screen.getByLabelText('کد پیگیری کارت'), { key: 'Enter' });
    await waitFor(() => expect(scanBox()).toHaveFocus());
    fireEvent.keyDown(scanBox(), { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(fetch.find('POST', '/api/admin/shop/sales')).toHaveLength(1));
    expect(fetch.find('POST', '/api/admin/shop/sales')[0]!.body).toMatchObject({ payments: { cash: 500000, card: 400000, card_tracking_code: '۱۲۳۴۵۶' } });
  });

  it('confirm posts with an Idempotency-Key; a refusal keeps the receipt and a second confirm sends the same key; success prints and starts afresh', async () => {
    let attempt = 0;
    const fetch = mockFetch({
      'GET /api/admin/shop/scan': scanHandler([item()]),
      'POST /api/admin/shop/sales': () =>
        ++attempt === 1
          ? json(409, { error: { code: 'insufficient_stock', message: 'از «پیراهن مردانه» فقط ۱ عدد موجود است', fields: { 'lines.0.quantity': 'از «پیراهن مردانه» فقط ۱ عدد موجود است' } } })
          : json(201, { data: sale() }),
    });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    openCounter();
    await screen.findByLabelText('بارکد یا کد کالا', undefined, T);
    scan('6260000000011');
    scan('6260000000011');
    await waitFor(() => expect(screen.getByTestId('sum-total')).toHaveTextContent('۹۰۰,۰۰۰'));
    press('F6');
    press('F9');
    await waitFor(() => expect(fetch.find('POST', '/api/admin/shop/sales')).toHaveLength(1));
    const first = fetch.find('POST', '/api/admin/shop/sales')[0]!;
    const key = first.headers['Idempotency-Key'];
    expect(key).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(first.body).toEqual({ lines: [{ variant_id: 51, type: 'sale', quantity: 2 }], payments: { cash: 900000 } });
    // The server's refusal: under the line and above the receipt; nothing is lost.
    expect(await screen.findByTestId('sale-refusal')).toHaveTextContent('فقط ۱ عدد موجود است');
    expect(within(lineRows()[0] as HTMLElement).getByRole('alert')).toHaveTextContent('فقط ۱ عدد موجود است');
    expect(lineRows()).toHaveLength(1);
    expect(print).not.toHaveBeenCalled();

    press('F9');
    await waitFor(() => expect(fetch.find('POST', '/api/admin/shop/sales')).toHaveLength(2));
    expect(fetch.find('POST', '/api/admin/shop/sales')[1]!.headers['Idempotency-Key']).toBe(key);
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    // The receipt that printed: number, total, barcode of the number.
    const receipt = screen.getByTestId('receipt');
    expect(receipt).toHaveTextContent('رسید فروش');
    expect(within(receipt).getByTestId('receipt-number')).toHaveTextContent('۱۰۴۲');
    expect(within(receipt).getByTestId('receipt-total')).toHaveTextContent('۹۰۰,۰۰۰ تومان');
    expect(receipt.querySelector('svg[data-value="1042"]')).not.toBeNull();
    expect(screen.getByTestId('print-section').querySelector('style')!.textContent).toMatch(/@page \{ size: 80mm \d+mm; margin: 0; \}/);
    // A new receipt with a new key.
    expect(lineRows()).toHaveLength(0);
    expect(screen.getByTestId('last-sale')).toHaveTextContent('۱۰۴۲');
    scan('6260000000011');
    await waitFor(() => expect(lineRows()).toHaveLength(1));
    press('F6');
    press('F9');
    await waitFor(() => expect(fetch.find('POST', '/api/admin/shop/sales')).toHaveLength(3));
    expect(fetch.find('POST', '/api/admin/shop/sales')[2]!.headers['Idempotency-Key']).not.toBe(key);
  });

  it('F3 finds the customer by mobile (name, wallet, stats); the wallet pays at most its balance', async () => {
    const lookup: CustomerLookup = {
      customer: { id: 7, name: 'علی رضایی', mobile: '09121234567', wallet: 300000 },
      stats: { online: { orders_count: 4, orders_total: 2100000, last_order_at: '2025-11-01T08:00:00Z' }, shop: { sales_count: 0, sales_total: 0, last_sale_at: null } },
    };
    const fetch = mockFetch({
      'GET /api/admin/shop/scan': scanHandler([item()]),
      'GET /api/admin/shop/customer': (c) => (c.url.searchParams.get('mobile') === '09121234567' ? { data: lookup } : { data: { customer: null, stats: null } }),
      'POST /api/admin/shop/sales': () => ({ data: sale() }),
    });
    const mobile = await oneLineThenCustomer();
    fireEvent.change(mobile, { target: { value: '۰۹۱۲۱۲۳۴۵۶۷' } });
    fireEvent.keyDown(mobile, { key: 'Enter' });
    expect(await screen.findByTestId('customer-wallet')).toHaveTextContent('۳۰۰,۰۰۰ تومان');
    expect(screen.getByRole('dialog')).toHaveTextContent('۴ خرید');
    fireEvent.keyDown(mobile, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('customer-card')).toHaveTextContent('علی رضایی'));
    await waitFor(() => expect(scanBox()).toHaveFocus());
    expect(screen.getByLabelText('کیف پول')).not.toBeDisabled();
    press('F8');
    await waitFor(() => expect(screen.getByLabelText('کیف پول')).toHaveValue('300,000'));
    expect(screen.getByTestId('remaining')).toHaveTextContent('۱۵۰,۰۰۰');
    press('F6');
    press('F9');
    await waitFor(() => expect(fetch.find('POST', '/api/admin/shop/sales')).toHaveLength(1));
    expect(fetch.find('POST', '/api/admin/shop/sales')[0]!.body).toEqual({
      lines: [{ variant_id: 51, type: 'sale', quantity: 1 }],
      customer: { id: 7 },
      payments: { cash: 150000, wallet: 300000 },
    });
  });

  it('an unknown mobile becomes a new customer with an optional name', async () => {
    const fetch = mockFetch({
      'GET /api/admin/shop/scan': scanHandler([item()]),
      'GET /api/admin/shop/customer': () => ({ data: { customer: null, stats: null } }),
      'POST /api/admin/shop/sales': () => ({ data: sale() }),
    });
    const mobile = await oneLineThenCustomer();
    fireEvent.change(mobile, { target: { value: '09351112233' } });
    fireEvent.keyDown(mobile, { key: 'Enter' });
    expect(await screen.findByText('مشتری‌ای با این موبایل نیست؛ با ثبت رسید ساخته می‌شود.')).toBeInTheDocument();
    const first = screen.getByLabelText('نام (اختیاری)');
    fireEvent.change(first, { target: { value: 'سارا' } });
    fireEvent.keyDown(first, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('customer-card')).toHaveTextContent('مشتری تازه'));
    press('F6');
    press('F9');
    await waitFor(() => expect(fetch.find('POST', '/api/admin/shop/sales')).toHaveLength(1));
    expect(fetch.find('POST', '/api/admin/shop/sales')[0]!.body).toMatchObject({ customer: { mobile: '09351112233', first_name: 'سارا' } });
  });

  it('F2 searches by name; arrows and Enter add the item', async () => {
    const fetch = mockFetch({ 'GET /api/admin/shop/search': () => ({ data: [item(), mug] }) });
    openCounter();
    await screen.findByLabelText('بارکد یا کد کالا', undefined, T);
    press('F2');
    const box = await screen.findByRole('combobox', { name: 'جستجوی کالا' });
    fireEvent.change(box, { target: { value: 'ماگ' } });
    await screen.findByText('ماگ سرامیکی');
    expect(fetch.find('GET', '/api/admin/shop/search')[0]!.url.searchParams.get('q')).toBe('ماگ');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(lineRows()).toHaveLength(1));
    expect(lineRows()[0]).toHaveTextContent('ماگ سرامیکی');
    await waitFor(() => expect(scanBox()).toHaveFocus());
  });
});

describe('sales list, detail and day close', () => {
  const row = (over: Partial<SaleRow> = {}): SaleRow => ({
    id: 1042,
    status: 'completed',
    created_at: '2025-11-21T10:35:00Z',
    admin: { id: 1, name: 'مدیر آزمایشی' },
    customer: { id: 7, name: 'علی رضایی', mobile: '09121234567' },
    discount_amount: 0,
    total: 900000,
    paid_cash: 600000,
    paid_card: 0,
    paid_wallet: 300000,
    ...over,
  });

  it('lists sales with the totals of the filtered sales above the table; filters go to the server', async () => {
    const fetch = mockFetch({
      'GET /api/admin/shop/sales': () => ({
        ...listResponse([row(), row({ id: 1041, status: 'voided', customer: null, total: 120000, paid_cash: 120000, paid_wallet: 0 })]),
        totals: { count: 1, total: 900000, cash: 600000, card: 0, wallet: 300000, discount: 0 },
      }),
      'GET /api/admin/customers/search': () => ({ data: [] }),
    });
    renderWithSession(shopRoutes, '/admin/shop/orders', homeFixture({ permissions: SELL, unit_label: 'تومان' }));
    const totals = await screen.findByTestId('sale-totals', undefined, T);
    expect(totals).toHaveTextContent('تعداد۱');
    expect(totals).toHaveTextContent('مبلغ خالص۹۰۰,۰۰۰ تومان');
    expect(totals).toHaveTextContent('کیف پول۳۰۰,۰۰۰ تومان');
    expect(screen.getByRole('link', { name: '۱۰۴۲' })).toHaveAttribute('href', '/admin/shop/orders/1042');
    expect(screen.getAllByText('باطل‌شده').length).toBeGreaterThan(0);
    expect(screen.getByText('بی‌نام')).toBeInTheDocument();
    // Without read_admin there is no cashier picker.
    expect(screen.queryByLabelText('صندوقدار')).toBeNull();
    // A filter of fixed choices is the browser's select.
    fireEvent.change(screen.getByLabelText('روش پرداخت'), { target: { value: 'wallet' } });
    await waitFor(() => expect(fetch.find('GET', '/api/admin/shop/sales').some((c) => c.url.searchParams.get('payment') === 'wallet')).toBe(true));
    expect(fetch.find('GET', '/api/admin/shop/sales').at(-1)!.url.searchParams.get('sort')).toBe('-id');
  });

  it('voids a sale with a reason; the server refusal stays in the dialog', async () => {
    let voided = false;
    let tries = 0;
    const fetch = mockFetch({
      'GET /api/admin/shop/sales/1042': () => ({ data: sale({ customer: { id: 7, name: 'علی رضایی', mobile: '09121234567' }, paid_cash: 600000, paid_wallet: 300000 }) }),
      'POST /api/admin/shop/sales/1042/void': () => {
        if (++tries === 1) return json(409, { error: { code: 'conflict', message: 'ابطال ممکن نیست: کالای مرجوعی «ماگ» پس از این فروش فروخته شده است' } });
        voided = true;
        return { data: sale({ status: 'voided', voided_at: '2025-11-21T12:00:00Z', voided_by: { id: 1, name: 'مدیر آزمایشی' }, void_reason: 'اشتباه صندوق', can_void: false }) };
      },
    });
    renderWithSession(shopRoutes, '/admin/shop/orders/1042', homeFixture({ permissions: ALL, unit_label: 'تومان' }));
    expect(await screen.findByTestId('sale-total', undefined, T)).toHaveTextContent('۹۰۰,۰۰۰ تومان');
    expect(screen.getAllByText('مدیر آزمایشی').length).toBeGreaterThan(0);
    expect(screen.getByTestId('receipt')).toHaveTextContent('۱۰۴۲');
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: /چاپ رسید/ }));
    expect(print).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: /ابطال فروش/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /ابطال شود/ }));
    expect(await within(dialog).findByTestId('void-error')).toHaveTextContent('دلیل ابطال را بنویسید');
    expect(fetch.find('POST', '/api/admin/shop/sales/1042/void')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('دلیل ابطال'), { target: { value: 'اشتباه صندوق' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /ابطال شود/ }));
    expect(await within(dialog).findByText(/پس از این فروش فروخته شده است/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /ابطال شود/ }));
    await waitFor(() => expect(voided).toBe(true));
    expect(fetch.find('POST', '/api/admin/shop/sales/1042/void')[1]!.body).toEqual({ reason: 'اشتباه صندوق' });
    expect(await screen.findByTestId('voided')).toHaveTextContent('اشتباه صندوق');
    expect(screen.queryByRole('button', { name: /ابطال فروش/ })).toBeNull();
  });

  it('hides void without void_mini_order', async () => {
    mockFetch({ 'GET /api/admin/shop/sales/1042': () => ({ data: sale() }) });
    renderWithSession(shopRoutes, '/admin/shop/orders/1042', homeFixture({ permissions: SELL, unit_label: 'تومان' }));
    await screen.findByTestId('sale-total', undefined, T);
    expect(screen.queryByRole('button', { name: /ابطال فروش/ })).toBeNull();
  });

  it('/shop shows today for this cashier and the day close per payment type, printable on 80 mm and A4', async () => {
    const figures = { sales_count: 3, returns_count: 1, voided_count: 0, gross_sales: 1500000, returns: 120000, discounts: 30000, total: 1350000, cash: 600000, card: 450000, wallet: 300000 };
    const fetch = mockFetch({
      'GET /api/admin/shop/day-close': (c) => ({
        data: {
          date: c.url.searchParams.get('date'),
          admin: c.url.searchParams.get('admin_id') ? { id: 1, name: 'مدیر آزمایشی' } : null,
          ...figures,
          by_admin: [{ admin: { id: 1, name: 'مدیر آزمایشی' }, ...figures }, { admin: { id: 2, name: 'صندوقدار دوم' }, ...figures, sales_count: 0 }],
        },
      }),
    });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderWithSession(shopRoutes, '/admin/shop', homeFixture({ permissions: SELL, unit_label: 'تومان' }));
    expect(await screen.findByTestId('today-figures', undefined, T)).toHaveTextContent('خالص فروش۱,۳۵۰,۰۰۰ تومان');
    expect(screen.getByRole('button', { name: /فروش تازه/ })).toHaveFocus();
    const mine = fetch.find('GET', '/api/admin/shop/day-close').find((c) => c.url.searchParams.get('admin_id') === '1')!;
    expect(mine.url.searchParams.get('date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const dc = await screen.findByTestId('day-close-figures');
    expect(dc).toHaveTextContent('کارت۴۵۰,۰۰۰ تومان');
    expect(screen.getByTestId('day-close')).toHaveTextContent('صندوقدار دوم');
    fireEvent.click(screen.getByRole('button', { name: /چاپ A4/ }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    await act(async () => {});
  });
});
