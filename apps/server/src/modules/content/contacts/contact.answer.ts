import { and, eq, sql } from 'drizzle-orm';
import { contactMailTexts } from '@pishkhan/common/i18n/fa/messaging';
import { openChannels, type Delivery } from '../../../lib/messaging/channels';
import { defineTask, TaskFailure } from '../../../lib/queue';
import { allSettings } from '../../system/settings/setting.service';
import { contacts } from './contact.table';
import { escapeHtml } from '../../../lib/messaging/message';

export type AnswerChannel = 'email' | 'sms';

export interface ContactAnswerInput {
  contactId: number;
  channel: AnswerChannel;
  /** The address or mobile it goes to, as it was when the answer was written. */
  to: string;
  answer: string;
}

/** Where an answer to this sender goes: their e-mail first, else their mobile, else nowhere. */
export function answerRoute(c: { email: string | null; mobile: string | null }): { channel: AnswerChannel; to: string } | null {
  const email = c.email?.trim();
  if (email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return { channel: 'email', to: email };
  const mobile = c.mobile?.trim();
  if (mobile && /^09\d{9}$/.test(mobile)) return { channel: 'sms', to: mobile };
  return null;
}

const paragraphs = (s: string) =>
  s
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

/**
 * Sends a contact message's answer (queued by PUT /api/admin/contacts/{id}/answer) and records on
 * the message whether it went out: sent, outbox (no server configured), or failed with the reason.
 * A refusal worth retrying is retried by the queue; the message then says so until the last try.
 */
export const contactAnswerTask = defineTask(
  'contact_answer',
  async (ctx, input: ContactAnswerInput) => {
    const [c] = await ctx.db.select().from(contacts).where(eq(contacts.id, input.contactId)).limit(1);
    // Deleted meanwhile, or answered again (the newer answer's own task sends that one).
    if (!c || c.answerTaskId !== ctx.taskId) return { skipped: true };
    const ch = await openChannels(ctx.db, ctx.config, ctx.log);
    let r: Delivery;
    if (input.channel === 'email') {
      const html = [
        `<p>${escapeHtml(contactMailTexts.greeting(c.name))}</p>`,
        paragraphs(input.answer),
        '<hr>',
        `<p>${escapeHtml(contactMailTexts.yourMessage)}</p>`,
        `<blockquote>${paragraphs(c.body)}</blockquote>`,
      ].join('\n');
      r = await ch.email.send({ to: input.to, toName: c.name, subject: contactMailTexts.subject(c.subject), html });
    } else {
      const shop = (await allSettings(ctx.db)).get('shop_name');
      r = await ch.sms.send({ to: input.to, text: contactMailTexts.sms(typeof shop === 'string' ? shop : '', input.answer) });
    }
    const last = !r.ok && (!r.retry || ctx.lastAttempt);
    await ctx.db
      .update(contacts)
      .set(
        r.ok
          ? { answerDelivery: r.via === 'outbox' || r.via === 'log' ? 'outbox' : 'sent', answerDeliveryError: null, answerDeliveredAt: sql`now()` }
          : { answerDelivery: last ? 'failed' : 'queued', answerDeliveryError: r.reason },
      )
      .where(and(eq(contacts.id, c.id), eq(contacts.answerTaskId, ctx.taskId)));
    if (!r.ok) throw new TaskFailure(r.reason, r.retry);
    return { via: r.via, ...(r.id ? { message_id: r.id } : {}) };
  },
  { permission: 'read_contact', retryLimit: 3, retryDelaySeconds: 30 },
);
