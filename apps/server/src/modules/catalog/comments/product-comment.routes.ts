import { and, count, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { merchMessages } from '@pishkhan/common/i18n/fa/merchandising';
import { commentReply, commentStatusBody, COMMENT_STATUSES } from '@pishkhan/common/schemas/merchandising.schema';
import { idParams, listQuery } from '@pishkhan/common/schemas/fields';
import { bulkIds } from '@pishkhan/common/schemas/platform.schema';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import type { App, Ctx } from '../../../lib/app-types';
import { actorOf, audit } from '../../../lib/audit';
import { parseId } from '../../../lib/crud';
import { AppError, notFound } from '../../../lib/errors';
import { countCache } from '../../../lib/count-cache';
import { registerWidget } from '../../../lib/dashboard';
import { countRows, dateParam, intParam, searchCondition } from '../../../lib/list';
import { listRoute } from '../../../lib/list-route';
import { admins } from '../../people/admins/admin.table';
import { products } from '../products/product.table';
import { productComments } from './product-comment.table';
import { clearOnInbox } from '../../system/notifications/notification.service';

type Row = typeof productComments.$inferSelect;

/** The pending count (menu badge, home envelope), cached a few seconds; every write here clears it. */
const counts = countCache(5_000);
// A comment from the storefront (any server) drops it at once.
clearOnInbox('product_comments', counts.clear);
export const pendingProductComments = (db: DbOrTx) =>
  counts.get('pending', async () => (await db.select({ n: count() }).from(productComments).where(and(isNull(productComments.parentId), eq(productComments.status, 'pending'))))[0]!.n);

async function present(db: DbOrTx, rows: Row[]) {
  const ids = rows.map((r) => r.id);
  const productIds = [...new Set(rows.map((r) => r.productId))];
  const [ps, replies] = await Promise.all([
    productIds.length ? db.select({ id: products.id, title: products.title }).from(products).where(inArray(products.id, productIds)) : [],
    ids.length
      ? db
          .select({ id: productComments.id, parentId: productComments.parentId, body: productComments.body, createdAt: productComments.createdAt, adminName: admins.name })
          .from(productComments)
          .leftJoin(admins, eq(admins.id, productComments.adminId))
          .where(inArray(productComments.parentId, ids))
      : [],
  ]);
  const pById = new Map(ps.map((p) => [p.id, p]));
  return rows.map((r) => ({
    id: r.id,
    product_id: r.productId,
    product: pById.get(r.productId) ?? null,
    customer_id: r.customerId,
    author_name: r.authorName,
    title: r.title,
    body: r.body,
    rating: r.rating,
    status: r.status,
    replies: replies.filter((x) => x.parentId === r.id).map((x) => ({ id: x.id, body: x.body, admin_name: x.adminName, created_at: x.createdAt })),
    created_at: r.createdAt,
    updated_at: r.updatedAt,
  }));
}

/** Product comments (/api/admin/product-comments; read_productComment …): review, approve/reject, reply, delete. */
export async function productCommentRoutes(app: App, { db }: Ctx) {
  // The dashboard: product comments waiting for a decision (on the status index).
  registerWidget(app, {
    key: 'pending_product_comments',
    permission: 'read_productComment',
    order: 50,
    load: async () => ({ pending: (await db.select({ n: count() }).from(productComments).where(eq(productComments.status, 'pending')))[0]!.n }),
  });
  const P = { read: 'read_productComment', update: 'update_productComment', create: 'create_productComment', delete: 'delete_productComment' };
  const search = sql`fa_norm(coalesce(${productComments.title}, '') || ' ' || ${productComments.body} || ' ' || coalesce(${productComments.authorName}, ''))`;

  listRoute(app, db, {
    path: '/api/admin/product-comments',
    config: { permission: P.read },
    tag: 'comments',
    querystring: listQuery,
    filters: (q) => {
      const status = typeof q.status === 'string' && (COMMENT_STATUSES as readonly string[]).includes(q.status) ? q.status : undefined;
      return [
        isNull(productComments.parentId),
        status ? eq(productComments.status, status) : undefined,
        intParam(q.product_id) ? eq(productComments.productId, intParam(q.product_id)!) : undefined,
        dateParam(q.from) ? gte(productComments.createdAt, dateParam(q.from)!) : undefined,
        dateParam(q.to) ? lte(productComments.createdAt, dateParam(q.to)!) : undefined,
        searchCondition(search, q.q),
      ];
    },
    sort: () => [desc(productComments.createdAt), desc(productComments.id)],
    rows: ({ where, order, limit, offset }) => db.select().from(productComments).where(where).orderBy(...order).limit(limit).offset(offset),
    count: async ({ where }) => {
      const [total, byStatus] = await Promise.all([
        countRows(db, productComments, where),
        db.select({ status: productComments.status, n: count() }).from(productComments).where(isNull(productComments.parentId)).groupBy(productComments.status),
      ]);
      return { ...total, meta: { status_counts: Object.fromEntries(byStatus.map((c) => [c.status, c.n])), total_pending: await pendingProductComments(db) } };
    },
    present: (rows) => present(db, rows),
  });

  app.get('/api/admin/product-comments/:id', { config: { permission: P.read }, schema: { tags: ['comments'], params: idParams } }, async (req) => {
    const [row] = await db.select().from(productComments).where(eq(productComments.id, parseId((req.params as { id: string }).id)));
    if (!row) throw notFound();
    return { data: (await present(db, [row]))[0] };
  });

  app.post('/api/admin/product-comments/status', { config: { permission: P.update }, schema: { tags: ['comments'], body: commentStatusBody } }, async (req) => {
    const { ids, status } = req.body as z.infer<typeof commentStatusBody>;
    const unique = [...new Set(ids)];
    await db.transaction(async (tx) => {
      const rows = await tx.select().from(productComments).where(and(inArray(productComments.id, unique), isNull(productComments.parentId))).for('update');
      if (rows.length !== unique.length) throw notFound();
      await tx.update(productComments).set({ status, updatedAt: sql`now()` }).where(inArray(productComments.id, unique));
      for (const r of rows) if (r.status !== status) await audit(tx, actorOf(req), { entity: 'product_comment', entityId: r.id, action: 'update', changes: { status: [r.status, status] } });
    });
    counts.clear();
    return { data: { updated: unique.length, status, total_pending: await pendingProductComments(db) } };
  });

  app.post('/api/admin/product-comments/:id/reply', { config: { permission: P.create }, schema: { tags: ['comments'], params: idParams, body: commentReply } }, async (req, reply) => {
    const id = parseId((req.params as { id: string }).id);
    const { body } = req.body as z.infer<typeof commentReply>;
    const created = await db.transaction(async (tx) => {
      const [parent] = await tx.select().from(productComments).where(eq(productComments.id, id)).for('update');
      if (!parent) throw notFound();
      if (parent.parentId) throw new AppError(422, 'reply_to_reply', merchMessages.replyToReply);
      // Replying as the shop publishes the customer's comment too.
      if (parent.status !== 'approved') {
        await tx.update(productComments).set({ status: 'approved', updatedAt: sql`now()` }).where(eq(productComments.id, id));
        await audit(tx, actorOf(req), { entity: 'product_comment', entityId: id, action: 'update', changes: { status: [parent.status, 'approved'] } });
      }
      const [row] = await tx.insert(productComments).values({ productId: parent.productId, parentId: id, body, status: 'approved', adminId: req.admin!.id }).returning();
      await audit(tx, actorOf(req), { entity: 'product_comment', entityId: row!.id, action: 'create', before: null, after: { body, parentId: id } });
      return row!;
    });
    counts.clear();
    return reply.status(201).send({ data: { id: created.id, body: created.body, created_at: created.createdAt } });
  });

  app.delete('/api/admin/product-comments/:id', { config: { permission: P.delete }, schema: { tags: ['comments'], params: idParams } }, async (req, reply) => {
    const id = parseId((req.params as { id: string }).id);
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(productComments).where(eq(productComments.id, id)).for('update');
      if (!row) throw notFound();
      await tx.delete(productComments).where(eq(productComments.id, id));
      await audit(tx, actorOf(req), { entity: 'product_comment', entityId: id, action: 'delete', before: row, after: null });
    });
    counts.clear();
    return reply.status(204).send();
  });

  // Several comments at once (their replies go with them): all or none, each audited.
  app.post('/api/admin/product-comments/bulk-delete', { config: { permission: P.delete }, schema: { tags: ['comments'], body: bulkIds } }, async (req) => {
    const ids = [...new Set((req.body as { ids: number[] }).ids)];
    await db.transaction(async (tx) => {
      const rows = await tx.select().from(productComments).where(inArray(productComments.id, ids)).orderBy(productComments.id).for('update');
      if (rows.length !== ids.length) throw notFound();
      await tx.delete(productComments).where(inArray(productComments.id, ids));
      for (const row of rows) await audit(tx, actorOf(req), { entity: 'product_comment', entityId: row.id, action: 'delete', before: row, after: null });
    });
    counts.clear();
    return { data: { deleted: ids.length, total_pending: await pendingProductComments(db) } };
  });
}
