import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MENU } from '@pishkhan/common/menu';
import { homeFixture, listResponse, mockFetch, renderWithSession } from '../../test/utils';
import type { LogMovement } from './stock.api';
import { stockRoutes } from './stock.routes';

const T = { timeout: 10000 };
const mv = (over: Partial<LogMovement> = {}): LogMovement => ({
  id: 1,
  type: 'adjustment',
  type_label: 'اصلاح دستی',
  change: -2,
  quantity_after: 1250,
  reason: 'کالای آسیب‌دیده',
  admin: { id: 3, name: 'سارا', username: 'sara' },
  order_id: null,
  mini_order_id: null,
  variant_id: 41,
  product_id: 7,
  product_title: 'گوشی A55',
  variant_title: 'قرمز / S',
  sku: 'A55-R-S',
  barcode: '2000000000017',
  created_at: '2025-03-21T08:00:00Z',
  ...over,
});

describe('stock movement log', () => {
  it('is in the stock section of the menu, under read_store', () => {
    const store = MENU.find((g) => g.key === 'store')!;
    expect(store.items.map((i) => [i.path, i.permission])).toContainEqual(['/admin/store/movements', 'read_store']);
  });

  it('lists every movement with product, Persian signed change, type, reason, admin and order link; filters go to the URL and the export', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:x' });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
    const fetch = mockFetch({
      'GET /api/admin/store/movements': () =>
        listResponse([mv(), mv({ id: 2, type: 'order', type_label: 'سفارش', change: -1, quantity_after: 1249, reason: 'سفارش شماره ۹۱', admin: null, order_id: 91, variant_title: null })]),
      'GET /api/admin/store/movements/export': () => new Response('x', { status: 200 }),
    });
    const { router } = renderWithSession(stockRoutes, '/admin/store/movements?from=2025-03-20T20%3A30%3A00.000Z&to=2025-03-21T20%3A29%3A59.999Z', homeFixture({ permissions: ['read_store'] }));
    await screen.findByText('کالای آسیب‌دیده', undefined, T);
    expect(screen.getByRole('heading', { name: 'گردش موجودی' })).toBeInTheDocument();
    expect(screen.getAllByText('گوشی A55')).toHaveLength(2);
    expect(screen.getByText('−۲')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText(/^۱.۲۵۰$/)).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText('اصلاح دستی')).toBeInTheDocument();
    expect(screen.getByText('سارا')).toBeInTheDocument();
    expect(screen.getByText('سیستم')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'سفارش ۹۱' })).toHaveAttribute('href', '/admin/order/91');
    expect(screen.getAllByText('۱۴۰۴/۰۱/۰۱ ۱۱:۳۰')).toHaveLength(2);
    // No English on the screen.
    expect(document.body.textContent).not.toMatch(/\bSKU\b|adjustment/);

    const types = screen.getByLabelText('همه‌ی انواع');
    fireEvent.change(types, { target: { value: within(types).getByRole('option', { name: 'فروش حضوری' }).getAttribute('value') } });
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('type')).toBe('shop_sale'));
    const reason = screen.getByLabelText('جستجو در دلیل');
    fireEvent.change(reason, { target: { value: 'شمارش' } });
    fireEvent.keyDown(reason, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('reason')).toBe('شمارش'));
    await waitFor(() => expect(fetch.find('GET', '/api/admin/store/movements').some((c) => c.url.searchParams.get('reason') === 'شمارش' && c.url.searchParams.get('type') === 'shop_sale')).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: /خروجی اکسل/ }));
    await waitFor(() => expect(fetch.find('GET', '/api/admin/store/movements/export')).toHaveLength(1));
    expect(Object.fromEntries(fetch.find('GET', '/api/admin/store/movements/export')[0]!.url.searchParams)).toMatchObject({
      type: 'shop_sale',
      reason: 'شمارش',
      from: '2025-03-20T20:30:00.000Z',
      to: '2025-03-21T20:29:59.999Z',
    });
    await waitFor(() => expect(click).toHaveBeenCalled());
  });
});
