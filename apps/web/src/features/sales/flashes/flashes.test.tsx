import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findCombobox, homeFixture, json, listResponse, mockFetch, renderWithSession } from '../../../test/utils';
import type { Flash, FlashProduct, FlashProductOption } from './flash.api';
import { flashRoutes } from './flash.routes';

const T = { timeout: 15000 };
/** The products table is a part of the form loaded after its first fields: allow it the time of a screen. */
const LAZY = { timeout: 30_000 };
const perms = ['read_flash', 'create_flash', 'update_flash', 'delete_flash'];

const shoe = (over: Partial<FlashProduct> = {}): FlashProduct => ({
  product_id: 11,
  title: 'کفش ورزشی',
  status: 'available',
  archived: false,
  image: null,
  discount_type: null,
  discount: null,
  effective_discount_type: 'percentage',
  effective_discount: 20,
  salable_max: null,
  sales_count: 3,
  sold_out: false,
  price_min: 100_000,
  price_max: 150_000,
  campaign_price_min: 80_000,
  campaign_price_max: 120_000,
  ...over,
});

const flash = (over: Partial<Flash> = {}): Flash => ({
  id: 7,
  title: 'حراج یلدا',
  starts_at: '2025-12-20T20:30:00Z',
  ends_at: '2025-12-22T20:30:00Z',
  status: true,
  state: 'running',
  running: true,
  timer: true,
  color: '#ff0000',
  image_id: 5,
  image: { id: 5, url: '/uploads/a.webp' },
  mobile_image_id: null,
  mobile_image: null,
  discount_type: 'percentage',
  discount: 20,
  position: 0,
  products_count: 1,
  sales_count: 3,
  products: [shoe()],
  created_at: '2025-12-01T08:00:00Z',
  updated_at: '2025-12-01T08:00:00Z',
  ...over,
});

const bag: FlashProductOption = { id: 12, title: 'کیف چرمی', status: 'available_offline', archived: false, image: null, price_min: 80_000, price_max: 80_000 };

