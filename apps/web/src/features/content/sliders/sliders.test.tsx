import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { homeFixture, listResponse, mockFetch, renderWithSession } from '../../../test/utils';
import { sliderRoutes } from './slider.routes';

const all = ['read', 'create', 'update', 'delete'].map((v) => `${v}_slider`);
const groups = {
  data: [
    { key: 'desktop', label: 'سربرگ دسکتاپ', width: 1920, height: 600, count: 3, live: 1 },
    { key: 'mobile', label: 'سربرگ موبایل', width: 768, height: 768, count: 0, live: 0 },
  ],
};
const slide = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  group: 'desktop',
  title: `اسلاید ${id}`,
  description: null,
  image_id: id,
  image: { id, url: `/uploads/s${id}.webp` },
  link: null,
  status: true,
  starts_at: null,
  ends_at: null,
  position: id,
  schedule: 'live',
  created_at: '2026-11-01T08:00:00Z',
  updated_at: '2026-11-01T08:00:00Z',
  ...over,
});
const rows = [
  slide(1, { title: 'حراج پاییزه', link: { type: 'product', id: 7, title: 'گوشی نمونه' } }),
  slide(2, { title: 'یلدا', starts_at: '2026-12-20T20:30:00Z', schedule: 'scheduled', link: { type: 'post' } }),
  slide(3, { title: 'نوروز', ends_at: '2026-03-30T20:30:00Z', schedule: 'expired', link: { type: 'page', id: 4, title: null, broken: true } }),
];

