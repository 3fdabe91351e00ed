import { useEffect, useReducer } from 'react';
import { draftReducer, newDraft, type Draft } from './draft';

const STORAGE_KEY = 'pishkhan.shop.draft';

function load(adminId: number): Draft {
  try {
    const raw = sessionStorage.getItem(`${STORAGE_KEY}.${adminId}`);
    if (raw) {
      const d = JSON.parse(raw) as Draft;
      if (d && typeof d.key === 'string' && Array.isArray(d.lines) && d.payments) return { ...d, returnMode: false };
    }
  } catch {
    /* a broken copy: start afresh */
  }
  return newDraft();
}

/**
 * The receipt in progress, kept in this tab's session storage (per cashier) so a reload or a
 * trip to another screen does not lose it; the Idempotency-Key is kept with it.
 */
export function useSaleDraft(adminId: number) {
  const [draft, dispatch] = useReducer(draftReducer, adminId, load);
  useEffect(() => {
    try {
      const k = `${STORAGE_KEY}.${adminId}`;
      if (draft.lines.length || draft.customer) sessionStorage.setItem(k, JSON.stringify(draft));
      else sessionStorage.removeItem(k);
    } catch {
      /* storage full or disabled */
    }
  }, [draft, adminId]);
  return [draft, dispatch] as const;
}
