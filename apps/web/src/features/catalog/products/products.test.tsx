import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { homeFixture, json, listResponse, mockFetch, renderWithSession } from '../../../test/utils';
import { optionsFixture, productFixture, rowFixture } from './fixtures';
import { productRoutes } from './product.routes';
import { productToBody } from './productForm';
import { generateCombinations } from './variants';

const perms = ['read_product', 'create_product', 'update_product', 'delete_product', 'approve_product'];
const T = { timeout: 10000 };
/** The variants grid is loaded after the form's first sections show: allow it the time of a screen. */
const LAZY = { timeout: 30_000 };

const listWithCounts = (rows = [rowFixture()]) => {
  const res = listResponse(rows);
  return { ...res, meta: { ...res.meta, status_counts: { all: 42, draft: 7, soon: 1, available: 30, out_of_stock: 3, available_offline: 1 } } };
};

describe('product list', () => {
  it('shows the status tabs with the counts of the API and sets ?status= when one is chosen', async () => {
    const fetch = mockFetch({
      'GET /api/admin/products': () => listWithCounts(),
      'GET /api/admin/products/options': () => ({ data: optionsFixture() }),
    });
    const { router } = renderWithSession(productRoutes, '/admin/products', homeFixture({ permissions: perms }));
    await screen.findByText('گوشی A55', undefined, T);
    const draftTab = await screen.findByRole('tab', { name: /پیش‌نویس/ });
    expect(draftTab).toHaveTextContent('۷');
    expect(screen.getByRole('tab', { name: /همه/ })).toHaveTextContent('۴۲');
    // min price with comma grouping and the session's unit label
    expect(screen.getByText(/۱,۲۵۰,۰۰۰ تومان/)).toBeInTheDocument();

    fireEvent.click(draftTab);
    await waitFor(() => expect(router.state.location.search).toBe('?status=draft'));
    await waitFor(() => expect(fetch.find('GET', '/api/admin/products').some((c) => c.url.searchParams.get('status') === 'draft')).toBe(true));
    // one request feeds both the tabs and the table
    const draftCalls = fetch.find('GET', '/api/admin/products').filter((c) => c.url.searchParams.get('status') === 'draft');
    expect(draftCalls).toHaveLength(1);
  });

  it('downloads the Excel export of the filtered list with the cookie and X-Requested-With', async () => {
    const created: Blob[] = [];
    const createObjectURL = vi.fn((b: Blob) => {
      created.push(b);
      return 'blob:x';
    });
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: createObjectURL });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const fetch = mockFetch({
      'GET /api/admin/products': () => listWithCounts(),
      'GET /api/admin/products/options': () => ({ data: optionsFixture() }),
      'GET /api/admin/products/export': () =>
        new Response('xlsx', { status: 200, headers: { 'Content-Disposition': "attachment; filename*=UTF-8''products-1404.xlsx" } }),
    });
    renderWithSession(productRoutes, '/admin/products?status=available&brand_id=3&q=%D8%A7%DB%8C&stock=low&page=2', homeFixture({ permissions: perms }));
    await screen.findByText('گوشی A55', undefined, T);
    fireEvent.click(screen.getByRole('button', { name: /خروجی اکسل/ }));
    await waitFor(() => expect(fetch.find('GET', '/api/admin/products/export')).toHaveLength(1));
    const call = fetch.find('GET', '/api/admin/products/export')[0]!;
    expect(Object.fromEntries(call.url.searchParams)).toEqual({ status: 'available', brand_id: '3', q: 'ای', stock: 'low' });
    expect(call.headers['X-Requested-With']).toBe('XMLHttpRequest');
    await waitFor(() => expect(click).toHaveBeenCalled(), { timeout: 3000 });
    expect(created).toHaveLength(1);
  });

  it('runs a bulk status change through POST /products/bulk', async () => {
    const fetch = mockFetch({
      'GET /api/admin/products': () => listWithCounts([rowFixture(), rowFixture({ id: 2, title: 'گوشی A35' })]),
      'GET /api/admin/products/options': () => ({ data: optionsFixture() }),
      'POST /api/admin/products/bulk': () => ({ data: { affected: 2 } }),
    });
    renderWithSession(productRoutes, '/admin/products', homeFixture({ permissions: perms }));
    await screen.findByText('گوشی A35', undefined, T);
    const boxes = screen.getAllByRole('checkbox');
    fireEvent.click(boxes[1]!);
    fireEvent.click(boxes[2]!);
    fireEvent.click(await screen.findByRole('button', { name: /تغییر وضعیت/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'به‌زودی' }));
    await waitFor(() => expect(fetch.find('POST', '/api/admin/products/bulk')).toHaveLength(1));
    expect(fetch.find('POST', '/api/admin/products/bulk')[0]!.body).toEqual({ ids: [1, 2], action: 'status', status: 'soon' });
  });
});

