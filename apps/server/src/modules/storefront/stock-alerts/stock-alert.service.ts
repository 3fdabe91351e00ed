import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { stockAlerts } from './stock-alert.table';

/**
 * Called by the one function that changes stock (stock.service `changeStocks`), in its transaction,
 * with the variants whose stock has just come back from zero: their waiting requests become due, so
 * they go out only if the stock change commits. A query only when a variant is restocked from zero.
 */
export async function markStockAlertsDue(tx: DbOrTx, variantIds: readonly number[]): Promise<void> {
  if (!variantIds.length) return;
  await tx.execute(
    sql`update ${stockAlerts} set status = 'due', due_at = now() where status = 'waiting' and variant_id in (${sql.join(
      variantIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}

/** Whether any request is due (the poller's cheap question, on a partial index). */
export async function hasDueStockAlerts(db: DbOrTx): Promise<boolean> {
  const r = await db.execute(sql`select 1 from ${stockAlerts} where status = 'due' limit 1`);
  return r.rows.length > 0;
}
