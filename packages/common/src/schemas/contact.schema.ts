import { z } from 'zod';
import { contactLabels as L } from '../i18n/fa/contact-labels';
import { bool, text } from './fields';

export const CONTACT_ANSWER_MAX = 5000;
export const CONTACT_STATUSES = ['unread', 'read'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** The shop's answer to a message (stored now; sending it goes with messaging). */
export const contactAnswer = z.strictObject({ answer: text(L.fields.answer, { max: CONTACT_ANSWER_MAX }) });
/** Read or unread again (opening a message marks it read). */
export const contactRead = z.strictObject({ read: bool(L.fields.status).default(true) });
