import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { startSmtpServer, type TestSmtpServer } from '../../../../test/smtp';
import { queueOf } from '../../../lib/queue';
import { newsletterMembers } from '../members/member.table';
import { suppress } from '../members/suppression';
import { newsletterSendTask } from './newsletter.send';
import { newsletterRecipients, newsletters } from './newsletter.table';

let ctx: TestContext;
let smtp: TestSmtpServer;
const API = '/api/admin/newsletters';

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await setupApp({ jobs: true, env: { SMTP_URL: smtp.url } });
  await api(ctx).put('/api/admin/settings/messages', { public_url: 'https://shop.example.com', mail_rate_per_minute: 60000 });
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

const db = () => ctx.database.db;
const email = { title: 'تخفیف پاییزه', channel: 'email', subject: 'تخفیف ۳۰٪ پاییزه', body: '<p>سلام، <strong>تخفیف</strong> آغاز شد.</p><script>alert(1)</script>', audience: 'members' };

async function members(prefix: string, count: number, extra: Partial<typeof newsletterMembers.$inferInsert> = {}) {
  return db()
    .insert(newsletterMembers)
    .values(Array.from({ length: count }, (_, i) => ({ email: `${prefix}${i}@example.com`, name: `عضو ${i}`, status: 'subscribed' as const, subscribedAt: new Date(), ...extra })))
    .returning();
}

