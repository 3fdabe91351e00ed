import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { idParams } from '@pishkhan/common/schemas/fields';
import type { App, Ctx } from '../../../lib/app-types';
import { actorOf, audit } from '../../../lib/audit';
import { parseId } from '../../../lib/crud';
import { conflict, notFound } from '../../../lib/errors';
import { taskPermission } from '../../../lib/queue';
import { presentTask, type TaskRow } from './task.service';
import { tasks } from './task.table';

/**
 * A background task's progress (lib/queue.ts). Readable by the admin who started it, or by one who
 * holds the permission its kind declares; to anyone else it does not exist (404, so ids are not
 * probed). The live channel (`task` events on /api/admin/notifications/stream) pushes the starter's
 * changes; screens may also poll this route.
 */
export async function taskRoutes(app: App, { db, queue }: Ctx) {
  const visible = (req: FastifyRequest, row: TaskRow | undefined): row is TaskRow => {
    if (!row) return false;
    if (row.createdBy !== null && row.createdBy === req.admin!.id) return true;
    const permission = taskPermission(row);
    return !!permission && req.permissions!.has(permission);
  };
  const load = async (req: FastifyRequest) => {
    const id = parseId((req.params as { id: string }).id);
    const [row] = await db.select().from(tasks).where(eq(tasks.id, id)).limit(1);
    if (!visible(req, row)) throw notFound('task');
    return row;
  };

  app.get('/api/admin/tasks/:id', { config: { authOnly: true }, schema: { tags: ['tasks'], params: idParams } }, async (req) => ({
    data: presentTask(await load(req)),
  }));

  app.post('/api/admin/tasks/:id/cancel', { config: { authOnly: true }, schema: { tags: ['tasks'], params: idParams } }, async (req) => {
    const row = await load(req);
    const after = await queue.cancel(row.id);
    if (!after) throw conflict('task_finished');
    await audit(db, actorOf(req), { entity: 'task', entityId: row.id, action: 'cancel', changes: { status: [row.status, 'canceled'] } });
    return { data: presentTask(after) };
  });
}
