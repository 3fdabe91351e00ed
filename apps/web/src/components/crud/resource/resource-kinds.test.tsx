import { defineResource } from '@pishkhan/common/resource';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { homeFixture, json, listResponse, mockFetch, renderWithSession } from '../../../test/utils';
import ResourceFormPage from './ResourceFormPage';
import ResourceListPage from './ResourceListPage';

/** A definition of this test only, with the kinds no shipped resource uses yet. */
const probe = defineResource({
  name: 'kit_probe',
  permission: 'brand',
  api: '/api/admin/kit-probes',
  web: '/kit-probes',
  texts: { one: 'نمونه', many: 'نمونه‌ها' },
  fields: {
    title: { kind: 'text', label: 'عنوان', required: true, max: 100, search: true },
    brand_id: { kind: 'reference', label: 'برند', resource: 'brand', filter: true },
    seller_ids: { kind: 'references', label: 'فروشندگان', resource: 'seller', list: true },
    day: { kind: 'date', label: 'روز' },
    starts_at: { kind: 'dateTime', label: 'زمان شروع' },
  },
  rowName: 'title',
});
const routes = [
  { path: 'kit-probes', element: <ResourceListPage def={probe} /> },
  { path: 'kit-probes/create', element: <ResourceFormPage def={probe} /> },
  { path: 'kit-probes/edit/:id', element: <ResourceFormPage def={probe} /> },
];
// The pickers' lists are read with the targets' own read permissions.
const perms = [...['read', 'create', 'update', 'delete'].map((v) => `${v}_brand`), 'read_seller'];
const brands = [
  { id: 1, name: 'ال‌جی' },
  { id: 2, name: 'سونی' },
];
const sellers = [
  { id: 5, full_name: 'حسین کریمی' },
  { id: 6, full_name: 'آرش بهرامی' },
];
const row = { id: 3, title: 'نمونه‌ی یک', brand_id: 2, seller_ids: [6], day: '2025-03-21', starts_at: '2025-11-21T10:35:00.000Z', created_at: '2025-03-21T08:00:00Z', updated_at: '2025-03-21T08:00:00Z' };

/** The rows a reference's options show: searched with `q`, or named with `ids`. */
const options = (all: { id: number }[], label: (r: any) => string) => ({ url }: { url: URL }) => {
  const q = url.searchParams.get('q');
  const ids = url.searchParams.get('ids')?.split(',').map(Number);
  return listResponse(all.filter((r) => (!q || label(r).includes(q)) && (!ids || ids.includes(r.id))));
};

