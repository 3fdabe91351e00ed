import type { App, Ctx } from '../../../lib/app-types';
import { channelKinds } from '../../../lib/messaging/channels';

/**
 * GET /api/admin/messages/channels → { data: { email: 'smtp' | 'outbox', sms: 'kavenegar' | 'log' } }:
 * what a send does now, so every screen that sends can say plainly when mail only reaches the
 * outbox. For whoever may send (contact answers, newsletters) or read the settings.
 */
export async function channelRoutes(app: App, { db, config }: Ctx) {
  app.get(
    '/api/admin/messages/channels',
    { config: { permission: ['update_contact', 'read_newsletters', 'read_setting'] }, schema: { tags: ['messages'] } },
    async () => ({ data: await channelKinds(db, config) }),
  );
}
