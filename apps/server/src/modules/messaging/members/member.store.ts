import { eq, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { newsletterMemberText as M, newsletterStoreText as S, unsubscribeReasons } from '@pishkhan/common/i18n/fa/newsletter-members';
import { optionalEmail, optionalMobile } from '@pishkhan/common/schemas/fields';
import { newsletterMemberNames } from '@pishkhan/common/i18n/fa/newsletter-members';
import type { App, Ctx } from '../../../lib/app-types';
import { audit } from '../../../lib/audit';
import { AppError, validation } from '../../../lib/errors';
import { rateLimiter } from '../../../lib/rate-limit';
import { escapeHtml, sendStorePage } from '../../../lib/store-page';
import { featureState, getSetting } from '../../system/settings/setting.service';
import { newsletterRecipients as r, newsletters as n } from '../newsletters/newsletter.table';
import { newsletterClicks } from '../newsletters/newsletter.table';
import { newsletterMembers as m } from './member.table';
import { isSuppressed, SUPPRESSING_STATUSES, suppress, suppressedAddresses, unsuppress } from './suppression';

const TAG = 'store-newsletter';
const L = newsletterMemberNames.fields;

/* ------------------------------------------------------------------ rate limit */

/** The public subscribe, per client address: five at once, then one every 12 seconds. */
export const subscribeLimit = rateLimiter({ burst: 5, perMinute: 5 });
/** Counted clicks per client address; past it the link still opens, the click is not counted. */
export const clickLimit = rateLimiter({ burst: 60, perMinute: 60 });

/* ------------------------------------------------------------------ helpers */

const subscribeBody = z.object({ email: optionalEmail(L.email), mobile: optionalMobile(L.mobile) });
const tokenQuery = z.looseObject({ token: z.string().max(200).optional() });
const TOKEN = /^[0-9a-f]{64}$/;
/** A recipient's short key (newsletter_recipients.key). */
const KEY = /^[A-Za-z0-9_-]{12}$/;
const randomKey = sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`;

const notFoundToken = () => new AppError(404, 'not_found', S.unknownToken);

/** A browser (a link opened from an e-mail) gets a small Persian page; an API client JSON. */
const wantsHtml = (req: FastifyRequest) => /text\/html/.test(String(req.headers.accept ?? ''));

const BUTTON_CSS = 'button{font:inherit;background:#d9363e;color:#fff;border:0;border-radius:6px;padding:8px 20px;cursor:pointer}';
function page(reply: FastifyReply, status: number, title: string, message: string, form?: { action: string; button: string }) {
  const body = form
    ? `<form method="post" action="${escapeHtml(form.action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(form.button)}</button></form>`
    : '';
  return sendStorePage(reply, status, title, `<p>${escapeHtml(message)}</p>${body}`, BUTTON_CSS);
}

/** Public routes answer 404 while the newsletters feature is off (like the admin's). */
async function assertFeature(ctx: Ctx) {
  if ((await featureState(ctx.db)).newsletters === false) throw new AppError(404, 'route_not_found', S.unknownToken);
}

async function memberByToken(ctx: Ctx, column: typeof m.unsubscribeToken | typeof m.confirmToken, token: string | undefined) {
  if (!token || !TOKEN.test(token)) return undefined;
  const [row] = await ctx.db.select().from(m).where(eq(column, token));
  return row;
}

/**
 * Who an opt-out link names: a member's unsubscribe key (64 hex), or a recipient's short key (an SMS,
 * or an e-mail to a customer who is not a member) — then the address it was sent to and the member
 * with that address, if any.
 */
