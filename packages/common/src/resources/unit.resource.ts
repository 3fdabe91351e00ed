import { coreLabels } from '../i18n/fa/core-labels';
import { unitsText as t } from '../i18n/fa/screens';
import { defineResource } from '../resource';

const L = coreLabels.unit;

/** Units of measure a product is sold in (kilogram, metre, piece). */
export const unitResource = defineResource({
  name: 'unit',
  api: '/api/admin/units',
  web: '/unit',
  texts: { one: t.one, many: t.title, searchPlaceholder: t.searchPlaceholder },
  fields: {
    name: { kind: 'text', label: L.name, required: true, max: 100, unique: true, search: true, sort: true },
    symbol: { kind: 'text', label: L.symbol, required: true, max: 20, search: true, sort: true },
    precision: { kind: 'enum', label: L.precision, values: ['1', '0.1', '0.01'], labels: t.precisions, default: '1', help: t.precisionHelp },
    status: { kind: 'status', label: L.status, filter: true },
  },
  rowName: 'name',
});
