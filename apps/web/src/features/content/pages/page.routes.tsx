import { resourceRoutes } from '../../../app/routing';

const routes = resourceRoutes('pages', () => import('@pishkhan/common/resources/page.resource').then((m) => m.pageResource), {
  layout: [['title', 'slug'], 'body', 'meta_description', 'status'],
});

/** /admin/pages: the kit's list and form; the edit form also answers at the spec's /admin/pages/{id}/edit. */
export const pageRoutes = [...routes, { ...routes[2]!, path: 'pages/:id/edit' }];
