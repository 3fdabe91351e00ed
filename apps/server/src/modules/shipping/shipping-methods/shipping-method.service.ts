import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { isFeatureOn } from '@pishkhan/common/features';
import { shippingLabels as L, shippingMessage } from '@pishkhan/common/i18n/fa/shipping-labels';
import type { ShippingAreasBody, ShippingMethodCreate } from '@pishkhan/common/schemas/shipping.schema';
import { shippingCost, type ShippingCart, type ShippingMethodRules, type ShippingQuote } from '@pishkhan/common/shipping-cost';
import { ruleMessage } from '@pishkhan/common/validation';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx, Tx } from '../../../db/client';
import { actorOf, audit } from '../../../lib/audit';
import { inUse, validation } from '../../../lib/errors';
import { inParallel } from '../../../lib/parallel';
import { reorderRows } from '../../../lib/reorder';
import { customerRoles } from '../../people/customer-roles/customer-role.table';
import { customers } from '../../people/customers/customer.table';
import { orders } from '../../sales/orders/order.table';
import { featureState } from '../../system/settings/setting.service';
import { media } from '../../system/uploads/media.table';
import { cities } from '../cities/city.table';
import { provinces } from '../provinces/province.table';
import { shippingMethodCities, shippingMethodCustomerRoles, shippingMethodProvinces, shippingMethods } from './shipping-method.table';

/**
 * Shipping methods: presentation, areas (provinces and cities with their own prices), role
 * prices, order, and the quote that orders use (`quoteShipping`). The cost rule itself is the
 * pure `shippingCost` of packages/common.
 */
export type ShippingMethodRow = typeof shippingMethods.$inferSelect;
type AreaItem = { id: number; price?: number | null | undefined };
type RoleItem = { id: number; amount: number };

const fa = (expr: unknown) => sql`${expr} collate "fa-IR-x-icu"`;

/* ------------------------------------------------------------------ presentation */

export async function presentShippingMethods(db: DbOrTx, rows: ShippingMethodRow[]) {
  const ids = rows.map((r) => r.id);
  const logoIds = [...new Set(rows.map((r) => r.logoId).filter((x): x is number => !!x))];
  const [logos, provinceCounts, cityCounts, roles] = await Promise.all([
    logoIds.length ? db.select({ id: media.id, path: media.path }).from(media).where(inArray(media.id, logoIds)) : [],
    ids.length
      ? db
          .select({ id: shippingMethodProvinces.shippingMethodId, n: count() })
          .from(shippingMethodProvinces)
          .where(inArray(shippingMethodProvinces.shippingMethodId, ids))
          .groupBy(shippingMethodProvinces.shippingMethodId)
      : [],
    ids.length
      ? db
          .select({ id: shippingMethodCities.shippingMethodId, n: count() })
          .from(shippingMethodCities)
          .where(inArray(shippingMethodCities.shippingMethodId, ids))
          .groupBy(shippingMethodCities.shippingMethodId)
      : [],
    ids.length
      ? db
          .select({ methodId: shippingMethodCustomerRoles.shippingMethodId, id: customerRoles.id, name: customerRoles.name, amount: shippingMethodCustomerRoles.amount })
          .from(shippingMethodCustomerRoles)
          .innerJoin(customerRoles, eq(customerRoles.id, shippingMethodCustomerRoles.customerRoleId))
          .where(inArray(shippingMethodCustomerRoles.shippingMethodId, ids))
          .orderBy(fa(customerRoles.name))
      : [],
  ]);
  const logoById = new Map(logos.map((m) => [m.id, { id: m.id, url: `/uploads/${m.path}` }]));
  const pc = new Map(provinceCounts.map((c) => [c.id, c.n]));
  const cc = new Map(cityCounts.map((c) => [c.id, c.n]));
  const rolesOf = new Map<number, { id: number; name: string; amount: number }[]>();
  for (const r of roles) rolesOf.set(r.methodId, [...(rolesOf.get(r.methodId) ?? []), { id: r.id, name: r.name, amount: r.amount }]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    logo_id: r.logoId,
    logo: r.logoId ? (logoById.get(r.logoId) ?? null) : null,
    status: r.status,
    position: r.position,
    default_price: r.defaultPrice,
    free_threshold: r.freeThreshold,
    minimum_delay: r.minimumDelay,
    is_free: r.isFree,
    first_packet_size: r.firstPacketSize,
    packet_size: r.packetSize,
    more_packet_price: r.morePacketPrice,
    provinces_count: pc.get(r.id) ?? 0,
    cities_count: cc.get(r.id) ?? 0,
    customer_roles: rolesOf.get(r.id) ?? [],
    created_at: r.createdAt,
    updated_at: r.updatedAt,
  }));
}

