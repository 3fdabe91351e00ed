import { z } from 'zod';
import { checkoutText as T } from '@pishkhan/common/i18n/fa/checkout';
import { id, optionalText, price } from '@pishkhan/common/schemas/fields';
import type { App, Ctx } from '../../../lib/app-types';
import { every } from '../../../lib/jobs';
import { rateLimiter } from '../../../lib/rate-limit';
import { idempotencyKeyOf } from '../../wallet/wallets/wallet.routes';
import { CUSTOMER_SECURITY, requireCustomer } from '../accounts/account.session';
import { releaseOverdueOrders } from './checkout.release';
import { checkoutPreview, placeOrder } from './checkout.service';

export const CHECKOUT_TAG = 'store-checkout';
const BASE = '/api/store/checkout';

/** Previews per customer: thirty at once, then sixty a minute (a checkout page re-prices as it changes). */
export const previewLimit = rateLimiter({ burst: 30, perMinute: 60 });
/** Orders placed per customer: five at once, then five a minute. */
export const checkoutLimit = rateLimiter({ burst: 5, perMinute: 5 });
/** Every checkout call per client address. */
export const checkoutIpLimit = rateLimiter({ burst: 60, perMinute: 120 });

const F = T.fields;
const previewBody = z.strictObject({
  address_id: id(F.address_id),
  shipping_method_id: id(F.shipping_method_id).nullable().optional(),
  coupon_code: optionalText(F.coupon_code, { max: 50 }),
  wallet_amount: price(F.wallet_amount).optional(),
});
const placeBody = z.strictObject({
  address_id: id(F.address_id),
  shipping_method_id: id(F.shipping_method_id),
  coupon_code: optionalText(F.coupon_code, { max: 50 }),
  wallet_amount: price(F.wallet_amount).optional(),
  description: optionalText(F.description, { max: 2000 }),
  expected_total: price(F.expected_total).optional(),
});

/**
 * The signed-in customer's checkout (docs/api-store.md «Checkout»): a preview of the cart as an
 * order for an address, and placing it. Paying the rest online is POST /api/store/orders/{id}/pay.
 */
export async function checkoutRoutes(app: App, ctx: Ctx) {
  const { db, queue } = ctx;
  const signedIn = { config: { public: true }, onRequest: requireCustomer(db), bodyLimit: 8 * 1024 } as const;
  // Overdue orders the queue has not released (a node was down at the time): every five minutes.
  every(app, 'order-release-sweep', 5 * 60_000, () => releaseOverdueOrders(db));

  app.post(`${BASE}/preview`, { ...signedIn, schema: { tags: [CHECKOUT_TAG], security: CUSTOMER_SECURITY, body: previewBody } }, async (req, reply) => {
    checkoutIpLimit.enforce(reply, req.ip, T.tooManyRequests);
    previewLimit.enforce(reply, `customer:${req.customer!.id}`, T.tooManyRequests);
    reply.header('cache-control', 'no-store');
    return { data: await checkoutPreview(db, req.customer!, req.body as z.infer<typeof previewBody>) };
  });

  app.post(BASE, { ...signedIn, schema: { tags: [CHECKOUT_TAG], security: CUSTOMER_SECURITY, body: placeBody } }, async (req, reply) => {
    checkoutIpLimit.enforce(reply, req.ip, T.tooManyRequests);
    checkoutLimit.enforce(reply, `customer:${req.customer!.id}`, T.tooManyRequests);
    const key = idempotencyKeyOf(req);
    const placed = await placeOrder(db, queue, { adminId: null, ip: req.ip ?? null }, req.customer!, req.body as z.infer<typeof placeBody>, key);
    reply.header('cache-control', 'no-store');
    return reply.status(placed.created ? 201 : 200).send({ data: { order: placed.order } });
  });
}
