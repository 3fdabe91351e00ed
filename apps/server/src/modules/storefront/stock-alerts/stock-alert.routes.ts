import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { stockAlertText as T } from '@pishkhan/common/i18n/fa/stock-alerts';
import { id, optionalEmail, optionalMobile } from '@pishkhan/common/schemas/fields';
import type { App, Ctx } from '../../../lib/app-types';
import { AppError, validation } from '../../../lib/errors';
import { every } from '../../../lib/jobs';
import { rateLimiter } from '../../../lib/rate-limit';
import { startDueStockAlerts } from './stock-alert.send';
import { stockAlerts } from './stock-alert.table';
import { CUSTOMER_SECURITY, optionalCustomer } from '../accounts/account.session';

const TAG = 'store-stock-alerts';

/** Per client address: five at once, then ten a minute. */
export const stockAlertLimit = rateLimiter({ burst: 5, perMinute: 10 });

const body = z.object({
  variant_id: id(T.fields.variant_id),
  email: optionalEmail(T.fields.email),
  mobile: optionalMobile(T.fields.mobile),
});

/** How often a working node looks for requests whose stock has come back. */
export const STOCK_ALERT_POLL_MS = 15_000;

/**
 * «Tell me when it is back in stock» (docs/api-store.md): a visitor leaves an e-mail or a mobile for an
 * out-of-stock variant of a product the shop shows; when its stock comes back above zero, one message
 * goes out through the shop's e-mail or SMS channel (stock-alert.send.ts).
 */
export async function stockAlertRoutes(app: App, { db, queue }: Ctx) {
  app.post(
    '/api/store/stock-alerts',
    { config: { public: true }, onRequest: optionalCustomer(db), schema: { tags: [TAG], body, security: CUSTOMER_SECURITY } },
    async (req, reply) => {
    stockAlertLimit.enforce(reply, req.ip);
    const who = req.customer;
    if (who) stockAlertLimit.enforce(reply, `customer:${who.id}`);
    const { variant_id, email } = req.body;
    // A signed-in customer is told on their own mobile unless they give another address.
    const mobile = req.body.mobile ?? (email ? null : (who?.mobile ?? null));
    if (!email && !mobile) throw validation({ email: T.contactRequired, mobile: T.contactRequired });
    const [v] = (
      await db.execute(sql`
        select coalesce(s.quantity, 0)::int as quantity
        from variants v join products p on p.id = v.product_id left join stock_levels s on s.variant_id = v.id
        where v.id = ${variant_id} and v.status and v.archived_at is null and p.archived_at is null and p.status <> 'draft'`)
    ).rows as { quantity: number }[];
    if (!v) throw new AppError(404, 'not_found', T.unknownVariant);
    if (v.quantity > 0) throw validation({ variant_id: T.inStock });
    // Asking twice for the same variant changes nothing (one open request per person and variant).
    await db
      .insert(stockAlerts)
      .values({ variantId: variant_id, email: email ?? null, mobile: email ? null : mobile, customerId: who?.id ?? null })
      .onConflictDoNothing();
    return reply.status(202).send({ data: { message: T.saved } });
    },
  );

  if (queue.workerNode) every(app, 'stock-alerts', STOCK_ALERT_POLL_MS, () => startDueStockAlerts(db, queue));
}
