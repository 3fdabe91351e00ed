import { describe, expect, it, onTestFailed } from 'vitest';
import { reportPresetLabels, reportText } from '@pishkhan/common/i18n/fa/reports';
import { visitReportText as t } from '@pishkhan/common/i18n/fa/visits';
import { jalaliTextOfDay, tehranToday } from '@pishkhan/common/jalali-days';
import { toPersianDigits } from '@pishkhan/common/text';
import { base, journeyBrowser, settle, shot, signIn } from '../support/browser';
import { withDb } from '../support/db';
// @ts-expect-error: a plain ES module of the demo generator
import { seedVisits } from '../../bench/demo-visits.mjs';

const { newPage } = journeyBrowser({ width: 1366, height: 768 });
const PRODUCT = 'کاپشن پفی زمستانی';

describe('visits journey', () => {
  it('counts a storefront beacon, opens the visit report, picks this month and opens today by hour with its top product', async () => {
    const productId = await withDb(async (c) => {
      const id = (await c.query(`insert into products (title, slug, status) values ($1, 'puffer-jacket', 'available') returning id`, [PRODUCT])).rows[0].id as number;
      await seedVisits(c, { days: 70 });
      // The seed shares today's product views among every product the other journeys made, at random:
      // this one leads the day, so it is in the top list however many there are.
      await c.query(
        `insert into visit_item_days (day, kind, item_id, views) values ((now() at time zone 'Asia/Tehran')::date, 'product', $1, 100000)
         on conflict (day, kind, item_id) do update set views = visit_item_days.views + 100000`,
        [id],
      );
      return Number(id);
    });
    // The storefront's beacon: a browser's view of the product counts; a crawler's does not.
    const send = (ua: string) =>
      fetch(`${base()}/api/store/visits`, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': ua }, body: JSON.stringify({ path: '/product/puffer-jacket', kind: 'product', id: productId }) });
    expect((await send('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36')).status).toBe(204);
    expect((await send('Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)')).status).toBe(204);

    const page = await newPage();
    onTestFailed(() => shot(page, 'visits-failure'));
    await signIn(page);
    await page.goto(`${base()}/admin/reports/visit`);
    await page.getByTestId('total-visits').waitFor();
    await page.getByRole('img', { name: t.measures.visits, exact: true }).waitFor();
    await settle(page);
    await shot(page, 'visits-report');

    await page.getByRole('button', { name: new RegExp(`^${reportText.range}`) }).click();
    await page.getByRole('menuitem', { name: reportPresetLabels.this_month }).click();
    await page.waitForURL(/preset=this_month/);
    const today = jalaliTextOfDay(tehranToday());
    const link = page.getByRole('link', { name: toPersianDigits(today), exact: true });
    await link.waitFor();
    await settle(page);
    await shot(page, 'visits-report-this-month');
    await link.click();
    await page.waitForURL(`${base()}/admin/reports/visit/${today.replaceAll('/', '-')}`);
    await page.getByRole('heading', { name: t.dayTitle(toPersianDigits(today)) }).waitFor();
    // The heading shows before the day's figures arrive: wait for the rows.
    await expect.poll(() => page.getByTestId('visit-hour-row').count(), { timeout: 15_000 }).toBe(24);
    const top = page.getByRole('region', { name: t.topProducts });
    await expect(top.getByRole('link', { name: PRODUCT }).getAttribute('href')).resolves.toBe(`/admin/products/edit/${productId}`);
    await page.getByRole('img', { name: t.hoursChart }).waitFor();
    await settle(page);
    await shot(page, 'visits-day');

    const phone = await newPage(390, 844);
    await signIn(phone);
    await phone.goto(`${base()}/admin/reports/visit`);
    await phone.getByTestId('total-visits').waitFor();
    await settle(phone);
    await shot(phone, 'visits-report-phone');
    await phone.goto(`${base()}/admin/reports/visit/${today.replaceAll('/', '-')}`);
    await phone.getByTestId('visit-hour-row').first().waitFor();
    await settle(phone);
    await shot(phone, 'visits-day-phone');
  });
});
