import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { newsletterNames, newsletterStatusLabels, newsletterText as N } from '@pishkhan/common/i18n/fa/newsletter-labels';
import { normalizeMobile, MOBILE_PATTERN } from '@pishkhan/common/iran';
import { SMS_MAX_PARTS, smsCount, smsWithOptOut } from '@pishkhan/common/messaging/sms-segments';
import { NEWSLETTER_EDITABLE, RECIPIENT_STATUSES } from '@pishkhan/common/resources/newsletter.resource';
import { actorOf, audit } from '../../../lib/audit';
import { AppError, notFound, validation } from '../../../lib/errors';
import { openChannels } from '../../../lib/messaging/channels';
import { queueOf } from '../../../lib/queue';
import type { ResourceOptions } from '../../../lib/resource-routes';
import type { App, Ctx } from '../../../lib/app-types';
import type { DbOrTx } from '../../../db/client';
import { audienceCount, deliver, smsCountBase, newsletterSendTask, publicBase, recipientCounts } from './newsletter.send';
import { newsletterRecipients as r, newsletters as n } from './newsletter.table';

const API = '/api/admin/newsletters';
const TAG = 'newsletters';
const FEATURE = { feature: 'newsletters' as const };
type Row = typeof n.$inferSelect;

const refuse = (status: string) => new AppError(409, 'conflict', N.cannot(newsletterStatusLabels[status as keyof typeof newsletterStatusLabels] ?? status));

/** The newsletter, locked for the change (404 when missing). */
async function lockedRow(tx: DbOrTx, id: number): Promise<Row> {
  const [row] = await tx.select().from(n).where(eq(n.id, id)).for('update').limit(1);
  if (!row) throw notFound(newsletterNames.one);
  return row;
}

/** The counted clicks of a newsletter whose links were counted: in all, people who clicked, and per link. */
async function clickStats(db: DbOrTx, row: Row) {
  if (!row.trackedLinks) return null;
  const res = await db.execute(sql`select link_index, count(*)::int as clicks from newsletter_clicks where newsletter_id = ${row.id} group by link_index`);
  const per = new Map((res as unknown as { rows: { link_index: number; clicks: number }[] }).rows.map((x) => [x.link_index, x.clicks]));
  const people = ((await db.execute(sql`select count(distinct recipient_id)::int as people from newsletter_clicks where newsletter_id = ${row.id}`)) as unknown as { rows: { people: number }[] }).rows[0]?.people ?? 0;
  return {
    total: [...per.values()].reduce((a, b) => a + b, 0),
    unique_clickers: people,
    links: row.trackedLinks.map((url, i) => ({ url, clicks: per.get(i) ?? 0 })),
  };
}

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** Starts (or restarts) the send task of a newsletter in the caller's transaction. */
async function startSend(ctx: Ctx, tx: DbOrTx, row: Row, actor: { adminId: number | null }, startAfter?: Date) {
  const { id } = await ctx.queue.startTask(newsletterSendTask, { newsletterId: row.id }, { actor, db: tx, ...(startAfter ? { startAfter } : {}) });
  await tx
    .update(n)
    .set({ taskId: id, status: startAfter ? 'scheduled' : 'sending', finishedAt: null, updatedAt: sql`now()` })
    .where(eq(n.id, row.id));
  return id;
}

/**
 * The newsletters' rules beyond the definition: the content its channel needs (a subject and a body
 * for e-mail, an SMS of at most `SMS_MAX_PARTS` parts), chosen members when the audience is chosen, a
 * schedule in the future, an order range in order; only a draft or a scheduled one is edited; one
 * being sent is not deleted. Then the send actions, the test send and the recipients.
 */
