import { z } from 'zod';
import type { App, Ctx } from '../../../lib/app-types';
import { actorOf } from '../../../lib/audit';
import { readGroup, settingGroups, updateGroup } from './setting.service';

const groupParams = z.object({ group: z.string().max(64) });

export async function settingRoutes(app: App, { db }: Ctx) {
  app.get('/api/admin/settings', { config: { permission: 'read_setting' }, schema: { tags: ['settings'] } }, async () => ({ data: settingGroups() }));
  app.get('/api/admin/settings/:group', { config: { permission: 'read_setting' }, schema: { tags: ['settings'], params: groupParams } }, async (req) => ({
    data: await readGroup(db, (req.params as { group: string }).group),
  }));
  app.put(
    '/api/admin/settings/:group',
    { config: { permission: 'update_setting' }, schema: { tags: ['settings'], params: groupParams, body: z.record(z.string().max(100), z.unknown()) } },
    async (req) => ({ data: await updateGroup(db, actorOf(req), (req.params as { group: string }).group, req.body as Record<string, unknown>) }),
  );
}
