import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeFixture, json, listResponse, mockFetch, renderWithSession } from '../../../test/utils';
import type { ShippingExcel } from './shipping-excel.api';
import { shippingExcelRoutes } from './shipping-excel.routes';

const T = { timeout: 10000 };
const writer = ['read_order', 'update_order'];
const row = (over: Partial<ShippingExcel> = {}): ShippingExcel => ({
  id: 1,
  title: 'post.xlsx',
  barcode: '123456789012345678901234',
  receiver_name: 'مریم رضایی',
  sender_name: 'فروشگاه',
  destination: 'تهران',
  register_date: '۱۴۰۴/۰۱/۱۵ ۱۴:۰۵',
  registered_at: '2025-04-04T10:35:00.000Z',
  reference_number: '12',
  special_services: null,
  price: 35000,
  postal_code: '1111111111',
  order_id: 12,
  order: { id: 12, status: 'new', status_label: 'جدید', post_tracking_code: '123456789012345678901234' },
  created_at: '2025-04-04T12:00:00.000Z',
  ...over,
});
const rows = () => [row(), row({ id: 2, barcode: '987654321', receiver_name: 'علی کریمی', order_id: null, order: null, price: null, registered_at: null, register_date: 'دیروز' })];
const fileInput = () => document.querySelector('input[type=file]') as HTMLInputElement;

afterEach(() => vi.restoreAllMocks());

