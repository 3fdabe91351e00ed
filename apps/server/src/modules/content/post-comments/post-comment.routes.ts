import { TZDate } from '@date-fns/tz';
import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { postCommentMessages as M } from '@pishkhan/common/i18n/fa/post-comment-labels';
import { idParams } from '@pishkhan/common/schemas/fields';
import {
  POST_COMMENT_STATUSES,
  postCommentIds,
  postCommentReply,
  postCommentStatusBody,
  postCommentUpdate,
  type PostCommentStatus,
} from '@pishkhan/common/schemas/post-comment.schema';
import { dayOfJalali } from '@pishkhan/common/jalali-days';
import { toAsciiDigits } from '@pishkhan/common/text';
import type { DbOrTx } from '../../../db/client';
import type { App, Ctx } from '../../../lib/app-types';
import { actorOf, audit } from '../../../lib/audit';
import { countCache } from '../../../lib/count-cache';
import { registerWidget } from '../../../lib/dashboard';
import { parseId } from '../../../lib/crud';
import { AppError, notFound } from '../../../lib/errors';
import { allOf, countRows, dateParam, intParam, searchCondition } from '../../../lib/list';
import { listRoute } from '../../../lib/list-route';
import { admins } from '../../people/admins/admin.table';
import { customerFullName } from '../../people/customers/customer.service';
import { customers } from '../../people/customers/customer.table';
import { posts } from '../posts/post.table';
import { postComments } from './post-comment.table';
import { clearOnInbox } from '../../system/notifications/notification.service';

const TAG = 'post-comments';
export const POST_COMMENTS_API = '/api/admin/post-comments';
const ENTITY = 'post_comment';
/** A search counts its matches exactly up to this many (then the total is an estimate and the tabs have no counts). */
const SEARCH_CAP = 1_000;
/** The most replies a thread shows. */
const THREAD_MAX = 200;

type Row = typeof postComments.$inferSelect;

/** Counts of the queue (tabs, menu badge), cached a few seconds; every write here clears them. */
const counts = countCache(5_000);
// A comment from the storefront (any server) drops it at once.
clearOnInbox('post_comments', counts.clear);
export const clearPostCommentCounts = counts.clear;

/** Comments written by visitors (the shop's replies are shown in their thread, not queued). */
const visitors = eq(postComments.fromShop, false);

/** How many visitors' comments wait for approval (the menu's badge, the home envelope). */
export const pendingPostComments = (db: DbOrTx) =>
  counts.get('pending', async () => (await db.select({ n: count() }).from(postComments).where(and(visitors, eq(postComments.status, 'pending'))))[0]!.n);

/** A date filter: an ISO instant, or a Jalali day (`1405/01/15`, Persian digits too) — its start (`from`) or end (`to`) in Tehran. */
export function dateBound(v: unknown, end: boolean): Date | undefined {
  if (typeof v !== 'string' || !v.trim()) return undefined;
  const m = /^\s*(\d{4})[/-](\d{1,2})[/-](\d{1,2})\s*$/.exec(toAsciiDigits(v));
  if (m && Number(m[1]) >= 1300 && Number(m[1]) <= 1500) {
    const day = dayOfJalali(Number(m[1]), Number(m[2]), Number(m[3]));
    if (day === null) return undefined;
    const g = new Date(day * 86_400_000);
    const start = new TZDate(g.getUTCFullYear(), g.getUTCMonth(), g.getUTCDate() + (end ? 1 : 0), 'Asia/Tehran');
    return new Date(start.getTime() - (end ? 1 : 0));
  }
  return dateParam(v);
}

const statusOf = (v: unknown): PostCommentStatus | undefined =>
  typeof v === 'string' && (POST_COMMENT_STATUSES as readonly string[]).includes(v) ? (v as PostCommentStatus) : undefined;

