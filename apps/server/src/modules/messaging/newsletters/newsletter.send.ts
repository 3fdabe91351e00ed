import { and, eq, gt, sql } from 'drizzle-orm';
import { newsletterText as N } from '@pishkhan/common/i18n/fa/newsletter-labels';
import type { Config } from '../../../config/env';
import type { Db, DbOrTx } from '../../../db/client';
import { openChannels, type Channels, type Delivery } from '../../../lib/messaging/channels';
import { defineTask } from '../../../lib/queue';
import { smsWithOptOut } from '@pishkhan/common/messaging/sms-segments';
import { allSettings, getSetting } from '../../system/settings/setting.service';
import { suppressedAddresses } from '../members/suppression';
import { newsletterRecipients as r, newsletters as n } from './newsletter.table';
import { escapeHtml } from '../../../lib/messaging/message';

type NewsletterRow = typeof n.$inferSelect;

/** Recipients sent at once; a pause or cancel takes effect after the batch in flight. */
export const BATCH = 50;
/** Messages of a batch in flight at once (the SMTP pool has 3 connections). */
export const CONCURRENCY = 3;

/** The public address the unsubscribe links start with: the `public_url` setting, else this server. */
export async function publicBase(db: DbOrTx, config: Config): Promise<string> {
  const v = (await allSettings(db)).get('public_url');
  return (typeof v === 'string' && v.trim() ? v.trim() : `http://localhost:${config.port}`).replace(/\/+$/, '');
}
/**
 * The opt-out link's start an SMS is counted with (the compose screen and the server's limit alike):
 * the `public_url` setting, else a local address of the usual length.
 */
