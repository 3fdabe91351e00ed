/** Shipping methods (docs/api-shipping.md). */
export const SHIPPING_METHODS_API = '/api/admin/shipping-methods';
export const SHIPPING_METHODS_ORDER_API = `${SHIPPING_METHODS_API}/order`;
export const SHIPPING_METHODS_OPTIONS_API = `${SHIPPING_METHODS_API}/options`;
export const shippingAreasApi = (id: number | string) => `${SHIPPING_METHODS_API}/${id}/areas`;

export interface ShippingMethod {
  id: number;
  name: string;
  description: string | null;
  logo_id: number | null;
  logo: { id: number; url: string } | null;
  status: boolean;
  position: number;
  /** null = free */
  default_price: number | null;
  /** null = never free by amount */
  free_threshold: number | null;
  minimum_delay: number;
  is_free: boolean;
  first_packet_size: number;
  packet_size: number;
  more_packet_price: number;
  provinces_count: number;
  cities_count: number;
  customer_roles: { id: number; name: string; amount: number }[];
  created_at: string;
  updated_at: string;
}

/** What the form holds (the logo as an image value, prices as numbers or null). */
export interface ShippingMethodFormValues {
  name: string;
  description: string;
  logo: { id: number | string; url: string } | null;
  status: boolean;
  is_free: boolean;
  default_price: number | null;
  free_threshold: number | null;
  minimum_delay: number;
  first_packet_size: number;
  packet_size: number;
  more_packet_price: number | null;
  customer_roles: { id?: number; amount?: number | null }[];
}

export interface ShippingOptions {
  /** null while the customer_roles feature is off. */
  customer_roles: { id: number; name: string }[] | null;
}

export interface AreaCity {
  id: number;
  name: string;
  status: boolean;
  attached: boolean;
  price: number | null;
}
export interface AreaProvince extends AreaCity {
  cities: AreaCity[];
}
export interface ShippingAreas {
  method: { id: number; name: string; default_price: number | null; is_free: boolean };
  provinces: AreaProvince[];
}
export interface ShippingAreasBody {
  provinces: { id: number; price: number | null }[];
  cities: { id: number; price: number | null }[];
}
