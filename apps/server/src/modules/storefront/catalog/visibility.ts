/**
 * The one rule of which products a shopper may see, used by every storefront read that names a
 * product (the catalogue's list and detail, a product's comments, store links). It imports only the
 * products table, so any module may use it without an import cycle.
 */
import { and, inArray, isNotNull, isNull, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { products } from '../../catalog/products/product.table';

/** Product statuses the online shop shows (draft hidden, in-store-only products not sold online). */
export const STORE_STATUSES = ['available', 'out_of_stock', 'soon'] as const;

/** Who is looking and when: a customer role may see products whose publication time is still ahead. */
export interface ProductView {
  seeUnpublished: boolean;
  /** The moment of the read (the database's `now()` when absent; a placeholder in a prepared shape). */
  now?: Date | SQLWrapper;
}

/** A guest's view at the database's time. */
export const GUEST_VIEW: ProductView = { seeUnpublished: false };

/**
 * The products a shopper may see: approved, in an online status, not archived and, unless the role
 * sees unpublished ones, published. A product in a switched-off category stays visible (the category
 * only leaves the tree). The partial indexes of the store list match this condition.
 */
export const visibleProduct = (view: ProductView): SQL =>
  and(
    isNull(products.archivedAt),
    isNotNull(products.approvedAt),
    inArray(products.status, [...STORE_STATUSES]),
    view.seeUnpublished ? undefined : or(isNull(products.publishedAt), lte(products.publishedAt, view.now ?? sql`now()`)),
  )!;
