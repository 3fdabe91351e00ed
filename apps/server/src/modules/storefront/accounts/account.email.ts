import { and, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { accountText as T } from '@pishkhan/common/i18n/fa/accounts';
import type { Config } from '../../../config/env';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import type { App, Ctx } from '../../../lib/app-types';
import { audit } from '../../../lib/audit';
import { AppError, isUniqueViolation } from '../../../lib/errors';
import { openChannels } from '../../../lib/messaging/channels';
import { escapeHtml as mailEscape } from '../../../lib/messaging/message';
import { rateLimiter } from '../../../lib/rate-limit';
import { escapeHtml, sendStorePage } from '../../../lib/store-page';
import { publicBase } from '../../messaging/newsletters/newsletter.send';
import { newToken, tokenHash } from '../../people/auth/auth.service';
import { customers } from '../../people/customers/customer.table';
import { NO_SECURITY } from './account.session';
import { customerEmailChanges as changes } from './account.table';

/**
 * A customer's change of e-mail (docs/api-store.md, «My account»): `PATCH /api/store/account/me`
 * with a new `email` does not change it, it sends a link to the new address — and answers the same
 * whether the address is free or another customer's, so the form tells nobody who is registered.
 * The owner of a taken address is told by e-mail that nothing changed. Opening the link shows a page
 * with a button (`GET`; a mail scanner that fetches links confirms nothing); its `POST` makes the
 * change, refused then if the address was taken meanwhile (the address's owner may know).
 */

/** How long the link works. */
export const EMAIL_CHANGE_HOURS = 24;
/** E-mail change requests per customer (each sends an e-mail): three at once, then one a minute. */
export const emailChangeLimit = rateLimiter({ burst: 3, perMinute: 1 });
/** Link checks per client address. */
export const emailConfirmLimit = rateLimiter({ burst: 10, perMinute: 10 });

const CONFIRM_PATH = '/api/store/account/email/confirm';
const TAG = 'store-account';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The message to send once the request is saved: a link to confirm, or the notice that the address is taken. */
export interface EmailChangeMail {
  to: string;
  token: string | null;
}

/**
 * Saves the customer's request to change their e-mail to `email` (replacing an earlier one) in the
 * caller's transaction; what to send once it commits.
 */
export async function requestEmailChange(tx: Tx, customerId: number, email: string): Promise<EmailChangeMail> {
  const [taken] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(sql`lower(${customers.email}) = lower(${email})`, ne(customers.id, customerId)))
    .limit(1);
  // A taken address is saved as waiting too (the account reads the same), but its link is never sent.
  const token = newToken();
  const values = { email, tokenHash: tokenHash(token), expiresAt: new Date(Date.now() + EMAIL_CHANGE_HOURS * 3_600_000), createdAt: new Date() };
  await tx
    .insert(changes)
    .values({ customerId, ...values })
    .onConflictDoUpdate({ target: changes.customerId, set: values });
  return { to: email, token: taken ? null : token };
}

/** Forgets a waiting change (the customer cleared their e-mail, or set the one they have). */
export async function dropEmailChange(tx: DbOrTx, customerId: number): Promise<void> {
  await tx.delete(changes).where(eq(changes.customerId, customerId));
}

/** The address a customer's change waits for (not expired), or null. */
export async function pendingEmail(db: DbOrTx, customerId: number): Promise<string | null> {
  const [p] = await db
    .select({ email: changes.email })
    .from(changes)
    .where(and(eq(changes.customerId, customerId), gt(changes.expiresAt, sql`now()`)));
  return p?.email ?? null;
}

/** Sends the link (or the notice); a failed send is logged, never shown (the answer stays the same). */
export async function sendEmailChange(db: Db, config: Config, log: FastifyBaseLogger, mail: EmailChangeMail): Promise<void> {
  try {
    const ch = await openChannels(db, config, log);
    const msg = mail.token
      ? {
          subject: T.emailConfirmSubject,
          html: `<p>${mailEscape(T.emailConfirmBody(EMAIL_CHANGE_HOURS))}</p>\n<p><a href="${mailEscape(`${await publicBase(db, config)}${CONFIRM_PATH}?token=${mail.token}`)}">${mailEscape(T.emailConfirmLink)}</a></p>`,
        }
      : { subject: T.emailTakenSubject, html: `<p>${mailEscape(T.emailTakenBody)}</p>` };
    const r = await ch.email.send({ to: mail.to, ...msg });
    if (!r.ok) log.warn({ reason: r.reason }, 'e-mail change message not sent');
  } catch (err) {
    log.error({ err }, 'e-mail change message not sent');
  }
}

