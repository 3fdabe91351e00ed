import { customerRoleText as t } from '@pishkhan/common/i18n/fa/people-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { customerRoleResource } from '@pishkhan/common/resources/customer-role.resource';
import { Link } from 'react-router';
import { formatNumber } from '../../../app/format';
import type { ResourceScreen } from '../../../app/routing';
import { useCan } from '../../../app/session';
import { YesNoTag } from '../../../components/crud/columns';
import type { CustomerRole } from './customer-role.api';

/** The members of a role, linked to the customers list filtered by it. */
function Members({ role }: { role: CustomerRole }) {
  const can = useCan();
  const n = role.customers_count;
  return can('read_customer') && n > 0 ? <Link to={`/customers?role_id=${role.id}`}>{formatNumber(n)}</Link> : <>{formatNumber(n)}</>;
}

/** The list of /admin/customer_roles: name, description, early access, the role's percentage off, members (linked to the customers list). */
const screen: ResourceScreen = {
  columns: [
    'name',
    { key: 'description', title: customerRoleResource.fields.description.label, dataIndex: 'description', render: (v: string | null) => (v ? <span className="pk-ellipsis" title={v}>{v}</span> : crudText.none) },
    { key: 'see_unpublished', title: t.seeUnpublishedShort, dataIndex: 'see_unpublished', render: (v: boolean) => <YesNoTag value={v} /> },
    { key: 'discount_percent', title: t.discountPercentShort, dataIndex: 'discount_percent', render: (v: number) => (v ? t.percent(formatNumber(v)) : crudText.none) },
    { key: 'customers_count', title: t.customersCount, dataIndex: 'customers_count', render: (_: number, r) => <Members role={r as CustomerRole} /> },
    'created_at',
  ],
};
export default screen;
