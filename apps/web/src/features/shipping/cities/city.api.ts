export const CITIES_API = '/api/admin/cities';

export interface City {
  id: number;
  province_id: number;
  province: { id: number; name: string } | null;
  name: string;
  status: boolean;
  post_code: string | null;
  created_at: string;
  updated_at: string;
}
export type CityInput = Pick<City, 'province_id' | 'name' | 'status' | 'post_code'>;
