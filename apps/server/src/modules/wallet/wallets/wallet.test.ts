import ExcelJS from 'exceljs';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { expectDateCells, NEAR_MIDNIGHT, NEAR_MIDNIGHT_JALALI, NEAR_MIDNIGHT_WALL_CLOCK } from '../../../../test/excel';
import { AppError } from '../../../lib/errors';
import { changeWallet, walletOf } from './wallet.service';
import { walletTransactions, wallets } from './wallet.table';

let ctx: TestContext;
const C = '/api/admin/customers';
let ali: number;
let sara: number;

beforeAll(async () => {
  ctx = await setupApp();
  ali = (await api(ctx).post(C, { mobile: '09121234567', first_name: 'علی', last_name: 'رضایی' })).json().data.id;
  sara = (await api(ctx).post(C, { mobile: '09131234567', first_name: 'سارا', last_name: 'کریمی' })).json().data.id;
});
afterAll(() => ctx.close());

const actor = { adminId: null, ip: null };
const ledger = (customerId: number) => ctx.database.db.select().from(walletTransactions).where(eq(walletTransactions.customerId, customerId)).orderBy(asc(walletTransactions.id));
const credit = (id: number, body: unknown, key?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `${C}/${id}/wallet/credit`,
    payload: body as any,
    headers: { authorization: `Bearer ${ctx.token}`, ...(key ? { 'idempotency-key': key } : {}) },
  });

