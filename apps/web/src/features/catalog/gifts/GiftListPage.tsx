import { giftsText as t } from '@pishkhan/common/i18n/fa/merch-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { Avatar, Tag } from 'antd';
import { dateColumn, ListPage, standardBulk, statusColumn, statusOptions, type ListColumn } from '../../../components/crud';
import { formatJalali } from '../../../components/inputs/jalali/format';
import { faDigits } from '../../../app/format';
import { GIFTS_API, type Gift } from './gift.api';

const columns: ListColumn<Gift>[] = [
  { key: 'image', title: t.image, dataIndex: 'image', width: 64, render: (img: Gift['image'], r) => <Avatar shape="square" src={img?.url ?? undefined}>{r.name.slice(0, 1)}</Avatar> },
  { key: 'name', title: t.name, dataIndex: 'name', sortKey: 'name' },
  {
    key: 'period',
    title: t.period,
    render: (_: unknown, r) => `${r.starts_at ? formatJalali(r.starts_at, 'datetime') : '—'} ← ${r.ends_at ? formatJalali(r.ends_at, 'datetime') : '—'}`,
  },
  { key: 'products', title: t.productsCount, render: (_: unknown, r) => faDigits(r.product_ids.length) },
  { key: 'active', title: t.active, render: (_: unknown, r) => (r.active ? <Tag color="green">{t.activeNow}</Tag> : <Tag>{t.notActive}</Tag>) },
  statusColumn<Gift>(),
  dateColumn<Gift>(),
];

export default function GiftListPage() {
  return (
    <ListPage<Gift>
      title={t.title}
      apiPath={GIFTS_API}
      permission="product"
      basePath="/gifts"
      columns={columns}
      createLabel={t.create}
      searchPlaceholder={t.searchPlaceholder}
      filters={[{ name: 'status', label: crudText.status, options: statusOptions }]}
      bulkActions={standardBulk<Gift>(GIFTS_API, 'product')}
      rowName={(r) => r.name}
    />
  );
}
