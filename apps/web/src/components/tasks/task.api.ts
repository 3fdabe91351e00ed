import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';

export type TaskStatus = 'queued' | 'running' | 'done' | 'failed' | 'canceled';

/** A background task as GET /api/admin/tasks/{id} and the live `task` event give it. */
export interface Task<R = unknown> {
  id: number;
  kind: string;
  status: TaskStatus;
  done: number;
  total: number | null;
  result: R | null;
  error: string | null;
  attempts: number;
  created_by: number | null;
  started_at: string | null;
  finished_at: string | null;
  created_at: string;
  updated_at: string;
}

export const TASKS_API = '/api/admin/tasks';
export const taskKey = (id: number) => ['task', id] as const;
export const isActive = (t: Pick<Task, 'status'> | undefined) => !t || t.status === 'queued' || t.status === 'running';

/**
 * A task's state, kept current: the live stream writes its `task` events into this query (the
 * notifications bell does), and while the task is queued or running it is also re-read every
 * `pollMs` (a task started by someone else, or a stream that is down).
 */
export function useTask<R = unknown>(id: number | null | undefined, pollMs = 1500) {
  return useQuery({
    queryKey: taskKey(id ?? 0),
    queryFn: ({ signal }) => api.get<{ data: Task<R> }>(`${TASKS_API}/${id}`, undefined, { signal }).then((r) => r.data),
    enabled: typeof id === 'number' && id > 0,
    refetchInterval: (q) => (isActive(q.state.data as Task | undefined) ? pollMs : false),
  });
}