/** Body → column values (only the keys present). */
export const shippingMethodValues = (b: Partial<ShippingMethodCreate>) => ({
  ...(b.name !== undefined && { name: b.name }),
  ...(b.logo_id !== undefined && { logoId: b.logo_id }),
  ...(b.description !== undefined && { description: b.description }),
  ...(b.status !== undefined && { status: b.status }),
  ...(b.default_price !== undefined && { defaultPrice: b.default_price }),
  ...(b.free_threshold !== undefined && { freeThreshold: b.free_threshold }),
  ...(b.minimum_delay !== undefined && { minimumDelay: b.minimum_delay }),
  ...(b.is_free !== undefined && { isFree: b.is_free }),
  ...(b.first_packet_size !== undefined && { firstPacketSize: b.first_packet_size }),
  ...(b.packet_size !== undefined && { packetSize: b.packet_size }),
  ...(b.more_packet_price !== undefined && { morePacketPrice: b.more_packet_price }),
});

/* ------------------------------------------------------------------ checks before a write */

/** 422 on `logo_id` unless the upload exists. */
export async function assertLogoExists(tx: DbOrTx, logoId: unknown) {
  if (typeof logoId !== 'number') return;
  const [m] = await tx.select({ id: media.id }).from(media).where(eq(media.id, logoId));
  if (!m) throw validation({ logo_id: ruleMessage('image', L.method.logo_id) });
}

/**
 * Checks a new set of areas: every province and city exists, and each city's province is in
 * `provinceIds` (422 at `cities.<i>.id` naming both). `provinceIds` is the new list of provinces,
 * or the method's current one when only cities are sent.
 */
export async function assertAreas(tx: DbOrTx, provinceList: AreaItem[], cityList: AreaItem[], attachedProvinceIds: Set<number>) {
  const bad: Record<string, string> = {};
  if (provinceList.length) {
    const found = new Set(
      (await tx.select({ id: provinces.id }).from(provinces).where(inArray(provinces.id, provinceList.map((p) => p.id)))).map((r) => r.id),
    );
    provinceList.forEach((p, i) => {
      if (!found.has(p.id)) bad[`provinces.${i}.id`] = shippingMessage('province_unknown');
    });
  }
  if (cityList.length) {
    const rows = await tx
      .select({ id: cities.id, name: cities.name, provinceId: cities.provinceId, provinceName: provinces.name })
      .from(cities)
      .innerJoin(provinces, eq(provinces.id, cities.provinceId))
      .where(inArray(cities.id, cityList.map((c) => c.id)));
    const byId = new Map(rows.map((r) => [r.id, r]));
    cityList.forEach((c, i) => {
      const city = byId.get(c.id);
      if (!city) bad[`cities.${i}.id`] = shippingMessage('city_unknown');
      else if (!attachedProvinceIds.has(city.provinceId))
        bad[`cities.${i}.id`] = shippingMessage('city_province_not_attached', { province: city.provinceName, city: city.name });
    });
  }
  if (Object.keys(bad).length) throw validation(bad);
}

