import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BANNER_KEY, bannerSchedule, bannerWeightsSchema, ctrOf, WEIGHT_TOTAL, type BannerStats, type BannerWeightsInput } from '@pishkhan/common/banners';
import { bannerText as t } from '@pishkhan/common/i18n/fa/banners';
import { contentLabels } from '@pishkhan/common/i18n/fa/content-labels';
import { id } from '@pishkhan/common/schemas/fields';
import { toPersianDigits } from '@pishkhan/common/text';
import type { DbOrTx, Tx } from '../../../db/client';
import { actorOf, audit } from '../../../lib/audit';
import { notFound, validation } from '../../../lib/errors';
import { assertNotLinked } from '../../../lib/links';
import { idsParam } from '../../../lib/list';
import type { ResourceOptions } from '../../../lib/resource-routes';
import { advertisementPositions as positions, advertisements as banners, advertisementStats as stats } from './banner.table';

type Row = Record<string, any>;

/** A banner live now: status on, its start empty or come, its end empty or to come (the rule of `isBannerLive`). */
export const liveNow = (now: SQL = sql`now()`) =>
  and(eq(banners.status, true), or(isNull(banners.startsAt), lte(banners.startsAt, now)), or(isNull(banners.endsAt), gt(banners.endsAt, now)))!;

/** Locks a position's row: every change of its banners' weights (create, move, delete, the editor's save) is ordered by it. */
async function lockPosition(tx: Tx, positionId: number) {
  const [p] = await tx.select({ id: positions.id }).from(positions).where(eq(positions.id, positionId)).for('update');
  return p;
}

/**
 * The live banner of the same position that takes a deleted live banner's weight: the one with the
 * most weight, the oldest of equals. A banner not live counts in no sum, so it hands nothing on.
 */
async function heirOf(tx: DbOrTx, row: Row): Promise<{ id: number; title: string; weight: number } | null> {
  if (bannerSchedule({ status: row.status, starts_at: row.startsAt, ends_at: row.endsAt }) !== 'live') return null;
  const [heir] = await tx
    .select({ id: banners.id, title: banners.title, weight: banners.weight })
    .from(banners)
    .where(and(eq(banners.positionId, row.positionId), ne(banners.id, row.id), liveNow()))
    .orderBy(desc(banners.weight), asc(banners.id))
    .limit(1);
  return heir ?? null;
}

/** Gives a live banner's weight to its heir in the same position (a delete, or a move to another position); audited. */
async function handOn(tx: Tx, row: Row, req: FastifyRequest) {
  if (!(row.weight > 0)) return;
  const heir = await heirOf(tx, row);
  if (!heir) return;
  const [before] = (await tx.select().from(banners).where(eq(banners.id, heir.id))) as Row[];
  const [after] = await tx
    .update(banners)
    .set({ weight: sql`${banners.weight} + ${row.weight as number}`, updatedAt: sql`now()` })
    .where(eq(banners.id, heir.id))
    .returning();
  await audit(tx, actorOf(req), { entity: 'banner', entityId: heir.id, action: 'update', before: before!, after: after! });
}

