import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, type DataResponse, type ListResponse, type Query } from '../../app/api';

export type Id = number | string;

/** Query keys: everything of one resource starts with its API path, so one invalidation refreshes it all. */
export const resourceKeys = {
  all: (apiPath: string) => [apiPath] as const,
  list: (apiPath: string, query: Query) => [apiPath, 'list', query] as const,
  item: (apiPath: string, id: Id) => [apiPath, 'item', String(id)] as const,
  options: (apiPath: string, query: Query) => [apiPath, 'options', query] as const,
};

/** GET apiPath?query → the list envelope; the previous page stays on screen while the next loads. */
export function useResourceList<T>(apiPath: string, query: Query, opts: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: resourceKeys.list(apiPath, query),
    queryFn: ({ signal }) => api.get<ListResponse<T>>(apiPath, query, { signal }),
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
  });
}

/** GET apiPath/id → the record (`data` unwrapped); idle when id is null/undefined. */
export function useResourceItem<T>(apiPath: string, id: Id | null | undefined) {
  return useQuery({
    queryKey: resourceKeys.item(apiPath, id ?? ''),
    queryFn: ({ signal }) => api.get<DataResponse<T>>(`${apiPath}/${id}`, undefined, { signal }).then((r) => r.data),
    enabled: id !== null && id !== undefined && id !== '',
  });
}

/**
 * The mutations of a REST resource (POST apiPath, PATCH apiPath/id, DELETE apiPath/id); each
 * invalidates every query of the resource, and of `also` (resources whose counts depend on it).
 */
export function useResource<T, Input = Partial<T>>(apiPath: string, opts: { also?: string[] } = {}) {
  const qc = useQueryClient();
  const alsoKey = (opts.also ?? []).join('|');
  const invalidate = useCallback(async () => {
    await Promise.all([apiPath, ...(alsoKey ? alsoKey.split('|') : [])].map((p) => qc.invalidateQueries({ queryKey: [p] })));
  }, [qc, apiPath, alsoKey]);

  const create = useMutation({
    mutationFn: (body: Input) => api.post<DataResponse<T>>(apiPath, body).then((r) => r.data),
    onSuccess: () => invalidate(),
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: Id; body: Partial<Input> }) => api.patch<DataResponse<T>>(`${apiPath}/${id}`, body).then((r) => r.data),
    onSuccess: (data, vars) => {
      qc.setQueryData(resourceKeys.item(apiPath, vars.id), data);
      return invalidate();
    },
  });
  const remove = useMutation({
    mutationFn: (id: Id) => api.delete(`${apiPath}/${id}`),
    onSuccess: (_d, id) => {
      qc.removeQueries({ queryKey: resourceKeys.item(apiPath, id) });
      return invalidate();
    },
  });
  return { apiPath, create, update, remove, invalidate };
}
