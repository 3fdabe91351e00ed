import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { startSmtpServer, type TestSmtpServer } from '../../../../test/smtp';
import { queueOf } from '../../../lib/queue';
import { categories } from '../../catalog/categories/category.table';
import { startDueStockAlerts } from './stock-alert.send';
import { stockAlerts } from './stock-alert.table';

let ctx: TestContext;
let smtp: TestSmtpServer;
let cat: number;

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await setupApp({ jobs: true, env: { SMTP_URL: smtp.url } });
  cat = (await ctx.database.db.insert(categories).values({ title: 'کفش', slug: 'shoes' }).returning())[0]!.id;
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

let seq = 0;
// Each call from its own address (the limit has its own test).
const guest = (body: unknown, ip = `10.1.${Math.floor(seq / 250)}.${(seq++ % 250) + 1}`) => ctx.app.inject({ method: 'POST', url: '/api/store/stock-alerts', payload: body as object, remoteAddress: ip });

async function product(title: string, slug: string, stock: number, status = 'available') {
  const r = await api(ctx).post('/api/admin/products', { category_ids: [cat], title, slug, price: 1_200_000, stock, status });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data as { id: number; default_variant_id: number };
}

async function statusesOf(variantId: number) {
  return (await ctx.database.db.select().from(stockAlerts).where(eq(stockAlerts.variantId, variantId)).orderBy(stockAlerts.id)).map((a) => a.status);
}

