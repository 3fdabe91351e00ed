import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeFixture, mockFetch, renderWithSession } from '../../test/utils';
import { customerReportRoutes } from './customers/customer-report.routes';
import { productReportRoutes } from './products/product-report.routes';
import { varietyReportRoutes } from './varieties/variety-report.routes';

const range = (from: string, to: string, from_day: string, to_day: string, days: number) => ({ from, to, from_day, to_day, days });
const RANGE = range('1404/12/25', '1405/01/05', '2026-03-16', '2026-03-25', 11);
const PREV = range('1404/12/14', '1404/12/24', '2026-03-05', '2026-03-15', 11);

const products = {
  data: {
    range: RANGE,
    mode: 'both',
    rows: [
      { id: 2, title: 'کفش ورزشی', quantity: 3, amount: 80_000, refunds: 0, net: 80_000 },
      { id: 1, title: 'کیف چرمی', quantity: 5, amount: 50_000, refunds: -19_000, net: 31_000 },
    ],
    totals: { quantity: 8, amount: 130_000, refunds: -19_000, net: 111_000 },
    compare: { range: PREV, totals: { quantity: 1, amount: 10_000, refunds: 0, net: 10_000 }, change: { quantity: 7, amount: 12, refunds: null, net: 10.1 } },
  },
  meta: { current_page: 1, last_page: 2, per_page: 2, total: 3, from: 1, to: 2 },
};

const customers = {
  data: {
    range: RANGE,
    mode: 'both',
    rows: [{ id: 7, name: 'علی رضایی', mobile: '09121000001', province: 'تهران', city: 'تهران', orders: 2, spent: 70_000, items: 6, last_order_at: '2026-03-20T20:31:00.000Z' }],
    totals: { customers: 1, orders: 2, spent: 70_000, items: 6 },
  },
  meta: { current_page: 1, last_page: 1, per_page: 31, total: 1, from: 1, to: 1 },
};

