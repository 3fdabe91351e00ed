import { resourceRoutes } from '../../../app/routing';

export const colorRoutes = resourceRoutes('colors', () => import('@pishkhan/common/resources/color.resource').then((m) => m.colorResource), () => import('./color.screen'));
