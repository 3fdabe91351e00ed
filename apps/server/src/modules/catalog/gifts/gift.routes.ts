import { count, eq, inArray } from 'drizzle-orm';
import { giftCreate } from '@pishkhan/common/schemas/merchandising.schema';
import { merchLabels, merchMessages } from '@pishkhan/common/i18n/fa/merchandising';
import { toPersianDigits } from '@pishkhan/common/text';
import type { z } from 'zod';
import { sql } from 'drizzle-orm';
import { actorOf, audit } from '../../../lib/audit';
import { crudRoutes } from '../../../lib/crud';
import { AppError } from '../../../lib/errors';
import { boolParam } from '../../../lib/list';
import { assertIdsExist, assertMediaExists, mediaUrl, productCards } from '../merch.helpers';
import { giftProducts, gifts, giftVariants } from './gift.table';

type Row = typeof gifts.$inferSelect;
type Body = z.infer<typeof giftCreate>;

/** Gifts (/api/admin/gifts; read_product …; feature `gifts`), attached to products and variants. */
export const giftRoutes = crudRoutes<Row, Body>({
  path: '/api/admin/gifts',
  resource: 'product',
  entity: 'gift',
  tag: 'gifts',
  feature: 'gifts',
  table: gifts,
  create: giftCreate,
  search: sql`fa_norm(${gifts.name})`,
  filters: (q) => {
    const active = boolParam(q.active);
    return [
      boolParam(q.status) === undefined ? undefined : eq(gifts.status, boolParam(q.status)!),
      active === undefined
        ? undefined
        : active
          ? sql`${gifts.status} and coalesce(${gifts.startsAt} <= now(), true) and coalesce(${gifts.endsAt} >= now(), true)`
          : sql`not (${gifts.status} and coalesce(${gifts.startsAt} <= now(), true) and coalesce(${gifts.endsAt} >= now(), true))`,
    ];
  },
  sorts: { id: gifts.id, name: gifts.name, starts_at: gifts.startsAt, ends_at: gifts.endsAt, created_at: gifts.createdAt },
  defaultSort: '-created_at',
  persianSort: ['name'],
  present: async (db, rows) => {
    const ids = rows.map((r) => r.id);
    const [ps, vs, urls] = await Promise.all([
      ids.length ? db.select().from(giftProducts).where(inArray(giftProducts.giftId, ids)) : [],
      ids.length ? db.select().from(giftVariants).where(inArray(giftVariants.giftId, ids)) : [],
      mediaUrl(db, rows.map((r) => r.imageId).filter((x): x is number => !!x)),
    ]);
    const cards = await productCards(db, [...new Set(ps.map((p) => p.productId))]);
    const now = Date.now();
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      image_id: r.imageId,
      image: r.imageId ? { id: r.imageId, url: urls.get(r.imageId) ?? null } : null,
      starts_at: r.startsAt,
      ends_at: r.endsAt,
      status: r.status,
      active: r.status && (!r.startsAt || r.startsAt.getTime() <= now) && (!r.endsAt || r.endsAt.getTime() >= now),
      product_ids: ps.filter((p) => p.giftId === r.id).map((p) => p.productId),
      products: ps.filter((p) => p.giftId === r.id).map((p) => cards.get(p.productId)).filter(Boolean),
      variant_ids: vs.filter((v) => v.giftId === r.id).map((v) => v.variantId),
      created_at: r.createdAt,
      updated_at: r.updatedAt,
    }));
  },
  toValues: (b) => ({
    ...(b.name !== undefined && { name: b.name }),
    ...(b.image_id !== undefined && { imageId: b.image_id }),
    ...(b.starts_at !== undefined && { startsAt: b.starts_at ? new Date(b.starts_at) : null }),
    ...(b.ends_at !== undefined && { endsAt: b.ends_at ? new Date(b.ends_at) : null }),
    ...(b.status !== undefined && { status: b.status }),
  }),
  unique: { gifts_name_uq: 'name' },
  beforeWrite: async (tx, values, existing, req) => {
    const b = (req.body ?? {}) as Partial<Body>;
    await assertMediaExists(tx, values.imageId, 'image_id', merchLabels.gift.image_id);
    await assertIdsExist(tx, 'product', b.product_ids, 'product_ids', merchMessages.unknownProducts);
    await assertIdsExist(tx, 'variant', b.variant_ids, 'variant_ids', merchMessages.unknownVariants);
    const starts = (values.startsAt as Date | null | undefined) ?? existing?.startsAt;
    const ends = (values.endsAt as Date | null | undefined) ?? existing?.endsAt;
    if (starts && ends && ends <= starts) throw new AppError(422, 'ends_before_start', merchMessages.endsBeforeStart, { ends_at: merchMessages.endsBeforeStart });
  },
  afterWrite: async (tx, _before, after, req) => {
    if (!after) return;
    const b = (req.body ?? {}) as Partial<Body>;
    if (b.product_ids) {
      const old = (await tx.select({ id: giftProducts.productId }).from(giftProducts).where(eq(giftProducts.giftId, after.id))).map((r) => r.id).sort((x, y) => x - y);
      await tx.delete(giftProducts).where(eq(giftProducts.giftId, after.id));
      const unique = [...new Set(b.product_ids)].sort((x, y) => x - y);
      if (JSON.stringify(old) !== JSON.stringify(unique)) await audit(tx, actorOf(req), { entity: 'gift', entityId: after.id, action: 'update', changes: { product_ids: [old, unique] } });
      if (unique.length) await tx.insert(giftProducts).values(unique.map((productId) => ({ giftId: after.id, productId })));
    }
    if (b.variant_ids) {
      const old = (await tx.select({ id: giftVariants.variantId }).from(giftVariants).where(eq(giftVariants.giftId, after.id))).map((r) => r.id).sort((x, y) => x - y);
      await tx.delete(giftVariants).where(eq(giftVariants.giftId, after.id));
      const unique = [...new Set(b.variant_ids)].sort((x, y) => x - y);
      if (JSON.stringify(old) !== JSON.stringify(unique)) await audit(tx, actorOf(req), { entity: 'gift', entityId: after.id, action: 'update', changes: { variant_ids: [old, unique] } });
      if (unique.length) await tx.insert(giftVariants).values(unique.map((variantId) => ({ giftId: after.id, variantId })));
    }
  },
  beforeDelete: async (tx, row) => {
    const [[p], [v]] = await Promise.all([
      tx.select({ n: count() }).from(giftProducts).where(eq(giftProducts.giftId, row.id)),
      tx.select({ n: count() }).from(giftVariants).where(eq(giftVariants.giftId, row.id)),
    ]);
    const n = p!.n + v!.n;
    if (n > 0) throw new AppError(409, 'in_use', merchMessages.giftInUse.replace('{count}', toPersianDigits(n)));
  },
});
