import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { clearRateLimiters } from '../../../lib/rate-limit';
import { subscribeLimit } from './member.store';

const BUCKET_SIZE = subscribeLimit.options.burst;
import { newsletterMembers } from './member.table';
import { isSuppressed } from './suppression';

let ctx: TestContext;
beforeAll(async () => (ctx = await setupApp()));
afterAll(() => ctx.close());

const STORE = '/api/store/newsletter';
const subscribe = (body: unknown, ip = '203.0.113.7') => ctx.app.inject({ method: 'POST', url: STORE, payload: body as object, remoteAddress: ip });
const member = async (email: string) => (await ctx.database.db.select().from(newsletterMembers).where(eq(newsletterMembers.email, email)))[0]!;

describe('storefront newsletter /api/store/newsletter', () => {
  it('subscribes without telling whether the address was already a member', async () => {
    const first = await subscribe({ email: 'Reader@Example.com' });
    const again = await subscribe({ email: 'reader@example.com' });
    const phone = await subscribe({ mobile: '۰۹۱۲۷۷۷۶۶۵۵' });
    expect([first.statusCode, again.statusCode, phone.statusCode]).toEqual([202, 202, 202]);
    expect(again.body).toBe(first.body);
    expect(phone.body).toBe(first.body);
    const m = await member('reader@example.com');
    expect(m).toMatchObject({ source: 'form', status: 'subscribed', confirmToken: null });
    expect(m.subscribedAt).toBeInstanceOf(Date);
    const [p] = await ctx.database.db.select().from(newsletterMembers).where(eq(newsletterMembers.mobile, '09127776655'));
    expect(p!.status).toBe('subscribed');
    // Bad input is refused in Persian (that tells nothing about members).
    const bad = await subscribe({ email: 'nope' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields.email).toMatch(/ایمیل/);
    const none = await subscribe({});
    expect(none.statusCode).toBe(422);
    expect(none.json().error.message).toMatch(/[\u0600-\u06FF]/);
    expect((await subscribe({ email: 'x'.repeat(300) + '@example.com' })).statusCode).toBe(422);
  });

  it('limits each IP with a token bucket (429 in Persian), other IPs unaffected', async () => {
    clearRateLimiters();
    const codes = [];
    for (let i = 0; i <= BUCKET_SIZE; i++) codes.push((await subscribe({ email: `flood${i}@example.com` }, '198.51.100.1')).statusCode);
    expect(codes).toEqual([...Array(BUCKET_SIZE).fill(202), 429]);
    const limited = await subscribe({ email: 'flood-more@example.com' }, '198.51.100.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toMatch(/[\u0600-\u06FF]/);
    expect((await subscribe({ email: 'other-ip@example.com' }, '198.51.100.2')).statusCode).toBe(202);
    clearRateLimiters();
  });

  it('with double opt-in leaves e-mail members pending until the confirm link, which is idempotent', async () => {
    expect((await api(ctx).put('/api/admin/settings/newsletter', { newsletter_double_opt_in: true })).statusCode).toBe(200);
    try {
      expect((await subscribe({ email: 'careful@example.com' })).statusCode).toBe(202);
      expect((await subscribe({ mobile: '09128889900' })).statusCode).toBe(202);
      const m = await member('careful@example.com');
      expect(m.status).toBe('pending');
      expect(m.subscribedAt).toBeNull();
      expect(m.confirmToken).toMatch(/^[0-9a-f]{64}$/);
      const [sms] = await ctx.database.db.select().from(newsletterMembers).where(eq(newsletterMembers.mobile, '09128889900'));
      expect(sms!.status).toBe('subscribed');
      for (const method of ['POST', 'GET'] as const) {
        const res = await ctx.app.inject({ method, url: `${STORE}/confirm?token=${m.confirmToken}` });
        expect(res.statusCode).toBe(200);
        expect(res.json().data.status).toBe('subscribed');
      }
      expect((await member('careful@example.com')).status).toBe('subscribed');
      const unknown = await ctx.app.inject({ method: 'GET', url: `${STORE}/confirm?token=${'0'.repeat(64)}` });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.message).toBe('این پیوند معتبر نیست یا منقضی شده است.');
    } finally {
      await api(ctx).put('/api/admin/settings/newsletter', { newsletter_double_opt_in: false });
    }
  });

  it('unsubscribes by the link: GET shows a page, one-click POST unsubscribes at once, both idempotent; unknown token 404', async () => {
    await subscribe({ email: 'leaving@example.com', mobile: '09125554433' }, '192.0.2.50');
    const { unsubscribeToken: token } = await member('leaving@example.com');
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const url = `${STORE}/unsubscribe?token=${token}`;
    const ask = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(ask.statusCode).toBe(200);
    expect(ask.headers['content-type']).toMatch(/text\/html/);
    expect(ask.body).toContain('dir="rtl"');
    expect(ask.body).toContain('<form method="post"');
    expect((await member('leaving@example.com')).status).toBe('subscribed'); // a GET (a link scanner) changes nothing
    for (let i = 0; i < 2; i++) {
      const res = await ctx.app.inject({ method: 'POST', url, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.unsubscribed).toBe(true);
    }
    const m = await member('leaving@example.com');
    expect(m.status).toBe('unsubscribed');
    expect(m.unsubscribeReason).toMatch(/یک کلیک/);
    expect(await isSuppressed(ctx.database.db, { mobile: '09125554433' })).toBe(true);
    const logs = (await api(ctx).get(`/api/admin/audit-logs?entity=newsletter_member&per_page=100`)).json().data.filter((l: { entity_id: string; action: string }) => l.entity_id === String(m.id) && l.action === 'update');
    expect(logs).toHaveLength(1); // the second POST changed nothing
    const json = await ctx.app.inject({ method: 'GET', url });
    expect(json.json().data).toMatchObject({ unsubscribed: true });
    const page = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(page.body).not.toContain('<form');
    for (const bad of [`${STORE}/unsubscribe?token=${'a'.repeat(64)}`, `${STORE}/unsubscribe?token=x`, `${STORE}/unsubscribe`]) {
      const res = await ctx.app.inject({ method: 'POST', url: bad, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('این پیوند معتبر نیست یا منقضی شده است.');
    }
    expect((await ctx.app.inject({ method: 'GET', url: `${STORE}/unsubscribe?token=${'b'.repeat(64)}`, headers: { accept: 'text/html' } })).statusCode).toBe(404);
    // Subscribing again through the form is a new consent: the unsubscribe is lifted.
    expect((await subscribe({ email: 'leaving@example.com' }, '192.0.2.51')).statusCode).toBe(202);
    expect((await member('leaving@example.com')).status).toBe('subscribed');
    expect(await isSuppressed(ctx.database.db, { email: 'leaving@example.com' })).toBe(false);
  });

  it('does not let the form lift a bounce', async () => {
    const made = (await api(ctx).post('/api/admin/newsletter-members', { email: 'bouncy@example.com' })).json().data;
    await api(ctx).patch(`/api/admin/newsletter-members/${made.id}`, { status: 'bounced' });
    await api(ctx).del(`/api/admin/newsletter-members/${made.id}`);
    expect((await subscribe({ email: 'bouncy@example.com' }, '192.0.2.60')).statusCode).toBe(202);
    expect(await ctx.database.db.select().from(newsletterMembers).where(eq(newsletterMembers.email, 'bouncy@example.com'))).toEqual([]);
  });
});
