import { count, eq } from 'drizzle-orm';
import type { ResourceOptions } from '../../../lib/resource-routes';
import { inUse } from '../shared/catalog-helpers';
import { sizeCharts } from '../size-charts/size-chart.table';

/** Size chart types (the `size_chart_type` definition): each row shows how many charts use it; a type in use is not deleted. */
export const sizeChartTypeOptions: ResourceOptions = {
  counts: { size_charts_count: sizeCharts.typeId },
  inUse: async (tx, row) => {
    const [used] = await tx.select({ n: count() }).from(sizeCharts).where(eq(sizeCharts.typeId, row.id));
    if (used!.n > 0) throw inUse('size_chart_type_in_use', { count: used!.n });
  },
};