/** 422 unless every role exists and the customer_roles feature is on (an empty list is always fine). */
export async function assertRoles(tx: DbOrTx, list: RoleItem[]) {
  if (!list.length) return;
  if (!isFeatureOn(await featureState(tx), 'customer_roles')) throw validation({ customer_roles: shippingMessage('customer_roles_off') });
  const found = new Set((await tx.select({ id: customerRoles.id }).from(customerRoles).where(inArray(customerRoles.id, list.map((r) => r.id)))).map((r) => r.id));
  const bad: Record<string, string> = {};
  list.forEach((r, i) => {
    if (!found.has(r.id)) bad[`customer_roles.${i}.id`] = shippingMessage('role_unknown');
  });
  if (Object.keys(bad).length) throw validation(bad);
}

/** The provinces currently attached to a method. */
export async function attachedProvinceIds(tx: DbOrTx, methodId: number): Promise<Set<number>> {
  const rows = await tx.select({ id: shippingMethodProvinces.provinceId }).from(shippingMethodProvinces).where(eq(shippingMethodProvinces.shippingMethodId, methodId));
  return new Set(rows.map((r) => r.id));
}

/**
 * Validates the related parts of a create/update body before the write: logo, areas, role prices.
 * On update with `cities` alone, the cities are checked against the provinces already attached.
 */
export async function checkShippingBody(tx: Tx, body: Partial<ShippingMethodCreate>, existing: ShippingMethodRow | null) {
  await assertLogoExists(tx, body.logo_id);
  if (body.provinces !== undefined || body.cities !== undefined) {
    const provinceIds = body.provinces ? new Set(body.provinces.map((p) => p.id)) : existing ? await attachedProvinceIds(tx, existing.id) : new Set<number>();
    await assertAreas(tx, body.provinces ?? [], body.cities ?? [], provinceIds);
  }
  if (body.customer_roles !== undefined) await assertRoles(tx, body.customer_roles);
}

/* ------------------------------------------------------------------ related writes */

type Pairs = [number, number | null][];
const sortPairs = (p: Pairs) => [...p].sort((a, b) => a[0] - b[0]);

async function currentAreas(tx: DbOrTx, methodId: number) {
  const [ps, cs] = await inParallel(tx, [
    () => tx.select({ id: shippingMethodProvinces.provinceId, price: shippingMethodProvinces.price }).from(shippingMethodProvinces).where(eq(shippingMethodProvinces.shippingMethodId, methodId)),
    () =>
      tx
        .select({ id: shippingMethodCities.cityId, price: shippingMethodCities.price, provinceId: cities.provinceId })
        .from(shippingMethodCities)
        .innerJoin(cities, eq(cities.id, shippingMethodCities.cityId))
        .where(eq(shippingMethodCities.shippingMethodId, methodId)),
  ]);
  return { provinces: ps, cities: cs };
}

/**
 * Replaces the areas of a method in the caller's transaction and audits the change
 * (`{ provinces: [[id, price]…], cities: … }` before/after). `cityList` undefined keeps the
 * cities whose province stays attached (a province removed takes its cities with it).
 */
export async function replaceAreas(tx: Tx, req: FastifyRequest, methodId: number, provinceList: AreaItem[] | undefined, cityList: AreaItem[] | undefined) {
  const before = await currentAreas(tx, methodId);
  const beforeP: Pairs = sortPairs(before.provinces.map((p) => [p.id, p.price]));
  const beforeC: Pairs = sortPairs(before.cities.map((c) => [c.id, c.price]));
  let afterP = beforeP;
  let afterC = beforeC;
  if (provinceList !== undefined) {
    afterP = sortPairs(provinceList.map((p) => [p.id, p.price ?? null]));
    await tx.delete(shippingMethodProvinces).where(eq(shippingMethodProvinces.shippingMethodId, methodId));
    if (afterP.length) await tx.insert(shippingMethodProvinces).values(afterP.map(([id, price]) => ({ shippingMethodId: methodId, provinceId: id, price })));
  }
  if (cityList !== undefined) afterC = sortPairs(cityList.map((c) => [c.id, c.price ?? null]));
  else if (provinceList !== undefined) {
    const kept = new Set(afterP.map(([id]) => id));
    const keptCities = new Set(before.cities.filter((c) => kept.has(c.provinceId)).map((c) => c.id));
    afterC = beforeC.filter(([id]) => keptCities.has(id));
  }
  if (JSON.stringify(afterC) !== JSON.stringify(beforeC)) {
    await tx.delete(shippingMethodCities).where(eq(shippingMethodCities.shippingMethodId, methodId));
    if (afterC.length) await tx.insert(shippingMethodCities).values(afterC.map(([id, price]) => ({ shippingMethodId: methodId, cityId: id, price })));
  }
  const changes: Record<string, [unknown, unknown]> = {};
  if (JSON.stringify(beforeP) !== JSON.stringify(afterP)) changes.provinces = [beforeP, afterP];
  if (JSON.stringify(beforeC) !== JSON.stringify(afterC)) changes.cities = [beforeC, afterC];
  if (Object.keys(changes).length) await audit(tx, actorOf(req), { entity: 'shipping_method', entityId: methodId, action: 'update', changes });
}