/** The queue's filters but the state: post, Jalali/ISO range, words. */
function baseFilters(q: Record<string, unknown>): (SQL | undefined)[] {
  const postId = intParam(q.post_id);
  const from = dateBound(q.from, false);
  const to = dateBound(q.to, true);
  return [
    visitors,
    // A post id that is no id finds nothing rather than every post's comments.
    postId !== undefined ? eq(postComments.postId, postId) : q.post_id !== undefined && q.post_id !== '' ? sql`false` : undefined,
    from ? gte(postComments.createdAt, from) : undefined,
    to ? lte(postComments.createdAt, to) : undefined,
    searchCondition(postComments.search, typeof q.q === 'string' ? q.q : undefined),
  ];
}

const person = (r: Row, customer: { id: number; name: string | null; mobile: string | null } | undefined, admin: { id: number; name: string } | undefined) => ({
  customer: r.customerId === null ? null : (customer ?? { id: r.customerId, name: null, mobile: null }),
  from_shop: r.fromShop,
  admin: r.adminId === null ? null : (admin ?? { id: r.adminId, name: r.name }),
  /** Written by a registered customer or the shop: name and e-mail are theirs and cannot be edited. */
  registered: r.customerId !== null || r.fromShop,
});

/** Comments as the API shows them: the post, the author, the comment answered (a reply's parent) and the replies. */
async function present(db: DbOrTx, rows: Row[], opts: { replies?: boolean } = {}) {
  const ids = rows.map((r) => r.id);
  const replies = opts.replies === false || !ids.length ? [] : await db.select().from(postComments).where(inArray(postComments.parentId, ids)).orderBy(asc(postComments.createdAt), asc(postComments.id));
  const all = [...rows, ...replies];
  const postIds = [...new Set(all.map((r) => r.postId))];
  const parentIds = [...new Set(rows.map((r) => r.parentId).filter((x): x is number => x !== null))];
  const customerIds = [...new Set(all.map((r) => r.customerId).filter((x): x is number => x !== null))];
  const adminIds = [...new Set(all.map((r) => r.adminId).filter((x): x is number => x !== null))];
  const [ps, parents, cs, as] = await Promise.all([
    postIds.length ? db.select({ id: posts.id, title: posts.title }).from(posts).where(inArray(posts.id, postIds)) : [],
    parentIds.length ? db.select({ id: postComments.id, name: postComments.name, body: postComments.body, status: postComments.status }).from(postComments).where(inArray(postComments.id, parentIds)) : [],
    customerIds.length ? db.select({ id: customers.id, firstName: customers.firstName, lastName: customers.lastName, mobile: customers.mobile }).from(customers).where(inArray(customers.id, customerIds)) : [],
    adminIds.length ? db.select({ id: admins.id, name: admins.name, username: admins.username }).from(admins).where(inArray(admins.id, adminIds)) : [],
  ]);
  const postOf = new Map(ps.map((p) => [p.id, p]));
  const parentOf = new Map(parents.map((p) => [p.id, p]));
  const customerOf = new Map(cs.map((c) => [c.id, { id: c.id, name: customerFullName(c) || null, mobile: c.mobile }]));
  const adminOf = new Map(as.map((a) => [a.id, { id: a.id, name: a.name || a.username }]));
  const one = (r: Row) => ({
    id: r.id,
    post_id: r.postId,
    parent_id: r.parentId,
    name: r.name,
    email: r.email,
    body: r.body,
    status: r.status,
    ...person(r, r.customerId === null ? undefined : customerOf.get(r.customerId), r.adminId === null ? undefined : adminOf.get(r.adminId)),
    created_at: r.createdAt,
    updated_at: r.updatedAt,
  });
  return rows.map((r) => ({
    ...one(r),
    post: postOf.get(r.postId) ?? null,
    parent: r.parentId === null ? null : (parentOf.get(r.parentId) ?? null),
    replies: replies.filter((x) => x.parentId === r.id).map(one),
  }));
}