describe('postal Excel /admin/shipping_excels', () => {
  it('lists rows: barcode LTR, Jalali date or the sheet text, money, a link to the matched order; filters on the server', async () => {
    const fetch = mockFetch({ 'GET /api/admin/shipping-excels': () => listResponse(rows()) });
    renderWithSession(shippingExcelRoutes, '/admin/shipping_excels', homeFixture({ permissions: ['read_order'], unit_label: 'تومان' }));
    expect(await screen.findByText('123456789012345678901234', undefined, T)).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('heading', { name: 'اکسل پست' })).toBeInTheDocument();
    expect(screen.getByText('۱۴۰۴/۰۱/۱۵ ۱۴:۰۵')).toBeInTheDocument();
    expect(screen.getByText('دیروز')).toBeInTheDocument();
    expect(screen.getByText('۳۵,۰۰۰ تومان')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /سفارش ۱۲/ })).toHaveAttribute('href', '/admin/order/12');
    expect(screen.getByText('بدون سفارش', { selector: '.ant-tag' })).toBeInTheDocument();
    // read_order only: no upload, no delete, no bulk selection.
    expect(screen.queryByRole('button', { name: /بارگذاری فایل پست/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'حذف' })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('جستجو'), { target: { value: 'مريم' } });
    fireEvent.keyDown(screen.getByLabelText('جستجو'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(fetch.find('GET', '/api/admin/shipping-excels').some((c) => c.url.searchParams.get('q') === 'مريم')).toBe(true));
  });

  it('uploads the post office file and shows the report: counts, skipped rows and notes with their row numbers', async () => {
    const fetch = mockFetch({
      'GET /api/admin/shipping-excels': () => listResponse(rows()),
      'POST /api/admin/shipping-excels/import': () => ({
        data: {
          imported: 5,
          matched: 2,
          skipped: [
            { row: 5, reason: 'بارکد 123 در ردیف ۳ همین فایل هم آمده است' },
            { row: 6, reason: 'بارکد «ABC» عدد مثبت نیست' },
          ],
          warnings: [{ row: 10, reason: 'چند سفارش با همین گیرنده و کد پستی هست' }],
        },
      }),
    });
    renderWithSession(shippingExcelRoutes, '/admin/shipping_excels', homeFixture({ permissions: writer }));
    await screen.findByText('987654321', undefined, T);
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(fileInput(), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('فقط فایل اکسل با پسوند xlsx پذیرفته می‌شود')).toBeInTheDocument();
    expect(fetch.find('POST', '/api/admin/shipping-excels/import')).toHaveLength(0);

    await user.upload(fileInput(), new File(['PK'], 'post-1404.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    const report = await screen.findByTestId('import-report', undefined, T);
    const sent = fetch.find('POST', '/api/admin/shipping-excels/import')[0]!;
    expect(((sent.body as FormData).get('file') as File).name).toBe('post-1404.xlsx');
    expect(sent.headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(within(report).getByText('post-1404.xlsx')).toHaveAttribute('dir', 'ltr');
    const figure = (title: string) => within(report).getByText(title).closest('.pk-import-figure')!.textContent;
    expect(figure('ردیف ثبت‌شده')).toBe('۵ردیف ثبت‌شده');
    expect(figure('تطبیق‌یافته با سفارش')).toBe('۲تطبیق‌یافته با سفارش');
    expect(figure('ردیف کنار گذاشته')).toBe('۲ردیف کنار گذاشته');
    const skipped = within(report).getByTestId('import-skipped');
    expect(within(skipped).getByText('۶')).toBeInTheDocument();
    expect(within(skipped).getByText('بارکد «ABC» عدد مثبت نیست')).toBeInTheDocument();
    expect(within(within(report).getByTestId('import-warnings')).getByText('۱۰')).toBeInTheDocument();
    // The list is fetched again after the import.
    await waitFor(() => expect(fetch.find('GET', '/api/admin/shipping-excels').length).toBeGreaterThan(1));
  });

  it('shows the server refusal of a file that is not Excel', async () => {
    mockFetch({
      'GET /api/admin/shipping-excels': () => listResponse([]),
      'POST /api/admin/shipping-excels/import': () => json(422, { error: { code: 'validation', message: 'فایل ارسال‌شده اکسل (xlsx) نیست', fields: { file: 'فایل ارسال‌شده اکسل (xlsx) نیست' } } }),
    });
    renderWithSession(shippingExcelRoutes, '/admin/shipping_excels', homeFixture({ permissions: writer }));
    await screen.findByRole('button', { name: /بارگذاری فایل پست/ }, T);
    await userEvent.setup({ applyAccept: false }).upload(fileInput(), new File(['hello'], 'renamed.xlsx'));
    expect(await screen.findByText('فایل ارسال‌شده اکسل (xlsx) نیست')).toBeInTheDocument();
    expect(screen.queryByTestId('import-report')).toBeNull();
  });

  it('opened with ?ids= from the orders list, offers those orders’ sheet at once; ids are not a list filter', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:x' });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
    const fetch = mockFetch({
      'GET /api/admin/shipping-excels': () => listResponse(rows()),
      'GET /api/admin/shipping-excels/orders-export': () =>
        new Response('xlsx', { status: 200, headers: { 'Content-Disposition': 'attachment; filename="post-orders-20250404.xlsx"' } }),
    });
    const { router } = renderWithSession(shippingExcelRoutes, '/admin/shipping_excels?ids=3,7,12', homeFixture({ permissions: ['read_order'] }));
    const panel = await screen.findByTestId('post-export', undefined, T);
    expect(within(panel).getByText('۳ سفارش انتخاب‌شده از فهرست سفارش‌ها')).toBeInTheDocument();
    expect(within(panel).getByText('۱۲')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await screen.findByText('987654321', undefined, T);
    expect(fetch.find('GET', '/api/admin/shipping-excels').every((c) => !c.url.searchParams.has('ids'))).toBe(true);

    fireEvent.click(within(panel).getByRole('button', { name: /دریافت فایل اکسل/ }));
    await waitFor(() => expect(fetch.find('GET', '/api/admin/shipping-excels/orders-export')).toHaveLength(1));
    expect(fetch.find('GET', '/api/admin/shipping-excels/orders-export')[0]!.url.searchParams.get('ids')).toBe('3,7,12');
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(await screen.findByText('فایل سفارش‌ها دریافت شد')).toBeInTheDocument();

    // Closed, then opened from the header: the orders of a date range, without a tracking code.
    fireEvent.click(within(panel).getByRole('button', { name: 'بستن' }));
    await waitFor(() => expect(screen.queryByTestId('post-export')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: /خروجی برای پست/ }));
    const again = await screen.findByTestId('post-export');
    fireEvent.click(within(again).getByRole('button', { name: /دریافت فایل اکسل/ }));
    await waitFor(() => expect(fetch.find('GET', '/api/admin/shipping-excels/orders-export')).toHaveLength(2));
    expect(Object.fromEntries(fetch.find('GET', '/api/admin/shipping-excels/orders-export')[1]!.url.searchParams)).toEqual({ without_tracking: 'true' });
  });

  it('reports the server refusal of an export with no active order', async () => {
    mockFetch({
      'GET /api/admin/shipping-excels': () => listResponse([]),
      'GET /api/admin/shipping-excels/orders-export': () => json(422, { error: { code: 'validation', message: 'هیچ سفارش فعالی برای خروجی نیست' } }),
    });
    renderWithSession(shippingExcelRoutes, '/admin/shipping_excels?ids=5', homeFixture({ permissions: ['read_order'] }));
    const panel = await screen.findByTestId('post-export', undefined, T);
    fireEvent.click(within(panel).getByRole('button', { name: /دریافت فایل اکسل/ }));
    expect(await screen.findByText('هیچ سفارش فعالی برای خروجی نیست')).toBeInTheDocument();
  });

  it('deletes one row after asking, and many through bulk-delete (update_order)', async () => {
    const fetch = mockFetch({
      'GET /api/admin/shipping-excels': () => listResponse(rows()),
      'DELETE /api/admin/shipping-excels/2': () => new Response(null, { status: 204 }),
      'POST /api/admin/shipping-excels/bulk-delete': () => ({ data: { deleted: 2 } }),
    });
    renderWithSession(shippingExcelRoutes, '/admin/shipping_excels', homeFixture({ permissions: writer }));
    await screen.findByText('987654321', undefined, T);
    fireEvent.click(screen.getAllByRole('button', { name: 'حذف' })[1]!);
    expect(await screen.findByTestId('delete-question')).toHaveTextContent('987654321');
    fireEvent.click(screen.getByRole('button', { name: /^حذف شود|بله، حذف/ }));
    await waitFor(() => expect(fetch.find('DELETE', '/api/admin/shipping-excels/2')).toHaveLength(1));

    const boxes = screen.getAllByRole('checkbox');
    fireEvent.click(boxes[0]!);
    const bar = await screen.findByTestId('bulk-bar');
    fireEvent.click(within(bar).getByRole('button', { name: /حذف/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'بله' }));
    await waitFor(() => expect(fetch.find('POST', '/api/admin/shipping-excels/bulk-delete')).toHaveLength(1));
    expect(fetch.find('POST', '/api/admin/shipping-excels/bulk-delete')[0]!.body).toEqual({ ids: [1, 2] });
  });

  it('is a 404 page with the feature off', async () => {
    mockFetch({ 'GET /api/admin/shipping-excels': () => listResponse(rows()) });
    renderWithSession(shippingExcelRoutes, '/admin/shipping_excels', homeFixture({ permissions: writer, features: { shipping_excels: false } }));
    expect(await screen.findByText('صفحه پیدا نشد', undefined, T)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'اکسل پست' })).toBeNull();
  });
});
