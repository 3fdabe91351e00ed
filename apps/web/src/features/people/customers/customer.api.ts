/** Customers, addresses and the wallet (docs/api-people.md). */
import type { Gender } from '@pishkhan/common/schemas/people.schema';
import type { ListMeta } from '../../../app/api';
import type { Wallet } from '../refs';

export const CUSTOMERS_API = '/api/admin/customers';
export const CUSTOMERS_EXPORT_API = '/api/admin/customers/export';
export const CUSTOMERS_BULK_DELETE_API = '/api/admin/customers/bulk-delete';
export const CUSTOMER_SEARCH_API = '/api/admin/customers/search';
export const addressesApi = (customerId: number | string) => `${CUSTOMERS_API}/${customerId}/addresses`;
export const customerSessionsRevokeApi = (customerId: number | string) => `${CUSTOMERS_API}/${customerId}/sessions/revoke`;
export const walletApi = (customerId: number | string, kind: 'credit' | 'debit') => `${CUSTOMERS_API}/${customerId}/wallet/${kind}`;

export interface Customer {
  id: number;
  first_name: string | null;
  last_name: string | null;
  full_name: string | null;
  mobile: string;
  email: string | null;
  national_code: string | null;
  gender: Gender | null;
  gender_label?: string | null;
  birth_date: string | null;
  card_number: string | null;
  card_bank: string | null;
  sheba: string | null;
  sheba_bank: string | null;
  newsletter: boolean;
  status: boolean;
  role_id: number | null;
  role: { id: number; name: string } | null;
  has_password: boolean;
  wallet: Wallet;
  created_at: string;
  updated_at: string;
}

export interface Address {
  id: number;
  customer_id: number;
  province_id: number;
  province: { id: number; name: string } | null;
  city_id: number;
  city: { id: number; name: string } | null;
  address: string;
  postal_code: string | null;
  first_name: string;
  last_name: string;
  full_name: string;
  mobile: string;
  telephone: string | null;
  latitude: number | null;
  longitude: number | null;
  created_at: string;
  updated_at: string;
}

export interface CustomerDetail extends Customer {
  addresses: Address[];
}

export interface CustomerInput {
  first_name: string | null;
  last_name: string | null;
  mobile: string;
  email: string | null;
  national_code: string | null;
  gender: Gender | null;
  birth_date: string | null;
  card_number: string | null;
  sheba: string | null;
  newsletter: boolean;
  status: boolean;
  role_id?: number | null;
  password?: string;
}

export interface AddressInput {
  province_id: number;
  city_id: number;
  address: string;
  postal_code: string | null;
  first_name: string;
  last_name: string;
  mobile: string;
  telephone: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** The customer picker (`GET /customers/search`). */
export interface CustomerOption {
  id: number;
  full_name: string | null;
  mobile: string;
  national_code: string | null;
  status: boolean;
}

/** A customer's display name: the full name, else the mobile. */
export const customerName = (c: { full_name: string | null; mobile: string } | null | undefined): string => (c ? c.full_name?.trim() || c.mobile : '');

/**
 * A fresh `Idempotency-Key`: a UUID when the browser offers one (secure contexts), else 128 random
 * bits from getRandomValues (also available over plain http on a LAN address).
 */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** `GET /customers/:id/purchases`: online orders and in-store sales, newest first (docs/api-orders.md). */
export const customerPurchasesApi = (id: number | string) => `${CUSTOMERS_API}/${id}/purchases`;
export interface Purchase {
  kind: 'order' | 'sale';
  id: number;
  created_at: string;
  status: string;
  status_label: string;
  quantity: number;
  amount: number;
  /** Whether it is in the counts and totals (not canceled, failed, waiting or voided). */
  counted: boolean;
}
export interface PurchaseFigures {
  count: number;
  total: number;
}
export interface PurchasesResponse {
  data: Purchase[];
  meta: ListMeta;
  /** null: the admin may not see that part (read_order / mini_order). */
  summary: { online: PurchaseFigures | null; in_store: PurchaseFigures | null; count: number; total: number };
}