async function until(check: () => Promise<boolean>, ms = 15_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('«tell me when it is back in stock»', () => {
  it('takes an e-mail or a mobile for an out-of-stock variant; asking twice changes nothing; the same answer either way', async () => {
    const p = await product('کتانی دویدن', 'running-shoe', 0, 'out_of_stock');
    const first = await guest({ variant_id: String(p.default_variant_id).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!), email: ' Sara@Example.com ' });
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json().data.message).toBe('وقتی این کالا موجود شد به شما خبر می‌دهیم');
    const again = await guest({ variant_id: p.default_variant_id, email: 'sara@example.com' });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual(first.json());
    expect((await guest({ variant_id: p.default_variant_id, mobile: '۰۹۱۲۳۴۵۶۷۸۹' })).statusCode).toBe(202);
    const rows = await ctx.database.db.select().from(stockAlerts).where(eq(stockAlerts.variantId, p.default_variant_id)).orderBy(stockAlerts.id);
    expect(rows.map((r) => [r.email, r.mobile, r.status])).toEqual([
      ['sara@example.com', null, 'waiting'],
      [null, '09123456789', 'waiting'],
    ]);
  });

  it('refuses in Persian: no contact, a bad mobile, a variant in stock, an unknown or draft product', async () => {
    const inStock = await product('صندل', 'sandal', 3);
    const draft = await product('پیش‌نویس', 'draft-shoe', 0, 'draft');
    const none = await guest({ variant_id: inStock.default_variant_id });
    expect(none.statusCode).toBe(422);
    expect(none.json().error.fields).toMatchObject({ email: 'ایمیل یا شماره موبایل را وارد کنید' });
    expect((await guest({ variant_id: inStock.default_variant_id, mobile: '0912' })).statusCode).toBe(422);
    const available = await guest({ variant_id: inStock.default_variant_id, mobile: '09120000000' });
    expect(available.statusCode).toBe(422);
    expect(available.json().error.fields.variant_id).toBe('این کالا هم‌اکنون موجود است و می‌توانید آن را بخرید');
    expect((await guest({ variant_id: 99_999_999, mobile: '09120000000' })).statusCode).toBe(404);
    expect((await guest({ variant_id: draft.default_variant_id, mobile: '09120000000' })).statusCode).toBe(404);
    expect((await guest({ variant_id: 'abc', mobile: '09120000000' })).statusCode).toBe(422);
  });

  it('sends one message per request when the stock comes back (e-mail with the product link, SMS to the outbox), never twice', async () => {
    const p = await product('بوت کوهنوردی', 'hiking-boot', 0, 'out_of_stock');
    await guest({ variant_id: p.default_variant_id, email: 'hiker@example.com' });
    await guest({ variant_id: p.default_variant_id, mobile: '09351112233' });
    // A change that stays at zero (or a refused one) wakes nobody.
    expect((await api(ctx).post('/api/admin/store/adjust', { variant_id: p.default_variant_id, change: -1, reason: 'خطا' })).statusCode).toBe(422);
    expect(await statusesOf(p.default_variant_id)).toEqual(['waiting', 'waiting']);

    expect((await api(ctx).post('/api/admin/store/adjust', { variant_id: p.default_variant_id, change: '۵', reason: 'رسید انبار' })).statusCode).toBe(200);
    expect(await statusesOf(p.default_variant_id)).toEqual(['due', 'due']);
    const queue = queueOf(ctx.app);
    expect(await startDueStockAlerts(ctx.database.db, queue)).toEqual(expect.any(Number));
    await until(async () => (await statusesOf(p.default_variant_id)).every((s) => s === 'sent'));

    const mails = (await smtp.waitFor(1)).filter((m) => m.to.includes('hiker@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.parsed.subject).toBe('«بوت کوهنوردی» دوباره موجود شد');
    expect(mails[0]!.parsed.html).toContain('/product/hiking-boot');
    const sms = fs
      .readdirSync(path.join(ctx.dataDir, 'outbox'))
      .filter((f) => f.endsWith('.sms.txt'))
      .map((f) => fs.readFileSync(path.join(ctx.dataDir, 'outbox', f), 'utf8'))
      .filter((t) => t.includes('09351112233'));
    expect(sms).toHaveLength(1);
    expect(sms[0]).toContain('«بوت کوهنوردی» دوباره موجود شد');

    // Nothing is due any more: no second task, no second message; a new request waits for the next time.
    expect(await startDueStockAlerts(ctx.database.db, queue)).toBeNull();
    const out = await guest({ variant_id: p.default_variant_id, email: 'late@example.com' });
    expect(out.statusCode).toBe(422);
  });

  it('a request cut short by a crash is marked unknown, not sent again; a refusing mail server marks it failed with the reason', async () => {
    const p = await product('دمپایی', 'slipper', 0, 'out_of_stock');
    await guest({ variant_id: p.default_variant_id, email: 'crash@example.com' });
    await guest({ variant_id: p.default_variant_id, email: 'refused@example.com' });
    const [a, b] = await ctx.database.db.select().from(stockAlerts).where(eq(stockAlerts.variantId, p.default_variant_id)).orderBy(stockAlerts.id);
    // The first was being sent when its node died.
    await ctx.database.db.update(stockAlerts).set({ status: 'sending' }).where(eq(stockAlerts.id, a!.id));
    await ctx.database.db.update(stockAlerts).set({ status: 'due', dueAt: new Date() }).where(eq(stockAlerts.id, b!.id));
    smtp.rejectNext(550, 'No such user here');
    const before = smtp.messages.length;
    await startDueStockAlerts(ctx.database.db, queueOf(ctx.app));
    await until(async () => (await statusesOf(p.default_variant_id)).every((s) => s !== 'due' && s !== 'sending'));
    const rows = await ctx.database.db.select().from(stockAlerts).where(eq(stockAlerts.variantId, p.default_variant_id)).orderBy(stockAlerts.id);
    expect(rows.map((r) => r.status)).toEqual(['unknown', 'failed']);
    expect(rows[0]!.error).toBe('ارسال نیمه‌کاره ماند؛ دوباره فرستاده نشد');
    expect(rows[1]!.error).toContain('550 No such user here');
    expect(smtp.messages.slice(before).filter((m) => m.to.includes('crash@example.com'))).toHaveLength(0);
  });

  it('is rate-limited per address', async () => {
    const p = await product('جوراب', 'socks', 0, 'out_of_stock');
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await guest({ variant_id: p.default_variant_id, mobile: `0912000000${i}` }, '198.51.100.7')).statusCode);
    expect(codes.slice(0, 5)).toEqual([202, 202, 202, 202, 202]);
    expect(codes.at(-1)).toBe(429);
  });
});
