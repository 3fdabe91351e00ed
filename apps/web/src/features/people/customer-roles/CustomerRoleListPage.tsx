import { peopleLabels } from '@pishkhan/common/i18n/fa/people-labels';
import { customerRoleText as t } from '@pishkhan/common/i18n/fa/people-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { Link } from 'react-router';
import { formatNumber } from '../../../app/format';
import { useCan } from '../../../app/session';
import { bulkDelete, dateColumn, ListPage, YesNoTag, type ListColumn } from '../../../components/crud';
import { CUSTOMER_ROLES_API, type CustomerRole } from './customer-role.api';

const L = peopleLabels.customerRole;

/** /admin/customer_roles — name, early access, members; delete refused (409) while customers hold it. */
export default function CustomerRoleListPage() {
  const can = useCan();
  const columns: ListColumn<CustomerRole>[] = [
    { key: 'name', title: L.name, dataIndex: 'name', sortKey: 'name' },
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
    { key: 'see_unpublished', title: t.seeUnpublishedShort, dataIndex: 'see_unpublished', render: (v: boolean) => <YesNoTag value={v} /> },
    {
      key: 'customers_count',
      title: t.customersCount,
      dataIndex: 'customers_count',
      render: (n: number, r: CustomerRole) => (can('read_customer') && n > 0 ? <Link to={`/customers?role_id=${r.id}`}>{formatNumber(n)}</Link> : formatNumber(n)),
    },
    dateColumn<CustomerRole>(),
  ];
  return (
    <ListPage<CustomerRole>
      title={t.title}
      apiPath={CUSTOMER_ROLES_API}
      permission="customer"
      basePath="/customer_roles"
      columns={columns}
      createLabel={t.create}
      searchPlaceholder={t.searchPlaceholder}
      bulkActions={[bulkDelete<CustomerRole>(CUSTOMER_ROLES_API, 'delete_customer')]}
      rowName={(r) => r.name}
      also={['/api/admin/customers']}
    />
  );
}
