import { contentLabels, instagramSourceLabels } from '../i18n/fa/content-labels';
import { defineResource } from '../resource';

const { fields: L, ...names } = contentLabels.instagram_post;

/**
 * The social feed the shop shows (12 items by default): posts curated by hand, and posts synced from
 * the shop's Instagram business account (`source: instagram`, read-only here, refreshed by the sync).
 */
export const instagramPostResource = defineResource({
  name: 'instagram_post',
  permission: 'instagram',
  feature: 'instagram',
  api: '/api/admin/instagram',
  table: 'instagram_posts',
  web: '/instagram',
  texts: names,
  fields: {
    image_id: { kind: 'image', label: L.image_id, required: true, size: { width: 1080, height: 1080 } },
    link: { kind: 'text', label: L.link, max: 500, format: 'url', list: false },
    caption: { kind: 'longText', label: L.caption, max: 2200, search: true },
    likes: { kind: 'integer', label: L.likes, min: 0, max: 2_000_000_000, default: 0 },
    comments: { kind: 'integer', label: L.comments, min: 0, max: 2_000_000_000, default: 0 },
    source: { kind: 'enum', label: L.source, values: ['manual', 'instagram'], labels: instagramSourceLabels, readOnly: true, filter: true },
    external_id: { kind: 'text', label: L.external_id, max: 64, readOnly: true, list: false },
    posted_at: { kind: 'dateTime', label: L.posted_at, readOnly: true, sort: true },
    status: { kind: 'status', label: L.status, filter: true },
    position: { kind: 'position', label: L.position },
  },
  rowName: 'caption',
});
