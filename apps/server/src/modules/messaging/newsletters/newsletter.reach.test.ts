import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { startSmtpServer, type TestSmtpServer } from '../../../../test/smtp';
import { newsletterMembers, newsletterSuppressions } from '../members/member.table';
import { extractLinks, trackLinks } from './newsletter.send';
import { newsletterClicks, newsletterRecipients, newsletters } from './newsletter.table';

/** Counted clicks (opt-in) and the way out of every audience: customers by e-mail, SMS. */
let ctx: TestContext;
let smtp: TestSmtpServer;
const API = '/api/admin/newsletters';
const BASE = 'https://shop.example.com';

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await setupApp({ jobs: true, env: { SMTP_URL: smtp.url } });
  await api(ctx).put('/api/admin/settings/messages', { public_url: BASE, mail_rate_per_minute: 60000 });
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

const db = () => ctx.database.db;
const html = { accept: 'text/html' };
const body =
  '<p>سلام، <a href="https://shop.example.com/p/1?a=1&amp;b=2">کفش</a> و <a href="http://other.example.org/x">بیشتر</a>، ' +
  '<a href="mailto:help@shop.example.com">پشتیبانی</a>، دوباره <a href="https://shop.example.com/p/1?a=1&amp;b=2">کفش</a></p>';
const email = { title: 'حراج', channel: 'email', subject: 'حراج زمستانه', body, audience: 'members' };