describe('manual credit and debit', () => {
  it('credits (Persian digits and commas), debits, and answers with the transaction and the wallet', async () => {
    const r = await credit(ali, { amount: '۱۲٬۰۰۰,۰۰۰', reason: 'جبران تأخیر' });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().data).toMatchObject({
      transaction: { type: 'admin_credit', type_label: 'واریز توسط مدیر', amount: 12_000_000, gift_amount: 0, balance_after: 12_000_000, reason: 'جبران تأخیر', admin: { username: 'admin' }, customer: { id: ali, full_name: 'علی رضایی', mobile: '09121234567' } },
      wallet: { balance: 12_000_000, gift_balance: 0, withdrawable: 12_000_000 },
      replayed: false,
    });
    const d = await api(ctx).post(`${C}/${ali}/wallet/debit`, { amount: 2_000_000, reason: 'اصلاح' });
    expect(d.statusCode, d.body).toBe(201);
    expect(d.json().data.transaction).toMatchObject({ type: 'admin_debit', amount: -2_000_000, balance_after: 10_000_000 });
    expect((await api(ctx).get(`${C}/${ali}`)).json().data.wallet).toEqual({ balance: 10_000_000, gift_balance: 0, withdrawable: 10_000_000 });
  });

  it('refuses zero, negative, below the minimum, fractions, no reason, above the balance; nothing is written', async () => {
    const before = (await ledger(ali)).length;
    const a = api(ctx);
    const msg = async (path: string, body: unknown) => (await a.post(`${C}/${ali}/wallet/${path}`, body)).json().error.fields;
    expect((await msg('credit', { amount: 0, reason: 'x' })).amount).toBe('مقدار مبلغ باید ۱۰۰۰ یا بیشتر باشد');
    expect((await msg('debit', { amount: -5000, reason: 'x' })).amount).toBe('مقدار مبلغ باید ۱۰۰۰ یا بیشتر باشد');
    expect((await msg('credit', { amount: '۹۹۹', reason: 'x' })).amount).toMatch(/۱۰۰۰/);
    expect((await msg('credit', { amount: 1500.5, reason: 'x' })).amount).toMatch(/^مبلغ باید عدد/);
    expect((await msg('credit', { amount: 5000, reason: '' })).reason).toMatch(/الزامی/);
    const over = await a.post(`${C}/${ali}/wallet/debit`, { amount: '10,000,001', reason: 'بیش از موجودی' });
    expect(over.statusCode).toBe(422);
    expect(over.json().error.fields.amount).toMatch(/موجودی کیف پول ۱۰,۰۰۰,۰۰۰ است/);
    expect((await ledger(ali)).length).toBe(before);
    expect((await walletOf(ctx.database.db, ali)).balance).toBe(10_000_000);
    expect((await a.post(`${C}/999999/wallet/credit`, { amount: 5000, reason: 'x' })).statusCode).toBe(404);
  });

  it('an Idempotency-Key retried does not apply twice; reused for another amount → 409; malformed → 400', async () => {
    const first = await credit(sara, { amount: 50_000, reason: 'هدیه تولد' }, 'req-123');
    expect(first.statusCode).toBe(201);
    const again = await credit(sara, { amount: 50_000, reason: 'هدیه تولد' }, 'req-123');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.replayed).toBe(true);
    expect(again.json().data.transaction.id).toBe(first.json().data.transaction.id);
    expect((await walletOf(ctx.database.db, sara)).balance).toBe(50_000);
    // Concurrent retries of one key: exactly one applies.
    const burst = await Promise.all(Array.from({ length: 8 }, () => credit(sara, { amount: 7_000, reason: 'همزمان' }, 'burst-1')));
    expect(burst.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect((await walletOf(ctx.database.db, sara)).balance).toBe(57_000);
    expect((await credit(sara, { amount: 60_000, reason: 'x' }, 'req-123')).statusCode).toBe(409);
    expect((await credit(sara, { amount: 60_000, reason: 'x' }, 'کلید')).statusCode).toBe(400);
    expect((await ledger(sara)).length).toBe(2);
  });

  it('gift money: spent first by purchases, never withdrawn, admin debit takes the main part first', async () => {
    const db = ctx.database.db;
    const g = await credit(sara, { amount: 20_000, reason: 'اعتبار هدیه', gift: true });
    expect(g.json().data.wallet).toEqual({ balance: 77_000, gift_balance: 20_000, withdrawable: 57_000 });
    // The gift part is not withdrawable.
    await expect(db.transaction((tx) => changeWallet(tx, actor, { customerId: sara, amount: -60_000, type: 'withdraw_request' }))).rejects.toMatchObject({
      status: 409,
      code: 'insufficient_balance',
    });
    // A purchase spends the gift part first.
    const buy = await db.transaction((tx) => changeWallet(tx, actor, { customerId: sara, amount: -15_000, type: 'order_payment', orderId: 42 }));
    expect(buy.transaction).toMatchObject({ giftAmount: -15_000, orderId: 42 });
    expect([buy.balance, buy.giftBalance]).toEqual([62_000, 5_000]);
    // A refund may return the gift part.
    const refund = await db.transaction((tx) => changeWallet(tx, actor, { customerId: sara, amount: 15_000, type: 'order_refund', gift: 15_000, orderId: 42 }));
    expect([refund.balance, refund.giftBalance]).toEqual([77_000, 20_000]);
    // Admin debit: main part first (57,000), then the gift part.
    const d = await api(ctx).post(`${C}/${sara}/wallet/debit`, { amount: 60_000, reason: 'اصلاح' });
    expect(d.json().data.wallet).toEqual({ balance: 17_000, gift_balance: 17_000, withdrawable: 0 });
    // Wrong sign for the type, zero, gift part larger than the credit.
    await expect(db.transaction((tx) => changeWallet(tx, actor, { customerId: sara, amount: 100, type: 'order_payment' }))).rejects.toBeInstanceOf(AppError);
    await expect(db.transaction((tx) => changeWallet(tx, actor, { customerId: sara, amount: 0, type: 'admin_credit' }))).rejects.toBeInstanceOf(AppError);
    await expect(db.transaction((tx) => changeWallet(tx, actor, { customerId: sara, amount: 100, type: 'order_refund', gift: 200 }))).rejects.toBeInstanceOf(AppError);
  });
});

