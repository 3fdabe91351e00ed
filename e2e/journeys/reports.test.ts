import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { describe, expect, it, onTestFailed } from 'vitest';
import { customerReportText as ct, productReportText as pt, reportModeLabels, reportPresetLabels, reportText, walletReportText as wt } from '@pishkhan/common/i18n/fa/reports';
import { jalaliTextOfDay, tehranToday } from '@pishkhan/common/jalali-days';
import { toPersianDigits } from '@pishkhan/common/text';
import { base, journeyBrowser, settle, shot, signIn } from '../support/browser';
import { withDb } from '../support/db';

const { newPage } = journeyBrowser({ width: 1366, height: 768 });
const PRODUCT = 'کیف دستی چرمی';
const CUSTOMER = ['سارا', 'محمدی'] as const;
/** The journey's own sales of its product: today online (2 × 120,000) and in store (110,000); yesterday online (95,000). */
const TODAY_ONLINE = 2 * 120_000;
const TODAY_IN_STORE = 110_000;
const YESTERDAY_ONLINE = 95_000;
/** Amounts as the pages show them (Persian digits, grouped). */
const shown = (n: number) => toPersianDigits(n.toLocaleString('en-US'));
/** Products sold for billions in 1402/06 (a month no other journey sells in), for the chart's axis. */
const BIG = [
  ['ساعت طلای مچی', 1_200_000_000],
  ['گردنبند الماس', 2_450_000_000],
  ['انگشتر زمرد', 350_000_000],
] as const;