async function waitSent(id: number, ms = 20_000) {
  const end = Date.now() + ms;
  for (;;) {
    const s = (await api(ctx).get(`${API}/${id}/stats`)).json().data;
    if (!['sending', 'scheduled', 'draft'].includes(s.status)) return s;
    if (Date.now() > end) throw new Error(`status stayed ${JSON.stringify(s)}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}
const hrefs = (h: string) => [...h.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: string) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function customer(email: string | null, mobile: string) {
  const res = (await db().execute(sql`insert into customers (mobile, email, first_name, status) values (${mobile}, ${email}, 'مشتری', true) returning id`)) as unknown as { rows: { id: number }[] };
  return res.rows[0]!.id;
}

beforeEach(async () => {
  smtp.messages.length = 0;
  await db().delete(newsletters);
  await db().delete(newsletterSuppressions);
  await db().delete(newsletterMembers);
  await db().execute(sql`delete from customers where email like '%@reach.example' or mobile like '0935%'`);
  await api(ctx).put('/api/admin/settings/messages', { newsletter_click_tracking: false });
});

describe('link helpers', () => {
  it('finds each http(s) link once in order and rewrites only those', () => {
    const links = extractLinks(body);
    expect(links).toEqual(['https://shop.example.com/p/1?a=1&b=2', 'http://other.example.org/x']);
    const out = trackLinks(body, links, BASE, 'AbCdEfGhIj_-');
    expect(hrefs(out)).toEqual([`${BASE}/api/store/newsletter/click/AbCdEfGhIj_-.0`, `${BASE}/api/store/newsletter/click/AbCdEfGhIj_-.1`, 'mailto:help@shop.example.com', `${BASE}/api/store/newsletter/click/AbCdEfGhIj_-.0`]);
  });
});

describe('click counting (the `newsletter_click_tracking` setting)', () => {
  it('off (the default): links go out untouched and no clicks are shown', async () => {
    await db().insert(newsletterMembers).values({ email: 'off@reach.example', status: 'subscribed', subscribedAt: new Date() });
    const nl = (await api(ctx).post(API, email)).json().data;
    await api(ctx).post(`${API}/${nl.id}/send`);
    const s = await waitSent(nl.id);
    expect(s.clicks).toBeNull();
    const [mail] = await smtp.waitFor(1);
    const links = hrefs(String(mail!.parsed.html));
    expect(links.slice(0, 4)).toEqual(['https://shop.example.com/p/1?a=1&b=2', 'http://other.example.org/x', 'mailto:help@shop.example.com', 'https://shop.example.com/p/1?a=1&b=2']);
    expect(links.some((l) => l.includes('/click/'))).toBe(false);
  });

  it('on: each recipient gets their own counted links (the unsubscribe link untouched); a click is counted once and redirects to the link; forged tokens get a Persian 404', async () => {
    expect((await api(ctx).put('/api/admin/settings/messages', { newsletter_click_tracking: true })).statusCode).toBe(200);
    const [a, b] = await db()
      .insert(newsletterMembers)
      .values([
        { email: 'a@reach.example', status: 'subscribed', subscribedAt: new Date() },
        { email: 'b@reach.example', status: 'subscribed', subscribedAt: new Date() },
      ])
      .returning();
    const nl = (await api(ctx).post(API, email)).json().data;
    await api(ctx).post(`${API}/${nl.id}/send`);
    await waitSent(nl.id);
    const mails = await smtp.waitFor(2);
    const keys = new Map((await db().select().from(newsletterRecipients).where(eq(newsletterRecipients.newsletterId, nl.id))).map((r) => [r.address, r.key]));
    const linksOf = (to: string) => hrefs(String(mails.find((m) => m.to[0] === to)!.parsed.html));
    const la = linksOf('a@reach.example');
    const ka = keys.get('a@reach.example')!;
    expect(la.slice(0, 4)).toEqual([`${BASE}/api/store/newsletter/click/${ka}.0`, `${BASE}/api/store/newsletter/click/${ka}.1`, 'mailto:help@shop.example.com', `${BASE}/api/store/newsletter/click/${ka}.0`]);
    expect(la[4]).toBe(`${BASE}/api/store/newsletter/unsubscribe?token=${a!.unsubscribeToken}`);
    expect(linksOf('b@reach.example')[0]).toBe(`${BASE}/api/store/newsletter/click/${keys.get('b@reach.example')}.0`);
    // The plain-text part carries the counted links too.
    expect(String(mails[0]!.parsed.text)).toMatch(/\/api\/store\/newsletter\/click\//);

    const click = (token: string, headers: Record<string, string> = {}) => inject('GET', `/api/store/newsletter/click/${token}`, headers);
    const first = await click(`${ka}.0`);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('https://shop.example.com/p/1?a=1&b=2');
    expect((await click(`${ka}.0`)).headers.location).toBe('https://shop.example.com/p/1?a=1&b=2');
    expect((await click(`${ka}.1`)).headers.location).toBe('http://other.example.org/x');
    expect((await click(`${keys.get('b@reach.example')}.0`)).statusCode).toBe(302);
    const rows = await db().select().from(newsletterClicks).where(eq(newsletterClicks.newsletterId, nl.id));
    expect(rows.length).toBe(3); // a: two links once each; b: one
    const stats = (await api(ctx).get(`${API}/${nl.id}/stats`)).json().data.clicks;
    expect(stats).toEqual({
      total: 3,
      unique_clickers: 2,
      links: [
        { url: 'https://shop.example.com/p/1?a=1&b=2', clicks: 2 },
        { url: 'http://other.example.org/x', clicks: 1 },
      ],
    });
    void b;

    // Forged: an unknown key, a link index the newsletter never had, a target smuggled in: 404, no redirect.
    for (const forged of ['ZZZZZZZZZZZZ.0', `${ka}.2`, `${ka}.99`, `${ka}`, 'https%3A%2F%2Fevil.example', `${ka}.-1`, `${ka}.0.1`]) {
      const res = await click(forged);
      expect(res.statusCode, forged).toBe(404);
      expect(res.headers.location).toBeUndefined();
      expect(res.json().error.message).toMatch(/معتبر نیست/);
    }
    // A target in the query is ignored: the newsletter's own link it is.
    expect((await click(`${ka}.0?url=https://evil.example`)).headers.location).toBe('https://shop.example.com/p/1?a=1&b=2');
    const page = await click('ZZZZZZZZZZZZ.0', html);
    expect(page.statusCode).toBe(404);
    expect(page.body).toMatch(/dir="rtl"/);
    expect(page.body).toMatch(/معتبر نیست/);
    expect(await db().select().from(newsletterClicks).where(eq(newsletterClicks.newsletterId, nl.id))).toHaveLength(3);
  });
});

