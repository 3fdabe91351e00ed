import { lazy } from 'react';
import { guarded, resourceRoutes } from '../../../app/routing';

/** /admin/newsletters: the list and the compose form on the kit, and each newsletter's sending page. */
export const newsletterRoutes = [
  ...resourceRoutes('newsletters', () => import('@pishkhan/common/resources/newsletter.resource').then((m) => m.newsletterResource), () => import('./newsletters.screen')),
  guarded('newsletters/:id', lazy(() => import('./NewsletterDetailPage')), 'read_newsletters', 'newsletters'),
];
