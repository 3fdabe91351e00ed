import type { ResourceOptions } from '../../../lib/resource-routes';
import { sizeCharts } from '../size-charts/size-chart.table';

/** Size chart types (the `size_chart_type` definition): each row shows how many charts use it; a type in use is not deleted. */
export const sizeChartTypeOptions: ResourceOptions = {
  counts: { size_charts_count: sizeCharts.typeId },
  usedBy: [{ column: sizeCharts.typeId, by: 'size_chart' }],
};
