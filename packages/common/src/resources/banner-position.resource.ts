import { bannerText } from '../i18n/fa/banners';
import { contentLabels } from '../i18n/fa/content-labels';
import { defineResource } from '../resource';

const { fields: L, ...names } = contentLabels.banner_position;

/**
 * Banner positions: a place of the storefront (the home page's top, the sidebar) that shows one of
 * its banners at a time. The storefront finds a position by its latin `key`; width and height are the
 * recommended picture size. Each row is presented with its banners' counts and live weights' sum.
 */
export const bannerPositionResource = defineResource({
  name: 'banner_position',
  permission: 'advertise',
  api: '/api/admin/positions',
  table: 'advertisement_positions',
  web: '/position',
  tag: 'banners',
  texts: names,
  fields: {
    label: { kind: 'text', label: L.label, required: true, max: 191, search: true, sort: true },
    key: { kind: 'text', label: L.key, required: true, max: 60, unique: true, search: true, help: bannerText.keyHelp },
    width: { kind: 'integer', label: L.width, required: true, min: 1, max: 10_000 },
    height: { kind: 'integer', label: L.height, required: true, min: 1, max: 10_000 },
    description: { kind: 'longText', label: L.description, required: true, max: 1000, list: false },
    status: { kind: 'status', label: L.status, filter: true },
  },
  defaultSort: 'id',
  rowName: 'label',
});
