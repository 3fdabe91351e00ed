import { lazy } from 'react';
import { guarded } from '../../../app/routing';

const list = lazy(() => import('./PostCommentsPage'));

/** /admin/post-comment[/{post}] — the post comments queue; /admin/post-comment/comment/{id} — one comment (read_comment). */
export const postCommentRoutes = [
  guarded('post-comment', list, 'read_comment'),
  guarded('post-comment/comment/:id', lazy(() => import('./PostCommentPage')), 'read_comment'),
  guarded('post-comment/:post', list, 'read_comment'),
];
