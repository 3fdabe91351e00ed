import { lazy } from 'react';
import { guarded, resourceRoutes } from '../../../app/routing';

/** /admin/posts: the kit's list and form with the posts' choices, and the reader's preview of a post. */
export const postRoutes = [
  ...resourceRoutes('posts', () => import('@pishkhan/common/resources/post.resource').then((m) => m.postResource), () => import('./post.screen')),
  guarded('posts/preview/:id', lazy(() => import('./post.screen').then((m) => ({ default: m.PostPreviewPage }))), 'read_post'),
];
