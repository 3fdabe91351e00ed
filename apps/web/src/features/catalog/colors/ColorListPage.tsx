import { colorsText as t } from '@pishkhan/common/i18n/fa/screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { dateColumn, type ListColumn, ListPage, ltrColumn, standardBulk, statusColumn, statusOptions } from '../../../components/crud';
import { COLORS_API, type Color } from './color.api';

const columns: ListColumn<Color>[] = [
  {
    key: 'swatch',
    title: t.swatch,
    dataIndex: 'code',
    width: 72,
    render: (code: string) => <span className="pk-swatch" style={{ backgroundColor: code }} aria-hidden />,
  },
  { key: 'name', title: t.name, dataIndex: 'name', sortKey: 'name' },
  ltrColumn<Color>('code', t.code, { sortKey: 'code' }),
  statusColumn<Color>(),
  dateColumn<Color>(),
];

const bulk = standardBulk<Color>(COLORS_API, 'color');

/** /admin/color — the search text comes from ?q= (spec §2). */
export default function ColorListPage() {
  return (
    <ListPage<Color>
      title={t.title}
      apiPath={COLORS_API}
      permission="color"
      basePath="/color"
      columns={columns}
      createLabel={t.create}
      searchPlaceholder={t.searchPlaceholder}
      filters={[{ name: 'status', label: crudText.status, options: statusOptions }]}
      bulkActions={bulk}
      rowName={(r) => r.name}
    />
  );
}
