import type { RowOf } from '@pishkhan/common/resource';
import { provinceResource } from '@pishkhan/common/resources/province.resource';

export const PROVINCES_API = provinceResource.api;

export type Province = RowOf<typeof provinceResource> & {
  /** How many cities the province has. */
  cities_count: number;
};
