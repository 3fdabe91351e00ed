import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { homeFixture, json, mockFetch, renderWithSession } from '../../test/utils';
import { draftReducer, newDraft, type Draft } from './draft';
import type { CustomerLookup, ScanResult } from './shop.api';
import { scanResult } from './scan-result.fixtures';
import { shopRoutes } from './shop.routes';

// The counter prices the receipt for its customer's role: choosing, changing or taking off the
// customer asks the server again (GET /shop/prices) and the lines show the new prices.
const T = { timeout: 10000 };

const item = scanResult;
const mug = item({ variant_id: 61, product_id: 6, title: 'ماگ سرامیکی', sku: 'MUG-1', barcode: '6260000000028', unit_price: 100000, list_price: 120000, discount_source: 'product' });

/** Prices as the server answers them: the wholesale role (id 3) takes 12 % off the shirt; the mug's product discount stays lower. */
const priced = (customerId: string | null): ScanResult[] =>
  customerId === '7'
    ? [item({ unit_price: 440000, discount_source: 'role' }), mug]
    : customerId === '8'
      ? [item({ unit_price: 400000, discount_source: 'role' }), mug]
      : [item(), mug];

const lookup = (id: number, mobile: string, role: { id: number; name: string; discount_percent: number } | null): CustomerLookup => ({
  customer: { id, name: `مشتری ${id}`, mobile, wallet: 0, role },
  stats: { online: { orders_count: 0, orders_total: 0, last_order_at: null }, shop: { sales_count: 0, sales_total: 0, last_sale_at: null } },
});
const CUSTOMERS: Record<string, CustomerLookup> = {
  '09121111111': lookup(7, '09121111111', { id: 3, name: 'عمده‌فروش', discount_percent: 12 }),
  '09122222222': lookup(8, '09122222222', { id: 4, name: 'همکار', discount_percent: 0 }),
};

const scanBox = () => screen.getByLabelText('بارکد یا کد کالا');
function scan(code: string) {
  fireEvent.change(scanBox(), { target: { value: code } });
  fireEvent.keyDown(scanBox(), { key: 'Enter', code: 'Enter', keyCode: 13 });
}
const press = (key: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key });
const lineRows = () => [...document.querySelectorAll('.pk-pos-lines tbody tr[data-line]')] as HTMLElement[];
const lineTotals = () => screen.getAllByTestId('line-total').map((e) => e.textContent);

async function chooseCustomer(persianMobile: string) {
  press('F3');
  const mobile = await screen.findByLabelText('موبایل');
  fireEvent.change(mobile, { target: { value: persianMobile } });
  fireEvent.keyDown(mobile, { key: 'Enter' });
  await screen.findByTestId('customer-wallet');
  fireEvent.keyDown(mobile, { key: 'Enter' });
}

function routes() {
  return mockFetch({
    'GET /api/admin/shop/scan': (c) => {
      const all = priced(c.url.searchParams.get('customer_id'));
      return { data: all.find((i) => i.barcode === c.url.searchParams.get('code'))! };
    },
    'GET /api/admin/shop/prices': (c) => {
      const ids = c.url.searchParams.get('variant_ids')!.split(',').map(Number);
      return { data: priced(c.url.searchParams.get('customer_id')).filter((i) => ids.includes(i.variant_id)) };
    },
    'GET /api/admin/shop/customer': (c) => ({ data: CUSTOMERS[c.url.searchParams.get('mobile')!] ?? { customer: null, stats: null } }),
    'POST /api/admin/shop/sales': () => json(422, { error: { code: 'payments_mismatch', message: 'نادرست' } }),
  });
}

beforeEach(() => sessionStorage.clear());

