import type { Contact as HeaderContact } from '../../../app/types';

export const CONTACTS_API = '/api/admin/contacts';

/** A message as the inbox shows it: the header's fields (status 0 unread, 1 read), its customer and the shop's answer. */
export interface Contact extends HeaderContact {
  customer: { id: number; name: string | null; mobile: string } | null;
  answer: string | null;
  answered_at: string | null;
  answered_by: { id: number; name: string } | null;
  /** The latest answer's delivery (null before the first answer). */
  answer_delivery?: AnswerDelivery | null;
}

/** Where the answer went: e-mail or SMS (null: the sender left neither); failed carries the Persian reason. */
export interface AnswerDelivery {
  channel: 'email' | 'sms' | null;
  status: 'queued' | 'sent' | 'outbox' | 'failed' | 'none';
  error: string | null;
  delivered_at: string | null;
  task_id: number | null;
}

/** Read-state answers carry the new unread count, for the header's badge. */
export type ContactWithCount = Contact & { total_unread_contacts: number };
