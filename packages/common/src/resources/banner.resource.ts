import { bannerText } from '../i18n/fa/banners';
import { contentLabels } from '../i18n/fa/content-labels';
import { defineResource } from '../resource';

const { fields: L, ...names } = contentLabels.banner;

/**
 * Banners: a picture with a link shown in a position. The weight is read-only here: the weights of a
 * position's banners are saved together by the position's weight editor (their live ones sum to 100).
 * A new banner enters with weight 0, or 100 when it is its position's only live banner.
 */
export const bannerResource = defineResource({
  name: 'banner',
  permission: 'advertise',
  api: '/api/admin/advertisements',
  table: 'advertisements',
  web: '/advertise',
  tag: 'banners',
  texts: names,
  fields: {
    position_id: { kind: 'reference', label: L.position_id, resource: 'banner_position', required: true, filter: true },
    title: { kind: 'text', label: L.title, required: true, max: 191, search: true, sort: true, help: bannerText.help.title },
    image_id: { kind: 'image', label: L.image_id, required: true },
    link: { kind: 'link', label: L.link },
    new_tab: { kind: 'boolean', label: L.new_tab },
    starts_at: { kind: 'dateTime', label: L.starts_at, help: bannerText.help.starts_at },
    ends_at: { kind: 'dateTime', label: L.ends_at, help: bannerText.help.ends_at },
    weight: { kind: 'integer', label: L.weight, readOnly: true, min: 0, max: 100, sort: true, help: bannerText.help.weight },
    status: { kind: 'status', label: L.status, filter: true },
    admin_id: { kind: 'reference', label: L.admin_id, resource: 'admin', target: { api: '/api/admin/admins', table: 'admins', label: 'name' }, readOnly: true, list: false },
  },
  defaultSort: 'id',
  rowName: 'title',
});
