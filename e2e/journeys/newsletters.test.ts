import { describe, expect, it } from 'vitest';
import { newsletterNames, newsletterStatusLabels, newsletterText as t } from '@pishkhan/common/i18n/fa/newsletter-labels';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { isoOfDay, jalaliOfDay, tehranToday } from '@pishkhan/common/jalali-days';
import { smsCount, smsWithOptOut } from '@pishkhan/common/messaging/sms-segments';
import { toPersianDigits } from '@pishkhan/common/text';
import type { Page } from 'playwright-core';
import { adminPassword, apiAs, base, journeyBrowser, settle, shot } from '../support/browser';
import { signIn } from '../support/browser';
import { withDb } from '../support/db';
import { mailbox } from '../support/mail';

const { newPage } = journeyBrowser({ width: 1366, height: 768 });
const L = newsletterNames.fields;

/** A mail server in this process: the journey's server is pointed at it through the messages settings. */
const { mailTo } = mailbox();

const pad = (n: number) => String(n).padStart(2, '0');
/** Types a Jalali date-time (Persian digits, as an admin types it) and confirms it with the panel's button (Enter would submit the form). */
async function typeWhen(page: Page, label: string, day: number, time: string) {
  const j = jalaliOfDay(day);
  const box = page.getByLabel(label, { exact: true });
  await box.click();
  await box.fill('');
  await box.pressSequentially(toPersianDigits(`${j.jy}/${pad(j.jm)}/${pad(j.jd)} ${time}`));
  await page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-ok button').click();
}

