import { resourceRoutes } from '../../../app/routing';

export const provinceRoutes = resourceRoutes('provinces', () => import('@pishkhan/common/resources/province.resource').then((m) => m.provinceResource), () => import('./province.screen'));