type OptOut = { member: typeof m.$inferSelect | undefined; address: { email?: string; mobile?: string }; customerId: number | null; name: string | null };
async function optOutByToken(ctx: Ctx, token: string | undefined): Promise<OptOut | undefined> {
  if (!token) return undefined;
  if (TOKEN.test(token)) {
    const member = await memberByToken(ctx, m.unsubscribeToken, token);
    return member ? { member, address: {}, customerId: member.customerId, name: member.name } : undefined;
  }
  if (!KEY.test(token)) return undefined;
  const [rec] = await ctx.db
    .select({ address: r.address, channel: n.channel, customerId: r.customerId, name: r.name })
    .from(r)
    .innerJoin(n, eq(n.id, r.newsletterId))
    .where(eq(r.key, token));
  if (!rec) return undefined;
  const address = rec.channel === 'sms' ? { mobile: rec.address } : { email: rec.address };
  const [member] = await ctx.db.select().from(m).where(address.mobile ? eq(m.mobile, address.mobile) : eq(m.email, address.email!));
  return { member, address, customerId: rec.customerId, name: rec.name };
}

/* ------------------------------------------------------------------ routes */

/**
 * The storefront's newsletter routes (no sign-in): subscribe (rate-limited, the same answer whether
 * the address was a member or not), confirm a double opt-in, and unsubscribe by the member's link
 * (GET shows a page, POST — RFC 8058 one-click — unsubscribes at once; both idempotent).
 */
