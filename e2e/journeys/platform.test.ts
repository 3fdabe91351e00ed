import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { colorsText } from '@pishkhan/common/i18n/fa/screens';
import { salesWidgetText as dashboardText } from '@pishkhan/common/i18n/fa/reports';
import { crudText, layoutText } from '@pishkhan/common/i18n/fa/ui';
import { menuLabels } from '@pishkhan/common/i18n/fa/menu';
import { adminPassword, apiAs, base, journeyBrowser, shot, shotOf, signIn, submitLogin } from '../support/browser';

const { newPage } = journeyBrowser();

const sideMenu = (page: Page) => page.locator('.ant-layout-sider, .ant-drawer').first();

describe('platform journeys', () => {
  it('a deep link without a session goes to sign-in, then returns; the shell is Persian RTL', async () => {
    const page = await newPage();
    await page.goto(`${base()}/admin/brands`);
    await page.waitForURL(/\/admin\/login\?redirect=/);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('fa');
    await shot(page, '01-login');
    await submitLogin(page, 'admin', 'wrong-password-x');
    await expect.poll(() => page.getByTestId('login-error').textContent()).toMatch(/نام کاربری یا رمز عبور/);
    await submitLogin(page, 'admin', adminPassword());
    await page.waitForURL(`${base()}/admin/brands`);
    await sideMenu(page).getByText(menuLabels.dashboard!).waitFor();
    for (const group of ['basic', 'products_group', 'content', 'users', 'reports', 'settings']) {
      await expect.poll(() => sideMenu(page).getByText(menuLabels[group]!, { exact: true }).count()).toBeGreaterThan(0);
    }
    await shot(page, '02-shell-brands');
    // An unknown admin path shows the Persian 404 inside the layout.
    await page.goto(`${base()}/admin/no-such-page`);
    await page.getByText(/پیدا نشد/).first().waitFor();
    await shot(page, '03-not-found');
    await page.context().close();
  });

  it('colours: create, search, edit and delete in the browser', async () => {
    const page = await newPage();
    await signIn(page);
    await page.goto(`${base()}/admin/color`);
    await page.getByRole('button', { name: colorsText.create }).or(page.getByRole('link', { name: colorsText.create })).first().click();
    await page.waitForURL(/\/admin\/color\/create/);
    await page.getByRole('textbox', { name: colorsText.name }).fill('فیروزه‌ای آزمون');
    await page.getByRole('textbox', { name: colorsText.code }).fill('#1abc9c');
    await page.getByRole('button', { name: crudText.save }).click();
    await page.waitForURL(/\/admin\/color(\?.*)?$/);
    await page.getByRole('cell', { name: 'فیروزه‌ای آزمون', exact: true }).waitFor();
    await shot(page, '04-colors-list');

    // Search bound to ?q= (Arabic ي typed, Persian ی stored).
    await page.goto(`${base()}/admin/color?q=${encodeURIComponent('فيروزه')}`);
    await page.getByRole('cell', { name: 'فیروزه‌ای آزمون', exact: true }).waitFor();
    expect(await page.locator('.ant-table-row').count()).toBe(1);

    // Edit
    await page.getByRole('row', { name: /فیروزه‌ای آزمون/ }).getByRole('link', { name: crudText.edit }).or(page.getByRole('row', { name: /فیروزه‌ای آزمون/ }).getByRole('button', { name: crudText.edit })).first().click();
    await page.waitForURL(/\/admin\/color\/edit\/\d+/);
    await page.getByRole('textbox', { name: colorsText.name }).fill('فیروزه‌ای تیره');
    await page.getByRole('button', { name: crudText.save }).click();
    await page.waitForURL(/\/admin\/color(\?.*)?$/);
    await page.goto(`${base()}/admin/color`);
    await page.getByRole('cell', { name: 'فیروزه‌ای تیره', exact: true }).waitFor();

    // Delete with the Persian confirmation
    await page.getByRole('row', { name: /فیروزه‌ای تیره/ }).getByRole('button', { name: crudText.delete }).click();
    await page.getByRole('dialog').getByText('فیروزه‌ای تیره', { exact: false }).waitFor();
    await shot(page, '05-colors-delete-confirm');
    await page.getByRole('dialog').getByRole('button', { name: crudText.deleteOk }).click();
    await expect.poll(() => page.getByRole('cell', { name: 'فیروزه‌ای تیره', exact: true }).count()).toBe(0);
    const { call } = await apiAs('admin', adminPassword());
    const left = await call('GET', `/api/admin/colors?q=${encodeURIComponent('فیروزه')}`);
    expect(left.json.meta.total).toBe(0);
    await page.context().close();
  });

  it('a limited admin sees only its menu items; a switched-off feature hides its item; sign out', async () => {
    const { call } = await apiAs('admin', adminPassword());
    const role = await call('POST', '/api/admin/roles', { name: 'e2e_colors', label: 'رنگ‌خوان', permissions: ['read_color', 'read_unit'] });
    expect(role.status).toBe(201);
    const admin = await call('POST', '/api/admin/admins', { username: 'e2elimited', name: 'کاربر محدود', password: 'Limited-Pass-2026', role_id: role.json.data.id });
    expect(admin.status).toBe(201);

    const page = await newPage();
    await signIn(page, 'e2elimited', 'Limited-Pass-2026');
    const menu = sideMenu(page);
    await menu.getByText(menuLabels.basic!, { exact: true }).click();
    await menu.getByText(menuLabels.colors!, { exact: true }).waitFor();
    await menu.getByText(menuLabels.units!, { exact: true }).waitFor();
    for (const hidden of ['products_group', 'users', 'content', 'settings', 'orders']) {
      expect(await menu.getByText(menuLabels[hidden]!, { exact: true }).count()).toBe(0);
    }
    expect(await menu.getByText(menuLabels.brands!, { exact: true }).count()).toBe(0);
    await shot(page, '06-limited-menu');

    // The super admin switches colours off: the item disappears after a reload, the API answers 404.
    expect((await call('PUT', '/api/admin/settings/features', { feature_colors: false })).status).toBe(200);
    await page.reload();
    await menu.getByText(menuLabels.basic!, { exact: true }).click().catch(() => undefined);
    await menu.getByText(menuLabels.units!, { exact: true }).waitFor();
    expect(await menu.getByText(menuLabels.colors!, { exact: true }).count()).toBe(0);
    await shot(page, '07-feature-off');
    expect((await call('PUT', '/api/admin/settings/features', { feature_colors: true })).status).toBe(200);

    // Sign out: back to the login page, the session is gone.
    await page.locator('.ant-layout-header').getByText('کاربر محدود').click();
    await page.getByText(layoutText.logout, { exact: true }).click();
    await page.waitForURL(/\/admin\/login/);
    await page.goto(`${base()}/admin/color`);
    await page.waitForURL(/\/admin\/login/);
    await page.context().close();
  });

  it('is usable on a phone: the menu opens in a drawer', async () => {
    const page = await newPage(390, 844);
    await signIn(page);
    await page.getByRole('button', { name: layoutText.openMenu }).first().click();
    await page.locator('.ant-drawer').getByText(menuLabels.dashboard!).first().waitFor();
    await page.waitForTimeout(500); // let the drawer finish sliding in
    await shot(page, '08-phone-drawer');
    await page.context().close();
  });
  it('the dashboard shows the shop\'s figures, each widget in its place, on a laptop and on a phone', async () => {
    for (const [w, h, name] of [
      [1366, 768, '09-dashboard-laptop'],
      [390, 844, '10-dashboard-phone'],
    ] as const) {
      const page = await newPage(w, h);
      await signIn(page);
      await page.goto(`${base()}/admin`);
      for (const key of ['sales', 'order_queue', 'sales_chart', 'top_products', 'stock_alerts', 'latest_orders', 'recent_activity']) {
        await page.locator(`[data-widget="${key}"] .ant-card`).first().waitFor();
      }
      await page.getByRole('img', { name: dashboardText.chartTitle }).waitFor();
      expect(await page.getByTestId('sales-today').textContent()).toMatch(/[۰-۹]/);
      expect(await page.getByTestId('queue-new').getAttribute('href')).toBe('/admin/order?status=new');
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await shot(page, name);
      await shotOf(page.locator('.pk-dashboard'), `${name}-full`);
      await page.context().close();
    }
  });
});