/** Positions (the `banner_position` definition): the key's form, a position with banners or linked to is not deleted; counts of its banners. */
export const bannerPositionOptions: ResourceOptions = {
  usedBy: [{ column: banners.positionId, by: 'banner' }],
  counts: {
    banners_count: banners.positionId,
    live_count: { column: banners.positionId, where: liveNow() },
    weight_sum: { column: banners.positionId, where: liveNow(), sum: banners.weight },
  },
  beforeWrite: async (_tx, values) => {
    if (typeof values.key === 'string') {
      values.key = values.key.trim();
      if (!BANNER_KEY.test(values.key as string)) throw validation({ key: t.keyFormat });
    }
  },
  inUse: async (tx, row) => assertNotLinked(tx, 'advertise', [row.id as number]),
  extra: (app, { db }) => {
    // The weight editor's save: every banner of the position with its weight, the live ones summing to 100.
    app.post(
      '/api/admin/positions/:id/weights',
      { config: { permission: 'update_advertise' }, schema: { tags: ['banners'], params: z.object({ id: id('id') }), body: bannerWeightsSchema } },
      async (req) => {
        const positionId = (req.params as { id: number }).id;
        const { weights } = req.body as BannerWeightsInput;
        const saved = await db.transaction(async (tx) => {
          if (!(await lockPosition(tx, positionId))) throw notFound(contentLabels.banner_position.one);
          const ids = weights.map((w) => w.id);
          if (new Set(ids).size !== ids.length) throw validation({ weights: t.weightsDuplicate });
          const rows = (await tx.select().from(banners).where(eq(banners.positionId, positionId)).orderBy(asc(banners.id))) as Row[];
          const own = new Set(rows.map((r) => r.id as number));
          if (ids.some((i) => !own.has(i))) throw validation({ weights: t.weightsForeign });
          if (ids.length !== rows.length) throw validation({ weights: t.weightsIncomplete });
          const by = new Map(weights.map((w) => [w.id, w.weight]));
          const now = Date.now();
          const live = rows.filter((r) => bannerSchedule({ status: r.status, starts_at: r.startsAt, ends_at: r.endsAt }, now) === 'live');
          const sum = live.reduce((s, r) => s + by.get(r.id)!, 0);
          if (live.length && sum !== WEIGHT_TOTAL) throw validation({ weights: t.sumNot100(toPersianDigits(sum)) });
          let changed = 0;
          for (const r of rows) {
            const weight = by.get(r.id)!;
            if (weight === r.weight) continue;
            const [after] = await tx.update(banners).set({ weight, updatedAt: sql`now()` }).where(eq(banners.id, r.id)).returning();
            await audit(tx, actorOf(req), { entity: 'banner', entityId: r.id, action: 'update', before: r, after: after! });
            changed++;
          }
          return changed;
        });
        return { data: { changed: saved } };
      },
    );
  },
};

/** The range of days of the counts: `from`/`to` as `YYYY-MM-DD` (Tehran's days) or instants (their Tehran day), default the last 30 days. */
const statsQuery = z.looseObject({
  from: z.string().max(40).optional(),
  to: z.string().max(40).optional(),
  ids: z.string().max(2000).optional(),
  position_id: z.string().max(20).optional(),
});
const tehranDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran', year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
function validDay(s: string | undefined): string | undefined {
  if (!s) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s) ? s : undefined;
  }
  const d = new Date(s);
  return Number.isNaN(d.getTime()) || d.getUTCFullYear() < 1900 || d.getUTCFullYear() > 2200 ? undefined : tehranDay(d);
}

/** Impressions, clicks and CTR of banners over a range of days, from the per-day table. */
export async function bannerStats(db: DbOrTx, ids: number[], from: string, to: string): Promise<Map<number, BannerStats>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: stats.advertisementId, impressions: sql<number>`coalesce(sum(${stats.impressions}), 0)`.mapWith(Number), clicks: sql<number>`coalesce(sum(${stats.clicks}), 0)`.mapWith(Number) })
    .from(stats)
    .where(and(inArray(stats.advertisementId, ids), sql`${stats.day} between ${from}::date and ${to}::date`))
    .groupBy(stats.advertisementId);
  return new Map(rows.map((r) => [r.id, { impressions: r.impressions, clicks: r.clicks, ctr: ctrOf(r.impressions, r.clicks) }]));
}

/**
 * Banners (the `banner` definition): the creator, the window's end after its start, the weight a new
 * (or moved) banner enters with, the weight a deleted one hands on; the counts over a range of days
 * and what a delete would hand to whom.
 */
