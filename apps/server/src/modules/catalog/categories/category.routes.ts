import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { catalogError, catalogLabels as C } from '@pishkhan/common/i18n/fa/catalog-labels';
import { categoryCreate, categoryTreeBody, categoryUpdate, MAX_CATEGORY_DEPTH } from '@pishkhan/common/schemas/catalog.schema';
import { buildTree } from '@pishkhan/common/tree';
import type { DbOrTx, Tx } from '../../../db/client';
import { actorOf } from '../../../lib/audit';
import { crudRoutes } from '../../../lib/crud';
import { validation } from '../../../lib/errors';
import { boolParam, intParam } from '../../../lib/list';
import { lockTree, saveSubmittedTree, type TreeTable } from '../../../lib/tree';
import { media } from '../../system/uploads/media.table';
import { attributes } from '../attributes/attribute.table';
import { brands } from '../brands/brand.table';
import { slugify } from '@pishkhan/common/slug';
import { productCategories } from '../products/product.table';
import { auditRelated, assertIdsExist, inUse, usedIn, mediaRefs, syncPivot } from '../shared/catalog-helpers';
import { specifications } from '../specifications/specification.table';
import { categories, categoryAttributes, categoryBrands, categorySpecifications } from './category.table';
import { assertNotLinked } from '../../../lib/links';

type Row = typeof categories.$inferSelect;
type Body = z.infer<typeof categoryCreate>;

/** The categories' tree for the tree kit: its order screen's save, and the lock that parent moves take too. */
const CATEGORY_TREE: TreeTable = {
  table: categories,
  id: categories.id,
  parentId: categories.parentId,
  position: categories.position,
  depth: categories.depth,
  title: categories.title,
  updatedAt: categories.updatedAt,
  entity: 'category',
  lock: 'pishkhan:categories:tree',
  maxDepth: MAX_CATEGORY_DEPTH,
  messages: {
    malformed: catalogError('tree_malformed'),
    unknown: catalogError('category_unknown'),
    tooDeep: catalogError('category_too_deep', { max: MAX_CATEGORY_DEPTH }),
    cycle: catalogError('category_cycle'),
    duplicate: catalogError('category_duplicate_in_tree'),
    missing: (titles) => catalogError('category_missing_in_tree', { titles }),
  },
};

/** The ids and depths of every descendant of `id`. */
async function descendants(tx: DbOrTx, id: number): Promise<{ id: number; depth: number }[]> {
  const res = await tx.execute(sql`
    with recursive d(id, depth, lvl) as (
      select id, depth, 1 from categories where parent_id = ${id}
      union all
      select c.id, c.depth, d.lvl + 1 from categories c join d on c.parent_id = d.id where d.lvl < 64
    ) select id, depth from d`);
  return (res.rows as { id: string | number; depth: number }[]).map((r) => ({ id: Number(r.id), depth: Number(r.depth) }));
}

const PIVOTS = [
  { key: 'attribute_ids', table: categoryAttributes, other: categoryAttributes.attributeId, ref: attributes, label: C.category.attribute_ids },
  { key: 'specification_ids', table: categorySpecifications, other: categorySpecifications.specificationId, ref: specifications, label: C.category.specification_ids },
  { key: 'brand_ids', table: categoryBrands, other: categoryBrands.brandId, ref: brands, label: C.category.brand_ids },
] as const;

