import { DeleteOutlined, EditOutlined, EnvironmentOutlined, DisconnectOutlined, MinusOutlined, PlusOutlined, QuestionCircleOutlined, SendOutlined } from '@ant-design/icons';
import { genderLabels, peopleLabels } from '@pishkhan/common/i18n/fa/people-labels';
import { customerListText, customerShowText as t, transactionText } from '@pishkhan/common/i18n/fa/people-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { formatMoney } from '@pishkhan/common/text';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Empty, Popconfirm, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { api, errorMessage, type ListResponse } from '../../../app/api';
import { faDigits, formatDate, formatDateTime, formatNumber } from '../../../app/format';
import { useSession } from '../../../app/session';
import { Ltr, StatusTag, YesNoTag } from '../../../components/crud/columns';
import { DeleteButton } from '../../../components/crud/DeleteButton';
import { ItemFallback } from '../../../components/crud/ItemFallback';
import { PageHeader } from '../../../components/crud/PageHeader';
import { listPagination } from '../../../components/crud/pagination';
import { useResourceItem } from '../../../components/crud/useResource';
import { TRANSACTIONS_API, type Transaction } from '../../wallet/transactions/transaction.api';
import { Stat } from '../../wallet/transactions/Stat';
import { transactionColumns } from '../../wallet/transactions/transactionColumns';
import { lazyPart } from '../../../components/crud/lazyPart';
import { addressesApi, CUSTOMERS_API, customerName, customerSessionsRevokeApi, customerPurchasesApi, type Address, type CustomerDetail, type Purchase, type PurchasesResponse } from './customer.api';
import { customerDeleteMessage } from './customerDeleteMessage';
import './customers.css';

const CreateWithdrawModal = lazyPart(() => import('../../wallet/withdraws/CreateWithdrawModal').then((m) => m.CreateWithdrawModal));
const AddressModal = lazyPart(() => import('./AddressModal').then((m) => m.AddressModal));
const WalletModal = lazyPart(() => import('./WalletModal').then((m) => m.WalletModal));

const L = peopleLabels.customer;
const none = <Typography.Text type="secondary">{crudText.none}</Typography.Text>;
const ltrOr = (v: string | null | undefined) => (v ? <Ltr>{v}</Ltr> : none);

function BankValue({ value, bank }: { value: string | null; bank: string | null }) {
  if (!value) return none;
  return (
    <span>
      <Ltr>{value}</Ltr>
      {bank ? <div className="pk-muted">{bank}</div> : null}
    </span>
  );
}

