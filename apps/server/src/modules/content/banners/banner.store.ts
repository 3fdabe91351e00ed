import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { pickByWeight } from '@pishkhan/common/banners';
import { bannerText } from '@pishkhan/common/i18n/fa/banners';
import { contentLabels } from '@pishkhan/common/i18n/fa/content-labels';
import type { PresentedLink } from '@pishkhan/common/links';
import { id } from '@pishkhan/common/schemas/fields';
import type { Db } from '../../../db/client';
import type { RouteModule } from '../../../lib/app-types';
import { notFound } from '../../../lib/errors';
import { presentLinks } from '../../../lib/links';
import { rateLimiter } from '../../../lib/rate-limit';
import { clearOnWrite, storeCache } from '../../../lib/store-cache';
import { media } from '../../system/uploads/media.table';
import { liveNow } from './banner.routes';
import { advertisementPositions as positions, advertisements as banners, advertisementStats as stats } from './banner.table';

/** How often the counted impressions and clicks are written (one statement per flush). */
const FLUSH_MS = 5_000;
/** Events per client address: 60 at once, then two a second (a page shows a few banners, each an impression). */
export const bannerEventLimit = rateLimiter({ burst: 60, perMinute: 120 });
/** Seconds a storefront answer may be cached (a browser or a CDN). */
const CACHE_SECONDS = 60;

const tehranDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran', year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);

/**
 * Impressions and clicks counted in memory and added to the per-day table in batches (an upsert per
 * flush; a banner deleted meanwhile is skipped).
 */
export class BannerCounter {
  private counts = new Map<string, { id: number; day: string; impressions: number; clicks: number }>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly log?: FastifyBaseLogger,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.flush().catch((err) => this.log?.error({ err }, 'banner counts not written')), FLUSH_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flush().catch(() => undefined);
  }

  count(bannerId: number, kind: 'impression' | 'click', at = new Date()): void {
    const day = tehranDay(at);
    const key = `${bannerId}:${day}`;
    const e = this.counts.get(key) ?? this.counts.set(key, { id: bannerId, day, impressions: 0, clicks: 0 }).get(key)!;
    if (kind === 'impression') e.impressions++;
    else e.clicks++;
  }

  /** Adds the counted events to the table in one statement; the number of (banner, day) rows written. */
  async flush(): Promise<number> {
    if (!this.counts.size) return 0;
    const batch = [...this.counts.values()];
    this.counts = new Map();
    const values = sql.join(
      batch.map((e) => sql`(${e.id}::bigint, ${e.day}::date, ${e.impressions}::int, ${e.clicks}::int)`),
      sql`, `,
    );
    try {
      await this.db.execute(sql`
        insert into ${stats} (advertisement_id, day, impressions, clicks)
        select v.id, v.day, v.i, v.c from (values ${values}) as v(id, day, i, c) join ${banners} a on a.id = v.id
        on conflict (advertisement_id, day) do update set impressions = ${stats}.impressions + excluded.impressions, clicks = ${stats}.clicks + excluded.clicks`);
    } catch (err) {
      for (const e of batch) {
        const key = `${e.id}:${e.day}`;
        const x = this.counts.get(key);
        if (x) {
          x.impressions += e.impressions;
          x.clicks += e.clicks;
        } else this.counts.set(key, e);
      }
      throw err;
    }
    return batch.length;
  }
}

const byServer = new WeakMap<object, BannerCounter>();
/** The counter of an app (keyed by its HTTP server). */
export function bannerCounterOf(server: object, db: Db, log?: FastifyBaseLogger): BannerCounter {
  let c = byServer.get(server);
  if (!c) {
    c = new BannerCounter(db, log);
    byServer.set(server, c);
  }
  return c;
}

const keyParams = z.object({ key: z.string().min(1).max(60).meta({ title: contentLabels.banner_position.fields.key }) });
const idParams = z.object({ id: id(contentLabels.banner.one) });
const eventParams = idParams.extend({ kind: z.enum(['impression', 'click']) });

