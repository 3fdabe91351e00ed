import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOfJalali, isoOfDay, jalaliTextOfDay, monthStart, tehranToday } from '@pishkhan/common/jalali-days';
import { ACTIVE_ORDER_STATUSES, ORDER_STATUSES } from '@pishkhan/common/order';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { orderFixtures, type OrderFixtures } from '../../../../test/order-fixtures';
import { splitPeriods } from './fact-periods';

/**
 * The day facts of the products and customers reports (product_sale_days, customer_sale_days) after a
 * mix of writes through the API — orders, an edited line, a cancel, a partial return (and a withdrawn
 * one), in-store sales with a return line and a void, an order and a receipt at 23:59 Tehran time on
 * the last day of last Jalali month — equal a direct computation over the order and receipt lines, a
 * rebuild, and the reports answer what the lines say.
 */
let ctx: TestContext;
let fx: OrderFixtures;
let ship: number;
const ORDERS = '/api/admin/orders';
const SALES = '/api/admin/shop/sales';
const today = tehranToday();
const lastMonthEnd = monthStart(today) - 1;
const RANGE = `from=${jalaliTextOfDay(monthStart(lastMonthEnd))}&to=${jalaliTextOfDay(today)}`;
const active = sql.join(
  ACTIVE_ORDER_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

const ok = async (p: Promise<{ statusCode: number; body: string; json: () => any }>, code = 200) => {
  const r = await p;
  expect(r.statusCode, r.body).toBe(code);
  return r.json().data;
};
const rows = async (q: SQL) => (await ctx.database.db.execute(q)).rows as Record<string, unknown>[];

/** The products report's figures straight from the lines (the definition in docs/reports.md), per day, channel and variant. */
const directProductDays = sql`
  select day::text, channel, product_id::int, variant_id::int, sum(quantity)::bigint::text quantity, sum(amount)::bigint::text amount,
    sum(charged)::bigint::text charged, sum(rq)::bigint::text refunded_quantity, sum(refunds)::bigint::text refunds
  from (
    select (o.created_at at time zone 'Asia/Tehran')::date as day, 'online' as channel, oi.product_id, oi.variant_id, oi.quantity quantity,
      oi.unit_price * oi.quantity amount, (oi.unit_price - oi.unit_discount) * oi.quantity charged, 0 rq, 0 refunds
    from orders o join order_items oi on oi.order_id = o.id where o.status in (${active}) and oi.status
    union all
    select (o.created_at at time zone 'Asia/Tehran')::date, 'online', oi.product_id, oi.variant_id, 0, 0, 0, ri.quantity, ri.unit_amount * ri.quantity
    from orders o join order_returns r on r.order_id = o.id and r.status = 'returned' join order_return_items ri on ri.return_id = r.id
      join order_items oi on oi.id = ri.order_item_id where o.status in (${active})
    union all
    select (m.created_at at time zone 'Asia/Tehran')::date, 'in_store', mi.product_id, mi.variant_id,
      case when mi.type = 'sale' then mi.quantity else 0 end, case when mi.type = 'sale' then mi.unit_price * mi.quantity else 0 end,
      case when mi.type = 'sale' then mi.unit_price * mi.quantity else 0 end,
      case when mi.type = 'return' then mi.quantity else 0 end, case when mi.type = 'return' then mi.unit_price * mi.quantity else 0 end
    from mini_orders m join mini_order_items mi on mi.mini_order_id = m.id where m.status = 'completed'
  ) x group by 1, 2, 3, 4 order by 1, 2, 3, 4`;
const keptProductDays = sql`select day::text, channel, product_id, variant_id, quantity::text, amount::text, charged::text, refunded_quantity::text, refunds::text
  from product_sale_days order by 1, 2, 3, 4`;

/** The customers report's figures straight from the orders and receipts, per day and channel. */
const directCustomerDays = sql`
  select day::text, channel, customer_id::int, count(*)::int orders, sum(items)::bigint::text items, sum(spent)::bigint::text spent, max(t) last_order_at
  from (
    select (created_at at time zone 'Asia/Tehran')::date as day, 'online' as channel, customer_id, items_quantity items, total_amount - returned_amount spent, created_at as t
    from orders where status in (${active}) and customer_id is not null
    union all
    select (created_at at time zone 'Asia/Tehran')::date, 'in_store', customer_id, sale_quantity, total, created_at
    from mini_orders where status = 'completed' and customer_id is not null
  ) x group by 1, 2, 3 order by 1, 2, 3`;
const keptPeriods = sql`select 'v' as t, grain, start::text, channel, product_id as id, variant_id, quantity::text as a, amount::text as b, charged::text as c, refunds::text as d, refunded_quantity::text as e, null::timestamptz as at
  from variant_sale_periods union all
  select 'p', grain, start::text, channel, product_id, 0, quantity::text, amount::text, charged::text, refunds::text, refunded_quantity::text, null from product_sale_periods union all
  select 'c', grain, start::text, channel, customer_id, 0, orders::text, items::text, spent::text, '', '', last_order_at from customer_sale_periods order by 1, 2, 3, 4, 5, 6`;
const keptCustomerDays = sql`select day::text, channel, customer_id, orders, items::text, spent::text, last_order_at from customer_sale_days order by 1, 2, 3`;

let c1: Awaited<ReturnType<OrderFixtures['customer']>>;
let c2: Awaited<ReturnType<OrderFixtures['customer']>>;
let shirt: { id: number; variant: number };
let sock: { id: number; variant: number };
let boundaryOrder: number;

beforeAll(async () => {
  ctx = await setupApp();
  fx = await orderFixtures(ctx);
  ship = await fx.shippingMethod({ name: 'پیک', defaultPrice: 20000, minimumDelay: 0 });
  shirt = await fx.product({ title: 'پیراهن گزارش', sku: 'SF-SH', price: 100_000, stock: 100, discount_type: 'percentage', discount: 10 });
  sock = await fx.product({ title: 'جوراب گزارش', sku: 'SF-SK', price: 20_000, stock: 100 });
  c1 = await fx.customer({ first: 'نگار', last: 'صادقی', postalCode: '1111111111', balance: 5_000_000 });
  c2 = await fx.customer({ first: 'حمید', last: 'نوری', postalCode: '2222222222', balance: 5_000_000 });
  const order = (c: typeof c1, items: { variant_id: number; quantity: number }[]) =>
    ok(api(ctx).post(ORDERS, { customer_id: c.id, address_id: c.address, shipping_method_id: ship, items, payment: { method: 'wallet' } }), 201);
  const status = (id: number, s: string) => ok(api(ctx).put(`${ORDERS}/${id}/status`, { status: s, ...(s === 'delivered' ? { post_tracking_code: '12345678901234567890' } : {}) }));

  // An order whose first line is then edited from 2 to 3: moved to 23:59 Tehran on the last day of last month.
  const o1 = await order(c1, [
    { variant_id: shirt.variant, quantity: 2 },
    { variant_id: sock.variant, quantity: 1 },
  ]);
  await ok(api(ctx).patch(`${ORDERS}/${o1.id}/items/${o1.items[0].id}`, { quantity: 3 }));
  boundaryOrder = o1.id;
  // A canceled order.
  const o2 = await order(c2, [{ variant_id: shirt.variant, quantity: 4 }]);
  await status(o2.id, 'canceled');
  // A delivered order, two of its five socks taken back; another return asked for and withdrawn.
  const o3 = await order(c1, [
    { variant_id: sock.variant, quantity: 5 },
    { variant_id: shirt.variant, quantity: 1 },
  ]);
  await status(o3.id, 'in_progress');
  await status(o3.id, 'delivered');
  const sockLine = o3.items.find((i: { variant_id: number }) => i.variant_id === sock.variant).id;
  const asked = (await ok(api(ctx).post(`${ORDERS}/${o3.id}/returns`, { items: [{ item_id: sockLine, quantity: 2 }] }), 201)).returns[0];
  await ok(api(ctx).post(`${ORDERS}/${o3.id}/returns/${asked.id}/complete`, { refund_method: 'wallet' }));
  const withdrawn = (await ok(api(ctx).post(`${ORDERS}/${o3.id}/returns`, { items: [{ item_id: sockLine, quantity: 1 }] }), 201)).returns.find(
    (r: { status: string }) => r.status === 'requested',
  );
  await ok(api(ctx).post(`${ORDERS}/${o3.id}/returns/${withdrawn.id}/cancel`));
  // In store: a sale with a return line (moved to 23:59 on the last day of last month), a sale voided, a walk-in sale.
  const s1 = await ok(
    api(ctx).post(SALES, {
      lines: [
        { variant_id: shirt.variant, quantity: 1 },
        { variant_id: sock.variant, type: 'return', quantity: 1 },
      ],
      customer: { id: c2.id },
      payments: { cash: 70_000 },
    }),
    201,
  );
  const s2 = await ok(api(ctx).post(SALES, { lines: [{ variant_id: sock.variant, quantity: 6 }], customer: { id: c1.id }, payments: { cash: 120_000 } }), 201);
  await ok(api(ctx).post(`${SALES}/${s2.id}/void`, { reason: 'اشتباه صندوق' }));
  await ok(api(ctx).post(SALES, { lines: [{ variant_id: sock.variant, quantity: 2 }], payments: { card: 40_000 } }), 201);
  const at = new Date(`${isoOfDay(lastMonthEnd)}T23:59:00+03:30`);
  await ctx.database.db.execute(sql`update orders set created_at = ${at.toISOString()} where id = ${o1.id}`);
  await ctx.database.db.execute(sql`update mini_orders set created_at = ${at.toISOString()} where id = ${s1.id}`);
});
afterAll(() => ctx.close());

describe('product and customer day facts', () => {
  it('count as active exactly the statuses the sales report counts', async () => {
    for (const s of ORDER_STATUSES) {
      const [r] = await rows(sql`select sale_fact_active(${s}) as a`);
      expect(r!.a, s).toBe((ACTIVE_ORDER_STATUSES as readonly string[]).includes(s));
    }
  });

  it('equal a direct computation over the lines after orders, an edit, a cancel, returns, sales and a void', async () => {
    const kept = await rows(keptProductDays);
    expect(kept).toEqual(await rows(directProductDays));
    expect(await rows(keptCustomerDays)).toEqual(await rows(directCustomerDays));
    expect(await rows(sql`select * from product_sale_pending`)).toEqual([]);
    // The 23:59 order and receipt belong to the last day of last month.
    const days = new Set(kept.map((r) => r.day));
    expect(days).toEqual(new Set([isoOfDay(lastMonthEnd), isoOfDay(today)]));
    // Shirt online: 3 (the edited line) + 1 (the delivered order); the canceled 4 are out. Socks: 1 + 5, two back.
    const online = (day: number, id: number) => kept.find((r) => r.day === isoOfDay(day) && r.channel === 'online' && r.product_id === id);
    expect(online(lastMonthEnd, shirt.id)).toMatchObject({ quantity: '3', amount: '300000', charged: '270000', refunds: '0' });
    expect(online(today, shirt.id)).toMatchObject({ quantity: '1', amount: '100000' });
    expect(online(today, sock.id)).toMatchObject({ quantity: '5', amount: '100000', refunded_quantity: '2', refunds: '40000' });
    // The voided receipt is out; the walk-in receipt counts for the product, not for a customer.
    const store = kept.filter((r) => r.channel === 'in_store' && r.day === isoOfDay(today));
    expect(store).toEqual([expect.objectContaining({ product_id: sock.id, quantity: '2', amount: '40000' })]);
  });

  it('equal a rebuild from the rows, days and Jalali months and years alike', async () => {
    const products = await rows(keptProductDays);
    const customers = await rows(keptCustomerDays);
    const periods = await rows(keptPeriods);
    expect(periods.filter((r) => r.grain === 'month').map((r) => r.start)).toContain(isoOfDay(monthStart(lastMonthEnd)));
    await ctx.database.db.execute(sql`select sale_facts_rebuild()`);
    expect(await rows(keptProductDays)).toEqual(products);
    expect(await rows(keptCustomerDays)).toEqual(customers);
    expect(await rows(keptPeriods)).toEqual(periods);
  });

  it('split a range into whole Jalali years, whole months and the days left, a period counting whole up to its last sale', () => {
    const d = (jy: number, jm: number, jd: number) => dayOfJalali(jy, jm, jd)!;
    // 1404/12/25 – 1405/02/10 with facts up to 1405/03/01: days of Esfand, the whole of Farvardin, ten days of Ordibehesht.
    expect(splitPeriods({ first: d(1404, 12, 25), last: d(1405, 2, 10) }, d(1405, 3, 1))).toEqual({
      years: [],
      months: [isoOfDay(d(1405, 1, 1))],
      days: [
        { first: isoOfDay(d(1404, 12, 25)), last: isoOfDay(d(1404, 12, 29)) },
        { first: isoOfDay(d(1405, 2, 1)), last: isoOfDay(d(1405, 2, 10)) },
      ],
    });
    // This year so far, nothing sold after today: the year's row; a whole past year likewise.
    expect(splitPeriods({ first: d(1405, 1, 1), last: d(1405, 9, 5) }, d(1405, 9, 5))).toEqual({ years: [isoOfDay(d(1405, 1, 1))], months: [], days: [] });
    expect(splitPeriods({ first: d(1403, 1, 1), last: d(1403, 12, 30) }, d(1405, 9, 5)).years).toEqual([isoOfDay(d(1403, 1, 1))]);
    // A sale dated after the range's end keeps its month out: days instead.
    expect(splitPeriods({ first: d(1405, 9, 1), last: d(1405, 9, 5) }, d(1405, 9, 6))).toEqual({ years: [], months: [], days: [{ first: isoOfDay(d(1405, 9, 1)), last: isoOfDay(d(1405, 9, 5)) }] });
  });

  it('answer the products and varieties reports as the lines do, in each mode and on each side of the month', async () => {
    for (const mode of ['both', 'online', 'in_store'] as const) {
      for (const range of [RANGE, `from=${jalaliTextOfDay(lastMonthEnd)}&to=${jalaliTextOfDay(lastMonthEnd)}`, `from=${jalaliTextOfDay(monthStart(today))}&to=${jalaliTextOfDay(today)}`]) {
        const first = new URLSearchParams(range).get('from')!;
        const last = new URLSearchParams(range).get('to')!;
        const channels = mode === 'both' ? ['online', 'in_store'] : [mode];
        const direct = (await rows(directProductDays)).filter(
          (r) => channels.includes(r.channel as string) && jalaliTextOfDay(Date.parse(`${r.day}T00:00:00Z`) / 86_400_000) >= first && jalaliTextOfDay(Date.parse(`${r.day}T00:00:00Z`) / 86_400_000) <= last,
        );
        const want = new Map<number, { quantity: number; amount: number; refunds: number }>();
        for (const r of direct) {
          const w = want.get(r.product_id as number) ?? { quantity: 0, amount: 0, refunds: 0 };
          w.quantity += Number(r.quantity);
          w.amount += Number(r.amount);
          w.refunds -= Number(r.refunds);
          want.set(r.product_id as number, w);
        }
        const data = await ok(api(ctx).get(`/api/admin/reports/products?${range}&mode=${mode}&compare=0`));
        expect(
          data.rows.map((r: any) => [r.id, r.quantity, r.amount, r.refunds, r.net]),
          `${mode} ${range}`,
        ).toEqual(
          [...want.entries()].sort((a, b) => b[1].amount - a[1].amount || a[0] - b[0]).map(([id, w]) => [id, w.quantity, w.amount, w.refunds, w.amount + w.refunds]),
        );
        const v = await ok(api(ctx).get(`/api/admin/reports/varieties?${range}&mode=${mode}&compare=0`));
        for (const p of data.rows)
          expect(v.rows.filter((r: any) => r.product_id === p.id).reduce((s: number, r: any) => s + r.amount, 0)).toBe(p.amount);
      }
    }
  });

  it("give the dashboard's top products of this month, online and in store, at the price charged", async () => {
    const top = (await ok(api(ctx).get('/api/admin/dashboard'))).top_products;
    // Socks: 5 online at 20,000 and 2 in store (the voided 6 are out); the shirt: 1 online at 90,000 (10% off). Last month's are out.
    expect(top.rows).toEqual([
      { id: sock.id, title: 'جوراب گزارش', quantity: 7, amount: 140_000 },
      { id: shirt.id, title: 'پیراهن گزارش', quantity: 1, amount: 90_000 },
    ]);
  });

  it('answer the customers report as the orders and receipts do', async () => {
    const data = await ok(api(ctx).get(`/api/admin/reports/customers?${RANGE}&compare=0`));
    const direct = await rows(sql`
      select customer_id::int id, count(*)::int orders, sum(spent)::bigint spent, sum(items)::int items, max(t) last_order_at from (
        select customer_id, total_amount - returned_amount spent, items_quantity items, created_at as t from orders where status in (${active}) and customer_id is not null
        union all select customer_id, total, sale_quantity, created_at from mini_orders where status = 'completed' and customer_id is not null) x
      group by 1 order by 3 desc, 1`);
    expect(data.rows.map((r: any) => [r.id, r.orders, r.spent, r.items, r.last_order_at])).toEqual(
      direct.map((r) => [r.id, r.orders, Number(r.spent), r.items, new Date(r.last_order_at as string).toISOString()]),
    );
    // One whole period (this month, read as its rows), in each mode and with a filter on the sums.
    for (const mode of ['both', 'online', 'in_store'] as const) {
      const channel = mode === 'both' ? sql`true` : sql`channel = ${mode}`;
      const month = await rows(sql`select customer_id::int id, sum(orders)::int orders, sum(spent::bigint)::bigint spent, sum(items::bigint)::int items from (${directCustomerDays}) d
        where day::date >= ${isoOfDay(monthStart(today))}::date and ${channel} group by 1 order by 3 desc, 1`);
      const got = await ok(api(ctx).get(`/api/admin/reports/customers?preset=this_month&mode=${mode}&compare=0`));
      expect(got.rows.map((r: any) => [r.id, r.orders, r.spent, r.items]), mode).toEqual(month.map((r) => [r.id, r.orders, Number(r.spent), r.items]));
      const two = await ok(api(ctx).get(`/api/admin/reports/customers?preset=this_month&mode=${mode}&compare=0&min_orders=2`));
      expect(two.rows.map((r: any) => r.id)).toEqual(month.filter((r) => (r.orders as number) >= 2).map((r) => r.id));
    }
    // Last month alone: the 23:59 order of c1 and the 23:59 receipt of c2.
    const last = (await ok(api(ctx).get(`/api/admin/reports/customers?from=${jalaliTextOfDay(lastMonthEnd)}&to=${jalaliTextOfDay(lastMonthEnd)}&compare=0`)));
    expect(last.rows.map((r: any) => r.id).sort()).toEqual([c1.id, c2.id].sort());
    expect(last.totals.orders).toBe(2);
    // Canceling the 23:59 order takes it out of the day (and its time out of the customer's last order).
    await ok(api(ctx).put(`${ORDERS}/${boundaryOrder}/status`, { status: 'canceled' }));
    expect(await rows(keptCustomerDays)).toEqual(await rows(directCustomerDays));
    expect(await rows(keptProductDays)).toEqual(await rows(directProductDays));
    const periods = await rows(keptPeriods);
    await ctx.database.db.execute(sql`select sale_facts_rebuild()`);
    expect(await rows(keptPeriods)).toEqual(periods);
    const after = (await ok(api(ctx).get(`/api/admin/reports/customers?from=${jalaliTextOfDay(lastMonthEnd)}&to=${jalaliTextOfDay(lastMonthEnd)}&compare=0`)));
    expect(after.rows.map((r: any) => r.id)).toEqual([c2.id]);
  });
});
