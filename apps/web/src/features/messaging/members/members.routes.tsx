import { lazy } from 'react';
import { guarded, resourceRoutes } from '../../../app/routing';

/** /admin/member-newsletters: the members on the kit (exports and the import above the list), and the import page. */
export const newsletterMemberRoutes = [
  ...resourceRoutes('newsletter_members', () => import('@pishkhan/common/resources/newsletter-member.resource').then((m) => m.newsletterMemberResource), () => import('./members.screen')),
  guarded('member-newsletters/import', lazy(() => import('./MemberImportPage')), 'create_newsletters', 'newsletters'),
];
