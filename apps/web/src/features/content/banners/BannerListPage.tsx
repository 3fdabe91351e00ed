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
const bulkActions = [bulkStatus<Banner>(BANNERS_API, true, 'update_advertise'), bulkStatus<Banner>(BANNERS_API, false, 'update_advertise')];

/**
 * Banners with their counts over a Jalali range: /admin/position/advertisements/{id} — one position's
 * banners under its weight editor — and /admin/advertise — every banner, filtered by position.
 */
export default function BannerListPage() {
  const raw = useParams().positionId;
  const [sp] = useSearchParams();
  const inPosition = raw !== undefined;
  const positionId = raw && /^\d{1,15}$/.test(raw) ? Number(raw) : undefined;
  const filtered = sp.get('position_id');
  const statsOf = inPosition ? positionId : filtered && /^\d{1,15}$/.test(filtered) ? Number(filtered) : undefined;
  const position = useResourceItem<Position>(POSITIONS_API, positionId ?? null);
  const all = useResourceList<Banner>(BANNERS_API, { position_id: positionId, per_page: 100, sort: 'id' }, { enabled: positionId !== undefined });
  const positions = useResourceList<Position>(POSITIONS_API, { per_page: 100, sort: 'id' }, { enabled: !inPosition });
  const stats = useBannerStats(statsOf, sp.get('stats_from') ?? undefined, sp.get('stats_to') ?? undefined);
  const columns = useMemo(() => bannerColumns(stats.data?.data, !inPosition), [stats.data, inPosition]);
  if (inPosition && (positionId === undefined || position.isError)) return <NotFoundPage />;
  if (inPosition && !position.data) return <Skeleton active />;
  const p = position.data;
  const common = {
    apiPath: BANNERS_API,
    also: [POSITIONS_API],
    defaultSort: 'id',
    permission: 'advertise',
    columns,
    createLabel: kit.create(L.one),
    searchable: true,
    searchPlaceholder: kit.search(L.many),
    rowName: (r: Banner) => r.title,
    deleteNote: (id: number | string) => <HeirNote id={id} />,
    bulkActions,
  };
  if (!p)
    return (
      <ListPage<Banner>
        {...common}
        title={t.allBanners}
        basePath="/advertise"
        filters={[{ name: 'position_id', label: L.fields.position_id, options: (positions.data?.data ?? []).map((x) => ({ value: String(x.id), label: x.label })), width: 200 }, statsFilter]}
      />
    );
  return (
    <ListPage<Banner>
      {...common}
      title={t.bannersOf(p.label)}
      query={{ position_id: p.id }}
      basePath={`/position/advertisements/${p.id}`}
      filters={[statsFilter]}
      beforeToolbar={
        <Typography.Paragraph type="secondary" className="pk-banner-size">
          <span dir="ltr">{p.key}</span> · {t.imageHelp(faDigits(p.width), faDigits(p.height))}
        </Typography.Paragraph>
      }
      beforeTable={<Suspense fallback={<Skeleton active />}>{all.data ? <WeightEditor positionId={p.id} banners={all.data.data} /> : <Skeleton active />}</Suspense>}
    />
  );
}
