import { sizeChartTypeNames } from '../i18n/fa/resource-names';
import { defineResource } from '../resource';

const t = sizeChartTypeNames;
const L = t.labels;

/** Size chart types (feature size_chart, permissions of size charts): a name and its column names in order; a type a chart uses is not deleted. */
export const sizeChartTypeResource = defineResource({
  name: 'size_chart_type',
  permission: 'size_chart',
  api: '/api/admin/size-chart-types',
  web: '/size-chart-type',
  feature: 'size_chart',
  texts: { one: t.one, many: t.many, searchPlaceholder: t.search },
  fields: {
    name: { kind: 'text', label: L.name, required: true, max: 100, unique: true, search: true, sort: true },
    values: { kind: 'textList', label: L.values, itemLabel: L.value, required: true, max: 100, maxItems: 20, help: t.valuesHelp },
  },
  rowName: 'name',
});
