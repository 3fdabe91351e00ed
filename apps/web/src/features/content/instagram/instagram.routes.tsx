import { resourceRoutes } from '../../../app/routing';

/** /admin/instagram — the social feed on the kit, with its sync state and «refresh now» above the list. */
export const instagramRoutes = resourceRoutes('instagram', () => import('@pishkhan/common/resources/instagram-post.resource').then((m) => m.instagramPostResource), () => import('./instagram.screen'));
