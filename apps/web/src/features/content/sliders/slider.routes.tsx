import { lazy } from 'react';
import { guarded } from '../../../app/routing';

const SliderGroupsPage = lazy(() => import('./SliderGroupsPage'));
const SlidesPage = lazy(() => import('./SlidesPage'));
const SlideFormPage = lazy(() => import('./SlideFormPage'));

/** /admin/slider: the groups with their counts; /admin/slider/{group}: that group's slides, their order, preview and forms. */
export const sliderRoutes = [
  guarded('slider', SliderGroupsPage, 'read_slider'),
  guarded('slider/create', SlideFormPage, 'create_slider'),
  guarded('slider/edit/:id', SlideFormPage, 'read_slider'),
  guarded('slider/:group', SlidesPage, 'read_slider'),
  guarded('slider/:group/create', SlideFormPage, 'create_slider'),
  guarded('slider/:group/edit/:id', SlideFormPage, 'read_slider'),
];
