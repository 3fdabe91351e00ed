import { lazy } from 'react';
import { guarded, resourceRoutes } from '../../../app/routing';

const PositionBannersPage = lazy(() => import('./PositionBannersPage'));
const AllBannersPage = lazy(() => import('./AllBannersPage'));
const BannerFormPage = lazy(() => import('./BannerFormPage'));

/**
 * /admin/position: the positions on the kit (size, live banners, weights' sum);
 * /admin/position/advertisements/{id}: one position's banners, their weights and counts;
 * /admin/advertise: every banner, filtered by position.
 */
export const bannerPositionRoutes = resourceRoutes('banners', () => import('@pishkhan/common/resources/banner-position.resource').then((m) => m.bannerPositionResource), () => import('./position.screen'));

export const bannerRoutes = [
  guarded('position/advertisements/:positionId', PositionBannersPage, 'read_advertise'),
  guarded('position/advertisements/:positionId/create', BannerFormPage, 'create_advertise'),
  guarded('position/advertisements/:positionId/edit/:id', BannerFormPage, 'read_advertise'),
  guarded('advertise', AllBannersPage, 'read_advertise'),
  guarded('advertise/create', BannerFormPage, 'create_advertise'),
  guarded('advertise/edit/:id', BannerFormPage, 'read_advertise'),
];
