import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { orderStatusLabels } from '@pishkhan/common/i18n/fa/order-labels';
import { paymentAdminTexts as t, paymentExportHeaders as H, paymentMessages, paymentPurposeLabels, paymentStatusLabels } from '@pishkhan/common/i18n/fa/payments';
import { transactionText } from '@pishkhan/common/i18n/fa/people-screens';
import { toPersianDigits } from '@pishkhan/common/text';
import { adminPassword, apiAs, ARTIFACTS, base, journeyBrowser, settle, shot, signIn, searchAndPick } from '../support/browser';
import { withDb } from '../support/db';
import { orderScene } from '../support/scene';
import { customerToken, payAtTestGateway, store } from '../support/store';

/**
 * The admin's gateway payments (/admin/payments, docs/api-payments.md): a customer pays an order
 * through the demo gateway and starts a wallet top-up whose verification did not answer; the admin
 * finds both, filters by status and by customer, opens the order, asks the gateway again about the
 * unknown one and downloads the filtered list as Excel, which is read back.
 */
const { newPage } = journeyBrowser({ width: 1366, height: 900 });

const RUN = randomBytes(3).toString('hex');
const FIRST = 'پرستو';
const LAST = `پرداختی آزمون ${RUN}`;
const PRICE = 420_000;
const SHIPPING = 25_000;
const TOPUP = 75_000;

/** The Jalali date-time text of the export (ASCII digits, Tehran time): «1405/09/05 14:03». */
const JALALI_DATE_TIME = /^1[34]\d\d\/\d\d\/\d\d \d\d:\d\d$/;

