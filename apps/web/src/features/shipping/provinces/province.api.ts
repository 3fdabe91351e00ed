export const PROVINCES_API = '/api/admin/provinces';

export interface Province {
  id: number;
  name: string;
  status: boolean;
  sort_order: number;
  cities_count: number;
  created_at: string;
  updated_at: string;
}
export type ProvinceInput = Pick<Province, 'name' | 'status' | 'sort_order'>;
