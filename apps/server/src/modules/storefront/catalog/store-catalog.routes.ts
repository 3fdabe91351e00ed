import { storeCatalogText as T } from '@pishkhan/common/i18n/fa/store-catalog';
import { storePostQuery, storeProductQuery, storeSlugParams, type StorePostQuery, type StoreProductQuery } from '@pishkhan/common/schemas/store-catalog.schema';
import type { RouteModule } from '../../../lib/app-types';
import { AppError } from '../../../lib/errors';
import { clearOnWrite, storeCache } from '../../../lib/store-cache';
import { cachedReply, storeRoleId, type StoreAnswer } from '../store-reply';
import { CUSTOMER_SECURITY, optionalCustomer } from '../accounts/account.session';
import { cardRowCache, productList, storeBrands, storeCategoryTree, storeContext } from './catalog.read';
import { storeFaqs, storePage, storePages, storePost, storePostList, storeSettings } from './content.read';
import { listMatchSets, stockMatchSets } from './list-index';
import { productPage } from './product.detail';

const TAG = 'store';

/** The catalogue's answers (categories, brands, product lists and pages), per node, by request. */
const catalogAnswers = storeCache<StoreAnswer | null>('catalog', { ttlMs: 30_000, maxKeys: 5_000 });
/** Pages, posts, FAQs and the public settings. */
const contentAnswers = storeCache<StoreAnswer | null>('content', { ttlMs: 30_000, maxKeys: 2_000 });

/** What changes stock only (availability and the in-stock filter): the warehouse, orders, the in-store shop. */
const STOCK_WRITERS = ['/api/admin/store', '/api/admin/orders', '/api/admin/shop'];
/**
 * What changes a catalogue answer: the catalogue itself, campaigns and gifts (prices, badges),
 * customer roles and settings, and stock.
 */
const CATALOG_WRITERS = [
  '/api/admin/products',
  '/api/admin/categories',
  '/api/admin/brands',
  '/api/admin/units',
  '/api/admin/colors',
  '/api/admin/attributes',
  '/api/admin/specifications',
  '/api/admin/size-charts',
  '/api/admin/gifts',
  '/api/admin/product-sets',
  '/api/admin/recommendation-groups',
  '/api/admin/flashes',
  '/api/admin/customer-roles',
  '/api/admin/settings',
];
const CONTENT_WRITERS = ['/api/admin/pages', '/api/admin/posts', '/api/admin/post-categories', '/api/admin/faqs', '/api/admin/settings'];

/** A cache key from the parsed query: its known keys only (a campaign's utm_* do not split the cache), in one order. */
const keyOf = (prefix: string, q: Record<string, unknown>, known: readonly string[]) =>
  `${prefix}?${JSON.stringify(known.filter((k) => q[k] !== undefined).map((k) => [k, q[k]]))}`;
const PRODUCT_KEYS = ['page', 'per_page', 'q', 'category_id', 'brand_id', 'price_min', 'price_max', 'in_stock', 'attribute_value_ids', 'color_ids', 'sort'] as const;
const POST_KEYS = ['page', 'per_page', 'q', 'post_category_id', 'tag'] as const;

const notFound = (message: string) => () => new AppError(404, 'not_found', message);

/**
 * The storefront's public catalogue and content reads (`/api/store/…`, tag `store`): no session,
 * only what a shopper may see, cached per node (lib/store-cache.ts) and by browsers and CDNs
 * (Cache-Control, ETag, 304).
 */
