import { DeleteOutlined, EyeOutlined } from '@ant-design/icons';
import { customerListText as t } from '@pishkhan/common/i18n/fa/people-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { formatMoney } from '@pishkhan/common/text';
import { App, Button, Tag, Tooltip } from 'antd';
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import { api, type DataResponse } from '../../../app/api';
import { faDigits } from '../../../app/format';
import { useSession } from '../../../app/session';
import { dateColumn, DateRangeFilter, ExportButton, ListPage, ltrColumn, ResourceSelect, statusColumn, statusOptions, type BulkAction, type ListColumn, type ListFilter } from '../../../components/crud';
import { CUSTOMER_ROLES_API } from '../customer-roles/customer-role.api';
import { CUSTOMERS_API, CUSTOMERS_BULK_DELETE_API, CUSTOMERS_EXPORT_API, customerName, type Customer } from './customer.api';
import { customerDeleteMessage } from './customerDeleteMessage';

const yesNo = (yes: string, no: string) => [
  { value: 'true', label: yes },
  { value: 'false', label: no },
];


/** /admin/customers — search, filters, sort, Excel export, delete (or deactivate). */
export default function CustomerListPage() {
  const { home, featureOn, can } = useSession();
  const { message } = App.useApp();
  const unit = home.unit_label;
  const roles = featureOn('customer_roles');

  const columns: ListColumn<Customer>[] = useMemo(
    () => [
      {
        key: 'last_name',
        title: t.name,
        sortKey: 'last_name',
        render: (_: unknown, r: Customer) => <Link to={`/customers/show/${r.id}`}>{r.full_name?.trim() || <span className="pk-muted">{t.noName}</span>}</Link>,
      },
      ltrColumn<Customer>('mobile', t.mobile, { sortKey: 'mobile' }),
      ltrColumn<Customer>('national_code', t.nationalCode),
      ...(roles
        ? [{ key: 'role', title: t.role, render: (_: unknown, r: Customer) => (r.role ? <Tag color="blue">{r.role.name}</Tag> : crudText.none) } as ListColumn<Customer>]
        : []),
      {
        key: 'balance',
        title: t.balance,
        sortKey: 'balance',
        render: (_: unknown, r: Customer) => <span className="pk-nowrap">{formatMoney(r.wallet?.balance ?? 0, unit)}</span>,
      },
      statusColumn<Customer>('status', crudText.status),
      dateColumn<Customer>('created_at', t.registeredAt),
    ],
    [roles, unit],
  );

  const filters: ListFilter[] = [
    { name: 'status', label: crudText.status, options: statusOptions },
    ...(roles
      ? [
          {
            name: 'role_id',
            render: (ctx) => (
              <ResourceSelect
                apiPath={CUSTOMER_ROLES_API}
                placeholder={t.allRoles}
                aria-label={t.role}
                style={{ minWidth: 160 }}
                value={ctx.value('role_id') ? Number(ctx.value('role_id')) : undefined}
                onChange={(v) => ctx.set({ role_id: v as number | undefined })}
              />
            ),
          } satisfies ListFilter,
        ]
      : []),
    { name: 'has_balance', label: t.hasBalance, options: yesNo(t.withBalance, t.withoutBalance), width: 150 },
    { name: 'newsletter', label: t.newsletter, options: yesNo(t.newsletterYes, t.newsletterNo), width: 150 },
    { name: 'from', render: (ctx) => <DateRangeFilter ctx={ctx} label={t.registeredRange} /> },
  ];

  const bulk: BulkAction<Customer>[] = useMemo(
    () => [
      {
        key: 'delete',
        label: crudText.bulkDelete,
        danger: true,
        icon: <DeleteOutlined />,
        permission: 'delete_customer',
        confirm: (n) => crudText.bulkDeleteConfirm(faDigits(n)),
        run: async (ids) => {
          const res = await api.post<DataResponse<{ deleted: number; deactivated: number }>>(CUSTOMERS_BULK_DELETE_API, { ids });
          if (res.data.deactivated > 0) message.info(t.bulkDeactivated(faDigits(res.data.deactivated)));
        },
      },
    ],
    [message],
  );

  const rowActions = useCallback(
    (r: Customer) => (
      <Tooltip title={t.show}>
        <Link to={`/customers/show/${r.id}`} aria-label={t.show}>
          <Button type="text" icon={<EyeOutlined />} aria-label={t.show} tabIndex={-1} />
        </Link>
      </Tooltip>
    ),
    [],
  );

  return (
    <ListPage<Customer>
      title={t.title}
      apiPath={CUSTOMERS_API}
      permission="customer"
      basePath="/customers"
      columns={columns}
      createLabel={t.create}
      searchPlaceholder={t.searchPlaceholder}
      headerExtra={can('read_customer') ? <ExportButton path={CUSTOMERS_EXPORT_API} label={t.export} fileName={t.exportFileName} /> : null}
      filters={filters}
      bulkActions={bulk}
      rowActions={rowActions}
      rowName={(r) => customerName(r)}
      deleteMessage={customerDeleteMessage}
    />
  );
}
