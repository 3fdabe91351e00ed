import { sql } from 'drizzle-orm';
import { stockAlertText as T } from '@pishkhan/common/i18n/fa/stock-alerts';
import { variantOwnTitle } from '@pishkhan/common/variant-title';
import type { Db } from '../../../db/client';
import type { TaskQueue } from '../../../lib/queue';
import { defineTask, TaskFailure } from '../../../lib/queue';
import { openChannels, type Delivery } from '../../../lib/messaging/channels';
import { allSettings } from '../../system/settings/setting.service';
import { publicBase } from '../../messaging/newsletters/newsletter.send';
import { hasDueStockAlerts } from './stock-alert.service';
import { escapeHtml } from '../../../lib/messaging/message';

const BATCH = 100;

interface Claimed {
  id: number;
  email: string | null;
  mobile: string | null;
  title: string;
  variant_title: string | null;
  slug: string;
}

/**
 * Sends the due «back in stock» messages, a hundred at a time. Each request is claimed (`sending`) in
 * its own statement before its message goes out, so no request is ever sent twice: requests found
 * still `sending` when a run starts were cut short by a crash and become `unknown`. A refusal worth
 * retrying puts the request back (due) and the queue runs the task again later; the last try marks
 * it failed with the channel's reason. Requests with an e-mail get an e-mail, the others an SMS.
 */
export const stockAlertsTask = defineTask(
  'stock_alerts',
  async (ctx) => {
    await ctx.db.execute(sql`update stock_alerts set status = 'unknown', error = ${T.interrupted} where status = 'sending'`);
    const ch = await openChannels(ctx.db, ctx.config, ctx.log);
    const base = await publicBase(ctx.db, ctx.config);
    const shop = (await allSettings(ctx.db)).get('shop_name');
    let cursor = 0;
    let sent = 0;
    let failed = 0;
    let retryReason: string | null = null;
    for (;;) {
      if (ctx.signal.aborted) throw new Error('stopped');
      const batch = (
        await ctx.db.execute(sql`
          with c as (
            update stock_alerts set status = 'sending'
            where id in (select id from stock_alerts where status = 'due' and id > ${cursor} order by id limit ${BATCH} for update skip locked)
            returning id, variant_id, email, mobile)
          select c.id, c.email, c.mobile, p.title, v.title as variant_title, p.slug
          from c join variants v on v.id = c.variant_id join products p on p.id = v.product_id
          order by c.id`)
      ).rows as unknown as Claimed[];
      if (!batch.length) break;
      cursor = Number(batch[batch.length - 1]!.id);
      for (const a of batch) {
        const part = variantOwnTitle(a.title, a.variant_title);
        const title = part ? `${a.title} (${part})` : a.title;
        const url = `${base}/product/${encodeURIComponent(a.slug)}`;
        let r: Delivery;
        if (a.email)
          r = await ch.email.send({
            to: a.email,
            subject: T.emailSubject(title),
            html: `<p>${escapeHtml(T.emailBody(title))}</p>\n<p><a href="${escapeHtml(url)}">${escapeHtml(T.emailLink)}</a></p>`,
          });
        else r = await ch.sms.send({ to: a.mobile!, text: T.sms(typeof shop === 'string' ? shop : '', title, url) });
        if (r.ok) {
          sent++;
          await ctx.db.execute(sql`update stock_alerts set status = 'sent', sent_at = now(), error = null where id = ${a.id}`);
        } else if (r.retry && !ctx.lastAttempt) {
          retryReason = r.reason;
          await ctx.db.execute(sql`update stock_alerts set status = 'due', error = ${r.reason} where id = ${a.id}`);
        } else {
          failed++;
          await ctx.db.execute(sql`update stock_alerts set status = 'failed', error = ${r.reason} where id = ${a.id}`);
        }
      }
      await ctx.progress(sent + failed);
    }
    if (retryReason) throw new TaskFailure(retryReason, true);
    return { sent, failed };
  },
  { permission: 'read_product', retryLimit: 3, retryDelaySeconds: 60 },
);

/** Queues the sending task when requests are due (at most one queued or running at a time). */
export async function startDueStockAlerts(db: Db, queue: TaskQueue): Promise<number | null> {
  if (!(await hasDueStockAlerts(db))) return null;
  const { id } = await queue.startTask(stockAlertsTask, {}, { actor: null, singletonKey: 'stock-alerts' });
  return id;
}
