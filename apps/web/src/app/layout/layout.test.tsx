import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { homeFixture, listResponse, mockFetch, renderApp } from '../../test/utils';
import type { HomeData } from '../types';

const boot = (home: HomeData) => {
  mockFetch({
    'GET /api/admin/home': () => ({ data: home }),
    'GET /api/admin/dashboard': () => ({ data: { recent_activity: [] } }),
    'GET /api/admin/colors': () => listResponse([]),
  });
};
const menu = () => screen.findByTestId('side-menu', undefined, { timeout: 15_000 });

describe('side menu through the layout', () => {
  // The layout is a lazy chunk; load it (and antd) once so each test measures only itself.
  beforeAll(() => import('./AdminLayout'), 60_000);

  it('shows a limited admin only the items its permissions allow', async () => {
    boot(homeFixture({ permissions: ['read_color', 'read_unit'] }));
    renderApp('/admin');
    const m = within(await menu());
    expect(m.getByText('داشبورد')).toBeInTheDocument();
    expect(m.getByText('اطلاعات پایه')).toBeInTheDocument();
    // groups open on demand: their items are rendered once opened, so check the visible set via the group
    expect(m.queryByText('محصولات')).not.toBeInTheDocument();
    expect(m.queryByText('کاربران')).not.toBeInTheDocument();
    expect(m.queryByText('تنظیمات')).not.toBeInTheDocument();
  });

  it('highlights the current item and opens its group', async () => {
    boot(homeFixture({ permissions: ['read_color', 'read_unit'] }));
    renderApp('/admin/color');
    const m = within(await menu());
    const colours = await m.findByRole('link', { name: 'رنگ‌ها' });
    expect(colours.closest('li')).toHaveClass('ant-menu-item-selected');
    expect(m.getByRole('link', { name: 'واحدها' })).toBeInTheDocument();
    expect(m.queryByRole('link', { name: 'برندها' })).not.toBeInTheDocument();
    expect(m.queryByRole('link', { name: 'استان‌ها' })).not.toBeInTheDocument();
  });

  it('names every item in Persian: «تغییر مسیرها», not htaccess', async () => {
    boot(homeFixture({ permissions: ['htaccess'] }));
    renderApp('/admin/htaccess');
    const m = within(await menu());
    expect(await m.findByRole('link', { name: 'تغییر مسیرها' })).toBeInTheDocument();
    expect((await menu()).textContent).not.toMatch(/[a-zA-Z]/);
  });

  it('hides the item of a switched-off feature even with its permission', async () => {
    boot(homeFixture({ permissions: ['read_color', 'read_unit'], features: { colors: false } }));
    renderApp('/admin/unit');
    const m = within(await menu());
    await m.findByRole('link', { name: 'واحدها' });
    expect(m.queryByRole('link', { name: 'رنگ‌ها' })).not.toBeInTheDocument();
  });

  it('lists one settings item per setting group under read_setting', async () => {
    boot(homeFixture({ permissions: ['read_setting'], setting_groups: [{ name: 'general', label: 'اصلی' }, { name: 'order', label: 'سفارش‌ها' }] }));
    renderApp('/admin/settings/general');
    const m = within(await menu());
    expect(await m.findByRole('link', { name: 'اصلی' })).toHaveAttribute('href', '/admin/settings/general');
    expect(m.getByRole('link', { name: 'سفارش‌ها' })).toHaveAttribute('href', '/admin/settings/order');
  });

  it('answers a switched-off feature route with the 404 page and a missing permission with 403', async () => {
    boot(homeFixture({ permissions: ['read_unit'], features: { colors: false } }));
    const { router } = renderApp('/admin/color');
    expect(await screen.findByTestId('not-found', undefined, { timeout: 15_000 })).toBeInTheDocument();
    await router.navigate('/brands');
    expect(await screen.findByTestId('forbidden')).toBeInTheDocument();
  });

  it('shows the Persian "not built yet" page for menu screens of later issues, and 404 for unknown paths', async () => {
    boot(homeFixture({ permissions: ['read_report'] }));
    // A path under a menu item that has no screen of its own.
    const { router } = renderApp('/admin/reports/orders/by-city');
    expect(await screen.findByTestId('not-built', undefined, { timeout: 15_000 })).toHaveTextContent('این بخش هنوز آماده نیست');
    await router.navigate('/no-such-page');
    await waitFor(() => expect(screen.getByTestId('not-found')).toHaveTextContent('صفحه پیدا نشد'));
  });

  it('puts the menu in a drawer on a phone', async () => {
    const width = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
    try {
      boot(homeFixture({ permissions: ['read_color'] }));
      renderApp('/admin/color');
      const open = await screen.findByRole('button', { name: 'باز کردن منو' }, { timeout: 15_000 });
      expect(screen.queryByTestId('side-menu')).toBeNull();
      fireEvent.click(open);
      const m = within(await menu());
      expect(await m.findByRole('link', { name: 'رنگ‌ها' })).toBeInTheDocument();
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    }
  });

  it('draws the menu from browser storage at once and replaces it with the server copy', async () => {
    localStorage.setItem('pishkhan.session', JSON.stringify({ admin: homeFixture().admin, permissions: ['read_unit'], features: {}, setting_groups: [] }));
    let answer!: (v: unknown) => void;
    const gate = new Promise((r) => (answer = r));
    mockFetch({
      'GET /api/admin/home': async () => {
        await gate;
        return { data: homeFixture({ permissions: ['read_brand'] }) };
      },
      'GET /api/admin/dashboard': () => ({ data: { recent_activity: [] } }),
    });
    renderApp('/admin');
    const m = within(await menu());
    fireEvent.click(m.getByText('اطلاعات پایه'));
    expect(await m.findByRole('link', { name: 'واحدها' })).toBeInTheDocument();
    answer(null);
    expect(await m.findByRole('link', { name: 'برندها' })).toBeInTheDocument();
    await waitFor(() => expect(m.queryByRole('link', { name: 'واحدها' })).toBeNull());
    expect(JSON.parse(localStorage.getItem('pishkhan.session')!).permissions).toEqual(['read_brand']);
  });
});
