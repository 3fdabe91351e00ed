import { and, count, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { sliderText } from '@pishkhan/common/i18n/fa/slider';
import { SLIDER_GROUP_KEYS, SLIDER_GROUPS, slideSchedule, sliderGroupLabel, type SliderGroupInfo } from '@pishkhan/common/slider';
import { validation } from '../../../lib/errors';
import type { ResourceOptions } from '../../../lib/resource-routes';
import { sliders } from './slider.table';

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
    app.get('/api/admin/sliders/groups', { config: { permission: 'read_slider' }, schema: { tags: ['sliders'] } }, async () => {
      const now = sql`now()`;
      const live = and(sliders.status, or(isNull(sliders.startsAt), lte(sliders.startsAt, now)), or(isNull(sliders.endsAt), gt(sliders.endsAt, now)));
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
