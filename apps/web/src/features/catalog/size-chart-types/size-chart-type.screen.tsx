import { sizeChartTypeNames } from '@pishkhan/common/i18n/fa/resource-names';
import { faDigits } from '../../../app/format';
import type { ResourceScreen } from '../../../app/routing';

/** The list of /admin/size-chart-type: each type's columns and how many charts use it. */
const screen: ResourceScreen = {
  columns: ['name', 'values', { key: 'charts', title: sizeChartTypeNames.chartsCount, dataIndex: 'size_charts_count', width: 100, render: (n: number) => faDigits(n) }, 'created_at'],
};
export default screen;
