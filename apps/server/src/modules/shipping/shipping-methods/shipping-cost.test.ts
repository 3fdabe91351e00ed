import { describe, expect, it } from 'vitest';
import { shippingCost, shipsTo, type ShippingMethodRules } from '@pishkhan/common/shipping-cost';

// Tehran province 8 (cities 301 Tehran, 302 Shemiran), Isfahan province 4 (city 120 Isfahan, 121 Kashan).
const method = (over: Partial<ShippingMethodRules> = {}): ShippingMethodRules => ({
  is_free: false,
  default_price: 50_000,
  free_threshold: null,
  first_packet_size: 2,
  packet_size: 3,
  more_packet_price: 10_000,
  provinces: new Map(),
  cities: new Map(),
  role_prices: new Map(),
  ...over,
});
const cart = { amount: 400_000, quantity: 1, province_id: 8, city_id: 301 };

describe('shippingCost', () => {
  it('a method with no provinces or cities ships everywhere at the default price', () => {
    expect(shippingCost(method(), cart)).toEqual({ available: true, cost: 50_000, rule: 'area' });
    expect(shippingCost(method({ default_price: null }), cart)).toMatchObject({ cost: 0 });
  });
  it('listed provinces only; inside a province with listed cities only those cities', () => {
    const m = method({ provinces: new Map([[8, 40_000], [4, null]]), cities: new Map([[120, { province_id: 4, price: 30_000 }]]) });
    expect(shipsTo(m, 8, 302)).toBe(true);
    expect(shipsTo(m, 4, 120)).toBe(true);
    expect(shipsTo(m, 4, 121)).toBe(false);
    expect(shipsTo(m, 11, 500)).toBe(false);
    expect(shippingCost(m, { ...cart, province_id: 4, city_id: 121 })).toEqual({ available: false, reason: 'not_served' });
    // city price, else province price, else default price
    expect(shippingCost(m, { ...cart, province_id: 4, city_id: 120 })).toMatchObject({ cost: 30_000 });
    expect(shippingCost(m, cart)).toMatchObject({ cost: 40_000 });
    const m2 = method({ provinces: new Map([[4, null]]), cities: new Map([[120, { province_id: 4, price: null }]]) });
    expect(shippingCost(m2, { ...cart, province_id: 4, city_id: 120 })).toMatchObject({ cost: 50_000 });
  });
  it('free method, free threshold (not for a reserve-order child), then the role price', () => {
    expect(shippingCost(method({ is_free: true }), cart)).toEqual({ available: true, cost: 0, rule: 'free_method' });
    const m = method({ free_threshold: 400_000, role_prices: new Map([[3, 15_000]]) });
    expect(shippingCost(m, cart)).toEqual({ available: true, cost: 0, rule: 'free_threshold' });
    expect(shippingCost(m, { ...cart, amount: 399_999 })).toMatchObject({ cost: 50_000 });
    expect(shippingCost(m, { ...cart, reserved_child: true, role_id: 3 })).toEqual({ available: true, cost: 15_000, rule: 'role' });
    expect(shippingCost(m, { ...cart, amount: 1, role_id: 9 })).toMatchObject({ cost: 50_000, rule: 'area' });
  });
  it('packets: first packet at the area price, each further packet (or part) at more_packet_price', () => {
    const m = method();
    expect([1, 2, 3, 5, 6, 8].map((quantity) => (shippingCost(m, { ...cart, quantity }) as { cost: number }).cost)).toEqual([
      50_000, 50_000, 60_000, 60_000, 70_000, 70_000,
    ]);
    // A zero packet size cannot divide by zero.
    expect(shippingCost(method({ packet_size: 0, first_packet_size: 0 }), { ...cart, quantity: 3 })).toMatchObject({ cost: 70_000 });
  });
});
