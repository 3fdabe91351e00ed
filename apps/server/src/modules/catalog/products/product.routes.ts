import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { productExportHeaders as H, productStatusLabels } from '@pishkhan/common/i18n/fa/product-labels';
import { listSeparator, productMessage, quotedList } from '@pishkhan/common/i18n/fa/product-messages';
import { idParams } from '@pishkhan/common/schemas/fields';
import { PRODUCT_STATUSES, productBody, productBulkBody, productPatch, type ProductBody } from '@pishkhan/common/schemas/product.schema';
import { toAsciiDigits } from '@pishkhan/common/text';
import { persianFieldErrors } from '@pishkhan/common/zod-fa';
import type { DbOrTx } from '../../../db/client';
import type { App, Ctx } from '../../../lib/app-types';
import { actorOf, audit } from '../../../lib/audit';
import { parseId } from '../../../lib/crud';
import { every } from '../../../lib/jobs';
import { forbidden, notFound, validation } from '../../../lib/errors';
import { allOf, boolParam, countRows, intParam, searchCondition } from '../../../lib/list';
import { exportRoute } from '../../../lib/export-route';
import { listRoute, sortOf, type ListQ } from '../../../lib/list-route';
import { media } from '../../system/uploads/media.table';
import { attributes, attributeValues } from '../attributes/attribute.table';
import { brands } from '../brands/brand.table';
import { categories, categoryAttributes, categorySpecifications } from '../categories/category.table';
import { colors } from '../colors/color.table';
import { sizeCharts } from '../size-charts/size-chart.table';
import { specifications, specificationValues } from '../specifications/specification.table';
import { units } from '../units/unit.table';
import { cachedCounts, clearProductCounts } from './product-count-cache';
import { giftPickerOptions } from './product-gifts';
import { deleteProducts } from './product.delete';
import { refreshEndedDiscounts, refreshSoldRecent } from './product.derived';
import { detailToBody, productDetail } from './product.read';
import { productUniqueError, saveProduct } from './product.save';
import { productCategories, productImages, products, variants } from './product.table';

const TAG = 'products';
const PATH = '/api/admin/products';

/** Non-negative integer from a query value (Persian digits and commas accepted). */
const amountParam = (v: unknown): number | undefined => {
  if (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) return v;
  if (typeof v !== 'string') return undefined;
  const s = toAsciiDigits(v).replace(/[,\u066C\s]/g, '');
  return /^\d{1,15}$/.test(s) ? Number(s) : undefined;
};

/**
 * A category and its descendants (the tree is at most 10 deep), read first so the product query
 * carries literal ids: the planner then sees how few products they hold (a recursive sub-select
 * inside the query hides that and sends it walking a whole index).
 */
async function categoryTree(db: DbOrTx, categoryId: number): Promise<number[]> {
  const rows = await db.execute<{ id: string }>(sql`with recursive t(id) as (
    select ${categoryId}::bigint union all select c.id from ${categories} c join t on c.parent_id = t.id) select id from t`);
  return rows.rows.map((r) => Number(r.id));
}
export const inCategories = (ids: number[]) =>
  inArray(products.id, sql`(select pc.product_id from ${productCategories} pc where pc.category_id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)}))`);

/** Every list filter but the status (the tabs count over these). */
export async function productFilters(db: DbOrTx, q: Record<string, unknown>): Promise<(SQL | undefined)[]> {
  const cat = intParam(q.category_id);
  const tree = cat ? await categoryTree(db, cat) : undefined;
  const brand = intParam(q.brand_id);
  const min = amountParam(q.price_min);
  const max = amountParam(q.price_max);
  const discounted = boolParam(q.discounted);
  const approved = boolParam(q.approved);
  return [
    isNull(products.archivedAt),
    searchCondition(products.search, q.q as string | undefined),
    tree ? inCategories(tree) : undefined,
    brand ? eq(products.brandId, brand) : undefined,
    q.stock === 'in_stock' ? sql`${products.stockTotal} > 0` : undefined,
    q.stock === 'low' ? sql`${products.stockTotal} > 0 and ${products.stockTotal} <= ${products.lowStockThreshold}` : undefined,
    q.stock === 'out' ? eq(products.stockTotal, 0) : undefined,
    min !== undefined ? gte(products.minPrice, min) : undefined,
    max !== undefined ? lte(products.minPrice, max) : undefined,
    discounted === undefined ? undefined : eq(products.hasDiscount, discounted),
    approved === undefined ? undefined : approved ? isNotNull(products.approvedAt) : isNull(products.approvedAt),
  ];
}
const statusFilter = (q: Record<string, unknown>) =>
  typeof q.status === 'string' && (PRODUCT_STATUSES as readonly string[]).includes(q.status) ? eq(products.status, q.status) : undefined;

