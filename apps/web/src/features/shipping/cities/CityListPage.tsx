import { citiesText as t } from '@pishkhan/common/i18n/fa/screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { type ListColumn, ListPage, ltrColumn, ResourceSelect, standardBulk, statusColumn, statusOptions } from '../../../components/crud';
import { PROVINCES_API } from '../provinces/province.api';
import { CITIES_API, type City } from './city.api';

const columns: ListColumn<City>[] = [
  { key: 'name', title: t.name, dataIndex: 'name', sortKey: 'name' },
  { key: 'province_id', title: t.province, sortKey: 'province_id', render: (_: unknown, r: City) => r.province?.name ?? '' },
  ltrColumn<City>('post_code', t.postCode),
  statusColumn<City>(),
];
const bulk = standardBulk<City>(CITIES_API, 'area');

/** /admin/cities — filtered by province (?province_id=). */
export default function CityListPage() {
  return (
    <ListPage<City>
      title={t.title}
      apiPath={CITIES_API}
      permission="area"
      basePath="/cities"
      columns={columns}
      createLabel={t.create}
      searchPlaceholder={t.searchPlaceholder}
      filters={[
        {
          name: 'province_id',
          render: (ctx) => (
            <ResourceSelect
              apiPath={PROVINCES_API}
              query={{ sort: 'name' }}
              placeholder={t.allProvinces}
              aria-label={t.province}
              style={{ minWidth: 180 }}
              value={ctx.value('province_id') ? Number(ctx.value('province_id')) : undefined}
              onChange={(v) => ctx.set({ province_id: v as number | undefined })}
            />
          ),
        },
        { name: 'status', label: crudText.status, options: statusOptions },
      ]}
      bulkActions={bulk}
      rowName={(r) => r.name}
      also={[PROVINCES_API]}
    />
  );
}