/** Expired requests are forgotten (the hourly prune of customer accounts). */
export async function pruneEmailChanges(db: DbOrTx): Promise<void> {
  await db.delete(changes).where(lte(changes.expiresAt, sql`now()`));
}

const tokenQuery = z.looseObject({ token: z.string().max(200).optional() });
const wantsHtml = (req: FastifyRequest) => /text\/html/.test(String(req.headers.accept ?? ''));
const BUTTON_CSS = 'button{font:inherit;background:#1677ff;color:#fff;border:0;border-radius:6px;padding:8px 20px;cursor:pointer}';

async function waitingChange(db: DbOrTx, token: string | undefined) {
  if (!token || !TOKEN.test(token)) return undefined;
  const [row] = await db
    .select()
    .from(changes)
    .where(and(eq(changes.tokenHash, tokenHash(token)), gt(changes.expiresAt, sql`now()`)));
  return row;
}

/** `GET|POST /api/store/account/email/confirm?token=…`: the link of an e-mail change (no session needed: the link is the proof). */
export async function accountEmailRoutes(app: App, { db }: Ctx) {
  // The page's button posts a form (its token is in the address).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, _body, done) => done(null, {}));

  const refuse = (req: FastifyRequest, reply: FastifyReply, status: number, code: string, message: string) => {
    if (wantsHtml(req)) return sendStorePage(reply, status, T.emailConfirmTitle, `<p>${escapeHtml(message)}</p>`);
    throw new AppError(status, code, message);
  };

  app.get(CONFIRM_PATH, { config: { public: true }, schema: { tags: [TAG], security: NO_SECURITY, querystring: tokenQuery } }, async (req, reply) => {
    emailConfirmLimit.enforce(reply, req.ip, T.tooManyRequests);
    const token = (req.query as { token?: string }).token;
    const change = await waitingChange(db, token);
    if (!change) return refuse(req, reply, 404, 'not_found', T.emailLinkInvalid);
    if (!wantsHtml(req)) return reply.header('cache-control', 'no-store').send({ data: { email: change.email, expires_at: change.expiresAt } });
    const form = `<form method="post" action="${escapeHtml(`${CONFIRM_PATH}?token=${token}`)}"><button type="submit">${escapeHtml(T.emailConfirmButton)}</button></form>`;
    return sendStorePage(reply, 200, T.emailConfirmTitle, `<p>${escapeHtml(T.emailConfirmAsk(change.email))}</p>${form}`, BUTTON_CSS);
  });

  app.post(CONFIRM_PATH, { config: { public: true }, bodyLimit: 1024, schema: { tags: [TAG], security: NO_SECURITY, querystring: tokenQuery } }, async (req, reply) => {
    emailConfirmLimit.enforce(reply, req.ip, T.tooManyRequests);
    const token = (req.query as { token?: string }).token;
    const actor = { adminId: null, ip: req.ip ?? null };
    const result = await db.transaction(async (tx) => {
      const change = await waitingChange(tx, token);
      if (!change) return 'invalid' as const;
      const [before] = await tx.select().from(customers).where(eq(customers.id, change.customerId)).for('update');
      await tx.delete(changes).where(eq(changes.customerId, change.customerId));
      if (!before) return 'invalid' as const;
      try {
        const after = await tx.transaction(async (sp) => {
          const [row] = await sp.update(customers).set({ email: change.email, updatedAt: sql`now()` }).where(eq(customers.id, before.id)).returning();
          return row!;
        });
        await audit(tx, actor, { entity: 'customer', entityId: before.id, action: 'update', before, after });
        return { email: after.email };
      } catch (e) {
        if (isUniqueViolation(e)) return 'taken' as const;
        throw e;
      }
    });
    if (result === 'invalid') return refuse(req, reply, 404, 'not_found', T.emailLinkInvalid);
    if (result === 'taken') return refuse(req, reply, 409, 'email_in_use', T.emailInUse);
    if (wantsHtml(req)) return sendStorePage(reply, 200, T.emailConfirmTitle, `<p>${escapeHtml(T.emailConfirmed)}</p>`);
    return reply.header('cache-control', 'no-store').send({ data: { email: result.email, message: T.emailConfirmed } });
  });
}
