import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { startSmtpServer, type TestSmtpServer } from '../../../../test/smtp';
import { contacts } from './contact.table';

let ctx: TestContext;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await setupApp({ jobs: true, env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

type Delivery = { channel: string | null; status: string; error: string | null; delivered_at: string | null; task_id: number | null };

async function deliveryOf(id: number, until: (d: Delivery) => boolean, ms = 15_000): Promise<Delivery> {
  const end = Date.now() + ms;
  for (;;) {
    const d = (await api(ctx).get(`/api/admin/contacts/${id}`)).json().data.answer_delivery as Delivery;
    if (until(d)) return d;
    if (Date.now() > end) throw new Error(`delivery stayed ${JSON.stringify(d)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const insert = async (values: Partial<typeof contacts.$inferInsert>) =>
  (await ctx.database.db.insert(contacts).values({ name: 'مینا احمدی', body: 'سلام\nسفارش ۱۲۳ من کی می‌رسد؟', ...values }).returning())[0]!;

describe('answering a contact message sends it', () => {
  it('by e-mail through the queue; the message shows it went out', async () => {
    const c = await insert({ email: 'mina@example.com', mobile: '09121234567', subject: 'ارسال سفارش' });
    const res = await api(ctx).put(`/api/admin/contacts/${c.id}/answer`, { answer: 'سلام مینا جان،\nفردا می‌رسد.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.answer_delivery).toMatchObject({ channel: 'email', status: 'queued', error: null, task_id: expect.any(Number) });
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual(['mina@example.com']);
    expect(mail!.parsed.subject).toBe('پاسخ: ارسال سفارش');
    expect(mail!.parsed.html).toContain('dir="rtl"');
    expect(mail!.parsed.html).toContain('سلام مینا جان،<br>فردا می‌رسد.');
    expect(mail!.parsed.text).toContain('فردا می‌رسد.');
    expect(mail!.parsed.text).toContain('سفارش ۱۲۳ من کی می‌رسد؟');
    const d = await deliveryOf(c.id, (x) => x.status !== 'queued');
    expect(d).toMatchObject({ channel: 'email', status: 'sent', error: null });
    expect(d.delivered_at).toBeTruthy();
    // The answering admin follows the task.
    const task = (await api(ctx).get(`/api/admin/tasks/${d.task_id}`)).json().data;
    expect(task).toMatchObject({ kind: 'contact_answer', status: 'done', result: { via: 'smtp' } });
  });

  it('a refusing mail server marks the answer failed with the server’s reason', async () => {
    const c = await insert({ email: 'gone@example.com', subject: 'مرجوعی' });
    smtp.rejectNext(550, 'No such user here');
    await api(ctx).put(`/api/admin/contacts/${c.id}/answer`, { answer: 'پاسخ ما' });
    const d = await deliveryOf(c.id, (x) => x.status !== 'queued');
    expect(d.status).toBe('failed');
    expect(d.error).toBe('سرور ایمیل پیام را نپذیرفت: 550 No such user here');
    const task = (await api(ctx).get(`/api/admin/tasks/${d.task_id}`)).json().data;
    expect(task).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('by SMS (log driver: written to the outbox) when only a mobile was given; nowhere when neither', async () => {
    const c = await insert({ mobile: '09127654321' });
    await api(ctx).put(`/api/admin/contacts/${c.id}/answer`, { answer: 'بسته امروز ارسال شد' });
    const d = await deliveryOf(c.id, (x) => x.status !== 'queued');
    expect(d).toMatchObject({ channel: 'sms', status: 'outbox', error: null });
    const files = fs.readdirSync(path.join(ctx.dataDir, 'outbox')).filter((f) => f.endsWith('.sms.txt'));
    expect(files.map((f) => fs.readFileSync(path.join(ctx.dataDir, 'outbox', f), 'utf8')).join('\n')).toContain('بسته امروز ارسال شد');

    const none = await insert({});
    const res = (await api(ctx).put(`/api/admin/contacts/${none.id}/answer`, { answer: 'ثبت شد' })).json().data;
    expect(res.answer_delivery).toMatchObject({ channel: null, status: 'none', task_id: null });
    expect(res.answer_delivery.error).toMatch(/نه ایمیلی داده است/);
  });

  it('only an admin with update_contact answers; a reader of contacts sees the delivery', async () => {
    const c = await insert({ email: 'x@example.com' });
    const reader = await ctx.adminWith(['read_contact']);
    expect((await api(ctx, reader.token).put(`/api/admin/contacts/${c.id}/answer`, { answer: 'سلام' })).statusCode).toBe(403);
    expect((await api(ctx, null).put(`/api/admin/contacts/${c.id}/answer`, { answer: 'سلام' })).statusCode).toBe(401);
    await api(ctx).put(`/api/admin/contacts/${c.id}/answer`, { answer: 'سلام' });
    const d = await deliveryOf(c.id, (x) => x.status === 'sent');
    // read_contact is the kind's permission: the reader may follow the task too.
    expect((await api(ctx, reader.token).get(`/api/admin/tasks/${d.task_id}`)).statusCode).toBe(200);
  });
});
