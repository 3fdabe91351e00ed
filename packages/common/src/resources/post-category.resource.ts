import { contentLabels } from '../i18n/fa/content-labels';
import { defineResource } from '../resource';

const { fields: L, ...names } = contentLabels.post_category;

/** Categories of the blog's posts, in their manual order; a category with posts is not deleted. */
export const postCategoryResource = defineResource({
  name: 'post_category',
  permission: 'post-category',
  api: '/api/admin/post-categories',
  web: '/post-categories',
  texts: names,
  fields: {
    name: { kind: 'text', label: L.name, required: true, max: 191, unique: true, search: true, sort: true },
    slug: { kind: 'slug', label: L.slug, from: 'name', max: 191 },
    status: { kind: 'status', label: L.status, filter: true },
    position: { kind: 'position', label: L.position },
  },
  rowName: 'name',
});
