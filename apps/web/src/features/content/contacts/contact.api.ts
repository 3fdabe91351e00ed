export const CONTACTS_API = '/api/admin/contacts';

export interface Contact {
  id: number;
  name: string;
  mobile: string | null;
  email: string | null;
  subject: string | null;
  body: string;
  /** 0 unread, 1 read */
  status: 0 | 1;
  customer: { id: number; name: string | null; mobile: string } | null;
  answer: string | null;
  answered_at: string | null;
  answered_by: { id: number; name: string } | null;
  created_at: string;
}

/** Read-state answers carry the new unread count, for the header's badge. */
export type ContactWithCount = Contact & { total_unread_contacts: number };
