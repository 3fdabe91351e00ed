import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../test/db';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp';
import { loadConfig, type Config } from '../../config/env';
import { clearSettingsCache } from '../../modules/system/settings/setting.service';
import { channelKinds, openChannels } from './channels';

let ctx: TestContext;
let smtp: TestSmtpServer;
let config: Config;

/** A local server answering like Kavenegar's REST API, by API key. */
let kavenegar: http.Server;
let kavenegarUrl = '';
const smsRequests: { key: string; form: URLSearchParams }[] = [];

beforeAll(async () => {
  ctx = await setupApp();
  smtp = await startSmtpServer();
  config = { ...loadConfig({ DATA_DIR: ctx.dataDir, LOG_LEVEL: 'silent' }), smtpUrl: smtp.url };
  kavenegar = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const m = /^\/v1\/([^/]+)\/sms\/send\.json$/.exec(req.url ?? '');
      const key = decodeURIComponent(m?.[1] ?? '');
      const form = new URLSearchParams(body);
      smsRequests.push({ key, form });
      const answer = (status: number, envelope: object) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(envelope));
      };
      if (key === 'good-key')
        return answer(200, {
          return: { status: 200, message: 'تایید شد' },
          entries: [{ messageid: 8792343, message: form.get('message'), status: 1, statustext: 'در صف ارسال', sender: form.get('sender'), receptor: form.get('receptor'), date: 1356619709, cost: 120 }],
        });
      if (key === 'no-credit') return answer(418, { return: { status: 418, message: 'اعتبار حساب شما کافی نیست' }, entries: null });
      if (key === 'down') {
        res.writeHead(502, { 'content-type': 'text/html' });
        return res.end('<html>Bad Gateway</html>');
      }
      return answer(403, { return: { status: 403, message: 'کد شناسائی API-Key معتبر نمی‌باشد' }, entries: null });
    });
  });
  await new Promise<void>((r) => kavenegar.listen(0, '127.0.0.1', r));
  kavenegarUrl = `http://127.0.0.1:${(kavenegar.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
  await new Promise((r) => kavenegar?.close(r));
});

const setMessages = async (values: Record<string, unknown>) => {
  const res = await api(ctx).put('/api/admin/settings/messages', values);
  expect(res.statusCode, res.body).toBe(200);
  clearSettingsCache();
  return res.json().data;
};

describe('e-mail over SMTP', () => {
  it('arrives with a UTF-8 Persian subject, an rtl HTML part, a text part and one-click unsubscribe headers', async () => {
    await setMessages({ mail_from_name: 'فروشگاه نمونه', mail_from_address: 'shop@example.com' });
    const ch = await openChannels(ctx.database.db, config);
    expect(ch.email.via).toBe('smtp');
    const r = await ch.email.send({
      to: 'sara@example.com',
      toName: 'سارا',
      subject: 'خبرنامه‌ی پاییز ۱۴۰۴',
      html: '<p>سلام <strong>سارا</strong>،</p><p>تخفیف‌های <a href="https://shop.example/off">پاییزه</a> آغاز شد.</p>',
      unsubscribe: { url: 'https://shop.example/u/abc123', mailto: 'unsubscribe@example.com?subject=abc123' },
    });
    expect(r).toMatchObject({ ok: true, via: 'smtp' });
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual(['sara@example.com']);
    expect(mail!.from).toBe('shop@example.com');
    // On the wire the subject is MIME-encoded UTF-8; decoded it is the Persian text.
    expect(mail!.raw).toMatch(/^Subject: =\?UTF-8\?/im);
    expect(mail!.parsed.subject).toBe('خبرنامه‌ی پاییز ۱۴۰۴');
    expect(mail!.parsed.from?.value[0]).toMatchObject({ name: 'فروشگاه نمونه', address: 'shop@example.com' });
    expect(mail!.parsed.html).toContain('<html dir="rtl" lang="fa">');
    expect(mail!.parsed.html).toContain('<strong>سارا</strong>');
    expect(mail!.parsed.text).toContain('سلام سارا،');
    expect(mail!.parsed.text).toContain('پاییزه (https://shop.example/off)');
    expect(mail!.raw).toMatch(/^List-Unsubscribe: <https:\/\/shop\.example\/u\/abc123>, <mailto:unsubscribe@example\.com\?subject=abc123>\r?$/m);
    expect(mail!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(mail!.raw).toMatch(/Content-Type: multipart\/alternative/i);
  });

  it('a server that refuses (5xx) or hangs up gives a failed result with its reason, not a crash', async () => {
    const ch = await openChannels(ctx.database.db, config);
    smtp.rejectNext(550, 'Mailbox unavailable: no such user');
    const refused = await ch.email.send({ to: 'nobody@example.com', subject: 'سلام', html: '<p>سلام</p>' });
    expect(refused).toMatchObject({ ok: false, via: 'smtp', retry: false });
    expect(refused.ok === false && refused.reason).toContain('Mailbox unavailable: no such user');
    expect(refused.ok === false && refused.reason).toMatch(/^سرور ایمیل پیام را نپذیرفت/);
    smtp.rejectNext(451, 'Try again later');
    const later = await ch.email.send({ to: 'x@example.com', subject: 'سلام', html: '<p>سلام</p>' });
    expect(later).toMatchObject({ ok: false, retry: true });
    smtp.disconnectNext();
    const dropped = await ch.email.send({ to: 'y@example.com', subject: 'سلام', html: '<p>سلام</p>' });
    expect(dropped).toMatchObject({ ok: false, via: 'smtp', retry: true });
    // The pool recovers: the next message goes through.
    const before = smtp.messages.length;
    expect(await ch.email.send({ to: 'z@example.com', subject: 'دوباره', html: '<p>سلام</p>' })).toMatchObject({ ok: true });
    await smtp.waitFor(before + 1);
  });

  it('a closed port gives a connection failure', async () => {
    const closed = await startSmtpServer();
    await closed.close();
    const ch = await openChannels(ctx.database.db, { ...config, smtpUrl: closed.url });
    const r = await ch.email.send({ to: 'a@example.com', subject: 'سلام', html: '<p>سلام</p>' });
    expect(r).toMatchObject({ ok: false, retry: true });
    expect(r.ok === false && r.reason).toMatch(/^اتصال به سرور ایمیل برقرار نشد/);
  });

  it('the messages settings configure SMTP (password masked); nothing configured writes .eml files to the outbox', async () => {
    const noEnv = { ...config, smtpUrl: undefined };
    expect(await channelKinds(ctx.database.db, noEnv)).toEqual({ email: 'outbox', sms: 'log' });
    const outbox = await openChannels(ctx.database.db, noEnv);
    const r = await outbox.email.send({ to: 'ali@example.com', subject: 'سفارش شما', html: '<p>ارسال شد</p>', unsubscribe: { url: 'https://shop.example/u/1' } });
    expect(r).toMatchObject({ ok: true, via: 'outbox' });
    const file = r.ok ? r.file! : '';
    expect(file.startsWith(`${ctx.dataDir}/outbox/`)).toBe(true);
    expect(file.endsWith('.eml')).toBe(true);
    const eml = fs.readFileSync(file, 'utf8');
    expect(eml).toMatch(/^To: ali@example\.com\r$/m);
    expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);

    const group = await setMessages({ smtp_host: '127.0.0.1', smtp_port: String(smtp.port), smtp_security: 'none', smtp_user: 'shop', smtp_password: 'S3cret-pass' });
    const pass = group.settings.find((s: { name: string }) => s.name === 'smtp_password');
    expect(pass).toMatchObject({ value: '', is_set: true, masked: '••••pass' });
    expect(JSON.stringify(group)).not.toContain('S3cret-pass');
    expect(await channelKinds(ctx.database.db, noEnv)).toEqual({ email: 'smtp', sms: 'log' });
    const before = smtp.messages.length;
    const viaSettings = await openChannels(ctx.database.db, noEnv);
    expect(await viaSettings.email.send({ to: 'ali@example.com', subject: 'از تنظیمات', html: '<p>سلام</p>' })).toMatchObject({ ok: true, via: 'smtp' });
    const got = await smtp.waitFor(before + 1);
    expect(got.at(-1)!.parsed.subject).toBe('از تنظیمات');
    await setMessages({ smtp_host: '' });
  });
});

describe('SMS', () => {
  it('the log driver writes the message to the outbox', async () => {
    const ch = await openChannels(ctx.database.db, config);
    expect(ch.sms.via).toBe('log');
    const r = await ch.sms.send({ to: '09121234567', text: 'سفارش شما ارسال شد' });
    expect(r).toMatchObject({ ok: true, via: 'log' });
    expect(fs.readFileSync(r.ok ? r.file! : '', 'utf8')).toContain('سفارش شما ارسال شد');
  });

  it('Kavenegar: sends receptor, sender and message; maps its refusals to Persian reasons', async () => {
    const cfg = { ...config, smsApiUrl: kavenegarUrl };
    await setMessages({ sms_driver: 'kavenegar', sms_api_key: 'good-key', sms_sender: '10004346' });
    expect(await channelKinds(ctx.database.db, cfg)).toMatchObject({ sms: 'kavenegar' });
    const ok = await (await openChannels(ctx.database.db, cfg)).sms.send({ to: '09121234567', text: 'کد شما ۱۲۳۴' });
    expect(ok).toEqual({ ok: true, via: 'kavenegar', id: '8792343' });
    const sent = smsRequests.at(-1)!;
    expect(sent.key).toBe('good-key');
    expect(Object.fromEntries(sent.form)).toEqual({ receptor: '09121234567', sender: '10004346', message: 'کد شما ۱۲۳۴' });

    await setMessages({ sms_api_key: 'wrong-key' });
    const bad = await (await openChannels(ctx.database.db, cfg)).sms.send({ to: '09121234567', text: 'x' });
    expect(bad).toEqual({ ok: false, via: 'kavenegar', reason: 'کلید API سرویس پیامک معتبر نیست', retry: false });

    await setMessages({ sms_api_key: 'no-credit' });
    expect(await (await openChannels(ctx.database.db, cfg)).sms.send({ to: '09121234567', text: 'x' })).toMatchObject({ ok: false, reason: 'اعتبار حساب سرویس پیامک کافی نیست', retry: false });

    await setMessages({ sms_api_key: 'down' });
    const down = await (await openChannels(ctx.database.db, cfg)).sms.send({ to: '09121234567', text: 'x' });
    expect(down).toMatchObject({ ok: false, retry: true });
    expect(down.ok === false && down.reason).toBe('سرویس پیامک در دسترس نیست (کد ۵۰۲)');

    const gone = await (await openChannels(ctx.database.db, { ...cfg, smsApiUrl: 'http://127.0.0.1:1' })).sms.send({ to: '09121234567', text: 'x' });
    expect(gone).toMatchObject({ ok: false, retry: true });
    expect(gone.ok === false && gone.reason).toMatch(/^اتصال به سرویس پیامک برقرار نشد/);
    await setMessages({ sms_driver: 'log', sms_api_key: null });
  });
});

describe('GET /api/admin/messages/channels', () => {
  it('tells screens where messages go; 401 without a session, 403 without a sending permission', async () => {
    expect((await api(ctx, null).get('/api/admin/messages/channels')).statusCode).toBe(401);
    const nobody = await ctx.adminWith(['read_product']);
    expect((await api(ctx, nobody.token).get('/api/admin/messages/channels')).statusCode).toBe(403);
    const answerer = await ctx.adminWith(['update_contact']);
    const res = await api(ctx, answerer.token).get('/api/admin/messages/channels');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ email: 'outbox', sms: 'log', sms_base: 'http://localhost:3000' });
  });
});
