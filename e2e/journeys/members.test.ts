import { describe, expect, it } from 'vitest';
import { memberImportText as t, newsletterMemberNames, newsletterMemberText as m, newsletterStoreText as s } from '@pishkhan/common/i18n/fa/newsletter-members';
import { taskTexts } from '@pishkhan/common/i18n/fa/messaging';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import type pg from 'pg';
import { base, journeyBrowser, settle, shot, shotOf, signIn } from '../support/browser';
import { withDb } from '../support/db';

const { newPage } = journeyBrowser({ width: 1366, height: 768 });
const L = newsletterMemberNames.fields;
type SeedMembers = (c: pg.Client, step: (name: string, sql: string, params?: unknown[]) => Promise<unknown>, o?: { total?: number }) => Promise<void>;

describe('newsletter members', () => {
  it('lists the demo members, imports a CSV and reads the per-row report; unsubscribes by the link', async () => {
    // The demo's members (the same generator `npm run seed:demo` runs).
    const { seedMembers } = (await import('../../bench/demo-members.mjs' as string)) as { seedMembers: SeedMembers };
    const total = await withDb(async (c) => {
      await c.query('begin'); // the demo seeds in one transaction (its plan tables drop on commit)
      await seedMembers(c, (_n, sql, params = []) => c.query(sql, params as unknown[]));
      await c.query('commit');
      return Number((await c.query('select count(*) n from newsletter_members')).rows[0].n);
    });
    expect(total).toBeGreaterThan(1500);

    const page = await newPage();
    await signIn(page);
    await page.goto(`${base()}/admin/member-newsletters`);
    await page.getByRole('heading', { name: newsletterMemberNames.many }).waitFor();
    await page.locator('.ant-table-row').first().waitFor();
    await settle(page);
    await shot(page, 'members-list-1366');

    await page.getByRole('link', { name: new RegExp(m.import) }).click();
    await page.getByRole('heading', { name: t.title }).waitFor();
    const csv = ['نام,ایمیل,موبایل', 'مینا,Mina@Example.com,۰۹۱۲۱۱۱۲۲۳۳', 'بی‌نشانی,,', 'بد,bad@,', 'تکرار,mina@example.com,', 'رضا,,09351110000'].join('\n');
    await page.locator('input[type=file]').setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByText('Mina@Example.com', { exact: true }).waitFor();
    await page.getByRole('button', { name: t.start, exact: true }).click();
    const report = page.locator('.ant-card').filter({ hasText: t.report });
    await report.waitFor();
    await expect.poll(() => report.getByRole('row').count()).toBe(4); // header + three skipped rows
    expect(await report.getByText('ایمیل نامعتبر است').count()).toBe(1);
    expect(await report.getByText('نه ایمیل دارد نه موبایل').count()).toBe(1);
    // The import ran as a background task, followed to its end.
    await page.getByText(taskTexts.status.done!).first().waitFor();
    await settle(page);
    await shot(page, 'members-import-report');
    await shotOf(report, 'members-import-report-card');

    // An admin adds a member with a mobile typed in Persian digits; it is stored normalised.
    await page.goto(`${base()}/admin/member-newsletters/create`);
    await page.getByLabel(L.mobile).fill('۰۹۳۶ ۲۲۲ ۳۳۴۴');
    await page.getByLabel(L.name).fill('نگار');
    await settle(page);
    await shot(page, 'members-form-1366');
    await page.getByRole('button', { name: crudText.save, exact: true }).click();
    await page.waitForURL(/\/admin\/member-newsletters(\?.*)?$/);
    await expect.poll(() => withDb(async (c) => (await c.query(`select source from newsletter_members where mobile = '09362223344'`)).rows[0]?.source)).toBe('admin');

    // The imported member is in the list, found by its Persian-digit mobile.
    await page.goto(`${base()}/admin/member-newsletters?q=${encodeURIComponent('۰۹۱۲۱۱۱۲۲۳۳')}`);
    await page.getByText('mina@example.com').waitFor();

    const phone = await newPage(390, 844);
    await signIn(phone);
    await phone.goto(`${base()}/admin/member-newsletters`);
    await phone.locator('.ant-table-row, .pk-card-row, .ant-list-item').first().waitFor();
    await settle(phone);
    await shot(phone, 'members-list-390');

    // The member's unsubscribe link opens a Persian page whose button unsubscribes.
    const token = await withDb(async (c) => (await c.query(`select unsubscribe_token from newsletter_members where email = 'mina@example.com'`)).rows[0].unsubscribe_token as string);
    await phone.goto(`${base()}/api/store/newsletter/unsubscribe?token=${token}`);
    await phone.getByRole('button', { name: s.unsubscribeButton }).click();
    await phone.getByText(s.unsubscribed).waitFor();
    await shot(phone, 'members-unsubscribed-390');
    expect(await withDb(async (c) => (await c.query(`select status from newsletter_members where email = 'mina@example.com'`)).rows[0].status)).toBe('unsubscribed');
  });
});