/** The row without its derived search key, as the audit log keeps it. */
const audited = (r: Row) => {
  const { search: _s, ...kept } = r;
  return kept;
};

/**
 * Post comments (spec §3.31, read_comment / update_comment / create_comment / delete_comment): the
 * moderation queue of every post's comments, one comment with its thread, edits (name and e-mail of
 * guests only), states one by one or in bulk, the shop's reply, delete. Every write is audited.
 */
export async function postCommentRoutes(app: App, { db }: Ctx) {
  // The dashboard: visitors' post comments waiting for a decision (on the status index).
  registerWidget(app, {
    key: 'pending_post_comments',
    permission: 'read_comment',
    order: 51,
    load: async () => ({
      pending: (await db.select({ n: count() }).from(postComments).where(and(eq(postComments.status, 'pending'), eq(postComments.fromShop, false))))[0]!.n,
    }),
  });
  const cfg = (verb: 'read' | 'update' | 'create' | 'delete') => ({ permission: `${verb}_comment` });
  const loadOne = async (dbx: DbOrTx, id: number, lock = false) => {
    const q = dbx.select().from(postComments).where(eq(postComments.id, id)).limit(1);
    const [row] = lock ? await q.for('update') : await q;
    if (!row) throw notFound(ENTITY);
    return row;
  };
  const idOf = (req: FastifyRequest) => parseId((req.params as { id: string }).id);

  listRoute(app, db, {
    path: POST_COMMENTS_API,
    config: cfg('read'),
    tag: TAG,
    filters: (q) => {
      const base = baseFilters(q);
      const status = statusOf(q.status);
      // An unknown state finds nothing rather than everything.
      return [...base, typeof q.status === 'string' && q.status ? (status ? eq(postComments.status, status) : sql`false`) : undefined];
    },
    sort: { keys: { created_at: postComments.createdAt, id: postComments.id }, fallback: '-created_at' },
    rows: ({ where, order, limit, offset }) => {
      // Ids from the index first (a deep page skips index entries only), then the rows.
      const page = db.select({ id: postComments.id }).from(postComments).where(where).orderBy(...order).limit(limit).offset(offset);
      return db.select().from(postComments).where(inArray(postComments.id, page)).orderBy(...order);
    },
    count: async ({ where, q }) => {
      const base = allOf(baseFilters(q));
      const key = JSON.stringify([q.post_id, q.from, q.to, q.q]);
      const postId = intParam(q.post_id);
      const searching = typeof q.q === 'string' && q.q.trim() !== '';
      const tabs = counts.get(`status:${key}`, async () => {
        if (!searching) return db.select({ status: postComments.status, n: count() }).from(postComments).where(base).groupBy(postComments.status);
        // Words found in very many comments: the tabs go without counts rather than count them all.
        const found = db.select({ status: postComments.status }).from(postComments).where(base).limit(SEARCH_CAP + 1).as('found');
        const rows = await db.select({ status: found.status, n: count() }).from(found).groupBy(found.status);
        return rows.reduce((a, r) => a + r.n, 0) > SEARCH_CAP ? null : rows;
      });
      // A search's tabs hold every match when there are few: the list's total is theirs, with no
      // second pass over the search index (a word in very many comments is counted up to the cap).
      const totalOf = async () => {
        if (!searching) return countRows(db, postComments, where);
        const found = await tabs;
        if (!found) {
          // Very many matches: counted up to the cap along the queue's own order, so a state's index
          // stops the scan at the cap (a bitmap of every match would be built first).
          const capped = db.select({ one: sql`1` }).from(postComments).where(where).orderBy(desc(postComments.createdAt), desc(postComments.id)).limit(SEARCH_CAP + 1).as('capped');
          const [r] = await db.select({ n: count() }).from(capped);
          return r!.n > SEARCH_CAP ? { total: SEARCH_CAP + 1, estimate: true } : { total: r!.n, estimate: false };
        }
        const status = statusOf(q.status);
        const given = typeof q.status === 'string' && q.status !== '';
        const n = found.filter((r) => !given || r.status === status).reduce((a, r) => a + r.n, 0);
        return { total: n, estimate: false };
      };
      const [total, byStatus, pending, post] = await Promise.all([
        totalOf(),
        tabs,
        pendingPostComments(db),
        // The post of a per-post queue, named in its title.
        postId === undefined ? undefined : db.select({ id: posts.id, title: posts.title }).from(posts).where(eq(posts.id, postId)).then((r) => r[0] ?? null),
      ]);
      const status_counts = byStatus && Object.fromEntries(POST_COMMENT_STATUSES.map((s) => [s, byStatus.find((c) => c.status === s)?.n ?? 0]));
      return { ...total, meta: { status_counts, total_pending: pending, ...(post === undefined ? {} : { post }) } };
    },
    present: (rows) => present(db, rows),
  });

  app.get(`${POST_COMMENTS_API}/:id`, { config: cfg('read'), schema: { tags: [TAG], params: idParams } }, async (req) => {
    const row = await loadOne(db, idOf(req));
    const rootId = row.parentId ?? row.id;
    const [root, replies] = await Promise.all([
      row.parentId === null ? row : db.select().from(postComments).where(eq(postComments.id, rootId)).then((r) => r[0]),
      db.select().from(postComments).where(eq(postComments.parentId, rootId)).orderBy(asc(postComments.createdAt), asc(postComments.id)).limit(THREAD_MAX),
    ]);
    const [me] = await present(db, [row]);
    const thread = await present(db, [root!, ...replies], { replies: false });
    return { data: { ...me, thread: thread.map(({ replies: _r, post: _p, parent: _pa, ...c }) => c) } };
  });

  const update = async (req: FastifyRequest) => {
    const id = idOf(req);
    const body = req.body as z.infer<typeof postCommentUpdate>;
    const row = await db.transaction(async (tx) => {
      const before = await loadOne(tx, id, true);
      const registered = before.customerId !== null || before.fromShop;
      const values: Partial<Row> = {};
      if (body.name !== undefined && body.name !== before.name) values.name = body.name;
      if (body.email !== undefined && (body.email ?? null) !== before.email) values.email = body.email ?? null;
      if (registered && (values.name !== undefined || values.email !== undefined)) {
        const fields = Object.fromEntries(['name', 'email'].filter((f) => f in values).map((f) => [f, M.creatorLocked]));
        throw new AppError(422, 'creator_locked', M.creatorLocked, fields);
      }
      if (!registered && 'email' in values && !values.email) throw new AppError(422, 'validation', M.guestEmailRequired, { email: M.guestEmailRequired });
      if (body.body !== undefined && body.body !== before.body) values.body = body.body;
      if (body.status !== undefined && body.status !== before.status) values.status = body.status;
      if (!Object.keys(values).length) return before;
      const [after] = await tx.update(postComments).set({ ...values, updatedAt: sql`now()` }).where(eq(postComments.id, id)).returning();
      await audit(tx, actorOf(req), { entity: 'post_comment', entityId: id, action: 'update', before: audited(before), after: audited(after!) });
      return after!;
    });
    counts.clear();
    return { data: (await present(db, [row]))[0] };
  };
  const editSchema = { tags: [TAG], params: idParams, body: postCommentUpdate };
  app.put(`${POST_COMMENTS_API}/:id`, { config: cfg('update'), schema: editSchema }, update);
  app.patch(`${POST_COMMENTS_API}/:id`, { config: cfg('update'), schema: editSchema }, update);

  // One state for several visitors' comments: all of them or none (an unknown id, or a shop reply, → 404).
  app.post(`${POST_COMMENTS_API}/status`, { config: cfg('update'), schema: { tags: [TAG], body: postCommentStatusBody } }, async (req) => {
    const { ids, status } = req.body as z.infer<typeof postCommentStatusBody>;
    const unique = [...new Set(ids)];
    const changed = await db.transaction(async (tx) => {
      const rows = await tx.select().from(postComments).where(and(inArray(postComments.id, unique), visitors)).orderBy(postComments.id).for('update');
      if (rows.length !== unique.length) throw notFound(ENTITY);
      const moving = rows.filter((r) => r.status !== status);
      if (!moving.length) return 0;
      await tx.update(postComments).set({ status, updatedAt: sql`now()` }).where(inArray(postComments.id, moving.map((r) => r.id)));
      for (const r of moving) await audit(tx, actorOf(req), { entity: 'post_comment', entityId: r.id, action: 'update', changes: { status: [r.status, status] } });
      return moving.length;
    });
    counts.clear();
    return { data: { updated: unique.length, changed, status, total_pending: await pendingPostComments(db) } };
  });

  // The shop's reply: saved approved under the admin's name; the comment answered is approved too.
  app.post(`${POST_COMMENTS_API}/:id/reply`, { config: cfg('create'), schema: { tags: [TAG], params: idParams, body: postCommentReply } }, async (req, reply) => {
    const id = idOf(req);
    const { body } = req.body as z.infer<typeof postCommentReply>;
    const created = await db.transaction(async (tx) => {
      const parent = await loadOne(tx, id, true);
      if (parent.parentId !== null) throw new AppError(422, 'reply_to_reply', M.replyToReply, { body: M.replyToReply });
      if (parent.status !== 'approved') {
        await tx.update(postComments).set({ status: 'approved', updatedAt: sql`now()` }).where(eq(postComments.id, id));
        await audit(tx, actorOf(req), { entity: 'post_comment', entityId: id, action: 'update', changes: { status: [parent.status, 'approved'] } });
      }
      const [admin] = await tx.select({ name: admins.name, username: admins.username, email: admins.email }).from(admins).where(eq(admins.id, req.admin!.id));
      const [row] = await tx
        .insert(postComments)
        .values({ postId: parent.postId, parentId: id, fromShop: true, adminId: req.admin!.id, name: (admin?.name || admin?.username || '').slice(0, 100), email: admin?.email ?? null, body, status: 'approved' })
        .returning();
      await audit(tx, actorOf(req), { entity: 'post_comment', entityId: row!.id, action: 'reply', before: null, after: audited(row!) });
      return row!;
    });
    counts.clear();
    return reply.status(201).send({ data: (await present(db, [created]))[0] });
  });

  /** Deletes comments (their replies go with them), each audited. */
  const remove = async (tx: DbOrTx, rows: Row[], req: FastifyRequest) => {
    await tx.delete(postComments).where(inArray(postComments.id, rows.map((r) => r.id)));
    for (const r of rows) await audit(tx, actorOf(req), { entity: 'post_comment', entityId: r.id, action: 'delete', before: audited(r), after: null });
  };

  app.delete(`${POST_COMMENTS_API}/:id`, { config: cfg('delete'), schema: { tags: [TAG], params: idParams } }, async (req, reply) => {
    const id = idOf(req);
    await db.transaction(async (tx) => remove(tx, [await loadOne(tx, id, true)], req));
    counts.clear();
    return reply.status(204).send();
  });

  app.post(`${POST_COMMENTS_API}/bulk-delete`, { config: cfg('delete'), schema: { tags: [TAG], body: postCommentIds } }, async (req) => {
    const ids = [...new Set((req.body as z.infer<typeof postCommentIds>).ids)];
    await db.transaction(async (tx) => {
      const found = await tx.select().from(postComments).where(inArray(postComments.id, ids)).orderBy(postComments.id).for('update');
      if (found.length !== ids.length) throw notFound(ENTITY);
      await remove(tx, found, req);
    });
    counts.clear();
    return { data: { deleted: ids.length, total_pending: await pendingPostComments(db) } };
  });
}

