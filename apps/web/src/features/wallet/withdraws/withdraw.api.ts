/** Wallet withdrawals (docs/api-people.md, «Withdrawals»). */
import { withdrawStatusLabels } from '@pishkhan/common/i18n/fa/people-labels';
import type { WithdrawStatus } from '@pishkhan/common/schemas/people.schema';

export type { WithdrawStatus };
import type { AdminRef, CustomerRef } from '../../people/refs';

export const WITHDRAWS_API = '/api/admin/withdraws';
export const WITHDRAWS_EXPORT_API = '/api/admin/withdraws/export';
export const withdrawActionApi = (id: number, action: 'pay' | 'cancel' | 'reopen') => `${WITHDRAWS_API}/${id}/${action}`;
export const WITHDRAW_STATUSES = Object.keys(withdrawStatusLabels) as WithdrawStatus[];

export interface Withdraw {
  id: number;
  customer_id: number;
  customer: CustomerRef | null;
  amount: number;
  card_number: string | null;
  card_bank: string | null;
  sheba: string | null;
  sheba_bank: string | null;
  bank_name: string | null;
  status: WithdrawStatus;
  status_label?: string;
  tracking_code: string | null;
  note: string | null;
  creator: AdminRef | null;
  processor: AdminRef | null;
  paid_at: string | null;
  canceled_at: string | null;
  created_at: string;
  updated_at: string;
}
export type WithdrawStatusCounts = Partial<Record<WithdrawStatus | 'all', number>>;

