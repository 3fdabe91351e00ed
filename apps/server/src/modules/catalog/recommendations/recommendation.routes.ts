import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import { merchMessages, recommendationBuiltins } from '@pishkhan/common/i18n/fa/merchandising';
import { recommendationAdd, recommendationGroupCreate, recommendationOrder } from '@pishkhan/common/schemas/merchandising.schema';
import { idParams } from '@pishkhan/common/schemas/fields';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import type { App, Ctx } from '../../../lib/app-types';
import { actorOf, audit } from '../../../lib/audit';
import { crudRoutes, parseId } from '../../../lib/crud';
import { AppError, notFound, validation } from '../../../lib/errors';
import { assertIdsExist, productCards } from '../merch.helpers';
import { recommendationGroups, recommendationItems } from './recommendation.table';

type Row = typeof recommendationGroups.$inferSelect;
type Body = z.infer<typeof recommendationGroupCreate>;

/** The built-in groups (computed lists); seeded once. */
export async function seedRecommendationGroups(db: Db) {
  const keys = Object.keys(recommendationBuiltins);
  await db
    .insert(recommendationGroups)
    .values(keys.map((key, i) => ({ key, label: recommendationBuiltins[key]!, builtin: true, position: i })))
    .onConflictDoNothing();
}

const builtinLocked = () => new AppError(409, 'builtin_group', merchMessages.builtinGroup);

/** Recommendation groups (/api/admin/recommendation-groups; permission `recommendation`). */
const groupRoutes = crudRoutes<Row, Body>({
  path: '/api/admin/recommendation-groups',
  resource: 'recommendation_group',
  permission: 'recommendation',
  entity: 'recommendation_group',
  tag: 'recommendations',
  table: recommendationGroups,
  create: recommendationGroupCreate,
  search: sql`fa_norm(${recommendationGroups.key} || ' ' || ${recommendationGroups.label})`,
  sorts: { id: recommendationGroups.id, position: recommendationGroups.position, label: recommendationGroups.label },
  defaultSort: 'position',
  persianSort: ['label'],
  present: async (db, rows) => {
    const ids = rows.map((r) => r.id);
    const counts = ids.length ? await db.select({ id: recommendationItems.groupId, n: count() }).from(recommendationItems).where(inArray(recommendationItems.groupId, ids)).groupBy(recommendationItems.groupId) : [];
    const byId = new Map(counts.map((c) => [c.id, c.n]));
    return rows.map((r) => ({
      id: r.id,
      key: r.key,
      label: r.label,
      builtin: r.builtin,
      show_in_home: r.showInHome,
      show_in_filter: r.showInFilter,
      status: r.status,
      position: r.position,
      products_count: byId.get(r.id) ?? 0,
    }));
  },
  toValues: (b) => ({
    ...(b.key !== undefined && { key: b.key }),
    ...(b.label !== undefined && { label: b.label }),
    ...(b.show_in_home !== undefined && { showInHome: b.show_in_home }),
    ...(b.show_in_filter !== undefined && { showInFilter: b.show_in_filter }),
    ...(b.status !== undefined && { status: b.status }),
  }),
  unique: { recommendation_groups_key_uq: 'key' },
  beforeWrite: async (_tx, values, existing) => {
    // Built-in groups: only their display switches may change.
    if (existing?.builtin && ('key' in values || 'label' in values)) throw builtinLocked();
  },
  beforeDelete: async (_tx, row) => {
    if (row.builtin) throw builtinLocked();
  },
});

