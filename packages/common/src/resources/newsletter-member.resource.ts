import { memberSourceLabels, memberStatusLabels, newsletterMemberHelp, newsletterMemberNames } from '../i18n/fa/newsletter-member-labels';
import { defineResource } from '../resource';

const { fields: L, ...names } = newsletterMemberNames;

export const MEMBER_STATUSES = ['pending', 'subscribed', 'unsubscribed', 'bounced', 'complained'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
export const MEMBER_SOURCES = ['form', 'import', 'customer', 'admin'] as const;
export type MemberSource = (typeof MEMBER_SOURCES)[number];

/**
 * Newsletter members (feature `newsletters`, permissions `*_newsletters`): an e-mail and/or an
 * Iranian mobile (at least one; each unique when present; the e-mail lower-cased, the mobile stored
 * `09xxxxxxxxx`), where the member came from and where they stand. An unsubscribe, bounce or
 * complaint also puts the address on the suppression list that sending checks.
 */
export const newsletterMemberResource = defineResource({
  name: 'newsletter_member',
  permission: 'newsletters',
  api: '/api/admin/newsletter-members',
  web: '/member-newsletters',
  feature: 'newsletters',
  texts: names,
  fields: {
    email: { kind: 'text', label: L.email, max: 191, format: 'email', unique: true, search: true, sort: true, help: newsletterMemberHelp.email },
    mobile: { kind: 'text', label: L.mobile, max: 11, format: 'mobile', unique: true, search: true, help: newsletterMemberHelp.mobile },
    name: { kind: 'text', label: L.name, max: 120, search: true, sort: true },
    source: { kind: 'enum', label: L.source, values: MEMBER_SOURCES, labels: memberSourceLabels, default: 'admin', filter: true },
    status: { kind: 'enum', label: L.status, values: MEMBER_STATUSES, labels: memberStatusLabels, default: 'subscribed', filter: true, bulk: true },
    subscribed_at: { kind: 'dateTime', label: L.subscribed_at, filter: true, sort: true, help: newsletterMemberHelp.subscribed_at },
    unsubscribed_at: { kind: 'dateTime', label: L.unsubscribed_at, readOnly: true, list: false },
    unsubscribe_reason: { kind: 'text', label: L.unsubscribe_reason, max: 255, list: false },
  },
  defaultSort: '-created_at',
  rowName: 'email',
});
