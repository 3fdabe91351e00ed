export const COLORS_API = '/api/admin/colors';

export interface Color {
  id: number;
  name: string;
  /** `#rrggbb` */
  code: string;
  status: boolean;
  created_at: string;
  updated_at: string;
}
export interface ColorInput {
  name: string;
  code: string;
  status: boolean;
}
