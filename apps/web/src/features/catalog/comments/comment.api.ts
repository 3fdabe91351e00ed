export const COMMENTS_API = '/api/admin/product-comments';

export interface ProductComment {
  id: number;
  product_id: number;
  product: { id: number; title: string } | null;
  author_name: string | null;
  title: string | null;
  body: string;
  rating: number | null;
  status: 'pending' | 'approved' | 'rejected';
  replies: { id: number; body: string; admin_name: string | null; created_at: string }[];
  created_at: string;
}
