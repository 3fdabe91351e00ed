import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findCombobox, homeFixture, json, listResponse, mockFetch, renderWithSession } from '../../../test/utils';
import { indexAreas, initialAreaState, setCityChecked, setProvinceChecked, visibleAreas, areasBody } from './areas';
import type { ShippingAreas, ShippingMethod } from './shipping-method.api';
import { shippingMethodRoutes } from './shipping-method.routes';

const perms = ['read_shipping', 'create_shipping', 'update_shipping', 'delete_shipping'];
const T = { timeout: 10000 };
const API = '/api/admin/shipping-methods';

const method = (id: number, name: string, over: Partial<ShippingMethod> = {}): ShippingMethod => ({
  id,
  name,
  description: null,
  logo_id: null,
  logo: null,
  status: true,
  position: id,
  default_price: 45000,
  free_threshold: null,
  minimum_delay: 2,
  is_free: false,
  first_packet_size: 1,
  packet_size: 1,
  more_packet_price: 0,
  provinces_count: 0,
  cities_count: 0,
  customer_roles: [],
  created_at: '2025-03-21T08:00:00Z',
  updated_at: '2025-03-21T08:00:00Z',
  ...over,
});
const methods = [
  method(1, 'پست پیشتاز', { logo: { id: 4, url: '/uploads/2025/03/logo.webp' }, logo_id: 4, free_threshold: 2_000_000, provinces_count: 2, cities_count: 3 }),
  method(2, 'تیپاکس', { default_price: null, minimum_delay: 0 }),
  method(3, 'پیک موتوری', { status: false }),
];

const tree = (): ShippingAreas => ({
  method: { id: 1, name: 'پست پیشتاز', default_price: 45000, is_free: false },
  provinces: [
    {
      id: 10,
      name: 'اصفهان',
      status: true,
      attached: false,
      price: null,
      cities: [
        { id: 101, name: 'اصفهان', status: true, attached: false, price: null },
        { id: 102, name: 'کاشان', status: true, attached: false, price: null },
      ],
    },
    {
      id: 20,
      name: 'تهران',
      status: true,
      attached: true,
      price: 30000,
      cities: [
        { id: 201, name: 'تهران', status: true, attached: false, price: null },
        { id: 202, name: 'ری', status: true, attached: true, price: 25000 },
        { id: 203, name: 'شهریار', status: true, attached: false, price: null },
      ],
    },
    { id: 30, name: 'کرمان', status: false, attached: false, price: null, cities: [{ id: 301, name: 'کرمان', status: true, attached: false, price: null }] },
  ],
});

