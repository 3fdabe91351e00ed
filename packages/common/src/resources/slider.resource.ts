import { contentLabels } from '../i18n/fa/content-labels';
import { sliderGroupLabels, sliderText } from '../i18n/fa/slider';
import { defineResource } from '../resource';
import { SLIDER_GROUP_KEYS } from '../slider';

const { fields: L, ...names } = contentLabels.slider;

/**
 * Slides of the storefront's sliders, ordered by hand within their group. A slide outside its
 * start/end window is hidden (presented `schedule: 'scheduled' | 'expired'`); nothing flips it.
 */
export const sliderResource = defineResource({
  name: 'slider',
  api: '/api/admin/sliders',
  web: '/slider',
  texts: names,
  fields: {
    group: { kind: 'enum', label: L.group, values: SLIDER_GROUP_KEYS, labels: sliderGroupLabels, required: true, filter: true, list: false },
    title: { kind: 'text', label: L.title, required: true, max: 191, search: true },
    description: { kind: 'longText', label: L.description, max: 1000 },
    image_id: { kind: 'image', label: L.image_id, required: true },
    link: { kind: 'link', label: L.link },
    status: { kind: 'status', label: L.status, filter: true },
    starts_at: { kind: 'dateTime', label: L.starts_at, help: sliderText.help.starts_at },
    ends_at: { kind: 'dateTime', label: L.ends_at, help: sliderText.help.ends_at },
    position: { kind: 'position', label: L.position, groupBy: 'group' },
  },
  rowName: 'title',
});
