import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../test/db';

// The in-store sales list's count and totals read whole Tehran days from mini_order_days (kept by
// triggers with the receipts: a sale, its void, a cashier removed) and the partial days at the ends
// of a date filter from the receipts: they must equal the sums of exactly the rows the list filters.
let ctx: TestContext;
let cashier: number;
let gone: number;
let kiana: number;
interface Sale { id: number; admin: number | null; customer: number | null; status: string; total: number; cash: number; card: number; wallet: number; discount: number; at: Date }
let sales: Sale[] = [];

const DAYS = ['2026-10-10', '2026-10-11', '2026-10-12', '2026-10-13'];
const tehran = (day: string, time: string) => new Date(`${day}T${time}+03:30`);
const qs = (o: Record<string, string | number | Date>) =>
  Object.entries(o)
    .map(([k, v]) => `${k}=${encodeURIComponent(v instanceof Date ? v.toISOString() : String(v))}`)
    .join('&');
const load = async () => {
  const r = await ctx.database.db.execute(sql`select id, admin_id, customer_id, status, total, paid_cash, paid_card, paid_wallet, discount_amount, created_at from mini_orders order by id`);
  sales = (r.rows as Record<string, any>[]).map((x) => ({
    id: Number(x.id), admin: x.admin_id === null ? null : Number(x.admin_id), customer: x.customer_id === null ? null : Number(x.customer_id), status: x.status,
    total: Number(x.total), cash: Number(x.paid_cash), card: Number(x.paid_card), wallet: Number(x.paid_wallet), discount: Number(x.discount_amount), at: new Date(x.created_at),
  }));
};
const dayTableDiff = async () =>
  ((await ctx.database.db.execute(sql`
    select count(*)::int as n from (
      select (created_at at time zone 'Asia/Tehran')::date as day, coalesce(admin_id, 0) as admin_id, status,
        ((paid_cash <> 0)::int + 2 * (paid_card <> 0)::int + 4 * (paid_wallet <> 0)::int)::smallint as payments,
        count(*)::int as count, sum(total) as total, sum(paid_cash) as cash, sum(paid_card) as card, sum(paid_wallet) as wallet, sum(discount_amount) as discount
      from mini_orders group by 1, 2, 3, 4) r
    full join (select * from mini_order_days where count <> 0 or total <> 0 or cash <> 0 or card <> 0 or wallet <> 0 or discount <> 0) d using (day, admin_id, status, payments)
    where (r.count, r.total, r.cash, r.card, r.wallet, r.discount) is distinct from (d.count, d.total::numeric, d.cash::numeric, d.card::numeric, d.wallet::numeric, d.discount::numeric)`)).rows[0] as { n: number }).n;

beforeAll(async () => {
  ctx = await setupApp();
  cashier = (await ctx.adminWith(['mini_order'])).id;
  gone = (await ctx.adminWith(['mini_order'])).id;
  kiana = (await api(ctx).post('/api/admin/customers', { mobile: '09121112233', first_name: 'کیانا', last_name: 'احمدی' })).json().data.id;
  // Receipts at the first and last instants of Tehran days and in between, by three cashiers, paid
  // in cash, by card, from the wallet or split, some with a discount or a return (negative total);
  // one multi-row statement per day.
  const times = ['00:00:00.000', '09:15:00', '20:29:59.999', '20:30:00', '23:59:59.999'];
  const pays: [number, number, number][] = [[1, 0, 0], [0, 1, 0], [0.5, 0.5, 0], [0, 0, 1], [0.25, 0.25, 0.5]];
  let k = 0;
  for (const day of DAYS) {
    const values = times.map((t) => {
      const admin = [1, cashier, gone][k % 3]!;
      const [c, d, w] = pays[k % pays.length]!;
      const refund = k % 7 === 6;
      const sales = refund ? 0 : 100_000 + k * 1000;
      const returns = refund ? 40_000 : 0;
      const discount = refund ? 0 : (k % 4) * 1000;
      const total = sales - returns - discount;
      const wallet = Math.round(total * w);
      const card = Math.round(total * d);
      const cash = total - card - wallet;
      const customer = w ? kiana : null;
      k++;
      return sql`(${customer}, ${admin}, ${sales}, ${returns}, ${sales - returns}, ${discount}, ${total}, ${cash}, ${card}, ${wallet}, ${tehran(day, t).toISOString()}::timestamptz)`;
    });
    await ctx.database.db.execute(sql`insert into mini_orders (customer_id, admin_id, sales_amount, returns_amount, lines_total, discount_amount, total, paid_cash, paid_card, paid_wallet, created_at)
      values ${sql.join(values, sql`, `)}`);
  }
  // Voided later (one statement for two receipts), and a cashier removed (their receipts keep no cashier).
  await ctx.database.db.execute(sql`update mini_orders set status = 'voided', voided_at = created_at + interval '5 minutes', voided_by = 1, void_reason = 'x'
    where id in (select id from mini_orders order by id offset 3 limit 2)`);
  await ctx.database.db.execute(sql`update mini_orders set updated_at = now() where id in (select id from mini_orders order by id limit 4)`);
  await ctx.database.db.execute(sql`delete from admins where id = ${gone}`);
  await load();
});
afterAll(() => ctx.close());

