import { bannerText as t } from '@pishkhan/common/i18n/fa/banners';
import { contentLabels } from '@pishkhan/common/i18n/fa/content-labels';
import { resourceKitText as kit } from '@pishkhan/common/i18n/fa/resource-kit';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { bulkStatus, ListPage, useResourceList } from '../../../components/crud';
import { BANNERS_API, POSITIONS_API, type Banner, type Position } from './banner.api';
import { bannerColumns, statsFilter, useBannerStats } from './bannerParts';
import { HeirNote } from './HeirNote';
import './banners.css';

const L = contentLabels.banner;

/** /admin/advertise: every banner with its position, filtered by position; counts over a Jalali range. */
export default function AllBannersPage() {
  const [sp] = useSearchParams();
  const positions = useResourceList<Position>(POSITIONS_API, { per_page: 100, sort: 'id' });
  const filtered = sp.get('position_id');
  const stats = useBannerStats(filtered && /^\d{1,15}$/.test(filtered) ? Number(filtered) : undefined, sp.get('stats_from') ?? undefined, sp.get('stats_to') ?? undefined);
  const columns = useMemo(() => bannerColumns(stats.data?.data, true), [stats.data]);
  const options = (positions.data?.data ?? []).map((p) => ({ value: String(p.id), label: p.label }));
  return (
    <ListPage<Banner>
      title={t.allBanners}
      apiPath={BANNERS_API}
      also={[POSITIONS_API]}
      defaultSort="id"
      permission="advertise"
      basePath="/advertise"
      columns={columns}
      createLabel={kit.create(L.one)}
      searchable
      searchPlaceholder={kit.search(L.many)}
      filters={[{ name: 'position_id', label: L.fields.position_id, options, width: 200 }, statsFilter]}
      rowName={(r) => r.title}
      deleteNote={(id) => <HeirNote id={id} />}
      bulkActions={[bulkStatus<Banner>(BANNERS_API, true, 'update_advertise'), bulkStatus<Banner>(BANNERS_API, false, 'update_advertise')]}
    />
  );
}
