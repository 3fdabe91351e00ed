/** Products API (docs/api-catalog.md). */
export const PRODUCTS_API = '/api/admin/products';
export const PRODUCTS_EXPORT_API = '/api/admin/products/export';
export const PRODUCTS_BULK_API = '/api/admin/products/bulk';
export const PRODUCT_OPTIONS_API = '/api/admin/products/options';

export const PRODUCT_STATUSES = ['draft', 'soon', 'available', 'out_of_stock', 'available_offline'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export type DiscountType = 'percentage' | 'fixed';

/** A row of the product list. */
export interface ProductRow {
  id: number;
  title: string;
  slug: string;
  status: ProductStatus;
  status_label?: string;
  approved: boolean;
  approved_at: string | null;
  published_at: string | null;
  brand: { id: number; name: string } | null;
  categories: { id: number; title: string }[];
  image: { media_id: number; url: string } | null;
  price: number;
  min_price: number;
  has_discount: boolean;
  stock_total: number;
  low_stock: boolean;
  variants_count: number;
  created_at: string;
  updated_at: string;
}

export type StatusCounts = Partial<Record<ProductStatus | 'all', number>>;

export interface VariantAttribute {
  attribute_id: number;
  attribute_value_id: number | null;
  value: string;
  label?: string;
}

export interface Variant {
  id: number;
  title: string;
  color_id: number | null;
  color: { id: number; name: string; code: string } | null;
  attributes: VariantAttribute[];
  sku: string | null;
  barcode: string;
  price: number;
  purchase_price: number | null;
  discount_type: DiscountType | null;
  discount: number | null;
  discount_until: string | null;
  stock: number;
  max_per_order: number | null;
  weight: number | null;
  position: number;
  status: boolean;
  image_ids: number[];
  images: { media_id: number; url: string }[];
}

export interface Product {
  id: number;
  title: string;
  slug: string;
  short_description: string | null;
  description: string | null;
  status: ProductStatus;
  approved: boolean;
  approved_at: string | null;
  published_at: string | null;
  brand_id: number | null;
  unit_id: number | null;
  size_chart_id: number | null;
  category_ids: number[];
  tags: string[];
  images: { id: number; media_id: number; url: string; alt: string | null; is_main: boolean; position: number }[];
  price: number;
  purchase_price: number | null;
  discount_type: DiscountType | null;
  discount: number | null;
  discount_until: string | null;
  weight: number | null;
  low_stock_threshold: number;
  max_per_order: number | null;
  meta_title: string | null;
  meta_description: string | null;
  specifications: { specification_id: number; value: string | null; value_ids: number[] | null }[];
  has_variants: boolean;
  sku: string | null;
  barcode: string | null;
  stock: number | null;
  default_variant_id: number | null;
  variants: Variant[];
  /** Present while the gifts feature is on. */
  gift_ids?: number[];
  gifts?: { id: number; name: string }[];
  min_price: number;
  stock_total: number;
  created_at: string;
  updated_at: string;
}

/** A product's fixed prices per variant and customer role, with the roles and the variants (GET|PUT /:id/role-prices). */
export interface RolePrices {
  roles: { id: number; name: string; discount_percent: number }[];
  variants: { id: number; title: string; sku: string | null; price: number; is_default: boolean }[];
  prices: { variant_id: number; role_id: number; price: number }[];
}

export interface ColorOption {
  id: number;
  name: string;
  code: string;
}
export interface AttributeOption {
  id: number;
  name: string;
  label: string;
  type: 'text' | 'select';
  values: { id: number; value: string }[];
}
export interface SpecificationOption {
  id: number;
  name: string;
  label: string;
  group: string | null;
  type: 'text' | 'select' | 'multi_select';
  required: boolean;
  values: { id: number; value: string }[];
}
export interface ProductOptions {
  brands: { id: number; name: string }[];
  units: { id: number; name: string; symbol?: string }[];
  categories: { id: number; title: string; parent_id: number | null; depth: number }[];
  colors: ColorOption[];
  attributes: AttributeOption[];
  specifications: SpecificationOption[];
  category_specifications: { category_id: number; specification_id: number }[];
  category_attributes: { category_id: number; attribute_id: number }[];
  size_charts: { id: number; title: string }[];
  /** Gifts switched on; absent while the gifts feature is off. */
  gifts?: { id: number; name: string }[];
}
