export const UNITS_API = '/api/admin/units';

/** The precisions the server accepts (platform.schema's UNIT_PRECISIONS; kept here so the page does not load zod). */
export const UNIT_PRECISIONS = ['1', '0.1', '0.01'] as const;
export type UnitPrecision = (typeof UNIT_PRECISIONS)[number];

export interface Unit {
  id: number;
  name: string;
  symbol: string;
  precision: UnitPrecision;
  status: boolean;
  created_at: string;
  updated_at: string;
}
export type UnitInput = Pick<Unit, 'name' | 'symbol' | 'precision' | 'status'>;
