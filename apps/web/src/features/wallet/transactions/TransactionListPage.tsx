import { walletTransactionTypeLabels } from '@pishkhan/common/i18n/fa/people-labels';
import { transactionText as t } from '@pishkhan/common/i18n/fa/people-screens';
import { Card } from 'antd';
import { useMemo } from 'react';
import type { ListMeta, Query } from '../../../app/api';
import { formatNumber } from '../../../app/format';
import { useSession } from '../../../app/session';
import { DateRangeFilter, ExportButton, ListPage, useListParams, useResourceList, type ListFilter } from '../../../components/crud';
import { customerFilter } from '../../people/customers/CustomerSelect';
import { TRANSACTION_TYPES, TRANSACTIONS_API, TRANSACTIONS_EXPORT_API, type Transaction, type TransactionTotals } from './transaction.api';
import { Stat } from './Stat';
import { SignedAmount, transactionColumns } from './transactionColumns';

/** Totals of every filtered row (`meta.totals`), from the same request the table makes. */
export function TransactionTotalsBar({ query, unit }: { query: Query; unit: string | undefined }) {
  const list = useResourceList<Transaction>(TRANSACTIONS_API, query);
  const totals = (list.data?.meta as (ListMeta & { totals?: TransactionTotals }) | undefined)?.totals;
  if (!totals) return null;
  return (
    <section className="pk-totals" aria-label={t.totals} data-testid="transaction-totals">
      <Card size="small">
        <Stat title={t.totalCredits}>
          <SignedAmount value={totals.credits} unit={unit} />
        </Stat>
      </Card>
      <Card size="small">
        <Stat title={t.totalDebits}>
          <SignedAmount value={-Math.abs(totals.debits)} unit={unit} />
        </Stat>
      </Card>
      <Card size="small">
        <Stat title={t.net}>
          <SignedAmount value={totals.net} unit={unit} />
        </Stat>
      </Card>
      <Card size="small">
        <Stat title={t.count}>{formatNumber(totals.count)}</Stat>
      </Card>
    </section>
  );
}

function Totals() {
  const { home } = useSession();
  const params = useListParams({ defaultSort: '-created_at' });
  return <TransactionTotalsBar query={params.query} unit={home.unit_label} />;
}

const typeOptions = TRANSACTION_TYPES.map((v) => ({ value: v, label: walletTransactionTypeLabels[v] }));

/** /admin/transactions — every wallet movement; filters customer, type, direction, Jalali dates; totals; Excel. */
export default function TransactionListPage() {
  const { home, can } = useSession();
  const columns = useMemo(() => transactionColumns({ unit: home.unit_label, showCustomer: true, canReadCustomer: can('read_customer') }), [home.unit_label, can]);
  const filters: ListFilter[] = [
    customerFilter,
    { name: 'type', label: t.allTypes, options: typeOptions, width: 190 },
    {
      name: 'direction',
      label: t.direction,
      options: [
        { value: 'credit', label: t.credit },
        { value: 'debit', label: t.debit },
      ],
      width: 120,
    },
    { name: 'from', render: (ctx) => <DateRangeFilter ctx={ctx} label={t.dateRange} /> },
  ];
  return (
    <ListPage<Transaction>
      title={t.title}
      apiPath={TRANSACTIONS_API}
      basePath="/transactions"
      columns={columns}
      defaultSort="-created_at"
      searchPlaceholder={t.searchPlaceholder}
      headerExtra={<ExportButton path={TRANSACTIONS_EXPORT_API} label={t.export} fileName={t.exportFileName} />}
      filters={filters}
      beforeTable={<Totals />}
      editPath={false}
    />
  );
}
