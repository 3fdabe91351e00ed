import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { homeFixture, json, listResponse, mockFetch, renderWithSession } from '../../../test/utils';
import { bannerRoutes } from './banner.routes';

const all = ['read', 'create', 'update', 'delete'].map((v) => `${v}_advertise`);
const position = { id: 5, label: 'بالای صفحه‌ی اصلی', key: 'home-top', width: 1200, height: 300, description: 'بنر پهن', status: true, banners_count: 4, live_count: 3, weight_sum: 100, created_at: '2026-11-01T08:00:00Z', updated_at: '2026-11-01T08:00:00Z' };
const banner = (id: number, weight: number, over: Record<string, unknown> = {}) => ({
  id,
  position_id: 5,
  position: { id: 5, name: position.label },
  title: `بنر ${'۰۱۲۳۴۵۶۷۸۹'[id]}`,
  image_id: id,
  image: { id, url: `/uploads/b${id}.webp` },
  link: null,
  new_tab: false,
  starts_at: null,
  ends_at: null,
  weight,
  status: true,
  admin_id: 1,
  schedule: 'live',
  created_at: '2026-11-01T08:00:00Z',
  updated_at: '2026-11-01T08:00:00Z',
  ...over,
});
const rows = [banner(1, 50), banner(2, 30), banner(3, 20), banner(4, 10, { status: false, schedule: 'off' })];
const stats = { data: { 1: { impressions: 1200, clicks: 60, ctr: 0.05 }, 2: { impressions: 0, clicks: 0, ctr: 0 } }, meta: { from: '2026-10-27', to: '2026-11-25' } };