const SORT = { keys: { id: products.id, created_at: products.createdAt, title: products.title, min_price: products.minPrice, stock_total: products.stockTotal }, fallback: '-created_at', persian: ['title'] };

/**
 * One page of the list in one query: the page's ids are found first on the index alone (a deep
 * page skips index entries, not table rows), then the rows are read with their brand, categories,
 * main image and variant count as sub-selects.
 */
async function listPage(db: DbOrTx, where: SQL | undefined, order: SQL[], limit: number, offset: number) {
  // Sub-selects name the outer table explicitly: drizzle leaves single-table columns unqualified.
  const ids = db.select({ id: products.id }).from(products).where(where).orderBy(...order).limit(limit).offset(offset);
  const rows = await db
    .select({
      p: products,
      brand: sql<{ id: number; name: string } | null>`(select json_build_object('id', b.id, 'name', b.name) from ${brands} b where b.id = products.brand_id)`,
      categories: sql<{ id: number; title: string }[]>`(select coalesce(json_agg(json_build_object('id', c.id, 'title', c.title) order by c.id), '[]'::json)
        from ${productCategories} pc join ${categories} c on c.id = pc.category_id where pc.product_id = products.id)`,
      image: sql<{ media_id: number; path: string } | null>`(select json_build_object('media_id', pi.media_id, 'path', m.path)
        from ${productImages} pi join ${media} m on m.id = pi.media_id where pi.product_id = products.id order by pi.is_main desc, pi.position limit 1)`,
      variantsCount: sql<number>`(select count(*) from ${variants} v where v.product_id = products.id and not v.is_default and v.archived_at is null)`.mapWith(Number),
    })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(...order);
  return rows.map(({ p, brand, categories: cats, image, variantsCount }) => ({
    id: p.id,
    title: p.title,
    slug: p.slug,
    status: p.status,
    status_label: productStatusLabels[p.status as keyof typeof productStatusLabels] ?? p.status,
    approved: !!p.approvedAt,
    approved_at: p.approvedAt,
    published_at: p.publishedAt,
    brand,
    categories: cats,
    image: image ? { media_id: image.media_id, url: `/uploads/${image.path}` } : null,
    price: p.price,
    min_price: p.minPrice,
    has_discount: p.hasDiscount,
    stock_total: p.stockTotal,
    low_stock: p.stockTotal > 0 && p.stockTotal <= p.lowStockThreshold,
    variants_count: variantsCount,
    created_at: p.createdAt,
    updated_at: p.updatedAt,
  }));
}

/** Parses a merged body with the full schema; 422 in Persian otherwise. */
function parseFull(input: unknown): ProductBody {
  const r = productBody.safeParse(input);
  if (!r.success) throw validation(persianFieldErrors(productBody, r.error.issues, input));
  return r.data;
}

