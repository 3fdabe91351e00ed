import { bannerText as t } from '@pishkhan/common/i18n/fa/banners';
import { contentLabels } from '@pishkhan/common/i18n/fa/content-labels';
import { resourceKitText as kit } from '@pishkhan/common/i18n/fa/resource-kit';
import { Skeleton, Typography } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { faDigits } from '../../../app/format';
import { NotFoundPage } from '../../../app/pages/StatusPages';
import { bulkStatus, ListPage, useResourceItem, useResourceList } from '../../../components/crud';
import { BANNERS_API, POSITIONS_API, type Banner, type Position } from './banner.api';
import { bannerColumns, statsFilter, useBannerStats } from './bannerParts';
import { HeirNote } from './HeirNote';
import './banners.css';

const L = contentLabels.banner;
// The editor (number inputs) is loaded beside the list, not with it.
const WeightEditor = lazy(() => import('./WeightEditor').then((m) => ({ default: m.WeightEditor })));

/** /admin/position/advertisements/{id}: a position's banners, the weight editor, their counts over a Jalali range. */
export default function PositionBannersPage() {
  const raw = useParams().positionId ?? '';
  const positionId = /^\d{1,15}$/.test(raw) ? Number(raw) : undefined;
  const [sp] = useSearchParams();
  const position = useResourceItem<Position>(POSITIONS_API, positionId ?? '');
  const all = useResourceList<Banner>(BANNERS_API, { position_id: positionId, per_page: 100, sort: 'id' }, { enabled: positionId !== undefined });
  const stats = useBannerStats(positionId, sp.get('stats_from') ?? undefined, sp.get('stats_to') ?? undefined);
  const columns = useMemo(() => bannerColumns(stats.data?.data, false), [stats.data]);
  if (positionId === undefined || position.isError) return <NotFoundPage />;
  if (!position.data) return <Skeleton active />;
  const p = position.data;
  return (
    <ListPage<Banner>
      title={t.bannersOf(p.label)}
      apiPath={BANNERS_API}
      also={[POSITIONS_API]}
      query={{ position_id: positionId }}
      defaultSort="id"
      permission="advertise"
      basePath={`/position/advertisements/${positionId}`}
      columns={columns}
      createLabel={kit.create(L.one)}
      searchable
      searchPlaceholder={kit.search(L.many)}
      filters={[statsFilter]}
      rowName={(r) => r.title}
      deleteNote={(id) => <HeirNote id={id} />}
      bulkActions={[bulkStatus<Banner>(BANNERS_API, true, 'update_advertise'), bulkStatus<Banner>(BANNERS_API, false, 'update_advertise')]}
      beforeToolbar={
        <Typography.Paragraph type="secondary" className="pk-banner-size">
          <span dir="ltr">{p.key}</span> · {t.imageHelp(faDigits(p.width), faDigits(p.height))}
        </Typography.Paragraph>
      }
      beforeTable={<Suspense fallback={<Skeleton active />}>{all.data ? <WeightEditor positionId={positionId} banners={all.data.data} /> : <Skeleton active />}</Suspense>}
    />
  );
}
