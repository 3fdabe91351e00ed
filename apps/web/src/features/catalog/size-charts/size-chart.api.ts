export const SIZE_CHARTS_API = '/api/admin/size-charts';
export const SIZE_CHART_MAX_ROWS = 50;
export const SIZE_CHART_MAX_COLS = 20;

export interface SizeChart {
  id: number;
  title: string;
  type_id: number | null;
  type: { id: number; name: string } | null;
  /** Rows × columns; the first row is the header. */
  chart: string[][];
  rows_count: number;
  columns_count: number;
  products_count: number;
  created_at: string;
  updated_at: string;
}
export interface SizeChartFormValues {
  title: string;
  type_id: number | null;
  chart: string[][];
}
