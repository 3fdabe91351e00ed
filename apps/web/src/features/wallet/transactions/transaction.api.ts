/** Wallet transactions (docs/api-people.md, «Wallet»). */
import { walletTransactionTypeLabels } from '@pishkhan/common/i18n/fa/people-labels';
import type { WalletTransactionType } from '@pishkhan/common/schemas/people.schema';
import type { AdminRef, CustomerRef, Wallet } from '../../people/refs';

export const TRANSACTIONS_API = '/api/admin/transactions';
export const TRANSACTIONS_EXPORT_API = '/api/admin/transactions/export';

/** The ledger's types, in the contract's order (the label catalogue has one per type). */
export const TRANSACTION_TYPES = Object.keys(walletTransactionTypeLabels) as WalletTransactionType[];
/** Smallest manual credit or debit (people.schema WALLET_MIN_ADMIN_AMOUNT; a test keeps them equal). */
export const WALLET_MIN_ADMIN_AMOUNT = 1000;

export interface Transaction {
  id: number;
  customer_id: number;
  customer: CustomerRef | null;
  type: WalletTransactionType;
  type_label?: string;
  amount: number;
  gift_amount: number;
  balance_after: number;
  gift_balance_after: number;
  reason: string | null;
  admin: AdminRef | null;
  order_id: number | null;
  mini_order_id: number | null;
  withdraw_id: number | null;
  idempotency_key: string | null;
  created_at: string;
}
export interface TransactionTotals {
  credits: number;
  debits: number;
  net: number;
  count: number;
}
export interface WalletChangeResult {
  transaction: Transaction;
  wallet: Wallet;
  replayed: boolean;
}

