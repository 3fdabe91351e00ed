import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportErrors } from '@pishkhan/common/i18n/fa/reports';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { columnOf, firstSheet } from '../../../../test/excel';

/**
 * The wallets report on a known ledger: balances at the end of Esfand 1404 with a row at 23:59 Tehran
 * on its last day and one just after midnight; deposits and withdrawals by kind; totals equal to a
 * direct computation over the ledger; filters, sorting, export and permissions.
 */
let ctx: TestContext;
const ids: Record<'ali' | 'sara' | 'reza' | 'nima', number> = { ali: 0, sara: 0, reza: 0, nima: 0 };
/** Esfand 1404 (2026-02-20 … 2026-03-20). */
const RANGE = 'from=1404/12/01&to=1404/12/29';
const tehran = (day: string, time = '12:00:00') => new Date(`${day}T${time}+03:30`);

/** Writes ledger rows as the wallet service would (chained balances), at given instants. */
async function ledger(rows: { c: keyof typeof ids; type: string; amount: number; gift?: number; at: Date }[]) {
  await ctx.database.db.transaction(async (tx) => {
    const state = new Map<number, { id: number; balance: number; gift: number }>();
    for (const r of rows) {
      const customer = ids[r.c];
      let w = state.get(customer);
      if (!w) {
        const [x] = (await tx.execute(sql`select id, balance, gift_balance from wallets where customer_id = ${customer} for update`)).rows as { id: string; balance: string; gift_balance: string }[];
        w = { id: Number(x!.id), balance: Number(x!.balance), gift: Number(x!.gift_balance) };
        state.set(customer, w);
      }
      w.balance += r.amount;
      w.gift += r.gift ?? 0;
      await tx.execute(sql`insert into wallet_transactions (wallet_id, customer_id, type, amount, gift_amount, balance_after, gift_balance_after, created_at)
        values (${w.id}, ${customer}, ${r.type}, ${r.amount}, ${r.gift ?? 0}, ${w.balance}, ${w.gift}, ${r.at.toISOString()}::timestamptz)`);
    }
    for (const w of state.values()) await tx.execute(sql`update wallets set balance = ${w.balance}, gift_balance = ${w.gift} where id = ${w.id}`);
  });
}

beforeAll(async () => {
  ctx = await setupApp();
  const make = async (mobile: string, first: string, last: string) => (await api(ctx).post('/api/admin/customers', { mobile, first_name: first, last_name: last })).json().data.id as number;
  ids.ali = await make('09121000001', 'علی', 'رضایی');
  ids.sara = await make('09121000002', 'سارا', 'کریمی');
  ids.reza = await make('09121000003', 'رضا', 'محمدی');
  ids.nima = await make('09121000004', 'نیما', 'احمدی');
  await ledger([
    // Before the range (Bahman 1404).
    { c: 'reza', type: 'admin_credit', amount: 50_000, at: tehran('2026-01-21') },
    { c: 'ali', type: 'admin_credit', amount: 500_000, gift: 100_000, at: tehran('2026-02-04') },
    // Esfand 1404: a purchase spends the gift part first.
    { c: 'sara', type: 'admin_credit', amount: 200_000, at: tehran('2026-02-24') },
    { c: 'sara', type: 'withdraw_request', amount: -80_000, at: tehran('2026-02-25') },
    { c: 'sara', type: 'withdraw_cancel', amount: 80_000, at: tehran('2026-02-26') },
    { c: 'sara', type: 'admin_debit', amount: -20_000, at: tehran('2026-02-27') },
    { c: 'ali', type: 'order_payment', amount: -150_000, gift: -100_000, at: tehran('2026-03-01') },
    { c: 'ali', type: 'order_refund', amount: 30_000, at: tehran('2026-03-03') },
    { c: 'ali', type: 'shop_payment', amount: -60_000, at: tehran('2026-03-11') },
    // 23:59 Tehran on 1404/12/29, the last day of Esfand: inside the range.
    { c: 'ali', type: 'gift_credit', amount: 40_000, gift: 40_000, at: tehran('2026-03-20', '23:59:00') },
    // 00:00:30 Tehran on 1405/01/01: after it.
    { c: 'ali', type: 'shop_payment', amount: -40_000, gift: -40_000, at: tehran('2026-03-21', '00:00:30') },
  ]);
});
afterAll(() => ctx.close());

const get = async (url: string, token = ctx.token) => {
  const res = await api(ctx, token).get(url);
  expect(res.statusCode, `${url} ${res.body}`).toBe(200);
  return res.json();
};

