export const BRANDS_API = '/api/admin/brands';

export interface Brand {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  status: boolean;
  show_index: boolean;
  logo_id: number | null;
  logo: { id: number; url: string } | null;
  created_at: string;
  updated_at: string;
}
export interface BrandInput {
  name: string;
  slug?: string;
  description?: string | null;
  status: boolean;
  show_index: boolean;
  logo_id: number | null;
}
