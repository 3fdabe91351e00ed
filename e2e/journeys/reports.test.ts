import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { describe, expect, it, onTestFailed } from 'vitest';
import { customerReportText as ct, productReportText as pt, reportModeLabels, reportPresetLabels, reportText, walletReportText as wt } from '@pishkhan/common/i18n/fa/reports';
import { base, journeyBrowser, settle, shot, signIn } from '../support/browser';
import { withDb } from '../support/db';

const { newPage } = journeyBrowser({ width: 1366, height: 768 });
const PRODUCT = 'کیف دستی چرمی';
const CUSTOMER = ['سارا', 'محمدی'] as const;

describe('reports journey', () => {
  it('opens the products, customers and varieties reports, switches to in-store, links to the product, and downloads the filtered Excel', async () => {
    const ids = await withDb(async (c) => {
      const p = (await c.query(`insert into products (title, slug, status, search) values ($1, 'leather-bag-rp', 'available', fa_norm($2)) returning id`, [PRODUCT, PRODUCT])).rows[0].id;
      const v = (await c.query(`insert into variants (product_id, barcode, price) values ($1, '77000001', 120000) returning id`, [p])).rows[0].id;
      const cu = (await c.query(`insert into customers (first_name, last_name, mobile) values ($1, $2, '09127770001') returning id`, CUSTOMER)).rows[0].id;
      // An order today (online) and a receipt today (in store).
      const o = (
        await c.query(
          `insert into orders (customer_id, status, items_count, items_quantity, total_items_amount, total_amount, created_at) values ($1, 'new', 1, 2, 240000, 240000, now()) returning id`,
          [cu],
        )
      ).rows[0].id;
      await c.query(`insert into order_items (order_id, product_id, variant_id, title, quantity, unit_price) values ($1, $2, $3, $4, 2, 120000)`, [o, p, v, PRODUCT]);
      const m = (
        await c.query(
          `insert into mini_orders (customer_id, status, lines_count, sale_quantity, sales_amount, lines_total, total, paid_cash) values ($1, 'completed', 1, 1, 110000, 110000, 110000, 110000) returning id`,
          [cu],
        )
      ).rows[0].id;
      await c.query(
        `insert into mini_order_items (mini_order_id, type, product_id, variant_id, title, quantity, unit_price, list_price, effective_price) values ($1, 'sale', $2, $3, $4, 1, 110000, 120000, 110000)`,
        [m, p, v, PRODUCT],
      );
      return { product: Number(p), customer: Number(cu) };
    });

    const page = await newPage();
    onTestFailed(() => shot(page, 'reports-failure'));
    await signIn(page);
    // Searched by name: other journeys sell today too, so the totals are this product's alone.
    await page.goto(`${base()}/admin/reports/products?preset=today&q=${encodeURIComponent(PRODUCT)}`);
    const row = page.getByTestId('report-row').filter({ hasText: PRODUCT });
    await row.waitFor();
    await expect(row.getByRole('link', { name: PRODUCT }).getAttribute('href')).resolves.toBe(`/admin/products/edit/${ids.product}`);
    await page.getByRole('img', { name: pt.columns.amount, exact: true }).waitFor();
    await settle(page);
    await shot(page, 'reports-products');

    await page.locator('label.ant-radio-button-wrapper', { hasText: reportModeLabels.in_store }).click();
    await page.waitForURL(/mode=in_store/);
    await page.getByTestId('total-amount').filter({ hasText: '۱۱۰,۰۰۰' }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: reportText.export }).click()]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(2).getCell(1).value).toBe(PRODUCT);
    expect(ws.getRow(2).getCell(3).value).toBe(110_000);

    await page.goto(`${base()}/admin/reports/customers?q=09127770001`);
    await page.getByRole('button', { name: new RegExp(`^${reportText.range}`) }).click();
    await page.getByRole('menuitem', { name: reportPresetLabels.this_month }).click();
    await page.waitForURL(/preset=this_month/);
    const crow = page.getByTestId('report-row').filter({ hasText: CUSTOMER.join(' ') });
    await crow.waitFor();
    await expect(crow.getByRole('link').getAttribute('href')).resolves.toBe(`/admin/customers/show/${ids.customer}`);
    await page.getByTestId('total-spent').filter({ hasText: '۳۵۰,۰۰۰' }).waitFor();
    await settle(page);
    await shot(page, 'reports-customers');

    await page.goto(`${base()}/admin/reports/varieties?preset=today&product_id=${ids.product}`);
    await page.getByTestId('report-row').filter({ hasText: PRODUCT }).waitFor();
    await page.getByTestId('total-amount').filter({ hasText: '۳۵۰,۰۰۰' }).waitFor();
    await settle(page);
    await shot(page, 'reports-varieties');

    const phone = await newPage(390, 844);
    await signIn(phone);
    for (const [path, name] of [
      ['products', 'reports-products-phone'],
      ['customers', 'reports-customers-phone'],
      ['varieties', 'reports-varieties-phone'],
    ] as const) {
      await phone.goto(`${base()}/admin/reports/${path}?preset=today`);
      await phone.getByTestId('report-row').first().waitFor();
      await settle(phone);
      await shot(phone, name);
    }
    expect(ct.title).toBeTruthy();
  });
});

describe('wallets report journey', () => {
  it("shows a customer's balances, money in and out by kind and the daily chart, on a desktop and a phone", async () => {
    const mobile = '09127770002';
    const customer = await withDb(async (c) => {
      const cu = (await c.query(`insert into customers (first_name, last_name, mobile) values ('نرگس', 'کاظمی', $1) returning id`, [mobile])).rows[0].id;
      const w = (await c.query(`insert into wallets (customer_id) values ($1) returning id`, [cu])).rows[0].id;
      // Today: an admin credit of 500,000 with 100,000 as gift, then an order paid with 150,000 (the gift part first).
      await c.query('begin');
      await c.query(
        `insert into wallet_transactions (wallet_id, customer_id, type, amount, gift_amount, balance_after, gift_balance_after) values
          ($1, $2, 'admin_credit', 500000, 100000, 500000, 100000)`,
        [w, cu],
      );
      await c.query(
        `insert into wallet_transactions (wallet_id, customer_id, type, amount, gift_amount, balance_after, gift_balance_after) values
          ($1, $2, 'order_payment', -150000, -100000, 350000, 0)`,
        [w, cu],
      );
      await c.query(`update wallets set balance = 350000, gift_balance = 0 where id = $1`, [w]);
      await c.query('commit');
      return Number(cu);
    });
    const page = await newPage();
    onTestFailed(() => shot(page, 'reports-wallets-failure'));
    await signIn(page);
    await page.goto(`${base()}/admin/reports/wallets?preset=today&q=${mobile}`);
    const row = page.getByTestId('report-row').filter({ hasText: 'نرگس کاظمی' });
    await row.waitFor();
    await expect(row.getByRole('link').getAttribute('href')).resolves.toBe(`/admin/customers/show/${customer}`);
    await page.getByTestId('total-balance').filter({ hasText: '۳۵۰,۰۰۰' }).waitFor();
    await page.getByTestId('total-withdrawals').filter({ hasText: '۱۵۰,۰۰۰' }).waitFor();
    await page.getByRole('img', { name: wt.chartTitle }).waitFor();
    await settle(page);
    await shot(page, 'reports-wallets');

    const phone = await newPage(390, 844);
    await signIn(phone);
    await phone.goto(`${base()}/admin/reports/wallets?preset=today&q=${mobile}`);
    await phone.getByTestId('report-row').first().waitFor();
    await settle(phone);
    await shot(phone, 'reports-wallets-phone');
  });
});