/** Replaces the role prices of a method and audits the change. */
export async function replaceRolePrices(tx: Tx, req: FastifyRequest, methodId: number, list: RoleItem[]) {
  const before = sortPairs(
    (
      await tx
        .select({ id: shippingMethodCustomerRoles.customerRoleId, amount: shippingMethodCustomerRoles.amount })
        .from(shippingMethodCustomerRoles)
        .where(eq(shippingMethodCustomerRoles.shippingMethodId, methodId))
    ).map((r) => [r.id, r.amount]),
  );
  const after = sortPairs(list.map((r) => [r.id, r.amount]));
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  await tx.delete(shippingMethodCustomerRoles).where(eq(shippingMethodCustomerRoles.shippingMethodId, methodId));
  if (after.length)
    await tx.insert(shippingMethodCustomerRoles).values(after.map(([id, amount]) => ({ shippingMethodId: methodId, customerRoleId: id, amount: amount! })));
  await audit(tx, actorOf(req), { entity: 'shipping_method', entityId: methodId, action: 'update', changes: { customer_roles: [before, after] } });
}

/* ------------------------------------------------------------------ the areas tree */

/**
 * Every province with its cities, and what the method has of them (`attached`, own `price`):
 * what the areas screen draws, in one answer. Persian alphabetical order.
 */
export async function readAreasTree(db: DbOrTx, method: ShippingMethodRow) {
  const [ps, cs, mine] = await Promise.all([
    db.select({ id: provinces.id, name: provinces.name, status: provinces.status }).from(provinces).orderBy(fa(provinces.name), asc(provinces.id)),
    db.select({ id: cities.id, provinceId: cities.provinceId, name: cities.name, status: cities.status }).from(cities).orderBy(fa(cities.name), asc(cities.id)),
    currentAreas(db, method.id),
  ]);
  const pPrice = new Map(mine.provinces.map((p) => [p.id, p.price]));
  const cPrice = new Map(mine.cities.map((c) => [c.id, c.price]));
  const citiesOf = new Map<number, { id: number; name: string; status: boolean; attached: boolean; price: number | null }[]>();
  for (const c of cs) {
    const list = citiesOf.get(c.provinceId) ?? [];
    list.push({ id: c.id, name: c.name, status: c.status, attached: cPrice.has(c.id), price: cPrice.get(c.id) ?? null });
    citiesOf.set(c.provinceId, list);
  }
  return {
    method: { id: method.id, name: method.name, default_price: method.defaultPrice, is_free: method.isFree },
    provinces: ps.map((p) => ({
      id: p.id,
      name: p.name,
      status: p.status,
      attached: pPrice.has(p.id),
      price: pPrice.get(p.id) ?? null,
      cities: citiesOf.get(p.id) ?? [],
    })),
  };
}

/** `PUT /:id/areas`: validate and replace both lists. */
export async function saveAreas(tx: Tx, req: FastifyRequest, method: ShippingMethodRow, body: ShippingAreasBody) {
  await assertAreas(tx, body.provinces, body.cities, new Set(body.provinces.map((p) => p.id)));
  await replaceAreas(tx, req, method.id, body.provinces, body.cities);
  await tx.update(shippingMethods).set({ updatedAt: sql`now()` }).where(eq(shippingMethods.id, method.id));
}

