import { z } from 'zod';
import { shippingLabels as L, shippingMessage } from '../i18n/fa/shipping-labels';
import { bool, id, int, optionalText, price, text } from './fields';

/**
 * Contracts of shipping methods (domain reference §3.21): the method, its areas (provinces and
 * cities with their own prices), role prices, the order of the list and the cost quote.
 * Shared by the server (validation, OpenAPI) and the forms (labels).
 */

export const SHIPPING_SORTS = ['position', 'name', 'default_price', 'free_threshold', 'minimum_delay', 'status', 'created_at', 'id'] as const;
export const SHIPPING_MAX_DELAY_DAYS = 365;
export const SHIPPING_MAX_PACKET = 100_000;

/** A money amount, or null (empty box): "free"/"the default" depending on the field. */
const nullablePrice = (label: string) => z.preprocess((v) => (v === '' ? null : v), price(label).nullable());

/** Flags the later of two items with the same `key` (path `<list>.<i>.<field>`). */
function unique<T>(list: T[], ctx: z.core.$RefinementCtx, key: (x: T) => number, field: string, message: string) {
  const seen = new Set<number>();
  list.forEach((x, i) => {
    const k = key(x);
    if (seen.has(k)) ctx.addIssue({ code: 'custom', path: [i, field], message });
    seen.add(k);
  });
}

export const shippingProvinceItem = z.strictObject({ id: id(L.province.id), price: nullablePrice(L.province.price).optional() });
export const shippingCityItem = z.strictObject({ id: id(L.city.id), price: nullablePrice(L.city.price).optional() });
export const shippingRoleItem = z.strictObject({ id: id(L.role.id), amount: price(L.role.amount) });

const provinceList = z
  .array(shippingProvinceItem)
  .max(100)
  .superRefine((l, ctx) => unique(l, ctx, (x) => x.id, 'id', shippingMessage('province_duplicate')))
  .meta({ title: L.method.provinces });
const cityList = z
  .array(shippingCityItem)
  .max(10_000)
  .superRefine((l, ctx) => unique(l, ctx, (x) => x.id, 'id', shippingMessage('city_duplicate')))
  .meta({ title: L.method.cities });
const roleList = z
  .array(shippingRoleItem)
  .max(500)
  .superRefine((l, ctx) => unique(l, ctx, (x) => x.id, 'id', shippingMessage('role_duplicate')))
  .meta({ title: L.method.customer_roles });

export const shippingMethodCreate = z.strictObject({
  name: text(L.method.name, { max: 191 }),
  logo_id: id(L.method.logo_id).nullable().optional(),
  description: optionalText(L.method.description, { max: 191 }),
  status: bool(L.method.status).optional(),
  /** null = free. */
  default_price: nullablePrice(L.method.default_price).optional(),
  /** null = never free by amount. */
  free_threshold: nullablePrice(L.method.free_threshold).optional(),
  minimum_delay: int(L.method.minimum_delay, { min: 0, max: SHIPPING_MAX_DELAY_DAYS }).optional(),
  is_free: bool(L.method.is_free).optional(),
  first_packet_size: int(L.method.first_packet_size, { min: 1, max: SHIPPING_MAX_PACKET }).optional(),
  packet_size: int(L.method.packet_size, { min: 1, max: SHIPPING_MAX_PACKET }).optional(),
  more_packet_price: price(L.method.more_packet_price).optional(),
  /** When given, replaces the attached provinces (and `cities` the attached cities). */
  provinces: provinceList.optional(),
  cities: cityList.optional(),
  /** When given, replaces the role prices (feature customer_roles). */
  customer_roles: roleList.optional(),
});
export const shippingMethodUpdate = shippingMethodCreate.partial();
export type ShippingMethodCreate = z.infer<typeof shippingMethodCreate>;
export type ShippingMethodUpdate = z.infer<typeof shippingMethodUpdate>;

/** `PUT /shipping-methods/:id/areas`: the full new set of provinces and cities. */
export const shippingAreasBody = z.strictObject({ provinces: provinceList, cities: cityList });
export type ShippingAreasBody = z.infer<typeof shippingAreasBody>;

/** `PUT /shipping-methods/order`: the ids in their new order. */
export const shippingOrder = z.strictObject({
  ids: z.array(id(L.method.id)).min(1).max(1000).meta({ title: L.method.ids }),
});

/** `POST /shipping-methods/quote`: what a cart costs to ship to an address by each active method. */
export const shippingQuoteBody = z.strictObject({
  province_id: id(L.quote.province_id),
  city_id: id(L.quote.city_id),
  amount: price(L.quote.amount),
  quantity: int(L.quote.quantity, { min: 1, max: 1_000_000 }),
  customer_id: id(L.quote.customer_id).nullable().optional(),
  role_id: id(L.quote.role_id).nullable().optional(),
});
export type ShippingQuoteBody = z.infer<typeof shippingQuoteBody>;
