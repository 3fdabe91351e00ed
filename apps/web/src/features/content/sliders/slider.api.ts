import type { RowOf } from '@pishkhan/common/resource';
import type { sliderResource } from '@pishkhan/common/resources/slider.resource';
import type { SlideSchedule, SliderGroupInfo } from '@pishkhan/common/slider';

export const SLIDERS_API = '/api/admin/sliders';
export const SLIDER_GROUPS_API = '/api/admin/sliders/groups';

export type Slide = RowOf<typeof sliderResource> & { image: { id: number; url: string } | null; schedule: SlideSchedule };
export type { SliderGroupInfo };