/* ------------------------------------------------------------------ order */

/** `PUT /order` (see `reorderRows`). Returns how many moved. */
export const reorderShippingMethods = (tx: Tx, req: FastifyRequest, ids: number[]) =>
  reorderRows(tx, req, ids, {
    table: shippingMethods,
    entity: 'shipping_method',
    messages: { duplicate: shippingMessage('order_duplicate'), unknown: shippingMessage('order_unknown') },
  });

/** The place of a new method: after the last one. */
export async function nextPosition(tx: DbOrTx) {
  const [last] = await tx.select({ max: sql<number>`coalesce(max(${shippingMethods.position}), -1)`.mapWith(Number) }).from(shippingMethods);
  return last!.max + 1;
}

/* ------------------------------------------------------------------ delete and in-use checks */

/** Throws a 409 when orders name the method (it is switched off instead). */
export async function assertShippingMethodDeletable(tx: Tx, method: ShippingMethodRow): Promise<void> {
  const [r] = await tx.select({ n: count() }).from(orders).where(eq(orders.shippingMethodId, method.id));
  if (r!.n > 0) throw inUse('shipping_method', r!.n, 'order');
}

/** How many shipping methods list this city (a used city is not deletable). */
export async function shippingMethodsUsingCity(db: DbOrTx, cityId: number): Promise<number> {
  const [r] = await db.select({ n: count() }).from(shippingMethodCities).where(eq(shippingMethodCities.cityId, cityId));
  return r!.n;
}

/* ------------------------------------------------------------------ rules and quote */

export interface LoadedShippingMethod {
  method: ShippingMethodRow;
  rules: ShippingMethodRules;
}

/**
 * Loads methods with their rules for `shippingCost`: areas (each city with its province),
 * and role prices when the customer_roles feature is on. Sorted by position.
 */
export async function loadShippingRules(db: DbOrTx, o: { ids?: number[]; activeOnly?: boolean } = {}): Promise<LoadedShippingMethod[]> {
  const where = and(o.ids ? inArray(shippingMethods.id, o.ids.length ? o.ids : [0]) : undefined, o.activeOnly ? eq(shippingMethods.status, true) : undefined);
  const methods = await db.select().from(shippingMethods).where(where).orderBy(asc(shippingMethods.position), asc(shippingMethods.id));
  if (!methods.length) return [];
  const ids = methods.map((m) => m.id);
  const rolesOn = isFeatureOn(await featureState(db), 'customer_roles');
  const [ps, cs, rs] = await inParallel(db, [
    () => db.select().from(shippingMethodProvinces).where(inArray(shippingMethodProvinces.shippingMethodId, ids)),
    () =>
      db
        .select({ methodId: shippingMethodCities.shippingMethodId, cityId: shippingMethodCities.cityId, price: shippingMethodCities.price, provinceId: cities.provinceId })
        .from(shippingMethodCities)
        .innerJoin(cities, eq(cities.id, shippingMethodCities.cityId))
        .where(inArray(shippingMethodCities.shippingMethodId, ids)),
    async () => (rolesOn ? db.select().from(shippingMethodCustomerRoles).where(inArray(shippingMethodCustomerRoles.shippingMethodId, ids)) : []),
  ]);
  return methods.map((m) => ({
    method: m,
    rules: {
      is_free: m.isFree,
      default_price: m.defaultPrice,
      free_threshold: m.freeThreshold,
      first_packet_size: m.firstPacketSize,
      packet_size: m.packetSize,
      more_packet_price: m.morePacketPrice,
      provinces: new Map(ps.filter((p) => p.shippingMethodId === m.id).map((p) => [p.provinceId, p.price])),
      cities: new Map(cs.filter((c) => c.methodId === m.id).map((c) => [c.cityId, { province_id: c.provinceId, price: c.price }])),
      role_prices: new Map(rs.filter((r) => r.shippingMethodId === m.id).map((r) => [r.customerRoleId, r.amount])),
    },
  }));
}

