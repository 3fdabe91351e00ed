import { lazy } from 'react';
import { guarded } from '../../../app/routing';

/** /admin/recommendation-groups and /admin/recommendation/:group — permission `recommendation`. */
export const recommendationRoutes = [
  guarded('recommendation-groups', lazy(() => import('./RecommendationGroupsPage')), 'recommendation'),
  guarded('recommendation/:group', lazy(() => import('./RecommendationItemsPage')), 'recommendation'),
];
