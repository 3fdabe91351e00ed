import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFailed } from 'vitest';
import { shopPaymentLabels } from '@pishkhan/common/i18n/fa/shop-labels';
import { saleShowText, saleText, shopHomeText } from '@pishkhan/common/i18n/fa/shop-screens';
import { groupDigits, toPersianDigits } from '@pishkhan/common/text';
import { adminPassword, apiAs, base, countPrints, journeyBrowser, printCount, settle, shot, shotOf, signIn } from '../support/browser';

const { newPage } = journeyBrowser({ width: 1366, height: 900 });

const SHOES = 'کفش روزمرهٔ مردانه چرم طبیعی بندی آزمون فروشگاه';
const SOCKS = 'جوراب نخی آزمون فروشگاه';
const SHOES_PRICE = 1_200_000;
const SOCKS_PRICE = 450_000;
const WALLET = 500_000;
const FIRST = 'مهسا';
const LAST = 'حضوری آزمون';
const MOBILE = '09127770022';
const TRACKING = '778899';
const UNKNOWN = '9990001112223';

/** How the screens write an amount: grouped, Persian digits. */
const money = (n: number) => toPersianDigits(groupDigits(n));
/** A 13-digit barcode of its own for this run (a fresh database each run, but other journeys share it). */
const barcodeOf = (prefix: string) => `${prefix}${String(Date.now()).slice(-10)}`;
/** The Tehran calendar date of an instant (yyyy-mm-dd), as the day close asks for it. */
const tehranDay = (at: Date | string = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(at));
const DAY = 86_400_000;

/** Whether the focused element is the sale screen's scan box. */
const scanHasFocus = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'scan');
/** Waits until the focus is back in the scan box (the screen gives it back after every action). */
async function expectScanFocused(page: Page) {
  await expect.poll(() => scanHasFocus(page), { timeout: 10_000 }).toBe(true);
}

