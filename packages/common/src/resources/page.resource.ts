import { contentLabels } from '../i18n/fa/content-labels';
import { defineResource } from '../resource';

const { fields: L, ...names } = contentLabels.page;

/** The shop's static pages (about, terms, privacy …). */
export const pageResource = defineResource({
  name: 'page',
  api: '/api/admin/pages',
  web: '/pages',
  texts: names,
  fields: {
    title: { kind: 'text', label: L.title, required: true, max: 191, search: true, sort: true },
    slug: { kind: 'slug', label: L.slug, from: 'title', max: 191, list: true },
    body: { kind: 'richText', label: L.body, required: true, max: 1_000_000 },
    status: { kind: 'status', label: L.status, filter: true },
    meta_description: { kind: 'longText', label: L.meta_description, max: 1000 },
  },
  rowName: 'title',
});