export async function newsletterStoreRoutes(app: App, ctx: Ctx) {
  const { db } = ctx;
  // RFC 8058: a mail client posts `List-Unsubscribe=One-Click` as a form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.post('/api/store/newsletter', { config: { public: true }, schema: { tags: [TAG], body: subscribeBody } }, async (req, reply) => {
    await assertFeature(ctx);
    subscribeLimit.enforce(reply, req.ip);
    const { email, mobile } = req.body as { email?: string | null; mobile?: string | null };
    if (!email && !mobile) throw validation({ email: M.contactRequired, mobile: M.contactRequired });
    const doubleOptIn = (await getSetting<boolean>(db, 'newsletter_double_opt_in')) === true;
    const pending = doubleOptIn && !!email;
    const actor = { adminId: null, ip: req.ip ?? null };
    await db.transaction(async (tx) => {
      const found = await tx
        .select()
        .from(m)
        .where(or(email ? eq(m.email, email) : undefined, mobile ? eq(m.mobile, mobile) : undefined))
        .orderBy(m.id)
        .for('update');
      const fresh = { status: pending ? ('pending' as const) : ('subscribed' as const), subscribedAt: pending ? null : new Date(), unsubscribedAt: null, unsubscribeReason: null, confirmToken: pending ? randomKey : null };
      if (!found.length) {
        // A bounce or a complaint is not lifted by a form; an earlier unsubscribe is (the person asks again).
        const suppressed = await suppressedAddresses(tx, { emails: email ? [email] : [], mobiles: mobile ? [mobile] : [] });
        if (suppressed.emails.size || suppressed.mobiles.size) {
          await unsuppress(tx, { email, mobile }, ['unsubscribed']);
          const still = await suppressedAddresses(tx, { emails: email ? [email] : [], mobiles: mobile ? [mobile] : [] });
          if (still.emails.size || still.mobiles.size) return;
        }
        const [row] = await tx.insert(m).values({ email: email ?? null, mobile: mobile ?? null, source: 'form', ...fresh }).onConflictDoNothing().returning();
        if (row) await audit(tx, actor, { entity: 'newsletter_member', entityId: row.id, action: 'create', after: row });
        return;
      }
      for (const before of found) {
        if (before.status !== 'unsubscribed') continue;
        const [after] = await tx.update(m).set({ ...fresh, updatedAt: sql`now()` }).where(eq(m.id, before.id)).returning();
        await unsuppress(tx, before, ['unsubscribed']);
        await audit(tx, actor, { entity: 'newsletter_member', entityId: before.id, action: 'update', before, after: after! });
      }
    });
    // The same answer for a new, a pending and an existing member: the form tells nobody who is subscribed.
    return reply.status(202).send({ data: { message: S.subscribed } });
  });

  const confirm = async (req: FastifyRequest, reply: FastifyReply) => {
    await assertFeature(ctx);
    const token = (req.query as { token?: string }).token;
    const member = await memberByToken(ctx, m.confirmToken, token);
    if (!member) {
      if (wantsHtml(req)) return page(reply, 404, S.confirmTitle, S.unknownToken);
      throw notFoundToken();
    }
    if (member.status === 'pending')
      await db.transaction(async (tx) => {
        const [after] = await tx
          .update(m)
          .set({ status: 'subscribed', subscribedAt: sql`now()`, confirmedAt: sql`now()`, updatedAt: sql`now()` })
          .where(sql`${m.id} = ${member.id} and ${m.status} = 'pending'`)
          .returning();
        if (after) await audit(tx, { adminId: null, ip: req.ip ?? null }, { entity: 'newsletter_member', entityId: member.id, action: 'update', before: member, after });
      });
    if (wantsHtml(req)) return page(reply, 200, S.confirmTitle, S.confirmed);
    return { data: { status: 'subscribed', message: S.confirmed } };
  };
  app.get('/api/store/newsletter/confirm', { config: { public: true }, schema: { tags: [TAG], querystring: tokenQuery } }, confirm);
  app.post('/api/store/newsletter/confirm', { config: { public: true }, schema: { tags: [TAG], querystring: tokenQuery } }, confirm);

  /** Whether the link's person is already out: the member's status, else the address on the suppression list. */
  const isOut = async (o: OptOut) => (o.member ? SUPPRESSING_STATUSES.includes(o.member.status) : isSuppressed(db, o.address));

  const unsubscribeAsk = async (req: FastifyRequest, reply: FastifyReply, token: string | undefined, action: string) => {
    await assertFeature(ctx);
    const found = await optOutByToken(ctx, token);
    const left = !!found && (await isOut(found));
    if (wantsHtml(req)) {
      if (!found) return page(reply, 404, S.unsubscribeTitle, S.unknownToken);
      return left ? page(reply, 200, S.unsubscribeTitle, S.unsubscribed) : page(reply, 200, S.unsubscribeTitle, S.unsubscribeAsk, { action, button: S.unsubscribeButton });
    }
    if (!found) throw notFoundToken();
    return { data: { unsubscribed: left, message: left ? S.unsubscribed : S.unsubscribeAsk } };
  };

  /**
   * Unsubscribes the link's person (idempotent): a member becomes `unsubscribed`; a customer who is
   * not a member gets a member row, `unsubscribed` (so the list shows why they get nothing), and
   * either way the address goes on the suppression list: no newsletter of any audience reaches it again.
   */
  const unsubscribe = async (req: FastifyRequest, reply: FastifyReply, token: string | undefined) => {
    await assertFeature(ctx);
    const found = await optOutByToken(ctx, token);
    if (!found) {
      if (wantsHtml(req)) return page(reply, 404, S.unsubscribeTitle, S.unknownToken);
      throw notFoundToken();
    }
    const body = req.body as Record<string, unknown> | string | undefined;
    const oneClick = typeof body === 'object' && body !== null ? body['List-Unsubscribe'] === 'One-Click' : typeof body === 'string' && body.includes('List-Unsubscribe=One-Click');
    const reason = oneClick && !wantsHtml(req) ? unsubscribeReasons.oneClick : unsubscribeReasons.link;
    const actor = { adminId: null, ip: req.ip ?? null };
    await db.transaction(async (tx) => {
      const where = found.member ? eq(m.id, found.member.id) : found.address.mobile ? eq(m.mobile, found.address.mobile) : eq(m.email, found.address.email!);
      const [before] = await tx.select().from(m).where(where).for('update');
      if (!before) {
        // Not a member: one is written, already unsubscribed (a second click finds it).
        const [row] = await tx
          .insert(m)
          .values({ email: found.address.email ?? null, mobile: found.address.mobile ?? null, name: found.name, customerId: found.customerId, source: 'customer', status: 'unsubscribed', unsubscribedAt: new Date(), unsubscribeReason: reason })
          .onConflictDoNothing()
          .returning();
        await suppress(tx, found.address, 'unsubscribed');
        if (row) await audit(tx, actor, { entity: 'newsletter_member', entityId: row.id, action: 'create', after: row });
        return;
      }
      if (SUPPRESSING_STATUSES.includes(before.status)) return;
      const [after] = await tx
        .update(m)
        .set({ status: 'unsubscribed', unsubscribedAt: sql`now()`, unsubscribeReason: reason, confirmToken: null, updatedAt: sql`now()` })
        .where(eq(m.id, before.id))
        .returning();
      await suppress(tx, before, 'unsubscribed');
      await audit(tx, actor, { entity: 'newsletter_member', entityId: before.id, action: 'update', before, after: after! });
    });
    if (wantsHtml(req)) return page(reply, 200, S.unsubscribeTitle, S.unsubscribed);
    return { data: { unsubscribed: true, message: S.unsubscribed } };
  };

  // The e-mail's link and its one-click POST (RFC 8058).
  const tokenOf = (req: FastifyRequest) => (req.query as { token?: string }).token;
  app.get('/api/store/newsletter/unsubscribe', { config: { public: true }, schema: { tags: [TAG], querystring: tokenQuery } }, (req, reply) =>
    unsubscribeAsk(req, reply, tokenOf(req), `?token=${encodeURIComponent(tokenOf(req) ?? '')}`),
  );
  app.post('/api/store/newsletter/unsubscribe', { config: { public: true }, schema: { tags: [TAG], querystring: tokenQuery } }, (req, reply) => unsubscribe(req, reply, tokenOf(req)));

  // An SMS's short opt-out link, {public_url}/u/{key}: a page asking to confirm, and its POST.
  const keyParams = z.object({ key: z.string().max(64) });
  const keyOf = (req: FastifyRequest) => (req.params as { key: string }).key;
  app.get('/u/:key', { config: { public: true }, schema: { tags: [TAG], params: keyParams } }, (req, reply) => unsubscribeAsk(req, reply, keyOf(req), `/u/${encodeURIComponent(keyOf(req))}`));
  app.post('/u/:key', { config: { public: true }, schema: { tags: [TAG], params: keyParams } }, (req, reply) => unsubscribe(req, reply, keyOf(req)));

  /**
   * A counted link of a newsletter e-mail: `{recipient key}.{link index}` names the recipient and one
   * of the links the newsletter held when it was sent (no other address can be reached: not an open
   * redirect). The first click of a recipient on a link is recorded; every click goes on (302).
   */
  app.get(
    '/api/store/newsletter/click/:token',
    { config: { public: true }, schema: { tags: [TAG], params: z.object({ token: z.string().max(64) }) } },
    async (req, reply) => {
      await assertFeature(ctx);
      const m2 = /^([A-Za-z0-9_-]{12})\.(\d{1,4})$/.exec((req.params as { token: string }).token);
      const found = m2
        ? (
            await db
              .select({ id: r.id, newsletterId: r.newsletterId, url: sql<string | null>`(${n.trackedLinks})[${Number(m2[2]) + 1}]` })
              .from(r)
              .innerJoin(n, eq(n.id, r.newsletterId))
              .where(eq(r.key, m2[1]!))
          )[0]
        : undefined;
      if (!found?.url || !/^https?:\/\//i.test(found.url)) {
        if (wantsHtml(req)) return page(reply, 404, S.linkTitle, S.unknownToken);
        throw notFoundToken();
      }
      if (clickLimit.take(req.ip) === 0)
        await db.insert(newsletterClicks).values({ newsletterId: found.newsletterId, recipientId: found.id, linkIndex: Number(m2![2]) }).onConflictDoNothing();
      return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(found.url, 302);
    },
  );
}