describe('shop journey', () => {
  it('a cashier sells, takes a return and splits wallet + card with the keyboard only, then voids the sale and closes the day', async () => {
    const { call } = await apiAs('admin', adminPassword());
    const cat = await call('POST', '/api/admin/categories', { title: 'دسته آزمون فروشگاه' });
    expect(cat.status).toBe(201);
    const shoesCode = barcodeOf('621');
    const socksCode = barcodeOf('622');
    const shoes = await call('POST', '/api/admin/products', { title: SHOES, sku: `E2E-SHOP-${shoesCode}`, barcode: shoesCode, price: SHOES_PRICE, stock: 3, status: 'available', category_ids: [cat.json.data.id] });
    expect(shoes.status, JSON.stringify(shoes.json)).toBe(201);
    const socks = await call('POST', '/api/admin/products', { title: SOCKS, sku: `E2E-SHOP-${socksCode}`, barcode: socksCode, price: SOCKS_PRICE, stock: 5, status: 'available', category_ids: [cat.json.data.id] });
    expect(socks.status, JSON.stringify(socks.json)).toBe(201);
    const shoesId = shoes.json.data.id as number;
    const socksId = socks.json.data.id as number;
    const shoesVariant = shoes.json.data.default_variant_id as number;
    const socksVariant = socks.json.data.default_variant_id as number;
    const customer = await call('POST', '/api/admin/customers', { first_name: FIRST, last_name: LAST, mobile: MOBILE });
    expect(customer.status, JSON.stringify(customer.json)).toBe(201);
    const cid = customer.json.data.id as number;
    expect((await call('POST', `/api/admin/customers/${cid}/wallet/credit`, { amount: WALLET, reason: 'شارژ آزمون فروشگاه' })).status).toBe(201);

    // What the website sells from: the product's stock and the store's row of its variant.
    const stockOf = async (productId: number, variantId: number) => {
      const product = (await call('GET', `/api/admin/products/${productId}`)).json.data;
      const row = (await call('GET', `/api/admin/store/${variantId}`)).json.data;
      expect(row.quantity).toBe(product.stock);
      return row.quantity as number;
    };
    const walletOf = async () => (await call('GET', `/api/admin/customers/${cid}`)).json.data.wallet.balance as number;
    // The day close before this journey, today and tomorrow (a run may cross Tehran's midnight).
    type DayFigures = { sales_count: number; voided_count: number; total: number; cash: number; card: number; wallet: number };
    const dayClose = async (day: string) => (await call('GET', `/api/admin/shop/day-close?date=${day}`)).json.data as DayFigures;
    const before = new Map<string, DayFigures>();
    for (const day of [tehranDay(), tehranDay(new Date(Date.now() + DAY))]) before.set(day, await dayClose(day));

    const page = await newPage();
    await countPrints(page);
    onTestFailed(async () => {
      await shot(page, '59-shop-failure').catch(() => undefined);
      console.log('failed at', page.url(), await page.locator('.ant-modal').count(), 'dialog(s)');
    });
    await signIn(page);
    await page.goto(`${base()}/admin/shop/create`);
    const scan = page.getByTestId('scan');
    await scan.waitFor();
    await expectScanFocused(page);
    const lines = page.locator('.pk-pos-lines tbody tr[data-line]');
    const qty = (title: string) => page.getByLabel(`${saleText.quantity} ${title}`, { exact: true });

    // From here on: the keyboard only. A scanner types the code (Persian digits here) and Enter.
    await page.keyboard.type(toPersianDigits(shoesCode));
    await page.keyboard.press('Enter');
    await qty(SHOES).waitFor({ timeout: 15_000 });
    await expect.poll(() => qty(SHOES).inputValue()).toBe('1');
    await expectScanFocused(page);

    // The same code again: one more of the same line.
    await page.keyboard.type(toPersianDigits(shoesCode));
    await page.keyboard.press('Enter');
    await expect.poll(() => qty(SHOES).inputValue(), { timeout: 15_000 }).toBe('2');
    expect(await lines.count()).toBe(1);

    // An unknown code: a Persian message, the receipt keeps its lines.
    await page.keyboard.type(toPersianDigits(UNKNOWN));
    await page.keyboard.press('Enter');
    const scanError = page.getByTestId('scan-error');
    await scanError.waitFor({ timeout: 15_000 });
    await expect.poll(() => scanError.textContent()).toMatch(/کالایی با بارکد یا کد «.+» پیدا نشد/);
    expect(await lines.count()).toBe(1);
    expect(await qty(SHOES).inputValue()).toBe('2');
    expect(await scan.inputValue()).toBe('');

    // Delete in the empty scan box takes the line off; the toast offers it back («بازگردانی», Ctrl+Z).
    await page.keyboard.press('Delete');
    await expect.poll(() => lines.count()).toBe(0);
    await page.getByRole('button', { name: saleText.undo }).waitFor({ timeout: 10_000 });
    await page.keyboard.press('Control+z');
    await expect.poll(() => lines.count()).toBe(1);
    expect(await qty(SHOES).inputValue()).toBe('2');
    await expectScanFocused(page);
    await expectScanFocused(page);
    await shot(page, '50-shop-unknown-code');

    // F4: the next scan is a return (the socks a customer brings back).
    await page.keyboard.press('F4');
    await page.getByTestId('return-mode').waitFor();
    await expectScanFocused(page);
    await page.keyboard.type(toPersianDigits(socksCode));
    await page.keyboard.press('Enter');
    await qty(SOCKS).waitFor({ timeout: 15_000 });
    await page.getByTestId('return-mode').waitFor({ state: 'detached' });
    expect(await lines.count()).toBe(2);
    await expect.poll(() => page.locator('.pk-pos-row--return').count()).toBe(1);
    // A successful scan clears the earlier message.
    await scanError.waitFor({ state: 'detached' });
    const total = 2 * SHOES_PRICE - SOCKS_PRICE;
    await expect.poll(() => page.getByTestId('sum-total').textContent()).toContain(money(total));
    await expect.poll(() => page.getByTestId('sum-returns').textContent()).toContain(money(SOCKS_PRICE));
    await expectScanFocused(page);

    // F3: the customer by mobile (Persian digits), Enter looks up, Enter puts them on the receipt.
    await page.keyboard.press('F3');
    const customerDialog = page.getByRole('dialog', { name: saleText.customerTitle });
    const mobileBox = customerDialog.getByLabel(saleText.mobile, { exact: true });
    await mobileBox.waitFor();
    await expect.poll(() => mobileBox.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type(toPersianDigits(MOBILE));
    await page.keyboard.press('Enter');
    await customerDialog.getByTestId('customer-wallet').waitFor({ timeout: 15_000 });
    expect(await customerDialog.getByTestId('customer-wallet').textContent()).toContain(money(WALLET));
    await page.keyboard.press('Enter');
    await customerDialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('customer-card').textContent()).toContain(FIRST);
    await expectScanFocused(page);

    // F8: the wallet pays what it holds; F7: the rest by card (the tracking code box takes the focus), Enter goes back.
    await page.keyboard.press('F8');
    const walletBox = page.getByLabel(shopPaymentLabels.wallet, { exact: true });
    await expect.poll(async () => (await walletBox.inputValue()).replace(/\D/g, '')).toBe(String(WALLET));
    await expectScanFocused(page);
    await page.keyboard.press('F7');
    const tracking = page.getByLabel(saleText.trackingCode, { exact: true });
    await expect.poll(() => tracking.evaluate((el) => el === document.activeElement), { timeout: 10_000 }).toBe(true);
    await expect.poll(async () => (await page.getByLabel(shopPaymentLabels.card, { exact: true }).inputValue()).replace(/\D/g, '')).toBe(String(total - WALLET));
    await page.keyboard.type(TRACKING);
    await page.keyboard.press('Enter');
    await expectScanFocused(page);
    await expect.poll(() => page.getByTestId('remaining').textContent()).toContain(saleText.settled);
    // A long product name wraps: the line totals and the remove buttons stay in sight, nothing scrolls sideways.
    const overflow = await page.locator('.pk-pos-lines .ant-table-content').evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await settle(page);
    await shot(page, '51-shop-sale');

    // F9: the sale is saved, the receipt is sent to the printer, the screen is ready for the next customer.
    await page.keyboard.press('F9');
    const last = page.getByTestId('last-sale');
    await last.waitFor({ timeout: 20_000 });
    const saleId = Number((await last.getByRole('link', { name: saleText.viewSale }).getAttribute('href'))!.split('/').pop());
    expect(saleId).toBeGreaterThan(0);
    expect(await last.textContent()).toContain(saleText.lastSale(toPersianDigits(saleId)));
    await expect.poll(() => lines.count()).toBe(0);
    await expectScanFocused(page);
    await expect.poll(() => printCount(page), { timeout: 10_000 }).toBe(1);

    // The receipt as printed: the 80 mm roll alone on the page.
    const receipt = page.getByTestId('receipt');
    expect(await receipt.getAttribute('aria-label')).toContain(toPersianDigits(saleId));
    expect(await page.getByTestId('receipt-total').textContent()).toContain(money(total));
    expect(await page.getByTestId('print-section').locator('style').textContent()).toMatch(/size: 80mm \d+mm; margin: 0/);
    await shotOf(page.getByTestId('print-section'), '52-shop-receipt', 'print');

    // The server: two shoes out of the same stock the website sells, one pair of socks back in, the wallet paid.
    const sale = (await call('GET', `/api/admin/shop/sales/${saleId}`)).json.data;
    expect(sale).toMatchObject({ status: 'completed', total, paid_wallet: WALLET, paid_card: total - WALLET, paid_cash: 0, card_tracking_code: TRACKING, customer: { id: cid }, sale_quantity: 2, return_quantity: 1 });
    expect(await stockOf(shoesId, shoesVariant)).toBe(1);
    expect(await stockOf(socksId, socksVariant)).toBe(6);
    expect(await walletOf()).toBe(0);
    const listed = (await call('GET', `/api/admin/shop/sales?customer_id=${cid}`)).json;
    expect(listed.data.map((r: { id: number }) => r.id)).toEqual([saleId]);
    expect(listed.totals).toMatchObject({ count: 1, total, wallet: WALLET, card: total - WALLET, cash: 0 });

    // The sales list shows it with its total and payments.
    await page.goto(`${base()}/admin/shop/orders`);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: toPersianDigits(saleId), exact: true }) });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.textContent()).toContain(money(total));
    expect(await row.textContent()).toContain(`${shopPaymentLabels.wallet} ${money(WALLET)}`);
    expect(await row.textContent()).toContain(`${shopPaymentLabels.card} ${money(total - WALLET)}`);
    await page.getByTestId('sale-totals').waitFor();
    await settle(page);
    await shot(page, '53-shop-sales');

    // The detail, and the void with its reason: stock and wallet come back.
    await row.getByRole('link', { name: toPersianDigits(saleId), exact: true }).click();
    await page.waitForURL(new RegExp(`/admin/shop/orders/${saleId}$`));
    await page.getByTestId('sale-total').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: saleShowText.void }).click();
    const voidDialog = page.getByRole('dialog', { name: saleShowText.voidTitle(toPersianDigits(saleId)) });
    await voidDialog.waitFor({ timeout: 15_000 });
    await voidDialog.getByLabel(saleShowText.voidReason).fill('مشتری پشیمان شد', { timeout: 15_000 });
    await voidDialog.getByRole('button', { name: saleShowText.voidOk }).click();
    await voidDialog.waitFor({ state: 'hidden', timeout: 15_000 });
    await page.getByTestId('voided').waitFor();
    expect(await page.getByTestId('voided').textContent()).toContain('مشتری پشیمان شد');
    expect(await page.getByRole('button', { name: saleShowText.void }).count()).toBe(0);
    expect(await stockOf(shoesId, shoesVariant)).toBe(3);
    expect(await stockOf(socksId, socksVariant)).toBe(5);
    expect(await walletOf()).toBe(WALLET);
    expect((await call('GET', `/api/admin/shop/sales/${saleId}`)).json.data).toMatchObject({ status: 'voided', void_reason: 'مشتری پشیمان شد' });
    await settle(page);
    await shot(page, '54-shop-voided');

    // The next customer pays cash (F6) and confirms with Ctrl+Enter, so the day has a sale that counts.
    await page.goto(`${base()}/admin/shop/create`);
    await scan.waitFor();
    await expectScanFocused(page);
    await page.keyboard.type(toPersianDigits(shoesCode));
    await page.keyboard.press('Enter');
    await qty(SHOES).waitFor({ timeout: 15_000 });
    await page.keyboard.press('F6');
    await expect.poll(() => page.getByTestId('remaining').textContent()).toContain(saleText.settled);
    await expectScanFocused(page);
    await page.keyboard.press('Control+Enter');
    await last.waitFor({ timeout: 20_000 });
    await expectScanFocused(page);
    await expect.poll(() => printCount(page), { timeout: 10_000 }).toBe(1);
    expect(await stockOf(shoesId, shoesVariant)).toBe(2);

    // The day close of the day of these sales (today): figures per payment type, the voided sale counted apart.
    const cashSaleId = Number((await last.getByRole('link', { name: saleText.viewSale }).getAttribute('href'))!.split('/').pop());
    const cashSale = (await call('GET', `/api/admin/shop/sales/${cashSaleId}`)).json.data;
    expect(cashSale).toMatchObject({ status: 'completed', total: SHOES_PRICE, paid_cash: SHOES_PRICE, paid_card: 0, paid_wallet: 0, customer: null });
    const day = tehranDay(cashSale.created_at);
    const voidedHere = tehranDay(sale.created_at) === day ? 1 : 0;
    const dayBefore = before.get(day)!;
    const dayAfter = await dayClose(day);
    expect(dayAfter).toMatchObject({
      sales_count: dayBefore.sales_count + 1,
      voided_count: dayBefore.voided_count + voidedHere,
      total: dayBefore.total + SHOES_PRICE,
      cash: dayBefore.cash + SHOES_PRICE,
      card: dayBefore.card,
      wallet: dayBefore.wallet,
    });
    await page.goto(day === tehranDay() ? `${base()}/admin/shop` : `${base()}/admin/shop?date=${day}`);
    const figures = page.getByTestId('day-close-figures');
    await figures.waitFor({ timeout: 15_000 });
    const figure = (title: string) => figures.locator('.pk-stat').filter({ has: page.locator('.pk-stat-title', { hasText: new RegExp(`^${title}$`) }) }).locator('.pk-stat-value');
    await expect.poll(() => figure(shopHomeText.total).textContent()).toContain(money(dayAfter.total));
    expect(await figure(shopPaymentLabels.cash).textContent()).toContain(money(dayAfter.cash));
    expect(await figure(shopPaymentLabels.card).textContent()).toContain(money(dayAfter.card));
    expect(await figure(shopPaymentLabels.wallet).textContent()).toContain(money(dayAfter.wallet));
    expect(await figure(shopHomeText.salesCount).textContent()).toBe(toPersianDigits(dayAfter.sales_count));
    expect(await figure(shopHomeText.voidedCount).textContent()).toBe(toPersianDigits(dayAfter.voided_count));
    await page.getByTestId('day-close').scrollIntoViewIfNeeded();
    await settle(page);
    await shot(page, '55-shop-day-close');
  });
});
