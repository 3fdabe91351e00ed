import { newsletterAudienceLabels, newsletterChannelLabels, newsletterHelp, newsletterNames, newsletterStatusLabels } from '../i18n/fa/newsletter-labels';
import { defineResource } from '../resource';

const { fields: L, ...names } = newsletterNames;

export const NEWSLETTER_STATUSES = ['draft', 'scheduled', 'sending', 'paused', 'sent', 'failed', 'canceled'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];
export const NEWSLETTER_CHANNELS = ['email', 'sms'] as const;
export const NEWSLETTER_AUDIENCES = ['members', 'chosen', 'customers'] as const;
export const RECIPIENT_STATUSES = ['queued', 'sending', 'sent', 'failed', 'skipped', 'unknown'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];
/** The statuses whose newsletter may still be edited (its content and audience). */
export const NEWSLETTER_EDITABLE: readonly string[] = ['draft', 'scheduled'];

/**
 * Newsletters (feature `newsletters`, permissions `*_newsletters`, sending `send_newsletters`): an
 * e-mail (subject, rich-text body) or an SMS (plain text, at most `SMS_MAX_PARTS` parts), to all
 * subscribed members, chosen members, or customers matching a filter; sent now or at a time. The
 * status is the sending's, changed only by the send/pause/resume/cancel actions.
 */
export const newsletterResource = defineResource({
  name: 'newsletter',
  permission: 'newsletters',
  api: '/api/admin/newsletters',
  web: '/newsletters',
  feature: 'newsletters',
  texts: names,
  fields: {
    title: { kind: 'text', label: L.title, required: true, max: 200, search: true, sort: true },
    channel: { kind: 'enum', label: L.channel, values: NEWSLETTER_CHANNELS, labels: newsletterChannelLabels, default: 'email', filter: true },
    subject: { kind: 'text', label: L.subject, max: 255, search: true, list: false },
    body: { kind: 'richText', label: L.body, list: false, maxBytes: 512 * 1024, help: newsletterHelp.body },
    sms_text: { kind: 'longText', label: L.sms_text, max: 1600, list: false },
    audience: { kind: 'enum', label: L.audience, values: NEWSLETTER_AUDIENCES, labels: newsletterAudienceLabels, default: 'members', filter: true },
    member_ids: { kind: 'references', label: L.member_ids, resource: 'newsletter_member', max: 1000, list: false },
    customer_role_id: { kind: 'reference', label: L.customer_role_id, resource: 'customer_role', list: false },
    province_id: { kind: 'reference', label: L.province_id, resource: 'province', list: false },
    ordered_from: { kind: 'date', label: L.ordered_from, list: false, help: newsletterHelp.ordered_from },
    ordered_to: { kind: 'date', label: L.ordered_to, list: false },
    send_at: { kind: 'dateTime', label: L.send_at, sort: true, filter: true, help: newsletterHelp.send_at },
    status: { kind: 'enum', label: L.status, values: NEWSLETTER_STATUSES, labels: newsletterStatusLabels, default: 'draft', filter: true, readOnly: true },
    started_at: { kind: 'dateTime', label: L.started_at, readOnly: true, list: false },
    finished_at: { kind: 'dateTime', label: L.finished_at, readOnly: true, sort: true },
  },
  defaultSort: '-created_at',
  rowName: 'title',
});