async function waitStatus(id: number, until: (s: string) => boolean, ms = 20_000) {
  const end = Date.now() + ms;
  for (;;) {
    const s = (await api(ctx).get(`${API}/${id}/stats`)).json().data;
    if (until(s.status)) return s;
    if (Date.now() > end) throw new Error(`status stayed ${JSON.stringify(s)}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

beforeEach(async () => {
  smtp.messages.length = 0;
  await db().delete(newsletters);
  await db().execute(sql`delete from newsletter_suppressions`);
  await db().delete(newsletterMembers);
});

describe('newsletters /api/admin/newsletters', () => {
  it('creates (body sanitised, a draft), updates and deletes; audited', async () => {
    const a = api(ctx);
    const made = await a.post(API, email);
    expect(made.statusCode).toBe(201);
    const nl = made.json().data;
    expect(nl).toMatchObject({ status: 'draft', channel: 'email', audience: 'members' });
    expect(nl.body).not.toContain('script');
    const upd = await a.patch(`${API}/${nl.id}`, { title: 'تخفیف زمستانه' });
    expect(upd.json().data.title).toBe('تخفیف زمستانه');
    const list = (await a.get(`${API}?status=draft`)).json();
    expect(list.data[0]).toMatchObject({ id: nl.id, sent_count: 0, failed_count: 0 });
    expect((await a.del(`${API}/${nl.id}`)).statusCode).toBe(204);
    const logs = (await a.get('/api/admin/audit-logs?entity=newsletter')).json().data.map((l: { action: string }) => l.action);
    expect(logs).toEqual(expect.arrayContaining(['create', 'update', 'delete']));
  });

  it('refuses bad input in Persian: missing subject/body, past schedule, chosen with no members, an SMS over the limit, Persian digits where numbers go', async () => {
    const a = api(ctx);
    const noSubject = await a.post(API, { ...email, subject: '', body: '<p></p>' });
    expect(noSubject.statusCode).toBe(422);
    expect(Object.keys(noSubject.json().error.fields)).toEqual(expect.arrayContaining(['subject', 'body']));
    const past = await a.post(API, { ...email, send_at: new Date(Date.now() - 3_600_000).toISOString() });
    expect(past.statusCode).toBe(422);
    expect(past.json().error.fields.send_at).toMatch(/گذشته/);
    const chosen = await a.post(API, { ...email, audience: 'chosen', member_ids: [] });
    expect(chosen.json().error.fields.member_ids).toMatch(/عضو/);
    const long = await a.post(API, { title: 'پیامک', channel: 'sms', sms_text: 'س'.repeat(660), audience: 'members' });
    expect(long.statusCode).toBe(422);
    expect(long.json().error.fields.sms_text).toMatch(/۱۱ بخش/);
    const [m] = await members('digits', 1);
    const digits = await a.post(API, { ...email, audience: 'chosen', member_ids: [String(m!.id).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!)], ordered_from: '۱۴۰۳-۰۱-۰۱' });
    expect(digits.statusCode).toBe(201);
    expect(digits.json().data).toMatchObject({ member_ids: [m!.id], ordered_from: '1403-01-01' });
    const bad = await a.post(API, { ...email, audience: 'nobody', member_ids: 'x' });
    expect(bad.statusCode).toBe(422);
    expect((await a.post(`${API}/999999/send`)).statusCode).toBe(404);
    expect((await a.post(`${API}/abc/send`)).statusCode).toBeLessThan(500);
  });

  it('refuses to send to an empty audience', async () => {
    const nl = (await api(ctx).post(API, email)).json().data;
    const res = await api(ctx).post(`${API}/${nl.id}/send`);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.audience).toMatch(/هیچ گیرنده/);
  });

  it('sends each subscribed member exactly one message with their own unsubscribe link; suppressed ones skipped; a refusal fails one and the send goes on', async () => {
    const ms = await members('m', 6);
    await members('gone', 1, { status: 'unsubscribed' });
    await suppress(db(), { email: 'm5@example.com' }, 'unsubscribed');
    const nl = (await api(ctx).post(API, email)).json().data;
    smtp.rejectNext(550, 'No such user here');
    const sent = await api(ctx).post(`${API}/${nl.id}/send`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ status: 'sending', task_id: expect.any(Number) });
    const s = await waitStatus(nl.id, (x) => x !== 'sending');
    expect(s.status).toBe('sent');
    expect(s.counts).toMatchObject({ sent: 4, failed: 1, skipped: 1, queued: 0, sending: 0 });
    await new Promise((r) => setTimeout(r, 300));
    const byTo = new Map<string, number>();
    for (const m of smtp.messages) for (const to of m.to) byTo.set(to, (byTo.get(to) ?? 0) + 1);
    expect([...byTo.values()].every((c) => c === 1)).toBe(true);
    expect(byTo.has('m5@example.com')).toBe(false);
    expect(byTo.has('gone0@example.com')).toBe(false);
    const tokens = new Map(ms.map((m) => [m.email!, m.unsubscribeToken]));
    for (const mail of smtp.messages) {
      const to = mail.to[0]!;
      const url = `https://shop.example.com/api/store/newsletter/unsubscribe?token=${tokens.get(to)}`;
      expect(mail.parsed.subject).toBe('تخفیف ۳۰٪ پاییزه');
      expect(mail.raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
      expect(mail.raw.replace(/\r?\n\s+/g, ' ')).toContain(`List-Unsubscribe: <${url}>`);
      expect(String(mail.parsed.html)).toContain(url.replace(/&/g, '&amp;'));
    }
    const failed = (await api(ctx).get(`${API}/${nl.id}/recipients?status=failed`)).json();
    expect(failed.meta.total).toBe(1);
    expect(failed.data[0].error).toMatch(/550 No such user here/);
    const skipped = (await api(ctx).get(`${API}/${nl.id}/recipients?status=skipped`)).json().data;
    expect(skipped[0]).toMatchObject({ address: 'm5@example.com', error: 'unsubscribed' });
    // Retry failed: the one failed recipient gets its message, nobody else a second one.
    const retry = await api(ctx).post(`${API}/${nl.id}/retry-failed`);
    expect(retry.json().data.requeued).toBe(1);
    const s2 = await waitStatus(nl.id, (x) => x === 'sent');
    expect(s2.counts).toMatchObject({ sent: 5, failed: 0 });
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.messages.length).toBe(5); // the refused one never arrived; its retry did
    const list = (await api(ctx).get(`${API}?channel=email`)).json().data;
    expect(list[0]).toMatchObject({ sent_count: 5, failed_count: 0, recipients_count: 6 });
  });

  it('after a hard kill, recipients left `sending` become unknown and are not re-sent; queued ones finish; resend-unknown sends them on request', async () => {
    await members('k', 5);
    const nl = (await api(ctx).post(API, email)).json().data;
    // A run that died: rows written, two in flight, the newsletter sending.
    await db().execute(sql`insert into newsletter_recipients (newsletter_id, member_id, address, token, status)
      select ${nl.id}, id, email, unsubscribe_token, case when email in ('k0@example.com','k1@example.com') then 'sending' else 'queued' end from newsletter_members`);
    const q = queueOf(ctx.app);
    await db().transaction(async (tx) => {
      const { id } = await q.startTask(newsletterSendTask, { newsletterId: nl.id }, { actor: null, db: tx });
      await tx.update(newsletters).set({ taskId: id, status: 'sending' }).where(eq(newsletters.id, nl.id));
    });
    const s = await waitStatus(nl.id, (x) => x === 'sent');
    expect(s.counts).toMatchObject({ sent: 3, unknown: 2, sending: 0, queued: 0 });
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.messages.map((m) => m.to[0]).sort()).toEqual(['k2@example.com', 'k3@example.com', 'k4@example.com']);
    const unknown = (await api(ctx).get(`${API}/${nl.id}/recipients?status=unknown`)).json().data;
    expect(unknown[0].error).toMatch(/نیمه‌کاره/);
    expect((await api(ctx).post(`${API}/${nl.id}/resend-unknown`)).statusCode).toBe(200);
    await waitStatus(nl.id, (x) => x === 'sent');
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.messages.length).toBe(5);
  });

  it('pause stops the send, resume restarts it; cancel ends it', async () => {
    await members('p', 4);
    const nl = (await api(ctx).post(API, email)).json().data;
    await db().execute(sql`insert into newsletter_recipients (newsletter_id, member_id, address, token) select ${nl.id}, id, email, unsubscribe_token from newsletter_members`);
    await db().update(newsletters).set({ status: 'sending' }).where(eq(newsletters.id, nl.id));
    expect((await api(ctx).post(`${API}/${nl.id}/pause`)).json().data.status).toBe('paused');
    expect((await api(ctx).post(`${API}/${nl.id}/pause`)).statusCode).toBe(409);
    // A run that starts while paused stops at once.
    const q = queueOf(ctx.app);
    let task = 0;
    await db().transaction(async (tx) => {
      task = (await q.startTask(newsletterSendTask, { newsletterId: nl.id }, { actor: null, db: tx })).id;
      await tx.update(newsletters).set({ taskId: task }).where(eq(newsletters.id, nl.id));
    });
    for (let i = 0; i < 100; i++) {
      const t = (await api(ctx).get(`/api/admin/tasks/${task}`)).json().data;
      if (t.status === 'done') break;
      await new Promise((r) => setTimeout(r, 150));
    }
    expect(smtp.messages.length).toBe(0);
    expect((await api(ctx).patch(`${API}/${nl.id}`, { title: 'x' })).statusCode).toBe(409);
    expect((await api(ctx).del(`${API}/${nl.id}`)).statusCode).toBe(409);
    expect((await api(ctx).post(`${API}/${nl.id}/resume`)).statusCode).toBe(200);
    const s = await waitStatus(nl.id, (x) => x === 'sent');
    expect(s.counts.sent).toBe(4);
    expect((await api(ctx).post(`${API}/${nl.id}/cancel`)).statusCode).toBe(409);
  });

  it('schedules a send for later; cancel keeps it from running', async () => {
    await members('s', 2);
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const nl = (await api(ctx).post(API, { ...email, send_at: at })).json().data;
    const res = (await api(ctx).post(`${API}/${nl.id}/send`)).json().data;
    expect(res.status).toBe('scheduled');
    expect((await api(ctx).get(`/api/admin/tasks/${res.task_id}`)).json().data.status).toBe('queued');
    // Edited while scheduled: back to draft, the scheduled task canceled; sent again it is scheduled anew.
    expect((await api(ctx).patch(`${API}/${nl.id}`, { send_at: new Date(Date.now() + 7_200_000).toISOString() })).json().data.status).toBe('draft');
    expect((await api(ctx).get(`/api/admin/tasks/${res.task_id}`)).json().data.status).toBe('canceled');
    const again = (await api(ctx).post(`${API}/${nl.id}/send`)).json().data;
    expect(again.status).toBe('scheduled');
    expect((await api(ctx).post(`${API}/${nl.id}/cancel`)).json().data.status).toBe('canceled');
    expect((await api(ctx).get(`/api/admin/tasks/${again.task_id}`)).json().data.status).toBe('canceled');
  });

  it('test-sends to one address at once and reports the result; bad addresses refused', async () => {
    const nl = (await api(ctx).post(API, email)).json().data;
    const ok = await api(ctx).post(`${API}/${nl.id}/test`, { to: 'Admin@Example.com' });
    expect(ok.json().data).toMatchObject({ ok: true, via: 'smtp' });
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual(['admin@example.com']);
    expect(mail!.parsed.subject).toMatch(/^\[آزمایشی\]/);
    expect((await api(ctx).post(`${API}/${nl.id}/test`, { to: 'nope' })).statusCode).toBe(422);
    smtp.rejectNext(550, 'Mailbox unavailable');
    const refused = (await api(ctx).post(`${API}/${nl.id}/test`, { to: 'x@example.com' })).json().data;
    expect(refused).toMatchObject({ ok: false });
    expect(refused.reason).toMatch(/Mailbox unavailable/);
    const sms = (await api(ctx).post(API, { title: 'پیامک', channel: 'sms', sms_text: 'حراج امروز', audience: 'members' })).json().data;
    expect((await api(ctx).post(`${API}/${sms.id}/test`, { to: '۰۹۱۲۱۲۳۴۵۶۷' })).json().data).toMatchObject({ ok: true, via: 'log' });
    expect((await api(ctx).post(`${API}/${sms.id}/test`, { to: '123' })).statusCode).toBe(422);
  });

  it('answers 401 without a session, 403 without the permission, 404 with the feature off', async () => {
    expect((await api(ctx, null).get(API)).statusCode).toBe(401);
    expect((await api(ctx, null).post(`${API}/1/send`)).statusCode).toBe(401);
    const { token } = await ctx.adminWith(['read_newsletters', 'create_newsletters', 'update_newsletters'], 'nl-writer');
    const writer = api(ctx, token);
    const nl = (await writer.post(API, email)).json().data;
    expect((await writer.post(`${API}/${nl.id}/send`)).statusCode).toBe(403);
    expect((await writer.post(`${API}/${nl.id}/test`, { to: 'a@example.com' })).statusCode).toBe(403);
    expect((await writer.del(`${API}/${nl.id}`)).statusCode).toBe(403);
    expect((await api(ctx).put('/api/admin/settings/features', { feature_newsletters: false })).statusCode).toBe(200);
    try {
      expect((await api(ctx).get(API)).statusCode).toBe(404);
      expect((await api(ctx).post(`${API}/${nl.id}/send`)).statusCode).toBe(404);
    } finally {
      expect((await api(ctx).put('/api/admin/settings/features', { feature_newsletters: true })).statusCode).toBe(200);
    }
  });
});

