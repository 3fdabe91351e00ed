import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { accountText } from '@pishkhan/common/i18n/fa/accounts';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError, forbidden, unauthenticated } from '../../../lib/errors';
import { sameSite } from '../../../plugins/access';
import { customers } from '../../people/customers/customer.table';
import { newToken, tokenHash } from '../../people/auth/auth.service';
import { getSetting } from '../../system/settings/setting.service';
import { customerSessions } from './account.table';

/**
 * Customer sessions of the storefront (`customer_sessions`), never mixed with the admins': their
 * own table, their own cookie (`storeSession`), looked up only by the hooks below. An admin's
 * token is unknown here, and a customer's token is unknown to the admin API.
 *
 * For a store route that needs a signed-in customer:
 *
 *   app.get('/api/store/cart', { config: { public: true }, onRequest: requireCustomer(ctx.db) }, async (req) => {
 *     const me = req.customer!; // { id, roleId, mobile, firstName, lastName, sessionId }
 *   });
 *
 * `optionalCustomer(ctx.db)` sets `req.customer` when a live session is sent and lets a guest
 * through otherwise (a cart of a guest or of a customer).
 */

export const STORE_COOKIE = 'storeSession';

/** The OpenAPI `security` of a store route: `CUSTOMER_SECURITY` when it needs (or may use) a customer session, `NO_SECURITY` when it needs none. */
export const CUSTOMER_SECURITY: Record<string, string[]>[] = [{ bearer: [] }, { storeCookie: [] }];
export const NO_SECURITY: never[] = [];

/** The signed-in customer a store route sees as `request.customer`. */
export interface StoreCustomer {
  id: number;
  /** The customer role an admin gave (null: none). */
  roleId: number | null;
  mobile: string;
  firstName: string | null;
  lastName: string | null;
  /** This session's id (sign-out ends it). */
  sessionId: number;
  /** How the token came: the cookie or `Authorization: Bearer`. */
  via: 'cookie' | 'bearer';
}

declare module 'fastify' {
  interface FastifyRequest {
    customer?: StoreCustomer;
  }
}

/** The clock of codes and sessions in milliseconds (tests move it; `resetAccountClock` puts the real one back). */
export const accountClock = { now: () => Date.now() };
export const resetAccountClock = () => {
  accountClock.now = () => Date.now();
};

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The last use is written at most once a minute. */
const TOUCH_MS = 60_000;

export const sessionDays = async (db: DbOrTx) => (await getSetting<number>(db, 'customer_session_days')) || 30;

export const cookieOptions = (req: FastifyRequest, days: number) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: req.protocol === 'https',
  maxAge: days * 86_400,
});

function tokenOf(req: FastifyRequest): { token: string; via: 'cookie' | 'bearer' } | null {
  const h = req.headers.authorization;
  if (typeof h === 'string' && /^Bearer\s+\S+$/i.test(h)) return { token: h.replace(/^Bearer\s+/i, '').trim(), via: 'bearer' };
  const c = req.cookies?.[STORE_COOKIE];
  if (c) return { token: c, via: 'cookie' };
  return null;
}

/** Opens a session for a customer; answers its token (only its hash is kept). */
export async function openCustomerSession(db: DbOrTx, customerId: number, req: FastifyRequest): Promise<string> {
  const token = newToken();
  const ua = req.headers['user-agent'];
  await db.insert(customerSessions).values({
    customerId,
    tokenHash: tokenHash(token),
    ip: req.ip?.slice(0, 64) ?? null,
    userAgent: typeof ua === 'string' ? ua.slice(0, 255) : null,
    lastUsedAt: new Date(accountClock.now()),
  });
  return token;
}

export type SessionLookup =
  | { state: 'ok'; customer: StoreCustomer }
  | { state: 'none' | 'expired' | 'blocked' };

