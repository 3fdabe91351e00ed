import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Form, Input } from 'antd';
import { beforeAll, describe, expect, it } from 'vitest';
import { homeFixture, json, listResponse, mockFetch, renderWithSession } from '../../test/utils';
import { bulkDelete } from './bulk';
import { DeleteButton } from './DeleteButton';
import { FormPage } from './FormPage';
import { ListPage, type ListColumn } from './ListPage';
import { ResourceSelect } from './ResourceSelect';

interface Thing {
  id: number;
  name: string;
}
const API = '/api/admin/things';
const columns: ListColumn<Thing>[] = [{ key: 'name', title: 'نام', dataIndex: 'name', sortKey: 'name' }];
const rows = (n: number, from = 1) => Array.from({ length: n }, (_, i) => ({ id: from + i, name: `مورد ${from + i}` }));
const all = ['read_thing', 'create_thing', 'update_thing', 'delete_thing'];

const List = () => <ListPage<Thing> title="چیزها" apiPath={API} permission="thing" basePath="/things" columns={columns} rowName={(r) => r.name} />;
const Edit = () => (
  <FormPage<Thing, { name: string; code: string }> apiPath={API} basePath="/things" permission="thing" title={{ create: 'چیز تازه', edit: 'ویرایش چیز' }}>
    <Form.Item name="name" label="نام">
      <Input />
    </Form.Item>
    <Form.Item name="code" label="کد">
      <Input />
    </Form.Item>
  </FormPage>
);
const routes = [
  { path: 'things', element: <List /> },
  { path: 'things/create', element: <Edit /> },
  { path: 'things/edit/:id', element: <Edit /> },
];

describe('ListPage', () => {
  beforeAll(() => import('antd'), 60_000);

  it('reads q, page and sort from the URL, keeps changes there, and shows the pager only when total > per_page', async () => {
    const fetch = mockFetch({
      [`GET ${API}`]: ({ url }) => {
        const page = Number(url.searchParams.get('page') ?? 1);
        return listResponse(rows(15, (page - 1) * 15 + 1), { current_page: page, per_page: 15, total: 40 });
      },
    });
    const { router } = renderWithSession(routes, '/admin/things?q=سیب&page=2&sort=-name', homeFixture({ permissions: all }));
    expect(await screen.findByText('مورد 16', undefined, { timeout: 15_000 })).toBeInTheDocument();
    const first = fetch.find('GET', API)[0]!.url.searchParams;
    expect(first.get('q')).toBe('سیب');
    expect(first.get('page')).toBe('2');
    expect(first.get('sort')).toBe('-name');
    expect(screen.getByRole('searchbox')).toHaveValue('سیب');
    // pager: 40 > 15, page numbers collapse around the current one
    const pager = document.querySelector('.ant-pagination')!;
    expect(pager).toBeInTheDocument();
    expect(pager.querySelector('.ant-pagination-item-active')).toHaveTextContent('۲');

    fireEvent.click(within(pager as HTMLElement).getByLabelText('صفحهٔ ۳'));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBe('3'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('سیب');
    await screen.findByText('مورد 31');

    // sorting by the name column: -name → name (ascending) and back to page 1
    fireEvent.click(document.querySelector('th.ant-table-column-has-sorters')!);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('sort')).not.toBe('-name'));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();

    // a new search replaces q and resets the page
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: 'گلابی' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('گلابی'));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
    await waitFor(() => expect(fetch.find('GET', API).at(-1)!.url.searchParams.get('q')).toBe('گلابی'));
  });

  it('shows counts and page numbers in Persian digits with the Persian thousands separator, and names the checkboxes in Persian', async () => {
    mockFetch({ [`GET ${API}`]: () => listResponse(rows(15), { per_page: 15, total: 3327 }) });
    const Bulk = () => (
      <ListPage<Thing> title="چیزها" apiPath={API} permission="thing" basePath="/things" columns={columns} rowName={(r) => r.name} bulkActions={[bulkDelete<Thing>(API)]} />
    );
    renderWithSession([{ path: 'things', element: <Bulk /> }], '/admin/things', homeFixture({ permissions: all }));
    expect(await screen.findByText('مورد 15', undefined, { timeout: 15_000 })).toBeInTheDocument();
    const pager = document.querySelector('.ant-pagination') as HTMLElement;
    // «۱ تا ۱۵ از ۳٬۳۲۷ مورد», the header's total, and every page number: no Latin digit in the pager.
    expect(within(pager).getByText('۱ تا ۱۵ از ۳٬۳۲۷ مورد')).toBeInTheDocument();
    expect(screen.getByText(/۳٬۳۲۷/, { selector: '.pk-page-subtitle' })).toBeInTheDocument();
    expect(pager.textContent).not.toMatch(/[0-9]/);
    expect(within(pager).getByText('۲۲۲')).toBeInTheDocument();
    for (const li of pager.querySelectorAll('li')) expect(li.getAttribute('title') ?? '').not.toMatch(/[0-9]/);
    // The selection checkboxes are named in Persian (antd says "Select all" / "Select row N").
    expect(document.body.innerHTML).not.toMatch(/Select (all|row)|Row \d+ selected/);
    expect(screen.getAllByLabelText('انتخاب همهٔ ردیف‌های این صفحه').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('انتخاب ردیف مورد 3')).toBeInTheDocument();
  });

  it('hides the pager when everything fits on one page and shows the Persian empty state', async () => {
    mockFetch({ [`GET ${API}`]: ({ url }) => (url.searchParams.get('q') ? listResponse([]) : listResponse(rows(15), { per_page: 15, total: 15 })) });
    const { router } = renderWithSession(routes, '/admin/things', homeFixture({ permissions: all }));
    expect(await screen.findByText('مورد 15', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(document.querySelector('.ant-pagination')).toBeNull();
    await router.navigate('/things?q=zzz');
    expect(await screen.findByText('با این جستجو یا فیلترها موردی یافت نشد')).toBeInTheDocument();
  });

  it('shows create, edit and delete only with their permissions', async () => {
    mockFetch({ [`GET ${API}`]: () => listResponse(rows(2)) });
    renderWithSession(routes, '/admin/things', homeFixture({ permissions: ['read_thing'] }));
    await screen.findByText('مورد 2', undefined, { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: /افزودن/ })).toBeNull();
    expect(screen.queryAllByRole('button', { name: 'ویرایش' })).toHaveLength(0);
    expect(screen.queryAllByRole('button', { name: 'حذف' })).toHaveLength(0);
  });

  it('shows a Persian error state with a retry when the list fails', async () => {
    mockFetch({ [`GET ${API}`]: () => json(500, { error: { code: 'server_error', message: 'خطایی در سرور رخ داد' } }) });
    renderWithSession(routes, '/admin/things', homeFixture({ permissions: all }));
    expect(await screen.findByText('بارگذاری فهرست انجام نشد', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('خطایی در سرور رخ داد')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /تلاش دوباره/ })).toBeInTheDocument();
  });
});

