import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { storefrontText as T } from '@pishkhan/common/i18n/fa/storefront';
import { id, int, optionalText, text } from '@pishkhan/common/schemas/fields';
import type { DbOrTx } from '../../../db/client';
import type { App, Ctx } from '../../../lib/app-types';
import { AppError } from '../../../lib/errors';
import { threadPage, threadPageQuery } from '../../../lib/comment-threads';
import { rateLimiter } from '../../../lib/rate-limit';
import { CUSTOMER_SECURITY, requireCustomer } from '../../storefront/accounts/account.session';
import { storeContext } from '../../storefront/catalog/catalog.read';
import { visibleProduct } from '../../storefront/catalog/visibility';
import { writeToInbox } from '../../system/notifications/notification.service';
import { products } from '../products/product.table';
import { productComments } from './product-comment.table';

const TAG = 'store-product-comments';

const params = z.object({ id: id(T.unknownProduct) });
const body = z.object({
  title: optionalText(T.title, { max: 195 }),
  body: text(T.commentBody, { min: 2, max: 3000 }),
  rating: int(T.rating, { min: 1, max: 5 }).optional(),
});

/** Per customer and per client address: three at once, then five a minute. */
export const productCommentLimit = rateLimiter({ burst: 3, perMinute: 5 });

/** A product the site shows to this shopper (the catalogue's rule: approved, published, online, not archived). */
async function shownProduct(db: DbOrTx, productId: number, roleId: number | null): Promise<boolean> {
  const [p] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), visibleProduct(await storeContext(db, roleId))));
  return !!p;
}

/** What the site may show of a product comment: never the customer's id or the admin's. */
const shown = (r: typeof productComments.$inferSelect) => ({
  id: r.id,
  author_name: r.authorName,
  title: r.title,
  body: r.body,
  rating: r.rating,
  from_shop: r.adminId !== null,
  created_at: r.createdAt,
});

/**
 * A product's approved comments on the storefront (docs/api-store.md), newest first, each with the
 * shop's approved replies, and the average rating of all approved comments.
 */
export async function productCommentStoreRoutes(app: App, { db }: Ctx) {
  // Shared caches hold this answer (public, 30 s): it is the guest's view, whichever customer asks.
  app.get('/api/store/products/:id/comments', { config: { public: true }, schema: { tags: [TAG], params, querystring: threadPageQuery } }, async (req, reply) => {
    const productId = req.params.id;
    if (!(await shownProduct(db, productId, null))) throw new AppError(404, 'not_found', T.unknownProduct);
    const page = req.query.page ?? 1;
    const columns = { id: productComments.id, parentId: productComments.parentId, status: productComments.status, createdAt: productComments.createdAt, owner: productComments.productId };
    const { data, meta, figures } = await threadPage(db, productComments, columns, {
      ownerId: productId,
      page,
      shown,
      summary: { avg: sql<string | null>`round(avg(${productComments.rating}), 1)` },
    });
    reply.header('cache-control', 'public, max-age=30');
    return { data, meta: { ...meta, average_rating: figures.avg === null || figures.avg === undefined ? null : Number(figures.avg) } };
  });

  // A signed-in customer's comment (title, body, a 1–5 rating), saved pending under their name.
  app.post(
    '/api/store/products/:id/comments',
    { config: { public: true }, onRequest: requireCustomer(db), schema: { tags: [TAG], params, body, security: CUSTOMER_SECURITY } },
    async (req, reply) => {
      productCommentLimit.enforce(reply, req.ip);
      const who = req.customer!;
      productCommentLimit.enforce(reply, `customer:${who.id}`);
      const productId = req.params.id;
      if (!(await shownProduct(db, productId, who.roleId))) throw new AppError(404, 'not_found', T.unknownProduct);
      const name = [who.firstName, who.lastName].filter(Boolean).join(' ') || null;
      await writeToInbox(db, 'product_comments', async (tx) => {
        await tx.insert(productComments).values({
          productId,
          customerId: who.id,
          authorName: name,
          title: req.body.title ?? null,
          body: req.body.body,
          rating: req.body.rating ?? null,
          status: 'pending',
        });
      });
      return reply.status(201).send({ data: { message: T.commentSaved } });
    },
  );
}
