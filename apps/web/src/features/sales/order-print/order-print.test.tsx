import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { homeFixture, json, mockFetch, renderApp, renderWithSession } from '../../../test/utils';
import { code128BBars } from '../../../components/print/Barcode';
import { parsePrintIds, type PrintData, type PrintOrder } from './order-print.api';
import { orderPrintRoutes } from './order-print.routes';

const T = { timeout: 15_000 };

const order = (over: Partial<PrintOrder> = {}): PrintOrder => ({
  id: 1024,
  status: 'new',
  status_label: 'جدید',
  created_at: '2025-11-21T10:35:00Z',
  customer: { id: 5, name: 'زهرا کریمی', mobile: '09121234567' },
  address: {
    id: 9, first_name: 'زهرا', last_name: 'کریمی', mobile: '09121234567', telephone: '02188776655',
    province_id: 8, province: 'تهران', city_id: 301, city: 'تهران', address: 'خیابان ولیعصر، کوچه ۱۲، پلاک 4',
    postal_code: '1234567890', latitude: null, longitude: null,
  },
  shipping_method: { id: 2, name: 'پست پیشتاز' },
  shipping_amount: 45_000,
  delivered_at: null,
  coupon: { id: 3, code: 'SUMMER10', title: 'تابستانه' },
  items_quantity: 3,
  total_items_amount: 1_200_000,
  discount_on_items: 100_000,
  discount_on_coupon: 50_000,
  discount_on_order: 0,
  total_amount: 1_095_000,
  paid_amount: 1_095_000,
  payment_method: 'wallet',
  description: 'لطفاً قبل از ارسال تماس بگیرید',
  post_tracking_code: null,
  items: [
    { id: 1, product_id: 1, variant_id: 11, title: 'پیراهن مردانه', variant_title: 'آبی - XL', sku: 'SH-01-XL', barcode: null, image_url: null,
      quantity: 2, unit_price: 500_000, unit_discount: 50_000, discount_source: 'variant', line_total: 900_000, status: true },
    { id: 2, product_id: 2, variant_id: 12, title: 'جوراب', variant_title: null, sku: null, barcode: null, image_url: null,
      quantity: 1, unit_price: 200_000, unit_discount: 0, discount_source: 'none', line_total: 200_000, status: true },
    { id: 3, product_id: 3, variant_id: 13, title: 'کالای حذف‌شده', variant_title: null, sku: null, barcode: null, image_url: null,
      quantity: 1, unit_price: 10_000, unit_discount: 0, discount_source: 'none', line_total: 10_000, status: false },
  ],
  ...over,
});

const payload = (): { data: PrintData } => ({
  data: {
    shop: { name: 'فروشگاه پیشخوان', phone: '021-88001122', address: 'تهران، میدان ونک', postal_code: '1969876543', email: 'shop@example.com', economic_code: null, logo_url: '/uploads/logo.png' },
    orders: [
      order(),
      order({
        id: 1025, customer: { id: 6, name: 'علی رضایی', mobile: '09351112233' }, coupon: null, discount_on_coupon: 0,
        discount_on_order: 20_000, shipping_amount: 0, total_amount: 1_000, paid_amount: 1_000, description: null, payment_method: 'card',
        address: { ...order().address!, first_name: 'علی', last_name: 'رضایی', mobile: '09351112233', postal_code: null },
        items_quantity: 1, total_items_amount: 21_000, discount_on_items: 0,
        items: [{ ...order().items[1]!, id: 7, unit_price: 21_000, line_total: 21_000 }],
      }),
    ],
  },
});

const home = () => homeFixture({ permissions: ['read_order'], unit_label: 'تومان' });

