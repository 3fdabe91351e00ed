import { eq, inArray } from 'drizzle-orm';
import { brandCreate } from '@pishkhan/common/schemas/platform.schema';
import { slugify } from '@pishkhan/common/slug';
import { ruleMessage } from '@pishkhan/common/validation';
import { labels } from '@pishkhan/common/i18n/fa/labels';
import type { z } from 'zod';
import { crudRoutes } from '../../../lib/crud';
import { validation } from '../../../lib/errors';
import { boolParam } from '../../../lib/list';
import { media } from '../../system/uploads/media.table';
import { products } from '../products/product.table';
import { brands } from './brand.table';

type Row = typeof brands.$inferSelect;

export const brandRoutes = crudRoutes<Row, z.infer<typeof brandCreate>>({
  path: '/api/admin/brands',
  resource: 'brand',
  entity: 'brand',
  tag: 'brands',
  table: brands,
  create: brandCreate,
  search: brands.search,
  filters: (q) => [
    boolParam(q.status) === undefined ? undefined : eq(brands.status, boolParam(q.status)!),
    boolParam(q.show_index) === undefined ? undefined : eq(brands.showIndex, boolParam(q.show_index)!),
  ],
  sorts: { id: brands.id, name: brands.name, created_at: brands.createdAt },
  defaultSort: '-created_at',
  persianSort: ['name'],
  present: async (db, rows) => {
    const ids = rows.map((r) => r.logoId).filter((x): x is number => !!x);
    const logos = ids.length ? await db.select({ id: media.id, path: media.path }).from(media).where(inArray(media.id, ids)) : [];
    const byId = new Map(logos.map((m) => [m.id, { id: m.id, url: `/uploads/${m.path}` }]));
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      slug: r.slug,
      description: r.description,
      status: r.status,
      show_index: r.showIndex,
      logo_id: r.logoId,
      logo: r.logoId ? (byId.get(r.logoId) ?? null) : null,
      created_at: r.createdAt,
      updated_at: r.updatedAt,
    }));
  },
  toValues: (b) => ({
    ...(b.name !== undefined && { name: b.name }),
    ...(b.slug !== undefined && { slug: slugify(b.slug) }),
    ...(b.description !== undefined && { description: b.description }),
    ...(b.status !== undefined && { status: b.status }),
    ...(b.show_index !== undefined && { showIndex: b.show_index }),
    ...(b.logo_id !== undefined && { logoId: b.logo_id }),
  }),
  beforeWrite: async (tx, values, existing) => {
    // A new brand without a slug gets one from its name; renaming keeps the slug unless a new one is sent.
    if (!existing && !values.slug) values.slug = slugify(String(values.name));
    // A name of symbols only ('***') gives no slug: ask for one rather than store an empty slug.
    if (values.slug === '') throw validation({ slug: ruleMessage('required', labels.brand.slug) });
    if (typeof values.logoId === 'number') {
      const [m] = await tx.select({ id: media.id }).from(media).where(eq(media.id, values.logoId));
      if (!m) throw validation({ logo_id: ruleMessage('image', labels.brand.logo_id) });
    }
  },
  unique: { brands_name_uq: 'name', brands_slug_uq: 'slug' },
  usedBy: [{ column: products.brandId, by: 'product' }],
});