/** Clicks «خروجی اکسل», saves the download as an artefact and opens it: its first sheet. */
async function exportSheet(page: Page, name: string): Promise<ExcelJS.Worksheet> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t.export }).click()]);
  expect(download.suggestedFilename()).toMatch(/^payments-\d{8}\.xlsx$/);
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}-${RUN}.xlsx`);
  await download.saveAs(file);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  return wb.worksheets[0]!;
}
const column = (ws: ExcelJS.Worksheet, header: string) => (ws.getRow(1).values as unknown[]).indexOf(header);
const idsOf = (ws: ExcelJS.Worksheet) => Array.from({ length: ws.rowCount - 1 }, (_, i) => ws.getRow(i + 2).getCell(column(ws, H.id)).value);

/** Picks the customer in the list's customer filter by typing part of their name. */
async function pickCustomer(page: Page, name: string) {
  const box = page.locator('.pk-toolbar').getByLabel(transactionText.customer, { exact: true });
  await searchAndPick(page, box, name, (list) => list.locator('.ant-select-item-option').filter({ hasText: name }).first());
}

// What the steps hand on to each other.
let call: Awaited<ReturnType<typeof apiAs>>['call'];
let scene: Awaited<ReturnType<typeof orderScene>>;
let orderId: number;
let paidId: number;
let unknownId: number;
let token: string;

describe('gateway payments journey', () => {
  it('a payment through the demo gateway shows in the list; filters by status and customer; the order opens; an unknown one is asked again; the export holds exactly the filtered rows', async () => {
    ({ call } = await apiAs('admin', adminPassword()));
    scene = await orderScene(call, {
      category: `دسته پرداخت ${RUN}`,
      method: `پیک پرداخت ${RUN}`,
      shippingPrice: SHIPPING,
      product: `کیف چرمی پرداخت ${RUN}`,
      sku: `E2E-PAY-${RUN}`,
      price: PRICE,
      stock: 5,
      customer: { first_name: FIRST, last_name: LAST },
      address: 'خیابان آزادی، کوچه پرداخت، پلاک ۳',
      postalCode: '1459973111',
    });

    // The customer orders and pays through the storefront and the demo gateway.
    token = await customerToken(scene.mobile);
    expect([200, 201]).toContain((await store('POST', '/cart/items', { variant_id: scene.variantId, quantity: 1 }, token)).status);
    const checkout = await store('POST', '/checkout', { address_id: scene.addressId, shipping_method_id: scene.methodId }, token);
    expect(checkout.status, JSON.stringify(checkout.json)).toBe(201);
    orderId = checkout.json.data.order.id as number;
    const pay = await store('POST', `/orders/${orderId}/pay`, undefined, token);
    expect(pay.status, JSON.stringify(pay.json)).toBe(200);
    paidId = pay.json.data.payment_id as number;
    expect((await payAtTestGateway(pay.json.data.redirect_url)).searchParams.get('status')).toBe('paid');

    // A wallet top-up whose verification got no answer: `unknown` (a gateway timeout cannot be made on the demo gateway).
    const topup = await store('POST', '/wallet/top-up', { amount: toPersianDigits(TOPUP) }, token);
    expect(topup.status, JSON.stringify(topup.json)).toBe(200);
    unknownId = topup.json.data.payment_id as number;
    await withDb((c) => c.query(`update payments set status = 'unknown', verify_attempts = 1 where id = $1`, [unknownId]));

    const page = await newPage();
    await signIn(page);
    await page.goto(`${base()}/admin/payments`);
    await page.getByRole('heading', { name: t.title }).first().waitFor();
    const rowOf = (id: number) => page.getByRole('row').filter({ has: page.getByTestId(`reverify-${id}`) });
    const orderLink = page.getByRole('link', { name: `${t.order} ${toPersianDigits(orderId)}`, exact: true });
    await orderLink.waitFor({ timeout: 15_000 });
    await settle(page);
    await shot(page, '90-payments-list');

    // By status: the paid one stays, the unknown one goes.
    await page.locator(`select[aria-label="${t.status}"]`).selectOption('paid');
    await page.waitForURL(/status=paid/);
    await orderLink.waitFor();
    await expect.poll(() => page.getByTestId(`reverify-${unknownId}`).count()).toBe(0);
    await page.locator(`select[aria-label="${t.status}"]`).selectOption('');
    await page.waitForURL((u) => !u.searchParams.has('status'));

    // By customer: exactly this customer's two payments.
    await pickCustomer(page, LAST);
    await page.waitForURL(new RegExp(`customer_id=${scene.customerId}`));
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count(), { timeout: 15_000 }).toBe(2);
    await rowOf(unknownId).getByText(paymentStatusLabels.unknown).waitFor();
    await settle(page);
    await shot(page, '91-payments-by-customer');

    // The export downloads exactly what is filtered (this customer's two payments), and it opens.
    const ws = await exportSheet(page, 'payments-full');
    expect(ws.name).toBe(H.sheet);
    expect(ws.views[0]?.rightToLeft).toBe(true);
    expect(idsOf(ws)).toEqual([unknownId, paidId]);
    const col = (h: string) => column(ws, h);
    const [unknownRow, paidRow] = [ws.getRow(2), ws.getRow(3)];
    expect(paidRow.getCell(col(H.order_id)).value).toBe(orderId);
    expect(paidRow.getCell(col(H.amount)).value).toBe(PRICE + SHIPPING);
    expect(paidRow.getCell(col(H.amount_rials)).value).toBe((PRICE + SHIPPING) * 10);
    expect(paidRow.getCell(col(H.status)).value).toBe(paymentStatusLabels.paid);
    expect(paidRow.getCell(col(H.customer)).value).toBe(`${FIRST} ${LAST}`);
    expect(paidRow.getCell(col(H.mobile)).value).toBe(scene.mobile);
    expect(String(paidRow.getCell(col(H.created_at)).value)).toMatch(JALALI_DATE_TIME);
    expect(String(paidRow.getCell(col(H.paid_at)).value)).toMatch(JALALI_DATE_TIME);
    expect(paidRow.getCell(col(H.created_at) + 1).value).toBeInstanceOf(Date);
    expect(unknownRow.getCell(col(H.amount)).value).toBe(TOPUP);
    expect(unknownRow.getCell(col(H.order_id)).value).toBeNull();
    expect(unknownRow.getCell(col(H.status)).value).toBe(paymentStatusLabels.unknown);

    // «استعلام دوباره» on the unknown one: the demo gateway answers «not paid», so it ends failed.
    await page.getByTestId(`reverify-${unknownId}`).click();
    await page.getByRole('tooltip').getByRole('button', { name: t.reverify }).click();
    await page.getByText(t.reverifyQueued).waitFor();
    await expect
      .poll(async () => (await call('GET', `/api/admin/payments?customer_id=${scene.customerId}&purpose=wallet_topup`)).json.data[0]?.status, { timeout: 30_000 })
      .toBe('failed');
    await page.reload();
    await page.getByRole('row').filter({ hasText: paymentPurposeLabels.wallet_topup }).getByText(paymentStatusLabels.failed).waitFor({ timeout: 15_000 });
    // Why, in Persian, where the bank's reference would be.
    await page.getByRole('row').filter({ hasText: paymentPurposeLabels.wallet_topup }).getByText(paymentMessages.not_paid).waitFor();
    await expect.poll(() => page.getByTestId(`reverify-${unknownId}`).count()).toBe(0);
    await settle(page);
    await shot(page, '92-payments-reverified');

    // The paid payment's order opens from its row.
    await orderLink.click();
    await page.waitForURL(new RegExp(`/admin/order/${orderId}$`));
    await page.getByText(orderStatusLabels.new).first().waitFor();
    await page.getByTestId('gateway-payments-card').getByText(paymentStatusLabels.paid).waitFor();
  });

  it('an admin with only read_payment reads the list at desk and phone widths, filters by customer and exports, but cannot ask again', async () => {
    const role = await call('POST', '/api/admin/roles', { name: `e2e_pay_reader_${RUN}`, label: `خواننده‌ی پرداخت ${RUN}`, permissions: ['read_payment'] });
    expect(role.status, JSON.stringify(role.json)).toBe(201);
    const username = `e2epay${RUN}`;
    const password = 'Pay-Reader-Pass-2026';
    expect((await call('POST', '/api/admin/admins', { username, name: 'خواننده‌ی پرداخت', password, role_id: role.json.data.id })).status).toBe(201);
    // Another unknown payment of this customer: the reader sees it but has no «استعلام دوباره».
    const topup = await store('POST', '/wallet/top-up', { amount: TOPUP }, token);
    expect(topup.status, JSON.stringify(topup.json)).toBe(200);
    const stillUnknown = topup.json.data.payment_id as number;
    await withDb((c) => c.query(`update payments set status = 'unknown' where id = $1`, [stillUnknown]));

    for (const width of [1366, 390]) {
      const page = await newPage(width, width > 800 ? 768 : 844);
      try {
        await signIn(page, username, password);
        await page.goto(`${base()}/admin/payments`);
        await page.getByRole('heading', { name: t.title }).first().waitFor();
        await pickCustomer(page, LAST);
        await page.waitForURL(new RegExp(`customer_id=${scene.customerId}`));
        await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count(), { timeout: 15_000 }).toBe(3);
        // Without read_order and read_customer the order and the customer are text, not links; no «verify again».
        await page.getByText(`${t.order} ${toPersianDigits(orderId)}`, { exact: true }).waitFor();
        expect(await page.getByRole('link', { name: `${t.order} ${toPersianDigits(orderId)}` }).count()).toBe(0);
        expect(await page.getByRole('button', { name: t.reverify }).count()).toBe(0);
        // Nothing sticks out sideways but the table's own scroll.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await settle(page);
        await shot(page, `93-payments-reader-${width}`);
        const ws = await exportSheet(page, `payments-reader-${width}`);
        expect(idsOf(ws)).toEqual([stillUnknown, unknownId, paidId]);
      } finally {
        await page.context().close();
      }
    }
  });
});