export const newsletterOptions: ResourceOptions = {
  beforeWrite: async (tx, values, existing) => {
    if (existing && !NEWSLETTER_EDITABLE.includes(existing.status)) throw new AppError(409, 'conflict', N.notEditable);
    const v = <T>(k: string): T => (values[k] !== undefined ? values[k] : existing?.[k]) as T;
    const channel = v<string>('channel') ?? 'email';
    const errors: Record<string, string> = {};
    if (channel === 'email') {
      if (!v<string | null>('subject')?.trim()) errors.subject = N.subjectRequired;
      const body = v<string | null>('body');
      if (!body || !body.replace(/<[^>]*>/g, '').trim()) errors.body = N.bodyRequired;
    } else {
      const text = v<string | null>('smsText') ?? '';
      // Counted as sent: with the opt-out line every SMS ends with.
      const parts = smsCount(smsWithOptOut(text, await smsCountBase(tx))).parts;
      if (!text.trim()) errors.sms_text = N.smsRequired;
      else if (parts > SMS_MAX_PARTS) errors.sms_text = N.smsTooLong(parts, SMS_MAX_PARTS);
    }
    if (v<string>('audience') === 'chosen' && !(v<number[] | null>('memberIds') ?? []).length) errors.member_ids = N.membersRequired;
    const sendAt = v<Date | null>('sendAt');
    if (values.sendAt !== undefined && sendAt && new Date(sendAt).getTime() < Date.now() - 60_000) errors.send_at = N.pastSchedule;
    const [from, to] = [v<string | null>('orderedFrom'), v<string | null>('orderedTo')];
    if (from && to && from > to) errors.ordered_to = N.rangeOrder;
    if (Object.keys(errors).length) throw validation(errors);
    // A scheduled one edited goes back to draft (its scheduled task is canceled after the write): send it again.
    if (!existing || existing.status === 'scheduled') values.status = 'draft';
    else delete values.status;
  },
  afterWrite: async (_tx, before, after, req) => {
    if (before?.status === 'scheduled' && after?.status === 'draft' && before.taskId) await queueOf(req.server).cancel(before.taskId as number);
  },
  inUse: async (_tx, row) => {
    if (row.status === 'sending' || row.status === 'paused') throw new AppError(409, 'conflict', N.notDeletable);
  },
  extra: (app: App, ctx: Ctx) => {
    const { db } = ctx;
    const send = { permission: 'send_newsletters', ...FEATURE };

    // The send's state: counts per status, the task, how many the audience holds before sending.
    app.get(`${API}/:id/stats`, { config: { permission: 'read_newsletters', ...FEATURE }, schema: { tags: [TAG], params: idParams } }, async (req) => {
      const { id } = req.params as { id: number };
      const [row] = await db.select().from(n).where(eq(n.id, id)).limit(1);
      if (!row) throw notFound(newsletterNames.one);
      const counts = await recipientCounts(db, id);
      const materialised = Object.values(counts).some((c) => c > 0);
      return { data: { status: row.status, task_id: row.taskId, counts, audience: materialised ? null : await audienceCount(db, row), clicks: await clickStats(db, row) } };
    });

    // The recipients, paged, with their status and the server's reason.
    app.get(
      `${API}/:id/recipients`,
      {
        config: { permission: 'read_newsletters', ...FEATURE },
        schema: {
          tags: [TAG],
          params: idParams,
          querystring: z.looseObject({
            status: z.enum(RECIPIENT_STATUSES).optional().catch(undefined),
            page: z.coerce.number().int().min(1).max(100000).optional().catch(undefined),
            per_page: z.coerce.number().int().min(1).max(100).optional().catch(undefined),
          }),
        },
      },
      async (req) => {
        const { id } = req.params as { id: number };
        const q = req.query as { status?: string; page?: number; per_page?: number };
        const page = q.page ?? 1;
        const perPage = q.per_page ?? 20;
        const where = and(eq(r.newsletterId, id), q.status ? eq(r.status, q.status as 'sent') : undefined);
        const [rows, [{ total } = { total: 0 }]] = await Promise.all([
          db
            .select({ id: r.id, address: r.address, name: r.name, status: r.status, error: r.error, sent_at: r.sentAt, member_id: r.memberId, customer_id: r.customerId })
            .from(r)
            .where(where)
            .orderBy(desc(r.updatedAt), desc(r.id))
            .limit(perPage)
            .offset((page - 1) * perPage),
          db.select({ total: sql<number>`count(*)::int` }).from(r).where(where),
        ]);
        return { data: rows, meta: { total, page, per_page: perPage } };
      },
    );

    // Send now, or at its `send_at` when that is still to come.
    app.post(`${API}/:id/send`, { config: send, schema: { tags: [TAG], params: idParams } }, async (req) => {
      const { id } = req.params as { id: number };
      const actor = actorOf(req);
      return db.transaction(async (tx) => {
        const row = await lockedRow(tx, id);
        if (row.status !== 'draft' && row.status !== 'scheduled') throw refuse(row.status);
        if ((await audienceCount(tx, row)).sendable === 0) throw validation({ audience: N.noRecipients });
        if (row.status === 'scheduled' && row.taskId) await ctx.queue.cancel(row.taskId);
        const later = row.sendAt && row.sendAt.getTime() > Date.now() + 5_000 ? row.sendAt : undefined;
        const taskId = await startSend(ctx, tx, row, actor, later);
        await audit(tx, actor, { entity: 'newsletter', entityId: id, action: 'send', changes: { status: [row.status, later ? 'scheduled' : 'sending'] } });
        return { data: { task_id: taskId, status: later ? 'scheduled' : 'sending' } };
      });
    });

    /** A status change of the sending: the allowed `from` statuses, the new one, and what else happens. */
    const action = (name: string, from: string[], to: string, after?: (tx: DbOrTx, row: Row, actor: { adminId: number | null }) => Promise<unknown>) =>
      app.post(`${API}/:id/${name}`, { config: send, schema: { tags: [TAG], params: idParams } }, async (req) => {
        const { id } = req.params as { id: number };
        const actor = actorOf(req);
        return db.transaction(async (tx) => {
          const row = await lockedRow(tx, id);
          if (!from.includes(row.status)) throw refuse(row.status);
          await tx.update(n).set({ status: to as Row['status'], updatedAt: sql`now()` }).where(eq(n.id, id));
          const taskId = await after?.(tx, row, actor);
          await audit(tx, actor, { entity: 'newsletter', entityId: id, action: name, changes: { status: [row.status, to] } });
          return { data: { status: to, task_id: typeof taskId === 'number' ? taskId : row.taskId } };
        });
      });
    action('pause', ['sending'], 'paused');
    action('resume', ['paused'], 'sending', (tx, row, actor) => startSend(ctx, tx, row, actor));
    action('cancel', ['scheduled', 'sending', 'paused'], 'canceled', async (tx, row) => {
      if (row.status === 'scheduled' && row.taskId) await ctx.queue.cancel(row.taskId);
      await tx.update(n).set({ finishedAt: sql`now()` }).where(eq(n.id, row.id));
    });
    /** Failed (or unknown) recipients back to the queue, and a send task for them. */
    const requeue = (name: string, which: 'failed' | 'unknown') =>
      app.post(`${API}/:id/${name}`, { config: send, schema: { tags: [TAG], params: idParams } }, async (req) => {
        const { id } = req.params as { id: number };
        const actor = actorOf(req);
        return db.transaction(async (tx) => {
          const row = await lockedRow(tx, id);
          if (!['sent', 'failed', 'paused', 'canceled'].includes(row.status)) throw refuse(row.status);
          const moved = await tx
            .update(r)
            .set({ status: 'queued', error: null, updatedAt: sql`now()` })
            .where(and(eq(r.newsletterId, id), eq(r.status, which)))
            .returning({ id: r.id });
          if (!moved.length) throw validation({ audience: N.noRecipients });
          const taskId = await startSend(ctx, tx, row, actor);
          await audit(tx, actor, { entity: 'newsletter', entityId: id, action: name, changes: { [which]: [moved.length, 0] } });
          return { data: { task_id: taskId, requeued: moved.length } };
        });
      });
    requeue('retry-failed', 'failed');
    requeue('resend-unknown', 'unknown');

    // A test message to one address or mobile, through the channel at once; answers what happened.
    app.post(
      `${API}/:id/test`,
      { config: send, schema: { tags: [TAG], params: idParams, body: z.object({ to: z.string().max(200).optional().catch(undefined) }).catch({}) } },
      async (req) => {
        const { id } = req.params as { id: number };
        const [row] = await db.select().from(n).where(eq(n.id, id)).limit(1);
        if (!row) throw notFound(newsletterNames.one);
        const raw = ((req.body as { to?: string }).to ?? '').trim();
        let to = raw;
        if (row.channel === 'email') {
          if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(raw)) throw validation({ to: N.testBadEmail });
          to = raw.toLowerCase();
        } else {
          to = normalizeMobile(raw);
          if (!MOBILE_PATTERN.test(to)) throw validation({ to: N.testBadMobile });
        }
        const ch = await openChannels(db, ctx.config, req.log);
        const res = await deliver(ch, row, { address: to }, await publicBase(db, ctx.config), true);
        await audit(db, actorOf(req), { entity: 'newsletter', entityId: id, action: 'test', changes: { to: [null, to] } });
        return { data: res.ok ? { ok: true, via: res.via } : { ok: false, via: res.via, reason: res.reason } };
      },
    );
  },
  counts: {
    sent_count: { column: r.newsletterId, where: sql`${r.status} = 'sent'` },
    failed_count: { column: r.newsletterId, where: sql`${r.status} = 'failed'` },
    recipients_count: r.newsletterId,
  },
};

