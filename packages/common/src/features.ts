import { featureLabels } from './i18n/fa/features';

/**
 * Feature switches (spec §2). A switched-off feature hides its menu items (their permission
 * becomes a placeholder no admin holds) and its API answers 404. `resources` are the permission
 * resources a feature owns entirely; features whose screens share a permission with another
 * screen (gifts use read_product) own no resource and are matched by the route's `feature`.
 */
export const FEATURES = [
  { key: 'newsletters', resources: ['newsletters'], actions: [] },
  { key: 'colors', resources: ['color'], actions: [] },
  { key: 'size_chart', resources: ['size_chart'], actions: [] },
  { key: 'sets', resources: ['product_set'], actions: [] },
  { key: 'flash', resources: ['flash'], actions: [] },
  { key: 'instagram', resources: ['instagram'], actions: [] },
  { key: 'gifts', resources: [], actions: [] },
  { key: 'customer_roles', resources: [], actions: [] },
  { key: 'sellers', resources: ['seller'], actions: [] },
  { key: 'withdraws', resources: ['withdraw'], actions: ['approve_withdraw', 'reopen_withdraw'] },
  { key: 'shop', resources: [], actions: ['mini_order', 'discount_mini_order', 'void_mini_order'] },
  { key: 'shipping_excels', resources: [], actions: [] },
] as const satisfies readonly { key: string; resources: readonly string[]; actions: readonly string[] }[];

/** A permission nobody holds: what a switched-off feature's menu items and routes are given. */
export const PLACEHOLDER_PERMISSION = '__feature_disabled__';

export type FeatureKey = (typeof FEATURES)[number]['key'];
export const featureLabel = (k: string) => featureLabels[k] ?? k;
/** Setting name of a feature switch in the `features` settings group. */
export const featureSettingName = (k: FeatureKey) => `feature_${k}`;

const ownerOf = new Map<string, FeatureKey>();
for (const f of FEATURES) {
  for (const r of f.resources) for (const v of ['read', 'create', 'update', 'delete']) ownerOf.set(`${v}_${r}`, f.key);
  for (const a of f.actions) ownerOf.set(a, f.key);
}
/** The feature that owns a permission, if any. */
export const featureOfPermission = (permission: string): FeatureKey | undefined => ownerOf.get(permission);

export type FeatureState = Partial<Record<FeatureKey, boolean>>;
export const isFeatureOn = (state: FeatureState, key: FeatureKey) => state[key] !== false;