describe('shipping methods list', () => {
  it('shows prices in Persian digits, free / never, areas and status; saves a dragged order', async () => {
    const fetch = mockFetch({
      [`GET ${API}`]: () => listResponse(methods),
      [`PUT ${API}/order`]: () => ({ data: { changed: 2 } }),
    });
    renderWithSession(shippingMethodRoutes, '/admin/shipping', homeFixture({ permissions: perms }));
    const row = (await screen.findByText('پست پیشتاز', undefined, T)).closest('tr')!;
    expect(fetch.find('GET', API)[0]!.url.searchParams.get('sort')).toBe('position');
    expect(within(row).getByText('۴۵,۰۰۰ تومان')).toBeInTheDocument();
    expect(within(row).getByText('۲,۰۰۰,۰۰۰ تومان')).toBeInTheDocument();
    expect(within(row).getByText('۲ استان، ۳ شهر')).toBeInTheDocument();
    expect(within(row).getByText('۲ روز')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'پست پیشتاز' })).toHaveAttribute('src', '/uploads/2025/03/logo.webp');
    const tipax = screen.getByText('تیپاکس').closest('tr')!;
    expect(within(tipax).getByText('رایگان')).toBeInTheDocument();
    expect(within(tipax).getByText('ندارد')).toBeInTheDocument();
    expect(within(tipax).getByText('همه‌ی کشور')).toBeInTheDocument();
    expect(within(tipax).getByText('همان روز')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'استان‌ها و شهرها' })).toHaveAttribute('href', '/admin/shipping/cities/1');

    fireEvent.click(screen.getByRole('button', { name: /مرتب‌سازی/ }));
    const dialog = await screen.findByRole('dialog');
    const handle = await within(dialog).findByRole('button', { name: /«پیک موتوری»/ }, T);
    handle.focus();
    await userEvent.keyboard('{ArrowUp}');
    within(dialog).getByRole('button', { name: /«پیک موتوری»/ }).focus();
    await userEvent.keyboard('{ArrowUp}');
    fireEvent.click(within(dialog).getByRole('button', { name: /ذخیره‌ی ترتیب/ }));
    await waitFor(() => expect(fetch.find('PUT', `${API}/order`)).toHaveLength(1));
    expect(fetch.find('PUT', `${API}/order`)[0]!.body).toEqual({ ids: [3, 1, 2] });
    expect(await screen.findByText('ترتیب روش‌های ارسال ذخیره شد')).toBeInTheDocument();
  }, 60_000);

  it('a reader sees no create, sort or delete', async () => {
    mockFetch({ [`GET ${API}`]: () => listResponse(methods) });
    renderWithSession(shippingMethodRoutes, '/admin/shipping', homeFixture({ permissions: ['read_shipping'] }));
    await screen.findByText('پست پیشتاز', undefined, T);
    expect(screen.queryByRole('button', { name: /مرتب‌سازی/ })).toBeNull();
    expect(screen.queryByText('افزودن روش ارسال')).toBeNull();
    expect(screen.queryByRole('button', { name: 'حذف' })).toBeNull();
  }, 30_000);
});