describe('slider screens', () => {
  beforeAll(() => import('antd'), 60_000);

  it('lists the groups from the server with their recommended size and counts', async () => {
    mockFetch({ 'GET /api/admin/sliders/groups': () => groups });
    renderWithSession(sliderRoutes, '/admin/slider', homeFixture({ permissions: ['read_slider'] }));
    const desktop = await screen.findByRole('link', { name: /سربرگ دسکتاپ/ }, { timeout: 15_000 });
    expect(desktop).toHaveAttribute('href', '/admin/slider/desktop');
    expect(within(desktop).getByText('عرض ۱۹۲۰ در ارتفاع ۶۰۰ پیکسل')).toBeInTheDocument();
    expect(within(desktop).getByText('۳')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /سربرگ موبایل/ })).toHaveAttribute('href', '/admin/slider/mobile');
  }, 60_000);

  it("lists a group's slides: schedule states, links by their targets' names, a preview of what shows now, sort of that group", async () => {
    const fetch = mockFetch({ 'GET /api/admin/sliders/groups': () => groups, 'GET /api/admin/sliders': () => listResponse(rows), 'POST /api/admin/sliders/sort': () => ({ data: { changed: 3 } }) });
    renderWithSession(sliderRoutes, '/admin/slider/desktop', homeFixture({ permissions: all }));
    expect(await screen.findByRole('heading', { name: 'اسلایدهای سربرگ دسکتاپ' }, { timeout: 15_000 })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByText('محصول: گوشی نمونه')).toBeInTheDocument();
    expect(within(table).getByText('فهرست نوشته‌ها')).toBeInTheDocument();
    expect(within(table).getByText('لینک شکسته')).toBeInTheDocument();
    expect(within(table).getAllByText('زمان‌بندی‌شده')).toHaveLength(2); // its column, and beside the title for a phone
    expect(within(table).getAllByText('پایان‌یافته')).toHaveLength(2);
    expect(within(table).getByText(/^از /)).toBeInTheDocument();
    // The preview shows only the slide live now.
    const preview = screen.getByRole('region', { name: 'پیش‌نمایش' });
    expect(within(preview).getByRole('img', { name: 'حراج پاییزه' })).toBeInTheDocument();
    expect(within(preview).queryByRole('img', { name: 'یلدا' })).toBeNull();
    expect(screen.getByRole('link', { name: /افزودن اسلاید/ })).toHaveAttribute('href', '/admin/slider/desktop/create');
    expect(fetch.find('GET', '/api/admin/sliders').every((c) => c.url.searchParams.get('group') === 'desktop')).toBe(true);

    await waitFor(() => expect(document.querySelector('.pk-page-header-extra .anticon-ordered-list')).not.toBeNull(), { timeout: 30_000 });
    fireEvent.click(screen.getByRole('button', { name: /مرتب‌سازی/ }));
    await waitFor(() => expect(screen.getAllByText('نوروز').length).toBeGreaterThan(1), { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره‌ی ترتیب' }));
    await waitFor(() => expect(fetch.find('POST', '/api/admin/sliders/sort')[0]?.body).toEqual({ ids: [1, 2, 3] }));
    expect(fetch.find('GET', '/api/admin/sliders').some((c) => c.url.searchParams.get('sort') === 'position' && c.url.searchParams.get('group') === 'desktop')).toBe(true);
  }, 90_000);

  it('shows a read-only admin the slides without create, sort or edit, and the form with its fields switched off', async () => {
    mockFetch({ 'GET /api/admin/sliders/groups': () => groups, 'GET /api/admin/sliders': () => listResponse(rows), 'GET /api/admin/sliders/1': () => ({ data: rows[0] }) });
    const { unmount } = renderWithSession(sliderRoutes, '/admin/slider/desktop', homeFixture({ permissions: ['read_slider'] }));
    expect(await screen.findByText('حراج پاییزه', { selector: 'strong' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /افزودن اسلاید/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /مرتب‌سازی/ })).toBeNull();
    unmount();
    renderWithSession(sliderRoutes, '/admin/slider/desktop/edit/1', homeFixture({ permissions: ['read_slider'] }));
    const title = await screen.findByLabelText('عنوان', undefined, { timeout: 15_000 });
    expect(title).toHaveValue('حراج پاییزه');
    expect(title).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'ذخیره' })).toBeNull();
  }, 60_000);

  it("edits a slide's link: the chosen target by its name, another type's rows searched on the server, the index page offered", async () => {
    const fetch = mockFetch({
      'GET /api/admin/sliders/groups': () => groups,
      'GET /api/admin/sliders': () => listResponse(rows),
      'GET /api/admin/sliders/1': () => ({ data: rows[0] }),
      'PATCH /api/admin/sliders/1': ({ body }) => ({ data: { ...rows[0], ...(body as object) } }),
      'GET /api/admin/links/search': ({ url }) => ({ data: url.searchParams.get('type') === 'post' ? [{ id: 11, title: 'راهنمای خرید گوشی' }] : [] }),
    });
    renderWithSession(sliderRoutes, '/admin/slider/desktop/edit/1', homeFixture({ permissions: [...all, 'read_product', 'read_post'] }));
    expect(await screen.findByText('گوشی نمونه', undefined, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByText('اندازه‌ی پیشنهادی تصویر: عرض ۱۹۲۰ در ارتفاع ۶۰۰ پیکسل')).toBeInTheDocument();
    // Another type: a post, searched by its Persian name.
    const kind = screen.getByRole('combobox', { name: 'لینک: نوع لینک' });
    fireEvent.mouseDown(kind);
    fireEvent.click(await screen.findByText('نوشته', { selector: '.ant-select-item-option-content' }));
    const target = await screen.findByRole('combobox', { name: 'لینک: مقصد' });
    fireEvent.change(target, { target: { value: 'گوشی' } });
    await waitFor(() => expect(fetch.find('GET', '/api/admin/links/search').some((c) => c.url.searchParams.get('type') === 'post' && c.url.searchParams.get('q') === 'گوشی')).toBe(true), { timeout: 10_000 });
    fireEvent.mouseDown(target);
    expect(await screen.findByText('فهرست نوشته‌ها', { selector: '.ant-select-item-option-content' })).toBeInTheDocument();
    fireEvent.click(await screen.findByText('راهنمای خرید گوشی', { selector: '.ant-select-item-option-content' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'ذخیره' })));
    await waitFor(() => expect((fetch.find('PATCH', '/api/admin/sliders/1')[0]?.body as { link: unknown })?.link).toMatchObject({ type: 'post', id: 11 }), { timeout: 10_000 });
  }, 90_000);

  it('offers a type whose rows the admin may not read only where it has an index page', async () => {
    mockFetch({ 'GET /api/admin/sliders/groups': () => groups, 'GET /api/admin/sliders': () => listResponse([]) });
    renderWithSession(sliderRoutes, '/admin/slider/mobile/create', homeFixture({ permissions: all }));
    const kind = await screen.findByRole('combobox', { name: 'لینک: نوع لینک' }, { timeout: 30_000 });
    fireEvent.mouseDown(kind);
    const option = async (name: string) => (await screen.findByText(name, { selector: '.ant-select-item-option-content' })).closest('.ant-select-item-option');
    expect(await option('دسته‌بندی محصولات')).toHaveClass('ant-select-item-option-disabled');
    expect(await option('محصول')).not.toHaveClass('ant-select-item-option-disabled');
    expect(screen.getByText('اندازه‌ی پیشنهادی تصویر: عرض ۷۶۸ در ارتفاع ۷۶۸ پیکسل')).toBeInTheDocument();
  }, 60_000);
});
