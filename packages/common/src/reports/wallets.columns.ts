import { walletReportText as t } from '../i18n/fa/reports';
import { WALLET_REPORT_KINDS } from '../wallet-report';
import { measuresOf, sortKeysOf, type ReportColumn, type ReportMeasure, type ReportSortOf } from './columns';

/**
 * The wallets report's columns, one row per customer (docs/reports.md): the balances at the end of the
 * range, the money in and out and each kind of it. The screen shows the number of deposits and of
 * withdrawals beside their sums; the sheet in columns of their own.
 */
export const WALLET_REPORT_COLUMNS = [
  { key: 'name', label: t.columns.name, kind: 'text', sortable: true, width: 28 },
  { key: 'mobile', label: t.columns.mobile, kind: 'text', width: 14 },
  { key: 'balance', label: t.columns.balance, kind: 'money', hint: t.definitions.balance, sortable: true, width: 18 },
  { key: 'gift_balance', label: t.columns.gift_balance, kind: 'money', hint: t.definitions.gift_balance, sortable: true, width: 18 },
  { key: 'deposits', label: t.columns.deposits, kind: 'money', hint: t.definitions.deposits, sortable: true, width: 18 },
  { key: 'deposit_count', label: t.columns.deposit_count, kind: 'count', hint: t.definitions.deposit_count, sortable: true, width: 18, only: 'sheet' },
  { key: 'withdrawals', label: t.columns.withdrawals, kind: 'money', hint: t.definitions.withdrawals, sortable: true, width: 18 },
  { key: 'withdrawal_count', label: t.columns.withdrawal_count, kind: 'count', hint: t.definitions.withdrawal_count, sortable: true, width: 18, only: 'sheet' },
  ...WALLET_REPORT_KINDS.map((key) => ({ key, label: t.columns[key], kind: 'money' as const, hint: t.definitions[key], sortable: true as const, width: 18 })),
] as const satisfies readonly ReportColumn[];

export const WALLET_REPORT_SORTS = sortKeysOf(WALLET_REPORT_COLUMNS);
export type WalletReportSort = ReportSortOf<typeof WALLET_REPORT_COLUMNS>;

/** Above the table: the balances at the end of the range, the money in and out and the customers listed (each kind's total is in the table's totals row). */
export const WALLET_REPORT_TOTALS = [
  ...measuresOf(WALLET_REPORT_COLUMNS, ['balance', 'gift_balance', 'deposits', 'withdrawals'] as const),
  { key: 'customers', label: t.customers, kind: 'count', hint: t.definitions.customers } satisfies ReportMeasure<'customers'>,
];