describe('the ledger under concurrency', () => {
  it('200 concurrent random credits and debits on one wallet: balance == ledger sum, never negative', async () => {
    const db = ctx.database.db;
    const id = (await api(ctx).post(C, { mobile: '09141234567' })).json().data.id;
    await db.transaction((tx) => changeWallet(tx, actor, { customerId: id, amount: 100_000, type: 'admin_credit' }));
    const types = ['admin_credit', 'gift_credit', 'order_refund', 'admin_debit', 'order_payment', 'shop_payment', 'withdraw_request'] as const;
    let seed = 7;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const ops = Array.from({ length: 200 }, () => {
      const type = types[Math.floor(rand() * types.length)]!;
      const size = 1_000 + Math.floor(rand() * 40_000);
      const credit = ['admin_credit', 'gift_credit', 'order_refund'].includes(type);
      return { type, amount: credit ? size : -size };
    });
    const results = await Promise.allSettled(ops.map((op) => db.transaction((tx) => changeWallet(tx, actor, { customerId: id, ...op }))));
    const failed = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    for (const f of failed) expect(f.reason).toMatchObject({ code: 'insufficient_balance' });
    const rows = await ledger(id);
    expect(rows.length).toBe(1 + results.length - failed.length);
    const [w] = await db.select().from(wallets).where(eq(wallets.customerId, id));
    expect(w!.balance).toBe(rows.reduce((s, r) => s + r.amount, 0));
    expect(w!.giftBalance).toBe(rows.reduce((s, r) => s + r.giftAmount, 0));
    // Every row continues the previous one and no balance ever went below zero or below the gift part.
    let b = 0;
    let g = 0;
    for (const r of rows) {
      b += r.amount;
      g += r.giftAmount;
      expect([r.balanceAfter, r.giftBalanceAfter]).toEqual([b, g]);
      expect(r.balanceAfter).toBeGreaterThanOrEqual(0);
      expect(r.giftBalanceAfter).toBeGreaterThanOrEqual(0);
      expect(r.giftBalanceAfter).toBeLessThanOrEqual(r.balanceAfter);
    }
    expect(failed.length).toBeGreaterThan(0); // the random mix did try to overdraw
    expect(results.length - failed.length).toBeGreaterThan(50);
  });

  it('database guards: a wallet cannot drift from its ledger, a ledger row must continue the chain, rows are append-only', async () => {
    const db = ctx.database.db;
    const [w] = await db.select().from(wallets).where(eq(wallets.customerId, ali));
    await expect(db.update(wallets).set({ balance: w!.balance + 1 }).where(eq(wallets.id, w!.id))).rejects.toThrow();
    const last = (await ledger(ali)).at(-1)!;
    await expect(
      db.insert(walletTransactions).values({ walletId: w!.id, customerId: ali, type: 'admin_credit', amount: 1000, balanceAfter: last.balanceAfter + 999, giftBalanceAfter: last.giftBalanceAfter }),
    ).rejects.toThrow();
    await expect(db.update(walletTransactions).set({ amount: 5 }).where(eq(walletTransactions.id, last.id))).rejects.toThrow();
    await expect(db.delete(walletTransactions).where(eq(walletTransactions.id, last.id))).rejects.toThrow();
    await expect(db.update(wallets).set({ balance: -1 }).where(eq(wallets.id, w!.id))).rejects.toThrow();
    // A consistent pair inside one transaction is accepted.
    await db.transaction(async (tx) => {
      await tx.insert(walletTransactions).values({ walletId: w!.id, customerId: ali, type: 'admin_credit', amount: 1000, balanceAfter: last.balanceAfter + 1000, giftBalanceAfter: last.giftBalanceAfter });
      await tx.update(wallets).set({ balance: sql`${wallets.balance} + 1000` }).where(eq(wallets.id, w!.id));
    });
    expect((await walletOf(db, ali)).balance).toBe(last.balanceAfter + 1000);
  });
});

