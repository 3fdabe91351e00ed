import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { idParams } from '@pishkhan/common/schemas/fields';
import type { App, Ctx } from '../../../lib/app-types';
import { parseId } from '../../../lib/crud';
import { appError, conflict, notFound } from '../../../lib/errors';
import { EXPORT_KEEP_HOURS, exportCleanupTask, exportsDir, type ExportTaskInput, type ExportTaskResult } from '../../../lib/export-task';
import { every } from '../../../lib/jobs';
import { tasks } from '../tasks/task.table';

/**
 * The file of a large Excel export written by the `excel_export` task (lib/export-task.ts):
 * GET /api/admin/exports/{task}/file. Only the admin who started the export, or one holding the
 * export's own read permission, gets it; to anyone else the task does not exist (404). Before the
 * file is written → 409 `export_not_ready`; after EXPORT_KEEP_HOURS → 404 `export_expired`.
 * Worker nodes queue the cleanup task every hour (one at a time across nodes).
 */
export async function exportFileRoutes(app: App, { db, config, queue }: Ctx) {
  app.get('/api/admin/exports/:id/file', { config: { authOnly: true }, schema: { tags: ['tasks'], params: idParams } }, async (req, reply) => {
    const id = parseId((req.params as { id: string }).id);
    const [row] = await db.select().from(tasks).where(eq(tasks.id, id)).limit(1);
    const input = row?.input as ExportTaskInput | null | undefined;
    const mine = !!row && row.createdBy !== null && row.createdBy === req.admin!.id;
    if (!row || row.kind !== 'excel_export' || !input || !(mine || req.permissions!.has(input.permission))) throw notFound('task');
    if (row.status !== 'done') throw conflict('export_not_ready');
    const result = row.result as ExportTaskResult | null;
    const expired = !row.finishedAt || Date.now() - new Date(row.finishedAt).getTime() > EXPORT_KEEP_HOURS * 3600_000;
    if (!result || expired || !/^[\w-]+\.xlsx$/.test(result.file)) throw appError(404, 'export_expired');
    const file = path.join(exportsDir(config), result.file);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat) throw appError(404, 'export_expired');
    reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${result.name.replace(/[^\w.-]/g, '_')}"`)
      .header('content-length', String(stat.size))
      .header('cache-control', 'private, no-store');
    return reply.send(fs.createReadStream(file));
  });

  if (queue.workerNode)
    every(app, 'exports-cleanup', 3600_000, () => queue.startTask(exportCleanupTask, {}, { actor: null, singletonKey: 'cleanup' }));
}
