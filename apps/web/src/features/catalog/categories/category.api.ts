import type { ImageRef } from '../../../components/inputs/ImageUpload';

export const CATEGORIES_API = '/api/admin/categories';
export const CATEGORY_TREE_API = '/api/admin/categories/tree';

export interface Category {
  id: number;
  title: string;
  slug: string;
  description: string | null;
  parent_id: number | null;
  parent: { id: number; title: string } | null;
  depth: number;
  position: number;
  image_id: number | null;
  image: ImageRef | null;
  icon_id: number | null;
  icon: ImageRef | null;
  status: boolean;
  featured: boolean;
  meta_title: string | null;
  meta_description: string | null;
  attribute_ids: number[];
  specification_ids: number[];
  brand_ids: number[];
  children_count: number;
  products_count: number;
  created_at: string;
  updated_at: string;
}

/** A node of `GET /categories/tree`. */
export interface CategoryNode {
  id: number;
  title: string;
  status: boolean;
  children: CategoryNode[];
}

export interface CategoryFormValues {
  title: string;
  slug: string;
  description: string;
  parent_id: number | null;
  image: ImageRef | null;
  icon: ImageRef | null;
  status: boolean;
  featured: boolean;
  meta_title: string;
  meta_description: string;
  attribute_ids: number[];
  specification_ids: number[];
  brand_ids: number[];
}

/** The nodes whose title contains `q` (either spelling), with their ancestors kept for context. */
export function filterTree(nodes: CategoryNode[], match: (title: string) => boolean): CategoryNode[] {
  const out: CategoryNode[] = [];
  for (const n of nodes) {
    const children = filterTree(n.children, match);
    if (match(n.title) || children.length) out.push({ ...n, children });
  }
  return out;
}