/** A live banner as the storefront shows it. */
interface StoreBanner {
  id: number;
  title: string;
  image: { url: string; width: number | null; height: number | null };
  /** As store menus and sliders present links: the target's name as `title`; null when the shopper may not see the target (a draft product, a hidden page). */
  link: PresentedLink | null;
  new_tab: boolean;
  weight: number;
}

/** The live banners of each position, in memory per node (lib/store-cache.ts; a schedule's start or end shows within the TTL). */
const liveBanners = storeCache<{ position: { key: string; label: string; width: number; height: number }; list: StoreBanner[] } | null>('banners', { ttlMs: 30_000 });

/**
 * The storefront's banners (public): `GET /api/store/banners/{positionKey}` one live banner of an
 * active position picked in proportion to its weight, `…/{positionKey}/all` every live one (the shop
 * picks itself), `POST /api/store/banners/{id}/impression|click` counts an event (rate-limited per IP).
 */
export const bannerStoreRoutes: RouteModule = async (app, { db }) => {
  const counter = bannerCounterOf(app.server, db, app.log);
  counter.start();
  app.addHook('onClose', async () => counter.stop());

  clearOnWrite(liveBanners, ['/api/admin/positions', '/api/admin/advertisements']);
  const liveOf = (key: string) => liveBanners.get(key, () => loadLive(key)).then((r) => r ?? Promise.reject(notFound(contentLabels.banner_position.one)));
  const loadLive = async (key: string) => {
    const [position] = await db.select().from(positions).where(and(eq(positions.key, key), eq(positions.status, true)));
    if (!position) return null;
    const rows = await db
      .select({ b: banners, path: media.path, width: media.width, height: media.height })
      .from(banners)
      .innerJoin(media, eq(media.id, banners.imageId))
      .where(and(eq(banners.positionId, position.id), liveNow()))
      .orderBy(asc(banners.id));
    const links = await presentLinks(db, rows.map((r) => r.b.link ?? null), { store: true });
    const list: StoreBanner[] = rows.map((r, i) => ({
      id: r.b.id,
      title: r.b.title,
      image: { url: `/uploads/${r.path}`, width: r.width ?? null, height: r.height ?? null },
      link: links[i] && !links[i]!.broken ? links[i]! : null,
      new_tab: r.b.newTab,
      weight: r.b.weight,
    }));
    return { position: { key: position.key, label: position.label, width: position.width, height: position.height }, list };
  };

  app.get('/api/store/banners/:key', { config: { public: true }, schema: { tags: ['banners'], params: keyParams } }, async (req, reply) => {
    const { position, list } = await liveOf((req.params as { key: string }).key);
    // A pick is one visitor's: a shared cache would show everyone the same banner for a minute.
    reply.header('cache-control', `private, max-age=${CACHE_SECONDS}`);
    return { data: pickByWeight(list, Math.random()) ?? null, position, ...(list.length ? {} : { message: bannerText.noLiveBanner }) };
  });

  app.get('/api/store/banners/:key/all', { config: { public: true }, schema: { tags: ['banners'], params: keyParams } }, async (req, reply) => {
    const { position, list } = await liveOf((req.params as { key: string }).key);
    reply.header('cache-control', `public, max-age=${CACHE_SECONDS}`);
    return { data: list, position };
  });

  app.post('/api/store/banners/:id/:kind', { config: { public: true }, schema: { tags: ['banners'], params: eventParams } }, async (req, reply) => {
    const { id: bannerId, kind } = req.params as z.infer<typeof eventParams>;
    bannerEventLimit.enforce(reply, req.ip || 'unknown', bannerText.tooManyEvents);
    const [b] = await db.select({ id: banners.id }).from(banners).where(eq(banners.id, bannerId));
    if (!b) throw notFound(contentLabels.banner.one);
    counter.count(bannerId, kind);
    return reply.status(202).send({ data: { counted: true } });
  });
};
