import type { ResourceOptions } from '../../../lib/resource-routes';
import { actorOf } from '../../../lib/audit';
import { syncInstagram, syncState } from './instagram.sync';

/**
 * The social feed beyond its kit routes: the list's `meta.sync` (configured, last sync, last error)
 * and `POST /api/admin/instagram/sync`, "refresh now" from the shop's Instagram account.
 */
export const instagramOptions: ResourceOptions = {
  listMeta: async (db) => ({ sync: await syncState(db) }),
  extra: (app, { db, uploadsDir }) => {
    app.post('/api/admin/instagram/sync', { config: { permission: 'update_instagram', feature: 'instagram' }, schema: { tags: ['instagram'] } }, async (req) => ({
      data: await syncInstagram(db, uploadsDir, actorOf(req)),
    }));
  },
};
