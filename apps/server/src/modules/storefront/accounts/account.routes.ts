import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { accountText as T } from '@pishkhan/common/i18n/fa/accounts';
import { accountCodeRequest, accountVerify, type AccountVerify } from '@pishkhan/common/schemas/account.schema';
import type { App, Ctx } from '../../../lib/app-types';
import { audit } from '../../../lib/audit';
import { every } from '../../../lib/jobs';
import { AppError } from '../../../lib/errors';
import { rateLimiter } from '../../../lib/rate-limit';
import { customers } from '../../people/customers/customer.table';
import { createWallet } from '../../wallet/wallets/wallet.service';
import { mergeSentCart } from '../cart/cart.routes';
import { CODE_TTL_MS, pruneLoginCodes, RESEND_MS, sendCode, useCode } from './account.code';
import { pruneEmailChanges } from './account.email';
import { presentAccount } from './account.present';
import {
  cookieOptions,
  CUSTOMER_SECURITY,
  NO_SECURITY,
  openCustomerSession,
  pruneCustomerSessions,
  requireCustomer,
  revokeCustomerSession,
  revokeCustomerSessions,
  sessionDays,
  STORE_COOKIE,
} from './account.session';

export const TAG = 'store-account';
export const BASE = '/api/store/account';

/** Code requests per client address: five at once, then five a minute (on top of each mobile's own limits). */
export const codeRequestLimit = rateLimiter({ burst: 5, perMinute: 5 });
/** Code checks per client address: ten at once, then ten a minute (each code also locks after five wrong tries). */
export const verifyLimit = rateLimiter({ burst: 10, perMinute: 10 });

const SMALL_BODY = 4 * 1024;

/**
 * Sign-up and sign-in of customers by a one-time code sent to their mobile, and sign-out:
 *
 *   POST /api/store/account/request-code {mobile}   → 202, the same answer for any mobile
 *   POST /api/store/account/verify {mobile, code}   → the session (cookie + token), the account
 *   POST /api/store/account/logout | logout-all     → 204
 */
export async function accountRoutes(app: App, ctx: Ctx) {
  const { db, config } = ctx;
  every(app, 'customer-accounts-prune', 3_600_000, async () => {
    await pruneLoginCodes(db);
    await pruneCustomerSessions(db);
    await pruneEmailChanges(db);
  });

  app.post(
    `${BASE}/request-code`,
    { config: { public: true }, bodyLimit: SMALL_BODY, schema: { tags: [TAG], security: NO_SECURITY, body: accountCodeRequest } },
    async (req, reply) => {
      codeRequestLimit.enforce(reply, req.ip, T.tooManyRequests);
      const { mobile } = req.body as { mobile: string };
      try {
        await sendCode(db, config, req.log, mobile);
      } catch (e) {
        const wait = (e as { retryAfter?: number }).retryAfter;
        if (wait) reply.header('retry-after', String(wait));
        throw e;
      }
      // The same answer whether the mobile is a customer's or not (a new one signs up at verify).
      return reply
        .status(202)
        .header('cache-control', 'no-store')
        .send({ data: { message: T.codeSent, expires_in: CODE_TTL_MS / 1000, resend_in: RESEND_MS / 1000 } });
    },
  );

  app.post(`${BASE}/verify`, { config: { public: true }, bodyLimit: SMALL_BODY, schema: { tags: [TAG], security: NO_SECURITY, body: accountVerify } }, async (req, reply) => {
    verifyLimit.enforce(reply, req.ip, T.tooManyRequests);
    const { mobile, code } = req.body as AccountVerify;
    const actor = { adminId: null, ip: req.ip ?? null };
    const result = await db.transaction(async (tx) => {
      const check = await useCode(tx, mobile, code);
      if (check !== 'ok') return { fail: check } as const;
      let created = false;
      let [customer] = await tx.select().from(customers).where(eq(customers.mobile, mobile)).for('update');
      if (!customer) {
        [customer] = await tx.insert(customers).values({ mobile, status: true }).onConflictDoNothing().returning();
        if (customer) {
          created = true;
          await createWallet(tx, customer.id);
          await audit(tx, actor, { entity: 'customer', entityId: customer.id, action: 'create', before: null, after: customer });
        } else [customer] = await tx.select().from(customers).where(eq(customers.mobile, mobile)).for('update');
      }
      if (!customer!.status) return { fail: 'blocked' } as const;
      const token = await openCustomerSession(tx, customer!.id, req);
      return { customer: customer!, token, created };
    });
    // A wrong try is counted (committed above) before the refusal.
    if ('fail' in result) {
      if (result.fail === 'blocked') throw new AppError(403, 'account_disabled', T.blocked);
      if (result.fail === 'locked') throw new AppError(429, 'code_locked', T.codeLocked, { code: T.codeLocked });
      throw new AppError(422, 'code_invalid', T.codeInvalid, { code: T.codeInvalid });
    }
    // The guest cart sent along (X-Cart-Token or its cookie) becomes part of the customer's; sign-in never fails for it.
    await mergeSentCart(db, req, reply, result.customer.id, result.customer.roleId).catch((err) => req.log.error({ err }, 'guest cart merge failed'));
    reply.setCookie(STORE_COOKIE, result.token, cookieOptions(req, await sessionDays(db)));
    reply.header('cache-control', 'no-store');
    return { data: { token: result.token, new_customer: result.created, customer: await presentAccount(db, result.customer) } };
  });

  const signedOut = (reply: FastifyReply) => {
    reply.clearCookie(STORE_COOKIE, { path: '/' });
    return reply.status(204).send();
  };

  app.post(`${BASE}/logout`, { config: { public: true }, onRequest: requireCustomer(db), schema: { tags: [TAG], security: CUSTOMER_SECURITY } }, async (req, reply) => {
    await revokeCustomerSession(db, req.customer!.sessionId);
    return signedOut(reply);
  });

  app.post(`${BASE}/logout-all`, { config: { public: true }, onRequest: requireCustomer(db), schema: { tags: [TAG], security: CUSTOMER_SECURITY } }, async (req, reply) => {
    await revokeCustomerSessions(db, req.customer!.id);
    return signedOut(reply);
  });
}