describe('wallets report', () => {
  it('shows each wallet: balances at the end of the range (23:59 on the last day of a Jalali month counts) and deposits and withdrawals by kind', async () => {
    const { data, meta } = await get(`/api/admin/reports/wallets?${RANGE}`);
    expect(meta.total).toBe(3);
    // Default order: main balance, highest first; nima (empty wallet, no movement) is not listed.
    expect(data.rows.map((r: any) => r.id)).toEqual([ids.ali, ids.sara, ids.reza]);
    expect(data.rows[0]).toMatchObject({
      name: 'علی رضایی',
      mobile: '09121000001',
      balance: 320_000,
      gift_balance: 40_000,
      deposits: 70_000,
      deposit_count: 2,
      withdrawals: 210_000,
      withdrawal_count: 2,
      refund: 30_000,
      gift_credit: 40_000,
      admin_credit: 0,
      paid_main: 110_000,
      paid_gift: 100_000,
    });
    expect(data.rows[1]).toMatchObject({ balance: 180_000, gift_balance: 0, deposits: 280_000, admin_credit: 200_000, withdraw_cancel: 80_000, withdrawals: 100_000, withdraw_request: 80_000, admin_debit: 20_000 });
    expect(data.rows[2]).toMatchObject({ balance: 50_000, deposits: 0, withdrawals: 0 });
    expect(data.totals).toMatchObject({ customers: 3, balance: 550_000, gift_balance: 40_000, deposits: 350_000, withdrawals: 310_000, deposit_count: 4, withdrawal_count: 4 });
    // The previous 29 days (Bahman 1404): ali's credit with its gift part; reza's came a day before them.
    expect(data.compare.range).toMatchObject({ from: '1404/11/02', to: '1404/11/30' });
    expect(data.compare.totals).toMatchObject({ customers: 2, balance: 450_000, gift_balance: 100_000, deposits: 500_000, admin_credit: 400_000, gift_credit: 100_000 });
    // The chart: every Tehran day of the range, the 23:59 row on the last one.
    expect(data.series).toHaveLength(29);
    expect(data.series.at(-1)).toEqual({ day: '2026-03-20', deposits: 40_000, withdrawals: 0 });
    expect(data.series.find((p: any) => p.day === '2026-03-01')).toEqual({ day: '2026-03-01', deposits: 0, withdrawals: 150_000 });
  });

  it('has totals equal to a direct computation over the ledger, for balances summed forwards and rolled back from now', async () => {
    for (const [from, to, fromIso, toIso] of [
      ['1404/12/01', '1404/12/29', '2026-02-20', '2026-03-20'],
      ['1404/11/01', '1404/11/15', '2026-01-21', '2026-02-04'],
      ['1405/01/01', '1405/01/01', '2026-03-21', '2026-03-21'],
    ]) {
      const { data } = await get(`/api/admin/reports/wallets?from=${from}&to=${to}&compare=0`);
      const s = sql`(${fromIso}::date)::timestamp at time zone 'Asia/Tehran'`;
      const e = sql`(${toIso}::date + 1)::timestamp at time zone 'Asia/Tehran'`;
      const [x] = (
        await ctx.database.db.execute(sql`select
          coalesce(sum(amount - gift_amount) filter (where created_at < ${e}), 0)::bigint as balance,
          coalesce(sum(gift_amount) filter (where created_at < ${e}), 0)::bigint as gift_balance,
          coalesce(sum(amount) filter (where amount > 0 and created_at >= ${s} and created_at < ${e}), 0)::bigint as deposits,
          coalesce(-sum(amount) filter (where amount < 0 and created_at >= ${s} and created_at < ${e}), 0)::bigint as withdrawals,
          coalesce(-sum(amount - gift_amount) filter (where type in ('order_payment', 'shop_payment') and created_at >= ${s} and created_at < ${e}), 0)::bigint as paid_main,
          coalesce(-sum(gift_amount) filter (where type in ('order_payment', 'shop_payment') and created_at >= ${s} and created_at < ${e}), 0)::bigint as paid_gift,
          count(distinct customer_id) filter (where created_at >= ${s} and created_at < ${e}) as movers
          from wallet_transactions`)
      ).rows as Record<string, string>[];
      expect(data.totals, `${from}–${to}`).toMatchObject({
        balance: Number(x!.balance),
        gift_balance: Number(x!.gift_balance),
        deposits: Number(x!.deposits),
        withdrawals: Number(x!.withdrawals),
        paid_main: Number(x!.paid_main),
        paid_gift: Number(x!.paid_gift),
      });
      // The kinds add up to the deposits and withdrawals.
      const t = data.totals;
      expect(t.topup + t.refund + t.admin_credit + t.gift_credit + t.withdraw_cancel).toBe(t.deposits);
      expect(t.paid_main + t.paid_gift + t.withdraw_request + t.admin_debit).toBe(t.withdrawals);
    }
    // Balances rolled back from the wallets (a recent range) and summed forwards (an old one) agree.
    const old = (await get('/api/admin/reports/wallets?from=1404/11/01&to=1404/11/15&compare=0')).data;
    expect(old.rows.map((r: any) => [r.id, r.balance, r.gift_balance])).toEqual([
      [ids.ali, 400_000, 100_000],
      [ids.reza, 50_000, 0],
    ]);
    const now = (await get('/api/admin/reports/wallets?preset=today&compare=0')).data;
    expect(now.totals).toMatchObject({ balance: 550_000 - 0, gift_balance: 0 + 0 });
  });

  it('filters by balance ranges and a Persian-normalised search, and sorts on the server', async () => {
    const rows = async (q: string) => (await get(`/api/admin/reports/wallets?${RANGE}&${q}`)).data.rows.map((r: any) => r.id);
    expect(await rows('min_balance=100000')).toEqual([ids.ali, ids.sara]);
    expect(await rows('max_balance=۱۸۰٬۰۰۰')).toEqual([ids.sara, ids.reza]);
    expect(await rows('min_gift=1')).toEqual([ids.ali]);
    expect(await rows('max_gift=0')).toEqual([ids.sara, ids.reza]);
    expect(await rows(`q=${encodeURIComponent('علي')}`)).toEqual([ids.ali]);
    expect(await rows('q=09121000003')).toEqual([ids.reza]);
    expect(await rows('sort=-deposits')).toEqual([ids.sara, ids.ali, ids.reza]);
    expect(await rows('sort=name')).toEqual([ids.reza, ids.sara, ids.ali]);
    const filtered = (await get(`/api/admin/reports/wallets?${RANGE}&min_gift=1`)).data;
    expect(filtered.totals).toMatchObject({ customers: 1, balance: 320_000, deposits: 70_000 });
    expect(filtered.series.reduce((s: number, p: any) => s + p.withdrawals, 0)).toBe(210_000);
    const paged = await get(`/api/admin/reports/wallets?${RANGE}&per_page=2&page=2`);
    expect(paged.data.rows.map((r: any) => r.id)).toEqual([ids.reza]);
    expect(paged.meta).toMatchObject({ total: 3, last_page: 2 });
  });

  it('refuses bad filters with a Persian 422', async () => {
    for (const [q, field, message] of [
      ['min_balance=x', 'min_balance', reportErrors.number],
      ['max_gift=-5', 'max_gift', reportErrors.number],
      ['min_balance=10&max_balance=5', 'max_balance', reportErrors.minOverMax],
      ['sort=nope', 'sort', reportErrors.sort],
      ['from=1404/12/30&to=1405/01/01', 'from', reportErrors.dateInvalid],
      ['preset=ever', 'preset', reportErrors.preset],
    ] as const) {
      const res = await api(ctx).get(`/api/admin/reports/wallets?${q}`);
      expect(res.statusCode, q).toBe(422);
      expect(res.json().error.fields[field], q).toBe(message);
    }
  });

  it('exports exactly the filtered rows with a totals row', async () => {
    const res = await api(ctx).get(`/api/admin/reports/wallets/export?${RANGE}&min_balance=100000`);
    expect(res.statusCode).toBe(200);
    const ws = await firstSheet(res.rawPayload);
    expect(ws.views[0]?.rightToLeft).toBe(true);
    const names = ws.getColumn(columnOf(ws, 'مشتری')).values;
    expect(names).toContain('علی رضایی');
    expect(names).toContain('سارا کریمی');
    expect(names).not.toContain('رضا محمدی');
    const last = ws.getRow(ws.rowCount);
    expect(last.getCell(columnOf(ws, 'مشتری')).value).toBe('جمع کل');
    expect(last.getCell(columnOf(ws, 'موجودی اصلی')).value).toBe(500_000);
    expect(last.getCell(columnOf(ws, 'خرید از اعتبار هدیه')).value).toBe(100_000);
  });

  it('needs a session (401) and read_report_wallets (403)', async () => {
    expect((await api(ctx, null).get('/api/admin/reports/wallets')).statusCode).toBe(401);
    const other = await ctx.adminWith(['read_report', 'read_customer']);
    expect((await api(ctx, other.token).get('/api/admin/reports/wallets')).statusCode).toBe(403);
    expect((await api(ctx, other.token).get('/api/admin/reports/wallets/export')).statusCode).toBe(403);
    const reader = await ctx.adminWith(['read_report_wallets']);
    expect((await api(ctx, reader.token).get('/api/admin/reports/wallets')).statusCode).toBe(200);
  });
});
