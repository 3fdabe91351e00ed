import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';

// The transactions list's totals read whole Tehran days from wallet_transaction_days (kept by a
// trigger with the ledger) and the partial days at the ends of a date filter from the ledger: they
// must equal the sums of exactly the rows the list filters, at every day boundary.
let ctx: TestContext;
let ali: number;
let sara: number;
interface Row { customer: number; type: string; amount: number; at: Date }
const rows: Row[] = [];

const DAYS = ['2026-10-10', '2026-10-11', '2026-10-12', '2026-10-13', '2026-10-14'];
/** An instant in Tehran (+03:30, no daylight saving since 2022). */
const tehran = (day: string, time: string) => new Date(`${day}T${time}+03:30`);
const q = (o: Record<string, string | number | Date>) =>
  Object.entries(o)
    .map(([k, v]) => `${k}=${encodeURIComponent(v instanceof Date ? v.toISOString() : String(v))}`)
    .join('&');

beforeAll(async () => {
  ctx = await setupApp();
  ali = (await api(ctx).post('/api/admin/customers', { mobile: '09121234567', first_name: 'علی', last_name: 'رضایی' })).json().data.id;
  sara = (await api(ctx).post('/api/admin/customers', { mobile: '09131234567', first_name: 'سارا', last_name: 'کریمی' })).json().data.id;
  // A ledger over five days: rows at the first and last instant of each Tehran day and in between,
  // credits and debits of several types, both customers; written in one multi-row statement per day
  // (the trigger groups a statement's rows) after an opening credit the day before.
  const kinds: [string, number][] = [['admin_credit', 700_000], ['order_payment', -120_000], ['gift_credit', 50_000], ['admin_debit', -30_000], ['order_refund', 40_000]];
  const times = ['00:00:00.000', '00:00:00.001', '06:30:00', '12:00:00', '20:29:59.999', '20:30:00', '23:59:59.999'];
  const db = ctx.database.db;
  await db.transaction(async (tx) => {
    const wallet: Record<number, { id: number; balance: number; gift: number }> = {};
    for (const c of [ali, sara]) {
      const [w] = (await tx.execute(sql`insert into wallets (customer_id) values (${c}) on conflict (customer_id) do update set updated_at = now() returning id`)).rows as { id: string }[];
      wallet[c] = { id: Number(w!.id), balance: 0, gift: 0 };
    }
    const write = async (batch: Row[]) => {
      const values = batch.map((r) => {
        const w = wallet[r.customer]!;
        const gift = r.type === 'gift_credit' ? r.amount : 0;
        w.balance += r.amount;
        w.gift += gift;
        return sql`(${w.id}, ${r.customer}, ${r.type}, ${r.amount}, ${gift}, ${w.balance}, ${w.gift}, ${r.at.toISOString()}::timestamptz)`;
      });
      await tx.execute(sql`insert into wallet_transactions (wallet_id, customer_id, type, amount, gift_amount, balance_after, gift_balance_after, created_at) values ${sql.join(values, sql`, `)}`);
      rows.push(...batch);
    };
    await write([ali, sara].map((c) => ({ customer: c, type: 'admin_credit', amount: 100_000_000, at: tehran('2026-10-09', '10:00:00') })));
    let k = 0;
    for (const day of DAYS) {
      const batch: Row[] = [];
      for (const t of times) {
        const [type, amount] = kinds[k % kinds.length]!;
        batch.push({ customer: k % 3 === 0 ? sara : ali, type, amount, at: tehran(day, t) });
        k++;
      }
      await write(batch);
    }
    for (const c of [ali, sara]) await tx.execute(sql`update wallets set balance = ${wallet[c]!.balance}, gift_balance = ${wallet[c]!.gift} where id = ${wallet[c]!.id}`);
  });
});
afterAll(() => ctx.close());