describe('customers matching a filter', () => {
  it('picks active customers by role and by an order in a Jalali range; a suppressed mobile is skipped', async () => {
    const c = db();
    const role = (await c.execute(sql`insert into customer_roles (name) values ('همکار') returning id`)) as unknown as { rows: { id: number }[] };
    const roleId = role.rows[0]!.id;
    const ins = async (mobile: string, withRole: boolean, active = true) =>
      ((await c.execute(sql`insert into customers (mobile, first_name, status, role_id) values (${mobile}, 'مشتری', ${active}, ${withRole ? roleId : null}) returning id`)) as unknown as { rows: { id: number }[] }).rows[0]!.id;
    await ins('09120000001', true);
    await ins('09120000002', true);
    await ins('09120000003', false);
    await ins('09120000004', true, false);
    await suppress(c, { mobile: '09120000002' }, 'unsubscribed');
    const nl = (await api(ctx).post(API, { title: 'همکاران', channel: 'sms', sms_text: 'سلام همکار', audience: 'customers', customer_role_id: roleId })).json().data;
    expect((await api(ctx).get(`${API}/${nl.id}/stats`)).json().data.audience).toEqual({ total: 2, sendable: 1 });
    // An order range no order falls in: nobody.
    const ranged = (await api(ctx).post(API, { title: 'خریداران', channel: 'sms', sms_text: 'سلام', audience: 'customers', ordered_from: '2020-01-01', ordered_to: '2020-01-31' })).json().data;
    expect((await api(ctx).get(`${API}/${ranged.id}/stats`)).json().data.audience).toEqual({ total: 0, sendable: 0 });
    expect((await api(ctx).post(`${API}/${ranged.id}/send`)).statusCode).toBe(422);
    const bad = await api(ctx).post(API, { title: 'x', channel: 'sms', sms_text: 'x', audience: 'customers', ordered_from: '2020-02-01', ordered_to: '2020-01-01' });
    expect(bad.json().error.fields.ordered_to).toBeTruthy();
  });
});

describe('newsletter recipients table', () => {
  it('keeps one row per address of a newsletter', async () => {
    const nl = (await api(ctx).post(API, email)).json().data;
    await db().insert(newsletterRecipients).values({ newsletterId: nl.id, address: 'a@example.com' });
    await expect(db().insert(newsletterRecipients).values({ newsletterId: nl.id, address: 'a@example.com' })).rejects.toThrow();
  });
});