describe('delete', () => {
  it('asks in Persian and shows the server 409 message in the dialog', async () => {
    const fetch = mockFetch({
      [`GET ${API}`]: () => listResponse(rows(2)),
      [`DELETE ${API}/1`]: () => json(409, { error: { code: 'in_use', message: 'این مورد در ۳ محصول استفاده شده و حذف نمی‌شود' } }),
      [`DELETE ${API}/2`]: () => new Response(null, { status: 204 }),
    });
    renderWithSession(routes, '/admin/things', homeFixture({ permissions: all }));
    await screen.findByText('مورد 2', undefined, { timeout: 15_000 });
    fireEvent.click(screen.getAllByRole('button', { name: 'حذف' })[0]!);
    expect(await screen.findByTestId('delete-question')).toHaveTextContent('«مورد 1» حذف شود؟');
    fireEvent.click(screen.getByRole('button', { name: /بله، حذف شود/ }));
    expect(await screen.findByTestId('delete-error')).toHaveTextContent('این مورد در ۳ محصول استفاده شده و حذف نمی‌شود');
    expect(fetch.find('DELETE', `${API}/1`)).toHaveLength(1);
    expect(screen.getByTestId('delete-question')).toBeInTheDocument();
  });

  it('DeleteButton removes the record and refreshes', async () => {
    const fetch = mockFetch({ [`DELETE ${API}/2`]: () => new Response(null, { status: 204 }) });
    let deleted = 0;
    renderWithSession(
      [{ path: 'x', element: <DeleteButton apiPath={API} id={2} name="مورد 2" permission="delete_thing" onDeleted={() => (deleted += 1)} /> }],
      '/admin/x',
      homeFixture({ permissions: ['delete_thing'] }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'حذف' }));
    fireEvent.click(await screen.findByRole('button', { name: /بله، حذف شود/ }));
    await waitFor(() => expect(deleted).toBe(1));
    expect(fetch.find('DELETE', `${API}/2`)).toHaveLength(1);
  });

  it('DeleteButton is hidden without the permission', async () => {
    renderWithSession([{ path: 'x', element: <DeleteButton apiPath={API} id={2} permission="delete_thing" /> }], '/admin/x', homeFixture({ permissions: [] }));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: 'حذف' })).toBeNull();
  });
});

