export const SETS_API = '/api/admin/product-sets';

export interface ProductSet {
  id: number;
  name: string;
  description: string | null;
  status: boolean;
  product_ids: number[];
  products: { id: number; title: string; status: string; image: string | null }[];
  created_at: string;
  updated_at: string;
}
export interface ProductSetInput {
  name: string;
  description: string | null;
  status: boolean;
  product_ids: number[];
}
