export const RECOMMENDATIONS_API = '/api/admin/recommendation-groups';

export interface RecommendationGroup {
  id: number;
  key: string;
  label: string;
  builtin: boolean;
  show_in_home: boolean;
  show_in_filter: boolean;
  status: boolean;
  position: number;
  products_count: number;
}
export interface RecommendationItem {
  product_id: number;
  position: number;
  product: { id: number; title: string; status: string; image: string | null } | null;
}