async function present(db: DbOrTx, rows: Row[]) {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  const parentIds = [...new Set(rows.map((r) => r.parentId).filter((x): x is number => !!x))];
  const [parents, pics, pivots, children, products] = await Promise.all([
    parentIds.length ? db.select({ id: categories.id, title: categories.title }).from(categories).where(inArray(categories.id, parentIds)) : [],
    mediaRefs(db, rows.flatMap((r) => [r.imageId, r.iconId])),
    Promise.all(PIVOTS.map((p) => db.select({ owner: p.table.categoryId, other: p.other }).from(p.table).where(inArray(p.table.categoryId, ids)))),
    db.select({ id: categories.parentId, n: count() }).from(categories).where(inArray(categories.parentId, ids)).groupBy(categories.parentId),
    db.select({ id: productCategories.categoryId, n: count() }).from(productCategories).where(inArray(productCategories.categoryId, ids)).groupBy(productCategories.categoryId),
  ]);
  const parentById = new Map(parents.map((p) => [p.id, p]));
  const childCount = new Map(children.map((c) => [Number(c.id), c.n]));
  const productCount = new Map(products.map((c) => [Number(c.id), c.n]));
  const pivotOf = (i: number, id: number) => pivots[i]!.filter((p) => Number(p.owner) === id).map((p) => Number(p.other)).sort((a, b) => a - b);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    slug: r.slug,
    description: r.description,
    parent_id: r.parentId,
    parent: r.parentId ? (parentById.get(r.parentId) ?? null) : null,
    depth: r.depth,
    position: r.position,
    image_id: r.imageId,
    image: r.imageId ? (pics.get(r.imageId) ?? null) : null,
    icon_id: r.iconId,
    icon: r.iconId ? (pics.get(r.iconId) ?? null) : null,
    status: r.status,
    featured: r.featured,
    meta_title: r.metaTitle,
    meta_description: r.metaDescription,
    attribute_ids: pivotOf(0, r.id),
    specification_ids: pivotOf(1, r.id),
    brand_ids: pivotOf(2, r.id),
    children_count: childCount.get(r.id) ?? 0,
    products_count: productCount.get(r.id) ?? 0,
    created_at: r.createdAt,
    updated_at: r.updatedAt,
  }));
}

/** Places a category under `parentId` (checks cycle and depth) and sets its depth and a last position. */
async function placeUnder(tx: Tx, values: Record<string, unknown>, existing: Row | null) {
  const parentId = values.parentId as number | null;
  await lockTree(tx, CATEGORY_TREE);
  let depth = 1;
  if (parentId !== null) {
    const [parent] = await tx.select({ id: categories.id, depth: categories.depth }).from(categories).where(eq(categories.id, parentId));
    if (!parent) throw validation({ parent_id: catalogError('parent_not_found') });
    depth = parent.depth + 1;
  }
  if (existing) {
    const below = await descendants(tx, existing.id);
    if (parentId === existing.id || below.some((d) => d.id === parentId)) throw validation({ parent_id: catalogError('category_cycle') });
    const height = below.reduce((m, d) => Math.max(m, d.depth - existing.depth), 0);
    if (depth + height > MAX_CATEGORY_DEPTH) throw validation({ parent_id: catalogError('category_too_deep', { max: MAX_CATEGORY_DEPTH }) });
  } else if (depth > MAX_CATEGORY_DEPTH) throw validation({ parent_id: catalogError('category_too_deep', { max: MAX_CATEGORY_DEPTH }) });
  const [last] = await tx
    .select({ max: sql<number>`coalesce(max(${categories.position}), -1)`.mapWith(Number) })
    .from(categories)
    .where(parentId === null ? sql`${categories.parentId} is null` : eq(categories.parentId, parentId));
  values.depth = depth;
  values.position = last!.max + 1;
}

async function loadTree(db: DbOrTx) {
  const rows = await db
    .select({ id: categories.id, title: categories.title, status: categories.status, parentId: categories.parentId })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
  type Node = { id: number; title: string; status: boolean; children: Node[] };
  return buildTree<Node>(rows.map((r) => ({ id: r.id, parentId: r.parentId, node: { id: r.id, title: r.title, status: r.status, children: [] } })));
}