describe('transactions /api/admin/transactions', () => {
  it('lists with filters, totals of the filtered rows and sort', async () => {
    const a = api(ctx);
    const all = (await a.get(`/api/admin/transactions?customer_id=${ali}&per_page=2`)).json();
    expect(all.meta.total).toBe(3);
    expect(all.data).toHaveLength(2);
    expect(all.meta.totals).toEqual({ credits: 12_001_000, debits: 2_000_000, net: 10_001_000, count: 3 });
    expect(all.data[0].created_at >= all.data[1].created_at).toBe(true);
    // The second page continues the first (page and totals come from one pass over the customer's rows).
    const second = (await a.get(`/api/admin/transactions?customer_id=${ali}&per_page=2&page=2`)).json();
    expect(second.data).toHaveLength(1);
    expect(second.meta.totals).toEqual(all.meta.totals);
    expect([...all.data, ...second.data].map((t: { id: number }) => t.id).sort()).toEqual((await a.get(`/api/admin/transactions?customer_id=${ali}`)).json().data.map((t: { id: number }) => t.id).sort());
    expect(all.data.some((t: { id: number }) => t.id === second.data[0].id)).toBe(false);
    const debits = (await a.get(`/api/admin/transactions?customer_id=${ali}&type=admin_debit`)).json();
    expect(debits.data.map((t: any) => t.amount)).toEqual([-2_000_000]);
    expect(debits.meta.totals).toEqual({ credits: 0, debits: 2_000_000, net: -2_000_000, count: 1 });
    expect((await a.get(`/api/admin/transactions?customer_id=${ali}&type=admin_credit,admin_debit`)).json().meta.total).toBe(3);
    expect((await a.get(`/api/admin/transactions?customer_id=${ali}&type=bogus`)).json().meta.total).toBe(0);
    expect((await a.get(`/api/admin/transactions?customer_id=${ali}&direction=credit`)).json().meta.total).toBe(2);
    expect((await a.get(`/api/admin/transactions?customer_id=${ali}&sort=amount`)).json().data[0].amount).toBe(-2_000_000);
    expect((await a.get(`/api/admin/transactions?q=${encodeURIComponent('سارا')}`)).json().data.every((t: any) => t.customer_id === sara)).toBe(true);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await a.get(`/api/admin/transactions?from=${encodeURIComponent(future)}`)).json().meta.total).toBe(0);
    expect((await a.get(`/api/admin/transactions?to=${encodeURIComponent(future)}&customer_id=${ali}`)).json().meta.total).toBe(3);
  });

  it('exports an RTL sheet with Persian headers', async () => {
    const newest = (await api(ctx).get(`/api/admin/transactions?customer_id=${ali}`)).json().data[0];
    // The ledger is append-only (a trigger): step around it to date one row near midnight in Tehran.
    await ctx.database.pool.query(`begin; set local session_replication_role = replica; update wallet_transactions set created_at = '${NEAR_MIDNIGHT}' where id = ${Number(newest.id)}; commit`);
    const r = await api(ctx).get(`/api/admin/transactions/export?customer_id=${ali}`);
    expect(r.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.rawPayload as any);
    const ws = wb.worksheets[0]!;
    expect(ws.name).toBe('تراکنش‌های کیف پول');
    expect((ws.views[0] as any).rightToLeft).toBe(true);
    expect(ws.getRow(1).getCell(5).value).toBe('مبلغ');
    expect(ws.rowCount).toBe(4);
    const row = [2, 3, 4].find((n) => ws.getRow(n).getCell(1).value === newest.id)!;
    expectDateCells(ws, 'تاریخ', row, NEAR_MIDNIGHT_JALALI, NEAR_MIDNIGHT_WALL_CLOCK);
  });

  it('needs read_customer; manual changes need credit_wallet', async () => {
    expect((await api(ctx, null).get('/api/admin/transactions')).statusCode).toBe(401);
    const reader = await ctx.adminWith(['read_customer']);
    expect((await api(ctx, reader.token).get('/api/admin/transactions')).statusCode).toBe(200);
    expect((await api(ctx, reader.token).post(`${C}/${ali}/wallet/credit`, { amount: 5000, reason: 'x' })).statusCode).toBe(403);
    const cashier = await ctx.adminWith(['credit_wallet']);
    expect((await api(ctx, cashier.token).get('/api/admin/transactions')).statusCode).toBe(403);
    expect((await api(ctx, cashier.token).post(`${C}/${ali}/wallet/credit`, { amount: 5000, reason: 'x' })).statusCode).toBe(201);
  });
});
