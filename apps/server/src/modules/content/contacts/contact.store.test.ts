import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { contacts } from './contact.table';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupApp();
});
afterAll(() => ctx.close());

let seq = 0;
const send = (payload: object, ip = `10.2.0.${++seq}`) => ctx.app.inject({ method: 'POST', url: '/api/store/contacts', payload, remoteAddress: ip });

describe('POST /api/store/contacts', () => {
  it('lands unread in the admin inbox with what the visitor wrote, mobile normalised, and the count rises', async () => {
    const before = (await api(ctx).get('/api/admin/home')).json().data.total_unread_contacts;
    const res = await send({ name: ' رضا کریمی ', mobile: '۰۹۱۲ ۳۳۳ ۴۴۵۵', subject: 'مرجوعی', body: 'کفش کوچک است، چطور عوض کنم؟' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.message).toBe('پیام شما رسید؛ به‌زودی پاسخ می‌دهیم');
    const [row] = await ctx.database.db.select().from(contacts).orderBy(desc(contacts.id)).limit(1);
    expect(row).toMatchObject({ name: 'رضا کریمی', mobile: '09123334455', email: null, subject: 'مرجوعی', status: 0, customerId: null });
    const list = (await api(ctx).get('/api/admin/contacts?status=unread')).json();
    expect(list.data[0]).toMatchObject({ id: row!.id, name: 'رضا کریمی' });
    expect((await api(ctx).get('/api/admin/home')).json().data.total_unread_contacts).toBe(before + 1);
    // The answer tells nothing of the admin's side (no id).
    expect(Object.keys(res.json().data)).toEqual(['message']);
  });

  it('refuses in Persian and saves nothing: no way to answer, no body, a bad e-mail, control characters, a huge body', async () => {
    const count = async () => (await ctx.database.db.select().from(contacts)).length;
    const n = await count();
    const none = await send({ name: 'بی‌نشان', body: 'سلام' });
    expect(none.statusCode).toBe(422);
    expect(none.json().error.fields.email).toBe('ایمیل یا شماره موبایل را وارد کنید تا بتوانیم پاسخ دهیم');
    expect((await send({ name: 'الف', email: 'a@example.com' })).statusCode).toBe(422);
    expect((await send({ name: 'الف', email: 'not-an-email', body: 'x' })).statusCode).toBe(422);
    expect((await send({ name: 'الف\u0000', email: 'a@example.com', body: 'x\u0007' })).statusCode).toBe(422);
    expect((await send({ name: 'الف', email: 'a@example.com', body: 'x'.repeat(5001) })).statusCode).toBe(422);
    expect((await send({ name: 123, email: 'a@example.com', body: ['x'] })).statusCode).toBe(422);
    expect(await count()).toBe(n);
  });

  it('is rate-limited per address: three at once, then 429 with Retry-After', async () => {
    const codes: number[] = [];
    let last;
    for (let i = 0; i < 4; i++) {
      last = await send({ name: 'پرکار', email: 'busy@example.com', body: `پیام ${i}` }, '198.51.100.44');
      codes.push(last.statusCode);
    }
    expect(codes).toEqual([201, 201, 201, 429]);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
  });
});
