import { z } from 'zod';
import { LINK_TYPE_RULES, LINK_TYPES, type LinkType } from '@pishkhan/common/links';
import { labels as L } from '@pishkhan/common/i18n/fa/labels';
import { linkText } from '@pishkhan/common/i18n/fa/links';
import type { RouteModule } from '../../../lib/app-types';
import { forbidden } from '../../../lib/errors';
import { searchLinkTargets } from '../../../lib/links';

const query = z.strictObject({
  type: z.enum(LINK_TYPES).optional().meta({ title: linkText.kind }),
  q: z.string().max(100).optional().meta({ title: linkText.search }),
  /** The rows to name (a picker showing its value), comma-separated. */
  ids: z
    .string()
    .max(200)
    .regex(/^\d{1,15}(,\d{1,15})*$/)
    .optional()
    .meta({ title: L.common.ids }),
});

/**
 * `GET /api/admin/links/search?type=product&q=…` (or `&ids=1,2`): the link picker's search, up to
 * 20 `{ id, title }` of live rows by their Persian name. Any signed-in admin may call it, but only
 * for a type whose rows they may read (`read_product` …): it never names what the admin may not read.
 */
export const linkRoutes: RouteModule = async (app, { db }) => {
  app.get('/api/admin/links/search', { config: { authOnly: true }, schema: { tags: ['links'], querystring: query } }, async (req) => {
    const { type, q, ids } = req.query as z.infer<typeof query>;
    // No type, or a type without rows (about us): nothing to search.
    const rules = type ? LINK_TYPE_RULES[type as LinkType] : undefined;
    if (!type || !rules?.show || !rules.permission) return { data: [] };
    if (!req.permissions?.has(`read_${rules.permission}`)) throw forbidden();
    return { data: await searchLinkTargets(db, type as LinkType, q, ids ? ids.split(',').map(Number) : []) };
  });
};