/** Categories (/api/admin/categories): the tree (parent, position, depth ≤ 10), its order screen, and pivots to attributes, specifications and brands. */
export const categoryRoutes = crudRoutes<Row, Body>({
  path: '/api/admin/categories',
  resource: 'category',
  entity: 'category',
  tag: 'categories',
  table: categories,
  create: categoryCreate,
  update: categoryUpdate,
  search: categories.search,
  filters: (q) => [
    boolParam(q.status) === undefined ? undefined : eq(categories.status, boolParam(q.status)!),
    boolParam(q.featured) === undefined ? undefined : eq(categories.featured, boolParam(q.featured)!),
    q.parent_id === 'null' || q.parent_id === 'root' ? sql`${categories.parentId} is null` : intParam(q.parent_id) ? eq(categories.parentId, intParam(q.parent_id)!) : undefined,
  ],
  sorts: { id: categories.id, status: categories.status, title: categories.title, position: categories.position, depth: categories.depth, created_at: categories.createdAt },
  defaultSort: 'title',
  persianSort: ['title'],
  present,
  toValues: (b) => ({
    ...(b.title !== undefined && { title: b.title }),
    ...(b.slug !== undefined && { slug: b.slug === null ? '' : slugify(b.slug) }),
    ...(b.description !== undefined && { description: b.description }),
    ...(b.parent_id !== undefined && { parentId: b.parent_id }),
    ...(b.image_id !== undefined && { imageId: b.image_id }),
    ...(b.icon_id !== undefined && { iconId: b.icon_id }),
    ...(b.status !== undefined && { status: b.status }),
    ...(b.featured !== undefined && { featured: b.featured }),
    ...(b.meta_title !== undefined && { metaTitle: b.meta_title }),
    ...(b.meta_description !== undefined && { metaDescription: b.meta_description }),
    // Pivot-only changes still run the update (and its afterWrite).
    ...((b.attribute_ids !== undefined || b.specification_ids !== undefined || b.brand_ids !== undefined) && { updatedAt: new Date() }),
  }),
  beforeWrite: async (tx, values, existing, req) => {
    const body = req.body as Partial<Body>;
    if (!existing && !values.slug) values.slug = slugify(String(values.title));
    if (values.slug === '') {
      if (existing) values.slug = slugify(String(values.title ?? existing.title));
      if (values.slug === '') throw validation({ slug: catalogError('slug_empty') });
    }
    for (const [col, field, label] of [['imageId', 'image_id', C.category.image_id], ['iconId', 'icon_id', C.category.icon_id]] as const) {
      if (typeof values[col] === 'number') {
        const [m] = await tx.select({ id: media.id }).from(media).where(eq(media.id, values[col] as number));
        if (!m) throw validation({ [field]: catalogError('image_not_found', { field: label }) });
      }
    }
    for (const p of PIVOTS) await assertIdsExist(tx, p.ref, body[p.key], p.key, p.label);
    if (!existing) {
      values.parentId ??= null;
      await placeUnder(tx, values, null);
    } else if (values.parentId !== undefined && values.parentId !== existing.parentId) {
      await placeUnder(tx, values, existing);
    } else delete values.parentId;
  },
  afterWrite: async (tx, before, after, req) => {
    if (!after) return;
    const body = req.body as Partial<Body>;
    // A moved category takes its subtree along: every descendant's depth shifts by the same amount.
    if (before && before.depth !== after.depth) {
      const below = await descendants(tx, after.id);
      if (below.length) {
        await tx
          .update(categories)
          .set({ depth: sql`${categories.depth} + ${after.depth - before.depth}` })
          .where(inArray(categories.id, below.map((d) => d.id)));
      }
    }
    const changes: Record<string, [unknown, unknown]> = {};
    for (const p of PIVOTS) {
      const ids = body[p.key];
      if (ids === undefined) continue;
      const r = await syncPivot(tx, p.table, p.table.categoryId, p.other, after.id, ids);
      if (r.changed) changes[p.key] = [r.before, r.after];
    }
    await auditRelated(tx, req, 'category', after.id, changes);
  },
  beforeDelete: async (tx, row) => {
    const [kids] = await tx.select({ n: count() }).from(categories).where(eq(categories.parentId, row.id));
    if (kids!.n > 0) throw inUse('category_has_children', { count: kids!.n });
    const [used] = await tx.select({ n: count() }).from(productCategories).where(eq(productCategories.categoryId, row.id));
    if (used!.n > 0) throw usedIn('category', used!.n, 'product');
    // A slide (later a menu item, a banner) links to it: refused, naming them.
    await assertNotLinked(tx, 'category', [row.id]);
  },
  // A bulk delete of a parent with its children removes the deepest first.
  bulkDeleteOrder: [desc(categories.depth)],
  unique: { categories_slug_uq: 'slug' },
  extra: (app, { db }) => {
    app.get('/api/admin/categories/tree', { config: { permission: 'read_category' }, schema: { tags: ['categories'] } }, async () => ({ data: await loadTree(db) }));
    app.put(
      '/api/admin/categories/tree',
      { config: { permission: 'update_category' }, schema: { tags: ['categories'], body: categoryTreeBody } },
      async (req) => {
        const changed = await saveSubmittedTree(db, actorOf(req), CATEGORY_TREE, req.body as unknown[]);
        return { data: { changed, tree: await loadTree(db) } };
      },
    );
  },
});