/** The live session of a token: expired after `customer_session_days` without use; a blocked customer's is refused. */
export async function findCustomerSession(db: Db, token: string, via: 'cookie' | 'bearer'): Promise<SessionLookup & { touched?: boolean }> {
  if (token.length > 200) return { state: 'none' };
  const [row] = await db
    .select({ session: customerSessions, customer: customers })
    .from(customerSessions)
    .innerJoin(customers, eq(customers.id, customerSessions.customerId))
    .where(and(eq(customerSessions.tokenHash, tokenHash(token)), isNull(customerSessions.revokedAt)))
    .limit(1);
  if (!row) return { state: 'none' };
  const now = accountClock.now();
  const idle = now - row.session.lastUsedAt.getTime();
  if (idle > (await sessionDays(db)) * 86_400_000) {
    await db.update(customerSessions).set({ revokedAt: new Date(now) }).where(eq(customerSessions.id, row.session.id));
    return { state: 'expired' };
  }
  if (!row.customer.status) return { state: 'blocked' };
  let touched = false;
  if (idle > TOUCH_MS) {
    await db.update(customerSessions).set({ lastUsedAt: new Date(now) }).where(eq(customerSessions.id, row.session.id));
    touched = true;
  }
  const c = row.customer;
  return { state: 'ok', touched, customer: { id: c.id, roleId: c.roleId, mobile: c.mobile, firstName: c.firstName, lastName: c.lastName, sessionId: row.session.id, via } };
}

async function attach(db: Db, req: FastifyRequest, reply: FastifyReply, required: boolean): Promise<void> {
  const t = tokenOf(req);
  if (!t) {
    if (required) throw unauthenticated();
    return;
  }
  const s = await findCustomerSession(db, t.token, t.via);
  if (s.state !== 'ok') {
    // A dead cookie is dropped, so the browser stops sending it.
    if (t.via === 'cookie') reply.clearCookie(STORE_COOKIE, { path: '/' });
    if (!required) return;
    if (s.state === 'expired') throw unauthenticated('session_expired');
    if (s.state === 'blocked') throw new AppError(401, 'account_disabled', accountText.blocked);
    throw unauthenticated();
  }
  // A write signed by the cookie must come from the shop's own pages (like the admin's).
  if (t.via === 'cookie' && !SAFE.has(req.method) && !sameSite(req)) throw forbidden('csrf');
  // The cookie slides with the session.
  if (t.via === 'cookie' && s.touched) reply.setCookie(STORE_COOKIE, t.token, cookieOptions(req, await sessionDays(db)));
  req.customer = s.customer;
}

/** An onRequest hook: 401 without a live customer session; sets `request.customer`. */
export function requireCustomer(db: Db): onRequestAsyncHookHandler {
  return async function requireCustomerHook(req, reply) {
    await attach(db, req, reply, true);
  };
}

/** An onRequest hook: sets `request.customer` when a live customer session is sent; a guest (or a dead token) passes as a guest. */
export function optionalCustomer(db: Db): onRequestAsyncHookHandler {
  return async function optionalCustomerHook(req, reply) {
    await attach(db, req, reply, false);
  };
}

/** Ends one session. */
export async function revokeCustomerSession(db: DbOrTx, sessionId: number) {
  await db.update(customerSessions).set({ revokedAt: new Date(accountClock.now()) }).where(and(eq(customerSessions.id, sessionId), isNull(customerSessions.revokedAt)));
}

/** Ends every live session of a customer (but `keep`); answers how many. */
export async function revokeCustomerSessions(db: DbOrTx, customerId: number, keep?: number): Promise<number> {
  const rows = await db
    .update(customerSessions)
    .set({ revokedAt: new Date(accountClock.now()) })
    .where(and(eq(customerSessions.customerId, customerId), isNull(customerSessions.revokedAt), keep ? ne(customerSessions.id, keep) : undefined))
    .returning({ id: customerSessions.id });
  return rows.length;
}

/** Forgets sessions ended or idle for more than a month past their limit (a job of every server). */
export async function pruneCustomerSessions(db: Db) {
  const days = await sessionDays(db);
  await db
    .delete(customerSessions)
    .where(sql`${customerSessions.revokedAt} < now() - interval '30 days' or ${customerSessions.lastUsedAt} < now() - make_interval(days => ${days + 30})`);
}