describe('newsletters', () => {
  it('a visitor subscribes; the admin composes a newsletter, schedules another for a Jalali date typed in Persian digits, test-sends and sends the first, which arrives with the reader’s own unsubscribe link', async () => {
    const sub = await fetch(`${base()}/api/store/newsletter`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'reader@example.com' }) });
    expect(sub.status).toBe(202);

    const page = await newPage();
    await signIn(page);
    await page.goto(`${base()}/admin/newsletters/create`);
    await page.getByRole('textbox', { name: L.title }).fill('حراج زمستانه');
    await page.getByRole('textbox', { name: L.subject }).fill('تا ۴۰٪ تخفیف زمستانه');
    const editor = page.getByRole('textbox', { name: L.body });
    await editor.click();
    await page.keyboard.type('سلام، حراج زمستانه آغاز شد.');
    await settle(page);
    await shot(page, 'newsletter-compose-1366');
    // The SMS counter, on the way.
    await page.getByRole('radio', { name: 'پیامک' }).check();
    await page.getByLabel(L.sms_text).fill('حراج زمستانه تا جمعه');
    // Counted as sent: with the opt-out line and its short link on this shop's address.
    const c = smsCount(smsWithOptOut('حراج زمستانه تا جمعه', base()));
    await expect.poll(() => page.getByTestId('sms-counter').textContent(), { timeout: 10_000 }).toBe(t.counter(c.length, c.parts, c.left));
    await shot(page, 'newsletter-compose-sms-1366');
    await page.getByRole('radio', { name: 'ایمیل' }).check();
    await page.getByRole('button', { name: crudText.save }).click();
    await page.waitForURL(/\/admin\/newsletters(\?|$)/, { timeout: 20_000 });
    await page.getByRole('link', { name: 'حراج زمستانه' }).click();
    await page.waitForURL(/\/admin\/newsletters\/\d+$/);

    // A second one, scheduled ten days ahead at 10:30 Tehran, the date typed in Jalali with Persian digits.
    const later = tehranToday() + 10;
    await page.goto(`${base()}/admin/newsletters/create`);
    await page.getByRole('textbox', { name: L.title }).fill('حراج نوروز');
    await page.getByRole('textbox', { name: L.subject }).fill('پیش‌فروش نوروز');
    await page.getByRole('textbox', { name: L.body }).click();
    await page.keyboard.type('پیش‌فروش نوروز از امروز.');
    await typeWhen(page, L.send_at, later, '10:30');
    await page.getByRole('button', { name: crudText.save }).click();
    await page.waitForURL(/\/admin\/newsletters(\?|$)/, { timeout: 20_000 });
    await page.getByRole('link', { name: 'حراج نوروز' }).click();
    await page.waitForURL(/\/admin\/newsletters\/\d+$/);
    const scheduledUrl = page.url();
    await page.getByRole('button', { name: t.schedule }).click();
    await page.getByText(newsletterStatusLabels.scheduled, { exact: true }).first().waitFor({ timeout: 20_000 });
    const { call } = await apiAs('admin', adminPassword());
    const stored = (await call('GET', `/api/admin/newsletters/${scheduledUrl.split('/').pop()}`)).json.data;
    expect(stored).toMatchObject({ status: 'scheduled', send_at: new Date(`${isoOfDay(later)}T10:30:00+03:30`).toISOString() });
    await page.goto(`${base()}/admin/newsletters`);
    const row = page.getByRole('row', { name: /حراج نوروز/ });
    await expect.poll(() => row.getByText(newsletterStatusLabels.scheduled, { exact: true }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await settle(page);
    await shot(page, 'newsletter-list-scheduled-1366');

    // The first one: a test send, then sent now.
    await page.getByRole('link', { name: 'حراج زمستانه' }).click();
    await page.waitForURL(/\/admin\/newsletters\/\d+$/);
    await page.getByLabel(t.testTo).fill('me@example.com');
    await page.getByRole('button', { name: t.testSend }).last().click();
    await page.getByText(t.testSent).waitFor();
    await expect.poll(() => mailTo('me@example.com').length, { timeout: 15_000 }).toBe(1);
    expect(mailTo('me@example.com')[0]!.parsed.subject).toBe('[آزمایشی] تا ۴۰٪ تخفیف زمستانه');

    await page.getByRole('button', { name: t.sendNow }).click();
    await expect.poll(() => mailTo('reader@example.com').length, { timeout: 30_000 }).toBe(1);
    const token = await withDb(async (c) => (await c.query(`select unsubscribe_token from newsletter_members where email = 'reader@example.com'`)).rows[0].unsubscribe_token as string);
    const mail = mailTo('reader@example.com')[0]!;
    expect(mail.parsed.subject).toBe('تا ۴۰٪ تخفیف زمستانه');
    expect(mail.raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    expect(String(mail.parsed.html)).toContain(`/api/store/newsletter/unsubscribe?token=${token}`);
    await page.getByText('ارسال‌شده: ۱').waitFor({ timeout: 20_000 });
    await settle(page);
    await shot(page, 'newsletter-detail-1366');

    const phone = await newPage(390, 844);
    await signIn(phone);
    await phone.goto(page.url());
    await phone.getByText('ارسال‌شده: ۱').waitFor();
    await settle(phone);
    await shot(phone, 'newsletter-detail-390');
    await phone.goto(`${base()}/admin/newsletters`);
    await phone.getByText('حراج زمستانه').first().waitFor();
    await settle(phone);
    await shot(phone, 'newsletter-list-390');
    // Sent once; nobody got it twice.
    await new Promise((r) => setTimeout(r, 1000));
    expect(mailTo('reader@example.com').length).toBe(1);
  });

  it('with click counting on, the reader’s link goes through the shop to the newsletter’s own address, and the sending page counts the click (opens are said not to be)', async () => {
    const { call } = await apiAs('admin', adminPassword());
    expect((await call('PUT', '/api/admin/settings/messages', { newsletter_click_tracking: true })).status).toBe(200);
    try {
      const made = await call('POST', '/api/admin/newsletters', { title: 'پیوند حراج', channel: 'email', subject: 'پیوند حراج', body: '<p><a href="https://example.org/sale?from=mail">دیدن حراج</a></p>', audience: 'members' });
      expect(made.status, JSON.stringify(made.json)).toBe(201);
      const id = made.json.data.id as number;
      expect((await call('POST', `/api/admin/newsletters/${id}/send`)).status).toBe(200);
      await expect.poll(() => mailTo('reader@example.com').filter((m) => m.parsed.subject === 'پیوند حراج').length, { timeout: 30_000 }).toBe(1);
      const mail = mailTo('reader@example.com').find((m) => m.parsed.subject === 'پیوند حراج')!;
      const counted = /href="([^"]*\/api\/store\/newsletter\/click\/[^"]+)"/.exec(String(mail.parsed.html))?.[1];
      expect(counted).toBeTruthy();
      const res = await fetch(counted!.replace(/&amp;/g, '&'), { redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('https://example.org/sale?from=mail');

      const page = await newPage();
      await signIn(page);
      await page.goto(`${base()}/admin/newsletters/${id}`);
      await page.getByText(t.clicksNote).waitFor({ timeout: 20_000 });
      const links = page.getByRole('table', { name: t.clicks });
      await expect.poll(() => links.getByRole('row', { name: /example\.org\/sale/ }).textContent(), { timeout: 15_000 }).toContain('۱');
      await settle(page);
      await shot(page, 'newsletter-clicks-1366');
    } finally {
      await call('PUT', '/api/admin/settings/messages', { newsletter_click_tracking: false });
    }
  });
});