describe('wallet transactions totals', () => {
  it('keeps wallet_transaction_days equal to the ledger summed per Tehran day, type and slot', async () => {
    const diff = await ctx.database.db.execute(sql`
      select count(*)::int as n from (
        select (created_at at time zone 'Asia/Tehran')::date as day, type, (wallet_id % 8)::smallint as slot,
          coalesce(sum(amount) filter (where amount > 0), 0) as credits, count(*) filter (where amount > 0)::int as credit_count,
          coalesce(-sum(amount) filter (where amount < 0), 0) as debits, count(*) filter (where amount < 0)::int as debit_count
        from wallet_transactions group by 1, 2, 3) r
      full join wallet_transaction_days d using (day, type, slot)
      where (r.credits, r.credit_count, r.debits, r.debit_count) is distinct from (d.credits::numeric, d.credit_count, d.debits::numeric, d.debit_count)`);
    expect((diff.rows[0] as { n: number }).n).toBe(0);
    // Days with several rows are one row per (day, type, slot), not one per ledger row.
    const n = ((await ctx.database.db.execute(sql`select count(*)::int as n from wallet_transaction_days`)).rows[0] as { n: number }).n;
    expect(n).toBeLessThan(rows.length);
  });

  it('equals the sums of the filtered rows for every filter and date boundary', async () => {
    const [d1, d2, d3, d4, d5] = DAYS as [string, string, string, string, string];
    const filters: Record<string, string | number | Date>[] = [
      {},
      { type: 'admin_credit' },
      { type: 'admin_credit,order_payment' },
      { type: 'bogus' },
      { direction: 'credit' },
      { direction: 'debit' },
      { direction: 'debit', type: 'admin_credit,admin_debit' },
      { from: tehran(d2, '00:00:00') },
      { from: tehran(d2, '00:00:00.001') },
      { to: tehran(d3, '23:59:59.999') },
      { to: tehran(d3, '23:59:59.998') },
      { from: tehran(d2, '00:00:00'), to: tehran(d4, '00:00:00') },
      { from: tehran(d2, '12:00:00'), to: tehran(d4, '06:30:00') },
      { from: tehran(d3, '01:00:00'), to: tehran(d3, '13:00:00') },
      { from: tehran(d3, '00:00:00'), to: tehran(d3, '23:59:59.999') },
      { from: tehran(d4, '00:00:00'), to: tehran(d2, '00:00:00') },
      { from: new Date(`${d1}T00:00:00Z`), to: new Date(`${d5}T00:00:00Z`), direction: 'credit', type: 'admin_credit,gift_credit' },
      { from: tehran(d2, '20:30:00'), to: tehran(d5, '20:29:59.999'), type: 'order_payment' },
      { customer_id: ali },
      { customer_id: sara, from: tehran(d2, '06:30:00'), direction: 'debit' },
      { q: 'سارا' },
      { q: 'رضایی', from: tehran(d2, '12:00:00'), to: tehran(d4, '00:00:00') },
    ];
    for (const f of filters) {
      const types = typeof f.type === 'string' ? f.type.split(',') : null;
      const picked = rows.filter(
        (r) =>
          (!types || types.includes(r.type)) &&
          (f.direction !== 'credit' || r.amount > 0) &&
          (f.direction !== 'debit' || r.amount < 0) &&
          (!(f.from instanceof Date) || r.at >= f.from) &&
          (!(f.to instanceof Date) || r.at <= f.to) &&
          (f.customer_id === undefined || r.customer === f.customer_id) &&
          (f.q === undefined || r.customer === (f.q === 'سارا' ? sara : ali)),
      );
      const credits = picked.filter((r) => r.amount > 0).reduce((s, r) => s + r.amount, 0);
      const debits = picked.filter((r) => r.amount < 0).reduce((s, r) => s - r.amount, 0);
      const res = await api(ctx).get(`/api/admin/transactions?${q(f)}`);
      expect(res.statusCode, res.body).toBe(200);
      const meta = res.json().meta;
      expect({ filter: f, totals: meta.totals, total: meta.total }).toEqual({
        filter: f,
        totals: { credits, debits, net: credits - debits, count: picked.length },
        total: picked.length,
      });
    }
  });

  it('adds a new ledger row to its day in the same transaction', async () => {
    const before = (await api(ctx).get('/api/admin/transactions')).json().meta.totals;
    const r = await api(ctx).post(`/api/admin/customers/${ali}/wallet/credit`, { amount: 25_000, reason: 'آزمون' });
    expect(r.statusCode, r.body).toBe(201);
    const after = (await api(ctx).get('/api/admin/transactions')).json().meta.totals;
    expect(after).toEqual({ credits: before.credits + 25_000, debits: before.debits, net: before.net + 25_000, count: before.count + 1 });
    const today = (await api(ctx).get(`/api/admin/transactions?${q({ from: new Date(Date.now() - 3_600_000) })}`)).json().meta.totals;
    expect(today).toEqual({ credits: 25_000, debits: 0, net: 25_000, count: 1 });
  });
});
