import { coreLabels } from '../i18n/fa/core-labels';
import { provinceNames } from '../i18n/fa/resource-names';
import { defineResource } from '../resource';

const L = coreLabels.province;
const t = provinceNames;

/** Provinces (permissions of areas, shared with cities); a province with cities is not deleted. */
export const provinceResource = defineResource({
  name: 'province',
  permission: 'area',
  api: '/api/admin/provinces',
  web: '/provinces',
  tag: 'areas',
  texts: { one: t.one, many: t.many, searchPlaceholder: t.search },
  fields: {
    name: { kind: 'text', label: L.name, required: true, max: 100, unique: true, search: true, sort: true },
    sort_order: { kind: 'integer', label: L.sort_order, min: 0, max: 10000, sort: true, default: 0 },
    status: { kind: 'status', label: L.status, filter: true },
  },
  defaultSort: 'name',
  rowName: 'name',
});
