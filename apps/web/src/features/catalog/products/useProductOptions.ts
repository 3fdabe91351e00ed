import { useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../app/api';
import { useCan } from '../../../app/session';
import { PRODUCT_OPTIONS_API, type ProductOptions } from './product.api';

/**
 * What the form's pickers and the list's filters need (brands, units, categories, colours,
 * attributes, specifications, gifts…), loaded once. Any product permission may read it.
 */
export function useProductOptions() {
  const can = useCan();
  const allowed = can('read_product') || can('create_product') || can('update_product');
  return useQuery({
    queryKey: [PRODUCT_OPTIONS_API],
    queryFn: ({ signal }) => api.get<DataResponse<ProductOptions>>(PRODUCT_OPTIONS_API, undefined, { signal }).then((r) => r.data),
    staleTime: 60_000,
    enabled: allowed,
  });
}

export interface CategoryTreeNode {
  value: number;
  title: string;
  children?: CategoryTreeNode[];
}

/** The flat category list (`parent_id`) as the tree antd's TreeSelect draws. */
export function categoryTree(flat: ProductOptions['categories'] | undefined): CategoryTreeNode[] {
  if (!flat) return [];
  const nodes = new Map<number, CategoryTreeNode>();
  for (const c of flat) nodes.set(c.id, { value: c.id, title: c.title });
  const roots: CategoryTreeNode[] = [];
  for (const c of flat) {
    const node = nodes.get(c.id)!;
    const parent = c.parent_id !== null ? nodes.get(c.parent_id) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}
