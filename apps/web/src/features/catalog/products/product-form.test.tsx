import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findCombobox, homeFixture, json, listResponse, mockFetch, renderWithSession } from '../../../test/utils';
import { optionsFixture, productFixture, rowFixture, variantFixture } from './fixtures';
import { productRoutes } from './product.routes';

const perms = ['read_product', 'create_product', 'update_product', 'delete_product', 'approve_product'];
const T = { timeout: 10000 };
/** The variants grid is loaded after the form's first sections show: allow it the time of a screen. */
const LAZY = { timeout: 30_000 };
const gifts = [
  { id: 5, name: 'بوک‌مارک' },
  { id: 6, name: 'جلد هدیه' },
];
const list = () => {
  const res = listResponse([rowFixture()]);
  return { ...res, meta: { ...res.meta, status_counts: { all: 1 } } };
};

/** Opens an antd Select by its label and picks options by their text. */
async function pick(label: string, options: string[]) {
  fireEvent.mouseDown(await findCombobox(label));
  for (const o of options) {
    const items = await screen.findAllByTitle(o);
    fireEvent.click(items[items.length - 1]!);
  }
}

describe('product form: gifts', () => {
  it('shows the attached gifts, sends the whole gift_ids list and puts a 422 on gift_ids.<i> under the field', async () => {
    let answer: 'ok' | '422' = '422';
    const fetch = mockFetch({
      'GET /api/admin/products/options': () => ({ data: { ...optionsFixture(), gifts } }),
      // gift 9 is switched off: not among the options, still shown by name
      'GET /api/admin/products/1': () => ({ data: productFixture({ gift_ids: [9], gifts: [{ id: 9, name: 'کیسهٔ پارچه‌ای' }] }) }),
      'GET /api/admin/products': () => list(),
      'PATCH /api/admin/products/1': () =>
        answer === '422'
          ? json(422, { error: { code: 'validation', message: 'اطلاعات واردشده را بررسی کنید', fields: { 'gift_ids.1': 'هدیه یافت نشد' } } })
          : { data: productFixture() },
    });
    const { router } = renderWithSession(productRoutes, '/admin/products/edit/1', homeFixture({ permissions: perms }));
    const box = await findCombobox('هدیه‌ها');
    const field = box.closest('.ant-form-item') as HTMLElement;
    await waitFor(() => expect(within(field).getByText('کیسهٔ پارچه‌ای')).toBeInTheDocument());
    await pick('هدیه‌ها', ['جلد هدیه']);
    fireEvent.click(screen.getByRole('button', { name: /ذخیره/ }));
    await waitFor(() => expect(fetch.find('PATCH', '/api/admin/products/1')).toHaveLength(1));
    expect((fetch.find('PATCH', '/api/admin/products/1')[0]!.body as { gift_ids: number[] }).gift_ids).toEqual([9, 6]);
    expect(await within(field).findByText('هدیه یافت نشد')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/products/edit/1');

    answer = 'ok';
    fireEvent.click(screen.getByRole('button', { name: /ذخیره/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
  });

  it('hides the field and sends no gift_ids while the gifts feature is off', async () => {
    const fetch = mockFetch({
      'GET /api/admin/products/options': () => ({ data: optionsFixture() }),
      'GET /api/admin/products/1': () => ({ data: productFixture() }),
      'GET /api/admin/products': () => list(),
      'PATCH /api/admin/products/1': () => ({ data: productFixture() }),
    });
    renderWithSession(productRoutes, '/admin/products/edit/1', homeFixture({ permissions: perms, features: { gifts: false } }));
    await screen.findByTestId('variant-grid', undefined, LAZY);
    expect(screen.queryByLabelText('هدیه‌ها')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /ذخیره/ }));
    await waitFor(() => expect(fetch.find('PATCH', '/api/admin/products/1')).toHaveLength(1));
    expect(fetch.find('PATCH', '/api/admin/products/1')[0]!.body).not.toHaveProperty('gift_ids');
  });
});

describe('product form: images', () => {
  it('previewing a product picture opens the image viewer as a playing slideshow over all of them', async () => {
    const images = [
      { id: 1, media_id: 12, url: '/uploads/12.webp', alt: null, is_main: true, position: 0 },
      { id: 2, media_id: 13, url: '/uploads/13.webp', alt: null, is_main: false, position: 1 },
    ];
    mockFetch({
      'GET /api/admin/products/options': () => ({ data: optionsFixture() }),
      'GET /api/admin/products/1': () => ({ data: productFixture({ images }) }),
      'GET /api/admin/products': () => list(),
    });
    renderWithSession(productRoutes, '/admin/products/edit/1', homeFixture({ permissions: perms }));
    const section = (await screen.findByText('تصاویر محصول', undefined, T)).closest('section') as HTMLElement;
    fireEvent.click(within(section).getByRole('button', { name: 'تصویر ۲' }));
    await waitFor(() => expect(document.querySelector('.ant-image-preview-img')?.getAttribute('src')).toBe('/uploads/13.webp'));
    expect(screen.getByText('۲ از ۲')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'توقف پخش خودکار' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('product form: unsaved changes', () => {
  // The stored variants are red/S and blue/M, so the pickers start as {red, blue} × {S, M}:
  // «ساخت ترکیب‌ها» adds red/M and blue/S without any field being typed into.
  const twoColours = () =>
    productFixture({
      variants: [
        variantFixture(),
        variantFixture({ id: 42, title: 'آبی / M', color_id: 2, color: { id: 2, name: 'آبی', code: '#0000ff' }, attributes: [{ attribute_id: 7, attribute_value_id: 72, value: 'M' }], sku: 'A55-B-M', barcode: '2000000000024', position: 1 }),
      ],
    });

  const open = async () => {
    mockFetch({
      'GET /api/admin/products/options': () => ({ data: optionsFixture() }),
      'GET /api/admin/products/1': () => ({ data: twoColours() }),
      'GET /api/admin/products': () => list(),
    });
    const r = renderWithSession(productRoutes, '/admin/products/edit/1', homeFixture({ permissions: perms }));
    const grid = await screen.findByTestId('variant-grid', undefined, LAZY);
    await waitFor(() => expect(within(grid).getAllByTestId('variant-label')).toHaveLength(2));
    return { ...r, grid };
  };

  it('leaves at once when nothing changed', async () => {
    const { router } = await open();
    fireEvent.click(screen.getByRole('button', { name: 'انصراف' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
    expect(screen.queryByText('تغییرات ذخیره نشده است')).toBeNull();
  });

  it('generating combinations marks the form changed: leaving asks first', async () => {
    const { router, grid } = await open();
    fireEvent.click(screen.getByRole('button', { name: /ساخت ترکیب‌ها/ }));
    await waitFor(() => expect(within(grid).getAllByTestId('variant-label')).toHaveLength(4));
    fireEvent.click(screen.getByRole('button', { name: 'انصراف' }));
    expect(await screen.findByText('تغییرات ذخیره نشده است')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/products/edit/1');
    fireEvent.click(screen.getByRole('button', { name: /ماندن در صفحه/ }));
    expect(router.state.location.pathname).toBe('/admin/products/edit/1');
    expect(within(grid).getAllByTestId('variant-label')).toHaveLength(4);
  });

  it('removing every variant marks the form changed too', async () => {
    const { router } = await open();
    fireEvent.click(screen.getByRole('button', { name: 'حذف همهٔ تنوع‌ها' }));
    fireEvent.click(await screen.findByRole('button', { name: 'بله' }));
    await waitFor(() => expect(screen.queryByTestId('variant-grid')).toBeNull());
    await router.navigate('/products');
    expect(await screen.findByText('تغییرات ذخیره نشده است')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/products/edit/1');
  });
});

describe('product list for a reader', () => {
  it('an admin with only read_product gets the category and brand filters from /products/options', async () => {
    const fetch = mockFetch({
      'GET /api/admin/products': () => list(),
      'GET /api/admin/products/options': () => ({ data: optionsFixture() }),
    });
    renderWithSession(productRoutes, '/admin/products', homeFixture({ permissions: ['read_product'] }));
    await screen.findByText('گوشی A55', undefined, T);
    await waitFor(() => expect(fetch.find('GET', '/api/admin/products/options')).toHaveLength(1));
    expect(await screen.findByLabelText('برند')).toBeInTheDocument();
    expect(screen.getByLabelText('دسته‌بندی')).toBeInTheDocument();
  });
});

describe('product form: role prices', () => {
  const rolePrices = () => ({
    data: {
      roles: [
        { id: 2, name: 'همکار', discount_percent: 12 },
        { id: 3, name: 'ویژه', discount_percent: 0 },
      ],
      variants: [{ id: 11, title: 'پیراهن – قرمز', sku: 'SH-R', price: 100000, is_default: false }],
      prices: [{ variant_id: 11, role_id: 2, price: 90000 }],
    },
  });

  it("shows each variant's price per role, sends the whole list (Persian digits typed) and marks a refused box", async () => {
    let answer: 'ok' | '422' = '422';
    const fetch = mockFetch({
      'GET /api/admin/products/options': () => ({ data: optionsFixture() }),
      'GET /api/admin/products/1': () => ({ data: productFixture() }),
      'GET /api/admin/products/1/role-prices': () => rolePrices(),
      'PUT /api/admin/products/1/role-prices': () =>
        answer === '422'
          ? json(422, { error: { code: 'validation', message: 'اطلاعات واردشده را بررسی کنید', fields: { 'prices.1.role_id': 'این نقش مشتری یافت نشد' } } })
          : rolePrices(),
    });
    renderWithSession(productRoutes, '/admin/products/edit/1', homeFixture({ permissions: perms }));
    const grid = await screen.findByTestId('role-prices', undefined, LAZY);
    expect(within(grid).getAllByText('همکار (۱۲٪ تخفیف)').length).toBeGreaterThan(0);
    const mine = within(grid).getByLabelText('قیمت پیراهن – قرمز برای همکار') as HTMLInputElement;
    expect(mine.value).toBe('90,000');
    fireEvent.change(within(grid).getByLabelText('قیمت پیراهن – قرمز برای ویژه'), { target: { value: '۷۵۰۰۰' } });
    fireEvent.click(within(grid).getByRole('button', { name: 'ذخیره‌ی قیمت نقش‌ها' }));
    await waitFor(() => expect(fetch.find('PUT', '/api/admin/products/1/role-prices')).toHaveLength(1));
    expect(fetch.find('PUT', '/api/admin/products/1/role-prices')[0]!.body).toEqual({
      prices: [
        { variant_id: 11, role_id: 2, price: 90000 },
        { variant_id: 11, role_id: 3, price: 75000 },
      ],
    });
    expect(await within(grid).findByText('این نقش مشتری یافت نشد')).toBeInTheDocument();
    // The product form itself was not sent.
    expect(fetch.find('PATCH', '/api/admin/products/1')).toHaveLength(0);
    answer = 'ok';
    fireEvent.click(within(grid).getByRole('button', { name: 'ذخیره‌ی قیمت نقش‌ها' }));
    await waitFor(() => expect(within(grid).queryByText('این نقش مشتری یافت نشد')).toBeNull());
  });

  it('is not shown, nor read, while the customer roles feature is off', async () => {
    const fetch = mockFetch({
      'GET /api/admin/products/options': () => ({ data: optionsFixture() }),
      'GET /api/admin/products/1': () => ({ data: productFixture() }),
    });
    renderWithSession(productRoutes, '/admin/products/edit/1', homeFixture({ permissions: perms, features: { customer_roles: false } }));
    await screen.findByTestId('variant-grid', undefined, LAZY);
    expect(screen.queryByText('قیمت نقش‌های مشتری')).toBeNull();
    expect(fetch.find('GET', '/api/admin/products/1/role-prices')).toHaveLength(0);
  });
});
