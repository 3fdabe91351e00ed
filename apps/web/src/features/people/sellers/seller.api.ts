/** Sellers (docs/api-people.md). */
export const SELLERS_API = '/api/admin/sellers';

export interface Seller {
  id: number;
  full_name: string;
  national_code: string | null;
  mobile: string | null;
  description: string | null;
  status: boolean;
  created_at: string;
  updated_at: string;
}
export interface SellerInput {
  full_name: string;
  national_code: string | null;
  mobile: string | null;
  description: string | null;
  status: boolean;
}

