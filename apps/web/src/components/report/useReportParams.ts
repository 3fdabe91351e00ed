import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Query } from '../../app/api';
import { URL_NOW } from '../crud/useListParams';

export type ReportParamPatch = Record<string, string | number | null | undefined>;

export interface ReportParams {
  /** Every filter of the URL by name (preset, from, to, mode, group, compare, sort, page…). */
  filters: Record<string, string>;
  /** What the report route is called with. */
  query: Query;
  /** Replace some params; any change but `page` returns to page 1. */
  set: (patch: ReportParamPatch) => void;
}

/** A report's filters, sort and page, kept in the URL search params. */
export function useReportParams(): ReportParams {
  const [sp, setSp] = useSearchParams();
  const set = useCallback(
    (patch: ReportParamPatch) =>
      setSp(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch)) {
            if (v === undefined || v === null || v === '') next.delete(k);
            else next.set(k, String(v));
          }
          if (!('page' in patch) || next.get('page') === '1') next.delete('page');
          return next;
        },
        URL_NOW,
      ),
    [setSp],
  );
  const key = sp.toString();
  return useMemo(() => {
    const filters: Record<string, string> = {};
    sp.forEach((v, k) => {
      if (v !== '') filters[k] = v;
    });
    // Comparison with the previous period is asked for explicitly (`compare=1`); off by default.
    return { filters, query: { ...filters, compare: filters.compare === '1' ? '1' : '0' }, set };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, set]);
}
