import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findCombobox, homeFixture, json, listResponse, mockFetch, renderWithSession } from '../../test/utils';
import type { Movement, StockRow } from './stock.api';
import { stockRoutes } from './stock.routes';

// The first screen of the file loads its lazy code: up to 20 s on a loaded machine.
const T = { timeout: 20_000 };
const row = (over: Partial<StockRow> = {}): StockRow => ({
  variant_id: 41,
  product_id: 1,
  product_title: 'گوشی A55',
  product_status: 'available',
  variant_title: 'قرمز / S',
  is_default: false,
  sku: 'A55-R-S',
  barcode: '2000000000017',
  quantity: 5,
  low_stock_threshold: 5,
  low_stock: true,
  purchase_price: 900000,
  stock_value: 4500000,
  updated_at: '2025-03-21T08:00:00Z',
  ...over,
});

describe('warehouse stock', () => {
  it('lists balances with the low-stock tag, LTR barcode and stock value; filters by state', async () => {
    const fetch = mockFetch({ 'GET /api/admin/store': () => listResponse([row(), row({ variant_id: 50, product_title: 'کتاب', variant_title: '', is_default: true, quantity: 0, low_stock: false, stock_value: 0, sku: null, barcode: '2000000000099' })]) });
    const { router } = renderWithSession(stockRoutes, '/admin/store', homeFixture({ permissions: ['read_store'] }));
    await screen.findByText('گوشی A55', undefined, T);
    expect(screen.getByText('رو به اتمام')).toBeInTheDocument();
    expect(screen.getByText('ناموجود')).toBeInTheDocument();
    expect(screen.getByText('2000000000017')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('۴,۵۰۰,۰۰۰ تومان')).toBeInTheDocument();
    // no adjust_store: no adjust button
    expect(screen.queryByRole('button', { name: 'اصلاح موجودی' })).toBeNull();
    fireEvent.mouseDown(await findCombobox('وضعیت موجودی'));
    fireEvent.click((await screen.findAllByTitle('رو به اتمام')).at(-1)!);
    await waitFor(() => expect(router.state.location.search).toBe('?state=low'));
    await waitFor(() => expect(fetch.find('GET', '/api/admin/store').some((c) => c.url.searchParams.get('state') === 'low')).toBe(true));
  });

  it('adjusts with a signed change and a reason, and refuses an empty reason', async () => {
    const fetch = mockFetch({
      'GET /api/admin/store': () => listResponse([row()]),
      'POST /api/admin/store/adjust': () => ({ data: { row: row({ quantity: 3 }), movement: {} } }),
    });
    renderWithSession(stockRoutes, '/admin/store', homeFixture({ permissions: ['read_store', 'adjust_store'] }));
    await screen.findByText('گوشی A55', undefined, T);
    fireEvent.click(screen.getByRole('button', { name: 'اصلاح موجودی' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByText('کاهش'));
    fireEvent.change(within(dialog).getByLabelText('تعداد'), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /ثبت تغییر/ }));
    expect(await within(dialog).findByText(/دلیل.*(الزامی|وارد)/)).toBeInTheDocument();
    expect(fetch.find('POST', '/api/admin/store/adjust')).toHaveLength(0);

    // only spaces is still empty
    fireEvent.change(within(dialog).getByLabelText('دلیل'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /ثبت تغییر/ }));
    await new Promise((r) => setTimeout(r, 300));
    expect(fetch.find('POST', '/api/admin/store/adjust')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('دلیل'), { target: { value: 'کالای آسیب‌دیده' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /ثبت تغییر/ }));
    await waitFor(() => expect(fetch.find('POST', '/api/admin/store/adjust')).toHaveLength(1));
    expect(fetch.find('POST', '/api/admin/store/adjust')[0]!.body).toEqual({ variant_id: 41, change: -2, reason: 'کالای آسیب‌دیده' });
  });

  it('refuses to remove more than the balance and shows the server 422 under the amount', async () => {
    const fetch = mockFetch({
      'GET /api/admin/store': () => listResponse([row()]),
      'POST /api/admin/store/adjust': () => json(422, { error: { code: 'validation', message: 'اطلاعات را بررسی کنید', fields: { change: 'موجودی «قرمز / S» فقط ۴ عدد است' } } }),
    });
    renderWithSession(stockRoutes, '/admin/store', homeFixture({ permissions: ['read_store', 'adjust_store'] }));
    await screen.findByText('گوشی A55', undefined, T);
    fireEvent.click(screen.getByRole('button', { name: 'اصلاح موجودی' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByText('کاهش'));
    fireEvent.change(within(dialog).getByLabelText('تعداد'), { target: { value: '9' } });
    fireEvent.change(within(dialog).getByLabelText('دلیل'), { target: { value: 'شمارش' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /ثبت تغییر/ }));
    expect(await within(dialog).findByText('موجودی نمی‌تواند کمتر از صفر شود')).toBeInTheDocument();
    expect(fetch.find('POST', '/api/admin/store/adjust')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('تعداد'), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /ثبت تغییر/ }));
    expect(await within(dialog).findByText('موجودی «قرمز / S» فقط ۴ عدد است')).toBeInTheDocument();
    expect(fetch.find('POST', '/api/admin/store/adjust')[0]!.body).toMatchObject({ change: -5 });
  });

  it('shows the movement history with type labels, signed change, admin and order link', async () => {
    const movements: Movement[] = [
      { id: 2, type: 'order', change: -1, quantity_after: 5, reason: null, admin: null, order_id: 77, mini_order_id: null, created_at: '2025-03-22T09:00:00Z' },
      { id: 1, type: 'initial', change: 6, quantity_after: 6, reason: 'موجودی اولیه محصول', admin: { id: 1, name: 'سارا', username: 'sara' }, order_id: null, mini_order_id: null, created_at: '2025-03-21T08:00:00Z' },
    ];
    const fetch = mockFetch({ 'GET /api/admin/store': () => listResponse([row()]), 'GET /api/admin/store/41/movements': () => listResponse(movements) });
    renderWithSession(stockRoutes, '/admin/store', homeFixture({ permissions: ['read_store'] }));
    await screen.findByText('گوشی A55', undefined, T);
    fireEvent.click(screen.getByRole('button', { name: 'تاریخچه' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('موجودی اولیه')).toBeInTheDocument();
    expect(within(drawer).getByText('+6')).toBeInTheDocument();
    expect(within(drawer).getByText('-1')).toBeInTheDocument();
    expect(within(drawer).getByText('سارا')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'سفارش ۷۷' })).toHaveAttribute('href', '/admin/order/77');
    expect(within(drawer).getByText('۱۴۰۴/۰۱/۰۱ ۱۱:۳۰')).toBeInTheDocument();
    expect(fetch.find('GET', '/api/admin/store/41/movements')).toHaveLength(1);
  });
});
