/** Gateway payments (docs/api-payments.md): every attempt at the bank gateway, for an order or a wallet top-up. */
import type { PaymentGatewayName, PaymentPurpose, PaymentStatus } from '@pishkhan/common/payment';

export const PAYMENTS_API = '/api/admin/payments';
export const PAYMENTS_EXPORT_API = '/api/admin/payments/export';
export const paymentVerifyApi = (id: number) => `${PAYMENTS_API}/${id}/verify`;

export interface Payment {
  id: number;
  purpose: PaymentPurpose;
  purpose_label: string;
  order_id: number | null;
  customer_id: number | null;
  customer: { id: number; full_name: string; mobile: string } | null;
  amount: number;
  amount_rials: number;
  gateway: PaymentGatewayName;
  gateway_label: string;
  authority: string;
  status: PaymentStatus;
  status_label: string;
  ref_id: string | null;
  card_pan: string | null;
  note: string | null;
  verify_attempts: number;
  paid_at: string | null;
  created_at: string;
}
