import { z } from 'zod';
import type { App, Ctx } from '../../../lib/app-types';
import { dateParam, intParam } from '../../../lib/list';
import { startLiveNotifications } from './live';
import { markAllRead, olderNotifications, PAGE } from './notification.service';

export async function notificationRoutes(app: App, { db }: Ctx) {
  const live = startLiveNotifications(app, db);
  app.get(
    '/api/admin/notifications',
    { config: { authOnly: true }, schema: { tags: ['notifications'], querystring: z.looseObject({ before: z.string().optional(), per_page: z.string().optional() }) } },
    async (req) => {
      const q = req.query as { before?: string; per_page?: string };
      return olderNotifications(db, req.admin!.id, dateParam(q.before), Math.min(50, intParam(q.per_page) ?? PAGE));
    },
  );
  app.post('/api/admin/notifications/read', { config: { authOnly: true }, schema: { tags: ['notifications'] } }, async (req) => {
    await markAllRead(db, req.admin!.id, req.permissions!.has('read_contact'));
    return { data: { total_unread_notifications: 0, total_unread_contacts: 0 } };
  });
  // Server-Sent Events: `hello` {total_unread_notifications}, then `notification` per new row (live.ts).
  app.get(
    '/api/admin/notifications/stream',
    { config: { authOnly: true }, schema: { tags: ['notifications'], description: 'Server-Sent Events (text/event-stream): hello, notification, task (a background task this admin started changed); heartbeat comments every 25 s.' } },
    (req, reply) => live.open(req, reply),
  );
}
