import { lazy } from 'react';
import { guarded } from '../../../app/routing';

/** /admin/comments — product comments (read_productComment). */
export const productCommentRoutes = [guarded('comments', lazy(() => import('./ProductCommentsPage')), 'read_productComment')];