function ProfileCard({ c, roles }: { c: CustomerDetail; roles: boolean }) {
  return (
    <Card title={t.profile} className="pk-show-card">
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} colon={false}>
        <Descriptions.Item label={L.mobile}>{ltrOr(c.mobile)}</Descriptions.Item>
        <Descriptions.Item label={L.email}>{ltrOr(c.email)}</Descriptions.Item>
        <Descriptions.Item label={L.national_code}>{ltrOr(c.national_code)}</Descriptions.Item>
        <Descriptions.Item label={L.gender}>{c.gender ? (c.gender_label ?? genderLabels[c.gender]) : none}</Descriptions.Item>
        <Descriptions.Item label={L.birth_date}>{c.birth_date ? formatDate(c.birth_date + 'T12:00:00Z') : none}</Descriptions.Item>
        {roles ? <Descriptions.Item label={L.role_id}>{c.role ? <Tag color="blue">{c.role.name}</Tag> : none}</Descriptions.Item> : null}
        <Descriptions.Item label={L.card_number}>
          <BankValue value={c.card_number} bank={c.card_bank} />
        </Descriptions.Item>
        <Descriptions.Item label={L.sheba}>
          <BankValue value={c.sheba} bank={c.sheba_bank} />
        </Descriptions.Item>
        <Descriptions.Item label={L.newsletter}>
          <YesNoTag value={c.newsletter} />
        </Descriptions.Item>
        <Descriptions.Item label={L.status}>
          <StatusTag value={c.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t.hasPassword}>{c.has_password ? t.passwordSet : t.passwordNotSet}</Descriptions.Item>
        <Descriptions.Item label={L.created_at}>{formatDateTime(c.created_at)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

function WalletCard({ c }: { c: CustomerDetail }) {
  const { home, can, featureOn } = useSession();
  const unit = home.unit_label;
  const [modal, setModal] = useState<'credit' | 'debit' | 'withdraw' | null>(null);
  const name = customerName(c);
  const w = c.wallet;
  return (
    <Card title={t.wallet} className="pk-show-card" data-testid="wallet-card">
      <Stat title={t.balance} size="lg" testId="wallet-balance">
        {formatMoney(w.balance, unit)}
      </Stat>
      <div className="pk-wallet-parts">
        <Stat title={t.giftBalance}>{formatMoney(w.gift_balance, unit)}</Stat>
        <Stat title={t.withdrawable}>{formatMoney(w.withdrawable, unit)}</Stat>
      </div>
      <Space wrap className="pk-wallet-actions">
        {can('credit_wallet') ? (
          <>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setModal('credit')}>
              {t.credit}
            </Button>
            <Button danger icon={<MinusOutlined />} onClick={() => setModal('debit')} disabled={w.balance <= 0}>
              {t.debit}
            </Button>
          </>
        ) : null}
        {can('create_withdraw') && featureOn('withdraws') ? (
          <Button icon={<SendOutlined />} onClick={() => setModal('withdraw')} disabled={w.withdrawable <= 0}>
            {t.requestWithdraw}
          </Button>
        ) : null}
      </Space>
      {modal === 'credit' || modal === 'debit' ? (
        <WalletModal customerId={c.id} customerName={name} wallet={w} kind={modal} onClose={() => setModal(null)} />
      ) : null}
      {modal === 'withdraw' ? <CreateWithdrawModal customer={{ id: c.id, name, withdrawable: w.withdrawable }} onClose={() => setModal(null)} /> : null}
    </Card>
  );
}

function AddressesCard({ c }: { c: CustomerDetail }) {
  const { can } = useSession();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const canEdit = can('update_customer');
  const remove = async (a: Address) => {
    try {
      await api.delete(`${addressesApi(c.id)}/${a.id}`);
      message.success(t.addressDeleted);
      await qc.invalidateQueries({ queryKey: [CUSTOMERS_API] });
    } catch (e) {
      message.error(errorMessage(e));
    }
  };
  return (
    <Card
      title={t.addresses}
      className="pk-show-card"
      data-testid="addresses-card"
      extra={
        canEdit ? (
          <Button icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t.addAddress}
          </Button>
        ) : null
      }
    >
      {c.addresses.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.noAddresses} />
      ) : (
        <ul className="pk-address-list">
          {c.addresses.map((a) => (
            <li key={a.id} className="pk-address-item" data-testid={`address-${a.id}`}>
              <EnvironmentOutlined className="pk-address-icon" aria-hidden />
              <div className="pk-address">
                <div className="pk-address-title">{[a.province?.name, a.city?.name].filter(Boolean).join(crudText.listSeparator)}</div>
                <div>{a.address}</div>
                <div className="pk-address-meta">
                  <span>
                    {t.receiver}: {a.full_name || `${a.first_name} ${a.last_name}`} <Ltr>{a.mobile}</Ltr>
                  </span>
                  {a.postal_code ? (
                    <span>
                      {t.postalCode}: <Ltr>{a.postal_code}</Ltr>
                    </span>
                  ) : null}
                  {a.telephone ? (
                    <span>
                      {t.telephone}: <Ltr>{a.telephone}</Ltr>
                    </span>
                  ) : null}
                  {a.latitude !== null && a.longitude !== null ? (
                    <span>
                      {t.mapPoint}: <Ltr>{`${a.latitude}, ${a.longitude}`}</Ltr>
                    </span>
                  ) : null}
                </div>
              </div>
              {canEdit ? (
                <Space size={2} className="pk-address-actions">
                  <Tooltip title={t.editAddress}>
                    <Button type="text" icon={<EditOutlined />} aria-label={t.editAddress} onClick={() => setEditing(a)} />
                  </Tooltip>
                  <Popconfirm title={t.deleteAddressConfirm} okText={crudText.yes} cancelText={crudText.no} okButtonProps={{ danger: true }} onConfirm={() => remove(a)}>
                    <Button type="text" danger icon={<DeleteOutlined />} aria-label={t.deleteAddress} />
                  </Popconfirm>
                </Space>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {editing ? <AddressModal customerId={c.id} address={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
}

function TransactionsCard({ c }: { c: CustomerDetail }) {
  const { home, can } = useSession();
  const [page, setPage] = useState(1);
  const query = { customer_id: c.id, page: page > 1 ? page : undefined, per_page: 10 };
  const list = useQuery({
    queryKey: [TRANSACTIONS_API, 'list', query],
    queryFn: ({ signal }) => api.get<ListResponse<Transaction>>(TRANSACTIONS_API, query, { signal }),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(
    () => transactionColumns({ unit: home.unit_label, showCustomer: false, canReadCustomer: can('read_customer') }).map(({ sortKey: _s, ...col }) => col),
    [home.unit_label, can],
  );
  return (
    <Card
      title={t.transactions}
      className="pk-show-card"
      data-testid="transactions-card"
      extra={<Link to={`/transactions?customer_id=${c.id}`}>{t.allTransactions}</Link>}
    >
      {list.isError ? <Alert type="error" showIcon className="pk-mb" title={errorMessage(list.error)} /> : null}
      <Table<Transaction>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: list.isPending ? ' ' : transactionText.empty }}
        pagination={listPagination(list.data?.meta, setPage)}
      />
    </Card>
  );
}

/** Online orders and in-store sales of the customer, paged, with what counts towards the figures said in a tooltip. */
function PurchasesCard({ c }: { c: CustomerDetail }) {
  const { home, can, featureOn } = useSession();
  const unit = home.unit_label;
  const [page, setPage] = useState(1);
  const query = { page: page > 1 ? page : undefined, per_page: 10 };
  const list = useQuery({
    queryKey: [CUSTOMERS_API, 'purchases', c.id, query],
    queryFn: ({ signal }) => api.get<PurchasesResponse>(customerPurchasesApi(c.id), query, { signal }),
    placeholderData: keepPreviousData,
  });
  const online = can('read_order');
  const inStore = can('mini_order') && featureOn('shop');
  const columns = useMemo(
    () => [
      { key: 'kind', title: t.purchaseKind, dataIndex: 'kind', render: (k: Purchase['kind']) => <Tag color={k === 'order' ? 'blue' : 'purple'}>{k === 'order' ? t.kindOrder : t.kindSale}</Tag> },
      {
        key: 'id',
        title: t.purchaseNumber,
        dataIndex: 'id',
        render: (id: number, r: Purchase) => <Link to={r.kind === 'order' ? `/order/${id}` : `/shop/orders/${id}`}>{faDigits(id)}</Link>,
      },
      { key: 'created_at', title: t.purchaseDate, dataIndex: 'created_at', render: (v: string) => <span className="pk-nowrap">{formatDateTime(v)}</span> },
      {
        key: 'status',
        title: t.purchaseStatus,
        dataIndex: 'status_label',
        render: (label: string, r: Purchase) => (
          <span>
            {label}
            {r.counted ? null : <div className="pk-muted">{t.notCounted}</div>}
          </span>
        ),
      },
      { key: 'quantity', title: t.purchaseQuantity, dataIndex: 'quantity', render: (v: number) => formatNumber(v) },
      { key: 'amount', title: t.purchaseAmount, dataIndex: 'amount', render: (v: number) => <span className="pk-nowrap">{formatMoney(v, unit)}</span> },
    ],
    [unit],
  );
  if (!online && !inStore) return null;
  const s = list.data?.summary;
  const help = (
    <Tooltip title={t.countedHelp}>
      <QuestionCircleOutlined className="pk-muted" aria-label={t.countedHelp} tabIndex={0} />
    </Tooltip>
  );
  return (
    <Card
      title={t.orders}
      className="pk-show-card"
      data-testid="orders-card"
      extra={online ? <Link to={`/order?customer_id=${c.id}`}>{t.allOrders}</Link> : null}
    >
      {list.isError ? <Alert type="error" showIcon className="pk-mb" title={errorMessage(list.error)} /> : null}
      <div className="pk-wallet-parts pk-mb">
        <Stat
          title={
            <span>
              {t.ordersCount} {help}
            </span>
          }
          testId="purchases-count"
        >
          {formatNumber(s?.count ?? 0)}
        </Stat>
        <Stat title={t.ordersTotal} testId="purchases-total">
          {formatMoney(s?.total ?? 0, unit)}
        </Stat>
        {s?.online ? (
          <Stat title={t.onlineOrders} testId="purchases-online">
            {formatNumber(s.online.count)} / {formatMoney(s.online.total, unit)}
          </Stat>
        ) : null}
        {s?.in_store ? (
          <Stat title={t.inStoreSales} testId="purchases-in-store">
            {formatNumber(s.in_store.count)} / {formatMoney(s.in_store.total, unit)}
          </Stat>
        ) : null}
      </div>
      <Table<Purchase>
        rowKey={(r) => `${r.kind}-${r.id}`}
        size="small"
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: list.isPending ? ' ' : t.noPurchases }}
        pagination={listPagination(list.data?.meta, setPage)}
      />
    </Card>
  );
}

/** Signs the customer out of the shop on every device (their storefront sessions). */
function CloseSessionsButton({ c }: { c: CustomerDetail }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const close = async () => {
    setBusy(true);
    try {
      const res = await api.post<{ data: { revoked: number } }>(customerSessionsRevokeApi(c.id));
      message.success(t.sessionsClosed(faDigits(res.data.revoked)));
    } catch (e) {
      message.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popconfirm title={t.closeSessionsConfirm} okText={crudText.yes} cancelText={crudText.no} okButtonProps={{ danger: true }} onConfirm={close}>
      <Button icon={<DisconnectOutlined />} loading={busy}>
        {t.closeSessions}
      </Button>
    </Popconfirm>
  );
}

/** /admin/customers/show/:id — profile, wallet (credit/debit, withdrawal), addresses, transactions, orders. */
export default function CustomerShowPage() {
  const id = useParams().id;
  const navigate = useNavigate();
  const { can, featureOn } = useSession();
  const record = useResourceItem<CustomerDetail>(CUSTOMERS_API, id);
  const c = record.data;
  const title = c ? t.title(customerName(c)) : customerListText.title;
  const header = (
    <PageHeader
      title={title}
      back="/customers"
      extra={
        c ? (
          <Space wrap>
            {can('update_customer') ? (
              <Link to={`/customers/edit/${c.id}`} state={{ from: `/show/${c.id}` }}>
                <Button icon={<EditOutlined />}>{t.edit}</Button>
              </Link>
            ) : null}
            {can('update_customer') ? <CloseSessionsButton c={c} /> : null}
            <DeleteButton
              apiPath={CUSTOMERS_API}
              id={c.id}
              permission="delete_customer"
              label={crudText.delete}
              name={customerName(c)}
              also={[TRANSACTIONS_API]}
              successMessage={customerDeleteMessage}
              onDeleted={() => navigate('/customers')}
            />
          </Space>
        ) : undefined
      }
    />
  );
  if (record.isError || !c) return <ItemFallback record={record} header={header} back="/customers" />;
  return (
    <div className="pk-customer-show">
      {header}
      <div className="pk-show-grid">
        <ProfileCard c={c} roles={featureOn('customer_roles')} />
        <WalletCard c={c} />
      </div>
      <AddressesCard c={c} />
      <TransactionsCard c={c} />
      <PurchasesCard c={c} />
    </div>
  );
}
