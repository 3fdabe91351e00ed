import { and, eq, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { postCommentLabels as L, postCommentMessages as M } from '@pishkhan/common/i18n/fa/post-comment-labels';
import { storefrontText as T } from '@pishkhan/common/i18n/fa/storefront';
import { id, optionalEmail, text } from '@pishkhan/common/schemas/fields';
import type { DbOrTx } from '../../../db/client';
import type { App, Ctx } from '../../../lib/app-types';
import { AppError, validation } from '../../../lib/errors';
import { threadPage, threadPageQuery } from '../../../lib/comment-threads';
import { rateLimiter } from '../../../lib/rate-limit';
import { writeToInbox } from '../../system/notifications/notification.service';
import { posts } from '../posts/post.table';
import { postComments } from './post-comment.table';
import { CUSTOMER_SECURITY, optionalCustomer } from '../../storefront/accounts/account.session';

const TAG = 'store-post-comments';

/** Per client address: three at once, then five a minute. */
export const postCommentLimit = rateLimiter({ burst: 3, perMinute: 5 });

const params = z.object({ id: id(L.fields.post_id) });
const body = z.object({
  name: text(L.fields.name, { max: 100 }),
  email: optionalEmail(L.fields.email),
  body: text(L.fields.body, { max: 3000 }),
  parent_id: id(L.fields.parent_id).optional(),
});

/** A post the site shows: published, its time come. */
async function shownPost(db: DbOrTx, postId: number): Promise<boolean> {
  const [p] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.status, 'published'), lte(posts.publishedAt, sql`now()`)));
  return !!p;
}

const THREAD_COLUMNS = { id: postComments.id, parentId: postComments.parentId, status: postComments.status, createdAt: postComments.createdAt };

/** What the site may show of a comment: never the e-mail, the customer or the admin. */
const shown = (r: typeof postComments.$inferSelect) => ({ id: r.id, name: r.name, body: r.body, from_shop: r.fromShop, created_at: r.createdAt });

/**
 * A post's comments on the storefront (docs/api-store.md): the approved ones, newest first, each with
 * its approved replies (the shop's among them); and a visitor's new comment or reply, saved pending
 * for the shop to approve, announced to the admins' pages at once.
 */
export async function postCommentStoreRoutes(app: App, { db }: Ctx) {
  app.get('/api/store/posts/:id/comments', { config: { public: true }, schema: { tags: [TAG], params, querystring: threadPageQuery } }, async (req, reply) => {
    const postId = req.params.id;
    if (!(await shownPost(db, postId))) throw new AppError(404, 'not_found', T.unknownPost);
    const page = req.query.page ?? 1;
    const { data, meta } = await threadPage(db, postComments, { ...THREAD_COLUMNS, owner: postComments.postId }, { ownerId: postId, page, shown });
    reply.header('cache-control', 'public, max-age=30');
    return { data, meta };
  });

  app.post(
    '/api/store/posts/:id/comments',
    { config: { public: true }, onRequest: optionalCustomer(db), schema: { tags: [TAG], params, body, security: CUSTOMER_SECURITY } },
    async (req, reply) => {
    postCommentLimit.enforce(reply, req.ip);
    const who = req.customer;
    if (who) postCommentLimit.enforce(reply, `customer:${who.id}`);
    const postId = req.params.id;
    const b = req.body;
    // A signed-in customer's comment names them; a guest's needs an e-mail.
    if (!b.email && !who) throw validation({ email: M.guestEmailRequired });
    if (!(await shownPost(db, postId))) throw new AppError(404, 'not_found', T.unknownPost);
    await writeToInbox(db, 'post_comments', async (tx) => {
      if (b.parent_id !== undefined) {
        const [parent] = await tx
          .select({ parentId: postComments.parentId })
          .from(postComments)
          .where(and(eq(postComments.id, b.parent_id), eq(postComments.postId, postId), eq(postComments.status, 'approved')));
        if (!parent) throw validation({ parent_id: T.unknownParent });
        if (parent.parentId !== null) throw validation({ parent_id: M.replyToReply });
      }
      await tx.insert(postComments).values({ postId, parentId: b.parent_id ?? null, name: b.name, email: b.email ?? null, body: b.body, status: 'pending', customerId: who?.id ?? null });
    });
    return reply.status(201).send({ data: { message: T.commentSaved } });
    },
  );
}
