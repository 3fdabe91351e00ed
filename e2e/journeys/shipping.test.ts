import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { shippingAreasText as a, shippingMethodsText as t } from '@pishkhan/common/i18n/fa/shipping-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { adminPassword, apiAs, base, dropdown, journeyBrowser, shot, signIn } from '../support/browser';

const { newPage } = journeyBrowser({ width: 1280, height: 900 });

const NAME = 'پست پیشتاز آزمون';
const ROLE = 'همکار آزمون';

/** The tree item of a province (found by its expand/collapse button; a city may have the same name). */
const provinceItem = (page: Page, name: string) =>
  page.locator('li.pk-area-province').filter({ has: page.getByRole('button', { name: new RegExp(`شهرهای ${name}$`) }) });

describe('shipping journeys', () => {
  it('creates a method with a logo, attaches Tehran with a price and two cities with their own, saves, reloads and sees them', async () => {
    const { call } = await apiAs('admin', adminPassword());
    expect((await call('POST', '/api/admin/customer-roles', { name: ROLE })).status).toBe(201);
    expect((await call('POST', '/api/admin/shipping-methods', { name: 'تیپاکس آزمون', default_price: null, minimum_delay: 1 })).status).toBe(201);

    const page = await newPage();
    await signIn(page);
    await page.goto(`${base()}/admin/shipping`);
    await page.getByRole('link', { name: t.create }).click();
    await page.waitForURL(/\/admin\/shipping\/create/);
    await page.getByRole('textbox', { name: t.name }).fill(NAME);
    await page.getByRole('textbox', { name: t.description }).fill('ارسال با پست، دو تا چهار روز کاری');
    await page.locator('input[type=file]').first().setInputFiles({
      name: 'post.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 200, height: 200, channels: 3, background: '#0f766e' } }).png().toBuffer(),
    });
    await expect.poll(() => page.locator('[role=listitem] img').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    // Persian digits typed; the box shows grouped digits.
    await page.getByRole('textbox', { name: t.defaultPrice }).fill('۴۵۰۰۰');
    await page.getByRole('textbox', { name: t.freeThreshold }).fill('۲۰۰۰۰۰۰');
    await page.getByRole('textbox', { name: t.minimumDelay }).fill('۲');
    await page.getByRole('textbox', { name: t.morePacketPrice }).fill('10000');
    expect(await page.getByRole('textbox', { name: t.defaultPrice }).inputValue()).toBe('45,000');
    // A role price.
    await page.getByRole('button', { name: t.addRole }).click();
    await page.getByRole('combobox', { name: t.role }).click();
    await dropdown(page).locator(`.ant-select-item-option[title="${ROLE}"]`).click();
    await page.getByRole('textbox', { name: t.roleAmount }).fill('15000');
    await shot(page, '20-shipping-form');
    await page.getByRole('button', { name: crudText.save }).click();
    await page.waitForURL(/\/admin\/shipping(\?.*)?$/);
    const row = page.getByRole('row', { name: new RegExp(NAME) });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toMatch(/۴۵,۰۰۰/);
    await shot(page, '21-shipping-list');

    // The areas screen: Tehran with a price, two of its cities with their own.
    await row.getByRole('link', { name: t.editAreas }).click();
    await page.waitForURL(/\/admin\/shipping\/cities\/\d+/);
    const url = page.url();
    await page.getByText(a.title(NAME)).waitFor();
    await page.getByText(a.everywhere).waitFor();
    const tehran = provinceItem(page, 'تهران');
    await tehran.locator('.pk-area-row').first().getByRole('checkbox').check();
    await page.getByRole('textbox', { name: a.provincePrice('تهران') }).fill('۳۰۰۰۰');
    await tehran.getByRole('button', { name: a.expand('تهران') }).click();
    const cities = tehran.locator('.pk-area-cities');
    await cities.getByRole('checkbox', { name: 'تهران', exact: true }).check();
    await page.getByRole('textbox', { name: a.cityPrice('تهران') }).fill('20000');
    // Search with the Arabic ي: «ری» is found inside Tehran.
    await page.getByRole('searchbox', { name: a.search }).or(page.getByRole('textbox', { name: a.search })).first().fill('ري');
    await cities.getByRole('checkbox', { name: 'ری', exact: true }).check();
    await page.getByRole('textbox', { name: a.cityPrice('ری') }).fill('25000');
    await page.getByRole('heading', { name: a.title(NAME) }).scrollIntoViewIfNeeded();
    await shot(page, '22-shipping-areas-search');
    await page.getByRole('searchbox', { name: a.search }).or(page.getByRole('textbox', { name: a.search })).first().fill('');
    await page.getByText(a.summary('۱', '۲')).waitFor();
    await shot(page, '22-shipping-areas-edit');
    await page.getByRole('button', { name: a.save }).first().click();
    await page.getByText(a.saved).waitFor();

    // Reload: the server's answer shows the same choices.
    await page.goto(url);
    await page.getByText(a.summary('۱', '۲')).waitFor();
    expect(await page.getByRole('textbox', { name: a.provincePrice('تهران') }).inputValue()).toBe('30,000');
    await provinceItem(page, 'تهران').getByRole('button', { name: a.expand('تهران') }).click();
    expect(await page.getByRole('textbox', { name: a.cityPrice('تهران') }).inputValue()).toBe('20,000');
    expect(await page.getByRole('textbox', { name: a.cityPrice('ری') }).inputValue()).toBe('25,000');
    await page.getByText(a.someCities('۲', '۴۴')).waitFor();
    await shot(page, '23-shipping-areas-reloaded');
    await page.getByRole('checkbox', { name: a.onlySelected }).check();
    await page.getByRole('textbox', { name: a.cityPrice('ری') }).waitFor();
    await shot(page, '23-shipping-areas-only-selected');

    // The API agrees, and the quote uses the city price.
    const id = Number(url.split('/').pop());
    const tree = (await call('GET', `/api/admin/shipping-methods/${id}/areas`)).json.data;
    const teh = tree.provinces.find((p: any) => p.name === 'تهران');
    expect(teh).toMatchObject({ attached: true, price: 30000 });
    expect(teh.cities.filter((c: any) => c.attached).map((c: any) => [c.name, c.price]).sort()).toEqual([
      ['تهران', 20000],
      ['ری', 25000],
    ]);

    // The list shows the areas count; a narrow screen still reads right to left.
    await page.goto(`${base()}/admin/shipping`);
    await page.getByRole('row', { name: new RegExp(NAME) }).getByText(t.areasCount(1, 2)).waitFor();
    await page.context().close();

    const phone = await newPage(390, 800);
    await signIn(phone);
    await phone.goto(url);
    await phone.getByText(a.summary('۱', '۲')).waitFor();
    await shot(phone, '24-shipping-areas-phone');
    await phone.context().close();
  });
});
