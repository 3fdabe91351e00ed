import type { FlashDiscountType, FlashState } from '@pishkhan/common/flash';

/** Sales campaigns (docs/api-sales.md). */
export const FLASHES_API = '/api/admin/flashes';
export const FLASHES_ORDER_API = `${FLASHES_API}/order`;
/** The products a campaign may take (live, available or available_offline), with their price range. */
export const FLASH_PRODUCTS_API = `${FLASHES_API}/products`;

export interface FlashProduct {
  product_id: number;
  title: string;
  status: string;
  archived: boolean;
  image: string | null;
  /** The product's own discount; both null = the campaign default. */
  discount_type: FlashDiscountType | null;
  discount: number | null;
  effective_discount_type: FlashDiscountType;
  effective_discount: number;
  salable_max: number | null;
  sales_count: number;
  sold_out: boolean;
  price_min: number | null;
  price_max: number | null;
  campaign_price_min: number | null;
  campaign_price_max: number | null;
}

export interface Flash {
  id: number;
  title: string;
  starts_at: string;
  ends_at: string;
  status: boolean;
  state: FlashState;
  running: boolean;
  timer: boolean;
  color: string | null;
  image_id: number | null;
  image: { id: number; url: string } | null;
  mobile_image_id: number | null;
  mobile_image: { id: number; url: string } | null;
  discount_type: FlashDiscountType;
  discount: number;
  position: number;
  products_count: number;
  sales_count: number;
  products: FlashProduct[];
  created_at: string;
  updated_at: string;
}

/** A row of the picker (`GET /flashes/products`). */
export interface FlashProductOption {
  id: number;
  title: string;
  status: string;
  archived: boolean;
  image: string | null;
  price_min: number | null;
  price_max: number | null;
}

/** A product row of the form: what is sent plus what is shown (title, prices, sales). */
export interface FlashProductRow {
  product_id: number;
  title: string;
  image: string | null;
  price_min: number | null;
  price_max: number | null;
  sales_count: number;
  discount_type: FlashDiscountType | null;
  discount: number | null;
  salable_max: number | null;
}

export interface FlashFormValues {
  title: string;
  starts_at: string | null;
  ends_at: string | null;
  status: boolean;
  timer: boolean;
  color: string | null;
  image: { id: number | string; url: string } | null;
  mobile_image: { id: number | string; url: string } | null;
  discount_type: FlashDiscountType;
  discount: number | null;
  products: FlashProductRow[];
}

export interface FlashBody {
  title: string;
  starts_at: string | null;
  ends_at: string | null;
  status: boolean;
  timer: boolean;
  color: string | null;
  image_id: number | string | null;
  mobile_image_id: number | string | null;
  discount_type: FlashDiscountType;
  discount: number | null;
  products: { product_id: number; discount_type: FlashDiscountType | null; discount: number | null; salable_max: number | null }[];
}