describe('order print sheet', () => {
  it('says what the courier collects on an unpaid (collect on delivery) order', async () => {
    mockFetch({
      'GET /api/admin/orders/print': () => ({ data: { ...payload().data, orders: [order({ paid_amount: 0, due_amount: 1_095_000, payment_method: 'unpaid' })] } }),
    });
    renderWithSession(orderPrintRoutes, '/admin/print-orders?ids=1024', home());
    expect(await screen.findByTestId('invoice-due', undefined, T)).toHaveTextContent('دریافت هنگام تحویل: ۱,۰۹۵,۰۰۰ تومان');
    expect(screen.getByTestId('invoice')).toHaveTextContent('پرداخت در محل (پرداخت‌نشده)');
  });

  it('prints one page per order (in the order of the ids): shop, items, totals, the total in words, label and barcode', async () => {
    // The server answers in id order; the sheet follows the order of ?ids=.
    const fetch = mockFetch({ 'GET /api/admin/orders/print': () => payload() });
    renderWithSession(orderPrintRoutes, '/admin/print-orders?ids=1025,1024', home());
    const pages = await screen.findAllByTestId('invoice', undefined, T);
    expect(pages).toHaveLength(2);
    expect(fetch.find('GET', '/api/admin/orders/print')[0]!.url.searchParams.get('ids')).toBe('1025,1024');
    expect(screen.getByTestId('print-count')).toHaveTextContent('۲ فاکتور');

    const [second, first] = pages.map((p) => within(p));
    expect(pages[0]).toHaveAccessibleName('فاکتور فروش ۱۰۲۵');
    // Shop header and the order's head.
    expect(first!.getAllByText('فروشگاه پیشخوان').length).toBe(2); // header and sender
    expect(first!.getByText('shop@example.com')).toHaveAttribute('dir', 'ltr');
    expect(first!.getAllByText('۱۰۲۴').length).toBeGreaterThanOrEqual(2);
    expect(first!.getByText(/۱۴۰۴\/۰۸\/۳۰/)).toBeInTheDocument();
    // Items: active lines only, Persian digits, discount per line = unit discount × quantity.
    const rows = within(pages[1]!.querySelector('tbody')!).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('۱پیراهن مردانهآبی - XL');
    expect(within(rows[0]!).getByText('۵۰۰,۰۰۰')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('۱۰۰,۰۰۰')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('۹۰۰,۰۰۰')).toBeInTheDocument();
    expect(first!.queryByText('کالای حذف‌شده')).not.toBeInTheDocument();
    // Totals: coupon with its code, shipping, the grand total and the same in words.
    const couponCode = first!.getByText('SUMMER10');
    expect(couponCode).toHaveAttribute('dir', 'ltr');
    expect(couponCode.closest('th')).toHaveTextContent('کد تخفیف SUMMER10');
    expect(couponCode.closest('th')!.nextSibling).toHaveTextContent('۵۰,۰۰۰');
    expect(first!.getByText('هزینه ارسال').nextSibling).toHaveTextContent('۴۵,۰۰۰');
    expect(first!.getByTestId('invoice-total')).toHaveTextContent('۱,۰۹۵,۰۰۰ تومان');
    expect(first!.getByTestId('invoice-words')).toHaveTextContent('یک میلیون و نود و پنج هزار تومان');
    expect(first!.getByText(/روش پرداخت: کیف پول/)).toHaveTextContent('پرداخت‌شده: ۱,۰۹۵,۰۰۰ تومان');
    expect(first!.getByText('لطفاً قبل از ارسال تماس بگیرید')).toBeInTheDocument();
    // Address label: receiver, full address with Persian digits, postal code, sender, barcode of the order number.
    const label = within(first!.getByRole('region', { name: 'برچسب مرسوله' }));
    expect(label.getByText('زهرا کریمی')).toBeInTheDocument();
    expect(label.getByText(/تهران، تهران، خیابان ولیعصر، کوچه ۱۲، پلاک ۴/)).toBeInTheDocument();
    expect(label.getByText('۱۲۳۴۵۶۷۸۹۰')).toBeInTheDocument();
    expect(label.getByText('۰۹۱۲۱۲۳۴۵۶۷')).toBeInTheDocument();
    const svg = label.getByRole('img', { name: '1024' });
    expect(svg.querySelectorAll('rect[fill="#000"]')).toHaveLength(code128BBars('1024').bars.length);

    // The second order: no coupon row, the shop's discount, free shipping, a tiny total in words.
    expect(second!.queryByText(/کد تخفیف/)).not.toBeInTheDocument();
    expect(second!.getByText('تخفیف فروشگاه').nextSibling).toHaveTextContent('۲۰,۰۰۰');
    expect(second!.getByText('هزینه ارسال').nextSibling).toHaveTextContent('رایگان');
    expect(second!.getByTestId('invoice-words')).toHaveTextContent('هزار تومان');
    expect(second!.getByRole('img', { name: '1025' })).toBeInTheDocument();
  });

  it('switches the paper between A4 and A5: the @page rule, the layout class and the URL', async () => {
    mockFetch({ 'GET /api/admin/orders/print': () => payload() });
    const { router } = renderWithSession(orderPrintRoutes, '/admin/print-orders?ids=1024,1025', home());
    await screen.findAllByTestId('invoice', undefined, T);
    const rule = screen.getByTestId('print-page-rule');
    const root = rule.parentElement!;
    expect(rule.textContent).toContain('size: A4 portrait');
    expect(root).toHaveClass('pk-print--a4');
    fireEvent.click(screen.getByText('A5'));
    await waitFor(() => expect(screen.getByTestId('print-page-rule').textContent).toContain('size: A5 portrait'));
    expect(root).toHaveClass('pk-print--a5');
    expect(router.state.location.search).toBe('?ids=1024%2C1025&paper=a5');
    fireEvent.click(screen.getByText('A4'));
    await waitFor(() => expect(root).toHaveClass('pk-print--a4'));
    expect(router.state.location.search).toBe('?ids=1024%2C1025&paper=a4');
  });

  it("starts on the shop's paper setting when the URL names none", async () => {
    const data = payload();
    data.data.shop.paper = 'A5';
    mockFetch({ 'GET /api/admin/orders/print': () => data });
    renderWithSession(orderPrintRoutes, '/admin/print-orders?ids=1024,1025', home());
    await screen.findAllByTestId('invoice', undefined, T);
    expect(screen.getByTestId('print-page-rule').textContent).toContain('size: A5 portrait');
  });

  it('prints with the browser dialog', async () => {
    mockFetch({ 'GET /api/admin/orders/print': () => payload() });
    const print = (window.print = vi.fn());
    renderWithSession(orderPrintRoutes, '/admin/print-orders?ids=1024', home());
    await screen.findAllByTestId('invoice', undefined, T);
    fireEvent.click(screen.getByRole('button', { name: /چاپ/ }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says so when no order is chosen, and shows the server refusal', async () => {
    const fetch = mockFetch({
      'GET /api/admin/orders/print': () => json(422, { error: { code: 'validation', message: 'حداکثر ۲۰۰ سفارش را می‌توان یک‌جا انتخاب کرد' } }),
    });
    const first = renderWithSession(orderPrintRoutes, '/admin/print-orders', home());
    expect(await screen.findByText('سفارشی برای چاپ انتخاب نشده است', undefined, T)).toBeInTheDocument();
    expect(fetch.calls).toHaveLength(0);
    expect(screen.getByRole('button', { name: /چاپ/ })).toBeDisabled();
    first.unmount();
    renderWithSession(orderPrintRoutes, '/admin/print-orders?ids=1,2', home());
    expect(await screen.findByText('حداکثر ۲۰۰ سفارش را می‌توان یک‌جا انتخاب کرد', undefined, T)).toBeInTheDocument();
  });

  it('opens outside the admin layout but behind sign-in and read_order', async () => {
    mockFetch({ 'GET /api/admin/home': () => ({ data: home() }), 'GET /api/admin/orders/print': () => payload() });
    const app = renderApp('/admin/print-orders?ids=1024');
    expect(await screen.findAllByTestId('invoice', undefined, T)).toHaveLength(2);
    expect(screen.queryByTestId('side-menu')).not.toBeInTheDocument();
    expect(document.querySelector('.pk-layout')).toBeNull();
    app.unmount();

    mockFetch({ 'GET /api/admin/home': () => ({ data: homeFixture({ permissions: ['read_customer'] }) }) });
    const denied = renderApp('/admin/print-orders?ids=1024');
    expect(await screen.findByTestId('forbidden', undefined, T)).toBeInTheDocument();
    denied.unmount();

    mockFetch({ 'GET /api/admin/home': () => json(401, { error: { code: 'unauthenticated', message: 'وارد شوید' } }) });
    const { router } = renderApp('/admin/print-orders?ids=1024');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'), T);
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/admin/print-orders?ids=1024')}`);
  });

  it('reads ids typed with Persian digits, drops junk and repeats', () => {
    expect(parsePrintIds('۳,1,abc,3,,0,-2,7')).toEqual([3, 1, 7]);
    expect(parsePrintIds(null)).toEqual([]);
  });
});
