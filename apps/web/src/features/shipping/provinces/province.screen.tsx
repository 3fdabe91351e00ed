import { provincesText as t } from '@pishkhan/common/i18n/fa/screens';
import { Link } from 'react-router';
import { faDigits } from '../../../app/format';
import type { ResourceScreen } from '../../../app/routing';

/** The screens of /admin/provinces: each province with its cities' count, linked to the cities list filtered by it. */
const screen: ResourceScreen = {
  columns: [
    'name',
    {
      key: 'cities_count',
      title: t.citiesCount,
      dataIndex: 'cities_count',
      render: (n: number, r) => (
        <Link to={`/cities?province_id=${r.id}`} aria-label={t.showCities}>
          {faDigits(n)}
        </Link>
      ),
    },
    'sort_order',
    'status',
  ],
  layout: [['name', 'sort_order'], 'status'],
};
export default screen;