describe('sales campaigns', () => {
  it('lists campaigns: Jalali window, state tag, default discount, product count, countdown flag; a row opens its products with prices', async () => {
    const fetch = mockFetch({
      'GET /api/admin/flashes': () =>
        listResponse([
          flash(),
          flash({ id: 8, title: 'جشنواره بهار', state: 'scheduled', running: false, timer: false, discount_type: 'fixed', discount: 5000, products_count: 0, products: [], color: null, image: null }),
        ]),
    });
    renderWithSession(flashRoutes, '/admin/flash', homeFixture({ permissions: perms, unit_label: 'تومان' }));
    await screen.findByText('حراج یلدا', undefined, T);
    expect(screen.getByRole('heading', { name: 'کمپین‌های فروش ویژه' })).toBeInTheDocument();
    // 2025-12-21 00:00 Tehran is 1404/09/30.
    expect(screen.getAllByText('۱۴۰۴/۰۹/۳۰ ۰۰:۰۰').length).toBe(2);
    expect(screen.getAllByText('در جریان').length).toBeGreaterThan(0);
    expect(screen.getAllByText('شروع نشده').length).toBeGreaterThan(0);
    expect(screen.getByText('۲۰٪')).toBeInTheDocument();
    expect(screen.getByText('۵,۰۰۰ تومان')).toBeInTheDocument();
    expect(screen.getByText('۱ محصول')).toBeInTheDocument();
    expect(screen.getByText('۰ محصول')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /مرتب‌سازی/ })).toBeInTheDocument();
    // Sorted by position by default; the state filter goes to the server.
    expect(fetch.find('GET', '/api/admin/flashes')[0]!.url.searchParams.get('sort')).toBe('position');

    const row = screen.getByText('حراج یلدا').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /expand|باز|Expand/i }));
    expect(await screen.findByText('کفش ورزشی')).toBeInTheDocument();
    expect(screen.getByText('۱۰۰,۰۰۰ تا ۱۵۰,۰۰۰ تومان')).toBeInTheDocument();
    expect(screen.getByText('۸۰,۰۰۰ تا ۱۲۰,۰۰۰ تومان')).toBeInTheDocument();
    expect(screen.getByText('۳ از نامحدود')).toBeInTheDocument();
  });

  it('checks the form like the server before sending (required fields, image on create, percentage ≤ 100)', async () => {
    const fetch = mockFetch({ 'GET /api/admin/flashes': () => listResponse([]), 'GET /api/admin/flashes/products': () => listResponse([]) });
    renderWithSession(flashRoutes, '/admin/flash/create', homeFixture({ permissions: perms, unit_label: 'تومان' }));
    const discount = await screen.findByLabelText('مقدار تخفیف پیش‌فرض', undefined, T);
    expect(discount.closest('.ant-input-affix-wrapper')).toHaveTextContent('٪');
    fireEvent.change(discount, { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: /ذخیره/ }));
    expect(await screen.findByText('تخفیف درصدی باید بین ۱ تا ۱۰۰ باشد')).toBeInTheDocument();
    expect(screen.getByText(/عنوان.*الزامی/)).toBeInTheDocument();
    expect(screen.getByText(/زمان شروع.*الزامی/)).toBeInTheDocument();
    expect(screen.getByText(/زمان پایان.*الزامی/)).toBeInTheDocument();
    expect(screen.getByText(/تصویر.*الزامی/)).toBeInTheDocument();
    // The products table loads with the form, after its first fields.
    expect(await screen.findByText('هنوز محصولی به کمپین افزوده نشده است', undefined, LAZY)).toBeInTheDocument();
    expect(fetch.find('POST', '/api/admin/flashes')).toHaveLength(0);
  });

  it('adds a product with the picker, checks its fixed discount against its price, sends the body and shows a 409 overlap', async () => {
    const fetch = mockFetch({
      'GET /api/admin/flashes/7': () => ({ data: flash() }),
      'GET /api/admin/flashes/products': ({ url }) => (url.searchParams.get('ids') ? listResponse([bag]) : listResponse([bag, { ...bag, id: 13, title: 'کلاه' }])),
      'PATCH /api/admin/flashes/7': () =>
        json(409, {
          error: {
            code: 'conflict',
            message: 'محصول «کیف چرمی» در همین بازه در کمپین فعال «جشنواره» هم هست',
            fields: { 'products.1.product_id': 'محصول «کیف چرمی» در همین بازه در کمپین فعال «جشنواره» هم هست' },
          },
        }),
    });
    renderWithSession(flashRoutes, '/admin/flash/edit/7', homeFixture({ permissions: perms, unit_label: 'تومان' }));
    await waitFor(() => expect(screen.getByLabelText('عنوان')).toHaveValue('حراج یلدا'), T);
    // The stored product (the products table loads with the form): its price before and during the campaign, what it sold.
    expect(await screen.findByText('کفش ورزشی', undefined, LAZY)).toBeInTheDocument();
    expect(screen.getByText('۸۰,۰۰۰ تا ۱۲۰,۰۰۰ تومان')).toBeInTheDocument();
    expect(screen.getByText('۳ از نامحدود')).toBeInTheDocument();
    // It has sales: it cannot be removed.
    expect(screen.getByRole('button', { name: 'برداشتن از کمپین' })).toBeDisabled();

    fireEvent.mouseDown(await findCombobox('جستجو و افزودن محصول (عنوان، کد کالا یا بارکد)'));
    fireEvent.click(await screen.findByTitle('کیف چرمی'));
    await waitFor(() => expect(screen.getAllByLabelText('نوع تخفیف')).toHaveLength(2));
    expect(fetch.find('GET', '/api/admin/flashes/products').some((c) => c.url.searchParams.get('ids') === '12')).toBe(true);
    // The default 20% applies until the row has its own discount: 64,000.
    expect(screen.getByText('۶۴,۰۰۰ تومان')).toBeInTheDocument();

    fireEvent.mouseDown(screen.getAllByLabelText('نوع تخفیف')[1]!);
    const fixed = await screen.findAllByTitle('مبلغ ثابت');
    fireEvent.click(fixed[fixed.length - 1]!);
    const amount = screen.getAllByLabelText('مقدار تخفیف')[1]!;
    await waitFor(() => expect(amount).not.toBeDisabled());
    fireEvent.change(amount, { target: { value: '۹۰۰۰۰' } });
    fireEvent.click(screen.getByRole('button', { name: /ذخیره/ }));
    expect(await screen.findByText('تخفیف ثابت «کیف چرمی» (۹۰,۰۰۰) از ارزان‌ترین قیمت آن (۸۰,۰۰۰) بیشتر است')).toBeInTheDocument();
    expect(fetch.find('PATCH', '/api/admin/flashes/7')).toHaveLength(0);

    fireEvent.change(amount, { target: { value: '10000' } });
    fireEvent.change(screen.getAllByLabelText('سقف تعداد فروش')[1]!, { target: { value: '5' } });
    expect(await screen.findByText('۷۰,۰۰۰ تومان')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /ذخیره/ }));
    await waitFor(() => expect(fetch.find('PATCH', '/api/admin/flashes/7')).toHaveLength(1));
    expect(fetch.find('PATCH', '/api/admin/flashes/7')[0]!.body).toEqual({
      title: 'حراج یلدا',
      starts_at: '2025-12-20T20:30:00Z',
      ends_at: '2025-12-22T20:30:00Z',
      status: true,
      timer: true,
      color: '#ff0000',
      image_id: 5,
      mobile_image_id: null,
      discount_type: 'percentage',
      discount: 20,
      products: [
        { product_id: 11, discount_type: null, discount: null, salable_max: null },
        { product_id: 12, discount_type: 'fixed', discount: 10_000, salable_max: 5 },
      ],
    });
    // The overlap refusal names the product and the other campaign, under that product's row.
    const refusal = await screen.findAllByText('محصول «کیف چرمی» در همین بازه در کمپین فعال «جشنواره» هم هست');
    expect(refusal.some((el) => el.closest('.ant-form-item-explain') && el.closest('tr')?.textContent?.includes('کیف چرمی'))).toBe(true);
  });
});
