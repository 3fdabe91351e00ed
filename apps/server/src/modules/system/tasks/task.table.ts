import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, jsonValue, pk, ref, tstz, updatedAt } from '../../../db/columns';
import { admins } from '../../people/admins/admin.table';

export const TASK_STATUSES = ['queued', 'running', 'done', 'failed', 'canceled'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/**
 * Background tasks as the admin sees them (lib/queue.ts): one row per `startTask`, the pg-boss job
 * that runs it named by `job_id`. `done`/`total` is the handler's progress, `result` what it returned
 * (e.g. a per-row error report), `error` the last failure's Persian reason. A task with a
 * `singleton_key` is unique per kind while queued or running (a second start returns the first).
 */
export const tasks = pgTable(
  'tasks',
  {
    id: pk(),
    kind: varchar('kind', { length: 60 }).notNull(),
    status: varchar('status', { length: 10 }).$type<TaskStatus>().notNull().default('queued'),
    input: jsonValue('input'),
    done: integer('done').notNull().default(0),
    total: integer('total'),
    result: jsonValue('result'),
    error: text('error'),
    attempts: smallint('attempts').notNull().default(0),
    singletonKey: varchar('singleton_key', { length: 200 }),
    jobId: varchar('job_id', { length: 40 }),
    createdBy: ref('created_by').references(() => admins.id, { onDelete: 'set null' }),
    startedAt: tstz('started_at'),
    /** The run holding the task (a random id per run) and when its node last said it is alive. */
    runner: varchar('runner', { length: 36 }),
    heartbeatAt: tstz('heartbeat_at'),
    finishedAt: tstz('finished_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('tasks_singleton_uq').on(t.kind, t.singletonKey).where(sql`${t.singletonKey} is not null and ${t.status} in ('queued', 'running')`),
    index('tasks_kind_created_idx').on(t.kind, t.createdAt.desc()),
    index('tasks_created_by_idx').on(t.createdBy),
    index('tasks_running_heartbeat_idx').on(t.heartbeatAt).where(sql`${t.status} = 'running'`),
  ],
);