describe('the resource form: reference, references, date and dateTime inputs', () => {
  beforeAll(() => import('antd'), 60_000);

  it('lists the kinds: the reference filters the list on the server, a day reads as its Jalali day', async () => {
    const fetch = mockFetch({ 'GET /api/admin/brands': options(brands, (r) => r.name), 'GET /api/admin/kit-probes': () => listResponse([row]) });
    renderWithSession(routes, '/admin/kit-probes', homeFixture({ permissions: perms }));
    expect(await screen.findByText('نمونه‌ی یک', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('۱۴۰۴/۰۱/۰۱')).toBeInTheDocument();
    const filter = await screen.findByLabelText('برند', undefined, { timeout: 15_000 });
    fireEvent.mouseDown(filter);
    fireEvent.click(await screen.findByTitle('سونی'));
    await waitFor(() => expect(fetch.find('GET', '/api/admin/kit-probes').some((c) => c.url.searchParams.get('brand_id') === '2')).toBe(true));
  }, 60_000);

  it('picks a reference by searching its resource, several references, and types Jalali days in Persian digits', async () => {
    const fetch = mockFetch({
      'GET /api/admin/brands': options(brands, (r) => r.name),
      'GET /api/admin/sellers': options(sellers, (r) => r.full_name),
      'GET /api/admin/kit-probes': () => listResponse([]),
      'POST /api/admin/kit-probes': ({ body }) => json(201, { data: { ...row, ...(body as object) } }),
    });
    renderWithSession(routes, '/admin/kit-probes/create', homeFixture({ permissions: perms }));
    fireEvent.change(await screen.findByLabelText('عنوان', undefined, { timeout: 15_000 }), { target: { value: 'نمونه‌ی دو' } });

    // The reference searches its resource's list on the server (`q`) and reads as the row's name.
    const brand = await screen.findByLabelText('برند', undefined, { timeout: 15_000 });
    fireEvent.mouseDown(brand);
    fireEvent.change(brand, { target: { value: 'سون' } });
    await waitFor(() => expect(fetch.find('GET', '/api/admin/brands').some((c) => c.url.searchParams.get('q') === 'سون')).toBe(true), { timeout: 5_000 });
    await waitFor(() => expect(screen.queryByTitle('ال‌جی')).toBeNull());
    fireEvent.click(await screen.findByTitle('سونی'));

    const seller = await screen.findByLabelText('فروشندگان', undefined, { timeout: 15_000 });
    fireEvent.mouseDown(seller);
    fireEvent.click(await screen.findByTitle('آرش بهرامی'));
    fireEvent.click(await screen.findByTitle('حسین کریمی'));

    // A typed day is taken when the box is left; Enter takes the typed time and sends the form, like Enter in any box.
    const day = await screen.findByLabelText('روز', undefined, { timeout: 15_000 });
    await userEvent.click(day);
    await userEvent.type(day, '۱۴۰۴/۰۱/۰۱');
    const starts = await screen.findByLabelText('زمان شروع', undefined, { timeout: 15_000 });
    await userEvent.click(starts);
    await userEvent.type(starts, '۱۴۰۴/۰۸/۳۰ ۱۴:۰۵{Enter}');
    await waitFor(() => expect(fetch.find('POST', '/api/admin/kit-probes')).toHaveLength(1), { timeout: 10_000 });
    expect(fetch.find('POST', '/api/admin/kit-probes')[0]!.body).toEqual({
      title: 'نمونه‌ی دو',
      brand_id: 2,
      seller_ids: [6, 5],
      day: '2025-03-21',
      starts_at: '2025-11-21T10:35:00.000Z',
    });
  }, 90_000);

  it('edits a row: the chosen references read by name (fetched by id), the days in Jalali; cleared ones are sent as null', async () => {
    const fetch = mockFetch({
      // The first page of options lacks the chosen brand: the select asks for it by id.
      'GET /api/admin/brands': ({ url }) => (url.searchParams.get('ids') ? options(brands, (r) => r.name)({ url }) : listResponse([brands[0]])),
      'GET /api/admin/sellers': options(sellers, (r) => r.full_name),
      'GET /api/admin/kit-probes/3': () => ({ data: row }),
      'GET /api/admin/kit-probes': () => listResponse([row]),
      'PATCH /api/admin/kit-probes/3': ({ body }) => ({ data: { ...row, ...(body as object) } }),
    });
    renderWithSession(routes, '/admin/kit-probes/edit/3', homeFixture({ permissions: perms }));
    expect(await screen.findByTitle('سونی', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByTitle('آرش بهرامی')).toBeInTheDocument();
    expect(screen.getByLabelText('روز')).toHaveValue('1404/01/01');
    expect(screen.getByLabelText('زمان شروع')).toHaveValue('1404/08/30 14:05');
    // The day's clear button empties it.
    const clear = screen.getByLabelText('روز').closest('.ant-picker')!.querySelector('.ant-picker-clear')!;
    fireEvent.mouseDown(clear);
    fireEvent.mouseUp(clear);
    fireEvent.click(clear);
    await waitFor(() => expect(screen.getByLabelText('روز')).toHaveValue(''));
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(fetch.find('PATCH', '/api/admin/kit-probes/3')).toHaveLength(1), { timeout: 10_000 });
    expect(fetch.find('PATCH', '/api/admin/kit-probes/3')[0]!.body).toEqual({ title: 'نمونه‌ی یک', brand_id: 2, seller_ids: [6], day: null, starts_at: '2025-11-21T10:35:00.000Z' });
  }, 90_000);
});