export async function productRoutes(app: App, ctx: Ctx) {
  const { db } = ctx;
  // A discount that ends changes the list's price and "discounted" columns: refresh them each minute.
  every(app, 'product-discount-end', 60_000, () => refreshEndedDiscounts(db));
  // The best-sellers' window (the last 30 Tehran days) moves on with the day: recount hourly.
  every(app, 'product-sold-recent', 3_600_000, () => refreshSoldRecent(db));
  // Counts are cached for a few seconds: a write clears them once committed.
  app.addHook('onResponse', async (req) => {
    if (req.method !== 'GET' && req.url.startsWith(PATH)) clearProductCounts();
  });

  listRoute(app, db, {
    path: PATH,
    config: { permission: 'read_product' },
    tag: TAG,
    filters: async (q) => [...(await productFilters(db, q)), statusFilter(q)],
    sort: SORT,
    rows: ({ where, order, limit, offset }) => listPage(db, where, order, limit, offset),
    // The status tabs count under every filter but the status (the last condition).
    count: async ({ where, conditions, q }) => {
      const key = JSON.stringify(['products', q.q, q.category_id, q.brand_id, q.stock, q.price_min, q.price_max, q.discounted, q.approved, q.status]);
      const { total, status_counts } = await cachedCounts(key, async () => {
        const [total, byStatus] = await Promise.all([
          countRows(db, products, where),
          db.select({ status: products.status, n: count() }).from(products).where(allOf(conditions.slice(0, -1))).groupBy(products.status),
        ]);
        const status_counts: Record<string, number> = { all: 0, ...Object.fromEntries(PRODUCT_STATUSES.map((s) => [s, 0])) };
        for (const r of byStatus) {
          status_counts[r.status] = r.n;
          status_counts.all! += r.n;
        }
        return { total, status_counts };
      });
      return { ...total, meta: { status_counts } };
    },
  });

  exportRoute(app, {
    path: `${PATH}/export`,
    config: { permission: 'read_product' },
    tag: TAG,
    rows: async (q: ListQ, limit, offset) =>
      db
          .select({
            id: products.id,
            title: products.title,
            status: products.status,
            approvedAt: products.approvedAt,
            brand: brands.name,
            price: products.price,
            minPrice: products.minPrice,
            hasDiscount: products.hasDiscount,
            stockTotal: products.stockTotal,
            createdAt: products.createdAt,
            categories: sql<string>`(select string_agg(c.title, ${listSeparator} order by c.id) from ${productCategories} pc join ${categories} c on c.id = pc.category_id where pc.product_id = ${products.id})`,
            skus: sql<string>`(select string_agg(v.sku, ' ' order by v.position) from ${variants} v where v.product_id = ${products.id})`,
            barcodes: sql<string>`(select string_agg(v.barcode, ' ' order by v.position) from ${variants} v where v.product_id = ${products.id})`,
          })
          .from(products)
          .leftJoin(brands, eq(brands.id, products.brandId))
        .where(allOf([...(await productFilters(db, q)), statusFilter(q)]))
        .orderBy(...sortOf(SORT, q))
        .limit(limit).offset(offset),
    rowsAre: 'product',
    file: 'products',
    sheet: H.sheet,
    columns: [
      { header: H.id, key: 'id', width: 10 },
      { header: H.title, key: 'title', width: 40 },
      { header: H.status, key: 'status', width: 14 },
      { header: H.approved, key: 'approved', width: 10 },
      { header: H.brand, key: 'brand', width: 16 },
      { header: H.categories, key: 'categories', width: 30 },
      { header: H.skus, key: 'skus', width: 24 },
      { header: H.barcodes, key: 'barcodes', width: 24 },
      { header: H.price, key: 'price', width: 14, kind: 'money' },
      { header: H.min_price, key: 'min_price', width: 16, kind: 'money' },
      { header: H.has_discount, key: 'has_discount', width: 10 },
      { header: H.stock_total, key: 'stock_total', width: 10 },
      { header: H.created_at, key: 'created_at', width: 20, kind: 'date' },
    ],
    toRow: (r) => ({
      id: r.id,
      title: r.title,
      status: productStatusLabels[r.status as keyof typeof productStatusLabels] ?? r.status,
      approved: r.approvedAt ? H.yes : H.no,
      brand: r.brand ?? '',
      categories: r.categories ?? '',
      skus: r.skus ?? '',
      barcodes: r.barcodes ?? '',
      price: r.price,
      min_price: r.minPrice,
      has_discount: r.hasDiscount ? H.yes : H.no,
      stock_total: r.stockTotal,
      created_at: r.createdAt,
    }),
  });

  // The form's pickers and the list's filters (category, brand): any product permission reads them.
  app.get(`${PATH}/options`, { config: { permission: ['read_product', 'create_product', 'update_product'] }, schema: { tags: [TAG] } }, async () => {
    const [b, u, c, col, a, av, s, sv, cs, ca, sc, g] = await Promise.all([
      db.select({ id: brands.id, name: brands.name }).from(brands).where(eq(brands.status, true)).orderBy(sql`${brands.name} collate "fa-IR-x-icu"`),
      db.select({ id: units.id, name: units.name, symbol: units.symbol }).from(units).where(eq(units.status, true)).orderBy(asc(units.id)),
      db.select({ id: categories.id, title: categories.title, parent_id: categories.parentId, depth: categories.depth }).from(categories).orderBy(asc(categories.depth), asc(categories.position), asc(categories.id)),
      db.select({ id: colors.id, name: colors.name, code: colors.code }).from(colors).where(eq(colors.status, true)).orderBy(sql`${colors.name} collate "fa-IR-x-icu"`),
      db.select({ id: attributes.id, name: attributes.name, label: attributes.label, type: attributes.type }).from(attributes).where(eq(attributes.status, true)).orderBy(asc(attributes.position), asc(attributes.id)),
      db.select({ id: attributeValues.id, attributeId: attributeValues.attributeId, value: attributeValues.value }).from(attributeValues).orderBy(asc(attributeValues.position), asc(attributeValues.id)),
      db
        .select({ id: specifications.id, name: specifications.name, label: specifications.label, group: specifications.group, type: specifications.type, required: specifications.required })
        .from(specifications)
        .where(eq(specifications.status, true))
        .orderBy(asc(specifications.position), asc(specifications.id)),
      db.select({ id: specificationValues.id, specificationId: specificationValues.specificationId, value: specificationValues.value }).from(specificationValues).orderBy(asc(specificationValues.position), asc(specificationValues.id)),
      db.select({ category_id: categorySpecifications.categoryId, specification_id: categorySpecifications.specificationId }).from(categorySpecifications),
      db.select({ category_id: categoryAttributes.categoryId, attribute_id: categoryAttributes.attributeId }).from(categoryAttributes),
      db.select({ id: sizeCharts.id, title: sizeCharts.title }).from(sizeCharts).orderBy(asc(sizeCharts.id)),
      giftPickerOptions(db),
    ]);
    return {
      data: {
        brands: b,
        units: u,
        categories: c,
        colors: col,
        attributes: a.map((x) => ({ ...x, values: av.filter((v) => v.attributeId === x.id).map((v) => ({ id: v.id, value: v.value })) })),
        specifications: s.map((x) => ({ ...x, values: sv.filter((v) => v.specificationId === x.id).map((v) => ({ id: v.id, value: v.value })) })),
        category_specifications: cs,
        category_attributes: ca,
        size_charts: sc,
        ...(g ? { gifts: g } : {}),
      },
    };
  });

  app.get(`${PATH}/:id`, { config: { permission: 'read_product' }, schema: { tags: [TAG], params: idParams } }, async (req) => {
    return { data: await productDetail(db, parseId((req.params as { id: string }).id)) };
  });

  app.post(PATH, { config: { permission: 'create_product' }, schema: { tags: [TAG], body: productBody } }, async (req, reply) => {
    try {
      const id = await db.transaction((tx) => saveProduct(tx, actorOf(req), req.permissions ?? new Set(), null, req.body as ProductBody));
      return reply.status(201).send({ data: await productDetail(db, id) });
    } catch (e) {
      throw productUniqueError(e);
    }
  });

  app.patch(`${PATH}/:id`, { config: { permission: 'update_product' }, schema: { tags: [TAG], params: idParams, body: productPatch } }, async (req) => {
    const id = parseId((req.params as { id: string }).id);
    const sent = Object.fromEntries(Object.entries(req.body as Record<string, unknown>).filter(([, v]) => v !== undefined));
    try {
      await db.transaction(async (tx) => {
        // Lock first so two concurrent edits merge into each other's result, not into a stale copy.
        await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
        // Keys sent replace the stored ones; `variants` sent is the whole list ([] = no variants).
        const merged: Record<string, unknown> = { ...detailToBody(await productDetail(tx, id)), ...sent };
        // With variants the product's price follows the first variant unless one is sent.
        if (Array.isArray(sent.variants) && sent.variants.length && !('price' in sent)) delete merged.price;
        const body = parseFull(merged);
        await saveProduct(tx, actorOf(req), req.permissions ?? new Set(), id, body);
      });
      return { data: await productDetail(db, id) };
    } catch (e) {
      throw productUniqueError(e);
    }
  });

  app.delete(`${PATH}/:id`, { config: { permission: 'delete_product' }, schema: { tags: [TAG], params: idParams } }, async (req, reply) => {
    const id = parseId((req.params as { id: string }).id);
    await db.transaction((tx) => deleteProducts(tx, actorOf(req), [id]));
    return reply.status(204).send();
  });

  const setApproval = async (req: { params: unknown } & Parameters<typeof actorOf>[0], approve: boolean) => {
    const id = parseId((req.params as { id: string }).id);
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(products).where(eq(products.id, id)).for('update');
      if (!before || before.archivedAt) throw notFound();
      if (!!before.approvedAt === approve) return;
      const [after] = await tx
        .update(products)
        .set({ approvedAt: approve ? new Date() : null, approvedBy: approve ? req.admin?.id ?? null : null, updatedAt: sql`now()` })
        .where(eq(products.id, id))
        .returning();
      await audit(tx, actorOf(req), { entity: 'product', entityId: id, action: approve ? 'approve' : 'disapprove', before, after });
    });
    return { data: await productDetail(db, id) };
  };
  app.post(`${PATH}/:id/approve`, { config: { permission: 'approve_product' }, schema: { tags: [TAG], params: idParams } }, (req) => setApproval(req, true));
  app.post(`${PATH}/:id/disapprove`, { config: { permission: 'approve_product' }, schema: { tags: [TAG], params: idParams } }, (req) => setApproval(req, false));

  app.post(
    `${PATH}/bulk`,
    { config: { permission: ['update_product', 'approve_product', 'delete_product'] }, schema: { tags: [TAG], body: productBulkBody } },
    async (req) => {
      const b = req.body as z.infer<typeof productBulkBody>;
      const need = b.action === 'status' ? 'update_product' : b.action === 'delete' ? 'delete_product' : 'approve_product';
      if (!req.permissions?.has(need)) throw forbidden();
      if (b.action === 'status' && !b.status) throw validation({ status: productMessage('bulk_status_required') });
      const ids = [...new Set(b.ids)].sort((x, y) => x - y);
      const actor = actorOf(req);
      await db.transaction(async (tx) => {
        if (b.action === 'delete') return deleteProducts(tx, actor, ids);
        const rows = await tx.select().from(products).where(and(inArray(products.id, ids), isNull(products.archivedAt))).orderBy(asc(products.id)).for('update');
        if (rows.length !== ids.length) throw notFound();
        if (b.action === 'status' && b.status === 'available') {
          const empty = rows.filter((r) => r.stockTotal === 0);
          if (empty.length)
            throw validation({ status: productMessage('bulk_available_without_stock', { names: quotedList(empty.slice(0, 10).map((r) => r.title)) }) });
        }
        for (const before of rows) {
          const set =
            b.action === 'status'
              ? { status: b.status! }
              : b.action === 'approve'
                ? { approvedAt: before.approvedAt ?? new Date(), approvedBy: before.approvedAt ? before.approvedBy : req.admin?.id ?? null }
                : { approvedAt: null, approvedBy: null };
          const [after] = await tx.update(products).set({ ...set, updatedAt: sql`now()` }).where(eq(products.id, before.id)).returning();
          await audit(tx, actor, { entity: 'product', entityId: before.id, action: b.action === 'status' ? 'update' : b.action, before, after });
        }
      });
      return { data: { affected: ids.length } };
    },
  );
}

