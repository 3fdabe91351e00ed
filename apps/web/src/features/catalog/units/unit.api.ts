import type { RowOf } from '@pishkhan/common/resource';
import { unitResource } from '@pishkhan/common/resources/unit.resource';

export const UNITS_API = unitResource.api;
/** The precisions the server accepts: the unit definition's choices. */
export const UNIT_PRECISIONS = unitResource.fields.precision.values;
export type UnitPrecision = (typeof UNIT_PRECISIONS)[number];
export type Unit = RowOf<typeof unitResource>;