export const bannerOptions: ResourceOptions = {
  computed: { schedule: (r) => bannerSchedule({ status: r.status, starts_at: r.startsAt, ends_at: r.endsAt }) },
  beforeWrite: async (tx, values, existing, req) => {
    const starts = (values.startsAt !== undefined ? values.startsAt : existing?.startsAt) as Date | null;
    const ends = (values.endsAt !== undefined ? values.endsAt : existing?.endsAt) as Date | null;
    if (starts && ends && ends.getTime() <= starts.getTime()) throw validation({ ends_at: t.endBeforeStart });
    const moved = existing && values.positionId !== undefined && values.positionId !== existing.positionId;
    if (!existing || moved) {
      const positionId = (values.positionId ?? existing?.positionId) as number;
      if (!existing) values.adminId = actorOf(req as FastifyRequest).adminId;
      // Both positions of a move are locked, the lower id first (two moves the other way round never wait on each other).
      for (const p of [...new Set([positionId, existing?.positionId as number | undefined])].filter((x): x is number => x !== undefined).sort((a, b) => a - b)) await lockPosition(tx, p);
      // Moved out: the position it leaves keeps its sum, the weight going to the heir there (as on a delete).
      if (moved) await handOn(tx, existing, req as FastifyRequest);
      // Enters with 0 (the others' sum stays 100), or 100 when it will be the position's only live banner.
      const status = (values.status ?? existing?.status ?? true) as boolean;
      const liveSelf = bannerSchedule({ status, starts_at: starts, ends_at: ends }) === 'live';
      const [others] = await tx
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(banners)
        .where(and(eq(banners.positionId, positionId), liveNow(), existing ? ne(banners.id, existing.id as number) : undefined));
      values.weight = liveSelf && others!.n === 0 ? WEIGHT_TOTAL : 0;
    }
  },
  inUse: async (tx, row, req) => {
    // Not an in-use check: the deleted banner's weight goes to another live banner of its position, in the delete's transaction.
    await lockPosition(tx, row.positionId as number);
    await handOn(tx, row, req);
  },
  extra: (app, { db }) => {
    // The delete confirmation: whose the weight becomes.
    app.get('/api/admin/advertisements/:id/heir', { config: { permission: 'read_advertise' }, schema: { tags: ['banners'], params: z.object({ id: id('id') }) } }, async (req) => {
      const bannerId = (req.params as { id: number }).id;
      const [row] = (await db.select().from(banners).where(eq(banners.id, bannerId))) as Row[];
      if (!row) throw notFound(contentLabels.banner.one);
      const heir = row.weight > 0 ? await heirOf(db, row) : null;
      return { data: { weight: row.weight as number, heir: heir ? { id: heir.id, title: heir.title } : null } };
    });
    // Counts of banners over a range of days: `?ids=1,2`, `?position_id=3` or every banner; `from`/`to` days (default the last 30).
    app.get('/api/admin/advertisements/stats', { config: { permission: 'read_advertise' }, schema: { tags: ['banners'], querystring: statsQuery } }, async (req) => {
      const q = req.query as z.infer<typeof statsQuery>;
      const today = tehranDay(new Date());
      const to = validDay(q.to) ?? today;
      const from = validDay(q.from) ?? tehranDay(new Date(Date.parse(`${to}T12:00:00Z`) - 29 * 86_400_000));
      let ids = (idsParam(q.ids) ?? []).slice(0, 500);
      const positionId = q.position_id && /^\d{1,15}$/.test(q.position_id) ? Number(q.position_id) : undefined;
      // By position, or (neither ids nor a position) every banner: the all-banners list asks once for all.
      if (positionId !== undefined || !ids.length)
        ids = (await db.select({ id: banners.id }).from(banners).where(positionId !== undefined ? eq(banners.positionId, positionId) : undefined).orderBy(asc(banners.id)).limit(5000)).map((r) => r.id);
      const found = await bannerStats(db, ids, from, to);
      const data = Object.fromEntries(ids.map((i) => [i, found.get(i) ?? { impressions: 0, clicks: 0, ctr: 0 }]));
      return { data, meta: { from, to } };
    });
  },
};
