import { provincesText as t } from '@pishkhan/common/i18n/fa/screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { Link } from 'react-router';
import { faDigits } from '../../../app/format';
import { type ListColumn, ListPage, standardBulk, statusColumn, statusOptions } from '../../../components/crud';
import { PROVINCES_API, type Province } from './province.api';

const columns: ListColumn<Province>[] = [
  { key: 'name', title: t.name, dataIndex: 'name', sortKey: 'name' },
  {
    key: 'cities_count',
    title: t.citiesCount,
    dataIndex: 'cities_count',
    render: (n: number, r: Province) => (
      <Link to={`/cities?province_id=${r.id}`} aria-label={t.showCities}>
        {faDigits(n)}
      </Link>
    ),
  },
  { key: 'sort_order', title: t.sortOrder, dataIndex: 'sort_order', sortKey: 'sort_order', render: (n: number) => faDigits(n ?? 0) },
  statusColumn<Province>(),
];
const API = PROVINCES_API;
const bulk = standardBulk<Province>(API, 'area');

export default function ProvinceListPage() {
  return (
    <ListPage<Province>
      title={t.title}
      apiPath={API}
      permission="area"
      basePath="/provinces"
      columns={columns}
      createLabel={t.create}
      searchPlaceholder={t.searchPlaceholder}
      filters={[{ name: 'status', label: crudText.status, options: statusOptions }]}
      bulkActions={bulk}
      rowName={(r) => r.name}
      also={['/api/admin/cities']}
    />
  );
}
