import { describe, expect, it, onTestFailed } from 'vitest';
import { contentLabels } from '@pishkhan/common/i18n/fa/content-labels';
import { linkText } from '@pishkhan/common/i18n/fa/links';
import { menuText as t } from '@pishkhan/common/i18n/fa/menus';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import type { Page } from 'playwright-core';
import { adminPassword, apiAs, base, dropdown, journeyBrowser, settle, shot, signIn, openedDialog, searchAndPick } from '../support/browser';

const { newPage } = journeyBrowser({ width: 1366, height: 768 });
const G = contentLabels.menu_group.fields;
const I = contentLabels.menu_item.fields;

/** The drag handle of a row, by the item's title. */
const handle = (page: Page, title: string) => page.getByRole('button', { name: new RegExp(`^جابه‌جایی «${title}»`) });

/**
 * Drags a row by its handle with the mouse: past the 30 px threshold first, then `dx` sideways (negative
 * = toward the left, one level deeper per 28 px in right-to-left) and `dy` down, in small steps.
 */
async function drag(page: Page, title: string, dx: number, dy = 0) {
  const box = (await handle(page, title).boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(x + (dx * i) / 12, y + (dy * i) / 12, { steps: 2 });
  await page.waitForTimeout(150);
  await page.mouse.up();
}
/** The level a row is drawn at (0 = top), from the sortable's markup. */
const depthOf = (page: Page, title: string) => page.locator('li[data-depth]', { has: handle(page, title) }).getAttribute('data-depth');

describe('menus journey', () => {
  it('build a three-level menu by dragging', async () => {
    const { call } = await apiAs('admin', adminPassword());
    const category = (await call('POST', '/api/admin/categories', { title: 'کالای دیجیتال' })).json.data;
    const page = await newPage();
    onTestFailed(() => shot(page, 'menus-failure'));
    await signIn(page);

    // A new menu from the menus page.
    await page.goto(`${base()}/admin/menu`);
    await page.getByRole('button', { name: t.newGroup }).click();
    await page.getByLabel(G.title).fill('منوی سربرگ');
    await page.getByLabel(G.key).fill('Header');
    await page.getByRole('button', { name: crudText.save, exact: true }).click();
    await page.waitForURL(`${base()}/admin/menu`);
    const card = page.getByTestId('menu-group').filter({ hasText: 'منوی سربرگ' });
    await expect.poll(() => card.textContent()).toContain('header');
    const groupId = (await call('GET', '/api/admin/menu-groups?q=header')).json.data[0].id as number;
    await settle(page);
    await shot(page, 'menus-groups');
    await card.getByRole('link', { name: 'منوی سربرگ', exact: true }).click();
    await page.waitForURL(`${base()}/admin/menu/${groupId}`);

    // Three items in the drawer, all at the top level: the first links to a category picked by name.
    const add = async (title: string, pick: (page: Page) => Promise<void>) => {
      await page.getByRole('button', { name: t.addItem }).click();
      const drawer = await openedDialog(page);
      await drawer.getByLabel(I.title, { exact: true }).fill(title);
      await pick(page);
      await drawer.getByRole('button', { name: t.save, exact: true }).click();
      await expect.poll(() => handle(page, title).count(), { timeout: 10_000 }).toBe(1);
    };
    await add('دیجیتال', async (p) => {
      await p.getByLabel(`${I.link}: ${linkText.kind}`).click();
      await dropdown(p).getByText('دسته‌بندی محصولات', { exact: true }).click();
      await searchAndPick(p, p.getByLabel(`${I.link}: ${linkText.target}`), 'دیجیتال', (list) => list.getByText('کالای دیجیتال', { exact: true }));
    });
    await add('گوشی موبایل', async (p) => {
      await p.getByLabel(`${I.link}: ${linkText.kind}`).click();
      await dropdown(p).getByText(linkText.url, { exact: true }).click();
      await p.getByRole('textbox', { name: I.link, exact: true }).fill('/mobiles');
    });
    await add('سامسونگ', async (p) => {
      await p.getByLabel(I.new_tab).click();
    });
    await settle(page);
    expect(await page.getByText('دسته‌بندی محصولات: کالای دیجیتال').count()).toBe(1);

    // Drag «گوشی موبایل» one level deeper (left in RTL) under «دیجیتال», then «سامسونگ» two levels under it.
    await drag(page, 'گوشی موبایل', -45);
    await expect.poll(() => depthOf(page, 'گوشی موبایل')).toBe('1');
    await drag(page, 'سامسونگ', -75);
    await expect.poll(() => depthOf(page, 'سامسونگ')).toBe('2');
    await shot(page, 'menus-tree-unsaved');
    await page.getByRole('button', { name: t.saveOrder }).click();
    await page.getByText(t.orderSaved).waitFor();

    const saved = (await call('GET', `/api/admin/menu-groups/${groupId}/tree`)).json.data.tree;
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ title: 'دیجیتال', link: { type: 'category', id: category.id } });
    expect(saved[0].children[0]).toMatchObject({ title: 'گوشی موبایل', link: { url: '/mobiles' } });
    expect(saved[0].children[0].children[0]).toMatchObject({ title: 'سامسونگ', new_tab: true, children: [] });
    // The storefront reads the same tree by the menu's key.
    const store = await (await fetch(`${base()}/api/store/menus/header`)).json();
    expect(store.data.items[0].children[0].children[0].title).toBe('سامسونگ');

    // The category a menu item links to is not deleted.
    const refused = await call('DELETE', `/api/admin/categories/${category.id}`);
    expect(refused.status).toBe(409);
    await settle(page);
    await shot(page, 'menus-tree');

    // Deleting the top item says how many go with it.
    await page.getByRole('button', { name: `${t.delete} دیجیتال` }).click();
    await expect.poll(() => page.getByTestId('delete-question').textContent()).toContain('۲ زیرمجموعه');
    await settle(page);
    await shot(page, 'menus-delete-confirm');
    await page.getByRole('button', { name: crudText.cancel }).click();

    // The menus page and the tree on a phone.
    const phone = await newPage(390, 844);
    await signIn(phone);
    await phone.goto(`${base()}/admin/menu`);
    await phone.getByTestId('menu-group').first().waitFor();
    await settle(phone);
    await shot(phone, 'menus-groups-phone');
    await phone.goto(`${base()}/admin/menu/${groupId}`);
    await handle(phone, 'سامسونگ').waitFor();
    await settle(phone);
    await shot(phone, 'menus-tree-phone');
    await phone.getByRole('button', { name: `${t.edit} گوشی موبایل` }).click();
    await phone.getByRole('dialog').getByLabel(I.title, { exact: true }).waitFor();
    await settle(phone);
    await shot(phone, 'menus-item-drawer-phone');
  });
});
