import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { newsletterNames, newsletterText as t } from '@pishkhan/common/i18n/fa/newsletter-labels';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { adminPassword, apiAs, base, journeyBrowser, settle, shot } from '../support/browser';
import { signIn } from '../support/browser';
import { withDb } from '../support/db';

const { newPage } = journeyBrowser({ width: 1366, height: 768 });
const L = newsletterNames.fields;

/** A mail server in this process: the journey's server is pointed at it through the messages settings. */
const mails: { to: string[]; parsed: ParsedMail; raw: string }[] = [];
const smtp = new SMTPServer({
  secure: false,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, cb) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', async () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      mails.push({ to: session.envelope.rcptTo.map((r) => r.address), parsed: await simpleParser(raw), raw });
      cb();
    });
  },
});
const mailTo = (addr: string) => mails.filter((m) => m.to.includes(addr));

beforeAll(async () => {
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', () => r()));
  const port = (smtp.server.address() as { port: number }).port;
  const { call } = await apiAs('admin', adminPassword());
  const res = await call('PUT', '/api/admin/settings/messages', { smtp_host: '127.0.0.1', smtp_port: port, smtp_security: 'none', mail_from_address: 'shop@example.com', mail_from_name: 'فروشگاه', public_url: base() });
  expect(res.status).toBe(200);
});
afterAll(() => new Promise<void>((r) => smtp.close(() => r())));

describe('newsletters', () => {
  it('a visitor subscribes; the admin composes, test-sends and sends a newsletter that arrives with the reader’s own unsubscribe link', async () => {
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
    await page.getByTestId('sms-counter').waitFor();
    expect(await page.getByTestId('sms-counter').textContent()).toBe(t.counter(20, 1, 50));
    await shot(page, 'newsletter-compose-sms-1366');
    await page.getByRole('radio', { name: 'ایمیل' }).check();
    await page.getByRole('button', { name: crudText.save }).click();
    await page.waitForURL(/\/admin\/newsletters(\?|$)/, { timeout: 20_000 });
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
});