describe('reports journey', () => {
  it('opens the products, customers and varieties reports, switches to in-store, links to the product, and downloads the filtered Excel', async () => {
    const ids = await withDb(async (c) => {
      const p = (await c.query(`insert into products (title, slug, status, search) values ($1, 'leather-bag-rp', 'available', fa_norm($2)) returning id`, [PRODUCT, PRODUCT])).rows[0].id;
      const v = (await c.query(`insert into variants (product_id, barcode, price) values ($1, '77000001', 120000) returning id`, [p])).rows[0].id;
      const cu = (await c.query(`insert into customers (first_name, last_name, mobile) values ($1, $2, '09127770001') returning id`, [...CUSTOMER])).rows[0]!.id;
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
      // Yesterday, online, by another customer (the customer report below stays this customer's own).
      const cu2 = (await c.query(`insert into customers (first_name, last_name, mobile) values ('نگار', 'کریمی', '09127770002') returning id`)).rows[0].id;
      const y = (
        await c.query(
          `insert into orders (customer_id, status, items_count, items_quantity, total_items_amount, total_amount, created_at) values ($1, 'new', 1, 1, $2, $2, now() - interval '1 day') returning id`,
          [cu2, YESTERDAY_ONLINE],
        )
      ).rows[0].id;
      await c.query(`insert into order_items (order_id, product_id, variant_id, title, quantity, unit_price) values ($1, $2, $3, $4, 1, $5)`, [y, p, v, PRODUCT, YESTERDAY_ONLINE]);
      for (const [i, [title, amount]] of BIG.entries()) {
        const bp = (await c.query(`insert into products (title, slug, status, search) values ($1, $2, 'available', fa_norm($3)) returning id`, [title, `big-rp-${i}`, title])).rows[0].id;
        const bv = (await c.query(`insert into variants (product_id, barcode, price) values ($1, $2, $3) returning id`, [bp, `7700010${i}`, amount])).rows[0].id;
        const bo = (
          await c.query(
            `insert into orders (customer_id, status, items_count, items_quantity, total_items_amount, total_amount, created_at) values ($1, 'new', 1, 1, $2, $2, '2023-09-05T08:00:00Z') returning id`,
            [cu2, amount],
          )
        ).rows[0].id;
        await c.query(`insert into order_items (order_id, product_id, variant_id, title, quantity, unit_price) values ($1, $2, $3, $4, 1, $5)`, [bo, bp, bv, title, amount]);
      }
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

    // Compared with the previous period (yesterday, for today): the product's own figures of both days.
    await page.getByRole('checkbox', { name: reportText.compare }).click();
    await page.waitForURL(/compare=1/);
    await page.getByTestId('previous-amount').filter({ hasText: reportText.previousValue(shown(YESTERDAY_ONLINE)) }).waitFor();
    await page.getByTestId('total-amount').filter({ hasText: shown(TODAY_ONLINE + TODAY_IN_STORE) }).waitFor();
    await page.locator('label.ant-radio-button-wrapper', { hasText: reportModeLabels.online }).click();
    await page.waitForURL(/mode=online/);
    await page.getByTestId('total-amount').filter({ hasText: shown(TODAY_ONLINE) }).waitFor();
    await page.getByTestId('previous-amount').filter({ hasText: reportText.previousValue(shown(YESTERDAY_ONLINE)) }).waitFor();
    await settle(page);
    await shot(page, 'reports-products-compare');

    await page.locator('label.ant-radio-button-wrapper', { hasText: reportModeLabels.in_store }).click();
    await page.waitForURL(/mode=in_store/);
    await page.getByTestId('total-amount').filter({ hasText: shown(TODAY_IN_STORE) }).waitFor();
    await page.getByTestId('previous-amount').filter({ hasText: reportText.previousValue('۰') }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: reportText.export }).click()]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(2).getCell(1).value).toBe(PRODUCT);
    expect(ws.getRow(2).getCell(3).value).toBe(TODAY_IN_STORE);

    // A custom range typed with Persian digits: yesterday to today, both channels.
    const today = tehranToday();
    const [fromText, toText] = [jalaliTextOfDay(today - 1), jalaliTextOfDay(today)];
    const inputs = page.locator('.pk-report-filters .ant-picker-range input');
    await inputs.first().click();
    await inputs.first().fill(toPersianDigits(fromText));
    await inputs.first().press('Enter');
    await inputs.nth(1).fill(toPersianDigits(toText));
    await inputs.nth(1).press('Enter');
    await page.waitForURL((u) => u.searchParams.get('from') === fromText && u.searchParams.get('to') === toText && !u.searchParams.has('preset'));
    await page.locator('label.ant-radio-button-wrapper', { hasText: reportModeLabels.both }).click();
    await page.waitForURL((u) => !u.searchParams.has('mode'));
    await page.getByTestId('total-amount').filter({ hasText: shown(TODAY_ONLINE + TODAY_IN_STORE + YESTERDAY_ONLINE) }).waitFor();
    await expect(page.getByRole('button', { name: new RegExp(`^${reportText.range}`) }).textContent()).resolves.toContain(reportText.customRange);

    // Sales in the billions: the chart's value axis reads «۲٫۵ میلیارد», its labels clear of the bars.
    await page.goto(`${base()}/admin/reports/products?from=1402/06/01&to=1402/06/31`);
    const chart = page.getByRole('img', { name: pt.columns.amount, exact: true });
    await chart.waitFor();
    await page.getByTestId('chart-axis-tick').filter({ hasText: 'میلیارد' }).first().waitFor();
    const ticks = await page.getByTestId('chart-axis-tick').allTextContents();
    expect(ticks).toContain('۲٫۵ میلیارد');
    expect(ticks).toContain('۵۰۰ میلیون');
    const tickBoxes = await page.getByTestId('chart-axis-tick').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().left));
    const barBoxes = await page.getByTestId('chart-bar').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right));
    expect(Math.max(...barBoxes)).toBeLessThan(Math.min(...tickBoxes));
    await settle(page);
    await shot(page, 'reports-chart-billions');

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
    await phone.goto(`${base()}/admin/reports/products?from=1402/06/01&to=1402/06/31`);
    await phone.getByTestId('chart-axis-tick').filter({ hasText: 'میلیارد' }).first().waitFor();
    const phoneTicks = await phone.getByTestId('chart-axis-tick').evaluateAll((els) => els.map((e) => e.getBoundingClientRect()));
    const phoneBars = await phone.getByTestId('chart-bar').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right));
    expect(Math.max(...phoneBars)).toBeLessThan(Math.min(...phoneTicks.map((b) => b.left)));
    // The labels stay inside the screen.
    expect(Math.max(...phoneTicks.map((b) => b.right))).toBeLessThanOrEqual(390);
    await settle(phone);
    await shot(phone, 'reports-chart-billions-phone');
    expect(ct.title).toBeTruthy();
  });
});

describe('wallets report journey', () => {
  it("shows a customer's balances, money in and out by kind and the daily chart, on a desktop and a phone", async () => {
    const mobile = '09127770093';
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
