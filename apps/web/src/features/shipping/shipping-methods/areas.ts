import { faSearchKey } from '@pishkhan/common/text';
import type { AreaCity, AreaProvince, ShippingAreas, ShippingAreasBody } from './shipping-method.api';

/**
 * The areas screen's state and rules, kept pure for tests: which provinces and cities are
 * checked (id → own price, null = inherited), and which rows the search shows.
 *  - checking a province attaches it (the method ships to all its cities);
 *  - checking cities inside restricts the province to them (checking a city checks its province);
 *  - unchecking a province unchecks its cities.
 */
export interface AreaState {
  provinces: ReadonlyMap<number, number | null>;
  cities: ReadonlyMap<number, number | null>;
}

export function initialAreaState(tree: ShippingAreas): AreaState {
  const provinces = new Map<number, number | null>();
  const cities = new Map<number, number | null>();
  for (const p of tree.provinces) {
    if (p.attached) provinces.set(p.id, p.price);
    for (const c of p.cities) if (c.attached) cities.set(c.id, c.price);
  }
  return { provinces, cities };
}

export function setProvinceChecked(s: AreaState, p: AreaProvince, checked: boolean): AreaState {
  const provinces = new Map(s.provinces);
  const cities = new Map(s.cities);
  if (checked) {
    if (!provinces.has(p.id)) provinces.set(p.id, null);
  } else {
    provinces.delete(p.id);
    for (const c of p.cities) cities.delete(c.id);
  }
  return { provinces, cities };
}

export function setCityChecked(s: AreaState, p: AreaProvince, c: AreaCity, checked: boolean): AreaState {
  const provinces = new Map(s.provinces);
  const cities = new Map(s.cities);
  if (checked) {
    if (!provinces.has(p.id)) provinces.set(p.id, null);
    if (!cities.has(c.id)) cities.set(c.id, null);
  } else cities.delete(c.id);
  return { provinces, cities };
}

export function setProvincePrice(s: AreaState, id: number, price: number | null): AreaState {
  if (!s.provinces.has(id)) return s;
  return { ...s, provinces: new Map(s.provinces).set(id, price) };
}

export function setCityPrice(s: AreaState, id: number, price: number | null): AreaState {
  if (!s.cities.has(id)) return s;
  return { ...s, cities: new Map(s.cities).set(id, price) };
}

/** The PUT body, in the tree's order. */
export function areasBody(tree: ShippingAreas, s: AreaState): ShippingAreasBody {
  const body: ShippingAreasBody = { provinces: [], cities: [] };
  for (const p of tree.provinces) {
    if (!s.provinces.has(p.id)) continue;
    body.provinces.push({ id: p.id, price: s.provinces.get(p.id) ?? null });
    for (const c of p.cities) if (s.cities.has(c.id)) body.cities.push({ id: c.id, price: s.cities.get(c.id) ?? null });
  }
  return body;
}

/** How many checked cities each province has. */
export function checkedCitiesByProvince(tree: ShippingAreas, s: AreaState): Map<number, number> {
  const out = new Map<number, number>();
  for (const p of tree.provinces) {
    let n = 0;
    for (const c of p.cities) if (s.cities.has(c.id)) n++;
    if (n) out.set(p.id, n);
  }
  return out;
}

/** Search keys of every name, computed once per tree. */
export interface AreaIndex {
  tree: ShippingAreas;
  provinceKey: Map<number, string>;
  cityKey: Map<number, string>;
}
export function indexAreas(tree: ShippingAreas): AreaIndex {
  const provinceKey = new Map<number, string>();
  const cityKey = new Map<number, string>();
  for (const p of tree.provinces) {
    provinceKey.set(p.id, faSearchKey(p.name));
    for (const c of p.cities) cityKey.set(c.id, faSearchKey(c.name));
  }
  return { tree, provinceKey, cityKey };
}

export interface VisibleProvince {
  province: AreaProvince;
  /** The cities to list when the province is open. */
  cities: AreaCity[];
  /** Opened by the search (a city matched). */
  open: boolean;
}

/**
 * The rows the tree shows for a search (either spelling of Arabic/Persian yeh and kaf, Persian digits…): a province
 * whose name matches shows with all its cities; otherwise a province shows, opened, with only
 * its matching cities. `onlySelected` keeps the checked provinces and cities.
 */
export function visibleAreas(ix: AreaIndex, query: string, onlySelected: boolean, s: AreaState): VisibleProvince[] {
  const key = faSearchKey(query);
  const out: VisibleProvince[] = [];
  for (const p of ix.tree.provinces) {
    if (onlySelected && !s.provinces.has(p.id)) continue;
    const cities = onlySelected ? p.cities.filter((c) => s.cities.has(c.id)) : p.cities;
    if (!key || ix.provinceKey.get(p.id)!.includes(key)) {
      out.push({ province: p, cities, open: false });
      continue;
    }
    const hits = cities.filter((c) => ix.cityKey.get(c.id)!.includes(key));
    if (hits.length) out.push({ province: p, cities: hits, open: true });
  }
  return out;
}
