export const GIFTS_API = '/api/admin/gifts';

export interface Gift {
  id: number;
  name: string;
  image_id: number | null;
  image: { id: number; url: string | null } | null;
  starts_at: string | null;
  ends_at: string | null;
  status: boolean;
  active: boolean;
  product_ids: number[];
  products: { id: number; title: string; status: string; image: string | null }[];
  variant_ids: number[];
  created_at: string;
  updated_at: string;
}
export interface GiftInput {
  name: string;
  image_id: number | null;
  starts_at: string | null;
  ends_at: string | null;
  status: boolean;
  product_ids: number[];
}