describe('in-store sales list count and totals', () => {
  it('keeps mini_order_days equal to the receipts summed per Tehran day, cashier, status and payment mix', async () => {
    expect(sales.filter((s) => s.status === 'voided')).toHaveLength(2);
    expect(sales.filter((s) => s.admin === null).length).toBeGreaterThan(0);
    expect(await dayTableDiff()).toBe(0);
  });

  it('equals the sums of the filtered receipts for every filter and date boundary', async () => {
    const [d1, d2, d3, d4] = DAYS as [string, string, string, string];
    const filters: Record<string, string | number | Date>[] = [
      {},
      { status: 'completed' },
      { status: 'voided' },
      { status: 'bogus' },
      { payment: 'cash' },
      { payment: 'card' },
      { payment: 'wallet' },
      { admin_id: cashier },
      { admin_id: 1, payment: 'card' },
      { from: tehran(d2, '00:00:00') },
      { to: tehran(d2, '23:59:59.999') },
      { from: tehran(d2, '00:00:00'), to: tehran(d3, '00:00:00') },
      { from: tehran(d1, '09:15:00'), to: tehran(d3, '20:30:00') },
      { from: tehran(d2, '01:00:00'), to: tehran(d2, '21:00:00') },
      { from: tehran(d4, '00:00:00'), to: tehran(d1, '00:00:00') },
      { from: new Date(`${d1}T00:00:00Z`), to: new Date(`${d4}T00:00:00Z`), payment: 'wallet', admin_id: 1 },
      { from: tehran(d1, '20:30:00'), status: 'completed', payment: 'cash' },
      { customer_id: kiana },
      { customer_id: kiana, from: tehran(d2, '09:15:00') },
      { q: 'کیانا' },
      { q: 'کیانا', to: tehran(d3, '20:29:59.999'), status: 'completed' },
    ];
    for (const f of filters) {
      const picked = sales.filter(
        (s) =>
          (f.status === undefined || s.status === f.status) &&
          (f.payment === undefined || s[f.payment as 'cash' | 'card' | 'wallet'] !== 0) &&
          (f.admin_id === undefined || s.admin === f.admin_id) &&
          (!(f.from instanceof Date) || s.at >= f.from) &&
          (!(f.to instanceof Date) || s.at <= f.to) &&
          (f.customer_id === undefined || s.customer === f.customer_id) &&
          (f.q === undefined || s.customer === kiana),
      );
      const done = picked.filter((s) => s.status === 'completed');
      const sum = (k: 'total' | 'cash' | 'card' | 'wallet' | 'discount') => done.reduce((a, s) => a + s[k], 0);
      const res = await api(ctx).get(`/api/admin/shop/sales?${qs(f)}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect({ filter: f, totals: body.totals, total: body.meta.total }).toEqual({
        filter: f,
        totals: { count: done.length, total: sum('total'), cash: sum('cash'), card: sum('card'), wallet: sum('wallet'), discount: sum('discount') },
        total: picked.length,
      });
    }
  });
});
