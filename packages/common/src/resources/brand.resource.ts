import { coreLabels } from '../i18n/fa/core-labels';
import { brandNames } from '../i18n/fa/resource-names';
import { defineResource } from '../resource';

const L = coreLabels.brand;
const t = brandNames;

/** Product brands: a unique name, a slug made from it, a logo; a brand with products is not deleted (the key refuses). */
export const brandResource = defineResource({
  name: 'brand',
  api: '/api/admin/brands',
  web: '/brands',
  texts: { one: t.one, many: t.many, searchPlaceholder: t.search },
  fields: {
    logo_id: { kind: 'image', label: L.logo_id },
    name: { kind: 'text', label: L.name, required: true, max: 100, unique: true, search: true, sort: true },
    slug: { kind: 'slug', label: L.slug, from: 'name', max: 150, search: true, help: t.slugHelp, list: true },
    description: { kind: 'longText', label: L.description, max: 5000 },
    show_index: { kind: 'boolean', label: L.show_index, filter: true },
    status: { kind: 'status', label: L.status, filter: true },
  },
  rowName: 'name',
});
