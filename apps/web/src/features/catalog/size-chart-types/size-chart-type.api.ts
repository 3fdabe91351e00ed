import type { ValueRow } from '../shared/ValuesEditor';

export const SIZE_CHART_TYPES_API = '/api/admin/size-chart-types';

export interface SizeChartType {
  id: number;
  name: string;
  /** The column names, in order. */
  values: string[];
  size_charts_count: number;
  created_at: string;
  updated_at: string;
}
export interface SizeChartTypeFormValues {
  name: string;
  values: ValueRow[];
}
