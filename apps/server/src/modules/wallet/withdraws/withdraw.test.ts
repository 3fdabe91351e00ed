import ExcelJS from 'exceljs';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { expectDateCells, NEAR_MIDNIGHT, NEAR_MIDNIGHT_JALALI, NEAR_MIDNIGHT_WALL_CLOCK } from '../../../../test/excel';
import { walletOf } from '../wallets/wallet.service';
import { walletTransactions } from '../wallets/wallet.table';
import { withdraws } from './withdraw.table';

let ctx: TestContext;
const W = '/api/admin/withdraws';
const C = '/api/admin/customers';
const SHEBA = 'IR820540102680020817909002'; // Parsian
const CARD = '6037991234567893'; // Melli
let ali: number;
let bare: number;

beforeAll(async () => {
  ctx = await setupApp();
  const a = api(ctx);
  ali = (await a.post(C, { mobile: '09121234567', first_name: 'علی', last_name: 'رضایی', sheba: SHEBA, card_number: CARD })).json().data.id;
  bare = (await a.post(C, { mobile: '09131234567', first_name: 'بی', last_name: 'حساب' })).json().data.id;
  expect((await a.post(`${C}/${ali}/wallet/credit`, { amount: 500_000, reason: 'شارژ' })).statusCode).toBe(201);
  expect((await a.post(`${C}/${ali}/wallet/credit`, { amount: 100_000, reason: 'هدیه', gift: true })).statusCode).toBe(201);
  expect((await a.post(`${C}/${bare}/wallet/credit`, { amount: 500_000, reason: 'شارژ' })).statusCode).toBe(201);
});
afterAll(() => ctx.close());

const wallet = (id: number) => walletOf(ctx.database.db, id);
const create = async (body: Record<string, unknown>) => {
  const r = await api(ctx).post(W, body);
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data;
};

