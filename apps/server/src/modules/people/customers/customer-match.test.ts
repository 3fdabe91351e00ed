import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupApp, type TestContext } from '../../../../test/db';
import { byCustomerText, CUSTOMER_IDS_MAX } from './customer-match';
import { customers } from './customer.table';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupApp();
  // Many customers share a first name; two have a rare last name.
  await ctx.database.pool.query(
    `insert into customers (first_name, last_name, mobile) select 'پرستو', 'نمونه', '0912' || lpad(g::text, 7, '0') from generate_series(1, $1::int) g`,
    [CUSTOMER_IDS_MAX + 5],
  );
  await ctx.database.pool.query(`insert into customers (first_name, last_name, mobile) values ('کیانا', 'شهابی', '09350000001'), ('رها', 'شهابی', '09350000002')`);
});
afterAll(() => ctx.close());

const found = async (text: string) => {
  const db = ctx.database.db;
  const cond = await byCustomerText(db, customers.id, text);
  return cond ? (await db.select({ id: customers.id }).from(customers).where(cond)).map((r) => r.id).sort((a, b) => a - b) : undefined;
};
const expected = async (where: string, params: unknown[] = []) =>
  (await ctx.database.pool.query(`select id from customers where ${where} order by id`, params)).rows.map((r: { id: string }) => Number(r.id));

describe('rows of the customers a text finds', () => {
  it('finds a rare name, the Arabic spelling and Persian digits of a mobile as the customer search does', async () => {
    expect(await found('شهابي')).toEqual(await expected(`last_name = 'شهابی'`));
    expect(await found('۰۹۳۵۰۰۰۰۰۰۱')).toEqual(await expected(`mobile = '09350000001'`));
    expect(await found('ناشناس')).toEqual([]);
    expect(await found('  ')).toBeUndefined();
  });

  it('finds every customer of a name shared by more than the id list holds', async () => {
    const all = await found('پرستو');
    expect(all).toHaveLength(CUSTOMER_IDS_MAX + 5);
    expect(all).toEqual(await expected(`first_name = 'پرستو'`));
  });
});
