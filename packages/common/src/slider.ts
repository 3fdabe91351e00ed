import { sliderGroupLabels } from './i18n/fa/slider';

/** The slider groups of the storefront and each one's recommended picture size (pixels). */
export const SLIDER_GROUPS = {
  desktop: { width: 1920, height: 600 },
  mobile: { width: 768, height: 768 },
} as const;
export type SliderGroup = keyof typeof SLIDER_GROUPS;
export const SLIDER_GROUP_KEYS = Object.keys(SLIDER_GROUPS) as SliderGroup[];
export const isSliderGroup = (g: string): g is SliderGroup => Object.hasOwn(SLIDER_GROUPS, g);

/** A slide's place in its schedule: off (status), before its start, after its end, or shown. */
export type SlideSchedule = 'off' | 'scheduled' | 'expired' | 'live';
export function slideSchedule(s: { status: boolean; starts_at?: string | Date | null; ends_at?: string | Date | null }, now = Date.now()): SlideSchedule {
  if (!s.status) return 'off';
  if (s.starts_at && new Date(s.starts_at).getTime() > now) return 'scheduled';
  if (s.ends_at && new Date(s.ends_at).getTime() <= now) return 'expired';
  return 'live';
}

export interface SliderGroupInfo {
  key: SliderGroup;
  label: string;
  width: number;
  height: number;
  /** Slides in the group, and those shown now. */
  count: number;
  live: number;
}
export const sliderGroupLabel = (g: SliderGroup) => sliderGroupLabels[g];
