import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { homeFixture, json, listResponse, mockFetch, renderWithSession } from '../../../test/utils';
import { menuRoutes } from './menu.routes';

const perms = ['read_menu', 'create_menu', 'update_menu', 'delete_menu'];
const node = (id: number, title: string, children: unknown[] = [], more: Record<string, unknown> = {}) => ({ id, title, link: { url: `/p${id}`, title: null }, new_tab: false, status: true, children, ...more });
const tree = [
  node(1, 'محصولات', [node(3, 'گوشی', [node(5, 'سامسونگ')])], { link: { type: 'category', id: 9, title: 'کالای دیجیتال' } }),
  node(2, 'وبلاگ', [], { link: { type: 'post', title: null }, new_tab: true }),
  node(4, 'تماس', [], { status: false }),
];
const TREE_API = '/api/admin/menu-groups/7/tree';
const answer = { group: { id: 7, title: 'سربرگ', key: 'header' }, tree };
const handle = (title: string) => screen.getByRole('button', { name: new RegExp(`«${title}»`) });

describe('menus screens', () => {
  it('lists the menus with their keys and item counts; deleting one says how many items go with it', async () => {
    const fetch = mockFetch({
      'GET /api/admin/menu-groups': () => listResponse([{ id: 7, title: 'سربرگ', key: 'header', items_count: 12 }, { id: 8, title: 'پابرگ', key: 'footer', items_count: 0 }]),
      'DELETE /api/admin/menu-groups/7': () => new Response(null, { status: 204 }),
    });
    renderWithSession(menuRoutes, '/admin/menu', homeFixture({ permissions: perms }));
    const cards = await screen.findAllByTestId('menu-group', undefined, { timeout: 10000 });
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('header')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('۱۲')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'حذف سربرگ' }));
    expect(await screen.findByTestId('delete-question')).toHaveTextContent('منوی «سربرگ» حذف شود؟ ۱۲ آیتم آن هم حذف می‌شود.');
    fireEvent.click(screen.getByRole('button', { name: 'بله، حذف شود' }));
    await waitFor(() => expect(fetch.find('DELETE', '/api/admin/menu-groups/7')).toHaveLength(1));
  });

  it('adds a menu on the kit form at /menu/create; the server’s refusal of the key lands under it', async () => {
    const fetch = mockFetch({
      'POST /api/admin/menu-groups': () => json(422, { error: { code: 'validation', message: 'اطلاعات واردشده معتبر نیست', fields: { key: 'کلید منو فقط می‌تواند حروف کوچک لاتین، رقم، - و _ داشته باشد و با حرف آغاز شود' } } }),
    });
    renderWithSession(menuRoutes, '/admin/menu/create', homeFixture({ permissions: perms }));
    fireEvent.change(await screen.findByLabelText('عنوان', undefined, { timeout: 10000 }), { target: { value: 'پابرگ' } });
    fireEvent.change(screen.getByLabelText('کلید'), { target: { value: 'پابرگ' } });
    fireEvent.click(screen.getByRole('button', { name: /ذخیره/ }));
    await waitFor(() => expect(fetch.find('POST', '/api/admin/menu-groups')).toHaveLength(1));
    expect(fetch.find('POST', '/api/admin/menu-groups')[0]!.body).toEqual({ title: 'پابرگ', key: 'پابرگ' });
    expect(await screen.findByText(/کلید منو فقط می‌تواند/)).toBeInTheDocument();
  });

  it('shows the items as a tree with their links; a move is saved as the whole nested order in one request', async () => {
    const fetch = mockFetch({
      [`GET ${TREE_API}`]: () => ({ data: answer }),
      [`PUT ${TREE_API}`]: () => ({ data: { changed: 2, tree } }),
    });
    renderWithSession(menuRoutes, '/admin/menu/7', homeFixture({ permissions: perms }));
    expect(await screen.findByText('سامسونگ', undefined, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'آیتم‌های «سربرگ»' })).toBeInTheDocument();
    expect(screen.getByText('دسته‌بندی محصولات: کالای دیجیتال')).toBeInTheDocument();
    expect(screen.getByText('فهرست نوشته‌ها')).toBeInTheDocument();
    expect(screen.getByText('غیرفعال')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: /ذخیره‌ی ترتیب/ });
    expect(save).toBeDisabled();
    // «تماس» up above «وبلاگ», then one level deeper (RTL: ←) under «محصولات».
    handle('تماس').focus();
    await userEvent.keyboard('{ArrowUp}');
    handle('تماس').focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByText('ترتیب تغییر کرده و هنوز ذخیره نشده است')).toBeInTheDocument();
    // No edit while the order is unsaved.
    expect(screen.getByRole('button', { name: 'ویرایش گوشی' })).toBeDisabled();
    fireEvent.click(save);
    await waitFor(() => expect(fetch.find('PUT', TREE_API)).toHaveLength(1));
    expect(fetch.find('PUT', TREE_API)[0]!.body).toEqual([
      { id: 1, children: [{ id: 3, children: [{ id: 5, children: [] }] }, { id: 4, children: [] }] },
      { id: 2, children: [] },
    ]);
    expect(await screen.findByText('ترتیب منو ذخیره شد')).toBeInTheDocument();
  });

  it('shows the server refusal of an order and keeps it unsaved', async () => {
    mockFetch({
      [`GET ${TREE_API}`]: () => ({ data: answer }),
      [`PUT ${TREE_API}`]: () => json(422, { error: { code: 'validation', message: 'اطلاعات واردشده معتبر نیست', fields: { _: 'منو حداکثر ۱۰ سطح می‌تواند داشته باشد' } } }),
    });
    renderWithSession(menuRoutes, '/admin/menu/7', homeFixture({ permissions: perms }));
    await screen.findByText('تماس', undefined, { timeout: 10000 });
    handle('تماس').focus();
    await userEvent.keyboard('{ArrowUp}');
    fireEvent.click(screen.getByRole('button', { name: /ذخیره‌ی ترتیب/ }));
    expect(await screen.findByTestId('tree-error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /ذخیره‌ی ترتیب/ })).toBeEnabled();
  });

  it('deletes an item after saying how many children go with it', async () => {
    const fetch = mockFetch({
      [`GET ${TREE_API}`]: () => ({ data: answer }),
      'DELETE /api/admin/menu-items/1': () => new Response(null, { status: 204 }),
    });
    renderWithSession(menuRoutes, '/admin/menu/7', homeFixture({ permissions: perms }));
    await screen.findByText('سامسونگ', undefined, { timeout: 10000 });
    fireEvent.click(screen.getByRole('button', { name: 'حذف محصولات' }));
    expect(await screen.findByTestId('delete-question')).toHaveTextContent('آیتم «محصولات» و ۲ زیرمجموعه‌ی آن حذف شوند؟');
    fireEvent.click(screen.getByRole('button', { name: 'بله، حذف شود' }));
    await waitFor(() => expect(fetch.find('DELETE', '/api/admin/menu-items/1')).toHaveLength(1));
  });

  it('edits an item in the drawer and puts the server’s refusal under its field', async () => {
    const fetch = mockFetch({
      [`GET ${TREE_API}`]: () => ({ data: answer }),
      'PATCH /api/admin/menu-items/3': () => json(422, { error: { code: 'validation', message: 'اطلاعات واردشده معتبر نیست', fields: { parent_id: 'آیتم را نمی‌توان زیر خودش یا یکی از زیرمجموعه‌هایش گذاشت' } } }),
    });
    renderWithSession(menuRoutes, '/admin/menu/7', homeFixture({ permissions: perms }));
    await screen.findByText('سامسونگ', undefined, { timeout: 10000 });
    fireEvent.click(screen.getByRole('button', { name: 'ویرایش گوشی' }));
    const title = await screen.findByLabelText('عنوان', undefined, { timeout: 10000 });
    expect(title).toHaveValue('گوشی');
    fireEvent.change(title, { target: { value: 'گوشی همراه' } });
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(fetch.find('PATCH', '/api/admin/menu-items/3')).toHaveLength(1));
    expect(fetch.find('PATCH', '/api/admin/menu-items/3')[0]!.body).toEqual({ title: 'گوشی همراه', parent_id: 1, link: { url: '/p3', title: null }, new_tab: false, status: true });
    expect(await screen.findByText('آیتم را نمی‌توان زیر خودش یا یکی از زیرمجموعه‌هایش گذاشت')).toBeInTheDocument();
  });

  it('a reader sees the tree without drag, add, edit or delete', async () => {
    mockFetch({ [`GET ${TREE_API}`]: () => ({ data: answer }) });
    renderWithSession(menuRoutes, '/admin/menu/7', homeFixture({ permissions: ['read_menu'] }));
    await screen.findByText('سامسونگ', undefined, { timeout: 10000 });
    expect(screen.queryByRole('button', { name: /ذخیره‌ی ترتیب/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /افزودن آیتم/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'ویرایش گوشی' })).toBeNull();
    expect(handle('گوشی')).toBeDisabled();
  });
});
