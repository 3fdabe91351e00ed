import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSession } from '../../../app/session';
import { resourceKeys } from '../../../components/crud/useResource';
import { CONTACTS_API } from './contact.api';

/**
 * After a read-state change: the header's unread count from the server's answer (at once, no new
 * request), the header panel's messages marked as the server says, and the inbox lists refetched.
 */
export function useContactsChanged() {
  const { patch } = useSession();
  const qc = useQueryClient();
  return useCallback(
    (unread: number, read?: { id: number; status: 0 | 1 } | 'all') => {
      patch((h) => ({
        ...h,
        total_unread_contacts: unread,
        contacts: (h.contacts ?? []).map((c) => (read === 'all' || unread === 0 ? { ...c, status: 1 as const } : read && c.id === read.id ? { ...c, status: read.status } : c)),
      }));
      return qc.invalidateQueries({ queryKey: resourceKeys.all(CONTACTS_API) });
    },
    [patch, qc],
  );
}
