import { crudText as t } from '@pishkhan/common/i18n/fa/ui';
import { useQuery } from '@tanstack/react-query';
import type { SelectProps } from 'antd';
import { LazySelect as Select } from '../inputs/LazySelect';
import { useEffect, useState } from 'react';
import { api, type ListResponse, type Query } from '../../app/api';
import { resourceKeys } from './useResource';

export interface ResourceSelectProps<T> extends Omit<SelectProps, 'options' | 'showSearch' | 'loading'> {
  apiPath: string;
  /** How an option reads; `name` by default. */
  optionLabel?: (row: T) => string;
  /** Fixed query params (e.g. `{ status: true }`). */
  query?: Query;
}

/** A Select whose options come from a list endpoint, searched on the server with `q`. */
export function ResourceSelect<T extends { id: number | string }>({ apiPath, optionLabel, query, placeholder, ...rest }: ResourceSelectProps<T>) {
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const h = setTimeout(() => setQ(search.trim()), 300);
    return () => clearTimeout(h);
  }, [search]);
  const params: Query = { per_page: 100, ...query, q: q || undefined };
  const res = useQuery({
    queryKey: resourceKeys.options(apiPath, params),
    queryFn: ({ signal }) => api.get<ListResponse<T>>(apiPath, params, { signal }),
    staleTime: 60_000,
  });
  const label = optionLabel ?? ((r: T) => String((r as { name?: unknown }).name ?? r.id));
  // The chosen values that the current page of options lacks are fetched by id, so they show their labels.
  const loaded = new Set((res.data?.data ?? []).map((r) => r.id));
  const chosen = (Array.isArray(rest.value) ? rest.value : rest.value != null ? [rest.value] : []) as (number | string)[];
  const missing = res.data ? chosen.filter((v) => !loaded.has(v)).slice(0, 100) : [];
  const extraParams: Query = { per_page: 100, ...query, ids: missing.join(',') };
  const extra = useQuery({
    queryKey: resourceKeys.options(apiPath, extraParams),
    queryFn: ({ signal }) => api.get<ListResponse<T>>(apiPath, extraParams, { signal }),
    enabled: missing.length > 0,
    staleTime: 60_000,
  });
  const rows = [...(res.data?.data ?? []), ...(extra.data?.data ?? []).filter((r) => !loaded.has(r.id) && missing.includes(r.id))];
  return (
    <Select
      allowClear
      placeholder={placeholder ?? t.select}
      loading={res.isFetching}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      options={rows.map((r) => ({ value: r.id, label: label(r) }))}
      notFoundContent={res.isFetching ? undefined : t.empty}
      {...rest}
    />
  );
}