describe('banner screens', () => {
  beforeAll(() => import('antd'), 60_000);

  it("edits a position's weights: the running sum of the live ones, spread evenly, one save of every weight, a refusal shown", async () => {
    let saves = 0;
    const fetch = mockFetch({
      'GET /api/admin/positions/5': () => ({ data: position }),
      'GET /api/admin/advertisements': () => listResponse(rows),
      'GET /api/admin/advertisements/stats': () => stats,
      'POST /api/admin/positions/5/weights': () => (++saves === 1 ? { data: { changed: 3 } } : json(422, { error: { code: 'validation', message: 'خطا', fields: { weights: 'وزن همه‌ی بنرهای این جایگاه باید با هم فرستاده شود' } } })),
    });
    renderWithSession(bannerRoutes, '/admin/position/advertisements/5', homeFixture({ permissions: all }));
    expect(await screen.findByRole('heading', { name: 'بنرهای بالای صفحه‌ی اصلی' }, { timeout: 15_000 })).toBeInTheDocument();
    const editor = await screen.findByTestId('weight-editor', undefined, { timeout: 15_000 });
    const sum = within(editor).getByTestId('weight-sum');
    expect(sum).toHaveTextContent('جمع وزن بنرهای در حال نمایش: ۱۰۰ از ۱۰۰');
    const save = within(editor).getByRole('button', { name: 'ذخیره‌ی وزن‌ها' });
    expect(save).toBeDisabled(); // nothing changed

    // A change breaks the sum: shown at once, the save waits for 100.
    fireEvent.change(within(editor).getByLabelText('وزن بنر ۱'), { target: { value: '60' } });
    await waitFor(() => expect(sum).toHaveTextContent('جمع وزن بنرهای در حال نمایش: ۱۱۰ از ۱۰۰'));
    expect(save).toBeDisabled();
    // The banner not live does not count.
    fireEvent.change(within(editor).getByLabelText('وزن بنر ۴'), { target: { value: '0' } });
    await waitFor(() => expect(sum).toHaveTextContent('۱۱۰ از ۱۰۰'));

    fireEvent.click(within(editor).getByRole('button', { name: 'تقسیم مساوی' }));
    await waitFor(() => expect(sum).toHaveTextContent('جمع وزن بنرهای در حال نمایش: ۱۰۰ از ۱۰۰'));
    expect(within(editor).getByLabelText('وزن بنر ۱')).toHaveValue('34');
    expect(within(editor).getByLabelText('وزن بنر ۲')).toHaveValue('33');
    expect(within(editor).getByLabelText('وزن بنر ۳')).toHaveValue('33');
    await act(async () => fireEvent.click(save));
    await waitFor(() =>
      expect(fetch.find('POST', '/api/admin/positions/5/weights')[0]?.body).toEqual({
        weights: [
          { id: 1, weight: 34 },
          { id: 2, weight: 33 },
          { id: 3, weight: 33 },
          { id: 4, weight: 0 },
        ],
      }),
    );
    // The counts of the range beside each banner.
    const table = screen.getByRole('table');
    expect(within(table).getByText('۱٬۲۰۰')).toBeInTheDocument();
    expect(within(table).getByText('۵٪')).toBeInTheDocument();

    // A refusal of the server is shown in the editor.
    fireEvent.change(within(editor).getByLabelText('وزن بنر ۱'), { target: { value: '24' } });
    fireEvent.change(within(editor).getByLabelText('وزن بنر ۲'), { target: { value: '43' } });
    await waitFor(() => expect(save).not.toBeDisabled());
    await act(async () => fireEvent.click(save));
    expect(await within(editor).findByText('وزن همه‌ی بنرهای این جایگاه باید با هم فرستاده شود')).toBeInTheDocument();
  }, 90_000);

  it('shows a read-only admin the weights without the editor buttons', async () => {
    mockFetch({
      'GET /api/admin/positions/5': () => ({ data: position }),
      'GET /api/admin/advertisements': () => listResponse(rows),
      'GET /api/admin/advertisements/stats': () => stats,
    });
    renderWithSession(bannerRoutes, '/admin/position/advertisements/5', homeFixture({ permissions: ['read_advertise'] }));
    const editor = await screen.findByTestId('weight-editor', undefined, { timeout: 15_000 });
    expect(within(editor).getByLabelText('وزن بنر ۱')).toBeDisabled();
    expect(within(editor).queryByRole('button', { name: 'تقسیم مساوی' })).toBeNull();
  }, 60_000);

  it('says in the delete confirmation which banner takes the weight', async () => {
    mockFetch({
      'GET /api/admin/positions/5': () => ({ data: position }),
      'GET /api/admin/advertisements': () => listResponse(rows),
      'GET /api/admin/advertisements/stats': () => stats,
      'GET /api/admin/advertisements/3/heir': () => ({ data: { weight: 20, heir: { id: 1, title: 'بنر ۱' } } }),
    });
    renderWithSession(bannerRoutes, '/admin/position/advertisements/5', homeFixture({ permissions: all }));
    const table = await screen.findByRole('table', undefined, { timeout: 15_000 });
    const row = (await within(table).findByText('بنر ۳', { selector: 'strong' })).closest('tr')!;
    fireEvent.click(within(row as HTMLElement).getByRole('button', { name: 'حذف' }));
    expect(await screen.findByTestId('delete-heir')).toHaveTextContent('وزن این بنر (۲۰) به بنر «بنر ۱» از همین جایگاه داده می‌شود.');
  }, 60_000);

  it('lists every banner with its position and a position filter; the counts asked for all of them', async () => {
    const fetch = mockFetch({
      'GET /api/admin/positions': () => listResponse([position]),
      'GET /api/admin/advertisements': () => listResponse(rows),
      'GET /api/admin/advertisements/stats': () => stats,
    });
    renderWithSession(bannerRoutes, '/admin/advertise', homeFixture({ permissions: all }));
    expect(await screen.findByRole('heading', { name: 'همه‌ی بنرها' }, { timeout: 15_000 })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByText(position.label).length).toBe(4);
    expect(within(table).getByText('۱٬۲۰۰')).toBeInTheDocument();
    expect(screen.queryByTestId('weight-editor')).toBeNull();
    expect(screen.getByRole('link', { name: /افزودن بنر/ })).toHaveAttribute('href', '/admin/advertise/create');
    await waitFor(() => expect(fetch.find('GET', '/api/admin/advertisements/stats').length).toBeGreaterThan(0));
    expect(fetch.find('GET', '/api/admin/advertisements/stats').every((c) => !c.url.searchParams.get('position_id'))).toBe(true);
  }, 60_000);
});
