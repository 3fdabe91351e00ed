import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { tasks } from './task.table';

/** pg_notify channel announcing a task's change: payload `{"id":…,"admin":…}` (live.ts delivers it). */
export const TASK_CHANNEL = 'pishkhan_tasks';

export type TaskRow = typeof tasks.$inferSelect;

/** A task as the API and the live channel show it. */
export const presentTask = (t: TaskRow) => ({
  id: t.id,
  kind: t.kind,
  status: t.status,
  done: t.done,
  total: t.total,
  result: t.result ?? null,
  error: t.error,
  attempts: t.attempts,
  created_by: t.createdBy,
  started_at: t.startedAt,
  finished_at: t.finishedAt,
  created_at: t.createdAt,
  updated_at: t.updatedAt,
});

/** Announces a task's change to the live channel (at commit when `db` is a transaction). */
export async function announceTask(db: DbOrTx, t: Pick<TaskRow, 'id' | 'createdBy'>): Promise<void> {
  await db.execute(sql`select pg_notify(${TASK_CHANNEL}, ${JSON.stringify({ id: t.id, admin: t.createdBy })})`);
}

/** Finished tasks are kept this many days, then deleted (their results with them). */
export const TASK_KEEP_DAYS = 30;

/** Deletes finished tasks older than TASK_KEEP_DAYS; answers how many went. */
export async function pruneTasks(db: DbOrTx): Promise<number> {
  const gone = await db
    .delete(tasks)
    .where(sql`${tasks.status} in ('done', 'failed', 'canceled') and ${tasks.finishedAt} < now() - make_interval(days => ${TASK_KEEP_DAYS})`)
    .returning({ id: tasks.id });
  return gone.length;
}