describe('withdrawals /api/admin/withdraws', () => {
  it('create takes the amount from the withdrawable balance at once and copies the card and Sheba', async () => {
    const w = await create({ customer_id: ali, amount: '۲۰۰,۰۰۰', note: 'تسویه' });
    expect(w).toMatchObject({
      customer_id: ali,
      customer: { id: ali, full_name: 'علی رضایی', mobile: '09121234567' },
      amount: 200_000,
      sheba: SHEBA,
      sheba_bank: 'بانک پارسیان',
      card_number: CARD,
      card_bank: 'بانک ملی ایران',
      bank_name: 'بانک پارسیان',
      status: 'pending',
      status_label: 'در انتظار پرداخت',
      tracking_code: null,
      note: 'تسویه',
      creator: { username: 'admin' },
    });
    expect(await wallet(ali)).toEqual({ balance: 400_000, gift_balance: 100_000, withdrawable: 300_000 });
    const rows = await ctx.database.db.select().from(walletTransactions).where(eq(walletTransactions.withdrawId, w.id));
    expect(rows.map((r) => [r.type, r.amount, r.giftAmount])).toEqual([['withdraw_request', -200_000, 0]]);
    // The request keeps its copy when the customer's card changes.
    await api(ctx).patch(`${C}/${ali}`, { card_number: '' });
    expect((await api(ctx).get(`${W}/${w.id}`)).json().data.card_number).toBe(CARD);
    await api(ctx).patch(`${C}/${ali}`, { card_number: CARD });
  });

  it('refuses above the withdrawable part (gift is not withdrawable), below the minimum, without card/Sheba; nothing partial', async () => {
    const a = api(ctx);
    const countBefore = (await ctx.database.db.select().from(withdraws)).length;
    const over = await a.post(W, { customer_id: ali, amount: 300_001 });
    expect(over.statusCode).toBe(422);
    expect(over.json().error.fields.amount).toMatch(/قابل برداشت.*۳۰۰,۰۰۰/);
    const small = await a.post(W, { customer_id: ali, amount: 5_000 });
    expect(small.json().error.fields.amount).toMatch(/کمترین مبلغ برداشت ۱۰,۰۰۰/);
    expect((await a.post(W, { customer_id: ali, amount: 0 })).json().error.fields.amount).toMatch(/مبلغ/);
    expect((await a.post(W, { customer_id: ali, amount: -1000 })).statusCode).toBe(422);
    expect((await a.post(W, { customer_id: bare, amount: 50_000 })).json().error.fields.customer_id).toMatch(/کارت یا شماره شبا/);
    expect((await a.post(W, { customer_id: 999999, amount: 50_000 })).json().error.fields.customer_id).toMatch(/مشتری/);
    expect((await ctx.database.db.select().from(withdraws)).length).toBe(countBefore);
    expect(await wallet(ali)).toEqual({ balance: 400_000, gift_balance: 100_000, withdrawable: 300_000 });
    // The minimum follows the setting.
    expect((await a.put('/api/admin/settings/wallet', { min_withdraw: 60_000 })).statusCode).toBe(200);
    expect((await a.post(W, { customer_id: ali, amount: 50_000 })).json().error.fields.amount).toMatch(/۶۰,۰۰۰/);
    expect((await a.put('/api/admin/settings/wallet', { min_withdraw: 10_000 })).statusCode).toBe(200);
  });

  it('pending → paid needs a tracking code; paid cannot be paid or canceled again; the amount is never editable', async () => {
    const a = api(ctx);
    const w = await create({ customer_id: ali, amount: 50_000 });
    expect((await a.post(`${W}/${w.id}/pay`, {})).json().error.fields.tracking_code).toMatch(/الزامی/);
    expect((await a.patch(`${W}/${w.id}`, { tracking_code: 'X1' })).json().error.fields.tracking_code).toMatch(/پرداخت‌شده/);
    const paid = await a.post(`${W}/${w.id}/pay`, { tracking_code: 'BNK-۱۲۳۴۵' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ status: 'paid', status_label: 'پرداخت شده', tracking_code: 'BNK-۱۲۳۴۵', processor: { username: 'admin' } });
    expect(paid.json().data.paid_at).toBeTruthy();
    expect((await a.post(`${W}/${w.id}/pay`, { tracking_code: 'again' })).statusCode).toBe(409);
    expect((await a.post(`${W}/${w.id}/cancel`, {})).statusCode).toBe(409);
    expect((await a.patch(`${W}/${w.id}`, { amount: 1 })).statusCode).toBe(422);
    expect((await a.patch(`${W}/${w.id}`, { tracking_code: 'BNK-9' })).json().data.tracking_code).toBe('BNK-9');
    expect(await wallet(ali)).toEqual({ balance: 350_000, gift_balance: 100_000, withdrawable: 250_000 });
  });

  it('pending → canceled returns the money through the wallet; reopen needs its permission and takes it again', async () => {
    const a = api(ctx);
    const w = await create({ customer_id: ali, amount: 40_000 });
    expect((await wallet(ali)).balance).toBe(310_000);
    const c = await a.post(`${W}/${w.id}/cancel`, { note: 'درخواست مشتری' });
    expect(c.statusCode, c.body).toBe(200);
    expect(c.json().data).toMatchObject({ status: 'canceled', note: 'درخواست مشتری' });
    expect((await wallet(ali)).balance).toBe(350_000);
    const ledger = await ctx.database.db.select().from(walletTransactions).where(eq(walletTransactions.withdrawId, w.id)).orderBy(asc(walletTransactions.id));
    expect(ledger.map((r) => [r.type, r.amount])).toEqual([['withdraw_request', -40_000], ['withdraw_cancel', 40_000]]);

    const approver = await ctx.adminWith(['read_withdraw', 'approve_withdraw']);
    expect((await api(ctx, approver.token).post(`${W}/${w.id}/reopen`)).statusCode).toBe(403);
    const reopener = await ctx.adminWith(['read_withdraw', 'reopen_withdraw']);
    const r = await api(ctx, reopener.token).post(`${W}/${w.id}/reopen`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ status: 'pending', canceled_at: null });
    expect((await wallet(ali)).balance).toBe(310_000);
    expect((await a.post(`${W}/${w.id}/reopen`)).statusCode).toBe(409);

    // A paid one goes back to pending with its tracking code cleared; no money moves.
    expect((await a.post(`${W}/${w.id}/pay`, { tracking_code: 'T-1' })).statusCode).toBe(200);
    const back = await a.post(`${W}/${w.id}/reopen`);
    expect(back.json().data).toMatchObject({ status: 'pending', tracking_code: null, paid_at: null });
    expect((await wallet(ali)).balance).toBe(310_000);
  });

  it('reopening a canceled request the wallet can no longer cover → 422, still canceled', async () => {
    const a = api(ctx);
    const other = (await a.post(C, { mobile: '09141234567', card_number: CARD })).json().data.id;
    expect((await a.post(`${C}/${other}/wallet/credit`, { amount: 500_000, reason: 'شارژ' })).statusCode).toBe(201);
    const w = await create({ customer_id: other, amount: 400_000 });
    expect((await a.post(`${W}/${w.id}/cancel`, {})).statusCode).toBe(200);
    expect((await a.post(`${C}/${other}/wallet/debit`, { amount: 450_000, reason: 'خرید' })).statusCode).toBe(201);
    const r = await a.post(`${W}/${w.id}/reopen`);
    expect(r.statusCode).toBe(422);
    expect(r.json().error.fields.amount).toMatch(/قابل برداشت/);
    expect((await a.get(`${W}/${w.id}`)).json().data.status).toBe('canceled');
    expect((await wallet(other)).balance).toBe(50_000);
  });

  it('an Idempotency-Key makes a retried create return the same request', async () => {
    const call = () =>
      ctx.app.inject({ method: 'POST', url: W, payload: { customer_id: ali, amount: 20_000 }, headers: { authorization: `Bearer ${ctx.token}`, 'idempotency-key': 'wd-77' } });
    const [x, y] = await Promise.all([call(), call()]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 201]);
    expect(x.json().data.id).toBe(y.json().data.id);
    expect((await wallet(ali)).balance).toBe(290_000);
  });

  it('lists with filters, status counts and total; exports a sheet for the bank', async () => {
    const a = api(ctx);
    const all = (await a.get(W)).json();
    expect(all.meta.status_counts).toMatchObject({ all: all.meta.total, paid: 1 });
    expect(all.meta.total_amount).toBe(all.data.reduce((s: number, w: any) => s + w.amount, 0));
    const pending = (await a.get(`${W}?status=pending&customer_id=${ali}`)).json();
    expect(pending.data.every((w: any) => w.status === 'pending' && w.customer_id === ali)).toBe(true);
    expect(pending.meta.status_counts.all).toBeGreaterThan(pending.meta.total);
    expect((await a.get(`${W}?status=bogus`)).json().meta.total).toBe(0);
    // One request by id (a ledger row links to it); its automatic ledger reason has Persian digits.
    const one = all.data[0];
    expect((await a.get(`${W}?id=${one.id}`)).json().data.map((w: any) => w.id)).toEqual([one.id]);
    const ledger = (await a.get(`/api/admin/transactions?customer_id=${one.customer_id}&type=withdraw_request`)).json().data;
    expect(ledger.map((t: any) => t.reason)).toContain(`درخواست برداشت شماره ${String(one.id).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[+d]!)}`);
    expect((await a.get(`${W}?q=BNK-9`)).json().data.map((w: any) => w.tracking_code)).toEqual(['BNK-9']);
    expect((await a.get(`${W}?q=${encodeURIComponent('رضایی')}`)).json().data.every((w: any) => w.customer_id === ali)).toBe(true);
    expect((await a.get(`${W}?sort=amount`)).json().data[0].amount).toBe(20_000);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await a.get(`${W}?from=${encodeURIComponent(future)}`)).json().meta.total).toBe(0);

    await ctx.database.pool.query(`update withdraws set created_at = $1 where customer_id = $2 and status = 'pending'`, [NEAR_MIDNIGHT, ali]);
    const r = await a.get(`${W}/export?status=pending&customer_id=${ali}`);
    expect(r.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.rawPayload as any);
    const ws = wb.worksheets[0]!;
    expect(ws.name).toBe('برداشت‌های کیف پول');
    expect((ws.views[0] as any).rightToLeft).toBe(true);
    expect(ws.getRow(1).values).toEqual(expect.arrayContaining(['شماره شبا', 'شماره کارت', 'بانک', 'مبلغ']));
    expect(ws.rowCount).toBe(1 + pending.meta.total);
    expect(ws.getRow(2).getCell(4).value).toBe(SHEBA);
    expect(ws.getRow(2).getCell(6).value).toBe('بانک پارسیان');
    expectDateCells(ws, 'تاریخ', 2, NEAR_MIDNIGHT_JALALI, NEAR_MIDNIGHT_WALL_CLOCK);
  });

  it('401, 403 and 404 when the feature is off', async () => {
    expect((await api(ctx, null).get(W)).statusCode).toBe(401);
    const reader = await ctx.adminWith(['read_withdraw']);
    const r = api(ctx, reader.token);
    expect((await r.get(W)).statusCode).toBe(200);
    expect((await r.post(W, { customer_id: ali, amount: 20_000 })).statusCode).toBe(403);
    expect((await r.post(`${W}/1/pay`, { tracking_code: 'x' })).statusCode).toBe(403);
    const creator = await ctx.adminWith(['create_withdraw']);
    expect((await api(ctx, creator.token).post(W, { customer_id: ali, amount: 20_000 })).statusCode).toBe(201);
    expect((await api(ctx).put('/api/admin/settings/features', { feature_withdraws: false })).statusCode).toBe(200);
    expect((await api(ctx).get(W)).statusCode).toBe(404);
    expect((await api(ctx).post(W, { customer_id: ali, amount: 20_000 })).statusCode).toBe(404);
    expect((await api(ctx, reader.token).get(W)).statusCode).toBe(404);
    expect((await api(ctx).put('/api/admin/settings/features', { feature_withdraws: true })).statusCode).toBe(200);
  });
});
