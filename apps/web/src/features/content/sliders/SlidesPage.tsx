import { PictureOutlined } from '@ant-design/icons';
import { resourceKitText as kit } from '@pishkhan/common/i18n/fa/resource-kit';
import { sliderText as t } from '@pishkhan/common/i18n/fa/slider';
import { linkText } from '@pishkhan/common/i18n/fa/links';
import { contentLabels } from '@pishkhan/common/i18n/fa/content-labels';
import { linkSummary } from '@pishkhan/common/links';
import { isSliderGroup } from '@pishkhan/common/slider';
import { useQuery } from '@tanstack/react-query';
import { Card, Tag, Typography } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { api, type ListResponse } from '../../../app/api';
import { faDigits, formatDateTime } from '../../../app/format';
import { NotFoundPage } from '../../../app/pages/StatusPages';
import { bulkStatus, ListPage, statusColumn, StatusTag, type ListColumn } from '../../../components/crud';
import type { SortButtonProps } from '../../../components/crud/SortButton';
import { SliderPreview } from './SliderPreview';
import { SLIDERS_API, type Slide } from './slider.api';
import { useSliderGroups } from './useSliderGroups';
import './sliders.css';

const SortButton = lazy(() => import('../../../components/crud/SortButton').then((m) => ({ default: m.SortButton as (p: SortButtonProps<Slide>) => ReactNode })));

const L = contentLabels.slider;
const SCHEDULE_COLORS = { live: 'success', scheduled: 'processing', expired: 'warning', off: 'default' } as const;

/** A slide's place in its schedule and its window in Jalali dates. */
export function ScheduleCell({ slide }: { slide: Slide }) {
  const window = [slide.starts_at ? t.from(formatDateTime(slide.starts_at)) : null, slide.ends_at ? t.until(formatDateTime(slide.ends_at)) : null].filter(Boolean);
  return (
    <>
      <Tag color={SCHEDULE_COLORS[slide.schedule]}>{t.scheduleStates[slide.schedule]}</Tag>
      <span className="pk-slide-window">{window.length ? window.join(' ') : t.always}</span>
    </>
  );
}

const columns: ListColumn<Slide>[] = [
  {
    key: 'image',
    title: L.fields.image_id,
    width: 112,
    render: (_: unknown, r: Slide) => (r.image ? <img src={r.image.url} alt={r.title} className="pk-slide-thumb" loading="lazy" /> : <PictureOutlined aria-label={kit.noImage(L.fields.image_id)} />),
  },
  {
    key: 'title',
    dataIndex: 'title',
    title: L.fields.title,
    render: (v: string, r: Slide) => (
      <>
        <Typography.Text strong>{v}</Typography.Text>
        {/* On a phone the schedule column is off screen: a slide not shown now says so beside its title. */}
        {r.schedule !== 'live' ? <Tag color={SCHEDULE_COLORS[r.schedule]} className="pk-slide-state-inline">{t.scheduleStates[r.schedule]}</Tag> : null}
        {r.description ? <Typography.Paragraph type="secondary" ellipsis={{ rows: 1 }} className="pk-slide-desc">{r.description}</Typography.Paragraph> : null}
      </>
    ),
  },
  {
    key: 'link',
    title: L.fields.link,
    render: (_: unknown, r: Slide) => (r.link?.url ? <span dir="ltr">{r.link.url}</span> : r.link?.broken ? <Tag color="error">{linkText.broken}</Tag> : linkSummary(r.link)),
  },
  { key: 'schedule', title: t.schedule, render: (_: unknown, r: Slide) => <ScheduleCell slide={r} /> },
  statusColumn<Slide>('status', L.fields.status),
];

/** /admin/slider/{group}: the group's slides in their order, a preview of what the shop shows now, drag-and-drop order. */
export default function SlidesPage() {
  const group = useParams().group ?? '';
  const groups = useSliderGroups();
  const info = groups.data?.data.find((g) => g.key === group);
  const shown = useQuery({
    queryKey: [SLIDERS_API, 'preview', group],
    queryFn: () => api.get<ListResponse<Slide>>(SLIDERS_API, { group, sort: 'position', per_page: 100 }),
    enabled: isSliderGroup(group),
  });
  if (!isSliderGroup(group)) return <NotFoundPage />;
  const live = (shown.data?.data ?? []).filter((s) => s.schedule === 'live' && s.image).map((s) => ({ id: s.id, title: s.title, description: s.description, url: s.image!.url }));
  return (
    <ListPage<Slide>
      title={info ? t.slidesOf(info.label) : L.many}
      apiPath={SLIDERS_API}
      query={{ group }}
      defaultSort="position"
      permission="slider"
      basePath={`/slider/${group}`}
      columns={columns}
      createLabel={kit.create(L.one)}
      searchable
      searchPlaceholder={kit.search(L.many)}
      rowName={(r) => r.title}
      bulkActions={[bulkStatus<Slide>(SLIDERS_API, true, 'update_slider'), bulkStatus<Slide>(SLIDERS_API, false, 'update_slider')]}
      headerExtra={
        <Suspense fallback={null}>
          <SortButton
            apiPath={SLIDERS_API}
            query={{ group }}
            orderPath={`${SLIDERS_API}/sort`}
            method="post"
            permission="update_slider"
            text={{ sort: kit.sort, sortTitle: kit.sortTitle(L.many), sortHelp: kit.sortHelp, saveOrder: kit.saveOrder, sortSaved: kit.sortSaved(L.many) }}
            title={(r) => r.title}
            renderItem={(r) => (
              <span>
                {r.title} {!r.status ? <StatusTag value={false} /> : r.schedule !== 'live' ? <Tag>{t.scheduleStates[r.schedule]}</Tag> : null}
              </span>
            )}
          />
        </Suspense>
      }
      beforeTable={
        <Card size="small" className="pk-slider-preview" title={t.preview}>
          <SliderPreview slides={live} width={info?.width ?? 1920} height={info?.height ?? 600} />
          {info ? <Typography.Text type="secondary" className="pk-slider-size">{t.imageHelp(faDigits(info.width), faDigits(info.height))}</Typography.Text> : null}
        </Card>
      }
    />
  );
}
