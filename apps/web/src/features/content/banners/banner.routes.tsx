import { lazy } from 'react';
import { guarded, resourceRoutes } from '../../../app/routing';

const BannerListPage = lazy(() => import('./BannerListPage'));
const BannerFormPage = lazy(() => import('./BannerFormPage'));

/**
 * /admin/position: the positions on the kit (size, live banners, weights' sum);
 * /admin/position/advertisements/{id}: one position's banners, their weights and counts;
 * /admin/advertise: every banner, filtered by position.
 */
export const bannerPositionRoutes = resourceRoutes('banners', () => import('@pishkhan/common/resources/banner-position.resource').then((m) => m.bannerPositionResource), () => import('./position.screen'));

export const bannerRoutes = ['position/advertisements/:positionId', 'advertise'].flatMap((base) => [
  guarded(base, BannerListPage, 'read_advertise'),
  guarded(`${base}/create`, BannerFormPage, 'create_advertise'),
  guarded(`${base}/edit/:id`, BannerFormPage, 'read_advertise'),
]);
