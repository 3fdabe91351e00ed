import { and, asc, count, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { PresentedLink } from '@pishkhan/common/links';
import { sliderText } from '@pishkhan/common/i18n/fa/slider';
import { isSliderGroup, SLIDER_GROUP_KEYS, SLIDER_GROUPS, slideSchedule, sliderGroupLabel, type SliderGroupInfo } from '@pishkhan/common/slider';
import type { Db } from '../../../db/client';
import { AppError, validation } from '../../../lib/errors';
import { presentLinks } from '../../../lib/links';
import { clearOnWrite, storeCache } from '../../../lib/store-cache';
import type { ResourceOptions } from '../../../lib/resource-routes';
import { media } from '../../system/uploads/media.table';
import { sliders } from './slider.table';

/** A live slide as the storefront shows it. */
export interface StoreSlide {
  id: number;
  title: string;
  description: string | null;
  image: { url: string; width: number | null; height: number | null };
  link: PresentedLink | null;
}

const liveNow = () => {
  const now = sql`now()`;
  return and(sliders.status, or(isNull(sliders.startsAt), lte(sliders.startsAt, now)), or(isNull(sliders.endsAt), gt(sliders.endsAt, now)));
};

/** Every slide of a group showing now (a link whose target is gone is left out, the slide kept). */
async function loadLiveSlides(db: Db, group: string): Promise<StoreSlide[]> {
  const rows = await db
    .select({ s: sliders, path: media.path, width: media.width, height: media.height })
    .from(sliders)
    .innerJoin(media, eq(media.id, sliders.imageId))
    .where(and(eq(sliders.group, group), liveNow()))
    .orderBy(asc(sliders.position), asc(sliders.id));
  const links = await presentLinks(db, rows.map((r) => r.s.link ?? null), { store: true });
  return rows.map((r, i) => {
    const l = links[i];
    return {
      id: r.s.id,
      title: r.s.title,
      description: r.s.description ?? null,
      image: { url: `/uploads/${r.path}`, width: r.width ?? null, height: r.height ?? null },
      link: l && !l.broken ? l : null,
    };
  });
}

/** Each group's live slides, in memory per node (lib/store-cache.ts; a schedule's start or end shows within the TTL). */
const liveSlides = storeCache<StoreSlide[]>('sliders');

/**
 * Slides (the `slider` definition): presented with their place in the schedule, the end of the
 * window after its start, and `GET /api/admin/sliders/groups` — the groups with their recommended
 * picture size and how many slides each has (and shows now).
 */
export const sliderOptions: ResourceOptions = {
  computed: { schedule: (r) => slideSchedule({ status: r.status, starts_at: r.startsAt, ends_at: r.endsAt }) },
  beforeWrite: async (_tx, values, existing) => {
    const starts = (values.startsAt !== undefined ? values.startsAt : existing?.startsAt) as Date | null;
    const ends = (values.endsAt !== undefined ? values.endsAt : existing?.endsAt) as Date | null;
    if (starts && ends && ends.getTime() <= starts.getTime()) throw validation({ ends_at: sliderText.endBeforeStart });
  },
  extra: (app, { db }) => {
    clearOnWrite(liveSlides, ['/api/admin/sliders']);
    // The storefront: a group's live slides in their order (status on, inside their window), from memory.
    app.get('/api/store/sliders/:group', { config: { public: true }, schema: { tags: ['sliders'] } }, async (req, reply) => {
      const group = String((req.params as { group: string }).group);
      if (!isSliderGroup(group)) throw new AppError(404, 'not_found', sliderText.unknownGroup);
      const data = await liveSlides.get(group, () => loadLiveSlides(db, group));
      reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=300');
      return { data, group: { key: group, label: sliderGroupLabel(group), ...SLIDER_GROUPS[group] } };
    });
    app.get('/api/admin/sliders/groups', { config: { permission: 'read_slider' }, schema: { tags: ['sliders'] } }, async () => {
      const live = liveNow();
      const rows = await db
        .select({ group: sliders.group, n: count(), live: sql<number>`count(*) filter (where ${live})`.mapWith(Number) })
        .from(sliders)
        .groupBy(sliders.group);
      const by = new Map(rows.map((r) => [r.group, r]));
      const data: SliderGroupInfo[] = SLIDER_GROUP_KEYS.map((key) => ({
        key,
        label: sliderGroupLabel(key),
        ...SLIDER_GROUPS[key],
        count: by.get(key)?.n ?? 0,
        live: by.get(key)?.live ?? 0,
      }));
      return { data };
    });
  },
};
