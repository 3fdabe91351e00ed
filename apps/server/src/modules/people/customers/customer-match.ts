import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { customerSearch } from './customer.service';
import { customers } from './customer.table';

/** Up to this many found customers are passed to the rows' query as a list of ids. */
export const CUSTOMER_IDS_MAX = 5_000;

/**
 * `column` (a customer id) belongs to a customer whom `text` finds, or undefined when the text
 * finds by nothing. The customers are looked up first and their ids handed to the rows' query as
 * one array value: the planner then sees how many there are — a common name's thousands of orders
 * are read newest first along the primary key, checked against a hashed list, and the read stops
 * at the page; a rare name's few are read through the customer index. Past CUSTOMER_IDS_MAX
 * customers the lookup stays a sub-select.
 */
export async function byCustomerText(db: DbOrTx, column: AnyColumn, text: string): Promise<SQL | undefined> {
  const search = customerSearch(text);
  if (!search) return undefined;
  const found = await db.select({ id: customers.id }).from(customers).where(search).limit(CUSTOMER_IDS_MAX + 1);
  if (found.length > CUSTOMER_IDS_MAX) return sql`${column} = any(array(${db.select({ id: customers.id }).from(customers).where(search)}))`;
  if (!found.length) return sql`false`;
  return sql`${column} = any(${sql.param(found.map((c) => c.id))}::bigint[])`;
}