export async function recommendationRoutes(app: App, ctx: Ctx) {
  await groupRoutes(app, ctx);
  const { db } = ctx;
  const cfg = { config: { permission: 'recommendation' } };

  const loadGroup = async (raw: string) => {
    const [g] = await db.select().from(recommendationGroups).where(eq(recommendationGroups.id, parseId(raw)));
    if (!g) throw notFound();
    return g;
  };

  app.get('/api/admin/recommendation-groups/:id/items', { ...cfg, schema: { tags: ['recommendations'], params: idParams } }, async (req) => {
    const g = await loadGroup((req.params as { id: string }).id);
    const items = await db.select().from(recommendationItems).where(eq(recommendationItems.groupId, g.id)).orderBy(asc(recommendationItems.position));
    const cards = await productCards(db, items.map((i) => i.productId));
    return { data: items.map((i) => ({ product_id: i.productId, position: i.position, product: cards.get(i.productId) ?? null })) };
  });

  app.post('/api/admin/recommendation-groups/:id/items', { ...cfg, schema: { tags: ['recommendations'], params: idParams, body: recommendationAdd } }, async (req, reply) => {
    const g = await loadGroup((req.params as { id: string }).id);
    if (g.builtin) throw builtinLocked();
    const { product_id } = req.body as z.infer<typeof recommendationAdd>;
    await db.transaction(async (tx) => {
      await assertIdsExist(tx, 'product', [product_id], 'product_id', merchMessages.unknownProducts);
      await tx.select({ id: recommendationGroups.id }).from(recommendationGroups).where(eq(recommendationGroups.id, g.id)).for('update');
      const [exists] = await tx.select({ n: count() }).from(recommendationItems).where(and(eq(recommendationItems.groupId, g.id), eq(recommendationItems.productId, product_id)));
      if (exists!.n) throw new AppError(409, 'already_in_group', merchMessages.alreadyInGroup, { product_id: merchMessages.alreadyInGroup });
      const [last] = await tx.select({ p: max(recommendationItems.position) }).from(recommendationItems).where(eq(recommendationItems.groupId, g.id));
      await tx.insert(recommendationItems).values({ groupId: g.id, productId: product_id, position: (last?.p ?? -1) + 1 });
      await audit(tx, actorOf(req), { entity: 'recommendation_group', entityId: g.id, action: 'update', changes: { product_added: [null, product_id] } });
    });
    return reply.status(201).send({ data: { product_id } });
  });

  app.delete('/api/admin/recommendation-groups/:id/items/:productId', { ...cfg, schema: { tags: ['recommendations'] } }, async (req, reply) => {
    const params = req.params as { id: string; productId: string };
    const g = await loadGroup(params.id);
    const productId = parseId(params.productId);
    await db.transaction(async (tx) => {
      const gone = await tx.delete(recommendationItems).where(and(eq(recommendationItems.groupId, g.id), eq(recommendationItems.productId, productId))).returning();
      if (!gone.length) throw notFound();
      await audit(tx, actorOf(req), { entity: 'recommendation_group', entityId: g.id, action: 'update', changes: { product_removed: [productId, null] } });
    });
    return reply.status(204).send();
  });

  app.put('/api/admin/recommendation-groups/:id/items/order', { ...cfg, schema: { tags: ['recommendations'], params: idParams, body: recommendationOrder } }, async (req) => {
    const g = await loadGroup((req.params as { id: string }).id);
    const { product_ids } = req.body as z.infer<typeof recommendationOrder>;
    await db.transaction(async (tx) => {
      await tx.select({ id: recommendationGroups.id }).from(recommendationGroups).where(eq(recommendationGroups.id, g.id)).for('update');
      const current = (await tx.select({ id: recommendationItems.productId }).from(recommendationItems).where(eq(recommendationItems.groupId, g.id)).orderBy(asc(recommendationItems.position))).map((r) => r.id);
      const same = current.length === product_ids.length && new Set(product_ids).size === product_ids.length && product_ids.every((p) => current.includes(p));
      if (!same) throw validation({ product_ids: merchMessages.orderMustMatch });
      for (const [position, productId] of product_ids.entries())
        await tx.update(recommendationItems).set({ position }).where(and(eq(recommendationItems.groupId, g.id), eq(recommendationItems.productId, productId)));
      await audit(tx, actorOf(req), { entity: 'recommendation_group', entityId: g.id, action: 'update', changes: { order: [current, product_ids] } });
    });
    return { data: { product_ids } };
  });
}
