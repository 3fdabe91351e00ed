/**
 * The cost of shipping a cart to an address by one method (domain reference §3.21, §6.4 option 1),
 * one pure function used by the server (orders, manual orders) and the browser (preview).
 *
 * Where a method ships: nowhere listed = everywhere; otherwise to the listed provinces, and inside a
 * province with listed cities only to those cities.
 * The cost, in order:
 *   1. an always-free method → 0;
 *   2. free_threshold set and the cart amount ≥ it (not for a reserve-order child) → 0;
 *   3. the customer's role has a price on this method → that amount;
 *   4. area price = the city's price, else the province's price, else the default price (null = free);
 *   5. packets: quantity ≤ first_packet_size → the area price; else area price +
 *      ceil((quantity − first_packet_size) / packet_size) × more_packet_price.
 */
export interface ShippingMethodRules {
  is_free: boolean;
  default_price: number | null;
  free_threshold: number | null;
  first_packet_size: number;
  packet_size: number;
  more_packet_price: number;
  /** Attached provinces: id → own price (null = default price). */
  provinces: ReadonlyMap<number, number | null>;
  /** Attached cities: id → { province, own price (null = the province's) }. */
  cities: ReadonlyMap<number, { province_id: number; price: number | null }>;
  /** Customer role id → fixed amount. */
  role_prices: ReadonlyMap<number, number>;
}

export interface ShippingCart {
  /** What the free threshold compares with: the items' total after item discounts. */
  amount: number;
  /** Total units in the cart. */
  quantity: number;
  province_id: number;
  city_id: number;
  role_id?: number | null;
  /** A reserve order shipped with its parent pays no threshold-free shipping of its own. */
  reserved_child?: boolean;
}

export type ShippingQuote =
  | { available: true; cost: number; rule: 'free_method' | 'free_threshold' | 'role' | 'area' }
  | { available: false; reason: 'not_served' };

/** Whether the method ships to the address. */
export function shipsTo(m: Pick<ShippingMethodRules, 'provinces' | 'cities'>, provinceId: number, cityId: number): boolean {
  if (m.provinces.size === 0 && m.cities.size === 0) return true;
  if (!m.provinces.has(provinceId)) return false;
  const inProvince = [...m.cities.values()].some((c) => c.province_id === provinceId);
  return !inProvince || m.cities.has(cityId);
}

export function shippingCost(m: ShippingMethodRules, cart: ShippingCart): ShippingQuote {
  if (!shipsTo(m, cart.province_id, cart.city_id)) return { available: false, reason: 'not_served' };
  if (m.is_free) return { available: true, cost: 0, rule: 'free_method' };
  if (!cart.reserved_child && m.free_threshold !== null && cart.amount >= m.free_threshold) return { available: true, cost: 0, rule: 'free_threshold' };
  if (cart.role_id != null && m.role_prices.has(cart.role_id)) return { available: true, cost: m.role_prices.get(cart.role_id)!, rule: 'role' };
  const area = m.cities.get(cart.city_id)?.price ?? m.provinces.get(cart.province_id) ?? m.default_price ?? 0;
  const first = Math.max(1, m.first_packet_size);
  const size = Math.max(1, m.packet_size);
  const extra = cart.quantity > first ? Math.ceil((cart.quantity - first) / size) * m.more_packet_price : 0;
  return { available: true, cost: area + extra, rule: 'area' };
}
