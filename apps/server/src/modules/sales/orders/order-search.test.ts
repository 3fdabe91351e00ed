import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setupApp, type TestContext } from '../../../../test/db';
import { COMMON_NAME_CUSTOMERS, isCommonName } from './order-search';

const PATH = '/api/admin/orders';
let ctx: TestContext;
const many = COMMON_NAME_CUSTOMERS + 20;

beforeAll(async () => {
  ctx = await setupApp();
  const q = (sql: string, params: unknown[] = []) => ctx.database.pool.query(sql, params);
  // A first name many customers share, one rare name, and two orders of each customer interleaved
  // with orders of nobody, in every status and amount.
  await q(`insert into customers (first_name, last_name, mobile) select 'پرستو', 'نمونه', '0912' || lpad(g::text, 7, '0') from generate_series(1, $1::int) g`, [many]);
  await q(`insert into customers (first_name, last_name, mobile) values ('کیانا', 'شهابی', '09350000001')`);
  await q(`insert into orders (customer_id, status, total_amount)
    select case when g % 3 = 0 then null else c.id end, (array['new','in_progress','delivered','canceled'])[1 + g % 4], (g * 7919) % 100000
    from customers c cross join generate_series(1, 3) g order by c.id, g`);
});
afterAll(() => ctx.close());

const expectedIds = async (where: string, order = 'o.id desc', limit = 15, offset = 0) =>
  (await ctx.database.pool.query(`select o.id from orders o join customers c on c.id = o.customer_id where ${where} order by ${order} limit ${limit} offset ${offset}`)).rows.map((r: { id: string }) => Number(r.id));
const list = async (query: string) => (await api(ctx).get(`${PATH}?${query}`)).json() as { data: { id: number }[]; meta: { total: number }; counts: Record<string, number> };

describe('order search by a name many customers share', () => {
  it('is told apart from a rare name', async () => {
    expect(await isCommonName(ctx.database.db, 'پرستو')).toBe(true);
    expect(await isCommonName(ctx.database.db, 'شهابي')).toBe(false);
    expect(await isCommonName(ctx.database.db, ' ')).toBe(false);
  });

  it('answers the newest orders of those customers, page by page, with the total and the status tabs', async () => {
    const word = encodeURIComponent('پرستو');
    const first = await list(`q=${word}`);
    expect(first.data.map((o) => o.id)).toEqual(await expectedIds(`c.first_name = 'پرستو'`));
    expect(first.meta.total).toBe(many * 2);
    expect(first.counts.all).toBe(many * 2);
    expect(first.counts.canceled).toBe(Number((await ctx.database.pool.query(`select count(*) from orders o join customers c on c.id = o.customer_id where c.first_name = 'پرستو' and o.status = 'canceled'`)).rows[0].count));
    const third = await list(`q=${word}&page=3`);
    expect(third.data.map((o) => o.id)).toEqual(await expectedIds(`c.first_name = 'پرستو'`, 'o.id desc', 15, 30));
    const delivered = await list(`q=${word}&status=delivered&sort=-total_amount`);
    expect(delivered.data.map((o) => o.id)).toEqual(await expectedIds(`c.first_name = 'پرستو' and o.status = 'delivered'`, 'o.total_amount desc, o.id desc'));
    expect(delivered.meta.total).toBe(first.counts.delivered);
  });

  it('still finds a rare name and an order number', async () => {
    const rare = await list(`q=${encodeURIComponent('شهابي')}`);
    expect(rare.data.map((o) => o.id)).toEqual(await expectedIds(`c.last_name = 'شهابی'`));
    expect(rare.meta.total).toBe(2);
    const [someId] = await expectedIds(`c.first_name = 'پرستو'`, 'o.id', 1, 100);
    // The number is an order's, and also part of some customers' mobiles: both are found.
    const byNumber = await list(`q=${someId}`);
    expect(byNumber.data.map((o) => o.id)).toContain(someId);
  });
});
