import { describe, expect, it, onTestFailed } from 'vitest';
import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { uploadText, viewerText } from '@pishkhan/common/i18n/fa/inputs';
import { stockMovementTypeLabels, variantTitleLabels } from '@pishkhan/common/i18n/fa/product-labels';
import { PRODUCT_STATUS_LABELS, productFormText as f, productListText } from '@pishkhan/common/i18n/fa/product-screens';
import { stockText as s } from '@pishkhan/common/i18n/fa/stock-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { adminPassword, apiAs, base, dropdown, journeyBrowser, shot, signIn, openedDialog } from '../support/browser';

const { newPage } = journeyBrowser();

/** Opens the Select labelled `label` and picks options by their exact text, then closes it. */
async function choose(page: Page, label: string, options: string[]) {
  await page.getByLabel(label, { exact: true }).click();
  for (const o of options) await dropdown(page).locator(`.ant-select-item-option[title="${o}"]`).click();
  await page.keyboard.press('Escape');
}

/** A plain coloured picture to upload. */
const picture = (colour: string) => sharp({ create: { width: 480, height: 360, channels: 3, background: colour } }).png().toBuffer();

const TITLE = 'پیراهن کتان یزدی آزمون';
/** The same title as typed on an Arabic keyboard: ي for ی, ك for ک. */
const ARABIC = 'پيراهن كتان يزدي';
const CATEGORY = 'پوشاک مردانهٔ آزمون';
const COLOUR = 'سرمه‌ای آزمون';
const ATTRIBUTE = 'سایز آزمون';
const SMALL = 'کوچک';
const LARGE = 'بزرگ';
const GIFT = 'جاکلیدی آزمون';
const REASON = 'شمارش انبار آزمون';

