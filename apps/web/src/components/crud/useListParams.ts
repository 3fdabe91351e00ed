import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Query } from '../../app/api';

/**
 * A URL change drawn at once, not in a transition: `prev` of the next change is the URL of the last
 * render, so a filter clicked before a deferred render would build on the URL before the last change
 * and undo it (a custom range lost to the channel clicked right after it).
 */
export const URL_NOW = { flushSync: true } as const;

export type ParamPatch = Record<string, string | number | null | undefined>;

/** Keys the kit itself owns; every other search param is a filter. */
const OWN = new Set(['q', 'page', 'per_page', 'sort']);

export interface ListParams {
  q: string;
  page: number;
  perPage?: number;
  sort?: string;
  /** Filter values from the URL, by name. */
  filters: Record<string, string>;
  /** What the API is called with: the URL's params plus the default sort. */
  query: Query;
  /** Replace some params; a change to anything but `page` returns to page 1. */
  set: (patch: ParamPatch, opts?: { resetPage?: boolean }) => void;
  /** Drop q and every filter (keeps sort). */
  clear: () => void;
}

/** List state (q, page, per_page, sort, filters) kept in the URL search params. */
export function useListParams(opts: { defaultSort?: string; fixed?: Query } = {}): ListParams {
  const [sp, setSp] = useSearchParams();
  const set = useCallback(
    (patch: ParamPatch, o: { resetPage?: boolean } = {}) => {
      setSp((prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) {
          if (v === undefined || v === null || v === '') next.delete(k);
          else next.set(k, String(v));
        }
        if (!('page' in patch) && o.resetPage !== false) next.delete('page');
        if (next.get('page') === '1') next.delete('page');
        return next;
      }, URL_NOW);
    },
    [setSp],
  );
  const clear = useCallback(() => {
    setSp((prev) => {
      const next = new URLSearchParams();
      const sort = prev.get('sort');
      if (sort) next.set('sort', sort);
      const perPage = prev.get('per_page');
      if (perPage) next.set('per_page', perPage);
      return next;
    }, URL_NOW);
  }, [setSp]);

  const key = sp.toString();
  const { defaultSort, fixed } = opts;
  return useMemo(() => {
    const page = Math.max(1, Number.parseInt(sp.get('page') ?? '1', 10) || 1);
    const perPageRaw = Number.parseInt(sp.get('per_page') ?? '', 10);
    const filters: Record<string, string> = {};
    sp.forEach((v, k) => {
      if (!OWN.has(k) && v !== '') filters[k] = v;
    });
    const sort = sp.get('sort') || undefined;
    const q = sp.get('q') ?? '';
    const query: Query = { ...fixed, ...filters, q: q || undefined, page: page > 1 ? page : undefined, sort: sort ?? defaultSort };
    if (perPageRaw > 0) query.per_page = perPageRaw;
    return { q, page, ...(perPageRaw > 0 ? { perPage: perPageRaw } : {}), ...(sort ? { sort } : {}), filters, query, set, clear };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, defaultSort, JSON.stringify(fixed ?? {}), set, clear]);
}
