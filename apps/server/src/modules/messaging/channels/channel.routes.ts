import type { App, Ctx } from '../../../lib/app-types';
import { channelKinds } from '../../../lib/messaging/channels';
import { smsCountBase } from '../newsletters/newsletter.send';

/**
 * GET /api/admin/messages/channels → { data: { email: 'smtp' | 'outbox', sms: 'kavenegar' | 'log', sms_base } }:
 * what a send does now, so every screen that sends can say plainly when mail only reaches the
 * outbox, and the compose screen counts the SMS opt-out link (`sms_base`) as it will be sent. For whoever may send (contact answers, newsletters) or read the settings.
 */
export async function channelRoutes(app: App, { db, config }: Ctx) {
  app.get(
    '/api/admin/messages/channels',
    { config: { permission: ['update_contact', 'read_newsletters', 'read_setting'] }, schema: { tags: ['messages'] } },
    async () => ({ data: { ...(await channelKinds(db, config)), sms_base: await smsCountBase(db) } }),
  );
}
