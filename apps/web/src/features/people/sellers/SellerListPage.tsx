import { peopleLabels } from '@pishkhan/common/i18n/fa/people-labels';
import { sellerText as t } from '@pishkhan/common/i18n/fa/people-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { dateColumn, ListPage, ltrColumn, standardBulk, statusColumn, statusOptions, type ListColumn } from '../../../components/crud';
import { SELLERS_API, type Seller } from './seller.api';

const L = peopleLabels.seller;
const columns: ListColumn<Seller>[] = [
  { key: 'full_name', title: L.full_name, dataIndex: 'full_name', sortKey: 'full_name' },
  ltrColumn<Seller>('national_code', L.national_code),
  ltrColumn<Seller>('mobile', L.mobile),
  {
    key: 'description',
    title: L.description,
    dataIndex: 'description',
    render: (v: string | null) =>
      v ? (
        <span className="pk-ellipsis" title={v}>
          {v}
        </span>
      ) : (
        crudText.none
      ),
  },
  statusColumn<Seller>(),
  dateColumn<Seller>(),
];
const bulk = standardBulk<Seller>(SELLERS_API, 'seller');

/** /admin/sellers — search (name, national code, mobile), status filter, sort, create/edit/delete. */
export default function SellerListPage() {
  return (
    <ListPage<Seller>
      title={t.title}
      apiPath={SELLERS_API}
      permission="seller"
      basePath="/sellers"
      columns={columns}
      createLabel={t.create}
      searchPlaceholder={t.searchPlaceholder}
      filters={[{ name: 'status', label: crudText.status, options: statusOptions }]}
      bulkActions={bulk}
      rowName={(r) => r.full_name}
    />
  );
}