describe('FormPage', () => {
  it('shows a 422 answer under its fields and the rest on top', async () => {
    const fetch = mockFetch({
      [`POST ${API}`]: () =>
        json(422, { error: { code: 'validation', message: 'اطلاعات واردشده معتبر نیست', fields: { name: 'نام تکراری است', other: 'فیلد ناشناخته «other» مجاز نیست' } } }),
    });
    renderWithSession(routes, '/admin/things/create', homeFixture({ permissions: all }));
    fireEvent.change(await screen.findByLabelText('نام', undefined, { timeout: 15_000 }), { target: { value: 'سیب' } });
    fireEvent.click(screen.getByRole('button', { name: /ذخیره/ }));
    const nameItem = (await screen.findByText('نام تکراری است')).closest('.ant-form-item')!;
    expect(within(nameItem as HTMLElement).getByLabelText('نام')).toBeInTheDocument();
    expect(screen.getByTestId('form-error')).toHaveTextContent('اطلاعات واردشده معتبر نیست');
    expect(screen.getByTestId('form-error')).toHaveTextContent('فیلد ناشناخته «other» مجاز نیست');
    expect(fetch.find('POST', API)[0]!.body).toEqual({ name: 'سیب' });
  });

  it('puts a 409 duplicate under its field without repeating it on top', async () => {
    mockFetch({
      [`POST ${API}`]: () => json(409, { error: { code: 'conflict', message: 'نام تکراری است', fields: { name: 'نام تکراری است' } } }),
    });
    renderWithSession(routes, '/admin/things/create', homeFixture({ permissions: all }));
    fireEvent.change(await screen.findByLabelText('نام', undefined, { timeout: 15_000 }), { target: { value: 'سیب' } });
    fireEvent.click(screen.getByRole('button', { name: /ذخیره/ }));
    expect(await screen.findByText('نام تکراری است')).toBeInTheDocument();
    expect(screen.queryByTestId('form-error')).toBeNull();
  });

  it('loads the record for edit, saves with PATCH, toasts and returns to the list with its params', async () => {
    const fetch = mockFetch({
      [`GET ${API}`]: () => listResponse(rows(1)),
      [`GET ${API}/1`]: () => ({ data: { id: 1, name: 'مورد 1', code: 'A' } }),
      [`PATCH ${API}/1`]: ({ body }) => ({ data: { id: 1, ...(body as object) } }),
    });
    const { router } = renderWithSession(routes, '/admin/things?q=مورد', homeFixture({ permissions: all }));
    fireEvent.click(await screen.findByRole('button', { name: 'ویرایش' }, { timeout: 15_000 }));
    const name = await screen.findByLabelText('نام');
    await waitFor(() => expect(name).toHaveValue('مورد 1'));
    fireEvent.change(name, { target: { value: 'مورد یک' } });
    fireEvent.click(screen.getByRole('button', { name: /ذخیره/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/things'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('مورد');
    expect(fetch.find('PATCH', `${API}/1`)[0]!.body).toEqual({ name: 'مورد یک', code: 'A' });
    expect(await screen.findByText('تغییرات ذخیره شد')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    mockFetch({ [`GET ${API}`]: () => listResponse(rows(1)) });
    const { router } = renderWithSession(routes, '/admin/things/create', homeFixture({ permissions: all }));
    fireEvent.change(await screen.findByLabelText('نام', undefined, { timeout: 15_000 }), { target: { value: 'تغییر' } });
    await router.navigate('/things');
    expect(await screen.findByText('تغییرات ذخیره نشده است')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/things/create');
    fireEvent.click(screen.getByRole('button', { name: /خروج بدون ذخیره/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/things'));
  });
});

describe('ResourceSelect', () => {
  it('shows the label of a chosen value that the first page of options lacks (fetched by ids)', async () => {
    const fetch = mockFetch({
      [`GET ${API}`]: ({ url }) => {
        const ids = url.searchParams.get('ids');
        return ids ? listResponse(ids.split(',').map((id) => ({ id: Number(id), name: `مورد ${id}` }))) : listResponse(rows(100));
      },
    });
    const Picker = () => <ResourceSelect<Thing> apiPath={API} mode="multiple" value={[3, 150]} />;
    renderWithSession([{ path: 'pick', element: <Picker /> }], '/admin/pick', homeFixture({ permissions: all }));
    expect(await screen.findByText('مورد 150', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('مورد 3')).toBeInTheDocument();
    const byIds = fetch.find('GET', API).filter((c) => c.url.searchParams.get('ids'));
    expect(byIds.map((c) => c.url.searchParams.get('ids'))).toEqual(['150']);
  });
});
