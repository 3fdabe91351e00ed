import type { WalletTransactionType } from './schemas/people.schema';

/**
 * The wallets report's kinds of money in and out, and which part of which ledger row each one takes
 * (docs/reports.md). A ledger row's amount is split in its main part (`amount − gift_amount`) and its
 * gift part (`gift_amount`); each part counts in exactly one kind, so the deposit kinds add up to the
 * deposits (Σ of the credits), the withdrawal kinds to the withdrawals (Σ of the debits, positive), and
 * balance at the start + deposits − withdrawals = balance at the end.
 */
export const WALLET_DEPOSIT_KINDS = ['topup', 'refund', 'admin_credit', 'gift_credit', 'withdraw_cancel'] as const;
export const WALLET_WITHDRAWAL_KINDS = ['paid_main', 'paid_gift', 'withdraw_request', 'admin_debit'] as const;
export type WalletDepositKind = (typeof WALLET_DEPOSIT_KINDS)[number];
export type WalletWithdrawalKind = (typeof WALLET_WITHDRAWAL_KINDS)[number];
export type WalletReportKind = WalletDepositKind | WalletWithdrawalKind;
export const WALLET_REPORT_KINDS: readonly WalletReportKind[] = [...WALLET_DEPOSIT_KINDS, ...WALLET_WITHDRAWAL_KINDS];

/**
 * Every ledger type → the kind of its main part and of its gift part (a new ledger type does not
 * compile until it is given its kinds here). Credits go to deposit kinds, debits to withdrawal kinds.
 */
export const WALLET_KIND_OF_TYPE: Record<WalletTransactionType, { main: WalletReportKind; gift: WalletReportKind }> = {
  gateway_topup: { main: 'topup', gift: 'topup' },
  order_refund: { main: 'refund', gift: 'refund' },
  shop_refund: { main: 'refund', gift: 'refund' },
  admin_credit: { main: 'admin_credit', gift: 'gift_credit' },
  gift_credit: { main: 'gift_credit', gift: 'gift_credit' },
  withdraw_cancel: { main: 'withdraw_cancel', gift: 'withdraw_cancel' },
  order_payment: { main: 'paid_main', gift: 'paid_gift' },
  shop_payment: { main: 'paid_main', gift: 'paid_gift' },
  withdraw_request: { main: 'withdraw_request', gift: 'withdraw_request' },
  admin_debit: { main: 'admin_debit', gift: 'admin_debit' },
};

/** A customer's row of the wallets report. */
export type WalletReportRow = {
  id: number;
  name: string;
  mobile: string;
  /** Main (withdrawable) balance at the end of the range. */
  balance: number;
  gift_balance: number;
  deposits: number;
  deposit_count: number;
  withdrawals: number;
  withdrawal_count: number;
} & Record<WalletReportKind, number>;

export type WalletReportTotals = Omit<WalletReportRow, 'id' | 'name' | 'mobile'> & { customers: number };

/** One Tehran day of the chart. */
export interface WalletReportPoint {
  day: string;
  deposits: number;
  withdrawals: number;
}