describe('catalogue journeys', () => {
  it('products and stock: create with variants in the form, find with Arabic letters, adjust stock, see the movement', async () => {
    // Setup through the API: a category, a colour, an attribute with two values, a gift.
    const { call } = await apiAs('admin', adminPassword());
    expect((await call('POST', '/api/admin/categories', { title: CATEGORY })).status).toBe(201);
    expect((await call('POST', '/api/admin/colors', { name: COLOUR, code: '#1f2a44' })).status).toBe(201);
    expect((await call('POST', '/api/admin/attributes', { name: 'e2e_size', label: ATTRIBUTE, type: 'select', values: [SMALL, LARGE] })).status).toBe(201);
    const gift = await call('POST', '/api/admin/gifts', { name: GIFT });
    expect(gift.status).toBe(201);

    const page = await newPage();
    onTestFailed(() => shot(page, 'catalog-failure'));
    await signIn(page);
    await page.goto(`${base()}/admin/products/create`);
    await page.getByRole('button', { name: f.generate }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');

    // General section
    await page.getByLabel(f.title, { exact: true }).fill(TITLE);
    await page.getByLabel(f.categories, { exact: true }).click();
    await dropdown(page).locator('.ant-select-tree-node-content-wrapper', { hasText: CATEGORY }).click();
    await page.keyboard.press('Escape');
    await choose(page, f.status, [PRODUCT_STATUS_LABELS.available!]);
    await choose(page, f.gifts, [GIFT]);
    await shot(page, '10-product-form-general');

    // Images: two pictures; previewing one opens the image viewer slideshow.
    const images = page.locator('#images');
    await images.locator('input[type=file]').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: await picture('#0f766e') },
      { name: 'back.png', mimeType: 'image/png', buffer: await picture('#b45309') },
    ]);
    await expect.poll(() => images.locator('[role=listitem] img').count(), { timeout: 20_000 }).toBe(2);
    await images.getByRole('button', { name: uploadText.image('۱'), exact: true }).click();
    const preview = page.locator('.ant-image-preview-img');
    await preview.waitFor();
    await page.getByRole('toolbar', { name: viewerText.toolbar }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: viewerText.pause }).getAttribute('aria-pressed')).toBe('true');
    const first = await preview.getAttribute('src');
    // The slideshow moves on by itself after 5 s.
    await expect.poll(() => preview.getAttribute('src'), { timeout: 8000, interval: 250 }).not.toBe(first);
    await page.getByText(viewerText.counter('۲', '۲')).waitFor();
    await page.waitForTimeout(500); // let the fade finish
    await shot(page, '11-product-images-viewer');
    await page.getByRole('button', { name: viewerText.close }).click();
    await page.locator('.ant-image-preview').waitFor({ state: 'hidden' });

    // Variants: colour × the two values → two rows; prices and stock (Persian digits) in the grid.
    await choose(page, f.variantColors, [COLOUR]);
    await choose(page, f.attributeValues(ATTRIBUTE), [SMALL, LARGE]);
    await page.getByRole('button', { name: f.generate }).click();
    const grid = page.getByTestId('variant-grid');
    await expect.poll(() => grid.getByTestId('variant-label').count()).toBe(2);
    const row = (value: string): Locator => grid.locator('tr', { has: page.getByTestId('variant-label').filter({ hasText: value }) });
    await row(SMALL).getByLabel(f.price, { exact: true }).fill('۲۵۰۰۰۰');
    await row(SMALL).getByLabel(f.stock, { exact: true }).fill('۷'); // Persian digits are kept, not emptied and saved as 0
    await row(LARGE).getByLabel(f.price, { exact: true }).fill('275000');
    await row(LARGE).getByLabel(f.stock, { exact: true }).fill('3');
    await row(LARGE).getByLabel(f.sku, { exact: true }).fill('E2E-SHIRT-L');
    expect(await row(SMALL).getByLabel(f.price, { exact: true }).inputValue()).toBe('250,000');
    await grid.scrollIntoViewIfNeeded();
    await shot(page, '12-product-form-variants');

    await page.getByRole('button', { name: crudText.save }).click();
    await page.waitForURL(/\/admin\/products(\?.*)?$/);

    // The stored product: two variants with their prices and stock, the gift, status available.
    const found = await call('GET', `/api/admin/products?q=${encodeURIComponent(TITLE)}`);
    expect(found.json.meta.total).toBe(1);
    const product = (await call('GET', `/api/admin/products/${found.json.data[0].id}`)).json.data;
    expect(product).toMatchObject({ title: TITLE, status: 'available', stock_total: 10, gift_ids: [gift.json.data.id], min_price: 250000 });
    expect(product.images).toHaveLength(2);
    expect(product.variants.map((v: { price: number; stock: number }) => [v.price, v.stock])).toEqual([
      [250000, 7],
      [275000, 3],
    ]);

    // The list finds it by its title typed with Arabic letters.
    await page.getByLabel(crudText.search, { exact: true }).fill(ARABIC);
    await page.getByLabel(crudText.search, { exact: true }).press('Enter');
    await page.waitForURL(/[?&]q=/);
    await page.getByRole('link', { name: TITLE }).waitFor();
    // The unfiltered list also shows the product: wait for the filtered answer to replace it.
    await expect.poll(() => page.locator('.ant-table-row').count(), { timeout: 15_000 }).toBe(1);
    expect(new URL(page.url()).searchParams.get('q')).toBe(ARABIC);
    await page.getByRole('row', { name: new RegExp(TITLE) }).getByText(productListText.variantsCount('۲')).waitFor();
    await shot(page, '13-product-list-arabic-search');

    // Warehouse stock: take 2 off the small one with a reason.
    await page.goto(`${base()}/admin/store?q=${encodeURIComponent(TITLE)}`);
    const small = page.getByRole('row', { name: new RegExp(SMALL) });
    await small.waitFor();
    expect(await page.locator('.ant-table-row').count()).toBe(2);
    await shot(page, '14-store-list');
    await small.getByRole('button', { name: s.adjust }).click();
    const modal = await openedDialog(page);
    await modal.getByText(s.adjustTitle(`${TITLE} — ${variantTitleLabels.color}: ${COLOUR} | ${ATTRIBUTE}: ${SMALL}`)).waitFor();
    await modal.getByText(s.remove, { exact: true }).click();
    await modal.getByLabel(s.amount, { exact: true }).fill('2');
    await modal.getByLabel(s.reason, { exact: true }).fill(REASON);
    await modal.getByText(`${s.after}:`).waitFor();
    await shot(page, '15-store-adjust');
    await modal.getByRole('button', { name: s.submit }).click();
    await page.getByText(s.done).waitFor();
    await modal.waitFor({ state: 'hidden' });
    const balances = (await call('GET', `/api/admin/store?q=${encodeURIComponent(TITLE)}`)).json.data as { variant_title: string; quantity: number }[];
    expect(balances.find((b) => b.variant_title.endsWith(SMALL))!.quantity).toBe(5);

    // Its movement history shows the adjustment, newest first, with the reason.
    await small.getByRole('button', { name: s.history }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: s.historyTitle(`${TITLE} — ${variantTitleLabels.color}: ${COLOUR} | ${ATTRIBUTE}: ${SMALL}`) });
    await drawer.getByText(REASON).waitFor();
    const moves = drawer.locator('.ant-table-row');
    await expect.poll(() => moves.count()).toBe(2);
    await moves.first().getByText(stockMovementTypeLabels.adjustment, { exact: true }).waitFor();
    expect(await moves.first().textContent()).toContain('-2');
    await moves.nth(1).getByText(stockMovementTypeLabels.initial, { exact: true }).waitFor();
    await page.waitForTimeout(400); // let the drawer finish sliding in
    await shot(page, '16-store-history');
    await page.context().close();
  });
});
