import { coreLabels } from '../i18n/fa/core-labels';
import { unitNames } from '../i18n/fa/resource-names';
import { defineResource } from '../resource';

const L = coreLabels.unit;
const t = unitNames;

/** Units of measure a product is sold in (kilogram, metre, piece). */
export const unitResource = defineResource({
  name: 'unit',
  api: '/api/admin/units',
  web: '/unit',
  texts: { one: t.one, many: t.many, searchPlaceholder: t.search },
  fields: {
    name: { kind: 'text', label: L.name, required: true, max: 100, unique: true, search: true, sort: true },
    symbol: { kind: 'text', label: L.symbol, required: true, max: 20, search: true, sort: true },
    precision: { kind: 'enum', label: L.precision, values: ['1', '0.1', '0.01'], labels: t.precisions, default: '1', help: t.precisionHelp },
    status: { kind: 'status', label: L.status, filter: true },
  },
  rowName: 'name',
});
