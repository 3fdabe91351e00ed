import type { BannerSchedule, BannerStats } from '@pishkhan/common/banners';
import type { RowOf } from '@pishkhan/common/resource';
import type { bannerResource } from '@pishkhan/common/resources/banner.resource';
import type { bannerPositionResource } from '@pishkhan/common/resources/banner-position.resource';

export const POSITIONS_API = '/api/admin/positions';
export const BANNERS_API = '/api/admin/advertisements';
export const BANNER_STATS_API = '/api/admin/advertisements/stats';
export const weightsPath = (positionId: number | string) => `${POSITIONS_API}/${positionId}/weights`;
export const heirPath = (bannerId: number | string) => `${BANNERS_API}/${bannerId}/heir`;

export type Position = RowOf<typeof bannerPositionResource> & { banners_count: number; live_count: number; weight_sum: number };
export type Banner = RowOf<typeof bannerResource> & {
  image: { id: number; url: string } | null;
  position: { id: number; name: string } | null;
  schedule: BannerSchedule;
};
export type StatsAnswer = { data: Record<string, BannerStats>; meta: { from: string; to: string } };