export async function smsCountBase(db: DbOrTx): Promise<string> {
  const v = (await allSettings(db)).get('public_url');
  return typeof v === 'string' && v.trim() ? v.trim().replace(/\/+$/, '') : 'http://localhost:3000';
}
export const unsubscribeUrl = (base: string, token: string) => `${base}/api/store/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

/** A counted link of the e-mail: `{base}/api/store/newsletter/click/{recipient key}.{link index}`. */
export const clickUrl = (base: string, key: string, index: number) => `${base}/api/store/newsletter/click/${key}.${index}`;

const HREF = /(<a\b[^>]*?\shref\s*=\s*)(?:"([^"]*)"|'([^']*)')/gi;
const decodeAttr = (v: string) => v.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").trim();
const HTTP = /^https?:\/\/[^\s]+$/i;

/** The body's http(s) links, each once, in order: the links a send counts (the only targets its click route redirects to). */
export function extractLinks(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(HREF)) {
    const url = decodeAttr(m[2] ?? m[3] ?? '');
    if (HTTP.test(url) && !out.includes(url)) out.push(url);
  }
  return out.slice(0, 1000);
}

/** The body with each counted link pointing at the recipient's own click address (others, e.g. mailto:, untouched). */
export function trackLinks(html: string, links: readonly string[], base: string, key: string): string {
  return html.replace(HREF, (whole, head: string, dq: string | undefined, sq: string | undefined) => {
    const i = links.indexOf(decodeAttr(dq ?? sq ?? ''));
    return i < 0 ? whole : `${head}"${escapeHtml(clickUrl(base, key, i))}"`;
  });
}


/** The e-mail's HTML: the stored (sanitised) body, then the recipient's own unsubscribe link. */
export const emailHtml = (body: string, url: string | null) =>
  url ? `${body}\n<hr>\n<p style="font-size:12px;color:#666"><a href="${escapeHtml(url)}">${escapeHtml(N.unsubscribeFooter)}</a></p>` : body;

/**
 * Sends one message of the newsletter to one address (the send and the test send). Every message
 * carries a way out: an SMS ends with a short opt-out line (the recipient's key), an e-mail with an
 * unsubscribe link and the one-click headers (the member's key, else the recipient's — a customer
 * who is not a member). Counted links (`tracked_links`) point at the recipient's click address; the
 * unsubscribe link is added after and never counted. A test send has no recipient key: its links
 * are the newsletter's own and its opt-out link a sample one.
 */
export async function deliver(
  ch: Channels,
  nl: Pick<NewsletterRow, 'channel' | 'smsText' | 'subject' | 'title' | 'body' | 'trackedLinks'>,
  to: { address: string; name?: string | null; token?: string | null; key?: string | null },
  base: string,
  test = false,
): Promise<Delivery> {
  if (nl.channel === 'sms') return ch.sms.send({ to: to.address, text: smsWithOptOut(nl.smsText ?? '', base, to.key ?? undefined) });
  const unsubscribeKey = to.token ?? to.key;
  const url = unsubscribeKey ? unsubscribeUrl(base, unsubscribeKey) : null;
  const body = nl.trackedLinks?.length && to.key ? trackLinks(nl.body ?? '', nl.trackedLinks, base, to.key) : (nl.body ?? '');
  return ch.email.send({
    to: to.address,
    ...(to.name ? { toName: to.name } : {}),
    subject: (test ? N.testPrefix : '') + (nl.subject ?? nl.title),
    html: emailHtml(body, url),
    ...(url ? { unsubscribe: { url } } : {}),
  });
}

/**
 * The recipients of a newsletter as one INSERT … SELECT (set-based: 100,000 rows in seconds), each
 * address once (the unique key), those on the suppression list or no longer subscribed written
 * `skipped` with the reason. `count` answers only how many there would be.
 */
function audienceSelect(nl: NewsletterRow) {
  const email = nl.channel === 'email';
  if (nl.audience === 'customers') {
    const addr = email ? sql`lower(c.email)` : sql`c.mobile`;
    const conds = [sql`c.status`, sql`${addr} is not null`, sql`${addr} <> ''`];
    if (nl.customerRoleId) conds.push(sql`c.role_id = ${nl.customerRoleId}`);
    if (nl.provinceId) conds.push(sql`exists (select 1 from addresses a where a.customer_id = c.id and a.province_id = ${nl.provinceId})`);
    if (nl.orderedFrom || nl.orderedTo)
      conds.push(
        sql`exists (select 1 from orders o where o.customer_id = c.id${nl.orderedFrom ? sql` and o.created_at >= (${nl.orderedFrom}::date::timestamp at time zone 'Asia/Tehran')` : sql``}${nl.orderedTo ? sql` and o.created_at < ((${nl.orderedTo}::date + 1)::timestamp at time zone 'Asia/Tehran')` : sql``})`,
      );
    const memberJoin = email ? sql`nm.email = lower(c.email)` : sql`nm.mobile = c.mobile`;
    const supJoin = email ? sql`s.email = lower(c.email)` : sql`s.mobile = c.mobile`;
    return sql`select distinct on (${addr}) nm.id as member_id, c.id as customer_id, ${addr} as address,
        nullif(trim(coalesce(c.first_name,'') || ' ' || coalesce(c.last_name,'')), '') as name, nm.unsubscribe_token as token,
        case when s.id is not null or nm.status in ('unsubscribed','bounced','complained') then 'skipped' else 'queued' end as status,
        case when s.id is not null then s.reason when nm.status in ('unsubscribed','bounced','complained') then nm.status end as error
      from customers c left join newsletter_members nm on ${memberJoin} left join newsletter_suppressions s on ${supJoin}
      where ${sql.join(conds, sql` and `)} order by ${addr}, c.id`;
  }
  const addr = email ? sql`m.email` : sql`m.mobile`;
  const supJoin = email ? sql`s.email = m.email` : sql`s.mobile = m.mobile`;
  const which = nl.audience === 'chosen' ? sql`m.id = any(${`{${nl.memberIds.join(',')}}`}::bigint[])` : sql`m.status = 'subscribed'`;
  return sql`select m.id as member_id, m.customer_id, ${addr} as address, m.name, m.unsubscribe_token as token,
      case when s.id is not null or m.status <> 'subscribed' then 'skipped' else 'queued' end as status,
      case when s.id is not null then s.reason when m.status <> 'subscribed' then m.status end as error
    from newsletter_members m left join newsletter_suppressions s on ${supJoin}
    where ${which} and ${addr} is not null`;
}

/** How many would receive it (suppressed ones included, as `skipped`) and how many of them would be sent to. */
export async function audienceCount(db: DbOrTx, nl: NewsletterRow): Promise<{ total: number; sendable: number }> {
  const res = await db.execute(sql`select count(*)::int as total, count(*) filter (where status = 'queued')::int as sendable from (${audienceSelect(nl)}) x`);
  const row = (res as unknown as { rows: { total: number; sendable: number }[] }).rows[0]!;
  return { total: row.total, sendable: row.sendable };
}

/** Writes the recipient rows (once: an address already there is kept as it is). */
export async function materialise(db: DbOrTx, nl: NewsletterRow): Promise<void> {
  await db.execute(sql`insert into newsletter_recipients (newsletter_id, member_id, customer_id, address, name, token, status, error)
    select ${nl.id}, x.member_id, x.customer_id, x.address, x.name, x.token, x.status, x.error from (${audienceSelect(nl)}) x
    on conflict (newsletter_id, address) do nothing`);
}

/** Counts of the recipients per status. */
export async function recipientCounts(db: DbOrTx, id: number): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: r.status, n: sql<number>`count(*)::int` })
    .from(r)
    .where(eq(r.newsletterId, id))
    .groupBy(r.status);
  const out: Record<string, number> = { queued: 0, sending: 0, sent: 0, failed: 0, skipped: 0, unknown: 0 };
  for (const x of rows) out[x.status] = x.n;
  return out;
}

const asRows = <T>(res: unknown) => (res as { rows: T[] }).rows;

/**
 * The per-message updates of a send, built once per run as prepared statements: a message then costs
 * two round trips with parameters, not two queries assembled anew (a 100,000-recipient send built
 * 200,000 of them — most of the garbage the sending made besides the MIME of the messages).
 */
function recipientUpdates(db: Db) {
  const id = sql.placeholder('id');
  return {
    skip: db
      .update(r)
      .set({ status: 'skipped', error: 'unsubscribed', updatedAt: sql`now()` })
      .where(and(eq(r.id, id), eq(r.status, 'queued')))
      .prepare('newsletter_recipient_skip'),
    claim: db
      .update(r)
      .set({ status: 'sending', updatedAt: sql`now()` })
      .where(and(eq(r.id, id), eq(r.status, 'queued')))
      .returning({ id: r.id })
      .prepare('newsletter_recipient_claim'),
    sent: db.update(r).set({ status: 'sent', error: null, sentAt: sql`now()`, updatedAt: sql`now()` }).where(eq(r.id, id)).prepare('newsletter_recipient_sent'),
    failed: db
      .update(r)
      .set({ status: 'failed', error: sql`${sql.placeholder('error')}`, updatedAt: sql`now()` })
      .where(eq(r.id, id))
      .prepare('newsletter_recipient_failed'),
  };
}

/**
 * The `newsletter_send` task. On each run: recipients left `sending` by a run that died become
 * `unknown` (the message may have left: never re-sent unless the admin asks); the recipients are
 * written if they are not yet; then the `queued` ones are sent in batches, each marked `sending` in
 * its own committed update before the server is spoken to and `sent`/`failed` after. A pause or a
 * cancel (the newsletter's status) stops after the current batch.
 */
export const newsletterSendTask = defineTask(
  'newsletter_send',
  async (ctx, input: { newsletterId: number }) => {
    const db: Db = ctx.db;
    const load = async () => (await db.select().from(n).where(eq(n.id, input.newsletterId)).limit(1))[0];
    const first = await load();
    if (!first || first.taskId !== ctx.taskId) return { skipped: true };
    if (first.status === 'paused' || first.status === 'canceled') return { stopped: first.status };
    let nl: NewsletterRow | undefined = first;
    await db.update(r).set({ status: 'unknown', error: N.interrupted, updatedAt: sql`now()` }).where(and(eq(r.newsletterId, first.id), eq(r.status, 'sending')));
    const [{ any } = { any: false }] = asRows<{ any: boolean }>(await db.execute(sql`select exists (select 1 from newsletter_recipients where newsletter_id = ${first.id}) as any`));
    if (!any) {
      await materialise(db, first);
      // Clicks are counted when the setting is on as the send starts; the links are fixed with the recipients.
      if (first.channel === 'email' && (await getSetting<boolean>(db, 'newsletter_click_tracking')) === true)
        await db.update(n).set({ trackedLinks: extractLinks(first.body ?? '') }).where(eq(n.id, first.id));
    }
    await db.update(n).set({ status: 'sending', startedAt: sql`coalesce(${n.startedAt}, now())`, updatedAt: sql`now()` }).where(eq(n.id, first.id));

    const ch = await openChannels(db, ctx.config, ctx.log);
    const base = await publicBase(db, ctx.config);
    const [{ total, done: doneAtStart } = { total: 0, done: 0 }] = asRows<{ total: number; done: number }>(
      await db.execute(sql`select count(*)::int as total, count(*) filter (where status not in ('queued','sending'))::int as done from newsletter_recipients where newsletter_id = ${first.id}`),
    );
    let done = doneAtStart;
    await ctx.progress(done, total);

    const q = recipientUpdates(db);
    // Bounded memory however large the audience: BATCH rows at a time, read by id after the last one
    // (no offset, no rescan of the rows already sent), each message built, sent and dropped.
    let afterId = 0;
    for (;;) {
      if (ctx.signal.aborted) throw new Error('stopped');
      nl = await load();
      if (!nl || nl.status === 'paused' || nl.status === 'canceled') return { stopped: nl?.status ?? 'deleted' };
      if (nl.taskId !== ctx.taskId) return { superseded: true }; // resumed or retried meanwhile: the newer task goes on
      const batch = await db
        .select({ id: r.id, address: r.address, name: r.name, token: r.token, key: r.key })
        .from(r)
        .where(and(eq(r.newsletterId, nl.id), eq(r.status, 'queued'), gt(r.id, afterId)))
        .orderBy(r.id)
        .limit(BATCH);
      if (!batch.length) break;
      afterId = batch[batch.length - 1]!.id;
      // Unsubscribed since the rows were written: skipped, not sent.
      const sup = await suppressedAddresses(db, nl.channel === 'email' ? { emails: batch.map((b) => b.address) } : { mobiles: batch.map((b) => b.address) });
      const current = nl;
      let i = 0;
      const worker = async () => {
        while (i < batch.length) {
          const b = batch[i++]!;
          if (sup.emails.has(b.address) || sup.mobiles.has(b.address)) {
            await q.skip.execute({ id: b.id });
            done++;
            continue;
          }
          // Claimed (committed) before the conversation: a crash now leaves it `sending` → `unknown`.
          const claimed = await q.claim.execute({ id: b.id });
          if (!claimed.length) continue;
          const res = await deliver(ch, current, b, base);
          if (res.ok) await q.sent.execute({ id: b.id });
          else await q.failed.execute({ id: b.id, error: res.reason.slice(0, 500) });
          done++;
        }
      };
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, batch.length) }, worker));
      await ctx.progress(done, total);
    }
    const counts = await recipientCounts(db, input.newsletterId);
    const status = counts.sent === 0 && (counts.failed ?? 0) > 0 ? 'failed' : 'sent';
    await db
      .update(n)
      .set({ status, finishedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(n.id, input.newsletterId), eq(n.status, 'sending')));
    return { status, ...counts };
  },
  { permission: 'read_newsletters', retryLimit: 3, retryDelaySeconds: 30, expireInSeconds: 30 * 60, concurrency: 2 },
);