describe('products report page', () => {
  it('shows each product with refunds negative, the totals row, links to the product and sorts and pages on the server', async () => {
    const calls: string[] = [];
    mockFetch({
      'GET /api/admin/reports/products': (c: { url: URL }) => {
        calls.push(c.url.search);
        return products;
      },
    });
    renderWithSession(productReportRoutes, '/admin/reports/products', homeFixture({ permissions: ['read_report_products', 'read_product'] }));
    const rows = await screen.findAllByTestId('report-row', undefined, { timeout: 10_000 });
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('کیف چرمی');
    expect(rows[1]).toHaveTextContent('-۱۹,۰۰۰');
    expect(within(rows[1]!).getByRole('link', { name: 'کیف چرمی' })).toHaveAttribute('href', '/admin/products/edit/1');
    expect(screen.getByTestId('report-totals-row')).toHaveTextContent('۱۱۱,۰۰۰');
    expect(screen.getByTestId('total-amount')).toHaveTextContent('۱۳۰,۰۰۰');
    expect(screen.getByTestId('total-refunds')).toHaveTextContent('بدون دوره‌ی قبل');
    // The figure's definition is its tooltip.
    expect(screen.getAllByLabelText(/فروش ناخالص گزارش فروش/).length).toBeGreaterThan(0);
    // The chart draws the amount column, titled as the column.
    expect(screen.getByRole('heading', { name: 'نمودار: مبلغ فروش' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /تعداد فروخته/ }));
    await waitFor(() => expect(calls.at(-1)).toContain('sort=-quantity'));
    fireEvent.click(screen.getByRole('button', { name: 'صفحه‌ی بعد' }));
    await waitFor(() => expect(calls.at(-1)).toContain('page=2'));
    fireEvent.click(screen.getByRole('radio', { name: 'حضوری' }));
    await waitFor(() => expect(calls.at(-1)).toContain('mode=in_store'));
    expect(calls.at(-1)).not.toContain('page=2');
  });

  it('searches by name and shows no link without read_product', async () => {
    const calls: string[] = [];
    mockFetch({
      'GET /api/admin/reports/products': (c: { url: URL }) => {
        calls.push(c.url.search);
        return products;
      },
    });
    renderWithSession(productReportRoutes, '/admin/reports/products', homeFixture({ permissions: ['read_report_products'] }));
    await screen.findAllByTestId('report-row', undefined, { timeout: 10_000 });
    expect(screen.queryByRole('link', { name: 'کیف چرمی' })).toBeNull();
    const box = screen.getByRole('searchbox', { name: 'جستجوی نام محصول' });
    fireEvent.change(box, { target: { value: 'كيف' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(decodeURIComponent(calls.at(-1)!)).toContain('q=كيف'));
  });
});

describe('customers report page', () => {
  it('shows each customer with place, figures and last order, linked to the customer page, and filters by amount', async () => {
    const calls: string[] = [];
    mockFetch({
      'GET /api/admin/reports/customers': (c: { url: URL }) => {
        calls.push(c.url.search);
        return customers;
      },
    });
    renderWithSession(customerReportRoutes, '/admin/reports/customers?preset=this_month', homeFixture({ permissions: ['read_report_customers', 'read_customer'] }));
    const [row] = await screen.findAllByTestId('report-row', undefined, { timeout: 10_000 });
    expect(row).toHaveTextContent('تهران، تهران');
    expect(row).toHaveTextContent('۷۰,۰۰۰');
    expect(row).toHaveTextContent('۱۴۰۵/۰۱/۰۱');
    expect(within(row!).getByRole('link', { name: 'علی رضایی' })).toHaveAttribute('href', '/admin/customers/show/7');
    expect(screen.getByTestId('total-customers')).toHaveTextContent('۱');
    // The place is one column of the table (two of the sheet), and only the report's sortable columns sort.
    const heads = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(heads).toEqual(['مشتری', 'موبایل', 'استان / شهر', 'تعداد سفارش', 'مبلغ خرید', 'تعداد کالا', 'آخرین سفارش'].map((x) => expect.stringContaining(x)));
    expect(screen.getAllByRole('columnheader').map((h) => within(h).queryByRole('button') !== null)).toEqual([true, false, false, true, true, true, true]);
    expect(screen.getByRole('heading', { name: 'نمودار: مبلغ خرید' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('حداقل مبلغ'), { target: { value: '۵۰۰۰۰' } });
    await waitFor(() => expect(calls.at(-1)).toContain('min_spent=50000'));
    expect(calls.at(-1)).toContain('preset=this_month');
  });

  it('is forbidden without read_report_customers', async () => {
    renderWithSession(customerReportRoutes, '/admin/reports/customers', homeFixture({ permissions: ['read_report'] }));
    expect(await screen.findByTestId('forbidden', undefined, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('varieties report page', () => {
  it("shows a product's variants with sales and stock movements, linked to the product, filtered by product", async () => {
    const calls: string[] = [];
    mockFetch({
      'GET /api/admin/reports/varieties': (c: { url: URL }) => {
        calls.push(c.url.search);
        return {
          data: {
            range: RANGE,
            mode: 'both',
            rows: [{ id: 11, product_id: 1, product_title: 'کیف چرمی', title: 'قهوه‌ای', sku: 'RP-A', quantity: 5, amount: 50_000, refunds: -19_000, net: 31_000, stock_in: 5, stock_out: -2, stock: 103 }],
            totals: { quantity: 5, amount: 50_000, refunds: -19_000, net: 31_000, stock_in: 5, stock_out: -2 },
          },
          meta: { current_page: 1, last_page: 1, per_page: 31, total: 1, from: 1, to: 1 },
        };
      },
    });
    renderWithSession(varietyReportRoutes, '/admin/reports/varieties?product_id=1', homeFixture({ permissions: ['read_report_varieties', 'read_product'] }));
    const [row] = await screen.findAllByTestId('report-row', undefined, { timeout: 10_000 });
    expect(within(row!).getByRole('link', { name: /کیف چرمی — قهوه‌ای/ })).toHaveAttribute('href', '/admin/products/edit/1');
    expect(row).toHaveTextContent(/−۲/);
    expect(row).toHaveTextContent('۱۰۳');
    expect(screen.getByTestId('total-stock_in')).toHaveTextContent('۵');
    expect(calls[0]).toContain('product_id=1');
  });
});
