import { z } from 'zod';
import { contentLabels } from './i18n/fa/content-labels';
import { id, int } from './schemas/fields';
import { slideSchedule, type SlideSchedule } from './slider';

/**
 * Banners of the storefront (spec §3.39). A banner is **live** when its status is on and now is inside
 * its window: its start is empty or has come, and its end is empty or still to come (the same rule
 * as a slide's). The weights of a position's live banners sum to exactly 100; the storefront picks
 * one live banner at random in proportion to its weight.
 */
export type BannerSchedule = SlideSchedule;
export const bannerSchedule = slideSchedule;
export const isBannerLive = (b: { status: boolean; starts_at?: string | Date | null; ends_at?: string | Date | null }, now = Date.now()) => slideSchedule(b, now) === 'live';

/** The total the live banners' weights make. */
export const WEIGHT_TOTAL = 100;

/** A position's key: latin, lower case, what the storefront asks for (`home-top`). */
export const BANNER_KEY = /^[a-z][a-z0-9_-]*$/;

/**
 * `total` spread over `n` banners in integers: the same share each, the remainder one by one to the
 * first ones (3 banners: 34, 33, 33).
 */
export function spreadEvenly(n: number, total = WEIGHT_TOTAL): number[] {
  if (n <= 0) return [];
  const base = Math.floor(total / n);
  const rest = total - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < rest ? 1 : 0));
}

/**
 * One of `items` chosen in proportion to its weight; `r` is a number in [0, 1) (Math.random, or a
 * seeded one in tests). All weights 0: the first one. None: undefined.
 */
export function pickByWeight<T extends { weight: number }>(items: readonly T[], r: number): T | undefined {
  const total = items.reduce((s, b) => s + Math.max(0, b.weight), 0);
  if (!items.length) return undefined;
  if (total <= 0) return items[0];
  let at = r * total;
  for (const b of items) {
    at -= Math.max(0, b.weight);
    if (at < 0) return b;
  }
  return items[items.length - 1];
}

const L = contentLabels.banner.fields;
/** `POST /api/admin/positions/{id}/weights`: every banner of the position with its weight. */
export const bannerWeightsSchema = z.strictObject({
  weights: z
    .array(z.strictObject({ id: id(L.title), weight: int(L.weight, { min: 0, max: WEIGHT_TOTAL }) }))
    .max(1000)
    .meta({ title: L.weight }),
});
export type BannerWeightsInput = z.infer<typeof bannerWeightsSchema>;

/** A position as its list presents it: beside its fields, how many live banners it has and their weights' sum. */
export interface BannerPositionCounts {
  banners_count: number;
  live_count: number;
  weight_sum: number;
}

/** Impressions and clicks of a banner over a range of days. */
export interface BannerStats {
  impressions: number;
  clicks: number;
  /** Clicks per impression, 0 when never shown. */
  ctr: number;
}
export const ctrOf = (impressions: number, clicks: number) => (impressions > 0 ? clicks / impressions : 0);