describe('a way out for every audience', () => {
  it('an e-mail to customers who are not members carries the one-click headers and link; unsubscribing writes an unsubscribed member and suppresses them (idempotent); the next send skips them', async () => {
    const cid = await customer('Cust@reach.example', '09350000001');
    const nl = (await api(ctx).post(API, { ...email, audience: 'customers' })).json().data;
    await api(ctx).post(`${API}/${nl.id}/send`);
    await waitSent(nl.id);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual(['cust@reach.example']);
    const [rec] = await db().select().from(newsletterRecipients).where(eq(newsletterRecipients.newsletterId, nl.id));
    const url = `${BASE}/api/store/newsletter/unsubscribe?token=${rec!.key}`;
    expect(mail!.raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    expect(mail!.raw.replace(/\r?\n\s+/g, ' ')).toContain(`List-Unsubscribe: <${url}>`);
    expect(hrefs(String(mail!.parsed.html))).toContain(url);

    const path = `/api/store/newsletter/unsubscribe?token=${rec!.key}`;
    expect((await inject('GET', path)).json().data.unsubscribed).toBe(false);
    // The mail client's one-click POST, twice: one member, one suppression.
    for (let i = 0; i < 2; i++) {
      const res = await inject('POST', path, { 'content-type': 'application/x-www-form-urlencoded' }, 'List-Unsubscribe=One-Click');
      expect(res.statusCode).toBe(200);
      expect(res.json().data.unsubscribed).toBe(true);
    }
    const ms = await db().select().from(newsletterMembers).where(eq(newsletterMembers.email, 'cust@reach.example'));
    expect(ms).toHaveLength(1);
    expect(ms[0]).toMatchObject({ status: 'unsubscribed', source: 'customer', customerId: cid });
    expect(await db().select().from(newsletterSuppressions).where(eq(newsletterSuppressions.email, 'cust@reach.example'))).toHaveLength(1);
    expect((await inject('GET', path, html)).body).toMatch(/لغو شد/);

    const again = (await api(ctx).post(API, { ...email, title: 'دوباره', audience: 'customers' })).json().data;
    const s = (await api(ctx).get(`${API}/${again.id}/stats`)).json().data;
    expect(s.audience.sendable).toBe(s.audience.total - 1);
  });

  it('an SMS ends with a short Persian opt-out link; GET asks, POST unsubscribes (idempotent); the compose limit counts the line', async () => {
    await customer(null, '09350000002');
    await db().insert(newsletterMembers).values({ mobile: '09350000003', status: 'subscribed', subscribedAt: new Date() });
    const customers = (await api(ctx).post(API, { title: 'پیامک مشتری', channel: 'sms', sms_text: 'حراج امروز', audience: 'customers' })).json().data;
    const membersNl = (await api(ctx).post(API, { title: 'پیامک عضو', channel: 'sms', sms_text: 'حراج امروز', audience: 'members' })).json().data;
    for (const nl of [customers, membersNl]) {
      await api(ctx).post(`${API}/${nl.id}/send`);
      expect((await waitSent(nl.id)).counts.sent).toBeGreaterThan(0);
    }
    const outbox = path.join(ctx.dataDir, 'outbox');
    const smsFiles = fs.readdirSync(outbox).filter((f) => f.endsWith('.sms.txt')).map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'));
    const recs = await db().select().from(newsletterRecipients).where(sql`${newsletterRecipients.address} in ('09350000002', '09350000003')`);
    expect(recs).toHaveLength(2);
    for (const rec of recs) {
      const text = smsFiles.find((f) => f.startsWith(`To: ${rec.address}`) && f.includes(rec.key))!;
      expect(text).toContain(`حراج امروز\nلغو: ${BASE}/u/${rec.key}`);
    }
    const cust = recs.find((r) => r.address === '09350000002')!;
    const ask = await inject('GET', `/u/${cust.key}`, html);
    expect(ask.statusCode).toBe(200);
    expect(ask.body).toContain(`action="/u/${cust.key}"`);
    expect(await db().select().from(newsletterSuppressions)).toHaveLength(0); // a GET (a link preview) changes nothing
    for (let i = 0; i < 2; i++) expect((await inject('POST', `/u/${cust.key}`, html)).body).toMatch(/لغو شد/);
    expect(await db().select().from(newsletterMembers).where(eq(newsletterMembers.mobile, '09350000002'))).toMatchObject([{ status: 'unsubscribed', source: 'customer' }]);
    expect(await db().select().from(newsletterSuppressions).where(eq(newsletterSuppressions.mobile, '09350000002'))).toHaveLength(1);
    // A member's SMS link unsubscribes that member.
    const mem = recs.find((r) => r.address === '09350000003')!;
    expect((await inject('POST', `/u/${mem.key}`)).json().data.unsubscribed).toBe(true);
    expect((await db().select().from(newsletterMembers).where(eq(newsletterMembers.mobile, '09350000003')))[0]!.status).toBe('unsubscribed');
    // Unknown keys: a Persian 404.
    expect((await inject('GET', '/u/ZZZZZZZZZZZZ', html)).statusCode).toBe(404);
    const unknown = await inject('POST', '/u/nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toMatch(/معتبر نیست/);

    // 640 Persian letters are ten parts alone, eleven with the opt-out line: refused.
    const long = await api(ctx).post(API, { title: 'بلند', channel: 'sms', sms_text: 'س'.repeat(640), audience: 'members' });
    expect(long.statusCode).toBe(422);
    expect(long.json().error.fields.sms_text).toMatch(/۱۱ بخش/);
    expect((await api(ctx).get('/api/admin/messages/channels')).json().data.sms_base).toBe(BASE);
  });
});
