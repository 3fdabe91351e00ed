import { coreLabels } from '../i18n/fa/core-labels';
import { colorNames } from '../i18n/fa/resource-names';
import { defineResource } from '../resource';

const L = coreLabels.color;
const t = colorNames;

/** The colours of product variants (stored `#rrggbb`, lower case). */
export const colorResource = defineResource({
  name: 'color',
  api: '/api/admin/colors',
  web: '/color',
  feature: 'colors',
  texts: { one: t.one, many: t.many, searchPlaceholder: t.search },
  fields: {
    name: { kind: 'text', label: L.name, required: true, max: 100, unique: true, search: true, sort: true },
    code: { kind: 'text', label: L.code, required: true, max: 9, format: 'color', unique: true, search: true, sort: true, default: '#000000' },
    status: { kind: 'status', label: L.status, filter: true, sort: true },
  },
  rowName: 'name',
});
