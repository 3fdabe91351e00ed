import { PictureOutlined } from '@ant-design/icons';
import { brandsText as t } from '@pishkhan/common/i18n/fa/screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { dateColumn, type ListColumn, ListPage, ltrColumn, standardBulk, statusColumn, statusOptions, YesNoTag } from '../../../components/crud';
import { BRANDS_API, type Brand } from './brand.api';

const columns: ListColumn<Brand>[] = [
  {
    key: 'logo',
    title: t.logo,
    width: 72,
    render: (_: unknown, r: Brand) =>
      r.logo ? <img src={r.logo.url} alt={r.name} className="pk-logo-thumb" loading="lazy" /> : <PictureOutlined aria-label={t.noLogo} className="pk-logo-thumb" />,
  },
  { key: 'name', title: t.name, dataIndex: 'name', sortKey: 'name' },
  ltrColumn<Brand>('slug', t.slug),
  { key: 'show_index', title: t.showIndex, dataIndex: 'show_index', render: (v: boolean) => <YesNoTag value={v} /> },
  statusColumn<Brand>(),
  dateColumn<Brand>(),
];
const bulk = standardBulk<Brand>(BRANDS_API, 'brand');

export default function BrandListPage() {
  return (
    <ListPage<Brand>
      title={t.title}
      apiPath={BRANDS_API}
      permission="brand"
      basePath="/brands"
      columns={columns}
      createLabel={t.create}
      searchPlaceholder={t.searchPlaceholder}
      filters={[
        { name: 'status', label: crudText.status, options: statusOptions },
        { name: 'show_index', label: t.showIndex, options: [{ value: 'true', label: crudText.yes }, { value: 'false', label: crudText.no }], width: 190 },
      ]}
      bulkActions={bulk}
      rowName={(r) => r.name}
    />
  );
}
