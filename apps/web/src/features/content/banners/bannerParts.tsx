import { PictureOutlined } from '@ant-design/icons';
import { bannerText as t } from '@pishkhan/common/i18n/fa/banners';
import { contentLabels } from '@pishkhan/common/i18n/fa/content-labels';
import { linkText } from '@pishkhan/common/i18n/fa/links';
import { resourceKitText as kit } from '@pishkhan/common/i18n/fa/resource-kit';
import { linkSummary } from '@pishkhan/common/links';
import type { BannerStats } from '@pishkhan/common/banners';
import { useQuery } from '@tanstack/react-query';
import { Tag, Typography } from 'antd';
import { endOfDay, startOfDay } from 'date-fns-jalali';
import { api } from '../../../app/api';
import { faDigits, formatDateTime, formatNumber } from '../../../app/format';
import { statusColumn, type FilterContext, type ListColumn, type ListFilter } from '../../../components/crud';
import { inTehran, JalaliRangePicker } from '../../../components/inputs/jalali';
import { BANNER_STATS_API, type Banner, type StatsAnswer } from './banner.api';

const L = contentLabels.banner.fields;
export const SCHEDULE_COLORS = { live: 'success', scheduled: 'processing', expired: 'warning', off: 'default' } as const;

/** The range of the counts in the URL: `stats_from`/`stats_to` (instants of Tehran days); empty = the last 30 days. */
export const statsRange = (ctx: { value: (n: string) => string | undefined }) => ({ from: ctx.value('stats_from'), to: ctx.value('stats_to') });

/** The Jalali range picker of the counts above a banner list. */
export const statsFilter: ListFilter = {
  name: 'stats_from',
  render: (ctx: FilterContext) => {
    const { from, to } = statsRange(ctx);
    return (
      <span className="pk-banner-range">
        <Typography.Text type="secondary">{t.statsRange}</Typography.Text>
        <JalaliRangePicker
          aria-label={t.statsRange}
          value={from && to ? [inTehran(from), inTehran(to)] : null}
          onChange={(range) => {
            const [start, end] = range ?? [];
            ctx.set({ stats_from: start ? startOfDay(inTehran(start)).toISOString() : undefined, stats_to: end ? endOfDay(inTehran(end)).toISOString() : undefined });
          }}
        />
        {from && to ? null : <Typography.Text type="secondary" className="pk-banner-range-default">{t.statsDefault}</Typography.Text>}
      </span>
    );
  },
};

/** The counts of a position's banners (or of every banner) over the range, in one request. */
export function useBannerStats(positionId: number | undefined, from: string | undefined, to: string | undefined) {
  return useQuery({
    queryKey: [BANNER_STATS_API, positionId, from, to],
    queryFn: () => api.get<StatsAnswer>(BANNER_STATS_API, { position_id: positionId, from, to }),
    staleTime: 30_000,
  });
}

const pct = (r: number) => t.percent(faDigits((Math.round(r * 1000) / 10).toString()));

/** A banner's place in its schedule and its window in Jalali dates. */
export function BannerSchedule({ banner }: { banner: Banner }) {
  const window = [banner.starts_at ? t.from(formatDateTime(banner.starts_at)) : null, banner.ends_at ? t.until(formatDateTime(banner.ends_at)) : null].filter(Boolean);
  return (
    <>
      <Tag color={SCHEDULE_COLORS[banner.schedule]}>{t.scheduleStates[banner.schedule]}</Tag>
      <span className="pk-banner-window">{window.length ? window.join(' ') : t.always}</span>
    </>
  );
}

export const BannerThumb = ({ banner }: { banner: Pick<Banner, 'image' | 'title'> }) =>
  banner.image ? <img src={banner.image.url} alt={banner.title} className="pk-banner-thumb" loading="lazy" /> : <PictureOutlined aria-label={kit.noImage(L.image_id)} />;

/** The columns of a banner list; `stats` the counts by id, `withPosition` adds the position's name. */
export function bannerColumns(stats: Record<string, BannerStats> | undefined, withPosition: boolean): ListColumn<Banner>[] {
  const s = (r: Banner) => stats?.[String(r.id)];
  return [
    { key: 'image', title: L.image_id, width: 112, render: (_: unknown, r: Banner) => <BannerThumb banner={r} /> },
    {
      key: 'title',
      dataIndex: 'title',
      title: L.title,
      sortKey: 'title',
      render: (v: string, r: Banner) => (
        <>
          <Typography.Text strong>{v}</Typography.Text>
          {r.schedule !== 'live' ? <Tag color={SCHEDULE_COLORS[r.schedule]} className="pk-banner-state-inline">{t.scheduleStates[r.schedule]}</Tag> : null}
          {withPosition && r.position ? <Typography.Text type="secondary" className="pk-banner-sub">{r.position.name}</Typography.Text> : null}
        </>
      ),
    },
    { key: 'link', title: L.link, render: (_: unknown, r: Banner) => (r.link?.url ? <span dir="ltr">{r.link.url}</span> : r.link?.broken ? <Tag color="error">{linkText.broken}</Tag> : linkSummary(r.link)) },
    { key: 'schedule', title: t.schedule, render: (_: unknown, r: Banner) => <BannerSchedule banner={r} /> },
    { key: 'weight', dataIndex: 'weight', title: L.weight, width: 90, sortKey: 'weight', render: (v: number) => t.percent(faDigits(v)) },
    { key: 'impressions', title: t.impressions, width: 90, render: (_: unknown, r: Banner) => (s(r) ? formatNumber(s(r)!.impressions) : '…') },
    { key: 'clicks', title: t.clicks, width: 80, render: (_: unknown, r: Banner) => (s(r) ? formatNumber(s(r)!.clicks) : '…') },
    { key: 'ctr', title: t.ctr, width: 90, render: (_: unknown, r: Banner) => (s(r) ? pct(s(r)!.ctr) : '…') },
    statusColumn<Banner>('status', L.status),
  ];
}