describe('variant generator', () => {
  it('makes colours × values rows, once each', () => {
    const o = optionsFixture();
    const rows = generateCombinations([1, 2], [{ attribute_id: 7, value_ids: [71, 72, 73] }], o.attributes, [], { price: 1000 });
    expect(rows).toHaveLength(6);
    expect(rows.map((r) => `${r.color_id}-${r.attributes[0]!.value}`)).toEqual(['1-S', '1-M', '1-L', '2-S', '2-M', '2-L']);
    expect(rows.every((r) => r.price === 1000 && r.stock === 0 && r.barcode === '')).toBe(true);
    // again with one more colour: only the new combinations are added
    expect(generateCombinations([1, 2], [{ attribute_id: 7, value_ids: [71, 72, 73] }], o.attributes, rows)).toHaveLength(0);
    expect(generateCombinations([], [{ attribute_id: 7, value_ids: [71] }], o.attributes, [])).toHaveLength(1);
    expect(generateCombinations([], [], o.attributes, [])).toHaveLength(0);
  });

  it('fills the grid from the chosen colours and values in the form', async () => {
    mockFetch({
      'GET /api/admin/products/options': () => ({ data: optionsFixture() }),
      'GET /api/admin/products': () => listWithCounts(),
    });
    const { container } = renderWithSession(productRoutes, '/admin/products/create', homeFixture({ permissions: perms }));
    await screen.findByText('ساخت ترکیب‌ها', undefined, LAZY);
    const pick = async (label: string, options: string[]) => {
      const box = screen.getByLabelText(label);
      fireEvent.mouseDown(box);
      for (const o of options) {
        const items = await screen.findAllByTitle(o);
        fireEvent.click(items[items.length - 1]!);
      }
    };
    await waitFor(() => expect(screen.getByLabelText('مقادیر سایز')).toBeInTheDocument());
    await pick('رنگ‌ها', ['قرمز', 'آبی']);
    await pick('مقادیر سایز', ['S', 'M', 'L']);
    fireEvent.click(screen.getByRole('button', { name: /ساخت ترکیب‌ها/ }));
    const grid = await screen.findByTestId('variant-grid', undefined, LAZY);
    await waitFor(() => expect(within(grid).getAllByTestId('variant-label')).toHaveLength(6));
    expect(within(grid).getAllByTestId('variant-label').map((e) => e.textContent)).toContain('آبی / L');
    expect(container.querySelectorAll('input[placeholder="خودکار ساخته می‌شود"]')).toHaveLength(6);
  });
});

describe('product form', () => {
  it('puts a 422 on variants.1.price under the price cell of the second row', async () => {
    const fetch = mockFetch({
      'GET /api/admin/products/options': () => ({ data: optionsFixture() }),
      'GET /api/admin/products/1': () => ({ data: productFixture() }),
      'GET /api/admin/products': () => listWithCounts(),
      'PATCH /api/admin/products/1': () =>
        json(422, { error: { code: 'validation', message: 'اطلاعات واردشده را بررسی کنید', fields: { 'variants.1.price': 'قیمت باید بیشتر از صفر باشد' } } }),
    });
    renderWithSession(productRoutes, '/admin/products/edit/1', homeFixture({ permissions: perms }));
    const grid = await screen.findByTestId('variant-grid', undefined, LAZY);
    await waitFor(() => expect(within(grid).getAllByTestId('variant-label')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: /ذخیره/ }));
    await waitFor(() => expect(fetch.find('PATCH', '/api/admin/products/1')).toHaveLength(1));
    const body = fetch.find('PATCH', '/api/admin/products/1')[0]!.body as { variants: { id: number; price: number; attributes: unknown[] }[] };
    expect(body.variants.map((v) => v.id)).toEqual([41, 42]);
    expect(body.variants[1]!.attributes).toEqual([{ attribute_id: 7, attribute_value_id: 72 }]);

    const msg = await screen.findByText('قیمت باید بیشتر از صفر باشد');
    const rows = within(grid).getAllByRole('row').filter((r) => r.querySelector('[data-testid="variant-label"]'));
    expect(within(rows[1]!).getByText('قیمت باید بیشتر از صفر باشد')).toBe(msg);
    expect(within(rows[0]!).queryByText('قیمت باید بیشتر از صفر باشد')).toBeNull();
    // the message sits in the price cell
    expect(msg.closest('td')!.querySelector('input[aria-label="قیمت"]')).not.toBeNull();
  });

  it('sends a product without variants with its default variant fields and maps specification paths', () => {
    const map: Record<string, string> = {};
    const body = productToBody(
      {
        title: 'کتاب',
        status: 'draft',
        published_at: null,
        brand_id: null,
        unit_id: 1,
        size_chart_id: null,
        category_ids: [9],
        tags: ['تازه'],
        price: 150000,
        purchase_price: null,
        discount_type: null,
        discount: 5,
        discount_until: '2026-01-01T00:00:00Z',
        weight: null,
        low_stock_threshold: 1,
        max_per_order: null,
        images: [
          { id: 12, url: '/a.webp' },
          { id: 13, url: '/b.webp' },
        ],
        image_alts: { m13: 'پشت جلد' },
        specs: { s5: 'کاغذ' },
        sku: ' BK-1 ',
        barcode: '',
        stock: 4,
        variants: [],
        pick_colors: [],
        pick_attrs: {},
      },
      optionsFixture(),
      map,
    );
    expect(body).toMatchObject({
      discount: null,
      discount_until: null,
      variants: [],
      sku: 'BK-1',
      barcode: null,
      stock: 4,
      specifications: [{ specification_id: 5, value: 'کاغذ' }],
      images: [
        { media_id: 12, alt: null, is_main: true },
        { media_id: 13, alt: 'پشت جلد', is_main: false },
      ],
    });
    expect(map['specifications.0.value']).toBe('specs.s5');
  });
});
