import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { cartText as T } from '@pishkhan/common/i18n/fa/cart';
import { id, int } from '@pishkhan/common/schemas/fields';
import type { App, Ctx } from '../../../lib/app-types';
import type { Db, DbOrTx } from '../../../db/client';
import { forbidden } from '../../../lib/errors';
import { every } from '../../../lib/jobs';
import { rateLimiter } from '../../../lib/rate-limit';
import { sameSite } from '../../../plugins/access';
import { CUSTOMER_SECURITY, optionalCustomer, requireCustomer } from '../accounts/account.session';
import { storeContext } from '../catalog/catalog.read';
import {
  addItem,
  CART_COOKIE,
  CART_HEADER,
  cartTokenOf,
  emptyCart,
  findCart,
  GUEST_CART_DAYS,
  lockCart,
  MAX_QUANTITY,
  mergeGuestCart,
  ownerOf,
  pruneGuestCarts,
  readCart,
  removeItem,
  setItem,
} from './cart.service';

const TAG = 'store-cart';
const BASE = '/api/store/cart';
const SMALL_BODY = 4 * 1024;

/** Cart writes per client address: thirty at once, then sixty a minute. */
export const cartIpLimit = rateLimiter({ burst: 30, perMinute: 60 });
/** Cart writes per customer or guest cart: twenty at once, then forty a minute. */
export const cartOwnerLimit = rateLimiter({ burst: 20, perMinute: 40 });

const addBody = z.object({ variant_id: id(T.fields.variant_id), quantity: int(T.fields.quantity, { min: 1, max: MAX_QUANTITY }) });
const setBody = z.object({ quantity: int(T.fields.quantity, { min: 0, max: MAX_QUANTITY }) });
const lineParams = z.object({ variant_id: id(T.fields.variant_id) });

const cartCookie = (req: FastifyRequest) => ({ path: '/', httpOnly: true, sameSite: 'lax' as const, secure: req.protocol === 'https', maxAge: GUEST_CART_DAYS * 86_400 });

/**
 * The storefront's shopping cart (docs/api-store.md «Cart»): a signed-in customer's own cart, or a
 * guest's known by the token answered on the first add (`X-Cart-Token` header or `storeCart`
 * cookie). Guest carts merge into the customer's at sign-in (the verify route) or by POST /merge.
 */
export async function cartRoutes(app: App, { db }: Ctx) {
  every(app, 'guest-carts-prune', 3_600_000, () => pruneGuestCarts(db));

  /** Limits and same-site checks of a write; answers the owner's cart context. */
  const writeGuard = (req: FastifyRequest, reply: FastifyReply) => {
    cartIpLimit.enforce(reply, req.ip, T.tooManyRequests);
    const owner = ownerOf(req);
    if (owner) cartOwnerLimit.enforce(reply, 'customerId' in owner ? `customer:${owner.customerId}` : `cart:${owner.tokenHash}`, T.tooManyRequests);
    // A guest cart named by its cookie is written from the shop's own pages only.
    if (!req.customer && cartTokenOf(req)?.via === 'cookie' && !sameSite(req)) throw forbidden('csrf');
    return owner;
  };

  const answer = async (req: FastifyRequest, reply: FastifyReply, cartId: number | null, token: string | null = null) => {
    const ctx = await storeContext(db, req.customer?.roleId ?? null);
    reply.header('cache-control', 'no-store');
    if (token) {
      reply.header(CART_HEADER, token);
      reply.setCookie(CART_COOKIE, token, cartCookie(req));
    }
    return { data: { ...(token ? { cart_token: token } : {}), ...(await readCart(db, cartId, ctx)) } };
  };

  /** Runs a write on the owner's locked cart (created when `create`), then answers the cart. */
  const write = async (
    req: FastifyRequest,
    reply: FastifyReply,
    create: boolean,
    change: (tx: DbOrTx, cartId: number, ctx: Awaited<ReturnType<typeof storeContext>>) => Promise<unknown>,
  ) => {
    const owner = writeGuard(req, reply);
    const ctx = await storeContext(db, req.customer?.roleId ?? null);
    const done = await db.transaction(async (tx) => {
      if (!create && !(await findCart(tx, owner))) return null;
      const cart = await lockCart(tx, owner);
      await change(tx, cart.id, ctx);
      return cart;
    });
    return answer(req, reply, done?.id ?? null, done?.token ?? null);
  };

  const opts = { config: { public: true }, onRequest: optionalCustomer(db) };

  app.get(BASE, { ...opts, schema: { tags: [TAG], security: CUSTOMER_SECURITY } }, async (req, reply) => answer(req, reply, await findCart(db, ownerOf(req))));

  app.post(`${BASE}/items`, { ...opts, bodyLimit: SMALL_BODY, schema: { tags: [TAG], security: CUSTOMER_SECURITY, body: addBody } }, async (req, reply) => {
    const { variant_id, quantity } = req.body as z.infer<typeof addBody>;
    return write(req, reply, true, (tx, cartId, ctx) => addItem(tx, cartId, variant_id, quantity, ctx));
  });

  app.patch(
    `${BASE}/items/:variant_id`,
    { ...opts, bodyLimit: SMALL_BODY, schema: { tags: [TAG], security: CUSTOMER_SECURITY, params: lineParams, body: setBody } },
    async (req, reply) => {
      const { variant_id } = req.params as z.infer<typeof lineParams>;
      const { quantity } = req.body as z.infer<typeof setBody>;
      return write(req, reply, true, (tx, cartId, ctx) => setItem(tx, cartId, variant_id, quantity, ctx));
    },
  );

  app.delete(`${BASE}/items/:variant_id`, { ...opts, schema: { tags: [TAG], security: CUSTOMER_SECURITY, params: lineParams } }, async (req, reply) => {
    const { variant_id } = req.params as z.infer<typeof lineParams>;
    return write(req, reply, false, (tx, cartId) => removeItem(tx, cartId, variant_id));
  });

  app.delete(BASE, { ...opts, schema: { tags: [TAG], security: CUSTOMER_SECURITY } }, async (req, reply) => write(req, reply, false, (tx, cartId) => emptyCart(tx, cartId)));

  app.post(`${BASE}/merge`, { config: { public: true }, onRequest: requireCustomer(db), schema: { tags: [TAG], security: CUSTOMER_SECURITY } }, async (req, reply) => {
    writeGuard(req, reply);
    await mergeSentCart(db, req, reply);
    return answer(req, reply, await findCart(db, { customerId: req.customer!.id }));
  });
}

/**
 * Merges the guest cart a request carries into the signed-in customer's (the verify route calls
 * this right after the session opens) and drops the guest cookie. Answers the lines moved.
 */
export async function mergeSentCart(db: Db, req: FastifyRequest, reply: FastifyReply, customerId = req.customer?.id, roleId = req.customer?.roleId ?? null): Promise<number> {
  const sent = cartTokenOf(req);
  if (!sent || !customerId) return 0;
  const ctx = await storeContext(db, roleId);
  const moved = await db.transaction((tx) => mergeGuestCart(tx, customerId, sent.token, ctx));
  if (sent.via === 'cookie') reply.clearCookie(CART_COOKIE, { path: '/' });
  return moved;
}
