import { contentLabels } from '../i18n/fa/content-labels';
import { postHelp, postStatusLabels } from '../i18n/fa/post-labels';
import { defineResource } from '../resource';

const { fields: L, ...names } = contentLabels.post;

/**
 * The blog's posts. A published post whose `published_at` is still to come is scheduled: it counts
 * as published from that time on, with no job to flip it. Every change of the title or body keeps
 * the previous one as a revision.
 */
export const postResource = defineResource({
  name: 'post',
  api: '/api/admin/posts',
  web: '/posts',
  texts: names,
  fields: {
    post_category_id: { kind: 'reference', label: L.post_category_id, resource: 'post_category', required: true, filter: true },
    title: { kind: 'text', label: L.title, required: true, max: 191, search: true, sort: true },
    slug: { kind: 'slug', label: L.slug, from: 'title', max: 191, help: postHelp.slug },
    summary: { kind: 'longText', label: L.summary, max: 1000 },
    body: { kind: 'richText', label: L.body, required: true, max: 1_000_000 },
    image_id: { kind: 'image', label: L.image_id },
    tags: { kind: 'tags', label: L.tags, max: 20, maxLength: 50, help: postHelp.tags },
    product_ids: { kind: 'references', label: L.product_ids, resource: 'product', target: { api: '/api/admin/products', table: 'products', label: 'title' }, max: 20 },
    special: { kind: 'boolean', label: L.special, filter: true },
    author_id: { kind: 'reference', label: L.author_id, resource: 'admin', target: { api: '/api/admin/admins', table: 'admins', label: 'name' }, readOnly: true, filter: true },
    meta_description: { kind: 'longText', label: L.meta_description, max: 1000, help: postHelp.meta_description },
    status: { kind: 'enum', label: L.status, values: ['draft', 'pending', 'published', 'unpublished'], labels: postStatusLabels, default: 'draft', filter: true, bulk: true },
    published_at: { kind: 'dateTime', label: L.published_at, filter: true, sort: true, help: postHelp.published_at },
  },
  defaultSort: '-published_at',
  rowName: 'title',
});