const TEHRAN_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran', year: 'numeric', month: '2-digit', day: '2-digit' });
/** The Tehran calendar date `days` after the Tehran date of `now`, as ISO `YYYY-MM-DD`. */
export function earliestDelivery(now: Date, days: number): string {
  const [y, m, d] = TEHRAN_DAY.format(now).split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

export interface QuoteCart extends ShippingCart {
  /** The customer whose role prices apply (wins over `role_id`). */
  customer_id?: number | null;
}
export type ShippingMethodQuote = {
  id: number;
  name: string;
  description: string | null;
  logo_id: number | null;
  minimum_delay: number;
  earliest_delivery: string;
} & ({ available: true; cost: number; rule: Extract<ShippingQuote, { available: true }>['rule']; reason: null } | { available: false; cost: null; rule: null; reason: 'not_served' });

/**
 * What the cart costs to ship by each (active) method: `shippingCost` on the rules loaded here,
 * plus the earliest delivery date (Tehran today + minimum_delay). The customer's role is used
 * when `customer_id` is given, else `role_id`; roles count only while the feature is on.
 * Orders call this with `methodIds: [chosen]` to price their shipping.
 */
export async function quoteShipping(db: DbOrTx, cart: QuoteCart, o: { methodIds?: number[]; activeOnly?: boolean; now?: Date } = {}): Promise<ShippingMethodQuote[]> {
  const loaded = await loadShippingRules(db, { ...(o.methodIds ? { ids: o.methodIds } : {}), activeOnly: o.activeOnly ?? true });
  let roleId = cart.role_id ?? null;
  if (cart.customer_id != null) {
    const [c] = await db.select({ roleId: customers.roleId }).from(customers).where(eq(customers.id, cart.customer_id));
    roleId = c?.roleId ?? null;
  }
  const now = o.now ?? new Date();
  return loaded.map(({ method: m, rules }) => {
    const q = shippingCost(rules, { ...cart, role_id: roleId });
    const base = { id: m.id, name: m.name, description: m.description, logo_id: m.logoId, minimum_delay: m.minimumDelay, earliest_delivery: earliestDelivery(now, m.minimumDelay) };
    return q.available ? { ...base, available: true as const, cost: q.cost, rule: q.rule, reason: null } : { ...base, available: false as const, cost: null, rule: null, reason: q.reason };
  });
}

/** 422 unless the quote's province, city (of that province) and customer exist. */
export async function assertQuoteCart(db: DbOrTx, cart: { province_id: number; city_id: number; customer_id?: number | null | undefined; role_id?: number | null | undefined }) {
  const bad: Record<string, string> = {};
  const [[p], [c]] = await Promise.all([
    db.select({ id: provinces.id }).from(provinces).where(eq(provinces.id, cart.province_id)),
    db.select({ provinceId: cities.provinceId }).from(cities).where(eq(cities.id, cart.city_id)),
  ]);
  if (!p) bad.province_id = shippingMessage('province_unknown');
  if (!c) bad.city_id = shippingMessage('city_unknown');
  else if (p && c.provinceId !== cart.province_id) bad.city_id = shippingMessage('city_not_in_province');
  if (cart.customer_id != null) {
    const [cu] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, cart.customer_id));
    if (!cu) bad.customer_id = shippingMessage('customer_unknown');
  }
  if (cart.role_id != null) {
    const [r] = await db.select({ id: customerRoles.id }).from(customerRoles).where(eq(customerRoles.id, cart.role_id));
    if (!r) bad.role_id = shippingMessage('role_unknown');
  }
  if (Object.keys(bad).length) throw validation(bad);
}

/** Role names for the form's role-price table (null while the feature is off). */
export async function shippingOptions(db: DbOrTx) {
  const on = isFeatureOn(await featureState(db), 'customer_roles');
  const roles = on ? await db.select({ id: customerRoles.id, name: customerRoles.name }).from(customerRoles).orderBy(fa(customerRoles.name)) : null;
  return { customer_roles: roles };
}