export const storeCatalogRoutes: RouteModule = async (app, { db }) => {
  const catalogOrStock = [...CATALOG_WRITERS, ...STOCK_WRITERS];
  clearOnWrite(catalogAnswers, catalogOrStock);
  clearOnWrite(cardRowCache, catalogOrStock);
  clearOnWrite(stockMatchSets, catalogOrStock);
  clearOnWrite(listMatchSets, CATALOG_WRITERS);
  clearOnWrite(contentAnswers, CONTENT_WRITERS);
  const open = { config: { public: true } } as const;
  // What a customer sees depends on their role (e.g. products before their publication time): a signed-in
  // customer's session is read (a guest's costs nothing).
  const priced = { config: { public: true }, onRequest: optionalCustomer(db) } as const;
  const ctxOf = (req: Parameters<typeof storeRoleId>[0]) => storeContext(db, storeRoleId(req));

  app.get('/api/store/categories', { ...open, schema: { tags: [TAG] } }, (req, reply) =>
    cachedReply(req, reply, catalogAnswers, 'categories', async () => ({ data: await storeCategoryTree(db) }), { missing: notFound(T.categoryNotFound) }),
  );

  app.get('/api/store/brands', { ...open, schema: { tags: [TAG] } }, (req, reply) =>
    cachedReply(req, reply, catalogAnswers, 'brands', async () => ({ data: await storeBrands(db) }), { missing: notFound(T.categoryNotFound) }),
  );

  app.get('/api/store/products', { ...priced, schema: { tags: [TAG], querystring: storeProductQuery, security: CUSTOMER_SECURITY } }, (req, reply) => {
    const q = req.query as StoreProductQuery;
    return cachedReply(req, reply, catalogAnswers, keyOf('products', q, PRODUCT_KEYS), async () => productList(db, q, await ctxOf(req)), {
      missing: notFound(T.categoryNotFound),
    });
  });

  app.get('/api/store/products/:slug', { ...priced, schema: { tags: [TAG], params: storeSlugParams, security: CUSTOMER_SECURITY } }, (req, reply) => {
    const { slug } = req.params as { slug: string };
    return cachedReply(req, reply, catalogAnswers, `product:${slug}`, async () => {
      const p = await productPage(db, slug, await ctxOf(req));
      return p && { data: p };
    }, { missing: notFound(T.productNotFound) });
  });

  app.get('/api/store/pages', { ...open, schema: { tags: [TAG] } }, (req, reply) =>
    cachedReply(req, reply, contentAnswers, 'pages', async () => ({ data: await storePages(db) }), { missing: notFound(T.pageNotFound) }),
  );

  app.get('/api/store/pages/:slug', { ...open, schema: { tags: [TAG], params: storeSlugParams } }, (req, reply) => {
    const { slug } = req.params as { slug: string };
    return cachedReply(req, reply, contentAnswers, `page:${slug}`, async () => {
      const p = await storePage(db, slug);
      return p && { data: p };
    }, { missing: notFound(T.pageNotFound) });
  });

  app.get('/api/store/posts', { ...open, schema: { tags: [TAG], querystring: storePostQuery } }, (req, reply) => {
    const q = req.query as StorePostQuery;
    return cachedReply(req, reply, contentAnswers, keyOf('posts', q, POST_KEYS), () => storePostList(db, q, new Date()), { missing: notFound(T.postNotFound) });
  });

  app.get('/api/store/posts/:slug', { ...open, schema: { tags: [TAG], params: storeSlugParams } }, (req, reply) => {
    const { slug } = req.params as { slug: string };
    return cachedReply(req, reply, contentAnswers, `post:${slug}`, async () => {
      const p = await storePost(db, slug, new Date());
      return p && { data: p };
    }, { missing: notFound(T.postNotFound) });
  });

  app.get('/api/store/faqs', { ...open, schema: { tags: [TAG] } }, (req, reply) =>
    cachedReply(req, reply, contentAnswers, 'faqs', async () => ({ data: await storeFaqs(db) }), { missing: notFound(T.pageNotFound) }),
  );

  app.get('/api/store/settings', { ...open, schema: { tags: [TAG] } }, (req, reply) =>
    cachedReply(req, reply, contentAnswers, 'settings', async () => ({ data: await storeSettings(db) }), { missing: notFound(T.pageNotFound) }),
  );
};