describe('shipping method form', () => {
  it('creates with prices typed in Persian digits and a role price (feature on); a 422 lands under its field', async () => {
    let answer: '422' | 'ok' = '422';
    const fetch = mockFetch({
      [`GET ${API}/options`]: () => ({ data: { customer_roles: [{ id: 7, name: 'همکار' }] } }),
      [`GET ${API}`]: () => listResponse(methods),
      [`POST ${API}`]: ({ body }) =>
        answer === '422'
          ? json(422, { error: { code: 'validation', message: 'اطلاعات واردشده معتبر نیست', fields: { name: 'نام روش ارسال تکراری است', 'customer_roles.0.id': 'این نقش مشتری وجود ندارد' } } })
          : json(201, { data: method(9, (body as { name: string }).name) }),
    });
    const { router } = renderWithSession(shippingMethodRoutes, '/admin/shipping/create', homeFixture({ permissions: perms }));
    fireEvent.change(await screen.findByLabelText('نام روش ارسال', undefined, T), { target: { value: 'پست سفارشی' } });
    fireEvent.change(screen.getByLabelText('هزینه‌ی پیش‌فرض ارسال'), { target: { value: '۴۵۰۰۰' } });
    expect(screen.getByLabelText('هزینه‌ی پیش‌فرض ارسال')).toHaveValue('45,000');
    fireEvent.change(screen.getByLabelText('هزینه‌ی هر بسته‌ی اضافه'), { target: { value: '۱۰٬۰۰۰' } });
    fireEvent.click(await screen.findByRole('button', { name: /افزودن نقش/ }, T));
    fireEvent.mouseDown(await findCombobox('نقش مشتری'));
    const opts = await screen.findAllByTitle('همکار');
    fireEvent.click(opts[opts.length - 1]!);
    fireEvent.change(screen.getByLabelText('هزینه‌ی ارسال نقش'), { target: { value: '۱۵۰۰۰' } });
    fireEvent.click(screen.getByRole('button', { name: /ذخیره/ }));
    await waitFor(() => expect(fetch.find('POST', API)).toHaveLength(1));
    expect(fetch.find('POST', API)[0]!.body).toEqual({
      name: 'پست سفارشی',
      status: true,
      is_free: false,
      default_price: 45000,
      free_threshold: null,
      minimum_delay: 0,
      first_packet_size: 1,
      packet_size: 1,
      more_packet_price: 10000,
      logo_id: null,
      customer_roles: [{ id: 7, amount: 15000 }],
    });
    expect(await screen.findByText('نام روش ارسال تکراری است')).toBeInTheDocument();
    expect(await screen.findByText('این نقش مشتری وجود ندارد')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/shipping/create');
    answer = 'ok';
    fireEvent.click(screen.getByRole('button', { name: /ذخیره/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/shipping'));
  }, 60_000);

  it('edits: no role table and no customer_roles sent while the feature is off; links to the areas screen', async () => {
    const fetch = mockFetch({
      [`GET ${API}/1`]: () => ({ data: methods[0] }),
      [`GET ${API}`]: () => listResponse(methods),
      [`PATCH ${API}/1`]: () => ({ data: methods[0] }),
    });
    renderWithSession(shippingMethodRoutes, '/admin/shipping/edit/1', homeFixture({ permissions: perms, features: { customer_roles: false } }));
    expect(await screen.findByDisplayValue('پست پیشتاز', undefined, T)).toBeInTheDocument();
    expect(screen.getByLabelText('حد خرید برای ارسال رایگان')).toHaveValue('2,000,000');
    expect(screen.queryByText('هزینه‌ی ویژه‌ی نقش‌های مشتری')).toBeNull();
    expect(screen.getByRole('link', { name: /استان‌ها و شهرها/ })).toHaveAttribute('href', '/admin/shipping/cities/1');
    fireEvent.change(screen.getByLabelText('حد خرید برای ارسال رایگان'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /ذخیره/ }));
    await waitFor(() => expect(fetch.find('PATCH', `${API}/1`)).toHaveLength(1));
    const body = fetch.find('PATCH', `${API}/1`)[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ free_threshold: null, logo_id: 4, default_price: 45000 });
    expect(body).not.toHaveProperty('customer_roles');
  }, 60_000);
});

describe('shipping areas screen', () => {
  it('checks provinces and cities with their prices, searches either spelling, saves all in one PUT', async () => {
    const fetch = mockFetch({
      [`GET ${API}/1/areas`]: () => ({ data: tree() }),
      [`PUT ${API}/1/areas`]: () => ({ data: tree() }),
    });
    renderWithSession(shippingMethodRoutes, '/admin/shipping/cities/1', homeFixture({ permissions: perms }));
    expect(await screen.findByText('استان‌ها و شهرهای «پست پیشتاز»', undefined, T)).toBeInTheDocument();
    expect(screen.getByText('۱ استان و ۱ شهر انتخاب شده')).toBeInTheDocument();
    expect(screen.getByLabelText('هزینه‌ی ارسال استان تهران')).toHaveValue('30,000');
    expect(screen.getByText('۱ از ۳ شهر')).toBeInTheDocument();

    // Checking a city of Isfahan checks Isfahan too.
    fireEvent.click(screen.getByRole('button', { name: 'نمایش شهرهای اصفهان' }));
    const isfahanGroup = screen.getByRole('button', { name: 'بستن شهرهای اصفهان' }).closest('li')!;
    fireEvent.click(within(isfahanGroup).getByRole('checkbox', { name: 'کاشان' }));
    // The province's own checkbox (its first row; the city «اصفهان» has the same name).
    expect(within(isfahanGroup).getAllByRole('checkbox', { name: 'اصفهان' })[0]).toBeChecked();
    expect(within(isfahanGroup).getAllByRole('checkbox', { name: 'اصفهان' })[1]).not.toBeChecked();
    fireEvent.change(screen.getByLabelText('هزینه‌ی ارسال شهر کاشان'), { target: { value: '۴۰,۰۰۰' } });
    fireEvent.change(screen.getByLabelText('هزینه‌ی ارسال استان اصفهان'), { target: { value: '35000' } });

    // Search with Arabic ي finds «شهریار» inside Tehran, opened.
    fireEvent.change(screen.getByLabelText('جستجوی استان یا شهر'), { target: { value: 'شهريار' } });
    await waitFor(() => expect(screen.queryByText('کاشان')).toBeNull());
    fireEvent.click(screen.getByRole('checkbox', { name: 'شهریار' }));
    fireEvent.change(screen.getByLabelText('جستجوی استان یا شهر'), { target: { value: 'كرمان' } });
    expect(await screen.findByRole('checkbox', { name: 'کرمان' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('جستجوی استان یا شهر'), { target: { value: 'ناموجود' } });
    expect(await screen.findByText('استان یا شهری با این نام پیدا نشد')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('جستجوی استان یا شهر'), { target: { value: '' } });

    expect(screen.getByText('تغییرات هنوز ذخیره نشده است')).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: /ذخیره‌ی استان‌ها و شهرها/ })[0]!);
    await waitFor(() => expect(fetch.find('PUT', `${API}/1/areas`)).toHaveLength(1));
    expect(fetch.find('PUT', `${API}/1/areas`)[0]!.body).toEqual({
      provinces: [
        { id: 10, price: 35000 },
        { id: 20, price: 30000 },
      ],
      cities: [
        { id: 102, price: 40000 },
        { id: 202, price: 25000 },
        { id: 203, price: null },
      ],
    });
    expect(await screen.findByText('استان‌ها و شهرهای روش ارسال ذخیره شد')).toBeInTheDocument();
  }, 60_000);

  it('shows the server refusal; a reader cannot change anything', async () => {
    mockFetch({
      [`GET ${API}/1/areas`]: () => ({ data: tree() }),
      [`PUT ${API}/1/areas`]: () =>
        json(422, { error: { code: 'validation', message: 'اطلاعات واردشده معتبر نیست', fields: { 'cities.0.id': 'استان «اصفهان» به این روش ارسال پیوست نشده است' } } }),
    });
    const view = renderWithSession(shippingMethodRoutes, '/admin/shipping/cities/1', homeFixture({ permissions: perms }));
    await screen.findByText('استان‌ها و شهرهای «پست پیشتاز»', undefined, T);
    fireEvent.click(screen.getByRole('checkbox', { name: 'کرمان' }));
    fireEvent.click(screen.getAllByRole('button', { name: /ذخیره‌ی استان‌ها و شهرها/ })[0]!);
    expect(await screen.findByText('استان «اصفهان» به این روش ارسال پیوست نشده است')).toBeInTheDocument();
    view.unmount();

    mockFetch({ [`GET ${API}/1/areas`]: () => ({ data: tree() }) });
    renderWithSession(shippingMethodRoutes, '/admin/shipping/cities/1', homeFixture({ permissions: ['read_shipping'] }));
    await screen.findByText('استان‌ها و شهرهای «پست پیشتاز»', undefined, T);
    expect(screen.getByRole('checkbox', { name: 'تهران' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /ذخیره‌ی استان‌ها و شهرها/ })).toBeNull();
  }, 60_000);
});

describe('areas rules', () => {
  it('unchecking a province drops its cities; search folds ي/ی and ك/ک; only-selected keeps checked rows', () => {
    const t = tree();
    const ix = indexAreas(t);
    let s = initialAreaState(t);
    s = setCityChecked(s, t.provinces[0]!, t.provinces[0]!.cities[1]!, true);
    expect(areasBody(t, s)).toEqual({ provinces: [{ id: 10, price: null }, { id: 20, price: 30000 }], cities: [{ id: 102, price: null }, { id: 202, price: 25000 }] });
    s = setProvinceChecked(s, t.provinces[1]!, false);
    expect(areasBody(t, s)).toEqual({ provinces: [{ id: 10, price: null }], cities: [{ id: 102, price: null }] });
    expect(visibleAreas(ix, 'كاشان', false, s).map((v) => [v.province.name, v.cities.map((c) => c.name), v.open])).toEqual([['اصفهان', ['کاشان'], true]]);
    expect(visibleAreas(ix, 'تهران', false, s).map((v) => [v.province.name, v.cities.length, v.open])).toEqual([['تهران', 3, false]]);
    expect(visibleAreas(ix, 'ري', false, s).flatMap((v) => v.cities.map((c) => c.name))).toContain('ری');
    expect(visibleAreas(ix, '', true, s).map((v) => [v.province.name, v.cities.map((c) => c.name)])).toEqual([['اصفهان', ['کاشان']]]);
  });
});
