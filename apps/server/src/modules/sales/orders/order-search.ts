import { count, eq, or, sql, type SQL } from 'drizzle-orm';
import { faSearchKey, toAsciiDigits } from '@pishkhan/common/text';
import type { DbOrTx } from '../../../db/client';
import { customerSearch } from '../../people/customers/customer.service';
import { customers } from '../../people/customers/customer.table';
import { orders } from './order.table';

/** From this many customers on, a search text is a common name. */
export const COMMON_NAME_CUSTOMERS = 200;

/** Whether the text finds at least COMMON_NAME_CUSTOMERS customers (one short read of the search index). */
export async function isCommonName(db: DbOrTx, text: unknown): Promise<boolean> {
  const search = typeof text === 'string' && faSearchKey(text) ? customerSearch(text.trim()) : undefined;
  if (!search) return false;
  const few = db.select({ one: sql`1` }).from(customers).where(search).limit(COMMON_NAME_CUSTOMERS).as('few');
  const [r] = await db.select({ n: count() }).from(few);
  return r!.n >= COMMON_NAME_CUSTOMERS;
}

/**
 * `q` of the order list: an order number, or the orders of the customers it finds (name, mobile…);
 * undefined without a text. Two forms of the customers' orders:
 * - `commonName` false: `= any(array(…))`, their orders through the customer index — right for a
 *   few customers, and for counting (the planner can OR it with the primary key);
 * - `commonName` true: a hashed set of the customers that filters orders read in the list's own
 *   order, so a page stops after a few thousand rows instead of reading every order of thousands of
 *   customers (with few customers it would read every order: only for a page of a common name).
 */
export function orderTextSearch(db: DbOrTx, q: unknown, commonName = false): SQL | undefined {
  const text = typeof q === 'string' ? q.trim() : '';
  if (!text) return undefined;
  const digits = toAsciiDigits(text).replace(/^#/, '');
  const byCustomer = customerSearch(text);
  const customerIds = byCustomer ? db.select({ id: customers.id }).from(customers).where(byCustomer) : undefined;
  // An order number has no leading zero (a mobile has): 0912… searches customers only.
  const asNumber = /^[1-9]\d{0,14}$/.test(digits) ? Number(digits) : NaN;
  const ofCustomers = !customerIds || !faSearchKey(text) ? undefined : commonName ? sql`(${orders.customerId} in (${customerIds})) is true` : sql`${orders.customerId} = any(array(${customerIds}))`;
  return or(Number.isSafeInteger(asNumber) ? eq(orders.id, asNumber) : undefined, ofCustomers) ?? sql`false`;
}