describe('the counter prices the receipt for the customer role', () => {
  it('choosing a role customer after scanning re-asks the prices; changing and removing the customer prices again; the sale carries no client price', async () => {
    const fetch = routes();
    vi.spyOn(window, 'print').mockImplementation(() => {});
    renderWithSession(shopRoutes, '/admin/shop/create', homeFixture({ permissions: ['mini_order'], unit_label: 'تومان' }));
    await screen.findByLabelText('بارکد یا کد کالا', undefined, T);
    scan('6260000000011');
    scan('6260000000011');
    scan('6260000000028');
    await waitFor(() => expect(lineRows()).toHaveLength(2));
    await waitFor(() => expect(screen.getByTestId('sum-total')).toHaveTextContent('۱,۱۰۰,۰۰۰ تومان'));
    expect(screen.queryByTestId('role-price')).toBeNull();

    // The wholesale customer (mobile typed in Persian digits): 12 % off the shirt, shown as the role's price.
    await chooseCustomer('۰۹۱۲۱۱۱۱۱۱۱');
    await waitFor(() => expect(screen.getByTestId('sum-total')).toHaveTextContent('۹۸۰,۰۰۰ تومان'));
    const asked = fetch.find('GET', '/api/admin/shop/prices');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.url.searchParams.get('variant_ids')).toBe('51,61');
    expect(asked[0]!.url.searchParams.get('customer_id')).toBe('7');
    expect(lineTotals()).toEqual(['۸۸۰,۰۰۰', '۱۰۰,۰۰۰']);
    expect(within(lineRows()[0]!).getByTestId('role-price')).toHaveTextContent('قیمت «عمده‌فروش»');
    expect(within(lineRows()[1]!).queryByTestId('role-price')).toBeNull();
    expect(screen.getByTestId('customer-role')).toHaveTextContent('عمده‌فروش');
    expect(screen.getByTestId('customer-role')).toHaveTextContent('۱۲٪ تخفیف');

    // A scan after the customer is chosen is priced for them.
    scan('6260000000011');
    await waitFor(() => expect(lineTotals()[0]).toBe('۱,۳۲۰,۰۰۰'));
    expect(fetch.find('GET', '/api/admin/shop/scan').at(-1)!.url.searchParams.get('customer_id')).toBe('7');

    // Another customer: asked again with their id.
    await chooseCustomer('۰۹۱۲۲۲۲۲۲۲۲');
    await waitFor(() => expect(lineTotals()).toEqual(['۱,۲۰۰,۰۰۰', '۱۰۰,۰۰۰']));
    expect(fetch.find('GET', '/api/admin/shop/prices').at(-1)!.url.searchParams.get('customer_id')).toBe('8');
    expect(within(lineRows()[0]!).getByTestId('role-price')).toHaveTextContent('قیمت «همکار»');

    // The customer taken off: the standard prices, asked without a customer.
    press('F3');
    fireEvent.click(await screen.findByRole('button', { name: 'حذف مشتری از رسید' }));
    await waitFor(() => expect(lineTotals()).toEqual(['۱,۵۰۰,۰۰۰', '۱۰۰,۰۰۰']));
    expect(fetch.find('GET', '/api/admin/shop/prices').at(-1)!.url.searchParams.has('customer_id')).toBe(false);
    expect(screen.queryByTestId('role-price')).toBeNull();
    expect(fetch.find('GET', '/api/admin/shop/prices')).toHaveLength(3);

    // Back to the wholesale customer and completed: the lines go without prices (the server prices them), paid at the role's total.
    await chooseCustomer('۰۹۱۲۱۱۱۱۱۱۱');
    await waitFor(() => expect(screen.getByTestId('sum-total')).toHaveTextContent('۱,۴۲۰,۰۰۰ تومان'));
    press('F6');
    press('F9');
    await waitFor(() => expect(fetch.find('POST', '/api/admin/shop/sales')).toHaveLength(1));
    expect(fetch.find('POST', '/api/admin/shop/sales')[0]!.body).toEqual({
      lines: [
        { variant_id: 51, type: 'sale', quantity: 3 },
        { variant_id: 61, type: 'sale', quantity: 1 },
      ],
      customer: { id: 7 },
      payments: { cash: 1420000 },
    });
  });

  it('a price the cashier typed stays; an answer for a customer no longer on the receipt is ignored', () => {
    let d: Draft = draftReducer(newDraft(), { type: 'add', item: item() });
    d = draftReducer(d, { type: 'add', item: mug });
    d = draftReducer(d, { type: 'price', key: 'sale:61', price: 90000 });
    d = draftReducer(d, { type: 'customer', customer: { kind: 'existing', customer: CUSTOMERS['09121111111']!.customer!, stats: null } });
    // An answer for another customer (the cashier changed it meanwhile): nothing changes.
    expect(draftReducer(d, { type: 'reprice', customerId: 8, items: priced('8') })).toBe(d);
    const next = draftReducer(d, { type: 'reprice', customerId: 7, items: [item({ unit_price: 440000, discount_source: 'role' }), { ...mug, unit_price: 95000 }] });
    expect(next.lines.map((l) => [l.item.unit_price, l.unit_price, l.item.discount_source])).toEqual([
      [440000, 440000, 'role'],
      [95000, 90000, 'product'],
    ]);
  });
});
