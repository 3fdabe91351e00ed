import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { postText } from '@pishkhan/common/i18n/fa/post-texts';
import { idParams } from '@pishkhan/common/schemas/fields';
import { actorOf, audit } from '../../../lib/audit';
import { parseId } from '../../../lib/crud';
import { AppError, notFound } from '../../../lib/errors';
import type { ResourceOptions } from '../../../lib/resource-routes';
import type { Tx } from '../../../db/client';
import { admins } from '../../people/admins/admin.table';
import { postComments } from '../post-comments/post-comment.table';
import { postRevisions, posts } from './post.table';

type PostRow = typeof posts.$inferSelect;

/** Keeps the previous title and body when a save changed either. */
async function keepRevision(tx: Tx, before: PostRow, after: { title: string; body: string }, adminId: number | null) {
  if (before.title === after.title && before.body === after.body) return;
  await tx.insert(postRevisions).values({ postId: before.id, title: before.title, body: before.body, adminId });
}

const revisionParams = z.strictObject({ id: z.string().meta({ title: 'id' }), revision: z.string().meta({ title: 'revision' }) });

/**
 * Posts (the `post` definition): the author is the admin who created it; an empty publication time
 * is now; a published post whose time is still to come is presented as `scheduled`; each save that
 * changes the title or body keeps the previous one, listed and restored under `<id>/revisions`;
 * each row shows how many comments visitors wrote on it (`comments_count`); deleting a post deletes them.
 */
export const postOptions: ResourceOptions = {
  // Visitors' comments on each post (the shop's replies not counted), linking to its comment queue.
  counts: { comments_count: { column: postComments.postId, where: eq(postComments.fromShop, false) } },
  computed: { scheduled: (r) => r.status === 'published' && r.publishedAt instanceof Date && r.publishedAt.getTime() > Date.now() },
  beforeWrite: async (_tx, values, existing, req) => {
    if (!existing) values.authorId = actorOf(req).adminId;
    if (values.publishedAt === null || (!existing && values.publishedAt === undefined)) values.publishedAt = new Date();
  },
  afterWrite: async (tx, before, after, req) => {
    if (before && after) await keepRevision(tx, before as PostRow, after as PostRow, actorOf(req).adminId);
  },
  extra: (app, { db }) => {
    app.get('/api/admin/posts/:id/revisions', { config: { permission: 'read_post' }, schema: { tags: ['posts'], params: idParams } }, async (req) => {
      const id = parseId((req.params as { id: string }).id);
      const [post] = await db.select({ id: posts.id }).from(posts).where(eq(posts.id, id));
      if (!post) throw notFound();
      const rows = await db
        .select({ id: postRevisions.id, title: postRevisions.title, body: postRevisions.body, created_at: postRevisions.createdAt, admin_id: postRevisions.adminId, admin_name: sql<string | null>`coalesce(${admins.name}, ${admins.username})` })
        .from(postRevisions)
        .leftJoin(admins, eq(admins.id, postRevisions.adminId))
        .where(eq(postRevisions.postId, id))
        .orderBy(desc(postRevisions.id))
        .limit(100);
      return { data: rows.map(({ admin_id, admin_name, ...r }) => ({ ...r, admin: admin_id ? { id: admin_id, name: admin_name } : null })) };
    });

    app.post('/api/admin/posts/:id/revisions/:revision/restore', { config: { permission: 'update_post' }, schema: { tags: ['posts'], params: revisionParams } }, async (req) => {
      const p = req.params as { id: string; revision: string };
      const [id, revisionId] = [parseId(p.id), parseId(p.revision)];
      const after = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(posts).where(eq(posts.id, id)).for('update');
        if (!before) throw notFound();
        const [rev] = await tx.select().from(postRevisions).where(and(eq(postRevisions.id, revisionId), eq(postRevisions.postId, id)));
        if (!rev) throw new AppError(404, 'not_found', postText.revisions.notFound);
        const [row] = await tx.update(posts).set({ title: rev.title, body: rev.body, updatedAt: sql`now()` }).where(eq(posts.id, id)).returning();
        await keepRevision(tx, before, row!, actorOf(req).adminId);
        await audit(tx, actorOf(req), { entity: 'post', entityId: id, action: 'update', before, after: row! });
        return row!;
      });
      return { data: { id: after.id, title: after.title, body: after.body, updated_at: after.updatedAt } };
    });
  },
};
